"""A real search pool whose start the test decides: while it holds, the searches asked for
wait (`release` lets them run, `drop` forgets them); after either, it is the pool itself."""

from __future__ import annotations

import threading

from fortythieves.faces.searches import Searcher, SearchPool


class GatedPool(SearchPool):
    def __init__(self) -> None:
        super().__init__(1, "test-search")
        self._held: list[Searcher] = []
        self._gate = threading.Lock()
        self.holding = True

    def want(self, searcher: Searcher) -> None:
        with self._gate:
            if self.holding:
                if searcher not in self._held:
                    self._held.append(searcher)
                return
        super().want(searcher)

    def release(self) -> None:
        with self._gate:
            self.holding, held, self._held = False, self._held, []
        for s in held:
            super().want(s)

    def drop(self) -> None:
        with self._gate:
            self.holding, self._held = False, []
