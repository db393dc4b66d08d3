"""A piece of a line read word for word: every word must find its place in a command,
a setting, a question or a move."""

from __future__ import annotations

from functools import cache, lru_cache

from fortythieves.core.moves import PileKind
from fortythieves.lang.backwords import back_alone_words
from fortythieves.lang.concepts import question_openers, spot
from fortythieves.lang.countwords import more_words, repeat_verbs
from fortythieves.lang.intents import (
    COUNTED,
    GAME_COMMANDS,
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    Keyword,
    MoveIntent,
    Nothing,
    PileRef,
    Query,
    RankRef,
    Read,
    Setting,
    SettingName,
    Unknown,
    Value,
)
from fortythieves.lang.parsing.cardcount import counted_move
from fortythieves.lang.parsing.classes import (
    ANSWERS,
    RETRIED,
    droppable,
    int_of,
    is_filler,
    keyword,
    not_understood,
    opens_question,
    spelled_one,
    takes_text,
    value_of,
)
from fortythieves.lang.parsing.copies import copies_named
from fortythieves.lang.parsing.counting import (
    all_again,
    all_counted,
    back_by_number,
    counted,
    counted_those,
    number_before_repeat,
    one_after_another,
    redone_them,
    redone_undone,
    said_more,
)
from fortythieves.lang.parsing.drawuntil import draw_until
from fortythieves.lang.parsing.items import (
    card_unsaid,
    joined_by_and,
    mark_it,
    move_or_read,
    onto_it,
    options_said_last,
    says_column,
    says_where_card_lies,
    specs_of,
)
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.parsing.newdeal import new_deal
from fortythieves.lang.parsing.ontoit import onto_it_said
from fortythieves.lang.parsing.queries import query
from fortythieves.lang.parsing.questionword import asked_by_its_words, asks_advice
from fortythieves.lang.parsing.sameasked import same_of_place
from fortythieves.lang.parsing.settings import (
    LEVELS,
    game_named,
    language_after_links,
    level_after,
    level_back,
    names_section,
    names_topic,
    setting_anywhere,
    unknown_words,
    value_alone,
    verbosity,
    without_leading_links,
)
from fortythieves.lang.parsing.tops import end_asked, end_of_place, qualified_piles, top_of_place, what_is_on
from fortythieves.lang.placing import placing_words, with_it_words
from fortythieves.lang.saidapart import nouns_after_article, pile_drawn_from, takes_the_next
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick
from fortythieves.lang.tokenizer import lexicon, short_forms
from fortythieves.lang.variant_names import variant_in

_ACTED_ON = (TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.PILE)
# the commands of text that only read, which "show" may name ("show statistics"); the word
# alone is the grid, and "show" never deals or resumes a game
_SHOWN = frozenset({Cmd.STATS, Cmd.HISTORY, Cmd.RULES, Cmd.HELP})
# the words that ask of "it", the card or place named last ("tap it", "what's under it?")
_OF_IT = (Query.TAP, Query.OPTIONS, Query.FITS, Query.UNDER)
# the questions a verb of telling may lead ("tell me what is under the king")
_ASKED = (Query.FITS, Query.UNDER)


