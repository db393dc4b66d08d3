"""Readings of a line with a remark in it: chatter beside a command, a remark on what a
move brings, a question with a remark, the words before a reason. Each reads parts of
the line's tags, never its text again."""

from __future__ import annotations

import itertools

from fortythieves.core.moves import PileKind
from fortythieves.lang.concepts import (
    again_words,
    clause_words,
    consequence_words,
    correction_words,
    freeing_words,
    inside_question_phrase,
    may_words,
    or_not_words,
    or_words,
    spot,
)
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import (
    ALL_MOVES,
    GAME_COMMANDS,
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    Nothing,
    Options,
    PileRef,
    Query,
    Read,
    Setting,
    SettingName,
    Unknown,
    Where,
    changes_game,
)
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.lifewords import word_class
from fortythieves.lang.parsing.cardlist import then_cards
from fortythieves.lang.parsing.classes import (
    ANSWERS,
    CHATTER,
    MAX_CUTS,
    REMARK,
    RETRIED,
    Reader,
    acts,
    corrects,
    int_of,
    is_filler,
    keyword,
    negates_words,
    one_after_unknown,
    opens_question,
    pile_of,
    starts_with,
    to_before,
    value_of,
)
from fortythieves.lang.parsing.commands import count_of, read
from fortythieves.lang.parsing.items import mark_it
from fortythieves.lang.parsing.life import one_move_named
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.parsing.questionword import asked_by_its_words
from fortythieves.lang.parsing.settings import LEVELS
from fortythieves.lang.remarkwords import time_remarks
from fortythieves.lang.saidapart import drawn_as_noun
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick
from fortythieves.lang.tokenizer import lexicon


def _chatter(clause: Piece) -> bool:
    """Whether a clause says nothing to the game: words it does not know, politeness, a
    question mark; or a remark, with words it does not know and verbs or small words
    among them but no negation and no "it" for a verb to act on ("you go on a bit")."""
    tags = clause.tags
    if all(m.kind in CHATTER for t in tags for m in meanings(t)):
        return True
    return (
        any(t.kind is TagKind.UNKNOWN for t in tags)
        and all(m.kind in REMARK for t in tags for m in meanings(t))
        and not any(has(t, TagKind.PRONOUN) for t in tags)
        and not clause.negates
    )


# an afterthought may say "it" and "free" with no verb of moving: "that should free it up"
_AFTERTHOUGHT = frozenset({*REMARK, TagKind.EMPTY}) - {TagKind.MOVE}


def _afterthought(clause: Piece) -> bool:
    """Whether a clause after one that said something is a remark on it: words the game
    does not know among small words, "it" and "free", but no verb, place, card, number or
    negation ("..., that should free it up", "..., dat maakt hem vrij")."""
    tags = list(clause.tags)
    # "..., wrong one", "..., bad one": "one" after a word the game does not know is that thing
    tags = [t for a, t in zip([None, *tags], tags, strict=False) if not one_after_unknown(a, t)]
    if any(t.kind is TagKind.UNKNOWN for t in tags):  # "..., changed my mind again": "again" is said over
        tags = [t for t in tags if keyword(t) is not Cmd.REPEAT]
    return (
        any(t.kind is TagKind.UNKNOWN for t in tags)
        and all(m.kind in _AFTERTHOUGHT for t in tags for m in meanings(t))
        and not clause.negates
    )


def one_clause(p: Piece, quick: bool) -> Intent | None:
    """The meaning of the one clause that says something, when every other clause is
    chatter; or of several clauses that say the same ("shorter messages, too much text")."""
    said: list[Intent] = []
    for clause in p.clauses():
        if said and corrects(clause):
            return None  # "..., don't do it", "..., sorry": a clause after the command holds it back
        if then_cards(clause):
            return None  # "..., then the zorblax": a part of a line of several moves, not understood
        if _chatter(clause) or (said and _afterthought(clause)):
            continue
        intent = read(clause, quick)
        said.append(without_chatter(clause) or intent if isinstance(intent, Unknown) else intent)
    if said and not isinstance(said[0], Unknown | Nothing) and all(s == said[0] for s in said):
        return said[0]
    return None


