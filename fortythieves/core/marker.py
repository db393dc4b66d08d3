"""`NC_`: marks a message for the catalogue where it is named but not translated.

Core knows no language, yet a variant's English name is a msgid; the language records
name their languages the same way. The extractor reads `NC_(context, message)` like
`pgettext` (`tools/catalog.py` registers the keyword `NC_:1c,2`, as GLib spells it);
at run time the message is returned as it is, and `lang` translates it with the context.
"""

from __future__ import annotations


def NC_(context: str, message: str) -> str:
    """`message`, untouched: the extractor files it under `context`.

    >>> NC_("variant name", "Maria")
    'Maria'
    """
    return message