def _verb_before_thing(tags: list[Tag]) -> list[Tag]:
    """ "makni pik 4 s temelja": a word that is a verb and a setting's value ("makni":
    move, and off) is the verb before a card or a place, when no setting is named; so is a
    verb that is also a command's word ("tira o 2 de ouros": Portuguese "tira" draws when
    nothing is named after it, and takes the card named), unless a number alone follows it
    ("tira duas": two draws, as "tira duas cartas")."""
    if any(isinstance(keyword(t), SettingName) for t in tags):
        return tags
    out = list(tags)
    for i, t in enumerate(tags):
        if not isinstance(t.value, tuple):
            continue  # a word of one meaning is no verb and command, nor verb and value
        kinds = {m.kind for m in meanings(t)}
        commands = kinds == {TagKind.MOVE, TagKind.CMD} and keyword(t) in GAME_COMMANDS
        things = (*_ACTED_ON, TagKind.PRONOUN) if commands else _ACTED_ON  # "tira-a": take it
        # a number alone after it counts the command: "tira duas", "tira 3" draw that many
        counted = commands and len(tags) == i + 2 and pick(tags[i + 1], TagKind.NUM) is not None
        if (
            not counted
            and (kinds == {TagKind.MOVE, TagKind.VALUE} or commands)
            and any(
                pick(later, *things) is not None and not _counts_cards(tags, j)
                for j, later in enumerate(tags)
                if j > i
            )
            and (verb := next(m for m in meanings(t) if m.kind is TagKind.MOVE))
        ):
            out[i] = Tag(TagKind.MOVE, verb.value, t.text)
    return out


def _counts_cards(tags: list[Tag], j: int) -> bool:
    """Whether the word at `j` is a number with the word for cards after it ("tira 3
    cartas"): a count of what a command takes, no card acted on."""
    return pick(tags[j], TagKind.NUM) is not None and j + 1 < len(tags) and has(tags[j + 1], TagKind.CARDWORD)