# what a remark on a move's outcome never holds: a card, rank or colour, a verb of moving or taking back, a "no"
_NOT_IN_REMARK = (
    TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.COLOUR, TagKind.MOVE, TagKind.BACK, TagKind.CANCEL,
)  # fmt: skip


def _remark_only(p: Piece) -> bool:
    """Whether `text` says nothing the game could do: no card, no verb of moving, no
    command that changes the game or setting, no negation or correction."""
    if corrects(p):
        return False
    tags = p.tags
    things = [t for t in tags if pick(t, TagKind.NUM, TagKind.RANK) is not None]
    if len(things) > 1 or to_before(tags, TagKind.NUM, TagKind.RANK, TagKind.PILE):
        return False  # "..., then the 4 on the 5", "..., que és a la columna 3": a place meant
    return not any(pick(t, *_NOT_IN_REMARK) is not None or acts(t) for t in tags)


# what a remark that frees a card never holds: a verb of moving or taking back, a "no", a place for a card
_NOT_IN_FREEING = (TagKind.MOVE, TagKind.BACK, TagKind.CANCEL, TagKind.PILEREF)


def _frees(p: Piece) -> bool:
    """ "..., and that frees up the ace", "..., que així destapo l'as", "..., dan komt die
    aas vrij": begun by a connector of consequence and saying that something is freed,
    uncovered or emptied, a remark may name the card or column it frees; it is never a
    second move (no verb of moving, no "to" before a place, no command, no "no")."""
    words, lang = p.words, p.lang
    lead = next((i for i in range(len(words)) if starts_with(words, consequence_words(lang), i)), None)
    if lead is None or lead > 1 or corrects(p):
        return False  # "and that frees ...": at most one small word before the connector
    if not any(starts_with(words, freeing_words(lang), i) for i in range(lead, len(words))):
        return False
    if to_before(p.tags, TagKind.NUM, TagKind.RANK, TagKind.PILE, TagKind.CARD):
        return False  # "..., so the ace goes on the foundation": a second move
    return not any(pick(t, *_NOT_IN_FREEING) is not None or acts(t) for t in p.tags)


def _past_mark(p: Piece, marks: frozenset[tuple[str, ...]]) -> Piece:
    """`text` without the long connector it begins with: a whole phrase's own words ("a
    veure què passa": "passa" is also a verb of moving) say nothing the game could do. A
    short connector stays ("para a coluna 4": what follows "para" may be a place)."""
    words = p.words
    n = said_at(words, marks, 0)
    k = p.at_word(n) if n >= _WHOLE_REMARK else None
    return p.span(k).flat() if k is not None else p


_WHOLE_REMARK = 3  # the words of a connector that is a whole remark by itself


def consequence(p: Piece, quick: bool) -> Intent | None:
    """ "put the 6 of clubs on the 7, that frees column 2", "el quatre al cinc, així em
    queda una columna lliure", "klaveren zes op de zeven, dan is rij 2 leeg": a remark on
    what a whole move brings, begun by a connector of consequence or purpose ("so",
    "then", "to free") or said with a verb of a state ("frees", "is empty"), is passed
    over; a place it names is never where the card goes. The words before it must make a
    whole move (a card or place and where it goes). A line that asks holds no such remark
    ("i sota el rei de diamants què hi ha amagat?": "què" there asks)."""
    if "?" in p.words:
        return None
    marks = consequence_words(p.lang)
    cuts: list[tuple[Piece, Piece]] = []
    for c in p.cuts:
        after = p.span(c)
        clause = after.span(0, after.cuts[0]) if after.cuts else after
        if clause.says(marks) and not then_cards(clause):  # "..., then the 6": a second move
            cuts.append((p.span(0, c), after))
    words = p.words
    for i in range(2, len(words)):  # said without a comma: "... al cinc aixi em queda ..."
        if not starts_with(words, marks, i) or (k := p.at_word(i)) is None:
            continue
        if any(
            t.kind is TagKind.EMPTY
            for t in (*lexicon(p.lang).phrases.get((words[i],), ()), *meanings(p.tags[k]))
        ):
            continue  # "la columna buida", "la columna que està buida": without a comma "empty" names the column
        if then_cards(p.span(k)):
            continue  # "... then the 6": a second move
        cuts.append((p.span(0, k).flat(), p.span(k).flat()))
    tried = 0
    for before, after in cuts:
        if tried == MAX_CUTS or not (_remark_only(_past_mark(after, marks)) or _frees(after)):
            continue
        tried += 1  # the words before are read plainly: no search over every cut
        intent = read(before, quick)
        if isinstance(intent, Unknown):  # "va, poso el sis...", "ok lets put the 6...": chatter around it
            intent = one_clause(before, quick) or without_chatter(before) or intent
        if isinstance(intent, MoveIntent) and intent.target is not None:
            return intent  # a command before it is left alone: "non parlare così tanto" is one phrase
    return None


