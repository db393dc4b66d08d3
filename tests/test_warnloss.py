"""The setting "warn when a move loses": the session with a fake advisor (proved lost: said
once; not decided: nothing; off: nothing; decided later: said once, by the face or before
the next reply), the words in every language, and the solver's advisor on a lost position
(a server's short search, and the terminal's background search said by `Alerts`)."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from gated import GatedPool

from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.core.state import State
from fortythieves.faces.advisor import SERVER, SolverAdvisor
from fortythieves.faces.alerts import Alerts
from fortythieves.faces.app import App
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.advisor import Advice, Advisor, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings, read_settings
from fortythieves.solver import AVAILABLE
from fortythieves.store.shelf import Shelf

POSITIONS = Path(__file__).parent / "positions"
ENDGAME = (POSITIONS / "endgame.txt").read_text(encoding="utf-8")
LOST = (POSITIONS / "lost-spades.txt").read_text(encoding="utf-8")
QUEEN_HOME = Move(MoveKind.MOVE, column(3), foundation(0))  # the endgame's column 4 to foundation 1
WARNING = "That move loses the game: no winning line is left. Type undo to take it back."


@dataclass
class FakeAdvisor:
    """Knows the verdicts it is told, by position; `settle` answers `now` (None: the
    background search has not decided yet) and remembers what it decided."""

    now: Outlook | None = None
    verdicts: dict[tuple[object, ...], Outlook] = field(default_factory=dict)
    settled: int = 0

    def hint(self, state: State) -> Advice:
        return Advice(self.verdicts.get(state.key(), Outlook.UNKNOWN))

    def outlook(self, state: State) -> Advice:
        return self.hint(state)

    def moved(self, state: State) -> None:
        pass

    def known(self, state: State) -> Outlook | None:
        return self.verdicts.get(state.key())

    def settle(self, state: State) -> Outlook | None:
        self.settled += 1
        if self.now is not None:
            self.verdicts[state.key()] = self.now
        return self.known(state)

    def due(self, state: State) -> Advice | None:

        return None

    def forget(self) -> None:
        self.verdicts.clear()

    def close(self) -> None:
        pass


def session(advisor: Advisor | None, warn: bool = True, layout: str = ENDGAME, lang: str = "en") -> Session:
    s = Session(settings=Settings(lang=lang, warnloss=warn), store=Shelf.in_memory(), advisor=advisor)
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


def test_a_proved_loss_is_said_right_after_the_move_and_once() -> None:
    s = session(FakeAdvisor(now=Outlook.LOST))
    said = s.handle("4 f").text
    assert said.startswith("Moved the queen of spades") and said.endswith(WARNING)
    assert said.count("loses the game") == 1
    assert WARNING not in s.handle("board").text
    assert WARNING not in s.handle("2 f").text  # from a position known lost: not again
    assert s.alert() is None


def test_a_loss_not_decided_says_nothing() -> None:
    fake = FakeAdvisor(now=None)
    s = session(fake)
    assert "loses" not in s.handle("4 f").text
    assert s.alert() is None
    assert "loses" not in s.handle("board").text
    assert fake.settled == 1


def test_a_win_known_says_nothing() -> None:
    s = session(FakeAdvisor(now=Outlook.WINNABLE))
    assert "loses" not in s.handle("4 f").text
    assert s.alert() is None


def test_off_says_nothing_and_asks_nothing() -> None:
    fake = FakeAdvisor(now=Outlook.LOST)
    s = session(fake, warn=False)
    assert "loses" not in s.handle("4 f").text
    assert s.alert() is None and fake.settled == 0


def test_a_loss_decided_later_is_said_once_by_the_face() -> None:
    fake = FakeAdvisor(now=None)
    s = session(fake)
    s.handle("4 f")
    fake.verdicts[s.game.state.key()] = Outlook.LOST  # the background search proved it
    warned = s.alert()
    assert warned is not None and warned.text == WARNING
    assert s.alert() is None
    assert WARNING not in s.handle("board").text


def test_a_loss_decided_later_comes_before_the_next_reply_when_the_face_did_not_say_it() -> None:
    fake = FakeAdvisor(now=None)
    s = session(fake)
    s.handle("4 f")
    fake.verdicts[s.game.state.key()] = Outlook.LOST
    said = s.handle("score").text
    assert said.startswith(WARNING + " ")
    assert WARNING not in s.handle("score").text


def test_a_loss_decided_after_the_next_move_is_not_said() -> None:
    """The warning is about the position the move reached: once the player moved on (or
    undid the move), a late verdict on it is not said."""
    fake = FakeAdvisor(now=None)
    s = session(fake)
    s.handle("4 f")
    reached = s.game.state.key()
    s.handle("undo")
    fake.verdicts[reached] = Outlook.LOST
    assert s.alert() is None
    assert WARNING not in s.handle("board").text


def test_undo_then_another_losing_move_warns_again() -> None:
    s = session(FakeAdvisor(now=Outlook.LOST))
    assert s.handle("4 f").text.endswith(WARNING)
    s.handle("undo")
    s.advisor.verdicts.clear()  # type: ignore[union-attr]  # the position before is not known lost
    assert s.handle("4 f").text.endswith(WARNING)


def test_redo_warns_too() -> None:
    s = session(FakeAdvisor(now=Outlook.LOST))
    s.handle("4 f")
    s.handle("undo")
    s.advisor.verdicts.clear()  # type: ignore[union-attr]
    assert s.handle("redo").text.endswith(WARNING)


def test_the_setting_is_kept_listed_and_reported() -> None:
    store = Shelf.in_memory()
    s = Session(settings=Settings(lang="en"), store=store, advisor=FakeAdvisor())
    s.open(layout=ENDGAME, requested_lang="en", environ={})
    assert s.handle("warnings").text == "Loss warnings are off. Type warnings on or warnings off."
    on = s.handle("turn warnings on").text
    assert on.startswith("Loss warnings are on") and s.settings.warnloss
    assert read_settings(store).warnloss is True
    assert "loss warnings: on" in s.handle("settings").text
    assert s.handle("warnings off").text == "Loss warnings are off."
    assert read_settings(store).warnloss is False
    assert Settings.from_json({"warnloss": True}).warnloss is True
    assert Settings.from_json({"warnloss": "yes"}).warnloss is False  # a wrong value keeps the default


def test_no_advisor_no_warning() -> None:
    s = session(None)
    assert "loses" not in s.handle("4 f").text


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_language_warns_and_switches(lang: str) -> None:
    s = session(FakeAdvisor(now=Outlook.LOST), lang=lang, warn=False)
    name, on, off = word(lang, "warnloss"), word(lang, "on"), word(lang, "off")
    switched = s.handle(f"{name} {on}").text
    assert s.settings.warnloss, switched
    said = s.handle("4 f").text
    english = session(FakeAdvisor(now=Outlook.LOST)).handle("4 f").text
    assert word(lang, "undo") in said
    if lang != "en":
        assert said != english and "loses" not in said
    s.handle(f"{name} {off}")
    assert not s.settings.warnloss
    assert word(lang, "new-winnable") in s.handle(f"{word(lang, 'help')} {_game_topic(lang)}").text


@pytest.mark.parametrize(
    ("lang", "on", "off"),
    [
        ("ca", "avisos activats", "avisos desactivats"),
        ("ca", "avisos actius", "avisos inactius"),
        ("ca", "avisos habilitats", "avisos inhabilitats"),
        ("pt", "avisos ativados", "avisos desativados"),
        ("it", "avvisi attivati", "avvisi disattivati"),
        ("it", "avvisi attivi", "avvisi disattivi"),
        ("it", "avvisi abilitati", "avvisi disabilitati"),
        ("hr", "upozorenja uključena", "upozorenja isključena"),
    ],
)
def test_on_and_off_agree_with_a_plural_setting(lang: str, on: str, off: str) -> None:
    # The game's own reply says the warnings are "activats" (plural), in Italian "attivi":
    # so may the player, and so may one who says it as settings screens do ("abilitati").
    s = session(FakeAdvisor(now=Outlook.LOST), lang=lang, warn=False)
    assert s.handle(on).text and s.settings.warnloss
    assert s.handle(off).text and not s.settings.warnloss


def _game_topic(lang: str) -> str:
    from fortythieves.lang.lexicon import help_topics

    return help_topics(lang)["game"][0]


# ----- the solver's advisor ----------------------------------------------------------------
needs_solver = pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")
# On the lost position the queens of spades shuffle between the kings: the only moves.
QUEEN_ACROSS = Move(MoveKind.MOVE, column(8), column(9))


@needs_solver
def test_a_server_warns_with_the_reply_after_a_short_search() -> None:
    pool = GatedPool()
    advisor = SolverAdvisor(pool, SERVER, warn_wait=120.0)
    s = session(advisor, layout=LOST)  # the start's search is dropped: it is not known lost
    pool.drop()
    assert QUEEN_ACROSS in s.game.state.legal_moves()
    assert s.play(QUEEN_ACROSS).text.endswith(WARNING)
    assert WARNING not in s.play(Move(MoveKind.MOVE, column(9), column(8))).text  # known lost now
    s.close()
    pool.close()


@needs_solver
def test_the_terminal_says_the_warning_when_the_background_search_proves_it() -> None:
    pool = GatedPool()
    advisor = SolverAdvisor(pool)
    s = session(advisor, layout=LOST)  # the search waits: the start is not known lost
    lines: list[str] = []
    heard = threading.Event()

    def write(text: str) -> None:
        lines.append(text)
        heard.set()

    app = App(s, speaker_factory=None)
    alerts = Alerts(app, write)
    reply = app.handle("9 10")
    assert WARNING not in reply.text  # not decided yet: the search waits
    pool.release()  # it searches the position in play (the one after the move)
    assert heard.wait(120), "the background search did not decide"
    assert lines == [WARNING]
    assert WARNING not in app.handle("board").text
    assert lines.count(WARNING) <= 1
    alerts.close()
    app.close()
    pool.close()
