"""Words that lean on the session, in every language: "it" for the card or place named
last, the suit's colour as the answer to "Which one?", a word that means both "stop
speaking" and "leave the game" asked about, and a misspelt line answered with what it may
have meant, never run; "stop talking", "the one from" a place, "new game of" a variant."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_guiding_replies import position, session

from fortythieves.lang.languages import LANGUAGES
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")

# The endgame: kings of spades (column 1) and hearts (column 5) exposed, the queen of hearts
# exposed in column 3 and on top of foundation 2. English always works, so the questions
# are put in English; the words under test are the player's own.
WORDS = {
    "en": {"it": "move it", "back": "take it back", "red": "the red one", "black": "the black one",
           "either": "enough", "speaking": "speaking", "game": "the game", "cancel": "cancel",
           "typo": "quen of hearts", "meant": "queen of hearts"},
    "ca": {"it": "mou-la", "back": "treu-la de la base", "red": "la vermella", "black": "el negre",
           "either": "prou", "speaking": "parlar", "game": "el joc", "cancel": "deixa-ho estar",
           "typo": "roab", "meant": "roba"},
    "nl": {"it": "verplaats hem", "back": "haal hem terug", "red": "de rode", "black": "de zwarte",
           "either": "stop", "speaking": "praten", "game": "spel", "cancel": "laat maar",
           "typo": "trekk", "meant": "trek"},
    "pt": {"it": "joga-o", "back": "tira-o da base", "red": "o vermelho", "black": "o preto",
           "either": "chega", "speaking": "falar", "game": "o jogo", "cancel": "esquece",
           "typo": "cmpra", "meant": "compra"},
    "it": {"it": "spostalo", "back": "riprendilo", "red": "quello rosso", "black": "il nero",
           "either": "basta", "speaking": "parlare", "game": "il gioco", "cancel": "lascia perdere",
           "typo": "anulla", "meant": "annulla"},
    "hr": {"it": "pomakni ga", "back": "vrati ga natrag", "red": "crvenog", "black": "crnog",
           "either": "dosta", "speaking": "govor", "game": "igra", "cancel": "nema veze",
           "typo": "ponšiti", "meant": "poništi"},
}  # fmt: skip


def endgame(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_words() -> None:
    assert set(WORDS) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_it_with_nothing_named_asks_and_changes_nothing(lang: str) -> None:
    s = endgame(lang)
    before = s.game.state.key()
    reply = s.handle(WORDS[lang]["it"])
    assert s.game.state.key() == before and s.game.moves == 0
    assert reply.text == s.r.no_referent(False)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_it_moves_the_place_read_last_and_takes_it_back(lang: str) -> None:
    s = endgame(lang)
    s.handle("column 5")  # read: the king of hearts
    assert s.game.moves == 0
    s.handle(WORDS[lang]["it"])  # the king of hearts to its best place: foundation 2
    assert s.game.moves == 1 and not s.game.state.columns[4]
    assert s.game.state.foundations[1][-1].rank == 13
    s.handle(WORDS[lang]["back"])  # the card moved is "it" now: back off the foundation
    assert s.game.moves == 2 and s.game.state.foundations[1][-1].rank == 12
    assert [c.short() for c in s.game.state.columns[4]] == ["KH"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_it_named_in_another_game_is_gone(lang: str) -> None:
    s = endgame(lang)
    s.handle("column 5")
    s.handle("new game")
    before = s.game.state.key()
    reply = s.handle(WORDS[lang]["it"])
    assert reply.text == s.r.no_referent(True)
    assert s.game.state.key() == before and s.game.moves == 0


def test_it_after_a_draw_is_the_card_drawn() -> None:
    s = endgame("en")
    assert s.handle("draw").text.startswith("Drew the king of diamonds")
    assert s.handle("play it").text.startswith("Moved the king of diamonds from the waste")


def test_it_after_an_undo_is_the_card_put_back() -> None:
    s = endgame("en")
    s.handle("draw")
    s.handle("tap it")
    s.handle("undo")  # the king of diamonds back on the waste; another copy sits on foundation 3
    assert s.handle("play it").text.startswith("Moved the king of diamonds from the waste")


def test_it_stands_for_a_target_too() -> None:
    s = endgame("en")
    s.handle("column 5")  # the king of hearts
    reply = s.handle("put the queen of hearts on it")  # from column 3 or from foundation 2?
    assert s.pending is not None and all(
        m.target is not None and m.target.index == 4 for m in s.pending.moves
    )
    assert reply.text.startswith("Which queen of hearts")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_colour_answers_which_card(lang: str) -> None:
    for colour, column in (("red", 4), ("black", 0)):
        s = endgame(lang)
        s.handle("put the king on the foundation")  # the king of spades or the king of hearts?
        assert s.pending is not None
        s.handle(WORDS[lang][colour])
        assert s.pending is None and s.game.moves == 1
        assert not s.game.state.columns[column], colour


@pytest.mark.parametrize("line", ["the top one", "top one", "the one on top"])
def test_the_top_one_asks_again_and_reads_no_exposed_cards(line: str) -> None:
    s = endgame("en")
    s.handle("put the king on the foundation")  # the king of spades or the king of hearts?
    question = s.pending
    assert question is not None
    reply = s.handle(line)
    assert s.pending is question and s.game.moves == 0
    assert reply.text.startswith(
        "Both are on top: that does not tell them apart. Which card: the king of spades"
    ), reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_colour_that_does_not_decide_asks_again_in_one_line(lang: str) -> None:
    s = endgame(lang)
    s.handle("play the queen of hearts")  # column 3 or foundation 2: both red
    assert s.pending is not None
    question = s.pending
    before = s.game.state.key()
    reply = s.handle(WORDS[lang]["red"])
    assert s.pending is question and s.game.state.key() == before
    asked = s.r.which(s.game.state, question.moves, question.by_source)
    assert reply.text == s.r.colour_undecided(asked) and "\n" not in reply.text
    assert any(isinstance(e, ev.Asked) for e in reply.events)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stop_or_quit_asks_and_takes_a_short_answer(lang: str) -> None:
    w = WORDS[lang]
    s = endgame(lang)
    asked = s.handle(w["either"])
    assert asked.text == s.r.stop_or_quit() and not asked.quit
    again = s.handle("banana")  # no answer: asked again, nothing done
    assert again.text == s.r.answer_again(s.r.stop_or_quit()) and not again.quit
    silenced = s.handle(w["speaking"])
    assert any(isinstance(e, ev.Silenced) for e in silenced.events) and not silenced.quit
    s.handle(w["either"])
    kept = s.handle(w["cancel"])
    assert kept.text == s.r.nothing_done() and not kept.quit
    s.handle(w["either"])
    assert s.handle("2").quit  # the second choice: leave the game
    s = endgame(lang)
    s.handle(w["either"])
    assert s.handle(w["game"]).quit


def test_a_new_command_drops_the_stop_question_and_says_so() -> None:
    s = endgame("nl")
    s.handle("stop")
    reply = s.handle("trek")
    assert reply.text.startswith(s.r.question_dropped()) and s.game.moves == 1
    assert not s.choosing_stop


@pytest.mark.parametrize(
    ("lang", "explicit"),
    [("nl", "stop met praten"), ("nl", "stil"), ("ca", "calla"), ("pt", "cala-te"), ("it", "zitto"), ("hr", "tiho"),
     ("en", "stop")],
)  # fmt: skip
def test_explicit_silence_is_direct(lang: str, explicit: str) -> None:
    s = endgame(lang)
    reply = s.handle(explicit)
    assert any(isinstance(e, ev.Silenced) for e in reply.events) and not s.choosing_stop


@pytest.mark.parametrize(("lang", "explicit"), [("nl", "stoppen met spelen"), ("nl", "afsluiten")])
def test_explicit_leaving_is_direct(lang: str, explicit: str) -> None:
    assert endgame(lang).handle(explicit).quit


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_misspelt_line_is_quoted_with_what_it_may_mean_and_never_run(lang: str) -> None:
    s = endgame(lang)
    before = s.game.state.key()
    typed = WORDS[lang]["typo"]
    reply = s.handle(typed)
    assert typed in reply.text and WORDS[lang]["meant"] in reply.text
    assert s.game.state.key() == before and s.game.moves == 0


def test_it_from_a_place_it_is_not_in_is_refused() -> None:
    s = endgame("en")
    s.handle("column 5")
    before = s.game.state.key()
    assert s.handle("take it from column 3").text == s.r.referent_elsewhere()
    assert s.game.state.key() == before
    assert s.handle("take it from column 5").text.startswith("Moved the king of hearts from column 5")


def test_it_read_as_a_card_lying_elsewhere_says_where_it_is() -> None:
    s = endgame("en")
    s.handle("king of hearts")
    before = s.game.state.key()
    said = s.handle("take it from column 3").text
    assert said.startswith("The king of hearts is not where you said. King of hearts: one in column 2"), said
    assert s.game.state.key() == before


# "it" as the place a card goes: the ace just sent up, with the 2 from its own column
ON_IT = {
    "en": ("ace of spades from column 8 to the foundation", "put the 2 of spades from column 7 on it"),
    "nl": ("schoppenaas uit kolom 8 naar het fundament", "leg schoppen 2 uit kolom 7 erop"),
    "hr": ("pik as iz stupca 8 na temelj", "stavi pik dvojku iz stupca 7 na njega"),
}


@pytest.mark.parametrize("lang", sorted(ON_IT))
def test_a_card_from_its_column_goes_on_it(lang: str) -> None:
    """ "From column 7" is where the 2 comes from, not where "it" (the ace on foundation 1)
    must lie: the 2 goes up on the ace."""
    columns = {1: "AD 3S KH KS", 2: "JC 9D 2S 3H", 3: "9C JH AH 3H", 4: "8D 9D KC QD", 5: "10D 9S 4H 2H",
               6: "KC JS 8S KD", 7: "7D QH 6D 2S", 8: "9H 4C AC AS", 9: "6C 5S 7H JS", 10: "5D 9C 4S 6S"}  # fmt: skip
    s = session(lang, position(columns))
    ace, two = ON_IT[lang]
    s.handle(ace)
    s.handle(two)
    assert [str(c) for c in s.game.state.foundations[0]] == ["AS", "2S"]
    assert s.game.moves == 2


def test_take_it_back_said_of_a_column_is_refused() -> None:
    s = endgame("en")
    s.handle("column 5")
    before = s.game.state.key()
    assert s.handle("take it back").text == s.r.referent_elsewhere()  # back comes off a foundation
    assert s.game.state.key() == before
    s.handle("foundation 2")
    assert s.handle("take it back").text.startswith("Moved the queen of hearts from foundation 2")


def test_where_can_it_go_answers_for_the_card_named_last() -> None:
    s = endgame("en")
    assert s.handle("where can it go?").text == s.r.no_referent(False)
    s.handle("column 5")
    assert s.handle("where can it go?").text == s.handle("options column 5").text


@pytest.mark.parametrize(
    ("lang", "phrase"),
    [("en", "stop talking would you"), ("ca", "para de parlar"), ("it", "togli la voce"),
     ("nl", "hou op met praten"), ("pt", "deixa de falar"), ("hr", "prestani pričati")],
)  # fmt: skip
def test_stop_talking_turns_speech_off_and_silences_at_once(lang: str, phrase: str) -> None:
    s = endgame(lang)
    s.settings.speech = True
    reply = s.handle(phrase)
    assert not s.settings.speech and not reply.speak and not s.choosing_stop
    assert s.game.moves == 0


def test_the_one_from_a_place_is_that_places_card() -> None:
    s = endgame("en")
    s.handle("column 5")  # "it" is the king of hearts; "the one from column 2" is not "it"
    reply = s.handle("put the one from column 2 in the empty column, number 7")
    assert reply.text.startswith("Moved the queen of clubs from column 2 to empty column 7")


@pytest.mark.parametrize(("lang", "line"), [("en", "new game of maria"), ("pt", "novo jogo de maria")])
def test_new_game_of_a_variant_deals_it(lang: str, line: str) -> None:
    s = endgame(lang)
    s.handle(line)
    assert s.game.variant.key == "maria"
