"""Text made safe to write back to a terminal or a screen reader, in one line.

Whatever a player typed, a file held or a paste carried may contain escape sequences
(`ESC[2J` clears a screen) or control characters; none of them is ever written back.
"""

from __future__ import annotations

import re

# A CSI or OSC sequence, or an escape followed by one character.
_ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])")
# C0 and C1 controls, DEL, and the bidirectional overrides that reorder what is shown.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_BREAK = re.compile(r"[ \t]*[\r\n]+[ \t]*")
_SPACES = re.compile(r"  +")


def printable(text: str, *, lines: bool = False) -> str:
    """`text` without escape sequences or control characters, its lines joined (or kept,
    with `lines`, for a grid meant to be seen, such as `show`).

    >>> printable("rules \\x1b[2Jscoring")
    'rules scoring'
    >>> printable("Scoring\\nA card onto a foundation: 10 points.\\nNo bonus.")
    'Scoring. A card onto a foundation: 10 points. No bonus.'
    """
    text = _ESCAPE.sub("", text).replace("\t", " ")
    if lines:
        return "\n".join(_CONTROL.sub("", line) for line in text.strip("\r\n").splitlines())
    text = _BREAK.sub(_joined, text.strip("\r\n"))
    return _CONTROL.sub("", _SPACES.sub(" ", text))


def _joined(m: re.Match[str]) -> str:
    """A line break becomes a space; after a heading (a line without its own
    punctuation) a full stop, so that it is read as a heading."""
    before = m.string[m.start() - 1] if m.start() else ""
    return ". " if before.isalnum() else " "
