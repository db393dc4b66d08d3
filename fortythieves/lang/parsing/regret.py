"""What should have been done, said in a clause: "accidenti, dovevo spostare il fante
prima", "I should've played the 5 on the 6", "had ik maar de boer gelegd". A past modal
or a pluperfect of regret (`lang.remarkwords.regret_words`) makes its whole clause a
remark, whatever card and verb it names: it is never an order. The rest of the line is
read alone ("ik had hem niet terug moeten draaien, doe maar opnieuw": redo); a line
with nothing else in it, or only talk, is not understood."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import cache

from fortythieves.lang.concepts import Phrase
from fortythieves.lang.intents import Cmd, Command, Intent, MoveIntent, Nothing, Series, Unknown, refers_back
from fortythieves.lang.parsing.classes import typed
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.parsing.typedwords import typed_words
from fortythieves.lang.remarkwords import regret_words

# what the rest of the line may say of the move regretted, which the game never heard:
# "..., do it now", "..., the same again"
_OF_THE_LAST = frozenset({Cmd.PLAY_HINT, Cmd.AGAIN, Cmd.NEXT})


def regretted(p: Piece, line: str, read: Callable[[str], Intent]) -> Intent | None:
    """The line read without its clauses of regret (`read` reads the rest as typed); None
    when no clause says one."""
    bounds = [0, *(p.starts[c] for c in p.cuts), len(p.words)]
    clauses = list(itertools.pairwise(bounds))
    said = [(a, b) for a, b in clauses if _regrets(p.words[a:b], p.lang)]
    if not said:
        return None
    whole = Unknown((typed(line),))
    kept = [k for a, b in clauses if (a, b) not in said for k in range(a, b)]
    words = typed_words(p, line) or p.words
    rest = " ".join(w for k in kept if (w := words[k]))
    if not any(w.strip(" ,;.!?…—–-\"'()") for w in rest.split()):
        return whole
    intent = read(rest)
    # a rest that says "it" or "that move" may mean the move regretted: not guessed at
    return whole if isinstance(intent, Unknown | Nothing) or _of_the_last(intent) else intent


def _regrets(words: list[str], lang: str) -> bool:
    """Whether the words say a phrase of regret, its parts in order ("had ... moeten")."""
    by_first = _by_first_word(lang)
    return any(_said_in_order(words, parts) for word in set(words) for parts in by_first.get(word, ()))


@cache
def _by_first_word(lang: str) -> dict[str, tuple[tuple[Phrase, ...], ...]]:
    """The phrases of regret by the first word of their first part: a clause is matched only
    against those it may begin, every clause of every line being looked at."""
    found: dict[str, list[tuple[Phrase, ...]]] = {}
    for parts in regret_words(lang):
        if parts and parts[0]:
            found.setdefault(parts[0][0], []).append(parts)
    return {word: tuple(phrases) for word, phrases in found.items()}


def _said_in_order(words: list[str], parts: tuple[Phrase, ...]) -> bool:
    at = 0
    for part in parts:
        n = len(part)
        found = next((i for i in range(at, len(words) - n + 1) if tuple(words[i : i + n]) == part), None)
        if found is None:
            return False
        at = found + n
    return True


def _of_the_last(intent: Intent) -> bool:
    if isinstance(intent, Series):
        return any(_of_the_last(part) for part in intent.parts)
    if isinstance(intent, Command):
        return intent.cmd in _OF_THE_LAST
    return refers_back(intent) or (isinstance(intent, MoveIntent) and intent.like_last)
