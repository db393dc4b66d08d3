"""The word for "back" typed as a line of its own ("back", «enrere», ‘terug’, «atrás»,
«indietro», „natrag“) takes the last move back, as "back one" does, in every language, and
so does the word after talk that opens the line ("sorry, te snel. terug"), and Dutch "neem
terug". Inside a longer line the word keeps its own meaning ("leg de 5 terug op kolom 3" puts
a card back, "ik ben zo terug" is no command); asked ("terug?") it does nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.backwords import back_alone_words
from fortythieves.lang.intents import Cmd, Command, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
WORDS = [(lang, " ".join(w)) for lang in LANGUAGES for w in sorted(back_alone_words(lang))]
AROUND = {  # the word after talk that opens the line: still the undo
    "en": ("oops, back", "damn. back"),
    "ca": ("ui, enrere", "perdó, enrere"),
    "nl": ("sorry, te snel. terug", "oeps terug"),
    "pt": ("ups, atrás", "ups, para trás"),
    "it": ("ops, indietro", "accidenti, indietro"),
    "hr": ("ups, natrag", "joj, nazad"),
}
SAID_MORE = {  # the word inside a longer line: no undo
    "en": "I'll be right back",
    "ca": "ara torno enrere",
    "nl": "ik ben zo terug",
    "pt": "enganei-me, não voltes atrás",
    "it": "non tornare indietro",
    "hr": "ne idi natrag",
}
PUT_BACK = {  # the word inside a line that moves a card back: no undo
    "en": "put the 5 of hearts back on column 3",
    "ca": "torna el 5 de cors enrere a la columna 3",
    "nl": "leg de harten 5 terug op kolom 3",
    "pt": "põe o 5 de copas para trás na coluna 3",
    "it": "rimetti indietro il 5 di cuori sulla colonna 3",
    "hr": "vrati herc peticu natrag u stupac 3",
}


def test_every_language_has_its_cases() -> None:
    assert set(AROUND) == set(PUT_BACK) == set(SAID_MORE) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "said"), WORDS)
def test_the_word_alone_undoes(lang: str, said: str) -> None:
    assert parse(said, lang) == Command(Cmd.UNDO), said
    assert parse(said.upper() + "!", lang) == Command(Cmd.UNDO), said


@pytest.mark.parametrize(
    ("lang", "said"), [(lang, s) for lang, s in WORDS if s not in all_entries(lang)["undo"]]
)
def test_the_word_asked_does_nothing(lang: str, said: str) -> None:
    # (Italian "indietro" is an undo word of its own, asked or not, as "undo?" is)
    assert parse(said + "?", lang) != Command(Cmd.UNDO), said


@pytest.mark.parametrize(("lang", "said"), [(lang, s) for lang in LANGUAGES for s in AROUND[lang]])
def test_the_word_with_talk_or_politeness_undoes(lang: str, said: str) -> None:
    assert parse(said, lang) == Command(Cmd.UNDO), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_inside_a_line_it_keeps_its_own_meaning(lang: str) -> None:
    assert parse(PUT_BACK[lang], lang) != Command(Cmd.UNDO)
    assert parse(SAID_MORE[lang], lang) != Command(Cmd.UNDO)
    assert parse(f"{word(lang, 'draw')} 3", lang) != Command(Cmd.UNDO)


def test_dutch_neem_terug_undoes() -> None:
    assert parse("neem terug", "nl") == Command(Cmd.UNDO)
    assert parse("neem het terug", "nl") == Command(Cmd.UNDO)


def test_dutch_put_back_stays_a_move() -> None:
    for said in ("leg de 5 terug op kolom 3", "zet de 2 terug", "neem de 5 terug"):
        assert isinstance(parse(said, "nl"), MoveIntent), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_draw_taken_back_by_the_word(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    before = s.game.snapshot()
    s.handle(word(lang, "draw"))
    s.handle(" ".join(sorted(back_alone_words(lang))[0]))
    assert s.game.snapshot() == before
