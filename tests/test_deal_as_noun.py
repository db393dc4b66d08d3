"""A verb of drawing said as a noun after an article or a demonstrative ("this deal", "deze
deal", "the draw") draws nothing: a question about the deal being played never draws a card
nor asks whether a draw is possible, and "can I win this deal?" asks whether the game can
still be won, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.intents import Cmd, Command, changes_game, format_intent
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "can this deal be won at all?"), ("en", "can the deal be won?"), ("en", "the draw"),
     ("nl", "is deze deal nog te winnen?"), ("nl", "kan deze deal gewonnen worden?"), ("nl", "de trek")],
)  # fmt: skip
def test_a_deal_spoken_of_draws_nothing(lang: str, line: str) -> None:
    assert format_intent(P.parse(line, lang)) not in ("cmd draw", "cmd draw-asked"), line
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    stock = len(s.game.state.stock)
    s.handle(line)
    assert len(s.game.state.stock) == stock and s.game.moves == 0, line


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "can I win this deal?"), ("en", "can I still win this deal"), ("nl", "kan ik deze deal nog winnen?"),
     ("ca", "puc guanyar aquest repartiment?"), ("pt", "posso ganhar esta mão?"),
     ("it", "posso ancora vincere questa smazzata?"), ("hr", "mogu li dobiti ovo dijeljenje?")],
)  # fmt: skip
def test_can_i_win_this_deal_asks_whether_it_can_be_won(lang: str, line: str) -> None:
    assert format_intent(P.parse(line, lang)) == "cmd can-win", line


@pytest.mark.parametrize(
    ("lang", "line", "meant"),
    [("en", "redo the draw", "cmd redo of draw"), ("en", "this deal again", "cmd restart"),
     ("nl", "deze deal opnieuw", "cmd restart"), ("nl", "speel deze deal opnieuw", "cmd restart")],
)  # fmt: skip
def test_the_deal_named_keeps_the_command_beside_it(lang: str, line: str, meant: str) -> None:
    assert format_intent(P.parse(line, lang)) == meant, line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "bad draw"),
        ("en", "what a lucky draw"),
        ("en", "such a bad draw"),
        ("hr", "loše izvlačenje"),
        ("nl", "wat een slechte trek"),
        ("it", "che brutta pescata"),
        ("pt", "que virada péssima"),
        ("ca", "quina mala robada"),
    ],
)
def test_a_draw_judged_is_spoken_of_and_draws_nothing(lang: str, line: str) -> None:
    assert not changes_game(P.parse(line, lang)), line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "good, draw"),
        ("en", "good draw a card"),
        ("nl", "mooi, trek"),
        ("hr", "dobro vuci"),
        ("pt", "bom, vira"),
    ],
)
def test_a_word_of_judging_before_a_draw_said_apart_still_draws(lang: str, line: str) -> None:
    assert P.parse(line, lang) == Command(Cmd.DRAW), line