# what a remark beside such a question never holds: a card, a place, "back" ("no hi jugo": a verb alone may)
_NOT_BESIDE_ANSWER = (
    TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.PILE, TagKind.PILEREF, TagKind.BACK,
)  # fmt: skip


def answer_with_remark(p: Piece, r: Reader) -> Intent | None:
    """ "recorda'm les regles, que fa temps que no hi jugo", "Ne snalazim se, što mogu
    upisati?": one clause asks for something that is only read out (the rules, help, a
    hint, the score), the others are remarks, a "no" among them too ("non me le ricordo
    più"): they hold no card, place, verb of moving, command or setting."""
    if not p.cuts:
        return None
    found: Command | None = None
    for clause in p.clauses():
        tags = clause.tags
        intent = r.understand(clause)
        if isinstance(intent, Command) and intent.cmd in ANSWERS:
            if found is not None:
                return None
            found = intent
            continue
        if intent is not None and not isinstance(intent, Unknown | Nothing):
            return None
        for t in tags:
            word = keyword(t)
            if pick(t, *_NOT_BESIDE_ANSWER) is not None or isinstance(word, SettingName):
                return None
            if isinstance(word, Cmd | Query) and word is not Cmd.REPEAT:
                return None  # "que" (Catalan "what?") is a small word in a remark
    return found


def or_not_asked(p: Piece, r: Reader) -> Intent | None:
    """ "should I draw or not?", "he de robar o no?", "moet ik trekken of niet?": "or not" last
    in a question changes nothing; the question is read without it. A line that would act
    without it is taken only when it asks ("can", "should"): "draw or not?" is left unread."""
    words, lang = p.words, p.lang
    end = len(words) - (words[-1:] == ["?"])
    said = max(
        (len(ph) for ph in or_not_words(lang) if len(ph) < end and tuple(words[end - len(ph) : end]) == ph),
        default=0,
    )
    if not said:
        return None
    intent = r.understand(p.retagged([i for i in range(len(words)) if not end - said <= i < end]))
    if isinstance(intent, Unknown):
        return None
    asks = any(starts_with(words, may_words(lang), i) for i in range(end - said))
    return intent if asks or not changes_game(intent) else None


def answer_or_remark(p: Piece, r: Reader) -> Intent | None:
    """ "is dit potje nog te winnen of ben ik mijn tijd aan het verdoen", "encara es pot
    guanyar o ja no cal patir?": a question that only reads something out, then "or" and
    a remark holding no card, place or command: the question is asked."""
    words, lang = p.words, p.lang
    marks = or_words(lang)
    firsts = {m[0] for m in marks}
    cut = next((i for i in range(1, len(words)) if words[i] in firsts and starts_with(words, marks, i)), None)
    if cut is None or (k := p.at_word(cut)) is None:
        return None
    intent = r.understand(p.span(0, k).flat())
    if not (isinstance(intent, Command) and intent.cmd in ANSWERS):
        return None
    if spot(words[cut:], lang) is not None:
        return None  # "any rules or hints": a second question, not a remark
    if any(keyword(t) in ANSWERS or pick(t, *_NOT_BESIDE_ANSWER, TagKind.NUM) or acts(t) for t in p.tags[k:]):
        return None
    return intent


