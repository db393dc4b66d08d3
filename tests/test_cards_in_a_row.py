"""Cards said in a row around one place ("the 2, 3 and 4 of diamonds to the foundation", "9 di
fiori alla base, poi 10 e fante", "dama e rei de espadas também"): each card is a move of its own,
done in turn through the real session; a card said after "then" goes where the card before it
went (a foundation: the one that takes it; a column: that column). A part not understood, or
cards after a command that moves no card, leave the whole line undone: never the first move
alone."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.variants import STANDARD
from fortythieves.lang.intents import MoveIntent, Series, Unknown, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

# the hearts and the diamonds are up to their aces; 2♥ and 3♥ end columns 1 and 2, 4♥ is on the
# waste; column 3 ends 4♦ 3♦ 2♦; 7♠ (column 5, on the 6♠) builds on the 8♠ of column 4
_REST = zip(range(6, 11), ("KC", "KC", "QC", "QC", "JC"), strict=True)
LAYOUT = "\n".join(
    (
        f"variant: {STANDARD.key}",
        "foundation 2: AH",
        "foundation 3: AD",
        "column 1: KS 2H",
        "column 2: KS 3H",
        "column 3: 9S 4D 3D 2D",
        "column 4: KH 8S",
        "column 5: 6S 7S",
        *(f"column {n}: {card}" for n, card in _REST),
        "waste: 4H",
    )
)
HEARTS_UP = Pile(PileKind.FOUNDATION, 1)
DIAMONDS_UP = Pile(PileKind.FOUNDATION, 2)
FOUR = Pile(PileKind.COLUMN, 3)

# per language: a card to the foundation, then a card said alone; then two; cards in a row to
# one place; the same after a verb; a card onto a card, then one more onto that column; a part
# not understood after "then"; a card after a draw
LINES = {
    "en": (
        "2 of hearts to the foundation, then the 3",
        "2 of hearts to the foundation, then the 3 and the 4",
        "the 2, 3 and 4 of diamonds to the foundation",
        "put the 2 and the 3 of hearts on the foundation",
        "move the 7 of spades onto the 8 of spades and then the 6",
        "2 of hearts to the foundation, then the zorblax",
        "draw then the 7",
    ),
    "ca": (
        "el 2 de cors a la base, i després el 3",
        "el 2 de cors a la base, i després el 3 i el 4",
        "el 2, el 3 i el 4 de diamants a la base",
        "posa el 2 i el 3 de cors a la base",
        "posa el 7 de piques sobre el 8 de piques i després el 6",
        "el 2 de cors a la base, i després el zorblax",
        "roba i després el 7",
    ),
    "nl": (
        "harten 2 naar het fundament, daarna de 3",
        "harten 2 naar het fundament en dan de 3 en de 4",
        "ruiten 2, 3 en 4 naar het fundament",
        "leg harten 2 en 3 op het fundament",
        "leg schoppen 7 op schoppen 8 en dan de 6",
        "harten 2 naar het fundament, daarna de zorblax",
        "trek en dan de 7",
    ),
    "pt": (
        "o 2 de copas para a base e depois o 3",
        "o 2 de copas para a base e depois o 3 e o 4",
        "o 2, o 3 e o 4 de ouros para a base",
        "põe o 2 e o 3 de copas na base",
        "põe o 7 de espadas no 8 de espadas e depois o 6",
        "o 2 de copas para a base e depois o zorblax",
        "tira uma carta e depois o 7",
    ),
    "it": (
        "il 2 di cuori in base, poi il 3",
        "il 2 di cuori in base, poi il 3 e il 4",
        "il 2, il 3 e il 4 di quadri in base",
        "metti il 2 e il 3 di cuori in base",
        "metti il 7 di picche sull'8 di picche e poi il 6",
        "il 2 di cuori in base, poi il zorblax",
        "pesca e poi il 7",
    ),
    "hr": (
        "herc dvojku na temelj, pa trojku",
        "herc dvojku na temelj, pa trojku i četvorku",
        "karo dvojku, trojku i četvorku na temelj",
        "stavi herc dvojku i trojku na temelj",
        "stavi pik sedmicu na pik osmicu pa šesticu",
        "herc dvojku na temelj, pa zorblax",
        "vuci pa sedmicu",
    ),
}


def dealt(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=LAYOUT, environ={})
    return s


def moved(reply: Reply) -> list[Pile | None]:
    """Where each move of the reply went."""
    return [e.outcome.move.target for e in reply.events if isinstance(e, ev.Moved)]


def up_to(s: Session, pile: Pile) -> Card:
    return s.game.state.foundations[pile.index][-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_said_after_then_goes_where_the_one_before_went(lang: str) -> None:
    s = dealt(lang)
    reply = s.handle(LINES[lang][0])
    assert moved(reply) == [HEARTS_UP] * 2 and up_to(s, HEARTS_UP).rank is Rank.THREE, reply.text
    s = dealt(lang)
    reply = s.handle(LINES[lang][1])
    assert moved(reply) == [HEARTS_UP] * 3 and up_to(s, HEARTS_UP).rank is Rank.FOUR, reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_in_a_row_each_go_to_the_place_said_once(lang: str) -> None:
    s = dealt(lang)
    reply = s.handle(LINES[lang][2])
    assert moved(reply) == [DIAMONDS_UP] * 3 and up_to(s, DIAMONDS_UP).rank is Rank.FOUR, reply.text
    s = dealt(lang)
    reply = s.handle(LINES[lang][3])
    assert moved(reply) == [HEARTS_UP] * 2 and up_to(s, HEARTS_UP).rank is Rank.THREE, reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_after_a_move_onto_a_column_goes_onto_that_column(lang: str) -> None:
    s = dealt(lang)
    reply = s.handle(LINES[lang][4])
    assert moved(reply) == [FOUR, FOUR], reply.text
    assert s.game.state.columns[FOUR.index][-2:] == [
        Card(Rank.SEVEN, Suit.SPADES),
        Card(Rank.SIX, Suit.SPADES),
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_part_not_understood_leaves_the_whole_line_undone(lang: str) -> None:
    for line in LINES[lang][5:]:
        s = dealt(lang)
        start = s.game.state.key()
        assert isinstance(parse(line, lang), Unknown), line
        reply = s.handle(line)
        assert s.game.state.key() == start, (line, reply.text)
        assert any(isinstance(e, ev.NotUnderstood) for e in reply.events), reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_refused_in_a_row_ends_the_line_and_names_the_rest(lang: str) -> None:
    """The 3 of diamonds is under the 2: the row said in the wrong order moves nothing."""
    line = {
        "en": "the 3 and the 2 of diamonds to the foundation",
        "ca": "el 3 i el 2 de diamants a la base",
        "nl": "ruiten 3 en 2 naar het fundament",
        "pt": "o 3 e o 2 de ouros para a base",
        "it": "il 3 e il 2 di quadri in base",
        "hr": "karo trojku i dvojku na temelj",
    }[lang]
    intent = parse(line, lang)
    assert isinstance(intent, Series) and len(intent.parts) == 2, format_intent(intent)
    s = dealt(lang)
    start = s.game.state.key()
    reply = s.handle(line)
    assert s.game.state.key() == start
    assert [type(e) for e in reply.events] == [ev.Refused], reply.text
    assert reply.text.endswith(s.r.series_not_done(list(intent.said[1:]))), reply.text


# the players' own lines: each card its own move, to the place said once or where the last went
PLAYERS = [
    ("en", "5 of hearts to the foundation, then the 6", ["move 5H -> f", "move rank 6 -> like last"]),
    ("en", "ace of hearts up, then the ace of diamonds", ["move AH -> f", "move AD -> like last"]),
    (
        "en",
        "now the 2, 3 and 4 of diamonds from column 9 to the foundation",
        ["move 2D -> f from c9", "move 3D -> like last from c9", "move 4D -> like last from c9"],
    ),
    ("en", "2 of hearts to foundation then the 3 of hearts too", ["move 2H -> f", "move 3H -> like last"]),
    ("en", "sure, 5 of hearts then 6 of hearts to the foundation", ["move 5H -> f", "move 6H -> like last"]),
    ("it", "4 di quadri in base, poi il 5", ["move 4D -> f", "move rank 5 -> like last"]),
    (
        "it",
        "9 di fiori alla base, poi 10 e fante",
        ["move 9C -> f", "move rank 10 -> like last", "move rank J -> like last"],
    ),
    ("it", "2 di quadri e 3 di quadri alla base", ["move 2D -> f", "move 3D -> like last"]),
    ("it", "anche il 4, e poi il 5", ["move rank 4 -> like last", "move rank 5 -> like last"]),
    ("ca", "el 2 de cors a la base, i després el 3 de cors", ["move 2H -> f", "move 3H -> like last"]),
    ("ca", "ara el 2 de cors i el 3 de cors a la base", ["move 2H -> f", "move 3H -> like last"]),
    ("pt", "dama de espadas para a base e depois o rei", ["move QS -> f", "move rank K -> like last"]),
    ("pt", "dama e rei de espadas também", ["move QS -> like last", "move KS -> like last"]),
    ("nl", "ruiten 2 naar het fundament en ruiten 3 ook", ["move 2D -> f", "move 3D -> like last"]),
    ("nl", "naar fundament 2 en dan de 3 uit kolom 4 ook", ["read f2", "move rank 3 -> like last from c4"]),
    (
        "hr",
        "dvojku iz devetog na temelj pa trojku isto",
        ["move rank 2 -> f from c9", "move rank 3 -> like last"],
    ),
    ("hr", "pik trojku i četvorku na temelj", ["move 3S -> f", "move 4S -> like last"]),
]


def _said(part: object) -> str:
    said = format_intent(part)  # type: ignore[arg-type]
    if isinstance(part, MoveIntent) and part.like_last:
        said = said.replace("-> place", "-> like last")
    return said


@pytest.mark.parametrize(("lang", "line", "meant"), PLAYERS)
def test_the_players_lines(lang: str, line: str, meant: list[str]) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, Series), format_intent(intent)
    assert [_said(part) for part in intent.parts] == meant


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "the 2 and the 3 then the 4"),  # no place said for any of them
        ("en", "the 7 on the 8 then the 6, then column 2 is empty"),
        ("it", "il 2 di cuori in base, poi il zorblax"),
    ],
)
def test_never_the_first_move_alone(lang: str, line: str) -> None:
    assert isinstance(parse(line, lang), Unknown), format_intent(parse(line, lang))


# a place said alone sends the card named last there; the card after "then" follows it
NAMED = {  # the 2♥ of the waste named (read out), then its place, then the 3
    "en": ("2 of hearts", "to the foundation, then the 3"),
    "ca": ("2 de cors", "a la base, i després el 3"),
    "nl": ("harten 2", "naar fundament 2 en dan de 3 uit kolom 2 ook"),
    "pt": ("2 de copas", "para a base e depois o 3"),
    "it": ("2 di cuori", "in base, poi il 3"),
    "hr": ("herc dvojka", "na temelj, pa trojku"),
}
WASTE_TWO = LAYOUT.replace("column 1: KS 2H", "column 1: KS 9D").replace("waste: 4H", "waste: 2H")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_place_said_alone_then_a_card_after_it(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=WASTE_TWO, environ={})
    card, line = NAMED[lang]
    s.handle(card)
    reply = s.handle(line)
    assert moved(reply) == [HEARTS_UP] * 2 and up_to(s, HEARTS_UP).rank is Rank.THREE, reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_place_said_alone_with_no_card_named_moves_nothing(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=WASTE_TWO, environ={})
    start = s.game.state.key()
    s.handle(NAMED[lang][1])
    assert s.game.state.key() == start


# the queen of spades goes onto the king of spades in column 2; the jack from column 3 "onto it"
ONTO_IT_LAYOUT = LAYOUT.replace("column 1: KS 2H", "column 1: 9D QS").replace(
    "column 2: KS 3H", "column 2: 8D KS"
)
ONTO_IT_LAYOUT = ONTO_IT_LAYOUT.replace("column 3: 9S 4D 3D 2D", "column 3: 7D JS")
ONTO_IT = {
    "en": "the queen of spades to column 2 and then the jack from column 3 onto it",
    "ca": "la reina de piques a la columna 2 i després la sota de la columna 3 allà",
    "nl": "schoppenvrouw naar kolom 2 en dan de boer uit kolom 3 erop",
    "pt": "a dama de espadas para a coluna 2 e depois o valete da coluna 3 para lá",
    "it": "sposta la donna di picche nella colonna 2 e poi il fante della colonna 3 lì sopra",
    "hr": "pik damu na stupac 2 pa dečka iz stupca 3 na nju",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_after_then_said_onto_it_goes_where_the_one_before_went(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=ONTO_IT_LAYOUT, environ={})
    reply = s.handle(ONTO_IT[lang])
    column = Pile(PileKind.COLUMN, 1)
    assert moved(reply) == [column, column], reply.text
