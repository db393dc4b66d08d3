"""Readings of a line that takes a move back or plays it again: "no no, undo that",
"wait, redo it", "back, that was wrong", "I need the 5 again, take it off the foundation"."""

from __future__ import annotations

import itertools

from fortythieves.lang.chatter import Phrase, is_pause, talk_before
from fortythieves.lang.concepts import again_words, only_holds, undone_words
from fortythieves.lang.intents import (
    GAME_COMMANDS,
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    Query,
    RankRef,
    SettingName,
    Unknown,
    changes_game,
)
from fortythieves.lang.meanwords import mean_words
from fortythieves.lang.parsing.classes import (
    CHATTER,
    MAX_REMARKS,
    Reader,
    is_filler,
    keyword,
    negates_words,
    opens_question,
    said_over,
    typed,
)
from fortythieves.lang.parsing.corrections import last_clause
from fortythieves.lang.parsing.counting import count_said
from fortythieves.lang.parsing.line import Piece, join, said_at
from fortythieves.lang.remarkwords import need_words, says_error, wanted_words
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick


def emphatic_no(p: Piece, r: Reader) -> Intent | None:
    """ "no no no, take that back": "no" said before undo agrees with undoing (the last
    move was wrong); the line is undone only when the rest undoes and negates nothing
    ("no, don't undo" stays not understood)."""
    tags = p.tags
    lead = 0
    if (
        len(tags) > 1
        and (tags[0].kind is TagKind.UNKNOWN or is_filler(tags[0]))
        and has(tags[1], TagKind.CANCEL)
    ):
        lead = 1  # "oh no, undo that", "joj ne, poništi to", "ai no, desfés això": an interjection first
    start = lead
    while (
        lead < len(tags)
        and has(tags[lead], TagKind.CANCEL)
        and not pick(tags[lead], TagKind.TO, TagKind.FROM)
    ):
        lead += 1
    # "no wait, undo", "nee wacht, ongedaan maken": a pause after the "no" holds nothing back
    for n in (2, 1):
        pause = " ".join(t.text for t in tags[lead : lead + n])
        if lead > start and lead + n < len(tags) and is_pause(pause, p.lang):
            lead += n
            break
    if lead == start or lead == len(tags) or negates_words(p.span(lead)):
        return None
    intent = r.understand(
        p.span(lead).flat(), False
    )  # "desfés això que m'he equivocat": the reason passed over
    if not isinstance(intent, Command) and p.cuts and p.cuts[0] == lead:
        # "oh no, undo that, wrong one": the clauses after the "no", with a remark after them
        intent = r.understand(p.span(lead), False)
    return intent if isinstance(intent, Command) and intent.cmd is Cmd.UNDO else None


def redo_after_no(p: Piece, r: Reader) -> Intent | None:
    """ "anzi no, rifai", "no wait, redo it", "val, sí que ho volia, refés-ho": a change of
    mind said first (a "no", a correction, a "yes", words the game does not know) and then
    redo: the undone move is played again. Only redo: any other command after a "no" may
    be what the "no" refuses, and a "no" after the redo ("redo, no") is never passed over."""
    if (parts := last_clause(p)) is None or negates_words(parts[1]):
        return None
    lang, said = p.lang, parts[0].tags
    # "que" (Catalan "what?") is a small word in a remark: "sí que ho volia"
    if not said or not all(
        said_over(t, lang) or has(t, TagKind.PRONOUN) or keyword(t) is Cmd.REPEAT for t in said
    ):
        return None
    intent = r.understand(parts[1], False)
    return intent if isinstance(intent, Command) and intent.cmd is Cmd.REDO else None


# what the clauses of a line asking for the last move again may hold besides it
_AGAIN_CHATTER = frozenset({*CHATTER, TagKind.MOVE})


def says_undone(p: Piece) -> bool:
    return p.says(undone_words(p.lang))