def without_time_remark(p: Piece, r: Reader) -> Intent | None:
    """ "less chatter, only the essentials from now on", "read me the whole table from the
    start": a phrase of time is passed over when the rest sets a setting or asks for
    something that changes nothing in the game ("from the start" alone may restart)."""
    kept = p.without(time_remarks(p.lang))
    if len(kept) == len(p) or not kept:
        return None
    intent = r.understand(kept.flat())
    if isinstance(intent, Setting) and intent.value is not None:
        return intent
    if isinstance(intent, Command) and intent.cmd not in GAME_COMMANDS and not intent.cmd.takes_text:
        return intent
    return None


def before_reason(p: Piece, r: Reader) -> Intent | None:
    """ "dona'm una pista, que no en surto", "desfés això que m'he equivocat": the words
    before a clause of explanation ("because", "que", "jer"), when they make a command
    that takes no words after it, or a setting with its value; the explanation is
    passed over, a "no" in it too."""
    words, marks = p.words, clause_words(p.lang)
    cuts = [i for i in range(1, len(words)) if starts_with(words, marks, i)]
    for i in cuts[:MAX_CUTS]:  # the command comes first: the earliest explanations only
        if (k := p.at_word(i)) is None:
            continue
        intent = r.understand(p.span(0, k).flat())
        if isinstance(intent, Command) and not intent.cmd.takes_text:
            return intent
        if isinstance(intent, Setting) and intent.value is not None:
            return intent
    return None


def _unknown_destination(tags: tuple[Tag, ...]) -> bool:
    """ "... naar de schuur": a word not understood right after "to" is where a card was
    meant to go; without it the line would mean something else."""
    return to_before(tags, TagKind.UNKNOWN)


def _unknown_source(tags: tuple[Tag, ...]) -> bool:
    """Whether a word the game does not know comes before a word for "to": it may be the
    card or place that goes there ("the stackcard to the foundation")."""
    to = next((i for i, t in enumerate(tags) if pick(t, TagKind.TO)), None)
    return to is not None and any(t.kind is TagKind.UNKNOWN for t in tags[:to])


def _card_passed_over(intent: MoveIntent, tags: tuple[Tag, ...], kept: tuple[Tag, ...]) -> bool:
    """ "sposta le bassi sulla 3", "can anything go on the 7": read without its unknown
    words (`kept`) the line is a verb and a place, the card left unsaid ("it"); but the
    words passed over stand where the card is said, so it was said, and not understood. A
    pronoun kept for "it" ("hey mate, move it to column 3") names the card."""
    if isinstance(intent.source, PileRef) and intent.source.kind is PileKind.FOUNDATION:
        return _unknown_before_from(
            tags
        )  # a card taken down is the one said ("il mucchio degli scarti": a place)
    return (
        isinstance(intent.source, It)
        and _unknown_source(tags)
        and not any(t.kind is TagKind.PRONOUN for t in mark_it(list(kept), True))
    )


def _unknown_before_from(tags: tuple[Tag, ...]) -> bool:
    """ "take the blorp back off the foundation", "desce o blorp da base": a word not known
    right before the word for "from" (small words and "back" between) is the card said, and
    the foundation after "from" only where it lies: read without it, the line would take
    down whatever card lies there."""
    for i, t in enumerate(tags):
        if t.kind is not TagKind.UNKNOWN:
            continue
        k = i + 1
        while (
            k < len(tags)
            and not pick(tags[k], TagKind.FROM)
            and (is_filler(tags[k]) or has(tags[k], TagKind.BACK))
        ):
            k += 1
        if k < len(tags) and pick(tags[k], TagKind.FROM):
            return True
    return False