# the second readings of one line read the same parts of it many times over; a few lines'
# parts are kept, not every line's (a large cache makes each full garbage collection slower)
@lru_cache(maxsize=256)
def read(p: Piece, quick: bool) -> Intent:
    """The intent of the piece read word for word: every word must find its place."""
    lang = p.lang
    raw = p.words
    if not raw:
        return Nothing()
    if len(raw) == 1 and (own := _own_pile_letter(raw[0], lang)) is not None:
        return Read(PileRef(own))  # Catalan "d" (descart) reads the waste: it does not draw
    if len(raw) == 1 and raw[0] in (letters := short_forms(lang)):
        return Command(Cmd(letters[raw[0]]))
    if (cards := counted_move(p, lambda said: read(said, quick))) is not None:
        return cards  # "mou les dues de dalt de la columna 3 juntes a la 8": two cards, moved once
    if (those := counted_those(p, lambda rest: read(rest, False))) is not None:
        return those  # "doe die vijf weer opnieuw", "ponovi tih pet"
    if (every := all_again(p)) is not None:
        return every  # "alles opnieuw", "everything again"
    if (row := one_after_another(p, lambda rest: read(rest, False))) is not None:
        return row  # "trek drie kaarten achter elkaar": drawn three times
    if (copies := copies_named(p, lambda rest: read(rest, quick))) is not None:
        return copies  # "where are the two queens of spades?": both copies, never the twos
    if (undone := redone_undone(p, lambda rest: read(rest, False))) is not None:
        return undone  # "redo everything I undid", "vrati sve poteze koje sam poništio"
    if (count := counted(p, lambda rest: read(rest, False))) is not None:
        return count  # "tres jugades desfés", "undo the last three moves"
    if (before := number_before_repeat(p)) is not None:
        return before
    if (them := redone_them(p, lambda rest: read(rest, False))) is not None:
        return them  # "redo them", "refés-les": every move taken back
    if (every := all_counted(p, lambda rest: read(rest, False))) is not None:
        return every  # "refés-les totes tres", "ponovi sva tri": that many
    if (back := back_by_number(p)) is not None:
        return back  # "twee terug", "vrati dva": that many moves taken back
    if (same := same_of_place(p)) is not None:
        return same  # "e na 4?": the question asked before, of column 4
    if (until := draw_until(p)) is not None:
        return until  # "vira até poder jogar": drawn until a card can be played
    if (level := level_back(p)) is not None:
        return level  # "volta ao normal", "terug naar normaal": a level of detail, no move back
    tags = pile_drawn_from(
        _verb_before_thing(what_is_on(qualified_piles(nouns_after_article(p.tags, lang)))), lang
    )
    spoken = [t for t in tags if not is_filler(t)]
    if len(spoken) == 1 and (spoken[0].text,) in more_words(lang) and value_alone(tags, lang) is None:
        return Command(Cmd.AGAIN, right_after=True)  # "mais", "more": once more, right after the action
    tags = _again_said_of(tags, lang)
    if (anywhere := options_said_last(p, lambda said: read(said, False))) is not None:
        return anywhere  # "can the king go anywhere?"
    tags = end_of_place(tags, lang)  # "what's at the end of column 5": its card, as the top card
    if (top := top_of_place(tags, lang)) is not None:
        return end_asked(read(Piece(tuple(top), lang).tagged_again(), quick))
    lead = 0  # "please draw", "si us plau, roba": polite words before the command
    while lead < len(tags) - 1 and (is_filler(tags[lead]) or _article_one(tags[lead], tags[lead + 1])):
        lead += 1
    head = keyword(tags[lead]) if tags else None
    if head is Query.READ or head is Cmd.SHOW:  # "read the rules", "show statistics"
        nxt = _next_said(tags, lead)
        # "geef me een nieuw spel": an article before a command's words is no number
        if (
            nxt is not None
            and has(tags[nxt], TagKind.ARTICLE)
            and (after := _next_said(tags, nxt)) is not None
        ):
            nxt = after if isinstance(keyword(tags[after]), Cmd) else nxt
        named = keyword(tags[nxt]) if nxt is not None else None
        if nxt is not None and head is Query.READ and named in _ASKED:
            lead, head = nxt, named  # "tell me what's under the jack", "dimmi cosa c'è sotto"
        elif (
            nxt is not None
            and named is not None
            and takes_text(named)
            and (head is Query.READ or named in _SHOWN)
        ):
            lead, head = nxt, named
    if head is Cmd.WHY:  # "explain the rules", "objasni mi pravila": the rules, not a move's reason
        nxt = _next_said(tags, lead, Cmd.REPEAT)  # "explica-me outra vez as regras": "again" between them too
        if nxt is not None and keyword(tags[nxt]) is Cmd.RULES:
            lead, head = nxt, Cmd.RULES
    if head is Cmd.HELP and any(keyword(t) is Cmd.RULES for t in tags[lead + 1 :]):
        head = Cmd.RULES  # "hoe werkt dit spel? de regels graag": the rules named, the rules meant
    if head is Cmd.HELP and (beside := _asked_beside_help(tags[lead + 1 :], lang)) is not None:
        return Command(beside)  # "help me out, what should I play?": the hint asked for
    if head is not None and takes_text(head):
        # the rest of the line as typed (normalized): a deal code, a variant, a section
        used = sum(len(t.text.split()) for t in tags[: lead + 1])
        rest = " ".join(w for w in raw[used:] if w != "?")
        typed = p.typed.split() if p.typed is not None else raw
        if len(typed) == len(raw) and rest:  # keep the player's spelling when words line up
            rest = " ".join(typed[used:]).rstrip("?").strip()
        if head is Cmd.HELP and len(tags[lead].text.split()) >= 3 and game_named(rest, lang):
            return Command(Cmd.RULES)  # "hoe werkt dit spel?", "come funziona questo gioco?"
        if head is Cmd.HELP and not names_topic(rest, lang) and not _names_missing(p, tags, lead, rest):
            rest = ""  # "help, what commands are there?": the help itself
        if head is Cmd.RULES and not names_section(rest, lang) and not _names_missing(p, tags, lead, rest):
            rest = ""  # "kun je de regels uitleggen?": the rules, no section named
        if head is Cmd.STATS and variant_in(rest) is None and not _names_missing(p, tags, lead, rest):
            rest = ""  # "laat mijn statistieken zien", "how many games have I won so far": the whole record
        if head is Cmd.RESUME and (number := without_leading_links(rest, lang, of=True)).isdigit():
            rest = number  # "retoma o 2", "resume the 2": the saved game numbered 2
        if head is Cmd.NEW or head is Cmd.NEW_WINNABLE:
            return new_deal(head, rest, lang, apart=lead + 1 in p.cuts)  # "new game, but ..."
        if isinstance(head, Cmd):
            return Command(head, rest)
        return Setting(SettingName.LANGUAGE, language_after_links(rest, lang))
    tags = onto_it_said(tags, lang)  # "harten 10 erop", "o valete em cima dela": "onto it" said as one
    unknown = [t.text for t in tags if t.kind is TagKind.UNKNOWN]
    if unknown:
        return not_understood(p)
    question = any(t.kind is TagKind.Q for t in tags)
    verb = any(pick(t, TagKind.MOVE, TagKind.BACK) for t in tags)  # "recupera" acts too
    # "naar het fundament ermee", "para a base com ela": "with it" after a place sends it there
    verb = verb or (
        any(t.text in with_it_words(lang) for t in tags)
        and any(pick(t, TagKind.TO, TagKind.PILE) or has(t, TagKind.UP) for t in tags)
    )
    verb = verb or onto_it(tags)  # "the 3 of spades on it": a card put onto "it", as onto a card
    tags = mark_it(tags, verb or any(keyword(t) in _OF_IT for t in tags))
    head = keyword(tags[lead])
    tags = [t for t in tags if t.kind is not TagKind.Q and t.kind is not TagKind.CANCEL]
    setting = setting_anywhere(tags) or value_alone(tags, lang)
    if setting is not None:
        return setting
    if head is Cmd.REPEAT and (level := level_after(tags[lead + 1 :], lang)) is not None:
        return level  # Dutch "wat korter graag": "wat" is "somewhat" before a setting's value
    if head is Cmd.REPEAT and opens_question(tags[lead].text.split(), lang) and asks_advice(p):
        return Command(Cmd.HINT)  # "what move would you make?": the game's advice asked
    if head is Cmd.REPEAT and (on_top := _on_top_asked(p, tags[lead], lang)) is not None:
        return read(on_top, quick)  # "što je gore na temeljima?": what lies on the foundations
    # "que em podries passar el sis...?", "what, put the 7 on the 8": a word that may be
    # "what?" (Catalan "que", Dutch "wat") leads a line that says a move, or draws, undoes
    # or redoes; the rest is meant. Anything else after it ("repeat the last move") is
    # what to repeat, and a number alone no command: Dutch "wat een rommel" ("een": one).
    # A question's opener ("com va la puntuació?", "how's the score?") asks what it names.
    said_after = [t for t in tags[lead + 1 :] if not is_filler(t)]
    if head is Cmd.REPEAT and said_after and not (len(said_after) == 1 and pick(said_after[0], TagKind.NUM)):
        # quick play never plays a card said after "what": the line is no card alone
        meant = read(Piece(tuple(tags[lead + 1 :]), lang).tagged_again(), False)
        # "what a deal": one word that may be a command is no command after "what"
        said_whole = isinstance(meant, Command) and (len(said_after) > 1 or " " in said_after[0].text)
        asked = opens_question(tags[lead].text.split(), lang)
        # "repeat the rules", "mi ripeta le regole": the verb of repeating reads again what it
        # names; "repeat moves" plays moves again, never lists them
        again = tuple(tags[lead].text.split()) in repeat_verbs(lang)
        asked = asked or (again and not (isinstance(meant, Command) and meant.cmd is Cmd.MOVES))
        apart = lead == 0 and p.cuts[:1] == (1,)  # "huh, the 3 of hearts": the card said is read
        if apart and isinstance(meant, Read) and isinstance(meant.what, CardRef | RankRef):
            return meant
        if isinstance(meant, MoveIntent) or (
            isinstance(meant, Command)
            and ((said_whole and meant.cmd in RETRIED) or (asked and meant.cmd in ANSWERS))
        ):
            return meant
        if asked and isinstance(meant, Read) and meant.what is not None:
            return meant  # "há colunas vazias?": a question word before a place asks about it
    asked_at = next((i for i, t in enumerate(tags) if keyword(t) in _ASKED), None) if head is None else None
    if asked_at is not None and not verb:
        # "e sul 10 di fiori cosa ci va?": the card or place said before the words that ask of it
        head, lead, tags = (
            keyword(tags[asked_at]),
            0,
            [tags[asked_at], *tags[:asked_at], *tags[asked_at + 1 :]],
        )
    if head is not None:
        said = _command(head, tags[lead + 1 :], lang, tags[lead].text)
        return not_understood(p) if said is None else said
    if verb and takes_the_next(tags, lang):
        return Command(Cmd.DRAW)  # "take the next one", "pak de volgende": taken from the stock
    if (verb or any(t.text in placing_words(lang) for t in tags)) and card_unsaid(tags, lang):
        return not_understood(p)
    # a pronoun left by `mark_it` stands for "it": "move it", "mou-la"
    # an article of the word for column stays: "la vuit" is column 8, "el vuit" the card
    meaningful = [
        t
        for i, t in enumerate(tags)
        if not droppable(t) or t.kind is TagKind.PRONOUN or says_column(tags, i, lang)
    ]
    if not meaningful:
        if any(has(t, TagKind.UP) for t in tags) and not question:
            # "gore", "up", "omhoog" alone: the card named last up to a foundation, as "put it up"
            return MoveIntent(It(), PileRef(PileKind.FOUNDATION))
        return Nothing()
    if (level := verbosity(meaningful, lang)) is not None:
        return level
    if (back := _one_back(meaningful, p, question)) is not None:
        return back
    if (
        len(meaningful) > 2
        and keyword(meaningful[-1]) is Cmd.MOVES
        and (any(pick(t, TagKind.TO) for t in meaningful[:-1]) or any(has(t, TagKind.UP) for t in tags))
    ):
        # "kun je de boer op de vrouw zetten": Dutch puts the verb last; "zetten" is also "moves"
        meaningful, verb = meaningful[:-1], True
    if (last := _command_last(meaningful)) is not None:
        return last
    # Italian "la carta su colonna 1": "su" is "on" there, not "up"
    up = any(has(t, TagKind.UP) and not says_where_card_lies(tags, i, lang) for i, t in enumerate(tags))
    found = move_or_read(meaningful, lang, question, verb, quick, up, joined_by_and(tags, lang))
    return not_understood(p) if found is None else found


