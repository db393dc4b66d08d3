"""A count asked with "have" and the place as the subject: "how many cards does column 8 have?",
"hoeveel kaarten heeft kolom 8?", "koliko karata ima stupac 8?" count that column's cards."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import PileRef, Read
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

COLUMN_EIGHT_HAS = {
    "en": ("how many cards does column 8 have?", "how many cards has column 8 got?"),
    "ca": ("quantes cartes té la columna 8?",),
    "nl": ("hoeveel kaarten heeft kolom 8?",),
    "pt": ("quantas cartas tem a coluna 8?",),
    "it": ("quante carte ha la colonna 8?",),
    "hr": ("koliko karata ima stupac 8?", "kolko karata ima stupac 8?"),
}


def test_every_language_has_its_case() -> None:
    assert set(COLUMN_EIGHT_HAS) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang in LANGUAGES for line in COLUMN_EIGHT_HAS[lang]]
)
def test_the_column_is_counted(lang: str, line: str) -> None:
    assert parse(line, lang) == Read(PileRef(PileKind.COLUMN, 7), count=True)
