"""`why?` right after the hinted move was made says the move was made and why it was good,
in every language; before it is made, the hint is explained as still to do."""

from __future__ import annotations

import pytest
from test_hint import ENDGAME, QUEEN_HOME, FakeAdvisor

from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.advisor import Advice, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf


def session(lang: str, advice: Advice) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=FakeAdvisor(advice))
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("length", [9, None])
def test_why_after_the_hint_was_played_says_it_was_made(lang: str, length: int | None) -> None:
    outlook = Outlook.WINNABLE if length else Outlook.UNKNOWN
    s = session(lang, Advice(outlook, QUEEN_HOME, length))
    s.handle(word(lang, "hint"))
    before = s.handle(word(lang, "why")).text  # the hint, still to do
    s.handle(word(lang, "play-hint"))
    assert s.game.moves == 1 and s.game.state.foundations[0]
    after = s.handle(word(lang, "why")).text
    t = translator(lang)
    if length:
        made = t.ngettext(
            "You made that move: {move}. It was a good one: the solver found a way to win in {count} move "
            "from there, and that was it.",
            "You made that move: {move}. It was a good one: the solver found a way to win in {count} moves "
            "from there, and that was the first of them.",
            length,
        )
    else:
        made = t._(
            "You made that move: {move}. It was the move the search rated best, though no way to win was "
            "known, so it may not lead to a win."
        )
    opening = made.split("{move}")[0]
    assert after != before and after.startswith(opening), after
    assert not before.startswith(opening)
