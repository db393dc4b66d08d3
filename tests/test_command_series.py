"""Several commands in one line ("draw and then draw again", "trek, daarna maak ongedaan"):
each done in turn through the real session, as if typed on lines of their own; the first
one refused ends the line and the rest is named as not done; a part not understood, a
command that leaves the game before others, or too many commands leave the whole line
undone; "and" between two cards with no place is the move of one onto the other, and with a
place said once sends each there (`tests/test_cards_in_a_row.py`)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.faces.web.players import headline
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import MAX_SERIES, Series, Unknown, changes_game, format_intent
from fortythieves.lang.lexicon import all_entries, help_topics
from fortythieves.lang.linkwords import then_word, then_words
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.classes import MAX_CLAUSES
from fortythieves.lang.tokenizer import LONGEST_SAID
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

DEAL = "FT1-N-2345673"  # its first draws: 7♠, 9♥; columns 1 and 6 end with A♥, column 2 with A♣
ACE_OF_HEARTS = Card(Rank.ACE, Suit.HEARTS)

# per language: two draws; a draw and its undo; a refused move and a draw not done; a line
# with a part not understood, quoted; "and" between two cards of one move
LINES = {
    "en": (
        "draw and then draw again",
        "draw, then undo",
        "put the ace of hearts on the ace of clubs and then draw",
        ("draw and then put the zorblax on the 6", "put the zorblax on the 6"),
        "the 3 and the 4 to the foundation",
    ),
    "ca": (
        "roba i després roba una altra",
        "roba i desfés",
        "posa l'as de cors sobre l'as de trèvols i després roba",
        ("roba i després posa el zorblax sobre el 6", "posa el zorblax sobre el 6"),
        "el 3 i el 4 a la base",
    ),
    "nl": (
        "trek en dan trek nog een",
        "trek, daarna maak ongedaan",
        "leg hartenaas op klaverenaas en dan trek",
        ("trek en dan leg de zorblax op de 6", "leg de zorblax op de 6"),
        "de 3 en de 4 op het fundament",
    ),
    "pt": (
        "compra e depois compra outra",
        "compra e desfaz",
        "põe o ás de copas no ás de paus e depois compra",
        ("compra e depois põe o zorblax no 6", "põe o zorblax no 6"),
        "o 3 e o 4 para a base",
    ),
    "it": (
        "pesca e poi pesca ancora",
        "pesca e annulla",
        "metti l'asso di cuori sull'asso di fiori e poi pesca",
        ("pesca e poi metti lo zorblax sul 6", "metti lo zorblax sul 6"),
        "il 3 e il 4 in fondazione",
    ),
    "hr": (
        "vuci pa vuci još jednu",
        "vuci i poništi",
        "stavi herc asa na tref asa pa vuci",
        ("vuci pa stavi zorblax na šesticu", "stavi zorblax na šesticu"),
        "trojku i četvorku na temelj",
    ),
}


def dealt(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(code=DEAL, environ={})
    return s


def kinds(reply: Reply) -> list[str]:
    return [type(e).__name__ for e in reply.events]


@pytest.mark.parametrize("lang", LINES)
def test_again_in_the_second_command_repeats_the_first(lang: str) -> None:
    s = dealt(lang)
    stock = len(s.game.state.stock)
    reply = s.handle(LINES[lang][0])
    assert kinds(reply) == ["Moved", "Then", "Moved"], reply.text
    assert len(s.game.state.stock) == stock - 2


@pytest.mark.parametrize("lang", LINES)
def test_each_command_is_done_in_turn_and_each_reply_said(lang: str) -> None:
    s = dealt(lang)
    start = s.game.state.key()
    reply = s.handle(LINES[lang][1])
    assert kinds(reply) == ["Moved", "Then", "Undone"], reply.text
    assert s.game.state.key() == start
    drawn, undone = dealt(lang).handle(all_entries(lang)["draw"][0]).text, reply.text
    assert undone.startswith(drawn)  # the draw's own reply, then the undo's


@pytest.mark.parametrize("lang", LINES)
def test_a_refused_command_ends_the_line_and_the_rest_is_named_as_not_done(lang: str) -> None:
    s = dealt(lang)
    start = s.game.state.key()
    line = LINES[lang][2]
    reply = s.handle(line)
    assert kinds(reply) == ["Refused"], reply.text
    assert s.game.state.key() == start  # nothing drawn after the refusal
    rest = s.r.series_not_done([line.split()[-1]])
    assert reply.text.endswith(rest), reply.text


@pytest.mark.parametrize("lang", LINES)
def test_a_part_not_understood_leaves_the_whole_line_undone(lang: str) -> None:
    s = dealt(lang)
    start = s.game.state.key()
    line, part = LINES[lang][3]
    assert parse(line, lang) == Unknown((part,), in_series=True)
    reply = s.handle(line)
    assert s.game.state.key() == start
    assert reply.text == s.r.part_not_understood([part])


@pytest.mark.parametrize("lang", LINES)
def test_and_between_two_cards_before_one_place_sends_each_there(lang: str) -> None:
    """ "the 3 and the 4 to the foundation": the place said once is each card's, in turn."""
    intent = parse(LINES[lang][4], lang)
    assert isinstance(intent, Series), format_intent(intent)
    assert [format_intent(part) for part in intent.parts] == ["move rank 3 -> f", "move rank 4 -> like last"]
    assert [getattr(part, "like_last", None) for part in intent.parts] == [False, True]


