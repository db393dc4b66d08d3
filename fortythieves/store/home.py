"""The home folder and the files in it, opened as the owner's own: the home made 0700,
files 0600, never through a link, and anything that is not a regular file (a FIFO, a
device, a link planted in place of a file) refused at once, without reading it, and
moved aside rather than used or overwritten."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a FIFO opens at once instead of waiting for a writer
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class NotRegular(OSError):
    """A path that is a link, a FIFO, a device or a folder where a file belongs."""


def data_dir() -> Path:
    """Where the store lives: $FORTYTHIEVES_HOME, else the XDG data folder."""
    home = os.environ.get("FORTYTHIEVES_HOME")
    if home:
        return Path(home)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "fortythieves"


def make_home(path: Path, inside: bool = False) -> Path:
    """The folder, made when missing and private (0700) when it is the owner's.
    OSError when it cannot be made; NotRegular when something else is in its place
    (`inside`: a folder of the home, which is never a link either)."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    info = os.lstat(path) if inside else os.stat(path)
    if not stat.S_ISDIR(info.st_mode):
        raise NotRegular(f"{path} is not a folder")
    if info.st_uid == os.getuid() and stat.S_IMODE(info.st_mode) & 0o077:
        with contextlib.suppress(OSError):  # a read-only file system: nothing can be planted either
            os.chmod(path, 0o700)
    return path


def open_regular(path: Path, flags: int = os.O_RDONLY, mode: int = 0o600) -> int:
    """A descriptor of the regular file at `path`, never through a link and never
    waiting (a FIFO is refused, not opened for reading); NotRegular otherwise."""
    try:
        fd = os.open(path, flags | _NOFOLLOW | _NONBLOCK | _CLOEXEC, mode)
    except OSError as e:
        if e.errno in (errno.ELOOP, errno.ENXIO, errno.ENODEV, errno.EISDIR):  # a link, a FIFO, a device
            raise NotRegular(f"{path} is not a regular file") from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegular(f"{path} is not a regular file")
        if _NONBLOCK:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_bounded(path: Path, most: int) -> bytes:
    """A regular file's bytes, at most `most` of them (ValueError when it holds more)."""
    fd = open_regular(path)
    try:
        data = b""
        while len(data) <= most:
            chunk = os.read(fd, most + 1 - len(data))
            if not chunk:
                return data
            data += chunk
    finally:
        os.close(fd)
    raise ValueError(f"{path} is over {most} bytes")


def is_plain(path: Path) -> bool | None:
    """True: a regular file (not a link); False: something else is there; None: nothing."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except FileNotFoundError:
        return None


def move_aside(path: Path, label: str = "aside") -> Path | None:
    """Rename `x.db` to `x.aside-N.db` (a link is renamed itself, never followed); None
    when it cannot move."""
    n = 1
    while is_plain(aside := path.with_name(f"{path.stem}.{label}-{n}{path.suffix}")) is not None:
        n += 1
    try:
        os.rename(path, aside)
    except OSError:
        return None
    return aside


def private_file(path: Path) -> Path | None:
    """A file of the home for another program to append to (the typed-command history):
    made 0600 when missing; None when something else than a regular file is there (it is
    moved aside, and the file made anew) and cannot be replaced."""
    if is_plain(path) is False:
        move_aside(path)
    try:
        fd = open_regular(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        try:
            os.fchmod(fd, 0o600)
        finally:
            os.close(fd)
    except OSError:
        return None
    return path
