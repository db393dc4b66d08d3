"""The marks that part a line into clauses, and the words that stand for them while the
line is folded and tagged (`lang.tokenizer`)."""

from __future__ import annotations

import re

# what parts a line into clauses: a dash said apart from words too, and a colon before a
# space ("prefiro outra coisa: tira uma carta"), never one inside a word ("c3:c5")
CLAUSE = re.compile(r"[,;.!…—–]+|:(?=\s)|\s-+\s")
CUT = " qqclauseqq "  # a word no language has, standing for a clause mark while the line is folded
IN_WORD = " qqinwordqq "  # the same, for a mark inside a word ("col.loca", "a.u.b.")


def mark_word(mark: re.Match[str]) -> str:
    """The word a clause mark stands as: a mark with a letter on both sides is inside a word."""
    text, a, b = mark.string, mark.start(), mark.end()
    inside = a > 0 and b < len(text) and text[a - 1].isalnum() and text[b].isalnum()
    return IN_WORD if inside else CUT