def _asked_beside_help(rest: list[Tag], lang: str) -> Cmd | None:
    """ "help me out, what should I play?", "ajuda'm, què hauria de jugar?": a question that
    the words after "help" ask by themselves, with a "?", is what is asked; a help topic
    named ("help moves") is the help on it."""
    said = Piece(tuple(rest), lang)
    if "?" not in said.words:
        return None  # "pomoć, ne znam šta da pišem": a remark on what to type, the help
    asked = asked_by_its_words(said, spot(said.words, lang))
    if asked not in ANSWERS or asked in (Cmd.HELP, Cmd.RULES):
        return None  # "help, hoe werkt dit?": how the game is used, the help
    # "ajuda jugar" names the topic; "ajuda'm, què hauria de jugar?" asks with a question word
    return asked if said.says(question_openers(lang)) or not names_topic(said.text, lang) else None


def _on_top_asked(p: Piece, opener: Tag, lang: str) -> Piece | None:
    """ "što je gore na temeljima?", "what's up there on the foundations?": in a question
    opened by "what", the words for "up" beside a place say where the cards lie, never
    where one goes; the line without them, when it names a place and says no verb."""
    if not opens_question(opener.text.split(), lang) or any(has(t, TagKind.MOVE) for t in p.tags):
        return None
    ups = [
        k
        for k, t in enumerate(p.tags)
        if has(t, TagKind.UP) and all(m.kind in _UP_ALONE for m in meanings(t))
    ]
    if not ups or not any(pick(t, TagKind.PILE) for t in p.tags):
        return None
    return p.only(k for k in range(len(p.tags)) if k not in ups).tagged_again()