def without_chatter(p: Piece) -> Intent | None:
    """ "could you kindly put the jack of clubs on the queen": the line read again without
    the words the game does not know, when it then says a whole move (a card or place and
    where it goes), asks something, or draws, undoes or redoes; never when it holds a word
    that negates ("don't", "no", "wait")."""
    tags, lang = p.tags, p.lang
    unknown = [t for t in tags if t.kind is TagKind.UNKNOWN]
    if not unknown or len(unknown) > 3:
        return None
    if any(a.kind is TagKind.UNKNOWN and pick(b, TagKind.NUM) for a, b in itertools.pairwise(tags)):
        return None  # "schuur 2": the word before a number names the place
    # an article before a word not known goes with it: "el favor", "the bloody": not "it"
    dropped = {
        i for i, (t, after) in enumerate(itertools.pairwise(tags))
        if has(t, TagKind.ARTICLE) and after.kind is TagKind.UNKNOWN
    }  # fmt: skip
    dropped |= _glued_of(tags)
    kept = p.only(i for i, t in enumerate(tags) if t.kind is not TagKind.UNKNOWN and i not in dropped)
    intent = read(kept.flat().tagged_again(), False)
    asks = next((i for i, t in enumerate(tags) if keyword(t) is Query.WHERE), 0)
    if asks and not isinstance(intent, Where):  # "hang on where's the queen": from "where" on
        where = p.only(i for i in range(asks, len(tags)) if tags[i].kind is not TagKind.UNKNOWN)
        intent = read(where.flat().tagged_again(), False)
    if isinstance(intent, Where) and intent.card is not None:
        # asking where a card is never acts: "hang on", "wait" before it and words after
        # "to" ("dov'è andato a finire") are chatter
        return intent
    if negates_words(p) or _unknown_destination(tags):
        return None
    if isinstance(intent, MoveIntent) and p.says(correction_words(lang)):
        return None  # "move column 2 to 5 sorry": a move said with a correction is not read without it
    if isinstance(intent, MoveIntent):  # said as a sentence: a verb or "to", not two bare numbers
        if _card_passed_over(intent, tags, kept.tags):
            return None
        said = any(pick(t, TagKind.MOVE, TagKind.TO) for t in tags)  # not "up": "pick up the 7"
        # "i need the five of hearts back off the foundation": taken back, the foundation named
        taken_back = intent.back and intent.origin is not None and any(has(t, TagKind.BACK) for t in tags)
        return intent if (intent.target is not None and said) or taken_back else None
    if isinstance(intent, Command) and intent.cmd in ANSWERS:
        # "is this game even winnable at this point": a question said as a whole phrase of three
        # words or more is asked; a shorter one ("što mogu", what can I) may ask something else
        return intent if any(keyword(t) is intent.cmd and len(t.text.split()) >= 3 for t in tags) else None
    if isinstance(intent, Command) and intent.cmd in RETRIED and opens_question(p.words, lang):
        return None  # "whose turn is it": a question word first, and "turn" is no draw
    if isinstance(intent, Command) and intent.cmd in RETRIED and _verb_with_object(tags, lang):
        return None  # "turn around", "deal with it", "vira o disco": the verb says something else
    if isinstance(intent, Command) and intent.rest == ALL_MOVES:
        return None  # "desfaz-se tudo" (it all falls apart): all the moves, never past a word not known
    if isinstance(intent, Command) and drawn_as_noun(
        intent,
        p.only(i for i, t in enumerate(tags) if t.kind is not TagKind.UNKNOWN).flat().tagged_again().tags,
        lang,
    ):
        return None  # "the is draw": with its article kept, "the draw" is a noun, no draw
    if isinstance(intent, Command):
        return intent if intent.cmd in RETRIED else None  # what is left of a question is too little
    if isinstance(intent, Setting):  # "stop talking would you": a setting with its value
        if any(
            value_of(a) in LEVELS and " " not in a.text and b.kind is TagKind.UNKNOWN
            for a, b in itertools.pairwise(tags)
        ):
            return None  # "speak more slowly", "parla més fort": the word after "more" says how
        # "si può cambiare la voce?" asks how the setting is ("si": one, not yes); "wil je ...?" asks for it
        asked = "?" in p.words and not occurrences(p.words, word_class(p.lang, "request"))
        return (Setting(intent.name, None) if asked else intent) if intent.value is not None else None
    if tags[0].kind is TagKind.UNKNOWN:
        return None  # "agafa una carta del munt": the word not known first is the verb
    left = [t for t in kept.tags if t.text != "?"]
    if isinstance(intent, Read) and len(left) == 1 and pick(left[0], TagKind.NUM):
        return None  # "sei sicuro?", "six xyzzy": a number alone beside words not known asks no column
    if isinstance(intent, Read | Options) and _unknown_source(tags):
        return None  # "de stapelkaart naar de fundatie": the word not known may be what goes there
    if isinstance(intent, Read | Options):
        return intent if intent.what is not None else None
    return intent if isinstance(intent, Where) and intent.card is not None else None