def move_again(p: Piece, r: Reader | None = None) -> Command | None:
    """ "doe die zet toch maar weer opnieuw", "ipak sam htio taj potez, napravi ga opet",
    "bring back the move I just undid", "redo it, I did want that move": the noun "move"
    or "it" with a word of "again" (or redo itself) and nothing else that acts is redo,
    never the list of moves. A card, a place, a number, any other command, a question or
    a "no" leaves the line not understood; a pause said first ("wacht, ...") is passed over."""
    lang, clauses = p.lang, p.clauses()
    while len(clauses) > 1 and (
        only_holds(clauses[0].text, lang)
        or all(said_over(t, lang) and t.kind is not TagKind.UNKNOWN for t in clauses[0].tags)
    ):
        clauses = clauses[1:]  # "wacht, ...", "actually no, ...": a change of mind said first
    if len(clauses) > MAX_REMARKS + 1:
        return None
    # "the move I just undid", "não devia ter desfeito": what is said of the undone move is
    # a remark that asks it back, never an undo
    undone = [c.without(undone_words(lang)) for c in clauses]
    said_undone = any(u is not c for u, c in zip(undone, clauses, strict=True))
    clauses = [c for c in undone if c]
    said = join(clauses).flat()
    if not said or "?" in said.words or opens_question(said.words, lang) or said.negates:
        return None
    tags = said.tags
    if not (said_undone or said.says(again_words(lang))) and not any(keyword(t) is Cmd.REDO for t in tags):
        return None  # nothing said again: no clause is read
    marks = again_words(lang)
    # said of the undone move, "repeat" asks it again ("ipak ponovi ono što sam poništio"); the
    # remark alone asks nothing ("ho he desfet sense voler")
    # "vrati potez koji sam poništio": "bring back", an undo word, said of the move undone
    asks_back = (Cmd.REPEAT, Cmd.UNDO) if said_undone else ()
    said_again = any(keyword(t) in asks_back for t in tags)
    for clause in clauses:
        kept = clause.without(marks)  # the clause without its words of "again"
        said_again = said_again or kept is not clause
        for t in kept.tags:
            word = keyword(t)
            if word is Cmd.REDO or word in asks_back:
                said_again = True
                continue
            acts = isinstance(word, SettingName | Query) or (isinstance(word, Cmd) and word in GAME_COMMANDS)
            # a command that only reads is a word of the remark: "after all" holds "all" (the board)
            if acts or any(
                m.kind not in _AGAIN_CHATTER and not (m.kind is TagKind.CMD and isinstance(m.value, Cmd))
                for m in meanings(t)
            ):
                return None
    named = any(has(t, TagKind.MOVE) or has(t, TagKind.PRONOUN) or keyword(t) is Cmd.REDO for t in tags)
    # "ipak ponovi ono što sam poništio": "repeat" said of the move undone is redo
    named = named or any(keyword(t) in asks_back for t in tags)
    if not said_undone and any(t.kind is TagKind.UNKNOWN for t in tags):
        # words not known beside a verb of going: "ik ga weer slapen" says nothing of a move
        named = any(has(t, TagKind.PRONOUN) or keyword(t) is Cmd.REDO for t in tags)
    return Command(Cmd.REDO) if said_again and named else None


def counted_again(p: Piece, r: Reader | None = None) -> Command | None:
    """ "doe ze allebei weer opnieuw", "doe ze allemaal nog eens", "do them both again": a
    count of moves ("both", "all", "3 moves") said in a line that without it plays the move
    again (`move_again`, with or without the count's words: Dutch "ze allebei" holds the
    pronoun) is how many moves are played again; the count is never dropped. Only a number:
    a word for "all" may be a remark's ("redo it after all"). None for any other line."""
    if (found := count_said(p)) is None or not found[0].isdigit():
        return None
    count, said = found
    rest = p.retagged([i for i in range(len(p.words)) if i not in said])
    again = (rest.words and move_again(rest)) or move_again(p)
    return Command(Cmd.REDO, count) if again is not None else None


