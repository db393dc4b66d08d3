"""The endgame position with a question waiting: "put the king on the foundation" asks which
king (of spades or of hearts), for tests of what the next line does to that question."""

from __future__ import annotations

from pathlib import Path

from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")


def which_king(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    s.handle("put the king on the foundation")  # the king of spades or the king of hearts?
    assert s.pending is not None
    return s
