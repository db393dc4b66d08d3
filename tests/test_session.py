"""The session: resuming, saving after every action, settings, bad input."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.core.moves import PileKind
from fortythieves.core.saves import decode
from fortythieves.faces.app import App
from fortythieves.faces.local import local_shelf
from fortythieves.lang.intents import CardRef, Cmd, Command, MoveIntent, Tap
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.lang.phrasing import Order, Verbosity
from fortythieves.lang.printable import printable
from fortythieves.play.handling import read
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings, read_settings
from fortythieves.store.shelf import Shelf

POSITIONS = Path(__file__).parent / "positions"
SEED = (POSITIONS.parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def seed_session(store: Shelf | None = None, lang: str = "en") -> Session:
    s = Session(settings=Settings(lang=lang), store=store or Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_action_is_saved_and_resumed() -> None:
    store = Shelf.in_memory()
    s = seed_session(store)
    for line in ["3 8 7", "move the three of hearts onto the four of hearts", "d", "d", "u"]:
        s.handle(line)
    loaded = decode(store.games()[0].text)
    assert loaded.game.snapshot() == s.game.snapshot()
    again = Session(settings=Settings(lang="en"), store=store)
    opening = again.open(environ={})
    assert opening.text.startswith("Resuming your game of Forty Thieves: 3 moves, score 0.")
    assert again.game.snapshot() == s.game.snapshot()
    assert again.handle("redo").text.startswith("Redone. Drew the")


def test_resume_after_a_killed_process(tmp_path: Path) -> None:
    first = local_shelf(tmp_path)
    s = seed_session(first)
    s.handle("move the three of hearts onto the four of hearts")
    # no quit: the process just stops here (tests/test_store_truth.py kills a real one)
    fresh = Session(settings=Settings(lang="en"), store=local_shelf(tmp_path))
    text = fresh.open(environ={}).text
    assert "Resuming" in text
    assert fresh.game.snapshot() == s.game.snapshot()


def test_a_damaged_save_is_kept_aside_never_overwritten(tmp_path: Path) -> None:
    store = local_shelf(tmp_path)
    store.save("20261201-100000-abcd", '{"format": "fortythieves-save", "version": 1, "variant": "x"', None)
    s = Session(settings=Settings(lang="en"), store=store)
    text = s.open(environ={}).text
    assert "Some of your data could not be read and was set aside: 1 saved game." in text
    assert "New game of Forty Thieves" in text
    assert store.game("20261201-100000-abcd") is None  # set aside: never read again, never overwritten


def test_a_won_game_is_not_resumed() -> None:
    store = Shelf.in_memory()
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(layout=(POSITIONS / "endgame.txt").read_text(encoding="utf-8"), environ={})
    for line in ["c2 f", "c3 f", "c4 f", "c4 f", "c1 f", "c2 f", "d", "w f", "c5 f", "c3 f"]:
        s.handle(line)
    assert s.game.state.is_won()
    text = Session(settings=Settings(lang="en"), store=store).open(environ={}).text
    assert text.startswith("New game of Forty Thieves. Type board")


def test_settings_are_kept_between_sessions(tmp_path: Path) -> None:
    store = local_shelf(tmp_path)
    s = seed_session(store)
    s.handle("verbosity brief")
    s.handle("order exposed first")
    s.handle("autoplace on")
    kept = read_settings(store)
    assert (kept.verbosity, kept.order, kept.autoplace) == (Verbosity.BRIEF, Order.EXPOSED_FIRST, True)


def test_autoplace_sends_a_refused_card_to_its_best_place() -> None:
    s = seed_session()
    s.handle("autoplace on")
    text = s.handle("put the 8 of hearts on the 4 of diamonds").text
    assert "Auto-place puts it in its best place instead." in text
    assert "Moved the 8 of hearts from column 3 onto the 9 of hearts in column 2." in text


def test_language_switch_in_game() -> None:
    s = seed_session()
    s.handle("language catalan")
    assert s.lang == "ca"
    assert s.settings.lang == "ca"
    s.handle("language english")
    assert s.lang == "en"


def test_a_missing_language_is_said_once() -> None:
    s = Session(settings=Settings(), store=Shelf.in_memory())
    text = s.open(layout=SEED, environ={"LANG": "de_DE.UTF-8"}).text
    assert text.startswith("The language de is not available; playing in English.")


def test_language_from_the_environment() -> None:
    s = Session(settings=Settings(), store=Shelf.in_memory())
    s.open(layout=SEED, environ={"LC_ALL": "nl_NL.UTF-8"})
    assert s.lang == "nl"


class FakeSpeaker:
    failure = None

    def __init__(self) -> None:
        self.said: list[str] = []
        self.stopped = 0
        self.closed = 0

    def say(self, text: str) -> None:
        self.said.append(text)

    def stop(self) -> None:
        self.stopped += 1

    def close(self) -> None:
        self.closed += 1


def test_speech_speaks_each_reply_and_stop_silences() -> None:
    fake = FakeSpeaker()
    s = App(Session(settings=Settings(lang="en"), store=Shelf.in_memory()), lambda *_: (fake, None))
    s.opened(s.session.open(layout=SEED, environ={}))
    s.handle("speech on")
    s.handle("draw")
    assert fake.said[-1].startswith("Drew the ace of spades; it can go to foundation 1.")
    assert s.handle("stop").text == "Speech stopped."  # printed, never spoken over the silence
    assert fake.stopped == 1
    s.handle("repeat")
    assert fake.said[-1].startswith("I said: Drew the ace of spades; it can go to foundation 1.")
    s.handle("speech off")
    assert fake.closed == 1


def test_speech_failure_is_one_line_and_the_game_goes_on() -> None:
    fake = FakeSpeaker()
    s = App(
        Session(settings=Settings(lang="en", speech=True), store=Shelf.in_memory()),
        lambda *_: (fake, "No sound output was found; the game goes on in text."),
    )
    text = s.opened(s.session.open(layout=SEED, environ={})).text
    assert "No sound output was found; the game goes on in text." in text
    assert s.handle("draw").text.startswith("Drew")


ACTS = {Cmd.DRAW, Cmd.REDEAL, Cmd.UNDO, Cmd.REDO, Cmd.NEW, Cmd.RESTART, Cmd.AGAIN}  # "again" repeats an act


def acts(line: str, lang: str) -> bool:
    """Whether `line` reads as something that may change the game: a move, a tap, or a
    command that plays, takes back or deals (a pending question is never open here). Read
    as the session reads it: control characters dropped first ("DE\\x1fAL" is "DEAL")."""
    intent = parse(printable(line), lang)
    return isinstance(intent, MoveIntent | Tap) or (isinstance(intent, Command) and intent.cmd in ACTS)


LINES = st.one_of(
    st.text(max_size=200),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=60),
    st.sampled_from(
        ["\x00", "\x1b[6n", "\t\t", "7s 8s 9s", "column 999", "f 99", "c0", "new game FT1-N-AAAAAAA"]
    ),
    st.text(min_size=501, max_size=3000),
)


@settings(max_examples=300, deadline=None)
@given(line=LINES)
def test_random_text_never_raises_and_never_changes_the_game(line: str) -> None:
    s = _shared
    before = (s.game.snapshot(), s.game.moves, s.actions[:])
    acting = acts(line, "en") or bool(s.modes)  # an answer to an open question may act
    reply = s.handle(line)
    assert isinstance(reply.text, str)
    assert "\x1b" not in reply.text
    if (s.game.snapshot(), s.game.moves, s.actions[:]) != before:
        assert acting, line  # only a line read as an action may change the game
        s.open(layout=SEED, environ={})


_shared = seed_session()


@settings(max_examples=200, deadline=None)
@given(line=st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", max_size=40).filter(lambda x: len(x.split()) > 1))
def test_gibberish_changes_nothing(line: str) -> None:
    s = _gib
    before = (s.game.snapshot(), s.game.moves)
    acting = acts(line, "en") or bool(s.modes)
    s.handle(line)
    if (s.game.snapshot(), s.game.moves) != before:
        assert acting, line
        s.open(layout=SEED, environ={})


_gib = seed_session()


def test_speech_rate_and_volume_are_kept_and_restart_speech(tmp_path: Path) -> None:
    opened: list[tuple[str, int, float]] = []

    def factory(lang: str, rate: int, volume: float) -> tuple[FakeSpeaker, None]:
        opened.append((lang, rate, volume))
        return FakeSpeaker(), None

    store = local_shelf(tmp_path)
    s = App(Session(settings=Settings(lang="en"), store=store), factory)
    s.opened(s.session.open(layout=SEED, environ={}))
    s.handle("speech on")
    assert s.handle("rate 220").text == "Speech rate: 220 words a minute."
    assert s.handle("volume 60").text == "Speech volume: 60 percent."
    assert opened[-1] == ("en", 220, 0.6)  # speech restarted with them
    assert s.handle("rate 9000").text.startswith("The speech rate goes from 80 to 450")
    kept = read_settings(store)
    assert (kept.rate, kept.volume, kept.speech) == (220, 0.6, True)


@pytest.mark.parametrize("lang", ["ca", "nl", "pt", "it", "hr"])
@settings(max_examples=120, deadline=None)
@given(line=LINES)
def test_random_text_in_every_language_never_raises(lang: str, line: str) -> None:
    s = _sessions.setdefault(lang, seed_session(lang=lang))
    before = (s.game.snapshot(), s.game.moves)
    acting = acts(line, lang) or bool(s.modes)  # an answer to an open question may act
    reply = s.handle(line)
    assert isinstance(reply.text, str) and "\x1b" not in reply.text
    if (s.game.snapshot(), s.game.moves) != before:
        assert acting, line
        s.open(layout=SEED, environ={})


_sessions: dict[str, Session] = {}


def test_every_command_is_declared_once() -> None:
    from fortythieves.play.commands import COMMANDS

    assert sorted(spec.cmd for spec in COMMANDS) == sorted(Cmd)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_out_of_sight_is_said_once(lang: str) -> None:
    """A card named alone: where each copy is, then where it can go; when no copy is in
    sight the first sentence says so, and no refusal repeats it."""
    s = seed_session(lang=lang)
    state = s.game.state
    hidden = next(c for c in state.all_cards() if all(p.kind is PileKind.STOCK for p, _ in state.locate(c)))
    where = s.p.where(state, hidden, s.settings.order)
    assert read(s, CardRef(hidden)) == where
    exposed = state.columns[0][-1]
    assert read(s, CardRef(exposed)).startswith(s.p.where(state, exposed, s.settings.order) + " ")


# "Can the 8 go on the 9?" asks whether the move is allowed: offered, played after a "yes" only.
OFFERS = {
    "en": ("can the 8 of hearts go on the 9 of hearts?", "yes"),
    "ca": ("el vuit de cors pot anar sobre el nou de cors?", "sí"),
    "nl": ("mag de harten acht op de harten negen?", "ja, doe maar"),
    "pt": ("o oito de copas pode ir para o nove de copas?", "sim"),
    "it": ("l'otto di cuori può andare sul nove di cuori?", "sì"),
    "hr": ("može li herc osmica na herc devetku?", "da"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_asked_about_is_offered_and_played_after_yes(lang: str) -> None:
    question, yes = OFFERS[lang]
    s = seed_session(lang=lang)
    before = s.game.state.key()
    s.handle(question)
    assert s.game.state.key() == before and s.pending is not None and s.pending.offered
    s.handle(yes)
    assert s.game.moves == 1 and s.pending is None


@pytest.mark.parametrize("other", ["no", "hmm", "what?", "show column 3"])
def test_anything_but_yes_leaves_the_move_offered_unplayed(other: str) -> None:
    s = seed_session()
    before = s.game.state.key()
    assert "Shall I play it?" in s.handle(OFFERS["en"][0]).text
    s.handle(other)
    s.handle("yes")  # the question is gone: a late "yes" plays nothing
    assert s.game.state.key() == before and s.game.moves == 0 and s.pending is None


def test_a_command_that_acts_drops_the_move_offered() -> None:
    s = seed_session()
    s.handle(OFFERS["en"][0])
    text = s.handle("draw").text
    assert text.startswith("Question dropped.") and s.game.moves == 1
    assert s.game.state.waste  # the draw was made, not the move offered


def test_a_move_asked_about_that_is_not_allowed_gives_the_rule_and_changes_nothing() -> None:
    s = seed_session()
    before = s.game.state.key()
    text = s.handle("can the 8 of hearts go on the 4 of diamonds?").text
    assert text == (
        "The 8 of hearts cannot go on the 4 of diamonds: it goes only on the 9 of hearts, or on an empty column."
    )  # the rule once, as the move itself is refused; "why" gives it in general
    assert s.game.state.key() == before and s.pending is None
    assert "next higher card in the same suit" in s.handle("why").text


# "can the 5 of hearts go on the 6 of hearts?" in a deal where the 5 lies under other cards
NOT_EXPOSED = {
    "en": "can the 5 of hearts go on the 6 of hearts?",
    "ca": "el cinc de cors pot anar sobre el sis de cors?",
    "nl": "kan de harten 5 op de harten 6?",
    "pt": "o cinco de copas pode ir para o seis de copas?",
    "it": "il cinque di cuori può andare sul sei di cuori?",
    "hr": "može li herc petica na herc šesticu?",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_question_is_answered_as_the_move_is_refused(lang: str) -> None:
    """One rule, as the plain move gives it: never the refusal and then the same rule again."""
    asked = parse(NOT_EXPOSED[lang], lang)
    assert isinstance(asked, MoveIntent) and asked.ask, asked
    replies = []
    for intent in (asked, dataclasses.replace(asked, ask=False)):
        s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
        s.open(code="FT1-N-2345673", requested_lang=lang, environ={})  # the 5 of hearts is in column 3
        before = s.game.state.key()
        replies.append(s.dispatch(intent).text)
        assert s.game.state.key() == before and s.pending is None
    assert replies[0] == replies[1], replies


def test_a_refusal_at_full_verbosity_does_not_say_its_rule_twice() -> None:
    s = seed_session()
    s.handle("new game FT1-N-2345673")  # column 1 ends with an ace, column 4 with the 2 of spades
    s.handle("verbosity full")
    text = s.handle("move column 4 to column 1").text
    assert "nothing can be placed on an ace in a column" in text.casefold()
    assert text.casefold().count("nothing can be placed on an ace") == 1


def test_a_line_with_control_characters_is_judged_as_the_session_reads_it() -> None:
    s = seed_session(lang="hr")
    before = s.game.moves
    assert acts("DE\x1fAL", "hr")  # "deal", a draw in every language
    s.handle("DE\x1fAL")
    assert s.game.moves == before + 1
