"""Lines that lean on the one before them, in every language: a "yes", "no" or "and now"
before a whole command, a destination said alone after the game named a card, a follow-up
that names where its card comes from, and "too"/"as well" never read as a card."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.chatter import Chatter, chatter
from fortythieves.lang.intents import (
    CardRef,
    Cmd,
    Command,
    It,
    MoveIntent,
    Nothing,
    PileRef,
    RankRef,
    Read,
    Setting,
    SettingName,
    changes_game,
)
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.linkwords import also_words
from fortythieves.lang.parser import parse
from fortythieves.lang.tags import TagKind, meanings
from fortythieves.lang.tokenizer import lexicon, tokenize
from fortythieves.play.handling import read
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
FOUNDATION = PileRef(PileKind.FOUNDATION)


def session(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    return s


# a command said after "yes", "no" or "and now", and the move it makes
LEADS = [
    ("en", "yes, put the 5 of hearts on the foundation"),
    ("en", "and now the 5 of hearts to the foundation"),
    ("ca", "sí, posa el 5 de cors a la base"),
    ("ca", "no, posa el 5 de cors a la base"),
    ("nl", "ja, leg de harten 5 op het fundament"),
    ("nl", "nee, leg de harten 5 op het fundament"),
    ("pt", "não, põe o 5 de copas na base"),
    ("pt", "e agora o 5 de copas para a base"),
    ("it", "sì, metti il 5 di cuori in base"),
    ("it", "e ora il 5 di cuori in base"),
    ("hr", "ne, stavi herc peticu na temelj"),
    ("hr", "da, stavi herc peticu na temelj"),
]


@pytest.mark.parametrize(("lang", "line"), LEADS)
def test_a_leading_yes_no_or_and_now_is_passed_over(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(CardRef(Card(Rank.FIVE, Suit.HEARTS)), FOUNDATION), line


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "no, wait, don't undo"), ("pt", "não ponhas o 5 de copas na base"), ("it", "no, non metterlo in base"),
     ("nl", "nee, niet op het fundament"), ("hr", "ne, nemoj ga staviti na temelj"), ("ca", "no, no el posis a la base")],
)  # fmt: skip
def test_a_no_that_holds_the_command_back_never_acts(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang)), line


DESTINATIONS = {
    "en": ["to the foundation", "on the foundation"],
    "ca": ["a la base", "a les bases"],
    "nl": ["op de fundamenten", "naar het fundament"],
    "pt": ["pra base", "para a base"],
    "it": ["in base", "sulla base"],
    "hr": ["na temelj", "na temelje"],
}


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang in LANGUAGES for line in DESTINATIONS[lang]]
)
def test_a_destination_alone_is_said_as_one(lang: str, line: str) -> None:
    assert parse(line, lang) == Read(FOUNDATION, to=True), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_destination_alone_moves_the_card_just_drawn(lang: str) -> None:
    s = session(lang)
    s.handle(s.p.t.pgettext("command words", "draw").split("|")[0])
    drawn = s.game.state.waste[-1]
    assert drawn == Card(Rank.ACE, Suit.SPADES)  # the seed deal's first draw goes up
    s.handle(DESTINATIONS[lang][0])
    assert s.game.state.foundations[0] == [drawn] and s.game.moves == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_destination_alone_with_no_card_named_reads(lang: str) -> None:
    s = session(lang)
    reply = s.handle(DESTINATIONS[lang][0])
    assert s.game.moves == 0 and reply.text == read(s, FOUNDATION)


@pytest.mark.parametrize(
    ("lang", "line", "target"),
    [("hr", "daj ga na temelj", FOUNDATION), ("hr", "u osmom", PileRef(PileKind.COLUMN, 7)),
     ("it", "nella 3", PileRef(PileKind.COLUMN, 2)), ("ca", "a la 9", PileRef(PileKind.COLUMN, 8)),
     ("pt", "na 5", PileRef(PileKind.COLUMN, 4)), ("en", "to column 4", PileRef(PileKind.COLUMN, 3))],
)  # fmt: skip
def test_a_destination_by_its_number_or_with_it(lang: str, line: str, target: PileRef) -> None:
    intent = parse(line, lang)
    assert intent in (Read(target, to=True), MoveIntent(It(), target)), line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "switch to column 3"),
        ("nl", "zet op kolom 3"),
        ("en", "on the waste"),
        ("en", "to the foundation?"),
    ],
)
def test_what_is_no_destination_alone(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert not (isinstance(intent, Read) and intent.to), line


FOLLOW_UPS = [
    ("en", "and the 3 of spades from column 2", CardRef(Card(Rank.THREE, Suit.SPADES)), PileRef(PileKind.COLUMN, 1)),
    ("ca", "i el 3 de piques de la columna 2 també", CardRef(Card(Rank.THREE, Suit.SPADES)), PileRef(PileKind.COLUMN, 1)),
    ("nl", "en de koning van de aflegstapel", RankRef(Rank.KING), PileRef(PileKind.WASTE)),
    ("pt", "e o 3 de espadas da coluna 2", CardRef(Card(Rank.THREE, Suit.SPADES)), PileRef(PileKind.COLUMN, 1)),
    ("it", "e il 3 di picche dalla colonna 2", CardRef(Card(Rank.THREE, Suit.SPADES)), PileRef(PileKind.COLUMN, 1)),
    ("hr", "i pik trojku iz stupca 2", CardRef(Card(Rank.THREE, Suit.SPADES)), PileRef(PileKind.COLUMN, 1)),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "line", "card", "origin"), FOLLOW_UPS)
def test_a_follow_up_names_its_source(lang: str, line: str, card: CardRef | RankRef, origin: PileRef) -> None:
    assert parse(line, lang) == MoveIntent(card, None, origin=origin, like_last=True), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_too_and_as_well_are_never_a_card(lang: str) -> None:
    for also in also_words(lang):
        said = " ".join(also)
        for tag in tokenize(f"the 6 {said}", lang)[1:]:
            if said.startswith(tag.text) or tag.text in said.split():
                kinds = {m.kind for m in meanings(tag)}
                assert not kinds & {TagKind.CARD, TagKind.RANK, TagKind.SUIT}, (lang, said, tag)


def test_the_six_as_well_goes_where_the_last_card_went() -> None:
    assert parse("the six as well", "en") == MoveIntent(RankRef(Rank.SIX), None, like_last=True)


WORDS = {  # per language: "and now?", "mute", the card drawn, "how am I doing?", "that's all"
    "en": ("any ideas?", "mute", "move the drawn card to column 4", "how am I doing?", "that's all"),
    "ca": ("i ara?", "silencia", "mou la carta robada a la columna 4", "com vaig?", "això és tot"),
    "nl": ("en nu?", "dempen", "leg de getrokken kaart op kolom 4", "hoe doe ik het?", "dat is alles"),
    "pt": ("e agora?", "mudo", "põe a carta tirada na coluna 4", "como estou a ir?", "é tudo"),
    "it": ("e adesso?", "muto", "metti la carta pescata nella colonna 4", "come sto andando?", "è tutto"),
    "hr": ("a dalje?", "utišaj", "stavi izvučenu kartu na stupac 4", "kako mi ide?", "to je sve"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_everyday_words_of_play(lang: str) -> None:
    now, mute, drawn, doing, all_said = WORDS[lang]
    assert parse(now, lang) == Command(Cmd.HINT), now
    assert parse(mute, lang) == Setting(SettingName.SPEECH, "off"), mute
    assert parse(drawn, lang) == MoveIntent(PileRef(PileKind.WASTE), PileRef(PileKind.COLUMN, 3)), drawn
    assert parse(doing, lang) == Command(Cmd.SCORE), doing
    assert parse(all_said, lang) == Nothing() and chatter(all_said, lang) is Chatter.AGREED, all_said


@pytest.mark.parametrize(("lang", "line"), [("en", "and?"), ("en", "no?"), ("nl", "en?"), ("hr", "i?")])
def test_and_alone_asks_nothing(lang: str, line: str) -> None:
    assert parse(line, lang) != Command(Cmd.HINT), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_short_card_name_moves_in_a_short_move(lang: str) -> None:
    lex = lexicon(lang)
    foundation = next(letter for letter, kind in lex.own_pile_letters.items() if kind is PileKind.FOUNDATION)
    foundation = foundation if lang != "en" else "f"
    for r, rank in lex.rank_letters.items():
        for s, suit in lex.suit_letters.items():
            line = f"{r}{s} {foundation}"
            if not {m.kind for m in meanings(tokenize(line, lang)[0])} <= {TagKind.CARD, TagKind.FILLER}:
                continue  # a word of the language: Catalan "as" is the ace, Portuguese "ao" is "to the"
            assert parse(line, lang) == MoveIntent(CardRef(Card(Rank(rank), Suit(suit))), FOUNDATION), line


@pytest.mark.parametrize("lang", ["en", "nl", "hr"])
def test_a_short_name_that_is_a_small_word_alone_never_acts(lang: str) -> None:
    assert not changes_game(parse("ah", lang, quick=True))


GIVING_UP = {"en": "I give up?", "ca": "em rendeixo", "nl": "ik geef het op", "pt": "desisto?",
             "it": "mi arrendo", "hr": "odustajem"}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_giving_up_asks_for_a_new_game_or_leaving_and_does_neither(lang: str) -> None:
    s = session(lang)
    s.handle(s.p.t.pgettext("command words", "draw").split("|")[0])
    code, moves = s.current.code, s.game.moves
    reply = s.handle(GIVING_UP[lang])
    assert reply.text == s.r.give_up() and not reply.quit, reply.text
    assert s.current.code == code and s.game.moves == moves


# "what now" asks for a hint, "and now" only joins: a move said after the question waits
# for a line of its own, whatever the command after it; a move said after "and now" is made
ASKED_THEN_MOVED = {
    "en": ("what now, column 3 to column 5", "what now c3 f", "and now column 3 to column 5"),
    "ca": ("i ara què, columna 3 a columna 5", "ara què 3 a 5", "i ara columna 3 a columna 5"),
    "nl": ("wat nu, kolom 3 naar kolom 5", "wat nu 3 5", "en nu kolom 3 naar kolom 5"),
    "pt": (
        "e agora o que, coluna 3 para coluna 5",
        "e agora o que? 3 para 5",
        "e agora coluna 3 para coluna 5",
    ),
    "it": (
        "e adesso cosa, colonna 3 sulla colonna 5",
        "e adesso cosa 3 su 5",
        "e adesso colonna 3 sulla colonna 5",
    ),
    "hr": ("što sad, stupac 3 na stupac 5", "što sad 3 na 5", "i sad stupac 3 na stupac 5"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_after_what_now_answers_the_hint_and_after_and_now_is_made(lang: str) -> None:
    asked, asked_short, joined = ASKED_THEN_MOVED[lang]
    assert parse(asked, lang) == Command(Cmd.HINT)
    assert parse(asked_short, lang) == Command(Cmd.HINT)
    joined_move = parse(joined, lang)
    assert isinstance(joined_move, MoveIntent) and changes_game(joined_move), joined
