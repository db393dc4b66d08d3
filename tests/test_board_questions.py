"""Questions about the board the game answers without moving anything, in six languages:
which cards may go on a card or a place ("what can go on the queen of hearts?"), which
cards lie under a card ("what is under the king of spades?"), and whether a column is
empty ("ci sono colonne vuote?"). Each is a grammar line of the catalogues (the words
that ask, then a card or a place), and its reply names the cards by the rules."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.intents import About, CardRef, Read, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, help_topics
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")

# new phrasings of each question, and what they read
PARSED = {
    "en": [
        ("which cards can go on column 5?", "fits c5"),
        ("what can I put on foundation 1?", "fits f1"),
        ("what fits on the 8 of spades", "fits 8S"),
        ("what can go on the queen in column 5?", "fits rank Q in c5"),
        ("what's under the king of clubs?", "under KC"),
        ("what lies beneath the queen of spades in column 2?", "under QS in c2"),
        ("is there anything under the 5 of clubs?", "under 5C"),
        ("do I have a free column", "read empty"),
        ("are any columns empty?", "read empty"),
        ("how many empty columns do I have?", "read empty"),
    ],
    "ca": [
        ("què hi puc posar sobre la dama de cors?", "fits QH"),
        ("què va sobre la columna 3?", "fits c3"),
        ("quines cartes poden anar sobre el 8 de piques?", "fits 8S"),
        ("què va a la base 2?", "fits f2"),
        ("què hi ha sota el rei de trèvols?", "under KC"),
        ("què hi ha a sota del 5 de trèvols?", "under 5C"),
        ("quina carta hi ha sota la dama de piques de la columna 2?", "under QS in c2"),
        ("hi ha alguna columna buida?", "read empty"),
        ("quines columnes estan buides?", "read empty"),
    ],
    "nl": [
        ("wat kan er op de hartenvrouw?", "fits QH"),
        ("wat past op kolom 3?", "fits c3"),
        ("welke kaarten passen op schoppen 8?", "fits 8S"),
        ("wat kan ik op de hartenvrouw leggen?", "fits QH"),
        ("wat ligt er onder de klaverenheer?", "under KC"),
        ("wat ligt onder de klaveren 5?", "under 5C"),
        ("is er een lege kolom?", "read empty"),
        ("welke kolommen zijn leeg?", "read empty"),
    ],
    "pt": [
        ("o que pode ir para cima da dama de copas?", "fits QH"),
        ("o que posso pôr na coluna 3?", "fits c3"),
        ("que cartas podem ir sobre o 8 de espadas?", "fits 8S"),
        ("o que está debaixo do rei de paus?", "under KC"),
        ("o que há por baixo do 5 de paus?", "under 5C"),
        ("há alguma coluna vazia?", "read empty"),
        ("quais colunas estão vazias?", "read empty"),
    ],
    "it": [
        ("cosa può andare sulla donna di cuori?", "fits QH"),
        ("cosa posso mettere sulla colonna 3?", "fits c3"),
        ("quali carte vanno sull'8 di picche?", "fits 8S"),
        ("cosa c'è sotto il re di fiori?", "under KC"),
        ("che c'è sotto il 5 di fiori?", "under 5C"),
        ("ci sono colonne vuote?", "read empty"),
        ("quali colonne sono vuote?", "read empty"),
    ],
    "hr": [
        ("što može ići na herc damu?", "fits QH"),
        ("što mogu staviti na stupac 3?", "fits c3"),
        ("koje karte idu na pik osmicu?", "fits 8S"),
        ("što je ispod tref kralja?", "under KC"),
        ("što ima ispod tref petice?", "under 5C"),
        ("ima li prazan stupac?", "read empty"),
        ("koji su stupci prazni?", "read empty"),
    ],
}

# the replies on the endgame position (columns 6 to 10 empty, foundations 3 and 4 complete)
REPLIES = {
    "en": [
        ("any empty columns?", "5 columns are empty: column 6, column 7, column 8, column 9 and column 10."),
        ("what can go on column 7?", "Column 7 is empty: any card can go there."),
        ("what goes on foundation 4?", "Foundation 4 is complete: no card can go on it."),
        ("what is under the queen of clubs?", "Queen of clubs, in column 2. Under it: king of hearts."),
        (
            "what's under the king in column 5?",
            "King of hearts, in column 5: nothing is under it; it is the bottom card.",
        ),
        (
            "what can go on the queen of hearts?",
            "The card that can go on the queen of hearts: jack of hearts. Jack of hearts: one on foundation 2 for hearts; the other on foundation 6 for hearts.",
        ),
    ],
    "ca": [
        (
            "quantes columnes buides tinc?",
            "Hi ha 5 columnes buides: la columna 6, la columna 7, la columna 8, la columna 9 i la columna 10.",
        ),
        ("què hi puc posar a la columna 7?", "La columna 7 és buida: s’hi pot posar qualsevol carta."),
        ("què va a la base 4?", "La base 4 és completa: no s’hi pot posar cap carta més."),
        ("què hi ha sota la dama de trèvols?", "Dama de trèvols, a la columna 2. A sota: rei de cors."),
        (
            "què hi ha sota el rei de la columna 5?",
            "Rei de cors, a la columna 5: no hi ha res a sota; és la primera carta de la columna.",
        ),
        (
            "què hi pot anar sobre la dama de cors?",
            "La carta que pot anar sobre la dama de cors: sota de cors. Sota de cors: un exemplar a la base 2, la de cors; l’altre, a la base 6, la de cors.",
        ),
    ],
    "nl": [
        (
            "hoeveel lege kolommen heb ik?",
            "Er zijn 5 lege kolommen: kolom 6, kolom 7, kolom 8, kolom 9 en kolom 10.",
        ),
        ("wat past er op kolom 7?", "Kolom 7 is leeg: daar kan elke kaart op."),
        ("wat kan er op fundament 4?", "Fundament 4 is compleet: er kan geen kaart meer op."),
        ("wat ligt er onder de klavervrouw?", "Klaverenvrouw, in kolom 2. Daaronder: hartenkoning."),
        (
            "wat ligt er onder de heer in kolom 5?",
            "Hartenkoning, in kolom 5: daaronder ligt niets; het is de onderste kaart.",
        ),
        (
            "wat kan er op de hartenvrouw?",
            "De kaart die op de hartenvrouw past: hartenboer. Hartenboer: de ene ligt op fundament 2, harten; de andere op fundament 6, harten.",
        ),
    ],
    "pt": [
        (
            "quantas colunas vazias tenho?",
            "Há 5 colunas vazias: coluna 6, coluna 7, coluna 8, coluna 9 e coluna 10.",
        ),
        ("o que posso pôr na coluna 7?", "A coluna 7 está vazia: qualquer carta pode ir para lá."),
        ("o que pode ir para a base 4?", "A base 4 está completa: já não leva mais nenhuma carta."),
        ("o que está debaixo da dama de paus?", "Dama de paus, na coluna 2. Por baixo: rei de copas."),
        (
            "o que está debaixo do rei da coluna 5?",
            "Rei de copas, na coluna 5: não há nada por baixo; é a primeira carta da coluna.",
        ),
        (
            "o que pode ir para cima da dama de copas?",
            "A carta que pode ir sobre a dama de copas: valete de copas. Valete de copas: uma carta na base 2 de copas; a outra na base 6 de copas.",
        ),
    ],
    "it": [
        (
            "quante colonne vuote ho?",
            "Ci sono 5 colonne vuote: colonna 6, colonna 7, colonna 8, colonna 9 e colonna 10.",
        ),
        ("cosa posso mettere sulla colonna 7?", "La colonna 7 è vuota: ci può andare qualsiasi carta."),
        ("cosa va sulla base 4?", "La base 4 è completa: non ci va più nessuna carta."),
        ("cosa c'è sotto la donna di fiori?", "Donna di fiori, nella colonna 2. Sotto: re di cuori."),
        (
            "cosa c'è sotto il re della colonna 5?",
            "Re di cuori, nella colonna 5: sotto non c'è niente; è la prima carta della colonna.",
        ),
        (
            "cosa può andare sulla donna di cuori?",
            "La carta che può andare sulla donna di cuori: fante di cuori. Fante di cuori: una copia sulla base 2 di cuori; l'altra sulla base 6 di cuori.",
        ),
    ],
    "hr": [
        (
            "koliko imam praznih stupaca?",
            "Praznih je 5 stupaca: stupac 6, stupac 7, stupac 8, stupac 9 i stupac 10.",
        ),
        ("što mogu staviti na stupac 7?", "Stupac 7 je prazan: u njega može ići bilo koja karta."),
        ("što ide na temelj 4?", "Temelj 4 je popunjen: na njega više ne može ići nijedna karta."),
        ("što je ispod tref dame?", "Tref dama je u stupcu 2. Ispod su: herc kralj."),
        (
            "što je ispod kralja u stupcu 5?",
            "Herc kralj je u stupcu 5: ispod nema ništa, to je prva karta u stupcu.",
        ),
        (
            "što može ići na herc damu?",
            "Na herc damu može ići: herc dečko. Herc dečko: jedna je karta na temelju 2, herc, a druga je na temelju 6, herc.",
        ),
    ],
}

# the readings these questions must keep: a place read, the legal moves
KEPT = {
    "en": [("what's on column 3", "read c3"), ("what can I play", "cmd moves")],
    "ca": [("què hi ha a la columna 3?", "read c3"), ("què va passar?", "cmd repeat")],
    "nl": [("wat ligt er op kolom 3?", "read c3")],
    "pt": [("o que está na coluna 3?", "read c3")],
    "it": [("cosa c'è nella colonna 3?", "read c3"), ("che c'è sopra la colonna 3?", "read c3")],
    "hr": [("što je u stupcu 3?", "read c3")],
}


def test_every_language_is_covered() -> None:
    assert set(PARSED) == set(REPLIES) == set(KEPT) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_questions_are_read(lang: str) -> None:
    got = {line: format_intent(parse(line, lang)) for line, _ in PARSED[lang] + KEPT[lang]}
    assert got == dict(PARSED[lang] + KEPT[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("quick", [False, True])
def test_a_question_never_acts(lang: str, quick: bool) -> None:
    lines = [line for line, _ in PARSED[lang] + REPLIES[lang]] + list(OF_IT[lang][1:])
    assert not [line for line in lines if changes_game(parse(line, lang, quick))]
    s = Session(settings=Settings(lang=lang, quickplay=quick), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    for line in lines:
        before = s.game.state.key()
        s.handle(line)
        assert s.game.state.key() == before, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_answers_name_the_cards_by_the_rules(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, environ={})
    heard = [(line, s.handle(line).text) for line, _ in REPLIES[lang]]
    assert heard == REPLIES[lang]


def test_what_fits_names_each_copy_of_the_card_where_it_lies() -> None:
    s = Session(settings=Settings(lang="en"), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang="en", environ={})
    assert s.handle("what fits on column 4?").text == (
        "Column 4 ends with the 2 of spades. The card that can go on the 2 of spades: ace of spades. "
        "Ace of spades: one in column 5, covered by the 6 of hearts; the other in "
        "column 10, covered by 2 cards (6 of hearts and 3 of spades)."
    )
    assert s.handle("what can go on the queen of hearts?").text == (
        "Queen of hearts: neither copy is at the end of a column now, so nothing can go on it yet. "
        "The card that can go on the queen of hearts: jack of hearts. "
        "Jack of hearts: neither copy is in sight; both are in the stock."
    )
    assert s.handle("what can go on the ace of hearts").text == (
        "Nothing can go on the ace of hearts: no card is placed on an ace in a column."
    )
    assert s.handle("what goes on foundation 2?").text == (
        "Foundation 2, hearts, takes the ace of hearts next. Ace of hearts: one at the end of column 1; "
        "the other at the end of column 6."
    )
    # a card out of the columns is said where it is; a card said where it does not lie reads that column
    assert s.handle("what is under the king of spades?").text == (
        "King of spades: neither copy is in sight; both are in the stock."
    )
    assert s.handle("what's below the 7 in column 3?").text.startswith("Column 3: 5 of hearts")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_tells_of_them_and_its_example_is_understood(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    text = s.handle(f"help {help_topics(lang)['listening'][0]}").text
    quoted = [
        part.split(close)[0]
        for mark, close in ("“”", "«»", "„”")
        for part in text.split(mark)[1:]
        if "?" in part
    ]
    assert quoted
    assert format_intent(parse(quoted[0], lang)) == "read empty"


# a card named, then asked of with "it" or with nothing after the words that ask
OF_IT = {
    "en": ("ace of clubs", "what's under it?", "what can go on it?"),
    "ca": ("as de trèvols", "què hi ha a sota?", "què hi puc posar?"),
    "nl": ("klaverenaas", "wat ligt eronder?", "wat past erop?"),
    "pt": ("ás de paus", "o que está por baixo?", "o que posso pôr em cima?"),
    "it": ("asso di fiori", "cosa c'è sotto?", "cosa ci posso mettere?"),
    "hr": ("tref as", "što je ispod?", "što može ići na njega?"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_asked_of_the_card_named_last(lang: str) -> None:
    named, under, fits = OF_IT[lang]
    assert format_intent(parse(under, lang)) == "under it"
    assert format_intent(parse(fits, lang)) == "fits it"
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    nothing_named = s.handle(under).text
    card = parse(named, lang)
    assert isinstance(card, Read) and isinstance(card.what, CardRef)
    s.handle(named)
    below, onto = s.handle(under).text, s.handle(fits).text
    asked = [s.dispatch(dataclasses.replace(card, about=about)).text for about in (About.UNDER, About.FITS)]
    assert [below, onto] == asked
    assert below != nothing_named


# what can go on column 10 (it ends with the 3 of spades; the 2 of spades ends column 4)
ONTO_TEN = {
    "en": "what can go on column 10?",
    "ca": "què hi puc posar a la columna 10?",
    "nl": "wat past er op kolom 10?",
    "pt": "o que posso pôr na coluna 10?",
    "it": "cosa posso mettere sulla colonna 10?",
    "hr": "što mogu staviti na stupac 10?",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_do_it_after_what_fits_plays_the_one_move_named(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    before = s.game.state.key()
    s.handle(ONTO_TEN[lang])
    assert s.game.state.key() == before
    s.handle(all_entries(lang)["do-it"][0])
    assert len(s.game.history) == 1
    assert s.game.state.columns[9][-2:] == [Card(Rank(3), Suit.SPADES), Card(Rank(2), Suit.SPADES)]


def test_a_question_asked_while_the_game_asks_which_is_answered_and_the_choice_waits() -> None:
    s = Session(settings=Settings(lang="en"), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang="en", environ={})
    s.handle("what goes on foundation 2?")
    assert s.handle("do it").text == "Which ace of hearts: column 1 or column 6?"
    assert s.handle("what is under the ace of hearts?").text.startswith(
        "Ace of hearts, in column 1. Under it:"
    )
    assert s.handle("the one in column 6").text.startswith(
        "Moved the ace of hearts from column 6 to foundation 2."
    )


# a card or a place named first, then the question asked of "it" in the same line
NAMED_FIRST = {
    "en": [("column 3, what can go on it?", "fits c3"), ("the ace of clubs, what's under it?", "under AC")],
    "ca": [
        ("la columna 3, què hi puc posar?", "fits c3"),
        ("l'as de trèvols, què hi ha a sota?", "under AC"),
    ],
    "nl": [("kolom 3, wat past erop?", "fits c3"), ("de klaverenaas, wat ligt eronder?", "under AC")],
    "pt": [
        ("coluna 3, o que posso pôr em cima?", "fits c3"),
        ("o ás de paus, o que está por baixo?", "under AC"),
    ],
    "it": [
        ("colonna 3, cosa ci posso mettere?", "fits c3"),
        ("l'asso di fiori, cosa c'è sotto?", "under AC"),
    ],
    "hr": [("stupac 3, što može ići na njega?", "fits c3"), ("tref as, što je ispod?", "under AC")],
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("quick", [False, True])
def test_asked_of_what_the_line_names_first(lang: str, quick: bool) -> None:
    got = {line: format_intent(parse(line, lang, quick)) for line, _ in NAMED_FIRST[lang]}
    assert got == dict(NAMED_FIRST[lang])
