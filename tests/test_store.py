"""The player's games and record as a session keeps them: never lost, several kept,
every finished game recorded once (the engines themselves: tests/test_store_engines.py;
full disks, killed processes and hostile files: tests/test_store_truth.py)."""

from __future__ import annotations

import json
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
from fortythieves.faces.local import local_shelf
from fortythieves.play import reply as ev
from fortythieves.play.keeper import KEEP
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

POSITIONS = Path(__file__).parent / "positions"
SEED = (POSITIONS.parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
ENDGAME = (POSITIONS / "endgame.txt").read_text(encoding="utf-8")
BLOCKED = (POSITIONS / "blocked.txt").read_text(encoding="utf-8")
WIN = ["c2 f", "c3 f", "c4 f", "c4 f", "c1 f", "c2 f", "d", "w f", "c5 f", "c3 f"]
CODE = "FT1-N-2345673"
SAID = "F T 1, N, 2 3 4 5 6 7 3"  # the code as replies say it, character by character


def opened(store: Shelf, **kw: str) -> Session:
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(environ={}, **kw)  # type: ignore[arg-type]
    return s


# ----- never lose a game ---------------------------------------------------------------
def test_a_new_deal_keeps_the_unfinished_game_and_undo_goes_back_to_it() -> None:
    store = Shelf.in_memory()
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("c1 f")
    before = s.game.snapshot()
    text = s.handle("new game").text
    assert "Your previous game of Forty Thieves is kept: type undo to go back to it." in text
    assert text.count("F T 1") == 0  # no code read out at a deal: "code" says it
    assert len(store.games()) == 2
    back = s.handle("undo").text
    assert back == "Back to your game of Forty Thieves: 2 moves, score 10."
    assert s.current.code == CODE
    assert s.game.snapshot() == before
    assert len(store.games()) == 1  # the untouched deal is not worth keeping


def test_restart_and_another_variant_never_throw_a_game_away() -> None:
    store = Shelf.in_memory()
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("restart")
    s.handle("d")
    s.handle("new game maria")
    s.handle("d")
    kept = [decode(slot.text) for slot in store.games()]
    assert sorted(k.game.variant.key for k in kept) == ["forty-thieves", "forty-thieves", "maria"]
    assert all(k.game.moves == 1 for k in kept)


def test_games_lists_the_kept_games_and_resume_reopens_one_by_number_or_code() -> None:
    store = Shelf.in_memory()
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("new game FT1-M-9TQM2TD")
    s.handle("d")
    s.handle("d")
    listed = s.handle("games").text
    assert listed.startswith("2 unfinished games: 1. Maria, deal F T 1, M, 9 T Q M 2 T D, 2 moves")
    assert "(this game); 2. Forty Thieves, deal F T 1, N, 2 3 4 5 6 7 3, 1 move" in listed
    assert s.handle("resume 2").text.startswith("Back to your game of Forty Thieves: 1 move")
    assert s.handle("code").text == f"Forty Thieves, deal {SAID}."
    assert s.handle(f"resume {CODE}").text == "You are playing that game now."
    assert s.handle("resume ft1 m 9tqm2td").text.startswith("Back to your game of Maria")
    assert s.game.moves == 2
    assert s.handle("resume 7").text == "There is no unfinished game 7. Type games for the list."


def test_the_games_list_follows_a_kept_game_played_on_after_it_was_listed() -> None:
    s = opened(Shelf.in_memory(), code=CODE)
    s.handle("d")
    s.handle("new game FT1-M-9TQM2TD")
    s.handle("d")
    assert f"2. Forty Thieves, deal {SAID}, 1 move," in s.handle("games").text
    s.handle("resume 2")
    s.handle("d")
    s.handle("d")
    s.handle("resume 2")  # back to Maria: the game of Forty Thieves is kept with 3 moves
    assert f"2. Forty Thieves, deal {SAID}, 3 moves," in s.handle("games").text
    assert s.handle("resume 2").text == "Back to your game of Forty Thieves: 3 moves, score 0."
    assert s.game.moves == 3 and s.actions == ["draw", "draw", "draw"]


def test_the_game_resumed_at_start_is_the_one_played_last(tmp_path: Path) -> None:
    store = local_shelf(tmp_path)
    s = opened(store, code=CODE)
    s.handle("d")
    s.handle("new game FT1-M-9TQM2TD")
    s.handle("d")
    s.handle("resume 2")
    s.close()
    again = opened(local_shelf(tmp_path))
    assert again.current.code == CODE


def test_at_least_twenty_games_are_kept_and_older_ones_go_to_the_record_as_abandoned() -> None:
    store = Shelf.in_memory()
    s = opened(store, code=CODE)
    for _ in range(KEEP + 3):
        s.handle("d")
        s.handle("new game")
    assert len(store.games()) == KEEP + 1  # the 20 kept and the new deal in play
    games, bad = read_record(store.finished())
    assert bad == 0 and [g.result for g in games] == [Result.ABANDONED] * 3
    assert games[0].code == CODE and games[0].actions == ("draw",)


def test_a_won_game_goes_into_the_record_once_and_is_no_longer_kept() -> None:
    store = Shelf.in_memory()
    s = opened(store, layout=ENDGAME)
    for line in WIN:
        s.handle(line)
    s.handle("undo")
    s.handle("c3 f")  # won again: still one game in the record
    (won,), _ = read_record(store.finished())
    assert (won.result, won.score, won.moves, won.code) == (Result.WON, 90, 10, None)
    assert won.actions[-1] == "c3-f8"


def test_a_win_undone_is_said_again_when_won_again() -> None:
    s = opened(Shelf.in_memory(), layout=ENDGAME)
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
    s = opened(local_shelf(tmp_path), layout=ENDGAME)
    for line in WIN:
        s.handle(line)
    s.handle("undo")  # saved again, as a game in play: the next start resumes it
    s.close()
    again = opened(local_shelf(tmp_path))
    assert again.game.moves == 10 and not again.game.state.is_won()
    assert "You won!" in again.handle(WIN[-1]).text
    again.close()
    (won,), bad = read_record(local_shelf(tmp_path).finished())
    assert bad == 0 and won.result is Result.WON and won.moves == 10


def test_a_win_undone_and_left_goes_to_the_record_only_as_the_win() -> None:
    store = Shelf.in_memory()
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
    store = Shelf.in_memory()
    s = opened(store, layout=BLOCKED)
    s.handle("play the waste")
    assert store.finished() == []  # undo is still possible
    s.handle("new game")
    (blocked,), _ = read_record(store.finished())
    assert blocked.result is Result.BLOCKED
    assert "You have not finished" not in s.handle("stats").text


def test_stats_after_a_win_and_a_loss() -> None:
    store = Shelf.in_memory()
    s = opened(store, layout=BLOCKED)
    s.handle("play the waste")
    s.open(layout=ENDGAME, environ={})
    for line in WIN:
        s.handle(line)
    assert s.handle("stats").text == (
        "2 games played, 1 won (50 percent). Best score 90. Winning streak: 1 now; longest 1. "
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
    store = Shelf.in_memory()
    for n in range(23):
        store.finish(
            None,
            encode_finished(Finished("2026-12-01T10:00:00", "maria", None, Result.BLOCKED, n, n, 60, ())),
        )
    s = opened(store, code=CODE)
    first = s.handle("history").text
    assert first.startswith("Finished games 1 to 10 of 23: 1. 1 December 2026, Maria, deal from a layout")
    assert "score 22" in first and first.endswith("Type history again for older games.")
    assert s.handle("history").text.startswith("Finished games 11 to 20 of 23")
    assert s.handle("history").text.startswith("Finished games 21 to 23 of 23")
    assert s.handle("history").text.startswith("That was your oldest game")
    s.handle("score")
    assert s.handle("history 3").text.startswith("Finished games 1 to 3 of 23")


def test_replay_deals_a_past_game_again_by_code_or_by_its_number_in_history() -> None:
    store = Shelf.in_memory()
    store.finish(
        None,
        encode_finished(
            Finished("2026-12-01T10:00:00", "maria", "FT1-M-9TQM2TD", Result.BLOCKED, 0, 3, 60, ())
        ),
    )
    s = opened(store, code=CODE)
    assert s.handle("replay 1").text.startswith("New game of Maria.")
    assert s.handle("code").text == "Maria, deal F T 1, M, 9 T Q M 2 T D."
    assert s.handle(f"replay {CODE}").text.startswith("New game of Forty Thieves.")
    assert s.handle("code").text == f"Forty Thieves, deal {SAID}."
    assert s.handle("replay 5").text == "There is no game 5 in your history."
    refused = s.handle("replay FT1-N-2345674").text  # a wrong check character
    assert refused.startswith("The deal code FT1 N 2345674 is not valid")


def test_an_exported_game_replays_move_by_move_with_the_normal_readouts() -> None:
    store = Shelf.in_memory()
    s = opened(store, code=CODE)
    said = [s.handle(line).text for line in ["c1 f", "d", "d", "w 8"]]
    text = s.handle("export").text
    ((name, exported),) = store.exported.items()
    assert text.startswith(f"The moves are in {name};")
    assert exported.splitlines()[:3] == ["# fortythieves game", f"code: {CODE}", "score: 15"]
    replay = Session(settings=Settings(lang="en"), store=Shelf.in_memory())
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


def test_history_of_one_game_or_of_a_last_page_of_one_says_no_range() -> None:
    store = Shelf.in_memory()
    finished = Finished("2026-12-01T10:00:00", "maria", None, Result.BLOCKED, 5, 5, 60, ())
    store.finish(None, encode_finished(finished))
    s = opened(store, code=CODE)
    assert s.handle("history").text.startswith(
        "Your only finished game: 1 December 2026, Maria, deal from a layout"
    )
    for _ in range(10):
        store.finish(None, encode_finished(finished))
    s = opened(store, code=CODE)
    assert s.handle("history").text.startswith("Finished games 1 to 10 of 11: ")
    assert s.handle("history").text.startswith("Finished game 11 of 11: 1 December 2026")
