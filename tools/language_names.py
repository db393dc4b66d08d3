"""Makes fortythieves/data/language-names.txt: the names of the world's languages in each
offered language, from Babel (`fortythieves.lang.language_names` reads it).

    python tools/language_names.py

Run it after adding a language or upgrading Babel; tests/test_languages.py says when the
file and Babel disagree.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from babel import __version__ as babel_version

from fortythieves.lang.language_names import DATA, from_babel
from fortythieves.lang.languages import LANGUAGES


def main() -> None:
    lines = [
        f"# Languages' names in each offered language, from Babel {babel_version} (tools/language_names.py)."
    ]
    lines += [f"{lang}:{'|'.join(sorted(from_babel(lang)))}" for lang in LANGUAGES]
    DATA.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{DATA}: {len(LANGUAGES)} languages")


if __name__ == "__main__":
    main()