def back_with_remark(p: Piece, r: Reader) -> Command | None:
    """ "effe terug, dat was fout", "back, that was wrong", "natrag, pogriješio sam": a
    bare "back" with only a remark after it (words the game does not know, small words)
    undoes; "back" beside a card or a place is a take-back, and alone it is left unread
    (it may be a menu's "back")."""
    tags = p.tags
    lead = 0
    while lead < len(tags) and is_filler(tags[lead]) and not has(tags[lead], TagKind.BACK):
        lead += 1  # "effe terug", "ok back"
    if lead == len(tags) or not all(m.kind is TagKind.BACK for m in meanings(tags[lead])):
        return None
    rest = tags[lead + 1 :]
    if _again_verb(tags):
        return None
    if (p.cuts[0] if p.cuts else len(tags)) != lead + 1:
        return None  # "vratit ću se", "back in a sec": the remark must be a clause of its own
    if not any(t.kind is TagKind.UNKNOWN for t in rest) or p.negates:
        return None
    return Command(Cmd.UNDO) if all(m.kind in CHATTER for t in rest for m in meanings(t)) else None


# what the request after a remark of a mistake holds besides its "back" ("can you take it back?")
_ASKED_BACK = frozenset(
    {TagKind.UNKNOWN, TagKind.Q, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.MOVE, TagKind.BACK}
)


def back_after_error(p: Piece, r: Reader) -> Command | None:
    """ "oh no that was wrong, can you take it back?", "joj krivo sam stisnuo, možeš
    vratiti?", "uffa ho sbagliato, si può tornare indietro?": clauses that say a mistake
    was made (and hold no card, place or command), then a bare "back" or undo with no card
    or place said: the last move is undone. A "no" after the remark holds it back."""
    lang = p.lang
    if (drawn := _draw_taken_back(p, r)) is not None:
        return drawn
    if p.cuts:
        lead, last = p.span(0, p.cuts[-1]), p.span(p.cuts[-1])
    else:  # "oeps terug", "nope take that back": the interjection said without a comma
        words = p.words
        cut = next((k for k in (1, 2, 3) if k < len(words) and says_error(words[:k], lang)), None)
        if cut is None or (at := p.at_word(cut)) is None:
            return None
        lead, last = p.span(0, at), p.span(at)
    if len(lead.cuts) >= MAX_REMARKS or not says_error(lead.words, lang):
        return None
    for t in lead.tags:
        if not (said_over(t, lang) or has(t, TagKind.PRONOUN) or keyword(t) is Cmd.REPEAT):
            return None
    tags = last.tags
    if negates_words(last) or _again_verb(tags):
        return None
    backs = 0
    for t in tags:
        word = keyword(t)
        if word is Cmd.UNDO or all(m.kind is TagKind.BACK for m in meanings(t)):
            backs += 1
        elif (
            isinstance(word, Cmd | Query | SettingName) or any(m.kind not in _ASKED_BACK for m in meanings(t))
        ) and not all(m.kind in (TagKind.VALUE, TagKind.FILLER) for m in meanings(t)):
            return None  # Italian "si" (one) is "yes" too: a value said alone is a small word here
    return Command(Cmd.UNDO) if backs else None


# the words that name a card or a place: a remark on a draw names neither
_NAMING = (
    TagKind.CARD, TagKind.RANK, TagKind.SUIT, TagKind.NUM, TagKind.ORDINAL, TagKind.PILE, TagKind.PILEREF,
    TagKind.COLOUR,
)  # fmt: skip


def _draw_taken_back(p: Piece, r: Reader) -> Command | None:
    """ "oops, didn't mean to draw that card, take it back", "ui, no volia robar, torna-la":
    clauses that speak of a draw without ordering one, then "it" taken back with no place
    said: "it" is the draw, which is undone (the card drawn has no place to go back to but
    the stock). A draw ordered before it ("draw, take it back") is two commands, left alone."""
    if not p.cuts:
        return None
    lead, last = p.span(0, p.cuts[-1]), p.span(p.cuts[-1])
    said = lead.tags
    if not any(keyword(t) is Cmd.DRAW for t in said) or any(pick(t, *_NAMING) for t in said):
        return None
    if r.understand(last) != MoveIntent(It(), None, back=True) or changes_game(r.understand(lead)):
        return None
    return Command(Cmd.UNDO)


