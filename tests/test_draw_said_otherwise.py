""" "Flip over the next one", "destapa una carta de la pila", "draai de volgende om": a draw said
with another verb of turning a card up, with "the next one" as what it turns over, with the
parts of a verb said apart (Dutch "draai ... om"), and from an everyday word for a pile (the
stock, the one pile a card is drawn from). The words for "the next one" alone still ask the
next of what was said, and a verb of drawing with a card named after it draws nothing."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

DRAWS = {
    "en": ("turn over the next one please", "uncover another card", "reveal the next one from the pile"),
    "ca": ("destapa la següent", "descobreix una carta del munt, va", "aixeca'n una de la pila"),
    "nl": ("draai nog eentje om", "draai de volgende kaart om", "draai er een van de stapel om"),
    "pt": ("desvira a próxima", "destapa uma carta da pilha", "desvira a seguinte, por favor"),
    "it": ("voltane una", "scopri la successiva", "gira la seguente dal mucchio"),
    "hr": ("otkrij sljedeću", "okreni novu kartu s hrpe", "otkrij iduću kartu"),
}
# a verb of taking whose only object is "the next one" takes it from the stock
TAKEN = {
    "en": "get the next one off the pile",
    "ca": "agafa'n una del munt",
    "nl": "pak de volgende maar",
    "pt": "pega a seguinte do monte",
    "it": "prendi la successiva",
    "hr": "uzmi iduću s hrpe",
}
# a verb of placing says nothing of where "the next one" goes: no draw
PLACED = {
    "en": "put the next one",
    "ca": "posa la següent",
    "nl": "leg de volgende",
    "pt": "põe a próxima",
    "it": "metti la prossima",
    "hr": "stavi sljedeću",
}
# a verb of drawing with a card named is no draw, nor is "the next one" said with no verb
NO_DRAW = {
    "en": ("uncover the 5 of hearts", "the next one from the pile"),
    "ca": ("destapa el 5 de cors", "la següent de la pila"),
    "nl": ("draai harten 5 om", "de volgende van de hoop"),
    "pt": ("desvira o 5 de copas", "a seguinte da pilha"),
    "it": ("scopri il 5 di cuori", "la successiva dal mucchio"),
    "hr": ("otkrij herc peticu", "iduću s hrpe"),
}


def test_every_language_has_its_cases() -> None:
    assert set(DRAWS) == set(NO_DRAW) == set(TAKEN) == set(PLACED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang, lines in DRAWS.items() for line in lines])
def test_the_line_draws(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.DRAW), line


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in NO_DRAW.items() for line in lines]
)
def test_the_line_draws_nothing(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) != "cmd draw", line


@pytest.mark.parametrize(("lang", "line"), sorted(TAKEN.items()))
def test_the_next_one_taken_draws(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.DRAW), line


@pytest.mark.parametrize(("lang", "line"), sorted(PLACED.items()))
def test_the_next_one_placed_draws_nothing(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) != "cmd draw", line


@pytest.mark.parametrize("line", ["turn it off", "turn on", "turn that off please", "flip it on"])
def test_a_switch_said_with_a_verb_of_drawing_draws_nothing(line: str) -> None:
    assert format_intent(parse(line, "en")) != "cmd draw", line


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_card_is_drawn(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(requested_lang=lang, environ={})
    stock = len(s.game.state.stock)
    s.handle(DRAWS[lang][0])
    assert len(s.game.state.stock) == stock - 1