def test_and_between_two_cards_with_no_place_moves_nothing() -> None:
    """ "the 8 and the 9", "de klaveren 3 en 4": two cards named together, neither put on the
    other (a Dutch player's "en de klaveren 3 en 4 van kolom 3 ook" moved the 3 onto the 4)."""
    for line, lang in (("the 8 and the 9", "en"), ("de klaveren 3 en 4", "nl"), ("3 and 4 of clubs", "en")):
        assert not changes_game(parse(line, lang)), line


@pytest.mark.parametrize("lang", LINES)
def test_one_undo_after_a_line_takes_back_its_last_move_only(lang: str) -> None:
    s = dealt(lang)
    stock = len(s.game.state.stock)
    s.handle(LINES[lang][0])
    s.handle(all_entries(lang)["undo"][0])
    assert len(s.game.state.stock) == stock - 1


def _joined(lang: str, *commands: str) -> str:
    joiner = {"en": "and", "ca": "i", "nl": "en", "pt": "e", "it": "e", "hr": "i"}[lang]
    return f" {joiner} ".join(commands)


@pytest.mark.parametrize("lang", LINES)
def test_leaving_the_game_comes_last_or_nothing_is_done(lang: str) -> None:
    words = all_entries(lang)
    draw, quit_ = words["draw"][0], words["quit"][0]
    s = dealt(lang)
    start = s.game.state.key()
    reply = s.handle(_joined(lang, quit_, draw))
    assert not reply.quit and s.game.state.key() == start
    assert reply.text == s.r.series_leaves_early(quit_)
    reply = s.handle(_joined(lang, draw, quit_))
    assert reply.quit and s.game.state.key() != start


@pytest.mark.parametrize("lang", LINES)
def test_more_commands_than_a_line_takes_are_refused_whole(lang: str) -> None:
    draw = all_entries(lang)["draw"][0]
    s = dealt(lang)
    start = s.game.state.key()
    reply = s.handle(_joined(lang, *[draw] * (MAX_SERIES + 1)))
    assert s.game.state.key() == start
    assert reply.text == s.r.series_too_long(MAX_SERIES)
    reply = s.handle(_joined(lang, *[draw] * MAX_SERIES))
    assert kinds(reply).count("Moved") == MAX_SERIES


@pytest.mark.parametrize("lang", LINES)
def test_a_reading_may_follow_a_move(lang: str) -> None:
    words = all_entries(lang)
    s = dealt(lang)
    reply = s.handle(_joined(lang, words["draw"][0], words["board"][0]))
    assert kinds(reply) == ["Moved", "Then"]
    board = s.p.board(s.game.state, s.settings.order, s.settings.verbosity)
    assert reply.text.endswith(board)