_UP_ALONE = (TagKind.UP, TagKind.FILLER)  # "gore", "up": no word that is also a place's "on"


def _names_missing(p: Piece, tags: list[Tag], lead: int, rest: str) -> bool:
    """ "help foo", "rules blorp": the command's own word first, then a word or two the
    language does not know, is a topic or a section asked for by a name there is not. In a
    sentence ("what can I write here"), a question or after a pause ("aiuto, icché devo
    fare?") unknown words are chatter."""
    said = unknown_words(rest, p.lang)
    paused = any(c in (p.typed if p.typed is not None else p.text) for c in ",;:!?")
    return lead == 0 and " " not in tags[0].text and 0 < len(said) <= 2 and not paused


def _next_said(tags: list[Tag], lead: int, passed: Cmd | None = None) -> int | None:
    """The first word after `lead` that is no small word (nor the command word `passed`)."""
    said = (j for j in range(lead + 1, len(tags)) if not is_filler(tags[j]))
    return next((j for j in said if passed is None or keyword(tags[j]) is not passed), None)


def _again_said_of(tags: list[Tag], lang: str) -> list[Tag]:
    """ "draw again", "annulla ancora": a word of "again" after a command named by its own
    word, or beside a verb of moving, says that command or move once more; alone it stands
    for the last action. A command's other words stay apart: "deal again" may be a new deal.
    Beside the words of "can I win" it is "still" ("è ancora vincibile?"), whatever else
    those words may say ("vincibile" is in "nuova partita vincibile")."""
    again = [i for i, t in enumerate(tags) if keyword(t) is Cmd.AGAIN]
    more = [i for i, t in enumerate(tags) if said_more(t)]
    if more and any(keyword(t) in RETRIED for t in tags if not is_filler(t)):
        return [t for i, t in enumerate(tags) if i not in more]  # "vira mais", "desfaz mais": the same again
    if not again:
        return tags
    named = any(
        has(t, TagKind.MOVE)
        or (
            isinstance(cmd := keyword(t), Cmd)
            and cmd is not Cmd.AGAIN
            and (cmd is Cmd.CAN_WIN or not (_in_phrases_of_others(lang).get(t.text, set()) - {cmd}))
        )
        for i, t in enumerate(tags)
        if i not in again
    )
    return [t for i, t in enumerate(tags) if i not in again] if named else tags


