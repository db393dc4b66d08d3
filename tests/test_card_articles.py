"""Portuguese and Italian name a card with its article where it is a sentence's subject or
a verb's object, and the article agrees with the card: "a dama", "o rei"; "la donna",
"l'asso", "l'8", "il re". The sentences then read as a player says them."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.i18n import translator
from fortythieves.lang.phrasing.names import Names
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ROOT = Path(__file__).parent.parent
ENDGAME = (ROOT / "tests" / "positions" / "endgame.txt").read_text(encoding="utf-8")


def _article(lang: str, card: Card) -> str:
    if lang == "pt":
        return "a " if card.rank == Rank.QUEEN else "o "
    if card.rank == Rank.QUEEN:
        return "la "
    return "l'" if card.rank in (Rank.ACE, Rank.EIGHT) else "il "


@pytest.mark.parametrize("lang", ["pt", "it"])
def test_the_subject_name_is_the_plain_name_with_its_agreeing_article(lang: str) -> None:
    names = Names(translator(lang))
    for suit in Suit:
        for rank in Rank:
            card = Card(rank, suit)
            assert names.card_subject(card) == _article(lang, card) + names.card(card), card


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize(
    ("lang", "refused", "moved"),
    [
        (
            "pt",
            "A dama de paus não pode ir sobre o rei de copas: só pode ir sobre o rei de paus, "
            "ou para uma coluna vazia.",
            "A dama de paus passou da coluna 2 para a base 8.",
        ),
        (
            "it",
            "La donna di fiori non può andare sul re di cuori: va solo sul re di fiori, "
            "oppure in una colonna vuota.",
            "Hai spostato la donna di fiori dalla colonna 2 alla base 8.",
        ),
    ],
)
def test_refusal_and_move_name_the_card_with_its_article(lang: str, refused: str, moved: str) -> None:
    s = _session(lang)
    # the endgame's column 2 ends with the queen of clubs, column 5 with the king of hearts
    assert s.handle("2 5").text == refused
    assert s.handle("2 f").text.startswith(moved)


@pytest.mark.parametrize(
    ("lang", "queen", "king", "other", "dropped"),
    [
        (
            "pt",
            "dama de espadas para a base",
            "rei de espadas para a base",
            "põe a dama de paus na base",
            "Pergunta cancelada. A dama de paus passou",
        ),
        (
            "it",
            "donna di picche in base",
            "re di picche in base",
            "metti la donna di fiori in base",
            "Domanda annullata. Hai spostato la donna di fiori",
        ),
    ],
)
def test_a_move_after_a_dropped_question_starts_a_new_sentence(
    lang: str, queen: str, king: str, other: str, dropped: str
) -> None:
    s = _session(lang)
    s.handle(queen)  # frees the second king of spades in column 4
    assert s.handle(king).text.endswith("?")  # which one: column 1 or column 4
    assert s.handle(other).text.startswith(dropped)
