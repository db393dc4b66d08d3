"""A typed line becomes an intent: the public face of `lang.parsing`, the pipeline of
stages over the line's tags.

Naming reads and a verb acts: a card or a place named alone is read out (with quick play
on, a card or a column named alone plays itself); a verb ("put", "posa") or two places
("3 5", "c3 f") make a move. A number with an article ("the eight", "el tres") or a rank
noun ("het vijfje", "osmicu") is a card; a bare number, or one said with "column" or an
ordinal, is a column."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from functools import cache

from fortythieves.lang.folding import normalize
from fortythieves.lang.parsing.classes import MAX_LINE
from fortythieves.lang.parsing.nearest import nearest_word, suggest
from fortythieves.lang.parsing.pipeline import parse, suggest_line
from fortythieves.lang.parsing.settings import names_section
from fortythieves.lang.tags import TagKind, meanings
from fortythieves.lang.tokenizer import tokenize

__all__ = [
    "MAX_LINE",
    "TagKind",
    "meanings",
    "names_section",
    "nearest_word",
    "normalize",
    "parse",
    "suggest",
    "suggest_line",
    "tokenize",
    "warm",
]

# Lines that build a language's words and tables: a command; words of no language, a short
# one and a long one (the tables a slip of the finger is looked for in, by length, and a
# close command is suggested from); a rules section no sheet has (every rules sheet's
# section names, which "rules scoring" looks through).
WARMING_LINES = ("help", "zqxj vbnkxzq", "rules zqxj")


def warm(lang: str) -> None:
    """The parser's words and tables of `lang`, built now rather than at a player's first
    line (the first line of unknown words, or of rules, cost 10 to 50 ms); then every word
    table of the language the lines did not reach (a line of rules asked in a player's own
    words, a draw asked "again" meet tables of their own: 5 to 10 ms each, the first time)."""
    for line in WARMING_LINES:
        parse(line, lang)
    for table in _language_tables():
        table(lang)


@cache
def _language_tables() -> tuple[Callable[[str], object], ...]:
    """The cached functions of the language modules loaded by now that take a language
    alone: each builds a table of that language's words, once."""
    found = []
    for name, module in list(sys.modules.items()):
        if not name.startswith("fortythieves.lang.") or module is None:
            continue
        for value in vars(module).values():
            if (
                callable(value)
                and hasattr(value, "cache_info")
                and getattr(value, "__module__", None) == name
                and list(inspect.signature(value).parameters) == ["lang"]
            ):
                found.append(value)
    return tuple(found)
