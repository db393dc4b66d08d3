"""The move the game suggested, played by naming it: "play the next one" ("speel de volgende",
"joga a próxima", "odigraj sljedeći") right after a hint plays the hinted move, never draws,
and with no hint pending gives the next hint; "do what you suggest" ("fes el que dius", "doe
wat je voorstelt", "fai quella suggerita") plays the hint, or the other suggestion given last,
and right after a move was refused plays the hint, never the refused move again."""

from __future__ import annotations

import pytest
from test_hint import QUEEN_HOME, FakeAdvisor, session

from fortythieves.play.advisor import Advice, Outlook
from fortythieves.play.session import Session

NEXT = {
    "en": "play the next one",
    "nl": "speel de volgende",
    "ca": "juga la següent",
    "pt": "e agora joga a seguinte",
    "it": "gioca la prossima",
    "hr": "odigraj sljedeći",
}
SUGGESTED = {
    "en": "do what you suggest",
    "nl": "doe wat je voorstelt",
    "ca": "fes el que dius",
    "pt": "faz o que sugeriste",
    "it": "ok allora fai quella suggerita",
    "hr": "ajde odigraj savjet",
}
HINT = {"en": "hint", "nl": "tip", "ca": "pista", "pt": "dica", "it": "suggerimento", "hr": "savjet"}


def _advised(lang: str) -> Session:
    return session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)), lang=lang)


@pytest.mark.parametrize("lang", sorted(NEXT))
@pytest.mark.parametrize("said", [NEXT, SUGGESTED])
def test_after_a_hint_the_hinted_move_is_played(lang: str, said: dict[str, str]) -> None:
    s = _advised(lang)
    s.handle(HINT[lang])
    stock = len(s.game.state.stock)
    s.handle(said[lang])
    assert s.game.moves == 1 and s.game.state.foundations[0], said[lang]
    assert len(s.game.state.stock) == stock  # nothing drawn


@pytest.mark.parametrize("lang", sorted(NEXT))
def test_the_next_one_with_no_hint_pending_gives_the_hint(lang: str) -> None:
    s = _advised(lang)
    stock = len(s.game.state.stock)
    hint = s.handle(HINT[lang]).text
    s2 = _advised(lang)
    assert s2.handle(NEXT[lang]).text == hint
    assert s2.game.moves == 0 and len(s.game.state.stock) == stock


@pytest.mark.parametrize("lang", ["hr", "en", "pt"])
def test_after_a_refused_move_the_hint_is_played_not_the_refused_move(lang: str) -> None:
    s = _advised(lang)
    s.handle(HINT[lang])
    refused = {
        "hr": "herc šesticu na herc sedmicu",
        "en": "6 of hearts on 7 of hearts",
        "pt": "6 de copas no 7 de copas",
    }
    s.handle(refused[lang])
    assert s.game.moves == 0
    s.handle(SUGGESTED[lang])
    assert s.game.moves == 1 and s.game.state.foundations[0]
