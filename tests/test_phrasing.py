"""Every refusal reason and every read-out is phrased in every language, with its
placeholders filled and nothing left of the format."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card
from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.layout import parse_layout
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.rules import Reason, Rule
from fortythieves.core.variants import VARIANTS
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.phrasing import Order, Phraser, Verbosity
from fortythieves.lang.ruletext import rule_text

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _game() -> Game:
    return parse_layout(SEED).game()


def _error(reason: Reason) -> IllegalMove:
    c = Card.parse
    to_f = Move(MoveKind.MOVE, Pile(PileKind.COLUMN, 0), Pile(PileKind.FOUNDATION, 1))
    cards: tuple[Card, ...] = (c("7S"), c("8H"))
    if reason is Reason.NOTHING_ON_ACE:
        cards = (c("10C"), c("AC"))
    return IllegalMove(reason, cards, to_f)


def _wordings(lang: str) -> dict[str, set[Reason]]:
    """The refusal sentences of a language, each with the reasons worded by it."""
    p = Phraser(translator(lang))
    g = _game()
    out: dict[str, set[Reason]] = {}
    for reason in Reason:
        out.setdefault(p.refusal(g.state, _error(reason).refusal), set()).add(reason)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_is_a_sentence(lang: str) -> None:
    wordings = _wordings(lang)
    for text, reasons in wordings.items():
        assert text and text[0].isupper() and text.rstrip()[-1] in ".?!", (reasons, text)
        assert "{" not in text and "}" not in text, (reasons, text)
    # Reasons share a sentence only where English words them alike (one rule, several
    # slips): every language tells apart exactly what English tells apart.
    assert {frozenset(r) for r in wordings.values()} == {frozenset(r) for r in _wordings("en").values()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_read_outs_in_every_language(lang: str) -> None:
    p = Phraser(translator(lang))
    g = _game()
    texts = [
        p.board(g.state, Order.DEALT_FIRST),
        p.board(g.state, Order.EXPOSED_FIRST),
        p.exposed(g.state),
        p.stock(g.state),
        p.waste(g.state),
    ]
    texts += [
        p.where(g.state, Card.parse("AH")),
        p.legal_moves(g, list(g.state.legal_moves()), Verbosity.FULL),
    ]
    for text in texts:
        assert "{" not in text and "\u2660" not in text and "\x1b" not in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_are_worded_for_every_variant(lang: str) -> None:
    t = translator(lang)
    for v in VARIANTS:
        for rule in v.rules:
            assert rule_text(t, rule, v).strip()
    assert "104" in rule_text(t, Rule.WIN, VARIANTS[4])  # Lucas's aces start home: 104 at the end too


def test_english_refusal_of_the_issue() -> None:
    p = Phraser(translator("en"))
    text = p.build_refusal(VARIANTS[0], Card.parse("7S"), Card.parse("8H"))
    assert text == (
        "The 7 of spades cannot go on the 8 of hearts: it goes only on the 8 of spades, or on an empty column."
    )
    other = p.build_refusal(VARIANTS[5], Card.parse("7S"), Card.parse("8S"))  # Maria: other colour
    assert other.endswith("it goes only on the 8 of hearts or the 8 of diamonds, or on an empty column.")
