"""Words said in place of a move's parts, in six languages: "wherever it fits" in place of
the target sends the card where it can go; "more briefly", "in short" ask for shorter
replies; the verbs of taking a card back down from a foundation take it back; a possessive
before the foundation ("to its foundation") is passed over, also after the card was named
first ("the card on top of column 3, send it up to its foundation")."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, It, MoveIntent, PileRef, Setting, SettingName, changes_game
from fortythieves.lang.parser import parse
from fortythieves.lang.placing import anywhere_words

JACK = CardRef(Card(Rank.JACK, Suit.HEARTS))
COLUMN_6 = PileRef(PileKind.COLUMN, 5)
FOUNDATION = PileRef(PileKind.FOUNDATION)

ANYWHERE = [
    ("en", "move the jack of hearts wherever it goes", JACK),
    ("en", "play column 6 anywhere", COLUMN_6),
    ("ca", "posa la jota de cors on hi càpiga", JACK),
    ("ca", "juga la carta de la columna 6 allà on pugui", COLUMN_6),
    ("nl", "leg de harten boer maar ergens waar het past", JACK),
    ("nl", "speel kolom 6 waar hij kan", COLUMN_6),
    ("pt", "põe o valete de copas onde couber", JACK),
    ("pt", "joga a coluna 6 para onde puder", COLUMN_6),
    ("it", "metti il fante di cuori ovunque possa andare", JACK),
    ("it", "gioca la colonna 6 dove si può", COLUMN_6),
    ("it", "gioca la colonna 6 dove può andare", COLUMN_6),
    ("hr", "stavi herc dečka bilo gdje", JACK),
    ("hr", "odigraj šesti stupac gdje god stane", COLUMN_6),
]


@pytest.mark.parametrize(("lang", "line", "card"), ANYWHERE)
def test_wherever_it_goes_is_the_place_it_can_go(lang: str, line: str, card: CardRef | PileRef) -> None:
    assert parse(line, lang) == MoveIntent(card, None), line


@pytest.mark.parametrize("lang", ["en", "ca", "nl", "pt", "it", "hr"])
def test_wherever_it_goes_alone_or_without_a_verb_never_acts(lang: str) -> None:
    for phrase in anywhere_words(lang):
        said = " ".join(phrase)
        assert not changes_game(parse(said, lang)), said
        assert not changes_game(parse(f"{said}?", lang)), said


def test_a_place_said_beside_it_is_the_place() -> None:
    assert parse("put the jack of hearts anywhere on column 6", "en") == MoveIntent(JACK, COLUMN_6)


SHORTER = [
    ("en", "could you reply more briefly?"),
    ("en", "answer in short please"),
    ("ca", "podries contestar més breument?"),
    ("ca", "respon en poques paraules"),
    ("nl", "antwoord in het kort"),
    ("nl", "kun je het wat korter zeggen?"),
    ("pt", "responde mais brevemente"),
    ("pt", "podes responder em poucas palavras?"),
    ("it", "rispondi più brevemente"),
    ("it", "puoi rispondere in breve?"),
    ("hr", "odgovaraj ukratko"),
    ("hr", "možeš li odgovarati kraće?"),
    ("en", "be briefer"),
    ("ca", "respon breument"),
    ("nl", "wees beknopter"),
    ("pt", "responde-me em poucas palavras"),
    ("it", "rispondimi brevemente"),
    ("hr", "odgovaraj sažetije"),
]


@pytest.mark.parametrize(("lang", "line"), SHORTER)
def test_more_briefly_asks_for_shorter_replies(lang: str, line: str) -> None:
    # "briefly", "in short" name the brief level; "more briefly", "korter" one step shorter
    assert parse(line, lang) in (
        Setting(SettingName.VERBOSITY, "brief"),
        Setting(SettingName.VERBOSITY, "shorter"),
    ), line


FIVE = CardRef(Card(Rank.FIVE, Suit.HEARTS))
DOWN = [
    ("en", "take the 5 of hearts down from the foundation"),
    ("ca", "torna a baixar el cinc de cors de la base"),
    ("nl", "haal de harten vijf van de basis naar beneden"),
    ("pt", "desce o 5 de copas da base"),
    ("pt", "traz o cinco de copas da base para baixo"),
    ("it", "tira giù il 5 di cuori dalla base"),
    ("it", "rimetti giù il cinque di cuori dalla fondazione"),
    ("hr", "vrati dolje herc peticu s temelja"),
]


@pytest.mark.parametrize(("lang", "line"), DOWN)
def test_taken_back_down_from_the_foundation(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(FIVE, None, origin=FOUNDATION, back=True), line


def test_a_verb_of_taking_down_with_a_place_goes_there() -> None:
    intent = parse("desce o 5 de copas para a coluna 3", "pt")
    assert isinstance(intent, MoveIntent) and intent.target == PileRef(PileKind.COLUMN, 2), intent


ITS_FOUNDATION = [
    ("en", "the card on top of column 3, send it up to its foundation"),
    ("ca", "la carta de dalt de la columna 3, envia-la a la seva base"),
    ("nl", "de bovenste kaart van kolom 3, leg hem op zijn basis"),
    ("pt", "a carta de cima da coluna 3, manda-a para a sua fundação"),
    ("it", "la carta in cima alla colonna 3, mandala sulla sua base"),
    ("hr", "kartu s vrha trećeg stupca, stavi je na svoj temelj"),
]


@pytest.mark.parametrize(("lang", "line"), ITS_FOUNDATION)
def test_the_card_said_first_goes_to_its_foundation(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(PileRef(PileKind.COLUMN, 2), FOUNDATION), line


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "put it on its foundation"), ("ca", "posa-la a la seva base"), ("pt", "põe-na na sua base"),
     ("it", "mettila sulla sua base"), ("hr", "stavi je na svoj temelj"), ("nl", "leg hem op z'n basis")],
)  # fmt: skip
def test_its_foundation_is_a_foundation(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(It(), FOUNDATION), line


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "take the blorp back off the foundation to column 1"), ("pt", "desce o blorp da base para a coluna 1"),
     ("it", "tira giù il blorp dalla base"), ("nl", "haal de blorp van de basis naar beneden")],
)  # fmt: skip
def test_a_card_not_understood_is_never_taken_for_its_place(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang)), line