def _glued_of(tags: tuple[Tag, ...]) -> set[int]:
    """The words of an "of" glued to a word not known, with the pronouns between them
    ("d'aquesta partida"): they go with it, and the "d" is never the waste's letter."""
    out: set[int] = set()
    for i, t in enumerate(tags):
        if len(t.text) != 1 or not has(t, TagKind.FROM):
            continue
        j = i + 1
        while j < len(tags) and (has(tags[j], TagKind.ARTICLE) or has(tags[j], TagKind.PRONOUN)):
            j += 1
        if j < len(tags) and tags[j].kind is TagKind.UNKNOWN:
            out |= set(range(i, j))
    return out


# what keeps a line from the question reading: it names a card or a place, or it could act
_FIRM = (TagKind.CARD, TagKind.SUIT, TagKind.PILEREF, TagKind.BACK, TagKind.CANCEL, TagKind.VALUE)
_SOFT = frozenset(
    {TagKind.VALUE, TagKind.TO, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.CANCEL}
)
_READABLE = (PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION)


def _verb_with_object(tags: tuple[Tag, ...], lang: str) -> bool:
    """Whether a command said in one word is followed only by small words and words the
    game does not know ("turn around", "undo your shoelaces", "pesca di beneficenza"):
    those words are what the verb acts on, and the verb means something else. Words it
    takes ("a card", "from the stock"), a lone letter ("roba'n") or a word of its own
    phrases ("anula essa última": "a última") leave it a command."""
    for i, t in enumerate(tags):
        word = keyword(t)
        if not isinstance(word, Cmd) or " " in t.text:
            continue
        own = {w for phrase in all_entries(lang).get(word.value, ()) for w in normalize(phrase).split()}
        rest = tags[i + 1 :]
        unknown = [x.text for x in rest if x.kind is TagKind.UNKNOWN and len(x.text) > 1]
        if (
            unknown
            and all(is_filler(x) or x.kind is TagKind.UNKNOWN for x in rest)
            and not any(w in own for w in unknown)
        ):
            return True
    return False


def _in_question_phrase(word: str, words: list[str], phrased: set[int]) -> bool:
    """Whether `word`, a number spelled out, is only inside a question's phrase of several
    words ("how does one play"), where it is no number."""
    at = [i for i, w in enumerate(words) if w == word]
    return bool(at) and all(i in phrased for i in at)


def _column_number(tags: tuple[Tag, ...], i: int) -> int | None:
    """The number at `i` when it is a column's: said right after the word for column
    ("column 3"), or an ordinal right before it ("the third column", "trećem stupcu")."""
    num = pick(tags[i], TagKind.NUM)
    before = pick(tags[i - 1], TagKind.PILE) if i else None
    after = pick(tags[i + 1], TagKind.PILE) if i + 1 < len(tags) else None
    ordinal = pick(tags[i], TagKind.ORDINAL)
    if num is not None and before is not None and before.value is PileKind.COLUMN:
        n = int_of(num)
    elif ordinal is not None and after is not None and after.value is PileKind.COLUMN:
        n = int_of(ordinal)
    else:
        return None
    return n if 1 <= n <= 13 else None


