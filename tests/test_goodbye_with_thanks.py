""" "pronto, chega por hoje. obrigado!": a goodbye said with thanks, or by saying it is enough
for today, is a goodbye: the game answers as it answers "bye" (the word that leaves), never
"you're welcome" alone, and nothing is done. Thanks alone is still thanks. In every
language."""

from __future__ import annotations

import pytest

from fortythieves.lang.chatter import Chatter, chatter
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

# a plain goodbye, thanks alone, and goodbyes of the day said with thanks
LINES = {
    "en": ("goodbye", "thanks", ("ok, that's enough for today. thanks!", "thank you, bye!", "done for today, cheers")),
    "ca": ("adéu", "gràcies", ("bé, prou per avui. gràcies!", "gràcies, adéu!", "ho deixo per avui, gràcies")),
    "nl": ("doei", "bedankt", ("oké, genoeg voor vandaag. bedankt!", "bedankt, doei!", "dat was het voor vandaag, dank je")),
    "pt": ("adeus", "obrigado", ("pronto, chega por hoje. obrigado!", "obrigado, adeus!", "acabou por hoje, obrigada")),
    "it": ("arrivederci", "grazie", ("ok, basta per oggi. grazie!", "grazie, ciao ciao!", "per oggi ho finito, grazie")),
    "hr": ("doviđenja", "hvala", ("dobro, dosta za danas. hvala!", "hvala, doviđenja!", "gotovo za danas, hvala")),
}  # fmt: skip
CASES = [(lang, line) for lang in LANGUAGES for line in LINES[lang][2]]


def session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_a_goodbye_with_thanks_is_a_goodbye(lang: str, line: str) -> None:
    assert chatter(line, lang) is Chatter.FAREWELL
    s = session(lang)
    state = s.game.state.copy()
    said = s.handle(line)
    assert said.text == session(lang).handle(LINES[lang][0]).text
    assert not said.quit and s.game.state == state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_thanks_alone_is_still_thanks(lang: str) -> None:
    assert chatter(LINES[lang][1], lang) is Chatter.THANKS
