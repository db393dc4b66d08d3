"""A line that only says where a card is ("the king of spades is on the foundation", "pik
kralj je gore") never moves it, in every language: a verb of being there said before the
place, and no verb of moving. With a verb the move is made; a verb of being there in a
remark after the place ("..., zodat kolom 4 leeg is") leaves the move as it is."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import changes_game, format_intent
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

STATED = {
    "en": ["the king of spades is on the foundation", "the ace of hearts is already up there"],
    "ca": ["el rei de piques està a la base", "l'as de cors ja està a dalt"],
    "nl": ["de schoppenheer ligt op de fundatie", "de hartenaas ligt al boven"],
    "pt": ["o rei de espadas está na base", "o ás de copas já está lá em cima"],
    "it": ["il re di picche sta sulla fondazione", "l'asso di cuori sta già in alto"],
    "hr": ["pik kralj je na temeljima", "herc as je već gore", "kralj je gore"],
}

CASES = [(lang, line) for lang, lines in STATED.items() for line in lines]


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_a_card_said_where_it_is_never_moves(lang: str, line: str) -> None:
    for quick in (False, True):
        intent = parse(line, lang, quick=quick)
        assert not changes_game(intent), (line, quick, format_intent(intent))


@pytest.mark.parametrize("lang", list(STATED))
def test_the_game_stays_as_it_was(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    before = s.game.state.key()
    for line in STATED[lang]:
        s.handle(line)
    assert s.game.state.key() == before and s.game.moves == 0


MOVED = [
    ("en", "put the king of spades on the foundation", "move KS -> f"),
    ("en", "seven of spades to the foundation", "move 7S -> f"),
    ("hr", "stavi je na devetku", "move it -> rank 9"),
    ("hr", "stupac 3 na stupac koji je prazan", "move c3 -> empty"),
    ("nl", "klaveren zes op de zeven en dan is kolom 2 leeg", "move 6C -> rank 7"),
    ("ca", "posa el rei de piques a la base", "move KS -> f"),
]


@pytest.mark.parametrize(("lang", "line", "meant"), MOVED)
def test_a_verb_or_a_remark_after_the_place_still_moves(lang: str, line: str, meant: str) -> None:
    assert format_intent(parse(line, lang)) == meant
