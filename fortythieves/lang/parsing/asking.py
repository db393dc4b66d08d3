"""A line that asks never becomes a move: "which card is up on the waste?" reads the waste;
"can the 7 go on the 8?", "is the 7 on the 8 a good move?" ask whether it may or should."""

from __future__ import annotations

import dataclasses
import re

from fortythieves.lang.concepts import may_words, should_words, you_words
from fortythieves.lang.intents import (
    ADVICE,
    GAME_COMMANDS,
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    Setting,
    Unknown,
    changes_game,
)
from fortythieves.lang.lifewords import word_class
from fortythieves.lang.parsing.classes import Reader, is_filler, keyword, opens_question, starts_with, typed
from fortythieves.lang.parsing.line import Piece, by_first_word
from fortythieves.lang.questionwords import being_spellings
from fortythieves.lang.remarkwords import says_error
from fortythieves.lang.tags import TagKind, has, pick
from fortythieves.lang.tokenizer import does_it

_WORD = re.compile(r"\w+")  # a typed word, its accents kept


def asks_with_no_verb(p: Piece) -> bool:
    """Whether the line opens with a question's word ("which", "koja", "quina"; small words
    before it passed over: "and which ...") and no word of it is a verb of moving. A "can"
    that opens it ("može li tref sedmica gore?") asks whether a move is allowed, its verb
    left out: the "up" after the card is where it goes, no place it lies in."""
    if any(pick(t, TagKind.MOVE, TagKind.BACK) for t in p.tags):
        return False
    for k, t in enumerate(p.tags):
        if opens_question(p.words[p.starts[k] :], p.lang):
            return not starts_with(p.words, may_words(p.lang), p.starts[k])
        if not is_filler(t):
            return False
    return False


def asked(p: Piece, r: Reader) -> Intent:
    """ "which card is up on the waste?", "koja je karta gore na odbačenima?": the line read
    again as the question it is. A word for "up" or "on top" says where a card lies, not
    where it goes up to; two places said still make only a question whether that move is
    allowed, answered and offered, never played."""
    ups = [k for k, t in enumerate(p.tags) if has(t, TagKind.UP)]
    said = {w for k in ups for w in range(p.starts[k], p.starts[k + 1])}
    lying = p.retagged([w for w in range(len(p.words)) if w not in said]) if ups else p
    intent = r.understand(lying)
    if isinstance(intent, MoveIntent):
        return dataclasses.replace(intent, ask=True)
    if isinstance(intent, Unknown) or changes_game(intent):
        return Unknown((typed(p.typed if p.typed is not None else p.text),))
    return intent


def as_asked(p: Piece, intent: Intent) -> Intent:
    """A move or a draw in a question of "can" or "should" ("can the 7 go on the 8?", "is the 7
    on the 8 a good move?", "should I draw?", "posso pescare?"): asked, never made; advice
    is given when it is asked for. Any other reading is `intent` itself."""
    if (
        isinstance(intent, MoveIntent)
        and isinstance(intent.source, It)
        and intent.target is None
        and not (intent.ask or intent.back)
        and "?" in p.words
        and not agrees(p)
    ):
        return dataclasses.replace(intent, ask=True)  # "el poso?", "lo metto?": asked, a yes plays it
    if (
        isinstance(intent, MoveIntent)
        and not (intent.ask or intent.back)
        and p.words[-1:] == ["?"]
        and not agrees(p)
        and not _requested(p)
    ):
        # "ponho o rei na coluna vazia?", "do I put the king there?", "o 10 vai para a coluna 3?": a
        # move said as a question is asked, never made; a yes plays it
        return dataclasses.replace(intent, ask=True, advice=p.says(should_words(p.lang)))
    if isinstance(intent, Setting) and intent.value is not None and asks_how_it_is(p):
        return Setting(intent.name, None)  # "is the voice on?": its value read out, never changed
    if isinstance(intent, Command) and intent.cmd in ASKED_BACK and asks_to_do(p, intent.cmd):
        return dataclasses.replace(intent, asked=True)  # "should I restart?": asked back, a yes does it
    if not asks_if_allowed(p.words, p.lang) or agrees(p):
        return intent
    # "could I have the 5 back?", "mag ik de vijf terug?": a card wanted back is a request
    if isinstance(intent, MoveIntent) and not intent.back:
        return dataclasses.replace(intent, ask=True, advice=p.says(should_words(p.lang)))
    if intent == Command(Cmd.DRAW):
        return Command(Cmd.DRAW_ASKED, ADVICE if p.says(should_words(p.lang)) else "")
    return intent


def _requested(p: Piece) -> bool:
    """Whether the line asks the game to do it ("can you put the 7 on the 8?", "mi metti il 7
    sull'8?"): a request said first, or a "you" outside a question of advice."""
    words = p.words
    return starts_with(words, word_class(p.lang, "request")) or addressed(words, p.lang)


