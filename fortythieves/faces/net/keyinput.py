"""The keys of a network terminal, handed to prompt_toolkit without a file descriptor.

prompt_toolkit's pipe input costs two descriptors a connection and reads them with
`select()`, which fails on every descriptor numbered past 1,024: on a busy server the
prompt would then fail at every turn of the event loop. Here the connection's keys go
straight to the VT100 parser, and the prompt is told on the event loop that keys wait:
no descriptor, no system call. Imported with prompt_toolkit, by the terminal face only.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager

from prompt_toolkit.input import PipeInput
from prompt_toolkit.input.vt100_parser import Vt100Parser
from prompt_toolkit.key_binding import KeyPress


class KeyInput(PipeInput):
    """prompt_toolkit's input for one connection: `send_text` is what the client typed."""

    def __init__(self) -> None:
        self._keys: list[KeyPress] = []
        self._parser = Vt100Parser(self._keys.append)
        self._ready: list[Callable[[], None]] = []  # the attached prompt's callback, innermost last
        self._closed = False

    def send_text(self, data: str) -> None:
        self._parser.feed(data)
        self._wake()

    def send_bytes(self, data: bytes) -> None:
        self.send_text(data.decode("utf-8", "replace"))

    def _wake(self) -> None:
        if self._ready:
            asyncio.get_running_loop().call_soon(self._ready[-1])

    def read_keys(self) -> list[KeyPress]:
        keys, self._keys[:] = list(self._keys), []
        return keys

    def flush_keys(self) -> list[KeyPress]:
        self._parser.flush()  # a lone Escape, once prompt_toolkit has waited for more
        return self.read_keys()

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        self._closed = True
        self._wake()  # the prompt reads nothing more and ends

    def fileno(self) -> int:
        raise NotImplementedError("keys come from the connection, not from a descriptor")

    def typeahead_hash(self) -> str:
        return f"keys-{id(self)}"

    def raw_mode(self) -> AbstractContextManager[None]:
        return contextlib.nullcontext()

    def cooked_mode(self) -> AbstractContextManager[None]:
        return contextlib.nullcontext()

    def attach(self, input_ready_callback: Callable[[], None]) -> AbstractContextManager[None]:
        return self._attached(input_ready_callback)

    def detach(self) -> AbstractContextManager[None]:
        return self._attached(None)

    @contextlib.contextmanager
    def _attached(self, callback: Callable[[], None] | None) -> Iterator[None]:
        self._ready.append(callback or _nothing)
        if self._keys or self._closed:
            self._wake()  # keys sent before the prompt was up
        try:
            yield
        finally:
            self._ready.pop()


def _nothing() -> None:
    pass
