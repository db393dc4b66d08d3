"""What this computer offers for speech: pyttsx3's driver, the espeak library, a player."""

from __future__ import annotations

import shutil
import subprocess
import sys


def default_driver() -> str:
    """pyttsx3's driver for this system."""
    if sys.platform == "win32":
        return "sapi5"
    if sys.platform == "darwin":
        return "nsss"
    return "espeak"


def espeak_library_present() -> bool:
    """Whether pyttsx3's espeak driver can load the espeak-ng (or espeak) library."""
    from ctypes.util import find_library

    return find_library("espeak-ng") is not None or find_library("espeak") is not None


_SILENCE = ["-q", "-t", "raw", "-f", "S16_LE", "-r", "22050", "-c", "1"]


def audio_output_works(timeout: float = 10.0) -> bool:
    """Whether `aplay` (pyttsx3's player on Linux) can play: plays 10 ms of silence."""
    program = shutil.which("aplay")
    if program is None:
        return False
    try:
        done = subprocess.run(
            [program, *_SILENCE],
            input=bytes(441),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0
