"""Replies as they sound when heard in a game: a change of verbosity confirmed as a promise
of how the game will answer, never as jargon ("Verbosity: brief."); the foundations read out
by those that hold cards, the empty ones said once; the rules said as rules, never "this
sheet", with the aim said once."""

from __future__ import annotations

import pytest
from test_guiding_replies import position, session
from test_reply_pieces import BURIED

from fortythieves.core.moves import PileKind
from fortythieves.core.variants import STANDARD
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.phrasing import Verbosity
from fortythieves.lang.rulebook import game

SHORT = {"en": "OK, short replies from now on.", "ca": "D’acord, d’ara endavant respondré breument.",
         "nl": "Oké, vanaf nu geef ik korte antwoorden.", "pt": "Está bem, a partir de agora dou respostas curtas.",
         "it": "Va bene, d'ora in poi risponderò in breve.", "hr": "Dobro, od sada ću odgovarati kratko."}  # fmt: skip
ALL_EMPTY = {"en": "Foundations: all empty.", "ca": "Bases: totes buides.", "nl": "Fundamenten: allemaal leeg.",
             "pt": "Bases: todas vazias.", "it": "Basi: tutte vuote.", "hr": "Svi su temelji prazni."}  # fmt: skip
OTHERS = {"en": "; the others are empty.", "ca": "; les altres són buides.", "nl": "; de andere zijn leeg.",
          "pt": "; as outras estão vazias.", "it": "; le altre sono vuote.", "hr": "; ostali su prazni."}  # fmt: skip
# the setting's name and the jargon of its value, as the confirmations said them before
JARGON = (
    "Verbosity",
    "Nivell de detall",
    "Detailniveau",
    "Nível de detalhe",
    "Livello di dettaglio",
    "Opširnost",
)
SHEET = ("sheet", "full descriu", "blad beschrijft", "folha descreve", "foglio descrive")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_change_of_verbosity_is_confirmed_in_words_of_replies(lang: str) -> None:
    s = session(lang, position(BURIED))
    said = [s.handle(f"{word(lang, 'verbosity')} {word(lang, v)}").text for v in ("brief", "full", "normal")]
    assert said[0] == SHORT[lang]
    assert len(set(said)) == 3, said
    for text in said:
        assert not any(j in text for j in JARGON), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_foundations_name_only_those_that_hold_cards(lang: str) -> None:
    s = session(lang, position(BURIED))
    assert s.p.foundations(s.game.state) == ALL_EMPTY[lang]
    s = session(lang, position(BURIED, foundations={3: "AD 2D"}))
    said = s.p.foundations(s.game.state)
    assert said.endswith(OTHERS[lang]) and said.count(s.p.card(s.game.state.foundations[2][-1])) == 1, said
    assert s.p.board_foundations(s.game.state) == said
    # at the start of a deal the board reads each foundation, as the users' documents do
    start = session(lang, position(BURIED))
    assert start.p.board_foundations(start.game.state).count(":") == 8


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_say_the_aim_once_and_never_this_sheet(lang: str) -> None:
    t = translator(lang)
    text = " ".join(getattr(b, "text", "") for b in game.aim(t, STANDARD).blocks)
    assert not any(w in text for w in SHEET), text
    en = " ".join(getattr(b, "text", "") for b in game.aim(translator("en"), STANDARD).blocks)
    assert en.count("every card") == 1, en


FULL = {"en": "You score 10 points, for a score of ", "ca": "10 punts guanyats; ara en tens ",
        "nl": "10 punten erbij; je staat nu op ", "pt": "Mais 10 pontos, ", "it": "10 punti guadagnati, ",
        "hr": "Dobiveno 10 bodova, ukupno "}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_full_replies_say_the_score_with_the_points_never_after_every_move(lang: str) -> None:
    """ "You score 10 points. Score 270 after 98 moves." after every move was a refrain: the
    score is said in the sentence of the points a move made, and not after a move that made none."""
    s = session(lang, position(BURIED, foundations={3: "AD"}), Verbosity.FULL)
    score = s.p.score(s.game)
    drawn = s.handle(word(lang, "draw")).text
    assert score not in drawn, drawn
    up = next(
        m for m in s.game.state.legal_moves() if m.target is not None and m.target.kind is PileKind.FOUNDATION
    )
    said = s.p.outcome(s.game.state.copy(), s.game, s.game.apply(up), Verbosity.FULL)
    assert FULL[lang] in said and s.p.score(s.game) not in said, said