def undo_before_wanted(p: Piece, r: Reader) -> Command | Unknown | None:
    """ "annulla, volevo mettere l'asso", "undo, I meant to move the ace", "poništi, htio sam
    staviti asa": an undo, then a clause of what the player had wanted to do; the undo
    undoes and the clause is its reason. A longer phrase of "I mean" puts the undo right
    ("undo, I meant to say redo"); one as long may do either ("annulla, intendevo spostare
    il 7": "I intended", or "I meant"), and neither is guessed (not understood). Any other
    command before such a clause ("draw, I wanted to move the ace") is left to the other
    readings (None)."""
    wanted, meant = frozenset(wanted_words(p.lang)), mean_words(p.lang)
    for c in p.cuts:
        at = p.starts[c]
        if (n := said_at(p.words, wanted, at)) < said_at(p.words, meant, at) or not n:
            continue
        said = r.understand(p.span(0, c))
        if not (isinstance(said, Command) and said.cmd is Cmd.UNDO):
            return None
        return said if n > said_at(p.words, meant, at) else Unknown((typed(p.typed or p.text),))
    return _wanted_before_undo(p, r, wanted, meant)


def _wanted_before_undo(
    p: Piece, r: Reader, wanted: frozenset[Phrase], meant: frozenset[Phrase]
) -> Command | None:
    """ "ops, volevo mettere il 2 di cuori in base, torna indietro", "I wanted to move the
    ace, undo": the clause of what the player had wanted, after talk, then an undo as the
    last clause; the undo undoes and the clause before it is its reason. "I mean" said as
    long may correct what follows, and is not guessed at (None)."""
    if not p.cuts:
        return None
    clauses, lang = p.clauses(), p.lang
    first = 0
    while first < len(clauses) - 2 and all(said_over(t, lang) for t in clauses[first].tags):
        first += 1  # "ops, ...", "joj, ...": talk in a clause of its own
    if first != len(clauses) - 2:
        return None  # one clause of what was wanted, and the undo right after it
    at = p.starts[p.cuts[first - 1]] if first else 0
    at += talk_before(p.words[at:], lang)
    if (n := said_at(p.words, wanted, at)) <= said_at(p.words, meant, at) or not n:
        return None
    said = r.understand(clauses[-1])
    return said if isinstance(said, Command) and said.cmd is Cmd.UNDO else None


def _again_verb(tags: tuple[Tag, ...]) -> bool:
    """ "ho pots tornar a dir?", "volta a explicar", "torna a spiegare": a word for "back"
    that ends in "a" ("torna a", "voltar a", "tornare a") before a verb the game does not
    know says "again" and that verb; it never undoes (a verb of moving after it, "torna a
    posar", puts a card back and is read as a move)."""
    return any(
        has(t, TagKind.BACK) and t.text.split()[-1] == "a" and after.kind is TagKind.UNKNOWN
        for t, after in itertools.pairwise(tags)
    )


def needed_back(p: Piece, r: Reader) -> Intent | None:
    """ "I need the 5 of clubs again, take it off the foundation", "treba mi opet pik
    osmica, skini je s temelja": the words of needing a card (or of "again") are passed
    over when the rest takes a card back off a foundation; any other reading is left. An
    interjection said first in a clause of its own ("o jee, ...", "ai, ...") is passed over."""
    lang, clauses = p.lang, p.clauses()
    while len(clauses) > 1 and all(said_over(t, lang) for t in clauses[0].tags):
        clauses = clauses[1:]
    said = join(clauses).flat()
    kept = said.without(need_words(lang)).without(again_words(lang))
    if len(kept) == len(said) or not kept:
        return None  # "tira outra vez o cinco da fundação": "again" alone is passed over too
    intent = r.understand(kept)
    if isinstance(intent, MoveIntent) and intent.back and isinstance(intent.source, CardRef | RankRef):
        return intent
    return None
