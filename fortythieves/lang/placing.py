"""The verbs that place a card: "put the card on column 8" says where the card goes, never
where it lies. Verbs that give no direction ("play the card in column 6", "take the card
in column 6") leave the place after "the card" as the card's own."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, forms_of, phrases_of
from fortythieves.lang.i18n import Translator


def _placing_words(t: Translator) -> str:
    # Translators: the verbs that put a card somewhere, as in "put the card on column 8" ("|"-separated),
    # every form a player types (imperative, infinitive, polite): after one of them, "on column 8" is where
    # the card goes, and the game asks which card when none is named. Leave out the verbs that may say
    # where a card is taken from ("play", "take"): "play the card in column 6" plays that column's card.
    return t.pgettext(
        "command words",
        "put|place|set|lay|move|drop|stick|shift|slide|shove|drag|transfer|send|bring|carry",
    )


@cache
def placing_words(lang: str) -> frozenset[str]:
    """The verbs that place a card, in `lang` and English, folded. An English verb that is
    another word in `lang` (Croatian "put", a time) only makes a line with "the card" and
    one place after it refused."""
    return forms_of(_placing_words, lang)


def _with_it_words(t: Translator) -> str:
    # Translators: the words that say "with it" after the place a card is sent to, as in "to the
    # foundation with it", "naar het fundament ermee", "para a base com ela" ("|"-separated): a line with
    # a place and one of them moves the card named last there. Give the same words among those for "it".
    return t.pgettext("command words", "with it|with that one")


@cache
def with_it_words(lang: str) -> frozenset[str]:
    """The words for "with it" after a place a card is sent to, in `lang` and English, folded."""
    return forms_of(_with_it_words, lang)


def _anywhere_words(t: Translator) -> str:
    # Translators: what a player says after a card or a column, in place of where it goes, to mean "to the
    # place it can go", as in "play column 8 wherever it fits", "put the jack anywhere" ("|"-separated):
    # "wherever it fits", "wherever it goes", "anywhere", every form a player types. With a verb they send
    # the card to a place it can go; when there are several the game asks which.
    return t.pgettext(
        "anywhere words",
        "wherever it fits|wherever it goes|wherever it can go|wherever it will go|wherever you can|wherever"
        "|anywhere it fits|anywhere it goes|anywhere it can go|anywhere|wherever possible|where it fits"
        "|where it can go|where it goes|somewhere it fits|to wherever it fits|to wherever it goes",
    )


@cache
def anywhere_words(lang: str) -> frozenset[Phrase]:
    """The words for "wherever it goes" said in place of a card's place, in `lang` and English."""
    return phrases_of(_anywhere_words, lang)


@cache
def which_cards_words(lang: str) -> frozenset[Phrase]:
    """The words that open "which cards can go on the 10?", in `lang` and English."""
    return phrases_of(_which_cards_words, lang)


@cache
def can_go_words(lang: str) -> frozenset[Phrase]:
    """The words of "can" in "which cards can I put on the 10?", in `lang` and English."""
    return phrases_of(_can_go_words, lang)


@cache
def wherever_words(lang: str) -> frozenset[Phrase]:
    """The words for "where", "wherever" that begin "where it goes", in `lang` and English."""
    return phrases_of(_wherever_words, lang)


@cache
def it_goes_words(lang: str) -> frozenset[Phrase]:
    """The words said after "where" in "play the 8 where it goes", in `lang` and English."""
    return phrases_of(_it_goes_words, lang)


def _wherever_words(t: Translator) -> str:
    # Translators: the words for "where" and "wherever" that begin "where it goes" said after a card that is
    # played, in place of its place ("play the 8 of clubs where it goes", "gioca l'otto dove va", "odigraj
    # osmicu gdje god paše"), "|"-separated, every form: "where", "wherever", "to where". The words after
    # them are the next entry's.
    return t.pgettext("anywhere words", "where|wherever|anywhere|to where|to wherever|somewhere")


def _it_goes_words(t: Translator) -> str:
    # Translators: the words said after "where" in "play the 8 where it goes", "wherever it'll fit"
    # ("|"-separated), each a word or a short phrase: the pronouns of the card ("it"), the verbs of going,
    # fitting or belonging in every person and form players type, with and without accents ("goes", "fits",
    # "can go", "belongs"), the modals ("can", "will") and the particles of "-ever" said apart (Dutch "ook",
    # Croatian "god"). A line with a verb of playing, a card and "where" followed only by these sends the
    # card to a place it can go; without a verb of playing it stays a question.
    return t.pgettext(
        "anywhere words",
        "it|it s|it ll|it will|it can|it may|you can|can|could|will|may|might|go|goes|fit|fits|belongs"
        "|belong|is possible|possible|ever|there is room|there s room|is free|there|room|best",
    )


def _which_cards_words(t: Translator) -> str:
    # Translators: the words that open a question of which cards can go on a card, as in "which cards can I
    # put on the ten of hearts?", "what can go on the ten of hearts?" ("|"-separated): "what", "which",
    # "which cards", "what cards", every gender and number, with the small words players put after them
    # (Portuguese "que cartas é que"). Then come a word of "can", a verb of putting or going and the card.
    return t.pgettext(
        "fits words",
        "what|which|which cards|what cards|which card|what card|which ones|what else|which other cards",
    )


def _can_go_words(t: Translator) -> str:
    # Translators: the words of "can" in "which cards can I put on the ten of hearts?", "what cards can go on
    # the ten?" ("|"-separated), every person and number (I, we, they, one), with the subject pronoun when
    # it is said apart ("can I", "kan ik", "mogu li"), and "would", "will". The game says the cards the rules
    # let go on that card and moves nothing.
    return t.pgettext(
        "fits words",
        "can|can i|can we|can you|could|could i|could we|may|may i|will|would|is it possible to|am i able to"
        "|i can|we can|you can|one can|be|be able to|are able to",
    )


def _empty_place_words(t: Translator) -> str:
    # Translators: everyday nouns for a place on the table that, said beside the word for "empty" ("into the
    # empty spot", "to an open space", Catalan "a l'espai buit", Croatian "na prazno mjesto"), name an empty
    # column, "|"-separated, every form (plural, cases). Said without the word for "empty" they name nothing.
    # Leave out the words for a pile or a stack: an empty pile may be a foundation.
    return t.pgettext("empty place words", "spot|spots|space|spaces|slot|slots|place|places")


@cache
def empty_place_words(lang: str) -> frozenset[str]:
    """The nouns that, beside the word for "empty", name an empty column, in `lang` and
    English, folded."""
    return forms_of(_empty_place_words, lang)


def _where_to_words(t: Translator) -> str:
    # Translators: the words that, said after "where" in a question about a card, ask where it can go
    # rather than where it lies ("where do I put the 6 of clubs?", "where does the 6 go?", "where to put
    # it?"), "|"-separated: the asking words of the present, and the forms of the verbs of placing and
    # going that ask so in your language (Catalan "on poso el 6?", Portuguese "onde ponho o 6?", Italian
    # "dove metto il 6?", Croatian "gdje da stavim šesticu?"). Never a form of the past ("where did I put
    # it?" asks where it lies). The words for "can" and "should" ask so already.
    return t.pgettext("where words", "do i|do we|does|do|to put|to move|to play")


@cache
def where_to_words(lang: str) -> frozenset[Phrase]:
    """The words that, after "where", ask where a card can go, in `lang` and English."""
    return phrases_of(_where_to_words, lang)
