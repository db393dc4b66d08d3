"""Replies that guide: a drawn or turned-up card says where it can be played, at every
verbosity and in every language."""

from __future__ import annotations

from collections import Counter

import pytest

from fortythieves.core.cards import Card, double_deck
from fortythieves.core.rules import Rule
from fortythieves.core.variants import get_variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.phrasing import Phraser, Verbosity, capital
from fortythieves.lang.ruletext import rule_text
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

# The seeds' example deal: the exposed cards are 2H, 9H, 8H, 7D, JS, QS, 4H, 3H, 4D, 10C.
SEED_COLUMNS = {
    1: "AD 3S KH 2H",
    2: "JC 3H 2S 9H",
    3: "9C JH AH 8H",
    4: "8D 9D KC 7D",
    5: "10D 9S AH JS",
    6: "KC JS 8S QS",
    7: "9D QH 6D 4H",
    8: "9H AS AC 3H",
    9: "6C 5S 7H 4D",
    10: "5D 9C 2S 10C",
}


def position(
    columns: dict[int, str],
    first: str = "",
    *,
    variant: str = "forty-thieves",
    foundations: dict[int, str] | None = None,
    waste: str = "",
) -> str:
    """A layout whose stock draws the cards `first` first, then the cards left over."""
    v = get_variant(variant)
    lines = [f"variant: {v.key}"]
    used: Counter[Card] = Counter()

    def cards(text: str) -> list[Card]:
        return [Card.parse(x.strip("[]")) for x in text.split()]

    for i in range(1, v.columns + 1):
        lines.append(f"column {i}: {columns.get(i, '')}")
        used.update(cards(columns.get(i, "")))
    for i, text in (foundations or {}).items():
        lines.append(f"foundation {i}: {text}")
        used.update(cards(text))
    if foundations or waste:
        lines.append(f"waste: {waste}")
        used.update(cards(waste))
    drawn = cards(first)
    used.update(drawn)
    rest = Counter(double_deck()) - used
    assert not used - Counter(double_deck()), "a card more than twice"
    stock = drawn + [c for c in dict.fromkeys(double_deck()) for _ in range(rest[c])]
    lines.append("stock: " + " ".join(str(c) for c in stock))
    return "\n".join(lines) + "\n"


def session(lang: str, layout: str, verbosity: Verbosity = Verbosity.NORMAL) -> Session:
    s = Session(settings=Settings(verbosity=verbosity))
    s.open(layout=layout, requested_lang=lang)
    return s


def draw(s: Session) -> str:
    return s.handle(word(s.lang, "draw")).text


def onto(lang: str, card: str, column: int) -> str:
    """The place phrase as the language says it: "on the 9 of hearts in column 2"."""
    p = Phraser(translator(lang))
    there = p.t.pgettext("where a card goes", "on the {card} in column {number}")
    return there.format(card=p.card_onto(Card.parse(card)), number=column)


def to_foundation(lang: str, number: int) -> str:
    t = translator(lang)
    return t.pgettext("where a card goes", "to foundation {number}").format(number=number)


def drawn_alone(lang: str, card: str) -> str:
    p = Phraser(translator(lang))
    return p.t._("Drew the {card}.").format(card=p.card(Card.parse(card)))


@pytest.mark.parametrize("verbosity", list(Verbosity))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_drawn_card_says_the_column_it_goes_on(lang: str, verbosity: Verbosity) -> None:
    s = session(lang, position(SEED_COLUMNS, "8H KS"), verbosity)
    text = draw(s)
    assert onto(lang, "9H", 2) in text, text
    assert "{" not in text
    # the king of spades has nowhere to go (no empty column): nothing more is said
    text = draw(s)
    assert text.startswith(capital(drawn_alone(lang, "KS"))), text