_DEALING = (Cmd.NEW, Cmd.NEW_WINNABLE, Cmd.RESTART, Cmd.REPLAY)


@cache
def _in_phrases_of_others(lang: str) -> dict[str, set[Cmd]]:
    """The commands that deal a game whose longer phrases hold each word: "deal" is in "new
    deal", so "deal again" may ask for a new deal and is not read as a draw."""
    found: dict[str, set[Cmd]] = {}
    for phrase, tags in lexicon(lang).phrases.items():
        for t in tags:
            if len(phrase) > 1 and t.kind is TagKind.CMD and t.value in _DEALING:
                for w in phrase:
                    found.setdefault(w, set()).add(Cmd(t.value))
    return found


def _article_one(tag: Tag, after: Tag) -> bool:
    """ "een nieuw spel", "um jogo novo": "one" spelled right before a command that takes
    the rest of the line is the indefinite article, as English "a" is."""
    word = keyword(after)
    return spelled_one(tag) and isinstance(word, Cmd) and word.takes_text


def _one_back(tags: list[Tag], p: Piece, question: bool) -> Intent | None:
    """ "back one", "een terug", "natrag jedan": "back" and "one" alone are one move back,
    undone, and so is the word for "back" typed as the whole line ("terug", "natrag"; not
    asked, and not a word left of a longer line: "ik ben zo terug"); "back" and another
    number ("back 1", "terug 3") may be moves back or a column and are left unread."""
    whole = p.typed is not None and len(p.tags) - sum(t.kind is TagKind.Q for t in p.tags) == 1
    if whole and not question and len(tags) == 1 and tuple(tags[0].text.split()) in back_alone_words(p.lang):
        return Command(Cmd.UNDO)
    if len(tags) != 2:
        return None
    backs = [t for t in tags if all(m.kind is TagKind.BACK for m in meanings(t))]
    numbers = [n for t in tags if (n := pick(t, TagKind.NUM)) is not None and not pick(t, TagKind.CARD)]
    if len(backs) != 1 or len(numbers) != 1:
        return None
    if numbers[0].value == 1 and not numbers[0].text.isdigit():
        return Command(Cmd.UNDO)
    return Unknown(tuple(t.text for t in tags))


