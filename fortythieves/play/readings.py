"""Typed lines read into intents, each kept for the next time it is typed.

What a line means depends on nothing but its words, its language and quick play (intents
are frozen), and a player's lines repeat (the web page's buttons send the same few), so a
server reads each once rather than at every command.
"""

from __future__ import annotations

import re

from fortythieves.lang.intents import Command, Intent

# Lines read already, by language, quick play and line. Short lines only, a bounded
# number, emptied when full.
READINGS_KEPT = 4096
READ_LONGEST = 100
_READINGS: dict[tuple[str, bool, str], Intent] = {}


# A deal code in a line ("new game FT1-N-2345673"): every code is new, so such a line
# would be read afresh each time (a third of a new deal's work on a server). The line is
# read with a stand-in code of the same shape instead, kept, and the code put back in
# the words after the command, where the parser leaves a code (lower case, no dashes).
_CODE_IN_LINE = re.compile(r"\bFT1-[A-Z]-[0-9A-Z]{7}\b", re.IGNORECASE)
_STAND_IN = "FT1-N-2222222"
_STAND_IN_READ = "ft1 n 2222222"


def read_line(line: str, lang: str, quick: bool) -> Intent:
    """`parse(line, lang, quick=quick)`, kept for the next time the line is typed."""
    found = _READINGS.get((lang, quick, line))
    if found is not None:
        return found
    codes = _CODE_IN_LINE.findall(line)
    if len(codes) == 1 and len(line) <= READ_LONGEST:
        general = _read(_CODE_IN_LINE.sub(_STAND_IN, line), lang, quick)
        if isinstance(general, Command) and general.rest.count(_STAND_IN_READ) == 1:
            code = codes[0].lower().replace("-", " ")
            return Command(general.cmd, general.rest.replace(_STAND_IN_READ, code))
    return _read(line, lang, quick)


def _read(line: str, lang: str, quick: bool) -> Intent:
    key = (lang, quick, line)
    found = _READINGS.get(key)
    if found is None:
        # The parser loads with the first line (a face may load it while the first prompt
        # is read): the opening does not need it.
        from fortythieves.lang.parser import parse

        found = parse(line, lang, quick=quick)
        if len(line) <= READ_LONGEST:
            if len(_READINGS) >= READINGS_KEPT:
                _READINGS.clear()  # a new set of lines: they are read again
            _READINGS[key] = found  # one dict operation: safe beside other threads' reads
    return found
