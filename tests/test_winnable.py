"""`new game winnable`: the shipped deals replay to wins through the rules, their files
say how they were found, a shortened line still wins, and the session deals only deals
the player has not played, in every language, saying when none is left."""

from __future__ import annotations

import random

import pytest
from detours import detour

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.moves import Move, parse_move
from fortythieves.core.record import Finished, Result, encode_finished
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.core.winnable import (
    WinnableDeal,
    format_winnable,
    parse_winnable,
    replays_to_win,
    shorten,
    tried_and_won,
)
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.play.winnable import shipped, unplayed, winnable_file
from fortythieves.store.shelf import Shelf

ENOUGH = 50  # deals per variant, unless the file shows the variant's wins are rare
RARE = 0.15  # a share of wins below this may ship fewer (the file's header says so)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_every_shipped_deal_replays_to_a_win(variant: Variant) -> None:
    text = winnable_file(variant).read_text(encoding="utf-8")
    deals = parse_winnable(text)
    assert deals, f"no winnable deal shipped for {variant.key}"
    assert len({d.code for d in deals}) == len(deals)
    assert all(d.deal.variant == variant for d in deals)
    lost = [d.code for d in deals if not replays_to_win(d)]
    assert not lost, lost
    tried, won = tried_and_won(text)
    assert tried >= won >= len(deals)
    assert len(deals) >= ENOUGH or won / tried < RARE, (variant.key, len(deals), won, tried)
    assert shipped(variant) == tuple(deals)


def test_a_move_that_breaks_the_line_is_found() -> None:
    deal = shipped(get_variant("lucas"))[0]
    assert not replays_to_win(WinnableDeal(deal.code, deal.moves[:-1]))  # one move short
    assert not replays_to_win(WinnableDeal(deal.code, ("c1-c1", *deal.moves)))  # an illegal move
    assert not replays_to_win(WinnableDeal(deal.code, ("nonsense", *deal.moves)))


def test_the_file_format_reads_back() -> None:
    deals = list(shipped(get_variant("lucas"))[:3])
    text = format_winnable(deals, "lucas: a test", 7, 3, 2.5)
    assert parse_winnable(text) == deals
    assert tried_and_won(text) == (7, 3)
    assert parse_winnable("FT1-N-2345672 draw\n# FT1-N-2345673\n\nnot a code\n") == []  # bad check character


def test_shorten_cuts_an_idle_detour_and_the_line_still_wins() -> None:
    """A card moved to another column and straight back, inserted in a shipped line, is cut."""
    deal = shipped(get_variant("little-forty"))[0]
    code = deal.deal
    state = Game.deal(code.variant, dealing_order(code)).state
    found: tuple[Move, Move] | None = None
    at = 0
    for at in range(len(deal.moves)):
        found = detour(state)
        if found is not None:
            break
        state.push(parse_move(deal.moves[at]))
    assert found is not None, "no move that can be taken straight back along this line"
    wandering = WinnableDeal(deal.code, (*deal.moves[:at], *map(str, found), *deal.moves[at:]))
    assert replays_to_win(wandering)
    short = shorten(wandering)
    assert len(short.moves) <= len(deal.moves) and replays_to_win(short)


# ----- the session -----------------------------------------------------------------------
def _record(codes: list[str], variant: Variant) -> list[str]:
    return [
        encode_finished(Finished("2026-12-01T10:00:00", variant.key, c, Result.BLOCKED, 0, 1, 1, ("draw",)))
        for c in codes
    ]


def session(store: Shelf | None = None, lang: str = "en") -> Session:
    s = Session(settings=Settings(lang=lang), store=store or Shelf.in_memory())
    s.open(variant="forty-thieves", requested_lang=lang, environ={})
    return s


def test_new_game_winnable_deals_a_shipped_deal() -> None:
    s = session()
    s.handle("draw")  # a game played is kept when another is dealt
    before = s.current.code
    said = s.handle("new game winnable").text
    code = s.current.code
    assert code in {d.code for d in shipped(STANDARD)}
    assert said.startswith("New game of Forty Thieves. This deal can be won: ")
    assert s.handle("undo").text.startswith("Back to")  # right after the deal: the game before it
    assert s.current.code == before


def test_a_variant_named_with_it() -> None:
    s = session()
    for line, key in [
        ("new game of maria winnable", "maria"),
        ("winnable game rank and file", "rank-and-file"),
        ("new winnable deal little forty", "little-forty"),
    ]:
        s.handle(line)
        assert s.game.variant.key == key, line
        assert s.current.code in {d.code for d in shipped(get_variant(key))}


def test_an_unknown_variant_changes_nothing() -> None:
    s = session()
    code = s.current.code
    assert s.handle("new winnable game of blorp").text.startswith("There is no variant called")
    assert s.current.code == code


def test_only_deals_not_played_yet() -> None:
    lucas = get_variant("lucas")
    codes = [d.code for d in shipped(lucas)]
    store = Shelf.in_memory()
    for line in _record(codes[1:], lucas):
        store.finish(None, line)
    s = session(store)
    s.handle("new game of lucas winnable")
    assert s.current.code == codes[0]
    kept = s.current.code
    # now every one is played (the last one is kept unfinished): none left, nothing changes
    said = s.handle("new game of lucas winnable").text
    assert (
        said
        == "There is no winnable deal of Lucas left that you have not played; type new game for an ordinary deal."
    )
    assert s.current.code == kept


def test_unplayed_compares_codes_as_written() -> None:
    lucas = get_variant("lucas")
    codes = [d.code for d in shipped(lucas)]
    typed = [c.lower().replace("-", " ") for c in codes[1:]]
    assert unplayed(lucas, [*typed, None]) == DealCode.parse(codes[0])
    assert unplayed(lucas, codes) is None
    picks = {str(unplayed(lucas, [], random.Random(n))) for n in range(20)}
    assert len(picks) > 1  # at random among those left


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_language_deals_a_winnable_deal(lang: str) -> None:
    s = session(lang=lang)
    said = s.handle(word(lang, "new-winnable")).text
    assert s.current.code in {d.code for d in shipped(STANDARD)}, said
    english = session().handle("new game winnable").text.split(",")[0]
    if lang != "en":
        assert "winnable" not in said and not said.startswith(english)
