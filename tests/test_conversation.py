"""The conversation: commands asked in every language, and what "it", "again" and a
question asked back remember from one line to the next."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import DRAW
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def session(lang: str = "en") -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_many_cards_are_left_in_the_stock(lang: str) -> None:
    s = session(lang)
    question = all_entries(lang)["stock-left"][0]
    stock = len(s.game.state.stock)
    reply = s.handle(question + "?")
    assert str(stock) in reply.text and s.game.moves == 0, reply.text
    s.play(DRAW)
    assert str(stock - 1) in s.handle(question).text


def test_again_repeats_a_draw_an_undo_or_a_redo() -> None:
    s = session()
    stock = len(s.game.state.stock)
    s.handle("draw")
    s.handle("again")
    s.handle("and another")
    assert len(s.game.state.stock) == stock - 3
    s.handle("board")  # reading in between keeps what "again" repeats
    s.handle("one more")
    assert len(s.game.state.stock) == stock - 4
    s.handle("undo")
    s.handle("again")
    assert len(s.game.state.stock) == stock - 2
    s.handle("redo")
    s.handle("again")
    assert len(s.game.state.stock) == stock - 4


@pytest.mark.parametrize(
    ("lang", "draw", "again"),
    [("en", "draw", "draw again"), ("ca", "roba", "una altra"), ("nl", "trek", "nog een"),
     ("pt", "compra", "mais uma"), ("it", "pesca", "ancora"), ("hr", "vuci", "još jednu")],
)  # fmt: skip
def test_again_in_every_language(lang: str, draw: str, again: str) -> None:
    s = session(lang)
    stock = len(s.game.state.stock)
    s.handle(draw)
    s.handle(again)
    assert len(s.game.state.stock) == stock - 2, (draw, again)


def test_again_after_a_move_asks_what_to_repeat() -> None:
    s = session()
    s.handle("draw")
    moved = s.handle("hint")  # no solver here: nothing moves
    assert s.game.moves == 1, moved.text
    s.handle("column 1 to column 2")  # a move (or its refusal) ends what "again" repeats
    before = (s.game.state.key(), s.game.moves)
    reply = s.handle("again")
    if s.game.moves == before[1]:
        assert reply.text == s.r.again_what()


def test_again_with_a_question_or_a_no_acts_on_nothing() -> None:
    s = session()
    s.handle("draw")
    stock = len(s.game.state.stock)
    for line in ("again?", "not again!"):
        s.handle(line)
        assert len(s.game.state.stock) == stock, line


def test_after_an_undone_draw_it_is_the_card_put_back() -> None:
    s = session()
    drew = s.handle("draw").text
    s.handle("undo")
    assert s.p.card(s.game.state.stock[-1]) in drew
    before = s.game.state.key()
    reply = s.handle("play it")  # the card is in the stock again: the refusal says how it comes out
    assert "stock" in reply.text and "named" not in reply.text and s.game.state.key() == before, reply.text


def _layout(foundations: list[str], columns: list[str]) -> str:
    """A whole layout: these foundations and columns, every other card of the two decks in
    the waste."""
    from collections import Counter

    from fortythieves.core.cards import Card, Rank, Suit

    left = Counter(Card(Rank(r), Suit(x)).short() for r in range(1, 14) for x in range(4) for _ in range(2))
    left.subtract(w for line in foundations + columns for w in line.split())
    waste = [c for c, n in left.items() for _ in range(n)]
    lines = ["variant: forty-thieves"]
    lines += [f"foundation {i}: {f}" for i, f in enumerate(foundations, 1)]
    lines += [f"column {i}: {c}" for i, c in enumerate(columns, 1)]
    return "\n".join([*lines, "waste: " + " ".join(waste), "stock:", ""])


FOUNDATION_TARGET = _layout(
    ["AS 2S", "AH", "AD", "AC"], ["9D 3S", "KC 2H", "5D", "6C", "7H", "8S", "9C", "10H", "JD", "QS"]
)


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "put the 3 of spades on the 2 of spades"), ("nl", "leg schoppen drie op schoppen twee"),
     ("hr", "stavi pik trojku na pik dvojku"), ("it", "metti il tre di picche sul due di picche")],
)  # fmt: skip
def test_a_card_on_a_foundation_is_a_target(lang: str, line: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=FOUNDATION_TARGET, environ={})
    s.handle(line)
    assert [c.short() for c in s.game.state.foundations[0]] == ["AS", "2S", "3S"], line


@pytest.mark.parametrize(
    ("lang", "line"),
    [("nl", "ruitenaas uit kolom 3 naar boven"), ("hr", "herc dvojku iz stupca 7 gore"),
     ("nl", "wat ligt er nu in kolom 3?"), ("hr", "što je sad u stupcu 5?"), ("nl", "leg de hartenaas op een fundament")],
)  # fmt: skip
def test_a_source_a_small_word_or_an_article_leaves_a_command_whole(lang: str, line: str) -> None:
    from fortythieves.lang.intents import format_intent
    from fortythieves.lang.parser import parse

    want = {
        "ruitenaas uit kolom 3 naar boven": "move AD -> f from c3",
        "herc dvojku iz stupca 7 gore": "move 2H -> f from c7",
        "wat ligt er nu in kolom 3?": "read c3",
        "što je sad u stupcu 5?": "read c5",
        "leg de hartenaas op een fundament": "move AH -> f",
    }
    assert format_intent(parse(line, lang)) == want[line]


def test_a_question_is_a_mode_that_leaves_once_answered() -> None:
    s = session("nl")
    s.handle("stop")  # Dutch "stop": stop speaking, or leave the game? asked back
    assert s.choosing_stop and len(s.modes) == 1
    s.handle(all_entries("nl")["cancel"][0])
    assert not s.modes and not s.choosing_stop
    s.handle("stop")
    s.handle("tauler")  # a word the game does not know: the question is asked again
    assert s.choosing_stop


def test_again_after_a_draw_the_game_proposed_draws_again() -> None:
    from test_hint import FakeAdvisor

    from fortythieves.play.advisor import Advice, Outlook

    s = Session(Settings(lang="nl"), advisor=FakeAdvisor(Advice(Outlook.UNKNOWN, DRAW)))
    s.open(layout=SEED, environ={})
    stock = len(s.game.state.stock)
    s.handle("hint")
    s.handle("doe maar")
    s.handle("nog een keer")
    assert len(s.game.state.stock) == stock - 2


@pytest.mark.parametrize(("lang", "line"), [("en", "undo 3"), ("ca", "desfés 3"), ("it", "annulla 3")])
def test_undo_a_number_of_times(lang: str, line: str) -> None:
    s = session(lang)
    stock = len(s.game.state.stock)
    for _ in range(4):
        s.play(DRAW)
    s.handle(line)
    assert len(s.game.state.stock) == stock - 1, line


GOES_ON = _layout(
    ["AS", "AH", "AD", "AC"], ["9D 2S", "KC 2H", "5D", "6C", "7H", "8S 3S", "9C", "10H", "JD", "QS"]
)


@pytest.mark.parametrize(
    ("lang", "first", "then"),
    [("en", "put the 2 of spades up", "and the 3 of spades"), ("ca", "puja el 2 de piques", "i el 3 de piques"),
     ("nl", "schoppen 2 naar boven", "en schoppen 3 ook"), ("pt", "sobe o 2 de espadas", "e o 3 de espadas também"),
     ("it", "manda su il 2 di picche", "e anche il 3 di picche"), ("hr", "pik dvojku gore", "i pik trojku")],
)  # fmt: skip
def test_and_the_next_one_goes_where_the_last_went(lang: str, first: str, then: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=GOES_ON, environ={})
    s.handle(first)
    assert [c.short() for c in s.game.state.foundations[0]] == ["AS", "2S"], first
    s.handle(then)
    assert [c.short() for c in s.game.state.foundations[0]] == ["AS", "2S", "3S"], then


def test_and_the_next_one_after_a_move_between_columns_only_reads() -> None:
    s = Session(Settings(lang="en"))
    s.open(layout=GOES_ON, environ={})
    s.handle("draw")
    before = s.game.state.key()
    assert "3 of spades" in s.handle("and the 3 of spades").text
    assert s.game.state.key() == before
