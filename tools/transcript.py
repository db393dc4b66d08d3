"""Play a transcript fixture and print (or `--write`) it with the replies of today.

A fixture is a readable scripted game:

    # what the script shows
    lang: ca
    position: endgame.txt        (in tests/positions/; or `code: FT1-N-...`)
    verbosity: normal            (optional)

    New game of ... (the opening reply)
    > a command as the player types it
    the reply, on one line

`python tools/transcript.py tests/transcripts/ca-endgame.txt --write` records the replies
after a change; review the difference before committing it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.lang.phrasing import Verbosity  # noqa: E402
from fortythieves.play.session import Session  # noqa: E402
from fortythieves.play.settings import Settings  # noqa: E402
from fortythieves.play.store import MemoryStore  # noqa: E402

POSITIONS = ROOT / "tests" / "positions"


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
        if line.startswith("> "):
            s.steps.append((line[2:], ""))
            current = []
            continue
        if s.steps:
            cmd, reply = s.steps[-1]
            s.steps[-1] = (cmd, (reply + "\n" + line) if reply else line)
        else:
            s.opening = (s.opening + "\n" + line) if s.opening else line
    return s


def play(s: Script) -> Script:
    """The same script with the replies the game gives now."""
    settings = Settings(lang=s.meta.get("lang", "en"))
    if "verbosity" in s.meta:
        settings.verbosity = Verbosity(s.meta["verbosity"])
    session = Session(settings=settings, store=MemoryStore())
    layout = None
    if "position" in s.meta:
        path = POSITIONS / s.meta["position"]
        if not path.exists():  # a layout shipped with the program
            path = ROOT / "fortythieves" / "data" / s.meta["position"]
        layout = path.read_text(encoding="utf-8")
    opening = session.open(
        layout=layout,
        code=s.meta.get("code"),
        variant=s.meta.get("variant"),
        requested_lang=settings.lang,
        environ={},
    )
    out = Script(s.comments, s.meta, opening.text)
    for cmd, _ in s.steps:
        out.steps.append((cmd, session.handle(cmd).text))
    return out


def render(s: Script) -> str:
    lines = [*s.comments]
    lines += [f"{k}: {v}" for k, v in s.meta.items()]
    lines += ["", s.opening]
    for cmd, reply in s.steps:
        lines += [f"> {cmd}", reply]
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
