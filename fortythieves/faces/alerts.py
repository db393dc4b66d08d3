"""What the game's search decides later, said in the terminal as soon as it does: the loss
warning for a move, and the verdict that "can I win?" was still looking for.

The advisor's search thread only sets an event (`on_decided`): it must never wait for the
session, which may be joining it. This thread wakes, takes the app's turn (a line being
answered finishes first) and asks the session for the warning; the session says it once,
whether here or before the next reply. `close` stops the thread and joins it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from fortythieves.faces.app import App


class Alerts:
    def __init__(self, app: App, write: Callable[[str], None]) -> None:
        self.app = app
        self.write = write
        self._wake = threading.Event()
        self._closed = False
        self._thread: threading.Thread | None = None
        from fortythieves.faces.advisor import SolverAdvisor  # loaded with the solver, after the opening

        advisor = app.session.advisor
        if isinstance(advisor, SolverAdvisor):
            advisor.on_decided = self._wake.set
            self._thread = threading.Thread(target=self._run, name="fortythieves-alerts", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            if self._closed:
                return
            reply = self.app.alert()
            if reply is not None and reply.text:
                self.write(reply.text)

    def close(self) -> None:
        self._closed = True
        self._wake.set()
        if self._thread is not None:
            self._thread.join()
