"""A reply's headline (`lang.headlines`), as the web page shows it first: every refusal
rule has its own short reason in every language; a move says its cards, where they went and
its points; a hint its move; each made from the game's values, in the board's letters."""

from __future__ import annotations

import pytest
from webpage import LANGS, planned

from fortythieves.core.cards import Card
from fortythieves.core.moves import DRAW, Move, MoveKind, PileKind, column, foundation
from fortythieves.core.placement import useful_moves
from fortythieves.core.rules import Reason
from fortythieves.core.state import Refusal
from fortythieves.faces.web.board import command, foundation_letter
from fortythieves.faces.web.players import headline
from fortythieves.lang.grid import short_name
from fortythieves.lang.headlines import Headlines
from fortythieves.lang.i18n import translator
from fortythieves.lang.lexicon import word
from fortythieves.lang.webtext import WebText
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"


def played(lang: str, count: int) -> Session:
    session = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    session.open(code=CODE, environ={})
    for line in planned(count):
        session.handle(line)
    return session


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_rule_has_a_short_reason_of_its_own(lang: str) -> None:
    state = played(lang, 10).game.state
    heads = Headlines(translator(lang))
    generic = heads.not_understood()
    tag = WebText(played(lang, 0).p).refused()
    cards = (Card.parse("js"), Card.parse("qh"))
    moves = (None, Move(MoveKind.MOVE, column(0), foundation(2)), Move(MoveKind.MOVE, column(0), column(1)))
    plain: dict[str, Reason] = {}
    for reason in Reason:
        for move in moves:
            for shown in ((), cards):
                line = heads.refused(state, Refusal(reason, shown, move))
                assert line and line != generic and "{" not in line, (lang, reason, line)
                # with the page's tag, three lines of the bar at 400 % at most (about 22 characters each)
                assert len(f"{tag} {line}") <= 52, (lang, reason, line)
        alone = heads.refused(state, Refusal(reason))
        assert alone not in plain, (lang, reason, plain[alone], alone)  # each rule its own words
        plain[alone] = reason


@pytest.mark.parametrize("lang", LANGS)
def test_a_move_says_its_cards_where_they_went_and_its_points(lang: str) -> None:
    session = played(lang, 0)
    scoring: list[Move] = []
    for line in planned(60):  # on to a position where a move scores (to a foundation, from the waste)
        session.handle(line)
        state = session.game.state
        scoring = [
            m
            for m in useful_moves(state)
            if m.kind is MoveKind.MOVE
            and m.target is not None
            and m.source is not None
            and (m.target.kind is PileKind.FOUNDATION or m.source.kind is PileKind.WASTE)
        ]
        if scoring:
            break
    assert scoring
    move = scoring[0]
    assert move.target is not None
    hint = Headlines(session.p.t).hinted(state, move)
    reply = session.handle(command(move))
    line = headline(session, reply)
    assert "→" in line and "+" in line, (lang, line)
    if move.target.kind is PileKind.FOUNDATION:
        place = f"{foundation_letter(lang)}{move.target.index + 1}"
    else:
        place = str(move.target.index + 1)
    assert place in line and line.split(" · ")[0] in hint and hint != line, (lang, line, hint)


@pytest.mark.parametrize("lang", LANGS)
def test_refusals_and_lines_not_understood_have_their_headline(lang: str) -> None:
    session = played(lang, 6)
    refused = headline(session, session.handle("c1 f9"))
    assert "10" in refused and "8" in refused, (lang, refused)
    assert headline(session, session.handle("xyzzy plugh")) == Headlines(session.p.t).not_understood()
    drawn = headline(session, session.handle("draw"))
    assert drawn and "{" not in drawn
    assert headline(session, session.handle(word(lang, "score"))) == ""  # a reading: no headline
    assert Headlines(session.p.t).hinted(session.game.state, DRAW)


@pytest.mark.parametrize("lang", LANGS)
def test_draws_and_undos_say_their_cards(lang: str) -> None:
    session = played(lang, 6)
    stock = session.game.state.stock
    coming = [short_name(c, True, lang) for c in reversed(stock[-3:])]  # the next three, in the order drawn
    drawn = headline(session, session.handle(f"{word(lang, 'draw')} 3"))
    assert all(card in drawn for card in coming) and drawn.index(coming[0]) < drawn.index(coming[2]), drawn
    undone = headline(session, session.handle(word(lang, "undo")))
    assert coming[2] in undone and coming[0] not in undone, (lang, undone)
