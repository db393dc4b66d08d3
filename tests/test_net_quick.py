"""Which lines a server answers on its event loop (`faces.net.quick`): only those that
neither search nor wait for the disk, in every state of the session that changes it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from fortythieves.faces.net.quick import KEPT, Handling, Sorter, kind_of
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

T = TypeVar("T")
EVER = 1e9  # seconds: no reading is slow
SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def seed_session(lang: str = "en", **settings: bool) -> Session:
    s = Session(settings=Settings(lang=lang, **settings), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize(
    ("line", "kind"),
    [("draw", Handling.ACTS), ("1 2", Handling.ACTS), ("redo", Handling.ACTS), ("undo", Handling.UNDO),
     ("board", Handling.READS), ("score", Handling.READS), ("show", Handling.READS), ("moves", Handling.READS),
     ("where is the ace of spades", Handling.READS), ("column 3", Handling.READS), ("", Handling.READS),
     ("blorp", Handling.SLOW),
     ("hint", Handling.SLOW), ("can I win", Handling.SLOW), ("new game", Handling.SLOW),
     ("new game winnable", Handling.SLOW), ("stats", Handling.SLOW), ("quit", Handling.SLOW),
     ("games", Handling.SLOW), ("export", Handling.SLOW), ("language dutch", Handling.SLOW),
     ("verbosity brief", Handling.SLOW), ("restart", Handling.SLOW), ("rules", Handling.SLOW),
     ("draw and read the board", Handling.ACTS), ("draw and then undo", Handling.UNDO),
     ("draw and hint", Handling.SLOW), ("board and score", Handling.READS)],
)  # fmt: skip
def test_each_line_is_sorted_by_what_it_may_do(line: str, kind: Handling) -> None:
    assert kind_of(parse(line, "en")) is kind


def test_the_same_words_are_sorted_in_every_language() -> None:
    assert kind_of(parse("trek", "nl")) is Handling.ACTS  # draw
    assert kind_of(parse("pista", "ca")) is Handling.SLOW  # a hint
    assert kind_of(parse("nova partida", "pt")) is Handling.SLOW


def test_a_line_slow_to_read_is_never_kept_and_always_goes_to_a_thread() -> None:
    s, sorter = seed_session(), Sorter(slow_reading=0.0)  # every reading takes longer than none
    sorter.learn(s, "draw")
    assert sorter.kind("draw", "en", False) is Handling.SLOW and not sorter.quick(s, "draw")
    assert not sorter._kinds


def learnt(s: Session, *lines: str) -> Sorter:
    """A sorter that has read `lines` (as the thread that answered each did)."""
    sorter = Sorter(slow_reading=EVER)  # a reading's time is the machine's: never slow here
    for line in lines:
        sorter.learn(s, line)
    return sorter


def test_reading_and_moving_are_quick_searching_and_the_disk_are_not() -> None:
    s = seed_session()
    sorter = learnt(s, "draw", "board", "1 2", "hint", "stats", "new game")
    assert sorter.quick(s, "draw") and sorter.quick(s, "board") and sorter.quick(s, "1 2")
    assert not sorter.quick(s, "hint") and not sorter.quick(s, "stats") and not sorter.quick(s, "new game")


def test_a_line_not_read_yet_goes_to_a_thread_which_reads_it_for_next_time() -> None:
    s, sorter = seed_session(), Sorter(slow_reading=EVER)
    assert not sorter.quick(s, "draw")  # never read on the loop
    sorter.learn(s, "draw")
    assert sorter.quick(s, "draw")
    assert not sorter.quick(s, "DRAW")  # another line: read when it comes


def test_words_not_understood_and_long_lines_always_go_to_a_thread() -> None:
    s = seed_session()
    garbage = " ".join(["zorblax", "quimp", "vlethor", "brandisk"] * 12)  # a costly reading
    sorter = learnt(s, "blorp", garbage)
    assert not sorter.quick(s, "blorp") and not sorter.quick(s, garbage)
    assert len(sorter._kinds) == 1  # the long line is not even kept


def test_a_move_searches_for_its_loss_warning_when_the_player_asked_for_them() -> None:
    s = seed_session(warnloss=True)
    sorter = learnt(s, "draw", "1 2", "board")
    assert not sorter.quick(s, "draw") and not sorter.quick(s, "1 2")
    assert sorter.quick(s, "board")  # reading never searches


def test_undo_right_after_a_new_deal_takes_up_the_game_before_it_off_the_loop() -> None:
    s = seed_session()
    sorter = learnt(s, "undo")
    s.handle("draw")
    assert sorter.quick(s, "undo")
    s.handle("new game")
    assert not sorter.quick(s, "undo")  # the game before the deal is read and claimed again
    s.handle("draw")
    assert sorter.quick(s, "undo")  # now a plain undo


def test_a_line_that_answers_a_question_is_never_answered_on_the_loop() -> None:
    s = seed_session("nl")
    sorter = learnt(s, "trek", "bord")
    assert sorter.quick(s, "trek")
    s.handle("stop")  # stop speaking, or leave the game?
    assert s.choosing_stop
    assert not sorter.quick(s, "trek") and not sorter.quick(s, "bord")


def test_quick_play_changes_what_a_card_named_alone_means() -> None:
    sorter = Sorter(slow_reading=EVER)
    assert sorter.kind("7", "en", False) is Handling.READS
    assert sorter.kind("7", "en", True) is Handling.ACTS  # with quick play, a column named alone plays


def test_the_kept_kinds_are_bounded() -> None:
    sorter = Sorter(slow_reading=EVER)
    for n in range(KEPT + 10):
        sorter.kind(f"column {n}", "en", False)
    assert len(sorter._kinds) <= KEPT


def test_a_connection_answers_a_known_move_on_the_loop_and_a_hint_in_a_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Telnet and SSH: the first `draw` is read in a thread, the next on the loop; a search
    always goes to a thread."""
    import asyncio

    from fortythieves.faces.net import conversation
    from fortythieves.faces.net.conversation import Conversation, Hub

    handed: list[object] = []
    real = asyncio.to_thread

    async def to_thread(work: Callable[..., T], /, *args: object) -> T:
        handed.append(work)
        return await real(work, *args)

    monkeypatch.setattr(conversation, "SORTER", Sorter(slow_reading=EVER))
    monkeypatch.setattr(conversation.asyncio, "to_thread", to_thread)

    async def play() -> None:
        hub = Hub(tmp_path)
        conv = Conversation(hub, {"LANG": "en"})
        conv.open()
        said = [(await conv.line(line)).lines[0] for line in ("draw", "draw", "board")]
        assert said[0].startswith("Drew ") and said[1].startswith("Drew ")
        assert len(handed) == 2  # the first `draw` and `board`, each read once
        await conv.line("hint")
        await conv.line("hint")
        assert len(handed) == 4
        conv.close()
        hub.close()

    asyncio.run(play())