def _own_pile_letter(letter: str, lang: str) -> PileKind | None:
    """The place a letter typed alone names in the player's language ("d", descart, in
    Catalan; "s", stupac, in Croatian), which comes before the English one-letter command
    of that letter; None in English or for a letter the language does not use."""
    return None if lang == "en" else lexicon(lang).own_pile_letters.get(letter)


def _rest_text(tags: list[Tag]) -> str:
    return " ".join(t.text for t in tags)


# what may follow a command that changes the game: "draw a card from the stock", "undo that"
_GAME_COMMAND_REST = {TagKind.CARDWORD, TagKind.NUM, TagKind.FROM, TagKind.TO, TagKind.BACK}


def _command(word: Keyword, rest: list[Tag], lang: str, verb: str = "") -> Intent | None:
    """A command (said as `verb`) and what follows it; None when a command that changes the
    game is followed by words it does not take (they mean something else)."""
    # an article before a number stays: "tik de 7", "tap the seven" name the card
    meaningful = [
        t
        for i, t in enumerate(rest)
        if not is_filler(t) or t.kind is TagKind.PRONOUN or _article_of_number(rest, i, lang)
    ]
    if word is Cmd.SHOW and meaningful:  # "show column 3" reads it; "show" alone is the grid
        return query(Query.READ, meaningful, lang)
    if word is Cmd.STOCK_LEFT and meaningful:
        return _counted_place(meaningful, lang)
    if isinstance(word, Cmd):
        if word.takes_text:
            return Command(word, _rest_text(meaningful))
        if word in GAME_COMMANDS and not all(_fits_game_command(t, word) for t in meaningful):
            return None
        if word is Cmd.DRAW and _switched(meaningful):
            return None  # "turn it off", "turn on": a switch, no draw
        if word in (Cmd.UNDO, Cmd.REDO) and any(pick(t, TagKind.TO) for t in meaningful):
            return None  # "go back to the game": a place to go back to, not a move undone
        return _counted_command(word, meaningful, verb)
    if isinstance(word, Query):
        return query(word, meaningful, lang)
    if word is SettingName.LANGUAGE:
        return Setting(word, _rest_text(meaningful) or None)
    named = (w for t in meaningful if isinstance(w := keyword(t), SettingName) and w.level)
    level = word if word.level else next(named, None)
    if level is not None:  # "rate 200", "speech volume 80"
        number = next((int_of(n) for t in meaningful if (n := pick(t, TagKind.NUM)) is not None), None)
        return Setting(level, None if number is None else str(number))
    value = next((v for t in meaningful if (v := value_of(t)) is not None), None)
    if word is SettingName.SPEECH and value in LEVELS:
        # "parla menys", "talk less": fewer words, not silence ("stop talking" is off)
        return verbosity([Tag(TagKind.CMD, word, ""), *meaningful], lang)
    if word.switch and value not in (None, Value.ON, Value.OFF):
        return None  # "autoplace less": a switch is not shortened
    return Setting(word, None if value is None else str(value))


