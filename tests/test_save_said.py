""" "Save the game" said alone, in six languages, writes the game at once and says it is saved
only when the store holds it; a store that cannot write gets a plain "could not be saved".
A question whether the game is saved gets the same true answer; leaving with the game asked
to be kept ("gotta go, save the game for later") leaves, and the goodbye says whether it is."""

from __future__ import annotations

import pytest

from fortythieves.core.saves import decode
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.base import Fault, StoreError
from fortythieves.store.memory import MemoryStore
from fortythieves.store.shelf import LOCAL, Shelf

SAID = {
    "en": ["save the game", "save my game", "is my game saved?"],
    "ca": ["desa la partida", "guarda la partida", "s'ha desat la partida?"],
    "nl": ["bewaar het spel", "sla het spel op", "is mijn spel opgeslagen?"],
    "pt": ["guarda o jogo", "salva o jogo", "o meu jogo está guardado?"],
    "it": ["salva la partita", "salva", "la partita è salvata?"],
    "hr": ["spremi igru", "spremi", "je li igra spremljena?"],
}
LEAVING = {
    "en": "gotta go, save the game for later",
    "ca": "ho he de deixar, guarda la partida que després continuo",
    "nl": "ik moet nu stoppen, bewaar het spel maar zodat ik later verder kan",
    "pt": "tenho de sair agora, guarda o jogo para continuar depois",
    "it": "adesso devo andare, salva la partita che poi continuo",
    "hr": "moram ići, spremi igru za kasnije",
}
SAVED = "Your game is saved. It is saved after every move as well, so you can leave at any time."
NOT_SAVED = "Your game could not be saved: {reason}. It is kept here while the program runs."


class BrokenDisk(MemoryStore):
    """A store whose disk breaks when told: from then on no save commits."""

    broken = False

    def save(self, player: str, key: str, text: str, revision: int | None, client: str) -> int:
        if self.broken:
            raise StoreError(Fault.FULL, "no space left on device")
        return super().save(player, key, text, revision, client)


def _session(lang: str) -> tuple[Session, BrokenDisk]:
    store = BrokenDisk()
    s = Session(Settings(lang=lang), store=Shelf(store))
    s.open(environ={})
    return s, store


def _stored_moves(store: BrokenDisk) -> int:
    slot = store.latest(LOCAL)
    assert slot is not None
    return decode(slot.text).game.moves


def test_every_language_is_covered() -> None:
    assert set(SAID) == set(LEAVING) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang, lines in SAID.items() for line in lines])
def test_saving_said_writes_the_game_and_says_so(lang: str, line: str) -> None:
    s, store = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    reply = s.handle(line)
    assert not reply.quit
    assert reply.text == translator(lang)._(SAVED)
    assert _stored_moves(store) == 2  # and it is: the store holds the game as it is


@pytest.mark.parametrize("lang", LANGUAGES)
def test_saving_on_a_broken_disk_says_plainly_it_could_not(lang: str) -> None:
    s, store = _session(lang)
    s.handle(word(lang, "draw"))
    store.broken = True
    reply = s.handle(SAID[lang][0])
    t = translator(lang)
    assert not reply.quit
    reason = t.pgettext("store fault", "the disk is full")
    assert reply.text == t._(NOT_SAVED).format(reason=reason)  # said once, never "saved"
    assert t._(SAVED) not in reply.text
    store.broken = False
    again = s.handle(SAID[lang][0])
    assert again.text == t._(SAVED)  # the game held in memory is written now, and said so alone
    assert _stored_moves(store) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_failure_met_by_a_move_is_still_true_when_saving_is_asked(lang: str) -> None:
    s, store = _session(lang)
    store.broken = True
    s.handle(word(lang, "draw"))  # this reply says the save failed
    reply = s.handle(SAID[lang][0])
    t = translator(lang)
    assert reply.text == t._(NOT_SAVED).format(reason=t.pgettext("store fault", "the disk is full"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_leaving_with_the_game_asked_to_be_kept_leaves_it_saved(lang: str) -> None:
    s, store = _session(lang)
    s.handle(word(lang, "draw"))
    reply = s.handle(LEAVING[lang])
    assert reply.quit
    assert reply.text == translator(lang)._("Goodbye. Your game is saved.")
    assert _stored_moves(store) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_leaving_with_the_game_asked_to_be_kept_on_a_broken_disk_says_it_is_not(lang: str) -> None:
    s, store = _session(lang)
    store.broken = True
    s.handle(word(lang, "draw"))
    reply = s.handle(LEAVING[lang])
    assert reply.quit
    assert reply.text == translator(lang)._("Goodbye. Your game could not be saved.")


@pytest.mark.parametrize(
    "line", ["save me from this deal", "I'll save that for later", "did you save my game?", "don't quit"]
)
def test_lines_near_saving_never_leave(line: str) -> None:
    s, _ = _session("en")
    assert not s.handle(line).quit