def test_take_the_card_and_put_it_there_is_one_move() -> None:
    assert not isinstance(parse("take the 5 and put it on the 6", "en"), Series)
    assert not isinstance(parse("uzmi onu s otpada i stavi na stupac 2", "hr"), Series)
    assert not isinstance(parse("pega na carta virada e põe-na na coluna 3", "pt"), Series)


def test_a_line_with_symbols_is_never_cut() -> None:
    s = dealt("en")
    start = s.game.state.key()
    assert not isinstance(parse("{{7*7}} and draw", "en"), Series)
    s.handle("{{7*7}} and draw")
    assert s.game.state.key() == start


def test_the_web_headline_is_the_last_command_s() -> None:
    s = dealt("en")
    reply = s.handle("draw, then undo")
    undone = [e for e in reply.events if isinstance(e, ev.Undone)]
    assert headline(s, reply) == headline(s, Reply("", tuple(undone)))
    refused = s.handle("draw and then put the ace of hearts on the ace of clubs")
    assert headline(s, refused) == headline(s, Reply("", (refused.events[-1],)))
    assert isinstance(refused.events[-1], ev.Refused)


@pytest.mark.parametrize("lang", LINES)
def test_the_help_s_example_line_is_a_draw_then_an_undo(lang: str) -> None:
    s = dealt(lang)
    said = s.r.help(s.game.variant, help_topics(lang)["game"][0])
    example = f"{all_entries(lang)['draw'][0]} {then_word(translator(lang))} {all_entries(lang)['undo'][0]}"
    assert example in said
    assert kinds(s.handle(example)) == ["Moved", "Then", "Undone"]


EVERYDAY = Path(__file__).parent / "everyday"