def _counted_place(said: list[Tag], lang: str) -> Intent | None:
    """ "how many cards are in column 3?", "quantes cartes hi ha al descart?": the count of the
    one place named after the words of a count (the stock's is the cards left to draw), the
    stock when they name none; None when they name a card or several places."""
    specs = specs_of(said, lang)
    if not specs:
        return Command(Cmd.STOCK_LEFT)  # "how many cards are left to draw?": no place but the stock
    if len(specs) != 1 or not isinstance(specs[0], PileRef) or specs[0].empty:
        return None
    return count_of(specs[0])


def count_of(place: PileRef) -> Intent:
    """The count a place is asked for: the stock's is the cards left to draw."""
    return Command(Cmd.STOCK_LEFT) if place.kind is PileKind.STOCK else Read(place, count=True)


def _article_of_number(tags: list[Tag], i: int, lang: str) -> bool:
    """Whether the word at `i` is an article with a number after it: a card's ("the 7",
    "el set") or a column's ("la vuit")."""
    nxt = tags[i + 1] if i + 1 < len(tags) else None
    return says_column(tags, i, lang) or (
        nxt is not None and pick(tags[i], TagKind.ARTICLE) is not None and pick(nxt, TagKind.NUM) is not None
    )


def _command_last(tags: list[Tag]) -> Command | None:
    """ "nog een kaart omdraaien", "een zet terugdraaien": a command that changes the game
    said last, as Dutch puts the infinitive, after only the words it takes ("a card")."""
    word = keyword(tags[-1])
    if len(tags) < 2 or not isinstance(word, Cmd) or word not in GAME_COMMANDS or word.takes_text:
        return None
    before = tags[:-1]
    if any(t.text.isdigit() for t in before):
        return None  # "3 undo" may name a column: only words said before the verb
    return (
        _counted_command(word, before, tags[-1].text)
        if all(_fits_game_command(t, word) for t in before)
        else None
    )


def _counted_command(word: Cmd, said: list[Tag], verb: str) -> Command | None:
    """A command that changes the game with the words said beside it: a draw, an undo, a
    redo or an "again" is done as many times as its one number counts ("undo 3", "tres
    desfés", "draw 3", "again 2") or as the verb is said ("draw draw"); two counts leave it
    not understood (None), a count is never dropped."""
    counts = [int_of(n) for t in said if (n := pick(t, TagKind.NUM)) is not None]
    # "virar virar", "undo the move, undo": the same verb said again is one more time ("flip
    # over the next card" says the draw twice in other words, and draws once)
    again = sum(1 for t in said if t.text.split(" ")[0] == verb.split(" ")[0] and keyword(t) is word)
    if word not in COUNTED or not (counts or again):
        return Command(word)
    if len(counts) > 1 or (counts and again):
        return None
    times = counts[0] if counts else 1 + again
    return Command(word, str(times)) if times > 1 else Command(word)


def _switched(said: list[Tag]) -> bool:
    """Whether a word for "on" or "off" is said with no pile after it ("turn it off", "turn
    on"; "flip one off the deck" draws)."""
    return any(
        value_of(t) is not None and not (k + 1 < len(said) and pick(said[k + 1], TagKind.PILE))
        for k, t in enumerate(said)
    )


def _fits_game_command(tag: Tag, word: Cmd) -> bool:
    if any(t.kind in _GAME_COMMAND_REST for t in meanings(tag)) or keyword(tag) is word:
        return True
    if word is Cmd.DRAW and pick(tag, TagKind.DRAWN) is not None:
        return True  # "flip over the next one", "draai de volgende om"
    if pick(tag, TagKind.FILLER) is not None:  # "izađi iz igre": "igre" is also the word for games
        return True
    pile = pick(tag, TagKind.PILE)  # "draw from the stock", "deal from the deck"
    return word is Cmd.DRAW and pile is not None and pile.value is PileKind.STOCK
