"""The player's record asked in the words of a question ("how many games have I won?",
"quante partite ho vinto?") or with a verb of showing ("show statistics") is the
statistics, in six languages; words of winning beside a count of games never ask whether
this game can be won, and a question about the record changes nothing."""

from __future__ import annotations

import pytest

from fortythieves.core.record import Finished, Result, encode_finished
from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ASKED = {
    "en": [
        "how many games have I won?",
        "how many games did I win so far",
        "show statistics",
        "show me my stats",
        "what's my record?",
        "how many games have I played?",
        "what is my win percentage?",
        "how many times have I won?",
    ],
    "ca": [
        "quantes partides he guanyat?",
        "mostra les estadístiques",
        "quantes partides he jugat fins ara?",
        "quantes vegades he guanyat?",
        "quin és el meu rècord?",
        "ensenya'm les meves estadístiques",
    ],
    "nl": [
        "hoeveel spellen heb ik gewonnen?",
        "toon statistieken",
        "hoeveel potjes heb ik gewonnen?",
        "hoe vaak heb ik gewonnen?",
        "hoeveel spelletjes heb ik gespeeld?",
        "laat mijn statistieken zien",
    ],
    "pt": [
        "quantas partidas ganhei?",
        "mostra as estatísticas",
        "quantos jogos já ganhei?",
        "quantas partidas já joguei?",
        "quantas vezes ganhei?",
        "qual é o meu recorde?",
    ],
    "it": [
        "quante partite ho vinto?",
        "mostrami le statistiche",
        "quante partite ho giocato finora?",
        "quante volte ho vinto?",
        "fammi vedere le mie statistiche",
        "qual è la mia percentuale di vittorie?",
    ],
    "hr": [
        "koliko sam igara dobio?",
        "pokaži statistiku",
        "koliko sam partija pobijedila?",
        "koliko sam igara odigrao?",
        "koliko sam puta pobijedio?",
        "pokaži mi moju statistiku",
    ],
}

# whether this game can still be won keeps its own words beside them
STILL_WINNABLE = {
    "en": "can I still win?",
    "ca": "encara puc guanyar?",
    "nl": "kan ik nog winnen?",
    "pt": "ainda posso ganhar?",
    "it": "posso ancora vincere?",
    "hr": "mogu li još pobijediti?",
}


def test_every_language_is_covered() -> None:
    assert set(ASKED) == set(LANGUAGES) == set(STILL_WINNABLE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_record_asked_is_the_statistics(lang: str) -> None:
    wrong = {line: got for line in ASKED[lang] if (got := format_intent(parse(line, lang))) != "cmd stats"}
    assert not wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whether_this_game_can_be_won_is_still_asked(lang: str) -> None:
    assert format_intent(parse(STILL_WINNABLE[lang], lang)) == "cmd can-win"


def _finished(n: int) -> str:
    result = Result.WON if n % 2 else Result.BLOCKED
    return encode_finished(
        Finished("2026-12-01T10:00:00", "forty-thieves", None, result, 100 * n, 90, 60, ())
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_session_answers_with_the_statistics_and_moves_nothing(lang: str) -> None:
    store = Shelf.in_memory()
    for n in range(3):
        store.finish(None, _finished(n))
    s = Session(settings=Settings(lang=lang), store=store)
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    stats = s.handle("stats").text
    assert "3" in stats
    for line in ASKED[lang]:
        before = s.game.state.key()
        assert s.handle(line).text == stats, line
        assert s.game.state.key() == before
