"""Why a server could not start, said in one line to whoever started it: a face's
address that cannot be used (naming the face and its port), a damaged SSH host key, a
missing network library."""

from __future__ import annotations

import os
from pathlib import Path

from fortythieves.faces.net.address import Address
from fortythieves.lang.starttext import StartText


class CannotListen(Exception):
    """A face's address cannot be used: which face, where, and the system's reason."""

    def __init__(self, face: str, where: Address, reason: str) -> None:
        super().__init__(f"{face} {where.host}:{where.port}: {reason}")
        self.face, self.where, self.reason = face, where, reason

    def said(self, text: StartText) -> str:
        return text.cannot_listen(self.face, self.where.host, self.where.port, self.reason)


class HostKeyDamaged(Exception):
    """The SSH server's key file is there but cannot be read as a key."""

    def __init__(self, path: Path) -> None:
        super().__init__(str(path))
        self.path = path


def reason(error: OSError) -> str:
    """The system's short reason ("Address already in use"), without asyncio's wrapping."""
    return os.strerror(error.errno) if error.errno else str(error)


def cannot_start(error: BaseException, text: StartText) -> str | None:
    """The one line for an error that stops the network faces' start; None for another."""
    if isinstance(error, CannotListen):
        return error.said(text)
    if isinstance(error, HostKeyDamaged):
        return text.host_key_damaged(str(error.path))
    if isinstance(error, ImportError):
        return text.missing_module(error.name or str(error))
    return None
