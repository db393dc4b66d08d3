"""A plural object pronoun said of the moves just taken back, with a verb of putting or
bringing them back: "put them both back", "bring them back", "torna-les a posar", "zet ze
allebei terug", "põe-nas de volta", "rimettile tutte e due", "vrati ih oba natrag". The
pronoun points at the moves the undo took back, so the line plays them again (as many as it
counts, or all of them); it never undoes more."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.lang.concepts import again_words
from fortythieves.lang.countwords import all_said, both_said, bring_back_verbs, them_back
from fortythieves.lang.intents import ALL_MOVES, Cmd, Command, Intent, Nothing, Unknown
from fortythieves.lang.parsing.classes import is_filler
from fortythieves.lang.parsing.line import Piece, occurrences, read_line
from fortythieves.lang.tags import TagKind, has, meanings
from fortythieves.lang.tokenizer import lexicon

# what a verb glued to a pronoun may be: a verb of bringing back, or of playing again
_VERBS = frozenset({TagKind.BACK, TagKind.MOVE, TagKind.CMD})


def them_brought_back(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """The moves taken back played again, when the line is a plural object pronoun of them
    ("them", "les", "ze", "ih") beside a verb that brings back, and the line without it is a
    bare undo or redo said with a word of bringing back ("put back", "torna a posar", "vrati
    natrag"); a count said ("both", "oba", "tutte e due") is how many. The verb of bringing
    back reads as redo where it can say nothing else: that redo, whenever moves are there to
    play again. Where it also undoes ("vrati ... natrag", "zet ... terug") it redoes only
    right after an undo, and elsewhere the game asks what to do again: never one more undo.
    None for any other line ("put the cards back", "move as cartas", "undo them both")."""
    pronouns, glued = them_back(p.lang)
    words = p.words
    said = [
        i for i, w in enumerate(words) if w in pronouns and _beside_verb(p, i) and not _counted_after(p, i)
    ]
    within = _count_of_them(p, pronouns) if not said else None
    said += list(range(within[0], within[1])) if within is not None else []
    joined = [(i, stem) for i, w in enumerate(words) if (stem := _glued_verb(w, glued, p.lang)) is not None]
    if not said and not joined:
        return None
    if len(joined) == 1 and not said and (counted := _glued_count(p.lang, words, *joined[0])) is not None:
        return Command(Cmd.REDO, counted)  # "rimettile", "rimettile tutte e due"
    if joined:  # "riportale indietro": the verb alone, read with the rest of the line
        stems = dict(joined)
        text = " ".join(stems.get(i, w) for i, w in enumerate(words) if i not in said)
        rest = read_line(text, p.lang)
    else:
        rest = p.retagged([i for i in range(len(words)) if i not in said])
    if not rest.words:
        return None
    intent = read(rest)
    if isinstance(intent, Unknown | Nothing) and _back_alone(rest):
        intent = Command(Cmd.UNDO)  # "vrati ih", "torna-les": the verb of bringing back alone
    if not isinstance(intent, Command) or intent.cmd not in (Cmd.UNDO, Cmd.REDO) or intent.asked:
        return None
    if intent.rest not in ("", ALL_MOVES) and not intent.rest.isdigit():
        return None
    # the words of bringing back as said, before the pronoun was taken out ("zet ... terug")
    said_back = (q.says(again_words(p.lang)) or any(has(t, TagKind.BACK) for t in q.tags) for q in (p, rest))
    if not any(said_back):
        return None  # "undo them", "poništi ih", "annullale": no verb of bringing back
    count = intent.rest or (within[2] if within is not None else ALL_MOVES)
    if intent.cmd is Cmd.REDO:
        return Command(Cmd.REDO, count)  # "bring them back", "torna-les a posar", "rimettile"
    # "vrati ih oba natrag", "zet ze terug": a verb of undoing too, said of the moves undone
    return Command(Cmd.REDO, count, right_after=True)


def _beside_verb(p: Piece, i: int) -> bool:
    """Whether the word at `i` stands right beside a verb of putting or bringing back ("put
    them", "les torna", "zet ze", "vrati ih"), as an object pronoun does; an article stands
    before its noun, and "take them back" takes moves back."""
    verbs = bring_back_verbs(p.lang)
    return any(0 <= j < len(p.words) and p.words[j] in verbs for j in (i - 1, i + 1))


def _count_of_them(p: Piece, pronouns: frozenset[str]) -> tuple[int, int, str] | None:
    """Where a word for "all" or "both" that ends in the plural pronoun is said right after a
    verb of putting or bringing back ("put all of them back", "put both of them back", "põe
    todas elas de volta"), and the moves it counts; None when none is."""
    verbs, both = bring_back_verbs(p.lang), both_said(p.lang)
    for a, b in occurrences(p.words, all_said(p.lang) | both):
        if a and p.words[a - 1] in verbs and p.words[b - 1] in pronouns:
            return a, b, "2" if tuple(p.words[a:b]) in both else ALL_MOVES
    return None


def _glued_verb(word: str, endings: tuple[str, ...], lang: str) -> str | None:
    """The verb a plural pronoun is glued to ("rimetti" of "rimettile", "rifai" of
    "rifalle"), when the verb alone is a word the game knows; None otherwise."""
    phrases = lexicon(lang).phrases
    for ending in endings:
        if not word.endswith(ending) or len(word) < len(ending) + 3:
            continue
        stem = word[: -len(ending)]
        for verb in (stem, stem + "e", stem + "i"):  # "rimettile", "riportale"; "rifalle": "rifai"
            if (verb,) in again_words(lang) or any(t.kind in _VERBS for t in phrases.get((verb,), ())):
                return verb
    return None


def _glued_count(lang: str, words: list[str], at: int, verb: str) -> str | None:
    """The moves a verb of bringing back glued to the pronoun brings back ("rimettile": all
    of them; "rimettile tutte e due": two), when the line is that word and a word for "both"
    or "all" at most; None for any other line."""
    if (verb,) not in again_words(lang):
        return None
    others = tuple(w for i, w in enumerate(words) if i != at)
    if not others or others in all_said(lang):
        return ALL_MOVES
    return "2" if others in both_said(lang) else None


def _back_alone(p: Piece) -> bool:
    """Whether the words are a verb of bringing back and small words, nothing else."""
    said = [t for t in p.tags if not is_filler(t)]
    return bool(said) and all(all(m.kind is TagKind.BACK for m in meanings(t)) for t in said)


def _counted_after(p: Piece, i: int) -> bool:
    """Whether a number follows the word at `i` ("vrati ih 3"): a demonstrative of a count there."""
    k = p.at_word(i + 1)
    return k is not None and k < len(p.tags) and has(p.tags[k], TagKind.NUM)