def test_a_drawn_card_in_english() -> None:
    columns = dict(SEED_COLUMNS)
    columns[10] = "5D 9C 10C 2C"
    s = session("en", position(columns, "8H AC KS 6D"))
    assert (
        draw(s) == "Drew the 8 of hearts; it goes on the 9 of hearts in column 2. 63 cards left in the stock."
    )
    # a foundation first, then the column; two foundations that would take it are one place
    assert draw(s) == (
        "Drew the ace of clubs; it goes to foundation 4 or on the 2 of clubs in column 10. "
        "62 cards left in the stock."
    )
    assert draw(s) == "Drew the king of spades. 61 cards left in the stock."
    assert (
        draw(s)
        == "Drew the 6 of diamonds; it goes on the 7 of diamonds in column 4. 60 cards left in the stock."
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_drawn_ace_names_its_foundation(lang: str) -> None:
    s = session(lang, position(SEED_COLUMNS, "AS"), Verbosity.BRIEF)
    assert to_foundation(lang, 1) in draw(s)


def test_two_columns_that_take_the_card_are_both_named() -> None:
    columns = dict(SEED_COLUMNS)
    columns[8] = "10H AS AC 3H"
    columns[4] = "8D 9D KC 9H"  # a second 9 of hearts at the end of a column
    s = session("en", position(columns, "8H"))
    assert "it goes on the 9 of hearts in column 2 or on the 9 of hearts in column 4. " in draw(s)


def test_an_empty_column_is_named_only_when_it_helps() -> None:
    columns = dict(SEED_COLUMNS)
    columns[3] = ""  # an empty column; the jack of spades ends column 5
    # the queen of spades to the empty column lets the jack of spades build on it
    s = session("en", position(columns, "QS", foundations={1: "AS"}))
    assert draw(s).startswith("Drew the queen of spades; it goes to an empty column. ")
    # the king of diamonds there would let nothing move: said plainly
    s = session("en", position(columns, "KD", foundations={1: "AS"}))
    assert draw(s).startswith("Drew the king of diamonds. ")
    # a card that goes somewhere else is not also sent to the empty column
    s = session("en", position(columns, "8H", foundations={1: "AS"}))
    text = draw(s)
    assert "empty" not in text and "on the 9 of hearts in column 2" in text


def test_the_waste_card_freed_makes_an_empty_column_useful() -> None:
    columns = dict(SEED_COLUMNS)
    columns[3] = ""
    # under the king of diamonds lies the 8 of hearts, which goes on the 9 of hearts
    s = session("en", position(columns, "KD", foundations={1: "AS"}, waste="8H"))
    assert draw(s).startswith("Drew the king of diamonds; it goes to an empty column. ")


def test_little_forty_names_the_top_card_of_three() -> None:
    columns = {i: "" for i in range(1, 11)}
    columns.update({1: "9C 2D", 2: "KS 5H", 3: "QD JH", 4: "8S 7C"})
    s = session("en", position(columns, "4C 3C 4S", variant="little-forty", foundations={1: "AS"}))
    text = draw(s)
    assert text.startswith(
        "Drew 4 of clubs, 3 of clubs, and 4 of spades; the 4 of spades is on top and goes on the "
        "5 of hearts in column 2."
    ), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_turned_face_up_says_where_it_goes(lang: str) -> None:
    # Number Ten: moving the 9 of hearts off column 1 turns up the 5 of clubs, which
    # goes on the 6 of hearts at the end of column 3 (other colour)
    columns = {i: "" for i in range(1, 11)}
    columns.update({1: "[5C] 9H", 2: "10S", 3: "7C 6H", 4: "KD"})
    s = session(lang, position(columns, variant="number-ten", foundations={1: "AS"}))
    p = Phraser(translator(lang))
    text = s.handle("c1 c2").text if lang != "en" else s.handle("move column 1 onto column 2").text
    assert onto(lang, "6H", 3) in text, text
    turned = p.t._("The {card} is turned face up; it goes {places}.")
    assert turned.format(card=p.card_subject(Card.parse("5C")), places=onto(lang, "6H", 3)) in text


# ----- why -------------------------------------------------------------------------------
MOVES = {  # the 6 of spades onto the 7 of hearts; the king of hearts onto the queen of spades;
    # the 6 of spades onto the 2 of clubs
    "en": ("put the 6 of spades on the 7 of hearts", "put the king of hearts on the queen of spades",
           "put the 6 of spades on the 2 of clubs"),
    "ca": ("posa el 6 de piques sobre el 7 de cors", "posa el rei de cors sobre la dama de piques",
           "posa el 6 de piques sobre el 2 de trèvols"),
    "nl": ("leg schoppen 6 op harten 7", "leg hartenkoning op schoppenvrouw", "leg schoppen 6 op klaveren 2"),
    "pt": ("põe o 6 de espadas no 7 de copas", "põe o rei de copas na dama de espadas",
           "põe o 6 de espadas no 2 de paus"),
    "it": ("metti il 6 di picche sul 7 di cuori", "metti il re di cuori sulla donna di picche",
           "metti il 6 di picche sul 2 di fiori"),
    "hr": ("stavi pik šesticu na herc sedmicu", "stavi herc kralja na pik damu", "stavi pik šesticu na tref dvojku"),
}  # fmt: skip
# the 6 of spades, the king of hearts, the queen of spades and the 2 of clubs end columns; the 7 of
# hearts lies under the 2 of clubs
WHY_COLUMNS = {1: "5D 6S", 2: "9C 7H 2C", 3: "KH", 4: "QS", 5: "8D"}


def why(s: Session) -> str:
    return s.handle(word(s.lang, "why") + "?").text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_explains_the_last_refusal_whoever_refused(lang: str) -> None:
    s = session(lang, position(WHY_COLUMNS, foundations={1: "AS"}))
    p = Phraser(translator(lang))
    onto_seven, king, onto_two = MOVES[lang]
    rules = s.game.variant
    build = rule_text(p.t, Rule.BUILD, rules)
    # the resolver's own refusal: no column ends with the 7 of hearts
    s.handle(onto_seven)
    said = why(s)
    assert said.startswith(p.refusals.explain_column_end() + " "), said
    assert capital(p.card(Card.parse("7H"))) in said  # and where the 7 of hearts is
    # a build refused: the building rule
    s.handle(onto_two)
    assert why(s) == build
    # then a king refused: the king's rule, never the older one nor the same-suit rule
    s.handle(king)
    said = why(s)
    king_rule = p.t._(
        "A king is the highest card: there is no card one rank higher to put it on, so it goes only on an empty column."
    )
    assert said == king_rule, said
    # the resolver refuses again: its refusal is the one explained
    s.handle(onto_seven)
    assert why(s).startswith(p.refusals.explain_column_end())


def test_why_after_the_resolver_refused_in_english() -> None:
    s = session("en", position(WHY_COLUMNS, foundations={1: "AS"}))
    assert s.handle("why").text == "No move has been refused yet."
    assert s.handle("put the 6 of spades on the 7 of hearts").text == (
        "No column ends with the 7 of hearts, so nothing can go on it."
    )
    assert s.handle("why").text == (
        "A card goes only onto the exposed card at the end of a column. 7 of hearts: one in column 2, "
        "second from the bottom, under the 2 of clubs; the other is not in sight."
    )
    s.handle("put the 5 of diamonds on the 6 of spades")
    assert s.handle("why").text.startswith("Only one card moves at a time")
    s = session("en", position(SEED_COLUMNS))
    s.handle("put the 10 of clubs in an empty column")
    assert s.handle("why").text == (
        "Every column still holds cards: a column is empty only when its last card has moved away."
    )
    s.handle("undo")
    assert s.handle("why").text == "That was not a rule of the game, only a slip: try again."
