"""Play a transcript fixture and print (or `--write`) it with the replies of today.

A fixture is a readable scripted game:

    # what the script shows
    lang: ca
    position: endgame.txt        (in tests/positions/; or `code: FT1-N-...`)
    verbosity: normal            (optional)

    New game of ... (the opening reply)
    > a command as the player types it
    the reply, on one line

A step whose command starts with `!` is the harness acting as the player at the shell:
`> !open endgame.txt` starts the program again with that layout (same player, same
store); `> !replay` runs `fortythieves play --replay` on the file the last `export`
wrote. A step `> ` alone is Enter. The clock stands still within a step and moves on a
minute between steps, so times said are the same on every run.

`python tools/transcript.py tests/transcripts/ca-endgame.txt --write` records the replies
after a change; review the difference before committing it.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.core.record import parse_export  # noqa: E402
from fortythieves.lang.phrasing import Verbosity  # noqa: E402
from fortythieves.play.session import Session  # noqa: E402
from fortythieves.play.settings import Settings  # noqa: E402
from fortythieves.store.shelf import Shelf  # noqa: E402

POSITIONS = ROOT / "tests" / "positions"
START = 1_796_000_000.0  # 2026-11-30, 00:53:20 UTC: the transcripts' clock starts here


@dataclass
class Script:
    comments: list[str] = field(default_factory=list)
    meta: dict[str, str] = field(default_factory=dict)
    opening: str = ""
    steps: list[tuple[str, str]] = field(default_factory=list)  # (command, expected reply)


def parse(text: str) -> Script:
    s = Script()
    current: list[str] | None = None
    for raw in text.splitlines():
        line = raw.rstrip("\n")
        if current is None and line.startswith("#"):
            s.comments.append(line)
            continue
        if (
            current is None
            and ":" in line
            and not line.startswith(">")
            and not s.opening
            and not s.meta.get("_done")
        ):
            key, _, value = line.partition(":")
            if key.strip() in ("lang", "position", "code", "verbosity", "variant"):
                s.meta[key.strip()] = value.strip()
                continue
        if not line.strip() and current is None:
            continue
        if line.startswith("> ") or line == ">":
            s.steps.append((line[2:], ""))
            current = []
            continue
        if s.steps:
            cmd, reply = s.steps[-1]
            s.steps[-1] = (cmd, (reply + "\n" + line) if reply else line)
        else:
            s.opening = (s.opening + "\n" + line) if s.opening else line
    return s


@contextmanager
def _seeded_deals() -> Iterator[None]:
    """New random deals drawn from a seeded generator, so that a script says the same
    deal codes on every run."""
    from fortythieves.core import codes

    real = codes.DRAW
    codes.DRAW = random.Random(40)
    try:
        yield
    finally:
        codes.DRAW = real


def play(s: Script) -> Script:
    """The same script with the replies the game gives now."""
    with _seeded_deals():
        return _play(s)


def _play(s: Script) -> Script:
    settings = Settings(lang=s.meta.get("lang", "en"))
    if "verbosity" in s.meta:
        settings.verbosity = Verbosity(s.meta["verbosity"])
    now = [START]

    def clock() -> float:
        return now[0]

    store = Shelf.in_memory(clock=clock)
    session = Session(settings=settings, store=store, clock=clock)
    layout = _layout(s.meta["position"]) if "position" in s.meta else None
    opening = session.open(
        layout=layout,
        code=s.meta.get("code"),
        variant=s.meta.get("variant"),
        requested_lang=settings.lang,
        environ={},
    )
    out = Script(s.comments, s.meta, opening.text)
    for cmd, _ in s.steps:
        now[0] += 60
        if cmd.startswith("!open "):
            session = Session(settings=settings, store=store, clock=clock)
            reply = session.open(layout=_layout(cmd.split()[1]), requested_lang=settings.lang, environ={})
        elif cmd == "!replay":
            exported = parse_export(list(store.exported.values())[-1])
            session = Session(settings=settings, store=Shelf.in_memory(clock=clock), clock=clock)
            reply = session.open_replay(exported, requested_lang=settings.lang, environ={})
        else:
            reply = session.handle(cmd)
        out.steps.append((cmd, reply.text))
    return out


def _layout(name: str) -> str:
    path = POSITIONS / name
    if not path.exists():  # a layout shipped with the program
        path = ROOT / "fortythieves" / "data" / name
    return path.read_text(encoding="utf-8")


def render(s: Script) -> str:
    lines = [*s.comments]
    lines += [f"{k}: {v}" for k, v in s.meta.items()]
    lines += ["", s.opening]
    for cmd, reply in s.steps:
        lines += [f"> {cmd}".rstrip() if not cmd else f"> {cmd}", reply]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    path = Path(argv[0])
    text = render(play(parse(path.read_text(encoding="utf-8"))))
    if "--write" in argv:
        path.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
