""" "Save and quit", in six languages, leaves the game like "quit"; the goodbye says the game
is saved only when the store really took it (a full disk: it says it could not)."""

from __future__ import annotations

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.base import Fault, StoreError
from fortythieves.store.memory import MemoryStore
from fortythieves.store.shelf import LOCAL, Shelf

SAID = {
    "en": ["save and quit", "save and exit", "Save and quit, please."],
    "ca": ["guardar i sortir", "desa i surt"],
    "nl": ["opslaan en stoppen", "opslaan en afsluiten"],
    "pt": ["salvar e sair", "guardar e sair"],
    "it": ["salva ed esci", "salva e esci"],
    "hr": ["spremi i izađi", "spremi i izadji"],
}
SAVED = {
    "en": "Goodbye. Your game is saved.",
    "ca": "Adéu. La partida queda desada.",
    "nl": "Tot ziens. Je spel is opgeslagen.",
    "pt": "Adeus. O seu jogo ficou guardado.",
    "it": "Arrivederci. La partita è salvata.",
    "hr": "Doviđenja. Igra je spremljena.",
}
NOT_SAVED = {
    "en": "Goodbye. Your game could not be saved.",
    "ca": "Adéu. La partida no s’ha pogut desar.",
    "nl": "Tot ziens. Je spel kon niet worden opgeslagen.",
    "pt": "Adeus. Não foi possível guardar o seu jogo.",
    "it": "Arrivederci. Non è stato possibile salvare la partita.",
    "hr": "Doviđenja. Igra se nije mogla spremiti.",
}


class FillingDisk(MemoryStore):
    """A store whose disk fills up when told: from then on no save commits."""

    full = False

    def save(self, player: str, key: str, text: str, revision: int | None, client: str) -> int:
        if self.full:
            raise StoreError(Fault.FULL, "no space left on device")
        return super().save(player, key, text, revision, client)


def test_every_language_is_covered() -> None:
    assert set(SAID) == set(SAVED) == set(NOT_SAVED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang, lines in SAID.items() for line in lines])
def test_save_and_quit_leaves_the_game_saved(lang: str, line: str) -> None:
    store = FillingDisk()
    s = Session(Settings(lang=lang), store=Shelf(store))
    s.open(environ={})
    s.handle(word(lang, "draw"))
    reply = s.handle(line)
    assert reply.quit and reply.text == SAVED[lang]
    assert store.latest(LOCAL) is not None  # and it is: the store has the game


@pytest.mark.parametrize("lang", LANGUAGES)
def test_save_and_quit_says_so_when_the_game_could_not_be_saved(lang: str) -> None:
    store = FillingDisk()
    s = Session(Settings(lang=lang), store=Shelf(store))
    s.open(environ={})
    store.full = True
    s.handle(word(lang, "draw"))
    reply = s.handle(SAID[lang][0])
    assert reply.quit and reply.text == NOT_SAVED[lang]