def asks_how_it_is(p: Piece) -> bool:
    """ "is the voice on?", "are the replies short?", "la voce è attiva?", "je li glas
    uključen?": a question with the verb "to be" in it asks how a thing is; "can we switch
    to Dutch?", "could you answer shorter?" ask for a change, and make it."""
    words, lang = p.words, p.lang
    changes = (may_words(lang), you_words(lang), should_words(lang))
    if not words or any(starts_with(words, said, i) for said in changes for i in range(len(words))):
        return False
    typed = _WORD.findall((p.typed if p.typed is not None else p.text).lower())
    beings = being_spellings(p.lang)
    found = [i for i in range(len(typed)) for n in (1, 2) if " ".join(typed[i : i + n]) in beings]
    # with no "?", only English puts "to be" first to ask ("estás a falar demais" says it)
    return bool(found) and (words[-1] == "?" or (found[0] == 0 and typed[0] in being_spellings("en")))


# The commands that change the game, asked about: a draw asked about has its own answer
ASKED_BACK = GAME_COMMANDS - {Cmd.DRAW}


def asks_to_do(p: Piece, cmd: Cmd) -> bool:
    """ "should I start again?", "can I restart?", "do I have to quit?", "a new game?": a
    command that changes the game, in a question with the player as its subject, or said
    alone before a "?", is asked about; "could you put it back?" asks the game to do it, and
    so does "oops, misclicked, can it go back?": after a slip said, a way back is asked for."""
    words, lang = p.words, p.lang
    if "?" not in words or agrees(p) or says_error(words, lang):
        return False
    if p.says(should_words(lang)):
        return True  # advice asked ("bi li bilo bolje", would it be better): never a request
    if _requested(p):
        return False  # "can we have a new game?", "mi dai una nuova partita?": requests
    if asks_if_allowed(words, lang):
        return True
    # "undo 3?", "desfés-ho tot?", "redo all the moves?": a count of moves said with the command
    counted = cmd in (Cmd.UNDO, Cmd.REDO)
    said = p.without(word_class(lang, "all-played")) if counted else p
    return all(
        t.kind is TagKind.Q
        or is_filler(t)
        or has(t, TagKind.ARTICLE)
        or keyword(t) is cmd
        or (counted and (pick(t, TagKind.NUM) is not None or keyword(t) is Cmd.MOVES))
        for t in said.tags
    )


def command_asked(p: Piece, r: Reader) -> Command | None:
    """ "can I restart?", "do I have to quit?", "moet ik opnieuw beginnen?", "posso
    ricominciare?": a command that changes the game, asked with a "can" or a "should" and the
    player as its subject, read without them and the words not known around them; asked
    back, never done. "could you put it back?" asks the game to do it, and is left alone."""
    words, lang = p.words, p.lang
    if "?" not in words or not (p.says(may_words(lang)) or p.says(should_words(lang))):
        return None
    if addressed(words, lang):
        return None
    rest = p.without(may_words(lang) | should_words(lang))
    said = rest.only(i for i, t in enumerate(rest.tags) if t.kind is not TagKind.UNKNOWN)
    intent = r.understand(said.flat().tagged_again())
    if isinstance(intent, Command) and intent.cmd in ASKED_BACK:
        return dataclasses.replace(intent, asked=True)
    return None


def agrees(p: Piece) -> bool:
    """Whether the line is a do-it line with no "?" ("napravi to"): it agrees, it asks nothing."""
    return "?" not in p.words and does_it(p.text, p.lang)


def asks_if_allowed(words: list[str], lang: str) -> bool:
    """ "can the seven go on the eight?", "mag de zeven op de acht?": a "can" with the card or
    "I" as its subject, in a question (a "?", or the "can" first), asks whether the move is
    allowed; "can you ..." is a request and acts."""
    if not words:
        return False
    mays = may_words(lang)
    found = [i for i in range(len(words)) if starts_with(words, mays, i)]
    if not found or addressed(words, lang):
        return False
    return words[-1] == "?" or found[0] == 0


def addressed(words: list[str], lang: str) -> bool:
    """Whether a word for "you" makes the line a request ("can you draw?"); the "you" of a
    word of advice ("do you think I should draw?", "denk je dat ...") asks, and is passed over."""
    shoulds, yous = by_first_word(should_words(lang)), you_words(lang)
    inside: set[int] = set()
    for i, w in enumerate(words):
        said = [len(m) for m in shoulds.get(w, ()) if tuple(words[i : i + len(m)]) == m]
        if said:
            inside.update(range(i, i + max(said)))
    return any(i not in inside and starts_with(words, yous, i) for i in range(len(words)))
