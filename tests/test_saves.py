"""Saved games: round trips, every save problem, atomic writing, the data folder."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from fortythieves.core import saves
from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.moves import parse_move
from fortythieves.core.saves import SaveError, SaveProblem, decode, encode, load, write_atomic
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant


def start_game(variant: Variant = STANDARD, payload: str = "234567") -> tuple[Game, str]:
    code = DealCode(variant, payload)
    return Game.deal(variant, dealing_order(code)), str(code)


def played(start: Game, n: int) -> tuple[Game, list[str]]:
    """The first legal move, n times (draws, mostly)."""
    g = start.copy()
    actions = []
    for _ in range(n):
        mv = next(iter(g.state.legal_moves()))
        g.apply(mv)
        actions.append(str(mv))
    return g, actions


def saved(variant: Variant = STANDARD, n: int = 5) -> dict[str, Any]:
    start, code = start_game(variant)
    g, actions = played(start, n)
    data: dict[str, Any] = json.loads(encode(start, g, code, actions, {"lang": "nl"}))
    return data


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_round_trip_in_every_variant(variant: Variant) -> None:
    start, code = start_game(variant)
    g, actions = played(start, 12)
    g.undo()
    g.undo()
    actions = actions[:-2]
    text = encode(start, g, code, actions, {"lang": "ca", "verbose": True})
    loaded = decode(text)
    assert loaded.start.snapshot() == start.snapshot()
    assert loaded.game.snapshot() == g.snapshot()
    assert (loaded.game.moves, loaded.game.score) == (g.moves, g.score)
    assert loaded.game.history == g.history and loaded.game.redo_moves == g.redo_moves
    assert len(loaded.game.redo_moves) == 2
    assert (loaded.code, loaded.actions, loaded.settings) == (code, actions, {"lang": "ca", "verbose": True})
    assert encode(loaded.start, loaded.game, loaded.code, loaded.actions, loaded.settings) == text


def test_the_undo_depth_is_kept() -> None:
    start, code = start_game()
    g = start.copy()
    for _ in range(60):
        g.apply(parse_move("draw"))
    actions = [str(m) for m in g.history]
    for _ in range(10):
        g.undo()
    loaded = decode(encode(start, g, code, actions[:50], {}))
    assert len(loaded.game.history) == 50 and len(loaded.game.redo_moves) == 10
    loaded.game.redo()
    g.redo()
    assert loaded.game.snapshot() == g.snapshot()


def test_save_text_is_readable_json() -> None:
    data = saved()
    assert data["format"] == "fortythieves-save" and data["version"] == 1
    assert data["variant"] == "forty-thieves" and data["code"] == "FT1-N-2345673"
    assert len(data["deal"]["columns"]) == 10 and len(data["deal"]["stock"]) == 64
    assert data["settings"] == {"lang": "nl"}


def test_face_down_cards_are_saved_in_brackets() -> None:
    data = saved(get_variant("rank-and-file"), 0)
    assert all(col[0].startswith("[") and not col[-1].startswith("[") for col in data["deal"]["columns"])
    loaded = decode(json.dumps(data))
    assert loaded.game.state.hidden == [3] * 10


# ----- every problem ----------------------------------------------------------------------------------------
def test_missing(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load(tmp_path / "nothing.json")
    assert info.value.problem is SaveProblem.MISSING


def test_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError) as info:
        load(path)
    assert info.value.problem is SaveProblem.UNREADABLE
    for text in ("", "{", "not json"):
        with pytest.raises(SaveError) as info:
            decode(text)
        assert info.value.problem is SaveProblem.UNREADABLE


@pytest.mark.parametrize("text", ["[]", "3", '"fortythieves-save"', "{}", '{"format": "other"}'])
def test_foreign(text: str) -> None:
    with pytest.raises(SaveError) as info:
        decode(text)
    assert info.value.problem is SaveProblem.FOREIGN


def test_newer() -> None:
    data = saved()
    data["version"] = 2
    with pytest.raises(SaveError) as info:
        decode(json.dumps(data))
    assert (info.value.problem, info.value.detail) == (SaveProblem.NEWER, "2")


def _damage_version(d: dict[str, Any]) -> None:
    d["version"] = 0


def _damage_variant(d: dict[str, Any]) -> None:
    d["variant"] = "spider"


def _damage_move(d: dict[str, Any]) -> None:
    d["actions"].append("c1-f9")


def _damage_notation(d: dict[str, Any]) -> None:
    d["actions"].append("fly")


def _damage_score(d: dict[str, Any]) -> None:
    d["score"] = 999


def _damage_card(d: dict[str, Any]) -> None:
    d["deal"]["stock"][0] = "2S" if d["deal"]["stock"][0] != "2S" else "3S"  # a third copy, a missing card


def _damage_card_name(d: dict[str, Any]) -> None:
    d["deal"]["columns"][0][0] = "11S"


def _damage_columns(d: dict[str, Any]) -> None:
    d["deal"]["columns"].pop()


def _damage_missing_key(d: dict[str, Any]) -> None:
    del d["deal"]


def _damage_redo(d: dict[str, Any]) -> None:
    d["redo"] = ["c1-c1"]


def _damage_settings(d: dict[str, Any]) -> None:
    d["settings"] = ["lang"]


def _damage_code(d: dict[str, Any]) -> None:
    d["code"] = 7


DAMAGE = [
    _damage_version,
    _damage_variant,
    _damage_move,
    _damage_notation,
    _damage_score,
    _damage_card,
    _damage_card_name,
    _damage_columns,
    _damage_missing_key,
    _damage_redo,
    _damage_settings,
    _damage_code,
]


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda f: f.__name__.removeprefix("_damage_"))
def test_damaged(damage: Any) -> None:
    data = saved()
    damage(data)
    with pytest.raises(SaveError) as info:
        decode(json.dumps(data))
    assert info.value.problem is SaveProblem.DAMAGED


def test_every_save_problem_is_tested() -> None:
    tested = {SaveProblem.MISSING, SaveProblem.UNREADABLE, SaveProblem.FOREIGN, SaveProblem.NEWER}
    assert tested | {SaveProblem.DAMAGED} == set(SaveProblem)


def test_lucas_saves_load() -> None:
    # The aces that start on Lucas's foundations are not part of the saved deal.
    data = saved(get_variant("lucas"), 8)
    assert sum(len(c) for c in data["deal"]["columns"]) + len(data["deal"]["stock"]) == 96
    assert decode(json.dumps(data)).game.state.foundations[0][0].short() == "AS"


# ----- writing ------------------------------------------------------------------------------------------------
def test_write_atomic_replaces_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "save.json"
    write_atomic(path, "one")
    write_atomic(path, "two")
    assert path.read_text(encoding="utf-8") == "two"
    assert [p.name for p in path.parent.iterdir()] == ["save.json"]


def test_write_atomic_keeps_the_old_file_on_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "save.json"
    write_atomic(path, "old")

    def broken(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_write_then_load(tmp_path: Path) -> None:
    start, code = start_game(get_variant("little-forty"))
    g, actions = played(start, 30)
    path = tmp_path / "game.json"
    write_atomic(path, encode(start, g, code, actions, {}))
    assert load(path).game.snapshot() == g.snapshot()


def test_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FORTYTHIEVES_HOME", str(tmp_path / "home"))
    assert saves.data_dir() == tmp_path / "home"
    monkeypatch.delenv("FORTYTHIEVES_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert saves.data_dir() == tmp_path / "xdg" / "fortythieves"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert saves.data_dir() == Path.home() / ".local" / "share" / "fortythieves"
