"""Player names as the servers compare them: what is typed (NFC, trimmed, letters and
digits with - _ . between them), the folder key (NFKC and case folding: "Anna" and
"ＡＮＮＡ" are one player), and the look-alike key, the confusable skeleton of Unicode's
UTS #39 over the folder key: "аnna" with a Cyrillic а, "anna", "αnna" share one, and
a new name is refused when its skeleton is another player's.

The skeleton's data is Unicode's confusables.txt (the version its header says),
shipped as `fortythieves/data/confusables.txt` (made by tools/confusables.py) and read
once, when a name is first compared.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata
from pathlib import Path

from fortythieves.lang.nettext import MAX_NAME

DATA = Path(__file__).resolve().parent.parent.parent / "data" / "confusables.txt"
# Letters and digits, with - _ . between them: a name that reads aloud as a name.
_NAME = re.compile(rf"^\w(?:[\w.-]{{0,{MAX_NAME - 2}}}\w)?$")


def clean_name(text: str) -> str | None:
    """The name as kept (NFC, spaces trimmed), or None when it is not a valid name.

    >>> clean_name("  Anna_Marti ")
    'Anna_Marti'
    >>> clean_name("../etc") is None, clean_name("a b") is None
    (True, True)
    """
    name = unicodedata.normalize("NFC", text.strip())
    return name if _NAME.match(name) and name.isprintable() else None


def folded(name: str) -> str:
    """The name with case and width set aside: one player, however it is typed."""
    return unicodedata.normalize("NFKC", name).casefold()


def folder_key(name: str) -> str:
    """The folder name of a player: a hash of the folded name, never anything typed."""
    return hashlib.sha256(folded(name).encode("utf-8")).hexdigest()[:32]


@functools.cache
def _prototypes() -> dict[str, str]:
    table: dict[str, str] = {}
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            source, target = line.split(";")
            table[chr(int(source, 16))] = "".join(chr(int(c, 16)) for c in target.split())
    return table


def skeleton(text: str) -> str:
    """UTS #39's skeleton: NFD, each character by its prototype, NFD again.

    >>> skeleton("paypal") == skeleton("рауpal")  # Cyrillic р, а, у
    True
    """
    table = _prototypes()
    mapped = "".join(table.get(ch, ch) for ch in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def lookalike_key(name: str) -> str:
    """Names that share this key look alike (a hash: it names a file).

    >>> lookalike_key("anna") == lookalike_key("\\u0430nna") == lookalike_key("ANNA")
    True
    >>> lookalike_key("olaf") == lookalike_key("0laf")
    True
    >>> lookalike_key("anna") == lookalike_key("anne")
    False
    """
    # folded again after the skeleton, whose prototypes keep their case (0 becomes O)
    return hashlib.sha256(skeleton(folded(name)).casefold().encode("utf-8")).hexdigest()[:32]
