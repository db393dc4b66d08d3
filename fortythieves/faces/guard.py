"""The command line's output, guarded: closed, full, or unable to show the language's
letters, it gets one line on the standard error and a clean exit, never a traceback."""

from __future__ import annotations

import io
import os
import sys

from fortythieves.lang.fit import FIT_ERRORS, register


def fit_streams() -> None:
    """Letters an output's encoding lacks (an ASCII locale) are written plainer (`lang.fit`)."""
    register()
    for stream in (sys.stdout, sys.stderr):
        if (
            isinstance(stream, io.TextIOWrapper)
            and (stream.encoding or "").lower().replace("-", "") != "utf8"
        ):
            stream.reconfigure(errors=FIT_ERRORS)


def output_error(error: OSError) -> bool:
    """Whether an error that reached the command line came from writing its output: a
    file's error names the file."""
    return error.filename is None and error.filename2 is None


def drop_stdout() -> None:
    """Point the standard output at /dev/null, so that what is still buffered, flushed at
    exit, finds a place to go instead of a second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        if devnull != 1:  # 1 itself when it was closed
            os.dup2(devnull, 1)
            os.close(devnull)
    except OSError:
        pass


def null_stdout() -> None:
    """A server started with its standard output closed writes its lines nowhere; the
    descriptor is held by /dev/null so that no file opened later takes its number."""
    drop_stdout()
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (kept open for the process)
