"""A question about a setting reads the setting and never changes it ("is the voice on?",
"la voce è attiva?", "je li glas uključen?"); a deal judged ("nice deal", "is this a good
deal?") draws nothing; the board shown "as a grid" is the grid, never the ace of spades.
In every language, and in the game: the setting and the stock stay as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.intents import Setting, changes_game, format_intent
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

SETTING_ASKED = {
    "en": ["is the voice on?", "is quick play on?", "are the replies short?", "is it in English?"],
    "ca": ["està activada la veu?", "la veu està activada?", "és en anglès?"],
    "nl": ["staat de stem aan?", "is de spraak aan?", "zijn de antwoorden kort?", "is het in het Engels?"],
    "pt": ["a voz está ligada?", "está ligada a voz?", "é em inglês?"],
    "it": ["la voce è attiva?", "è attiva la voce?", "è in inglese?", "le risposte sono brevi?"],
    "hr": ["je li glas uključen?", "jel glas uključen?", "jesu li odgovori kratki?"],
}

# the same settings said as a change, or asked for as one: they still change
SETTING_SAID = {
    "en": ["speech on", "can we switch to dutch?"], "ca": ["activa la veu", "podem canviar a l'anglès?"],
    "nl": ["zet de spraak aan", "kunnen we naar het frans overschakelen?"],
    "pt": ["liga a voz", "estás a falar demais"], "it": ["attiva la voce", "possiamo passare al croato?"],
    "hr": ["uključi glas", "možemo li prebaciti na engleski?"],
}  # fmt: skip

DEAL_JUDGED = {
    "en": ["nice deal", "is this a good deal?", "good deal"], "ca": ["quin bon repartiment", "bona mà"],
    "nl": ["mooie deal", "is dit een goede deal?"], "pt": ["boa mão"], "it": ["bella smazzata"],
    "hr": ["dobro dijeljenje"],
}  # fmt: skip

SHOWN_AS = {
    "en": "show me the board as a grid", "ca": "ensenya el tauler com una graella",
    "nl": "toon het bord als raster", "pt": "mostra o tabuleiro como uma grelha",
    "it": "mostra il tavolo come griglia",
}  # fmt: skip


def _cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(lang, line) for lang, lines in table.items() for line in lines]


@pytest.mark.parametrize(("lang", "line"), _cases(SETTING_ASKED))
def test_a_setting_asked_about_is_read_not_changed(lang: str, line: str) -> None:
    intent = P.parse(line, lang)
    assert isinstance(intent, Setting) and intent.value is None, (line, format_intent(intent))
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    before = (s.settings.speech, s.settings.quickplay, s.settings.verbosity, s.settings.lang)
    s.handle(line)
    assert (s.settings.speech, s.settings.quickplay, s.settings.verbosity, s.settings.lang) == before, line


@pytest.mark.parametrize(("lang", "line"), _cases(SETTING_SAID))
def test_a_setting_said_still_changes(lang: str, line: str) -> None:
    intent = P.parse(line, lang)
    assert isinstance(intent, Setting) and intent.value is not None, (line, format_intent(intent))


@pytest.mark.parametrize(("lang", "line"), _cases(DEAL_JUDGED))
def test_a_deal_judged_draws_nothing(lang: str, line: str) -> None:
    assert not changes_game(P.parse(line, lang)), line
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    stock = len(s.game.state.stock)
    s.handle(line)
    assert len(s.game.state.stock) == stock and s.game.moves == 0, line


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_draw_said_beside_a_judged_deal_still_draws(lang: str) -> None:
    line = {"en": "good deal, draw", "nl": "mooie deal, trek"}[lang]
    assert format_intent(P.parse(line, lang)) == "cmd draw", line


@pytest.mark.parametrize(("lang", "line"), SHOWN_AS.items())
def test_the_board_shown_as_a_grid_is_the_grid(lang: str, line: str) -> None:
    assert format_intent(P.parse(line, lang)) == "cmd show", line  # never the ace of spades ("as")


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_board_named_alone_is_the_board(lang: str) -> None:
    line = {"en": "show the board", "nl": "toon het bord"}[lang]
    assert format_intent(P.parse(line, lang)) == "cmd board", line
