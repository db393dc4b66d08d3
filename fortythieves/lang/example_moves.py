"""The example of one card put on another, made from the building rule of the variant
being played, so that help and the rules sheet never teach a move that game refuses."""

from __future__ import annotations

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.lang.cardnames import card_names_onto, card_names_subject
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import words

EXAMPLE_CARD = Card(Rank.SEVEN, Suit.SPADES)
RUN_CARD = Card(Rank.QUEEN, Suit.SPADES)  # a run's highest card, in the example of moving a run


def example_target(v: Variant) -> Card:
    """The first 8, in suit order, that the 7 of spades goes on in `v`: the 8 of spades
    where cards build in their own suit, the 8 of hearts where they build on another
    suit or colour."""
    return v.build.builds_on(EXAMPLE_CARD)[0]


def _index(card: Card) -> int:
    return card.suit * 13 + card.rank - 1


def move_example(t: Translator, v: Variant) -> str:
    """The command that puts the 7 of spades on an 8 it may go on in `v`."""
    # Translators: an example command shown in help and the rules sheet: one card put on another; the game
    # must understand it in your language (the tests check it in every variant). {card} is the 7 of spades
    # as a sentence's subject (context "card subject"); {target} is the card it goes on, as said after
    # "onto" (context "card onto"): the 8 of spades or the 8 of hearts, whichever the variant's building
    # rule allows.
    text = t.pgettext("example command", "put the {card} on the {target}")
    return text.format(
        card=card_names_subject(t)[_index(EXAMPLE_CARD)], target=card_names_onto(t)[_index(example_target(v))]
    )


def short_example(lang: str, v: Variant) -> str:
    """The same move in short form, with the language's suit letters: "7s 8h", Catalan "7p 8c"."""
    letters = words(lang, "letter-suits")
    target = example_target(v)
    return f"{EXAMPLE_CARD.rank.short}{letters[EXAMPLE_CARD.suit]} {target.rank.short}{letters[target.suit]}"


def run_target() -> Card:
    """The first king, in suit order, that the queen of spades goes on in every variant
    where runs move: one example serves all their sheets and the standard one."""
    fits = [set(v.build.builds_on(RUN_CARD)) for v in VARIANTS if v.sequences]
    return min(set.intersection(*fits), key=_index)


def run_example(t: Translator) -> str:
    """The command that moves a run by its highest card, the queen of spades, onto the
    king of hearts (`run_target`)."""
    # Translators: an example command in the rules sheet of the variants where runs move: the queen of
    # spades put on the king of hearts, which moves the cards on the queen too. Word it as a player types
    # a move in your language; the game must understand it (a test checks it).
    return t.pgettext("example command", "put the queen of spades on the king of hearts")
