"""Card names, as the read-outs say them: one catalogue entry per card, because
languages compose them differently ("as de diamants", "ruitenaas", "schoppen 3")."""

from __future__ import annotations

from fortythieves.lang.i18n import Translator


def card_names(t: Translator) -> tuple[str, ...]:
    """The 52 names in `Suit` then `Rank` order: index = suit * 13 + rank - 1."""
    return (
        # Translators: a card name in read-outs, no article: ca "as de diamants", nl "ruitenaas".
        t.pgettext("card", "ace of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "2 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "3 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "4 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "5 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "6 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "7 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "8 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "9 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "10 of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "jack of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "queen of spades"),
        # Translators: a card's name, no article.
        t.pgettext("card", "king of spades"),
        # Translators: a card name in read-outs, no article: ca "as de diamants", nl "ruitenaas".
        t.pgettext("card", "ace of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "2 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "3 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "4 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "5 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "6 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "7 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "8 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "9 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "10 of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "jack of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "queen of hearts"),
        # Translators: a card's name, no article.
        t.pgettext("card", "king of hearts"),
        # Translators: a card name in read-outs, no article: ca "as de diamants", nl "ruitenaas".
        t.pgettext("card", "ace of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "2 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "3 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "4 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "5 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "6 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "7 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "8 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "9 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "10 of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "jack of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "queen of diamonds"),
        # Translators: a card's name, no article.
        t.pgettext("card", "king of diamonds"),
        # Translators: a card name in read-outs, no article: ca "as de diamants", nl "ruitenaas".
        t.pgettext("card", "ace of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "2 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "3 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "4 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "5 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "6 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "7 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "8 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "9 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "10 of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "jack of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "queen of clubs"),
        # Translators: a card's name, no article.
        t.pgettext("card", "king of clubs"),
    )


def card_names_onto(t: Translator) -> tuple[str, ...]:
    """The names as said after "onto" ("onto the 8 of spades"), for languages that inflect
    them there (Croatian: "na pik osmicu"); elsewhere the same as `card_names`."""
    return (
        # Translators: a card name after "onto" / "on" (where a card is put). If your language does not
        # inflect card names there, write exactly the same as the plain card name (context "card").
        t.pgettext("card onto", "ace of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "2 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "3 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "4 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "5 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "6 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "7 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "8 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "9 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "10 of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "jack of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "queen of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "king of spades"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "ace of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "2 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "3 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "4 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "5 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "6 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "7 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "8 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "9 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "10 of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "jack of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "queen of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "king of hearts"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "ace of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "2 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "3 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "4 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "5 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "6 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "7 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "8 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "9 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "10 of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "jack of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "queen of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "king of diamonds"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "ace of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "2 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "3 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "4 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "5 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "6 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "7 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "8 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "9 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "10 of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "jack of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "queen of clubs"),
        # Translators: a card name after "onto" (see "ace of spades" in this context).
        t.pgettext("card onto", "king of clubs"),
    )


def card_names_subject(t: Translator) -> tuple[str, ...]:
    """The names as the subject of a sentence or the object of a verb ("the 7 of spades
    cannot go …", "moved the 7 of spades"), for languages whose article there depends on
    the card (Italian "il 7", "l'asso", "la donna"); elsewhere the same as `card_names`."""
    return (
        # Translators: a card name as the subject of a sentence or right after a verb ("The 7 of spades
        # cannot go …", "Moved the 7 of spades …"). Where the article depends on the card, write it here
        # (it "il 7 di picche", "l'asso di picche", "la donna di picche"; pt "o 7 de espadas", "a dama de
        # espadas"); otherwise write exactly the plain card name (context "card").
        t.pgettext("card subject", "ace of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "2 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "3 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "4 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "5 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "6 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "7 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "8 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "9 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "10 of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "jack of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "queen of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "king of spades"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "ace of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "2 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "3 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "4 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "5 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "6 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "7 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "8 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "9 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "10 of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "jack of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "queen of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "king of hearts"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "ace of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "2 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "3 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "4 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "5 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "6 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "7 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "8 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "9 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "10 of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "jack of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "queen of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "king of diamonds"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "ace of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "2 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "3 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "4 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "5 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "6 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "7 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "8 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "9 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "10 of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "jack of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "queen of clubs"),
        # Translators: a card name as a subject (see "ace of spades" in this context).
        t.pgettext("card subject", "king of clubs"),
    )
