"""The player's games and record: never lost, several kept, every finished game
recorded, and a store that tells the truth when it cannot write."""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from pathlib import Path

import pytest

from fortythieves.core.record import (
    Finished,
    Result,
    decode_finished,
    encode_finished,
    export_text,
    parse_export,
    read_record,
    tally,
)
from fortythieves.core.saves import decode
from fortythieves.faces.app import App
from fortythieves.play import reply as ev
from fortythieves.play import session as session_module
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.play.store import KEEP, FileStore, MemoryStore

POSITIONS = Path(__file__).parent / "positions"
SEED = (POSITIONS.parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
ENDGAME = (POSITIONS / "endgame.txt").read_text(encoding="utf-8")
BLOCKED = (POSITIONS / "blocked.txt").read_text(encoding="utf-8")
WIN = ["c2 f", "c3 f", "c4 f", "c4 f", "c1 f", "c2 f", "d", "w f", "c5 f", "c3 f"]
CODE = "FT1-N-2345673"
SAID = "F T 1, N, 2 3 4 5 6 7 3"  # the code as replies say it, character by character


def opened(store: MemoryStore | FileStore, **kw: str) -> Session:
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(environ={}, **kw)  # type: ignore[arg-type]
    return s


class FullDisk(MemoryStore):
    """A store on a disk with no space left: every write fails as the system would."""

    full = True

    def write(self, key: str, text: str) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        super().write(key, text)

    def add_finished(self, line: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


# ----- never lose a game ---------------------------------------------------------------
def test_a_new_deal_keeps_the_unfinished_game_and_undo_goes_back_to_it() -> None:
    store = MemoryStore()
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("c1 f")
    before = s.game.snapshot()
    text = s.handle("new game").text
    assert f"Your game of Forty Thieves, deal {SAID}, is kept: undo goes back to it." in text
    assert len(store.games) == 2
    back = s.handle("undo").text
    assert back == f"Back to your game of Forty Thieves, deal {SAID}: 2 moves, score 10."
    assert s.game.snapshot() == before
    assert len(store.games) == 1  # the untouched deal is not worth keeping


def test_restart_and_another_variant_never_throw_a_game_away() -> None:
    store = MemoryStore()
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("restart")
    s.handle("d")
    s.handle("new game maria")
    s.handle("d")
    kept = [decode(slot.text) for slot in store.unfinished()]
    assert sorted(k.game.variant.key for k in kept) == ["forty-thieves", "forty-thieves", "maria"]
    assert all(k.game.moves == 1 for k in kept)


def test_games_lists_the_kept_games_and_resume_reopens_one_by_number_or_code() -> None:
    store = MemoryStore()
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("new game FT1-M-9TQM2TD")
    s.handle("d")
    s.handle("d")
    listed = s.handle("games").text
    assert listed.startswith("2 unfinished games: 1. Maria, deal F T 1, M, 9 T Q M 2 T D, 2 moves")
    assert "(this game); 2. Forty Thieves, deal F T 1, N, 2 3 4 5 6 7 3, 1 move" in listed
    assert s.handle("resume 2").text.startswith(f"Back to your game of Forty Thieves, deal {SAID}: 1 move")
    assert s.handle(f"resume {CODE}").text == "You are playing that game now."
    assert s.handle("resume ft1 m 9tqm2td").text.startswith("Back to your game of Maria")
    assert s.game.moves == 2
    assert s.handle("resume 7").text == "There is no unfinished game 7. Type games for the list."


def test_the_games_list_follows_a_kept_game_played_on_after_it_was_listed() -> None:
    s = opened(MemoryStore(), code=CODE)
    s.handle("d")
    s.handle("new game FT1-M-9TQM2TD")
    s.handle("d")
    assert f"2. Forty Thieves, deal {SAID}, 1 move," in s.handle("games").text
    s.handle("resume 2")
    s.handle("d")
    s.handle("d")
    s.handle("resume 2")  # back to Maria: the game of Forty Thieves is kept with 3 moves
    assert f"2. Forty Thieves, deal {SAID}, 3 moves," in s.handle("games").text
    assert s.handle("resume 2").text == f"Back to your game of Forty Thieves, deal {SAID}: 3 moves, score 0."
    assert s.game.moves == 3 and s.actions == ["draw", "draw", "draw"]


def test_the_game_resumed_at_start_is_the_one_played_last(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("new game FT1-M-9TQM2TD")
    s.handle("d")
    s.handle("resume 2")
    s.close()
    again = opened(FileStore(tmp_path))
    assert again.current.code == CODE


def test_at_least_twenty_games_are_kept_and_older_ones_go_to_the_record_as_abandoned() -> None:
    store = MemoryStore()
    s = opened(store, code=CODE)
    for _ in range(KEEP + 3):
        s.handle("d")
        s.handle("new game")
    assert len(store.unfinished()) == KEEP + 1  # the 20 kept and the new deal in play
    games, bad = read_record(store.finished())
    assert bad == 0 and [g.result for g in games] == [Result.ABANDONED] * 3
    assert games[0].code == CODE and games[0].actions == ("draw",)


def test_a_won_game_goes_into_the_record_once_and_is_no_longer_kept() -> None:
    store = MemoryStore()
    s = opened(store, layout=ENDGAME)
    for line in WIN:
        s.handle(line)
    s.handle("undo")
    s.handle("c3 f")  # won again: still one game in the record
    (won,), _ = read_record(store.finished())
    assert (won.result, won.score, won.moves, won.code) == (Result.WON, 90, 10, None)
    assert won.actions[-1] == "c3-f8"


def test_a_win_undone_is_said_again_when_won_again() -> None:
    s = opened(MemoryStore(), layout=ENDGAME)
    for line in WIN[:-1]:
        s.handle(line)
    first = s.handle(WIN[-1])
    assert "You won!" in first.text and ev.Ended(won=True) in first.events
    s.handle("undo")
    again = s.handle(WIN[-1])
    assert "You won!" in again.text and ev.Ended(won=True) in again.events
    s.handle("undo")
    redone = s.handle("redo")
    assert "You won!" in redone.text and ev.Ended(won=True) in redone.events


def test_a_win_undone_and_won_again_in_a_later_session_is_recorded_once(tmp_path: Path) -> None:
    s = opened(FileStore(tmp_path), layout=ENDGAME)
    for line in WIN:
        s.handle(line)
    s.handle("undo")  # saved again, as a game in play: the next start resumes it
    s.close()
    again = opened(FileStore(tmp_path))
    assert again.game.moves == 10 and not again.game.state.is_won()
    assert "You won!" in again.handle(WIN[-1]).text
    again.close()
    (won,), bad = read_record(FileStore(tmp_path).finished())
    assert bad == 0 and won.result is Result.WON and won.moves == 10


def test_a_win_undone_and_left_goes_to_the_record_only_as_the_win() -> None:
    store = MemoryStore()
    s = opened(store, layout=ENDGAME)
    for line in WIN:
        s.handle(line)
    s.handle("undo")
    for _ in range(KEEP + 1):  # the undone win is kept, then filed away among the oldest
        s.handle("d")
        s.handle("new game")
    games, bad = read_record(store.finished())
    assert bad == 0 and [g.result for g in games if g.code is None] == [Result.WON]


def test_a_blocked_game_is_recorded_when_the_player_moves_on() -> None:
    store = MemoryStore()
    s = opened(store, layout=BLOCKED)
    s.handle("play the waste")
    assert store.finished() == []  # undo is still possible
    s.handle("new game")
    (blocked,), _ = read_record(store.finished())
    assert blocked.result is Result.BLOCKED
    assert "You have not finished" not in s.handle("stats").text


def test_stats_after_a_win_and_a_loss() -> None:
    store = MemoryStore()
    s = opened(store, layout=BLOCKED)
    s.handle("play the waste")
    s.open(layout=ENDGAME, environ={})
    for line in WIN:
        s.handle(line)
    assert s.handle("stats").text == (
        "2 games played, 1 won (50 percent). Best score 90. Winning streak: 1 now, 1 at the longest. "
        "A win takes 10 moves on average."
    )
    assert s.handle("stats maria").text == "You have not finished a game of Maria yet."
    assert s.handle("stats nonsense").text.startswith("There is no variant called nonsense")


def test_streaks_count_wins_in_a_row() -> None:
    def game(result: Result, score: int = 0, moves: int = 10) -> Finished:
        return Finished("2026-12-01T10:00:00", "forty-thieves", None, result, score, moves, 60, ())

    w, b = Result.WON, Result.BLOCKED
    figures = tally([game(w, 1000, 100), game(w, 1100, 120), game(b), game(w, 900, 110)])
    assert (figures.played, figures.won, figures.percent) == (4, 3, 75)
    assert (figures.streak, figures.longest, figures.best, figures.win_moves) == (1, 2, 1100, 110)
    assert tally([game(w)], "maria").played == 0


def test_history_says_ten_games_and_the_next_ten_on_asking() -> None:
    store = MemoryStore()
    for n in range(23):
        store.add_finished(
            encode_finished(Finished("2026-12-01T10:00:00", "maria", None, Result.BLOCKED, n, n, 60, ()))
        )
    s = opened(store, code=CODE)
    first = s.handle("history").text
    assert first.startswith("Finished games 1 to 10 of 23: 1. December 1, 2026, Maria, deal from a layout")
    assert "score 22" in first and first.endswith("Type history again for older games.")
    assert s.handle("history").text.startswith("Finished games 11 to 20 of 23")
    assert s.handle("history").text.startswith("Finished games 21 to 23 of 23")
    assert s.handle("history").text.startswith("That was your oldest game")
    s.handle("score")
    assert s.handle("history 3").text.startswith("Finished games 1 to 3 of 23")


def test_replay_deals_a_past_game_again_by_code_or_by_its_number_in_history() -> None:
    store = MemoryStore()
    store.add_finished(
        encode_finished(
            Finished("2026-12-01T10:00:00", "maria", "FT1-M-9TQM2TD", Result.BLOCKED, 0, 3, 60, ())
        )
    )
    s = opened(store, code=CODE)
    assert s.handle("replay 1").text.startswith("New game of Maria, deal F T 1, M, 9 T Q M 2 T D.")
    assert s.handle(f"replay {CODE}").text.startswith(f"New game of Forty Thieves, deal {SAID}.")
    assert s.handle("replay 5").text == "There is no game 5 in your history."
    refused = s.handle("replay FT1-N-2345674").text  # a wrong check character
    assert refused.startswith("The deal code FT1 N 2345674 is not valid")


def test_an_exported_game_replays_move_by_move_with_the_normal_readouts() -> None:
    store = MemoryStore()
    s = opened(store, code=CODE)
    said = [s.handle(line).text for line in ["c1 f", "d", "d", "w 8"]]
    text = s.handle("export").text
    ((name, exported),) = store.exports.items()
    assert text.startswith(f"The moves are in {name};")
    assert exported.splitlines()[:3] == ["# fortythieves game", f"code: {CODE}", "score: 15"]
    replay = Session(settings=Settings(lang="en"), store=MemoryStore())
    opening = replay.open_replay(parse_export(exported), environ={})
    assert "Replaying 4 moves" in opening.text
    steps = [replay.handle("").text for _ in range(5)]
    assert steps[:4] == [f"Move {n} of 4: {text}" for n, text in enumerate(said, start=1)]
    assert steps[4] == "The replay is over. Type quit to leave."
    assert replay.handle("quit").text == "Goodbye."  # a replay keeps nothing, so says nothing saved


def test_an_export_file_that_is_not_ours_is_refused_with_the_line_at_fault() -> None:
    good = export_text(CODE, ["draw", "c1-f2"], Result.WON, 10)
    assert [str(m) for m in parse_export(good).moves] == ["draw", "c1-f2"]
    for bad, where in [
        ("hello", "line 1"),
        (good.replace("c1-f2", "c1-moon"), "line 6"),
        (good.replace(CODE, "FT1-N-2345674"), "line 2"),
        (good.replace("score: 10", "colour: red"), "line 4"),
        ("# fortythieves game\nmoves:\n", "code"),
    ]:
        with pytest.raises(ValueError, match=where):
            parse_export(bad)


def test_record_lines_that_are_not_ours_are_skipped_never_loaded() -> None:
    good = encode_finished(Finished("2026-12-01T10:00:00", "maria", None, Result.WON, 5, 2, 60, ("draw",)))
    data = json.loads(good)
    bad = [
        good.replace('"score":5', '"score":Infinity'),
        good.replace('"score":5', '"score":1e400'),
        good.replace('"moves":2', '"moves":-2'),
        good.replace('"result":"won"', '"result":"lost"'),
        good.replace('"variant":"maria"', '"variant":"chess"'),
        json.dumps({**data, "actions": ["c1-moon"]}),
        "[" * 100_000,
        "not json",
    ]
    games, skipped = read_record([good, *bad, ""])
    assert len(games) == 1 and skipped == len(bad)
    assert decode_finished(good).actions == ("draw",)


# ----- a store that tells the truth ----------------------------------------------------------
def test_a_full_disk_never_gives_a_false_saved() -> None:
    store = FullDisk()
    s = Session(settings=Settings(lang="en"), store=store)
    opening = s.open(code=CODE, environ={}).text
    assert (
        "Your game could not be saved: the disk is full. It is kept here while the program runs." in opening
    )
    assert s.handle("d").text == "Drew the 7 of spades. 63 cards left in the stock."  # said once
    assert "could not be saved" not in s.handle("d").text
    assert s.game.moves == 2  # kept in memory
    assert s.handle("quit").text == "Goodbye. Your game could not be saved."
    store.full = False
    s.handle("undo")
    assert s.handle("quit").text == "Goodbye. Your game is saved."


def test_saving_again_after_a_failure_is_said_once() -> None:
    store = FullDisk()
    s = opened(store, code=CODE)
    store.full = False
    assert s.handle("d").text.endswith("Your game is saved again.")
    assert "saved" not in s.handle("d").text


def test_a_disk_that_fills_up_during_the_game_is_said_never_called_unchanged() -> None:
    store = FullDisk()
    store.full = False
    app = App(Session(settings=Settings(lang="en"), store=store), speaker_factory=None)
    app.opened(app.session.open(code=CODE, environ={}))
    store.full = True
    text = app.handle("c1 f").text
    assert text.startswith("Moved the ace of hearts")
    assert text.endswith(
        "Your game could not be saved: the disk is full. It is kept here while the program runs."
    )
    assert "unchanged" not in text


def test_an_error_after_a_change_is_never_called_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(Session(settings=Settings(lang="en"), store=MemoryStore()), speaker_factory=None)
    app.opened(app.session.open(code=CODE, environ={}))

    def broken(self: Session, reply: object) -> object:
        raise RuntimeError("a bug after the move")

    monkeypatch.setattr(Session, "after_move", broken)
    text = app.handle("d").text
    assert text.startswith("Something went wrong with that command after it changed the game")
    assert app.session.game.moves == 1


def _read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """A home nobody can write, as for a user without rights (tests may run as root,
    where permissions stop nothing): every new file and rename fails with EROFS."""

    def refuse(*args: object, **kw: object) -> object:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(session_module.Session, "clock", time.time)
    monkeypatch.setattr("tempfile.mkstemp", refuse)
    monkeypatch.setattr(Path, "rename", refuse)
    monkeypatch.setattr(Path, "mkdir", refuse)
    real_open = os.open

    def open_for_reading_only(path: object, flags: int, *args: int) -> int:
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            refuse()
        return real_open(path, flags, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", open_for_reading_only)


def test_a_read_only_home_never_gives_a_false_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _read_only(monkeypatch)
    s = Session(settings=Settings(lang="en"), store=FileStore(tmp_path))
    opening = s.open(environ={}).text
    assert "Your game could not be saved: the data folder cannot be written." in opening
    assert "could not be saved" not in s.handle("d").text
    assert s.handle("quit").text == "Goodbye. Your game could not be saved."


@pytest.mark.parametrize("content", ["", "{", '{"format": "fortythieves-save", "version": 1}'])
def test_an_empty_or_damaged_save_in_a_read_only_home_does_not_stop_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str
) -> None:
    (tmp_path / "current.json").write_text(content, encoding="utf-8")
    _read_only(monkeypatch)
    s = Session(settings=Settings(lang="en"), store=FileStore(tmp_path))
    opening = s.open(environ={}).text
    assert f"The saved game {tmp_path / 'current.json'} could not be read" in opening
    assert "it is left as it is, and a new game begins." in opening
    assert s.handle("d").text.startswith("Drew the")
    assert (tmp_path / "current.json").read_text(encoding="utf-8") == content  # never overwritten


def test_a_damaged_save_is_set_aside_and_said_in_one_line(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    (games / "20261201-100000-abcd.json").write_text('{"format": "fortythieves-save"}', encoding="utf-8")
    text = opened(FileStore(tmp_path)).said(opened(FileStore(tmp_path)).handle("score")).text
    assert "\n" not in text
    assert (games / "20261201-100000-abcd.damaged-1.json").exists()


def test_a_damaged_settings_file_is_kept_aside_and_said(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"lang": "ca", "rate": Infinity', encoding="utf-8")
    store = FileStore(tmp_path)
    settings = store.read_settings()
    s = Session(settings=settings, store=store)
    opening = s.open(environ={}).text
    aside = tmp_path / "settings.damaged-1.json"
    assert (
        f"Your settings could not be read; the file is kept as {aside}, and the usual settings apply."
        in opening
    )
    assert aside.read_text(encoding="utf-8").startswith('{"lang": "ca"')
    assert not (tmp_path / "settings.json").exists()
    assert "settings" not in Session(settings=Settings(), store=store).open(environ={}).text  # said once


def test_a_game_open_in_another_process_is_only_looked_at_never_overwritten(tmp_path: Path) -> None:
    first = opened(FileStore(tmp_path), code=CODE)
    first.handle("d")
    second = Session(settings=Settings(lang="en"), store=FileStore(tmp_path))
    opening = second.open(environ={}).text
    assert opening.startswith(
        f"Your game of Forty Thieves, deal {SAID}, is open in another window: here you can only look at it. "
        "Type games to choose another game, or new game for a new one."
    )
    assert second.handle("d").text.startswith("This game is open in another window")
    assert second.handle("board").text.startswith("Stock: 63 cards")
    assert second.handle(f"resume {CODE}").text == "You are playing that game now."
    first.handle("d")  # the first window goes on, its moves kept
    assert second.handle("new game").text.startswith("New game of Forty Thieves")
    assert "is kept" not in second.last_reply  # the other window's game is not ours to file
    assert second.handle("resume 2").text == f"The game {SAID} is open in another window; choose another one."
    assert second.handle("quit").text == "Goodbye. Your game is saved."
    (slot,) = [sl for sl in FileStore(tmp_path).unfinished() if CODE in sl.text]
    assert decode(slot.text).game.moves == 2


def test_read_only_says_goodbye_without_claiming_a_save(tmp_path: Path) -> None:
    first = opened(FileStore(tmp_path), code=CODE)
    first.handle("d")
    second = opened(FileStore(tmp_path))
    assert second.read_only
    assert second.handle("quit").text == "Goodbye. Your game stays open in the other window."


def test_temporary_files_of_an_interrupted_write_are_cleaned_at_the_next_start(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    old = [tmp_path / ".settings.json.x1.tmp", games / ".20261201-100000-abcd.json.x2.tmp"]
    for p in old:
        p.write_text("half", encoding="utf-8")
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    fresh = games / ".20261201-100000-abcd.json.x3.tmp"  # another process writing now
    fresh.write_text("half", encoding="utf-8")
    opened(FileStore(tmp_path))
    assert not any(p.exists() for p in old)
    assert fresh.exists()


def test_saves_record_exports_and_the_command_history_are_private(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    s = opened(store, layout=ENDGAME)
    for line in WIN:
        s.handle(line)
    s.handle("new game " + CODE)
    s.handle("d")
    s.handle("export")
    store.private_history()
    files = [
        store.record_path,
        store.history_path,
        *tmp_path.glob("games/*.json"),
        *tmp_path.glob("exports/*.txt"),
    ]
    assert len(files) == 4
    for p in files:
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p


def test_a_game_left_while_the_disk_is_full_is_held_in_memory_and_undo_returns_to_it() -> None:
    store = FullDisk()
    store.full = False
    s = opened(store, code=CODE)
    store.full = True
    s.handle("d")
    s.handle("d")
    s.handle("new game")
    back = s.handle("undo").text
    assert back == f"Back to your game of Forty Thieves, deal {SAID}: 2 moves, score 0."
    assert s.game.moves == 2


# ----- the folder's files, read and locked with few system calls (the servers do it at each deal)
def test_the_games_listed_are_the_folder_s_saves_with_their_times(tmp_path: Path) -> None:
    from fortythieves.play.store import FileStore

    store = FileStore(tmp_path)
    store.write("20261201-100000-aaaa", "first")
    store.write("20261201-110000-bbbb", "é" * 70_000)  # longer than one read of 64 KiB
    games = tmp_path / "games"
    os.utime(games / "20261201-100000-aaaa.json", (1_000_000, 1_000_000))
    (games / ".hidden.json").write_text("x", encoding="utf-8")
    (games / "old.damaged-1.json").write_text("x", encoding="utf-8")
    (games / "notes.txt").write_text("x", encoding="utf-8")
    (games / "folder.json").mkdir()  # not a file: listed unreadable, to be set aside
    (games / "latin.json").write_bytes(b"\xe9t\xe9")  # not UTF-8: unreadable too
    slots = {slot.key: slot for slot in store.unfinished()}
    assert set(slots) == {"20261201-100000-aaaa", "20261201-110000-bbbb", "folder", "latin"}
    assert slots["20261201-100000-aaaa"].text == "first"
    assert slots["20261201-100000-aaaa"].played == 1_000_000
    assert slots["20261201-110000-bbbb"].text == "é" * 70_000
    assert slots["folder"].text == "" and slots["latin"].text == ""
    assert [s.key for s in store.unfinished()][-1] == "20261201-100000-aaaa"  # the oldest last


def test_a_game_s_lock_is_taken_in_a_folder_made_for_it_and_held_against_another_store(
    tmp_path: Path,
) -> None:
    from fortythieves.play.store import FileStore

    first, second = FileStore(tmp_path / "player"), FileStore(tmp_path / "player")
    key = first.new_key()
    assert first.claim(key)  # the folder did not exist yet
    assert (tmp_path / "player" / "games" / f"{key}.lock").is_file()
    assert not second.claim(key)
    first.release(key)
    assert second.claim(key)
    second.close()


def test_new_keys_sort_by_time_and_differ_within_a_second() -> None:
    from fortythieves.play.store import _stamp

    keys = {_stamp(1_764_600_000.0) for _ in range(50)}
    assert len(keys) > 40  # a random part of 16 bits: a repeat in 50 draws is rare
    assert all(k.startswith("20251201-144000-") for k in keys)
    assert _stamp(1_764_600_001.0) > max(keys)
