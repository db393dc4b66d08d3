"""Replies that guide, through the session in every language: a drawn or turned-up card
says where it can be played, at every verbosity; `why` explains the last refusal, the
resolver's own included; the win says the score, the record and how to deal again, and
what is tried after it offers a new deal; the deal code is said once, at the deal;
"what?" marks a repeated deal or move as said before; `--lang` is kept."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

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
from fortythieves.store.base import Fault, StoreError
from fortythieves.store.memory import MemoryStore
from fortythieves.store.shelf import Shelf

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
        draw(s)
        == "Drew the 8 of hearts; it can go on the 9 of hearts in column 2. 63 cards left in the stock."
    )
    # a foundation first, then the column; two foundations that would take it are one place
    assert draw(s) == (
        "Drew the ace of clubs; it can go to foundation 4 or on the 2 of clubs in column 10. "
        "62 cards left in the stock."
    )
    assert draw(s) == "Drew the king of spades. 61 cards left in the stock."
    assert (
        draw(s)
        == "Drew the 6 of diamonds; it can go on the 7 of diamonds in column 4. 60 cards left in the stock."
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
    assert "it can go on the 9 of hearts in column 2 or on the 9 of hearts in column 4. " in draw(s)


def test_an_empty_column_is_named_only_when_it_helps() -> None:
    columns = dict(SEED_COLUMNS)
    columns[3] = ""  # an empty column; the jack of spades ends column 5
    # the queen of spades to the empty column lets the jack of spades build on it
    s = session("en", position(columns, "QS", foundations={1: "AS"}))
    assert draw(s).startswith("Drew the queen of spades; it can go to an empty column. ")
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
    assert draw(s).startswith("Drew the king of diamonds; it can go to an empty column. ")


def test_little_forty_names_the_top_card_of_three() -> None:
    columns = {i: "" for i in range(1, 11)}
    columns.update({1: "9C 2D", 2: "KS 5H", 3: "QD JH", 4: "8S 7C"})
    s = session("en", position(columns, "4C 3C 4S", variant="little-forty", foundations={1: "AS"}))
    text = draw(s)
    assert text.startswith(
        "Drew these cards, in order: 4 of clubs, 3 of clubs and 4 of spades; the 4 of spades is on top and can go on the "
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
    # its own sentence, begun with a capital ("O 5 de paus ficou à vista ...")
    assert (
        ". " + capital(turned.format(card=p.card_subject(Card.parse("5C")), places=onto(lang, "6H", 3)))
        in text
    )


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
        "covered by the 2 of clubs; the other is in the stock."
    )
    s.handle("put the 5 of diamonds on the 6 of spades")
    assert s.handle("why").text.startswith("Only one card moves at a time")
    s = session("en", position(SEED_COLUMNS))
    s.handle("put the 10 of clubs in an empty column")
    assert s.handle("why").text == (
        "Every column still holds cards: a column is empty only when its last card has moved away."
    )
    s.handle("undo")
    assert (
        s.handle("why").text
        == "No rule of the game refused that: the command could not be carried out as typed."
    )


# ----- the win ---------------------------------------------------------------------------
def _full(suit: str, upto: int = 13) -> str:
    return " ".join(
        f"{r}{suit}" for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][:upto]
    )


# One move from a win: the king of clubs of column 1 goes home to foundation 4.
ONE_FROM_WIN = position(
    {1: "KC"},
    foundations={1: _full("S"), 2: _full("H"), 3: _full("D"), 4: _full("C", 12),
                 5: _full("S"), 6: _full("H"), 7: _full("D"), 8: _full("C")},
)  # fmt: skip
HOME = {"en": "c1 f", "ca": "c1 b", "nl": "k1 f", "pt": "c1 b", "it": "c1 base", "hr": "s1 t"}


def won_session(lang: str, **kw: object) -> tuple[Session, str]:
    from fortythieves.faces.advisor import solver_advisor

    s = Session(settings=Settings(lang=lang), advisor=solver_advisor(), **kw)  # type: ignore[arg-type]
    s.open(layout=ONE_FROM_WIN, requested_lang=lang, environ={})
    return s, s.handle(HOME[lang]).text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_win_says_the_score_the_record_and_how_to_deal_again(lang: str) -> None:
    s, text = won_session(lang)
    p = Phraser(translator(lang))
    assert p.score(s.game) in text
    assert p.t._("The win is in your record.") in text
    assert text.endswith(p.t._("Type {new} to play another deal.").format(new=word(lang, "new")))
    assert word(lang, "new") in text
    assert len(s.store.finished()) == 1  # and it is true


def test_a_win_the_record_could_not_keep_is_not_said_to_be_in_it() -> None:
    class FullRecord(MemoryStore):
        """A store whose disk fills up as the record is written: nothing of it commits."""

        def finish(self, player: str, key: str | None, line: str | None) -> None:
            if line is not None:
                raise StoreError(Fault.FULL, "no space left on device")
            super().finish(player, key, line)

    _, text = won_session("en", store=Shelf(FullRecord()))
    assert text.endswith(
        "Score 10 after 1 move. Type new game to play another deal. "
        "This game could not be added to your record: the disk is full."
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_after_a_win_every_game_changing_command_offers_a_new_deal(lang: str) -> None:
    s, _ = won_session(lang)
    p = Phraser(translator(lang))
    won = p.won_already()
    assert word(lang, "new") in won
    lines = [word(lang, "draw"), HOME[lang], word(lang, "hint"), word(lang, "play-hint"), "c2 c3"]
    for line in lines:
        assert s.handle(line).text == won, line
    assert s.handle(word(lang, "new")).text != won  # and the new deal comes


def test_after_a_win_in_english() -> None:
    s, text = won_session("en")
    assert text == (
        "Moved the king of clubs from column 1 to foundation 4. Column 1 is now empty. You score 10 points. "
        "You won! All 104 cards are on the foundations. Score 10 after 1 move. The win is saved in your record. "
        "Type new game to play another deal."
    )
    for line in ["draw", "put the king of clubs on column 2", "tap the waste", "hint", "play the hint"]:
        assert s.handle(line).text == "You have already won this game. Type new game to play another deal."
    assert s.handle("undo").text.startswith("Undone: king of clubs")  # undo still goes back


# ----- the deal code: said when asked for, never read out at a deal -----------------------
CODE = "FT1-N-2345673"


def spelled(lang: str, code: str = CODE) -> str:
    return Phraser(translator(lang)).spelled(code)


def _no_code(text: str, lang: str, code: str = CODE) -> bool:
    return spelled(lang, code) not in text and "F T 1" not in text and "FT1" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_code_is_said_when_asked_for_and_never_at_a_deal_or_a_resume(lang: str) -> None:
    """The spelled code is noise on every deal: the opening, a new deal, a winnable deal, a
    restart and a resume name the variant only; "code" and "spell code" say it."""
    store = Shelf.in_memory()
    s = Session(settings=Settings(lang=lang), store=store)
    opening = s.open(code=CODE, requested_lang=lang, environ={}).text
    assert _no_code(opening, lang), opening
    assert spelled(lang) in s.handle(word(lang, "code")).text  # asked for, it is said
    s.handle(word(lang, "draw"))
    again = Session(settings=Settings(lang=lang), store=store)
    resumed = again.open(requested_lang=lang, environ={}).text
    assert again.current.code == CODE
    assert _no_code(resumed, lang), resumed
    assert spelled(lang) in again.handle(word(lang, "code")).text
    assert again.handle(word(lang, "spell")).text != again.handle(word(lang, "code")).text
    restarted = again.handle(word(lang, "restart")).text
    assert _no_code(restarted, lang), restarted
    fresh = again.handle(word(lang, "new")).text
    assert _no_code(fresh, lang, again.current.code or ""), fresh
    assert spelled(lang, again.current.code or "") in again.handle(word(lang, "code")).text
    winnable = again.handle(word(lang, "new-winnable")).text
    assert _no_code(winnable, lang, again.current.code or ""), winnable
    assert again.handle(word(lang, "undo")).text.count("F T 1") == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_reply_is_short(lang: str) -> None:
    """The opening names the game and how to hear the board or the help: two sentences."""
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    opening = s.open(code=CODE, requested_lang=lang, environ={}).text
    assert len(opening) < 130, opening
    assert word(lang, "board") in opening and word(lang, "help") in opening


# ----- repeat ----------------------------------------------------------------------------
# "what?" as each language says it, besides its first repeat word
WHAT = {"en": "what?", "ca": "què?", "nl": "wat?", "pt": "como disse?", "it": "cosa?", "hr": "kako?"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_at_the_start_is_marked_as_said_before_never_a_new_deal(lang: str) -> None:
    store = Shelf.in_memory()
    s = Session(settings=Settings(lang=lang), store=store)
    opening = s.open(code=CODE, requested_lang=lang, environ={}).text
    marked = Phraser(translator(lang)).t._("I said: {reply}").format(reply=opening)
    for line in (WHAT[lang], word(lang, "repeat")):
        reply = s.handle(line)
        assert reply.text == marked, line
        assert not reply.events  # nothing was dealt
    assert s.current.code == CODE and s.game.moves == 0 and len(s.keeper.kept_games()) <= 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_repeat_marks_a_move_but_says_a_reading_as_it_was(lang: str) -> None:
    s = session(lang, position(SEED_COLUMNS, "8H"))
    drew = s.handle(word(lang, "draw")).text
    t = translator(lang)
    assert s.handle(word(lang, "repeat")).text == t._("I said: {reply}").format(reply=drew)
    board = s.handle(word(lang, "board")).text
    assert s.handle(word(lang, "repeat")).text == board
    assert s.game.moves == 1


def test_a_resumed_game_repeated_in_english() -> None:
    store = Shelf.in_memory()
    Session(settings=Settings(lang="en"), store=store).open(code=CODE, environ={})
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(environ={})
    assert s.handle("what?").text == (
        "I said: Resuming your game of Forty Thieves: 0 moves, score 0. "
        "Type board to hear the board, or help for the commands."
    )


# ----- --lang is kept --------------------------------------------------------------------
def test_lang_on_the_command_line_is_kept_for_the_next_start(tmp_path: Path) -> None:
    import subprocess
    import sys

    env = {**os.environ, "FORTYTHIEVES_HOME": str(tmp_path), "LANG": "C", "LANGUAGE": ""}

    def run(*args: str, typed: str) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "fortythieves", *args], input=typed, env=env,
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        return done.stdout

    first = run("play", "--new", "--lang", "it", "--code", CODE, typed="esci\n")
    assert first.startswith("Nuova partita di Quaranta Ladroni")
    again = run(typed="esci\n")  # plain `fortythieves`: Italian, and `esci` understood
    assert again.startswith("Riprendo la tua partita di Quaranta Ladroni")
    assert "Arrivederci" in again
    # a language that is not available is not kept: the next start is still in Italian
    other = run("--lang", "xx", typed="quit\n")
    assert "Riprendo la tua partita" in other
    assert run(typed="esci\n").startswith("Riprendo la tua partita")


def test_why_after_auto_place_explains_the_refusal_it_replaced() -> None:
    s = session("en", position(SEED_COLUMNS, "8H"))
    s.handle("put the king of hearts on the 2 of hearts")  # not exposed: the one-card rule
    assert s.handle("why").text.startswith("Only one card moves at a time")
    s.handle("autoplace on")
    s.handle("draw")  # the 8 of hearts, which goes on the 9 of hearts
    said = s.handle("put the 8 of hearts on the 10 of clubs").text
    assert said.startswith("The 8 of hearts cannot go on the 10 of clubs") and "Auto-place" in said
    assert "Moved the 8 of hearts from the waste onto the 9 of hearts in column 2." in said
    # the refusal auto-place replaced is the last one: its rule, not the older one's
    assert s.handle("why").text.startswith(
        "On a column, a card goes on the next higher card in the same suit"
    )
