"""Figures for the held-out commands (`tests/parser_heldout/<lang>.txt`): per language,
how many were understood, refused (not understood, or nothing) and misread.

    python tools/heldout.py          # the figures
    python tools/heldout.py -v       # and every line that was not understood as meant
    python tools/heldout.py --dir D  # the same for another folder of <lang>.txt files

A line `typed | safe` is an everyday phrase: understood when it changes nothing.
A move asked about ("can the seven go on the eight?": `ask move ...`) is understood both
for `safe` (it changes nothing by itself) and for that same move wanted (after one "yes"
it does what was meant): players read such a question both ways.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.lang.folding import normalize  # noqa: E402
from fortythieves.lang.intents import Nothing, Unknown, changes_game, format_intent  # noqa: E402
from fortythieves.lang.parser import parse  # noqa: E402

HELD_OUT = ROOT / "tests" / "parser_heldout"


@dataclass
class Figures:
    understood: int = 0
    refused: list[tuple[str, str]] = field(default_factory=list)
    misread: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.understood + len(self.refused) + len(self.misread)


def cases(lang: str, folder: Path = HELD_OUT) -> list[tuple[str, str]]:
    out = []
    for line in (folder / f"{lang}.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            typed, _, want = line.rpartition("|")
            out.append((typed.strip(), want.strip()))
    return out


def _same(got: str, want: str) -> bool:
    """The same meaning: a move's "back" mark is how it was said, and the resolver takes
    a card off a foundation the same way with it or without it; a column said empty with its
    number ("c8 empty") is that column, played only when it is empty; a count asked of a
    place is read out after the count, and the stock read out says its count (so a count of
    the stock asked is answered by reading it); a place said both as what moves and as where
    it comes from ("the turned card from the waste") is said once; names compare folded."""
    if want.startswith("ask "):  # a question whether a move is allowed, answered and offered
        if not got.startswith("ask "):
            return False  # played at once where the player only asked
        want = want.removeprefix("ask ")
    got = got.removeprefix("ask ")  # the move offered, played after one "yes"
    if got.startswith("move ") and want.startswith("move "):
        got, want = got.removesuffix(" back"), want.removesuffix(" back")
        got, want = re.sub(r"(c\d+) empty", r"\1", got), re.sub(r"(c\d+) empty", r"\1", want)
        got = re.sub(r"^move (\S+) -> (.*) from \1$", r"move \1 -> \2", got)
    if want.startswith("read ") and (got == "cmd stock-left" or got.startswith("count ")):
        got = "read stock" if got == "cmd stock-left" else "read " + got.removeprefix("count ")
    if want == "cmd stock-left" and got == "read stock":
        got = want  # the stock read out says its count
    return normalize(got) == normalize(want)


def figures(lang: str, folder: Path = HELD_OUT) -> Figures:
    f = Figures()
    for typed, want in cases(lang, folder):
        intent = parse(typed, lang)
        got = format_intent(intent)
        if want == "safe":
            if changes_game(intent):
                f.misread.append((typed, want, got))
            else:
                f.understood += 1
        elif _same(got, want):
            f.understood += 1
        elif isinstance(intent, Unknown | Nothing):
            f.refused.append((typed, want))
        else:
            f.misread.append((typed, want, got))
    return f


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    folder = Path(argv[argv.index("--dir") + 1]) if "--dir" in argv else HELD_OUT
    for path in sorted(folder.glob("*.txt")):
        f = figures(path.stem, folder)
        print(
            f"{path.stem}: {f.understood}/{f.total} understood, {len(f.refused)} refused, {len(f.misread)} misread"
        )
        if verbose:
            for typed, want in f.refused:
                print(f"   refused  {typed!r}  (want {want})")
            for typed, want, got in f.misread:
                print(f"   MISREAD  {typed!r}  want {want}, got {got}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
