"""An advisor for tests that gives one piece of advice: its hint is `move`, in a game it
calls `outlook` (or the `advice` given whole), whatever the position; `verdicts` is what it
knows of positions by key."""

from __future__ import annotations

from fortythieves.core.moves import Move
from fortythieves.core.state import State
from fortythieves.play.advisor import Advice, Outlook


class Told:
    def __init__(
        self, move: Move | None = None, outlook: Outlook = Outlook.UNKNOWN, *, advice: Advice | None = None
    ) -> None:
        self.advice = advice if advice is not None else Advice(outlook, move)
        self.verdicts: dict[tuple[object, ...], Outlook] = {}

    def hint(self, state: State) -> Advice:
        return self.advice

    def outlook(self, state: State) -> Advice:
        return self.advice

    def moved(self, state: State) -> None:
        pass

    def known(self, state: State) -> Outlook | None:
        return self.verdicts.get(state.key())

    def settle(self, state: State) -> Outlook | None:
        return self.known(state)

    def due(self, state: State) -> Advice | None:
        return None

    def forget(self) -> None:
        pass

    def close(self) -> None:
        pass
