""" "Two back", "twee terug", "vrati dva", "dos enrere", "duas para trás", "due indietro": a bare
"back" and a number spelled in letters undo that many moves, in every language, as "undo two"
does. With an article the number is a card ("de twee terug": the 2 put back), and a number in
digits is never such a count ("2 back")."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
TWO_BACK = {  # two back; the two (a card) back
    "en": ("two back", "the two back"),
    "ca": ("dos enrere", "el dos enrere"),
    "nl": ("twee terug", "de twee terug"),
    "pt": ("duas para trás", "o dois para trás"),
    "it": ("due indietro", "il due indietro"),
    "hr": ("vrati dva", "vrati zadnja dva"),
}


def test_every_language_has_its_cases() -> None:
    assert set(TWO_BACK) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_number_and_back_undo_that_many(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    dealt = s.game.snapshot()
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    line = TWO_BACK[lang][0]
    assert parse(line, lang) == Command(Cmd.UNDO, "2"), line
    s.handle(line)
    assert s.game.snapshot() == dealt, line


# Italian "indietro" undoes alone ("torna indietro"), and its count reads "il due indietro" so too;
# the Croatian case has no article
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang not in ("hr", "it")])
def test_with_an_article_the_number_is_a_card(lang: str) -> None:
    line = TWO_BACK[lang][1]
    assert not isinstance(parse(line, lang), Command), line
    assert not isinstance(parse("2 " + TWO_BACK[lang][0].split()[-1], lang), Command)