def question(p: Piece) -> Intent | None:
    """The one question the line's words mark ("is there anything I can move at all?"),
    or the one pile it asks about ("how many are left in that stock of yours?"); never
    for a line that names a card, a number or a column, or holds a word that acts."""
    piles: set[PileKind] = set()
    numbered: list[int] = []
    tags, words, lang = p.tags, p.words, p.lang
    # "upomoć! kako da mu kažem...": a question word opening any clause opens a question
    opens = any(opens_question(clause.words, lang) for clause in p.clauses())
    phrased = inside_question_phrase(words, lang)
    # "si vince ancora?", "ainda se ganha?": beside the words of "can I win", "again" is "still"
    still = spot(words, lang) is Cmd.CAN_WIN
    # "welke kaart ligt bovenop kolom 3?": a question whose only other word of the game's is
    # "on top" asks about the column it names; "what about column 3 hints" asks nothing plain
    on_column = opens and "?" in words and all(keyword(t) in (None, Cmd.EXPOSED) for t in tags[1:])
    for i, tag in enumerate(tags):
        if len(tag.text) == 1 and pick(tag, TagKind.PILEREF) is not None:
            continue  # a lone letter: Italian "c'è", not a short form
        if i and all(m.kind is TagKind.CANCEL for m in meanings(tag)):
            continue  # "hi ha res per moure?": "res" (anything) inside a question drops nothing
        soft = all(m.kind in _SOFT for m in meanings(tag))
        if pick(tag, *_FIRM) is not None and not (
            soft and (pick(tag, TagKind.TO) or (opens and not has(tag, TagKind.CANCEL)))
        ):
            # "on" is a value and a place's "on" ("what's showing on the waste?"), Portuguese
            # "no" is "in the"; after a question word a "yes" is a small word ("kako da ovo
            # koristim", "come si usa")
            return None
        if on_column and (n := _column_number(tags, i)) is not None:
            numbered.append(n)  # "welke kaart ligt bovenop kolom 3?": the column asked about
        elif (
            pick(tag, TagKind.NUM, TagKind.RANK, TagKind.ORDINAL)
            and not pick(tag, TagKind.FILLER, TagKind.ARTICLE)
            and not (tag.text.isalpha() and _in_question_phrase(tag.text, words, phrased))
        ):
            return None
        for m in meanings(tag):
            if (
                m.kind is TagKind.CMD
                and (
                    isinstance(m.value, SettingName)
                    or (isinstance(m.value, Cmd) and m.value in GAME_COMMANDS)
                )
                and not (still and m.value is Cmd.AGAIN)
            ):
                return None
        if (pile := pick(tag, TagKind.PILE)) is not None:
            piles.add(pile_of(pile))
    asked = asked_by_its_words(p, spot(words, lang))
    if asked is Cmd.MOVES and p.says(again_words(lang)) and not (opens or "?" in words):
        return None  # "don't do that move again": the move once more, never the list of moves
    if asked is Cmd.MOVES and one_move_named(p):
        return None  # "don't do that move", "faig aquesta jugada?": one move, not the list
    # "hoeveel kaarten zitten er in de stapel?": the words of a count ask a count, never another
    # question their other words may mark; only a place named is counted
    counts = any(keyword(t) is Cmd.STOCK_LEFT for t in tags)
    if asked is not None and not counts:
        return Command(asked)
    if _unknown_destination(tags) or (not opens and any(pick(t, TagKind.FROM) for t in tags)):
        # "... naar de fundatie", "agafa una carta del munt": a move not understood; after a
        # question word "of" only says whose ("quina carta hi ha a dalt del descart?")
        return None
    if tags[0].kind is TagKind.UNKNOWN and not opens and not any(t.kind is TagKind.Q for t in tags):
        return None  # a word not known first, no question word, no question mark: most likely a verb
    if _unknown_source(tags) and not opens and not any(t.kind is TagKind.Q for t in tags):
        return None  # "de stapelkaart naar de fundatie": said as a move, the word not known may be the card
    if piles == {PileKind.COLUMN} and (opens or "?" in words) and any(has(t, TagKind.EMPTY) for t in tags):
        return Read(PileRef(PileKind.COLUMN, empty=True))  # "ci sono colonne vuote?": which are empty
    if numbered:  # one column asked about by its number, and no other place
        one = PileRef(PileKind.COLUMN, numbered[0] - 1)
        return (count_of(one) if counts else Read(one)) if len(numbered) == 1 and len(piles) == 1 else None
    if len(piles) == 1 and (kind := next(iter(piles))) in _READABLE:
        # "how many are left in that stock of yours?": the words of a count ask its count
        return count_of(PileRef(kind)) if counts else Read(PileRef(kind))
    return None
