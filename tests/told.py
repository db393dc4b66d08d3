"""An advisor for tests that gives one piece of advice: its hint is `move`, in a game it
calls `outlook`, whatever the position."""

from __future__ import annotations

from fortythieves.core.moves import Move
from fortythieves.core.state import State
from fortythieves.play.advisor import Advice, Outlook


class Told:
    def __init__(self, move: Move | None, outlook: Outlook = Outlook.UNKNOWN) -> None:
        self.advice = Advice(outlook, move)

    def hint(self, state: State) -> Advice:
        return self.advice

    def outlook(self, state: State) -> Advice:
        return self.advice

    def moved(self, state: State) -> None:
        pass

    def known(self, state: State) -> Outlook | None:
        return None

    def due(self, state: State) -> Advice | None:
        return None

    def forget(self) -> None:
        pass

    def close(self) -> None:
        pass