@pytest.mark.parametrize("lang", LINES)
def test_everyday_lines_joined_by_then_never_act(lang: str) -> None:
    """ "thanks and then sorry", "ok en dan bedankt": no part of it acts (questions may
    read: "how am I doing? then how am I doing?"); with symbols after a joint ("draw and
    {{7*7}}") the line never acts."""
    lines = (EVERYDAY / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    said = [x.strip() for x in lines if x.strip() and not x.startswith("#")]
    rng = random.Random(sum(map(ord, lang)))
    joints = sorted(" ".join(w) for w in then_words(lang))
    wrong = []
    for _ in range(600):
        line = f"{rng.choice(said)} {rng.choice(joints)} {rng.choice(said)}"
        intent = parse(line, lang)
        if isinstance(intent, Series) and changes_game(intent):
            wrong.append((line, format_intent(intent)))
    draw = all_entries(lang)["draw"][0]
    for joint in joints:
        for junk in ("{{7*7}}", "<b>", "#5", "$x"):
            intent = parse(f"{draw} {joint} {junk} {draw}", lang)
            if changes_game(intent):
                wrong.append((f"{draw} {joint} {junk}", format_intent(intent)))
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", LINES)
def test_a_question_asked_back_ends_the_line(lang: str) -> None:
    """Both aces of hearts can go up: the game asks which, and the draw after it waits."""
    words = all_entries(lang)
    ace = card_names(translator(lang))[ACE_OF_HEARTS.suit * 13 + ACE_OF_HEARTS.rank - 1]
    s = dealt(lang)
    start = s.game.state.key()
    reply = s.handle(_joined(lang, f"{words['play'][0]} {ace}", words["draw"][0]))
    assert kinds(reply) == ["Asked"], reply.text
    assert s.game.state.key() == start
    assert reply.text.endswith(s.r.series_not_done([words["draw"][0]]))


def test_do_it_after_a_place_read_in_the_same_line_proposes_nothing() -> None:
    """ "read column 9 and do it" is "read column 9", then "do it": nothing was proposed;
    "column 9 and do it" (a place named, no verb) is not read as the column alone."""
    s = dealt("en")
    s.handle("hint")
    start = s.game.state.key()
    reply = s.handle("read column 9 and do it")
    assert s.game.state.key() == start
    assert reply.text.endswith(s.r.nothing_proposed())
    assert parse("column 9 and do it", "en") == Unknown(("column 9 and do it",))


def test_a_move_not_understood_with_it_after_it_is_quoted_whole() -> None:
    line = "take the last one off column 4 and put it on column 7"
    assert parse(line, "en") == Unknown((line,))


# per language: a move said by its two places after "then", with no verb (the way it is said
# aloud: "draw, then the jack on the queen"), after a command and after another such move
VERBLESS = {
    "en": (
        "draw and then the jack of clubs on the queen of hearts",
        "the jack of clubs on the queen of hearts then the 10 to the foundation",
    ),
    "ca": (
        "roba i després el valet de trèvols sobre la reina de cors",
        "el valet de trèvols sobre la reina de cors i després el 10 a la base",
    ),
    "nl": (
        "trek en dan de klaverenboer op de hartenvrouw",
        "klaverenboer op hartenvrouw, dan de tien naar de basisstapel",
    ),
    "pt": (
        "compra e depois o valete de paus na dama de copas",
        "o valete de paus na dama de copas e depois o 10 para a base",
    ),
    "it": (
        "pesca e poi il fante di fiori sulla donna di cuori",
        "fante di fiori sulla donna di cuori e poi il 10 in base",
    ),
    "hr": ("vuci pa dečka tref na damu herc", "dečka tref na damu herc, pa desetku na temelj"),
}


@pytest.mark.parametrize("lang", sorted(VERBLESS))
def test_a_move_said_by_its_places_after_then_needs_no_verb(lang: str) -> None:
    for line in VERBLESS[lang]:
        intent = parse(line, lang)
        assert isinstance(intent, Series) and len(intent.parts) == 2, (line, format_intent(intent))
        assert format_intent(intent.parts[1]).startswith("move "), line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "draw then the 7"),  # a card alone after "then" is no command of its own
        ("nl", "nou dan de 5 op de 6"),  # "nou dan": no command before it
    ],
)
def test_no_verbless_part_without_a_whole_command_before_it(lang: str, line: str) -> None:
    assert not isinstance(parse(line, lang), Series), line


@pytest.mark.parametrize(
    ("line", "meant"),
    [
        ("manda o 7 à coluna 4", "move rank 7 -> c4"),  # "à" is "to the": never column 7 onto 4
        ("manda o 3 à base", "move rank 3 -> f"),
        ("à base com ele", "move it -> f"),
        ("cartas à vista", "cmd exposed"),  # a phrase of the catalogue that holds "à" stays whole
    ],
)
def test_portuguese_crasis_is_to_the(line: str, meant: str) -> None:
    assert format_intent(parse(line, "pt")) == meant


@pytest.mark.parametrize("lang", LINES)
def test_a_line_of_more_clauses_or_words_than_a_command_is_refused_as_too_long(lang: str) -> None:
    # a page of commands is no command: neither the first few nor any is done, and the reply
    # says the line is too long, never which part was not understood
    draw = all_entries(lang)["draw"][0]
    s = dealt(lang)
    start = s.game.state.key()
    for line in (", ".join([draw] * (MAX_CLAUSES + 1)), " ".join([draw] * (LONGEST_SAID + 1))):
        assert format_intent(parse(line, lang)) == "unknown"
        assert s.handle(line).text == s.r.too_long()
        assert s.game.state.key() == start
    for line in (", ".join([draw] * MAX_CLAUSES), " ".join([draw] * LONGEST_SAID)):
        intent = parse(line, lang)  # as many as a line holds: read
        assert not (isinstance(intent, Unknown) and intent.too_long), line


@pytest.mark.parametrize(
    "line", ["the empty column to column 3", "to empty, to empty", "move the empty column onto the 8"]
)
def test_an_empty_column_is_never_the_card_moved(line: str) -> None:
    assert not changes_game(parse(line, "en"))
