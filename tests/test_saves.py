"""Saved games: round trips, every save problem, atomic writing, the data folder."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.core import saves
from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.moves import parse_move
from fortythieves.core.rules import FOUNDATION_SUITS
from fortythieves.core.saves import SaveError, SaveProblem, decode, encode
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
def test_unreadable() -> None:
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


# ----- damaged saves never crash and never load an impossible position -------------------------------------
def _refused(text: str) -> SaveError:
    with pytest.raises(SaveError) as info:
        decode(text)
    return info.value


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("undo_depth", -1),
        ("undo_depth", 101),
        ("undo_depth", 6),  # more than the actions
        ("moves", -5),
        ("moves", 4),  # fewer than the actions standing
        ("moves", True),
        ("moves", 5.0),
        ("score", None),
        ("version", True),
        ("actions", "draw"),
        ("actions", [3]),
        ("redo", None),
        ("code", "FT1 N"),
        ("code", "\u202e"),
        ("code", "x" * 65),
        ("settings", {"lang": ["nl"]}),
        ("settings", {"lang": "\ud800"}),
        ("settings", None),
        ("extra", 1),
    ],
)
def test_fields_out_of_type_or_range_are_damaged(field: str, value: Any) -> None:
    data = saved()
    data[field] = value
    assert _refused(json.dumps(data)).problem is SaveProblem.DAMAGED


@pytest.mark.parametrize("number", ["Infinity", "-Infinity", "NaN", "1e400", "-1e400", "9" * 5000])
def test_numbers_json_cannot_hold_are_damaged(number: str) -> None:
    for field in ("moves", "undo_depth", "score"):
        text = json.dumps(saved()).replace(f'"{field}": ', f'"{field}": {number}, "x{field}": ')
        assert _refused(text).problem is SaveProblem.DAMAGED


def test_deep_nesting_and_huge_texts_are_refused_before_parsing() -> None:
    for depth in (9, 100, 100_000):
        deep = json.dumps(saved())[:-1] + ', "settings": ' + "[" * depth + "]" * depth + "}"
        assert _refused(deep).problem is SaveProblem.DAMAGED
    huge = json.dumps(saved())[:-1] + ', "pad": "' + "x" * saves.MAX_SAVE_CHARS + '"}'
    info = _refused(huge)
    assert info.problem is SaveProblem.DAMAGED and "characters" in info.detail
    # brackets inside strings do not count, nor an escaped quote
    fine = json.dumps(saved())[:-1] + ', "settings": {"x": "[[[[[[[[[[\\\\\\"[[[[[[[["}}'
    assert decode(fine).settings == {"x": '[[[[[[[[[[\\"[[[[[[[['}


def _take(deal: dict[str, Any], card: str) -> str:
    """Take one copy of `card` from the stock or a column of a saved deal."""
    for pile in (deal["stock"], *deal["columns"]):
        if card in pile:
            pile.remove(card)
            return card
    raise AssertionError(card)


def test_impossible_starts_are_damaged() -> None:
    def king_alone(deal: dict[str, Any]) -> None:
        deal["foundations"][0].append(_take(deal, "KS"))

    def two_on_spades(deal: dict[str, Any]) -> None:
        deal["foundations"][0] += [_take(deal, "AH"), _take(deal, "2H")]

    def face_down_exposed(deal: dict[str, Any]) -> None:
        deal["columns"][0][-1] = f"[{deal['columns'][0][-1]}]"

    def face_down_above(deal: dict[str, Any]) -> None:
        deal["columns"][0][1] = f"[{deal['columns'][0][1]}]"

    def third_copy(deal: dict[str, Any]) -> None:
        deal["waste"] = [deal["stock"][0]]

    def missing_card(deal: dict[str, Any]) -> None:
        deal["stock"].pop()

    def nine_foundations(deal: dict[str, Any]) -> None:
        deal["foundations"].append([])

    for damage in (
        king_alone,
        two_on_spades,
        face_down_exposed,
        face_down_above,
        third_copy,
        missing_card,
        nine_foundations,
    ):
        data = saved(n=0)
        damage(data["deal"])
        assert _refused(json.dumps(data)).problem is SaveProblem.DAMAGED, damage.__name__


def test_lucas_aces_stay_home() -> None:
    data = saved(get_variant("lucas"), 0)
    ace = data["deal"]["foundations"][3].pop()
    data["deal"]["stock"].append(ace)
    assert _refused(json.dumps(data)).problem is SaveProblem.DAMAGED
    data = saved(get_variant("lucas"), 0)
    data["deal"]["foundations"] = [[] for _ in range(8)]
    data["deal"]["stock"] += ["AS", "AH", "AD", "AC"] * 2
    assert _refused(json.dumps(data)).problem is SaveProblem.DAMAGED


def test_a_mid_game_start_as_a_layout_gives_it_loads() -> None:
    data = saved(n=0)
    deal = data["deal"]
    deal["foundations"][4] = [_take(deal, card) for card in ("AS", "2S", "3S")]
    deal["waste"] = [_take(deal, "KD")]
    deal["columns"][0].append(deal["columns"][1].pop())
    assert _refused(json.dumps(data)).detail == "code"  # no longer the deal its code deals
    data["code"] = "my-position.1"  # a layout file's own name for it
    loaded = decode(json.dumps(data))
    assert [str(c) for c in loaded.start.state.foundations[4]] == ["AS", "2S", "3S"]
    assert [str(c) for c in loaded.start.state.waste] == ["KD"]
    assert [[str(c) for c in col] for col in loaded.start.state.columns] == deal["columns"]


@pytest.mark.parametrize(
    "code",
    [
        "../../../../tmp/x",
        "a/b",
        "..",
        "FT1-N-2345674",
        "FT1-M-2345673",
        "ft1-n-2345673",
        "x" * 65,
        "",
        "a b",
    ],
)
def test_a_code_that_is_not_the_deal_s_or_could_name_a_path_is_damaged(code: str) -> None:
    data = saved(n=3)
    data["code"] = code
    assert _refused(json.dumps(data)).detail == "code"


def test_counts_beyond_any_real_game_are_damaged() -> None:
    data = saved(n=3)
    data["moves"] = 10**11
    assert _refused(json.dumps(data)).detail == "moves"


# ----- fuzzing -------------------------------------------------------------------------------------------
FULL = sorted(double_deck())
SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
    max_leaves=30,
)
KEYS = st.sampled_from([*saves._KEYS, "columns", "stock", "foundations", "waste", "lang"])
NUMBERS = st.sampled_from([-1, 0, 1, 7, 101, 10**30, True, 1.5, float("inf"), float("-inf"), float("nan")])
CARDS = st.sampled_from(["AS", "KS", "2H", "AH", "[7D]", "10C", "[AS", "[]", "draw", "c1-f1", "waste-c1"])
SAVES = [json.dumps(saved(v, n)) for v in VARIANTS for n in (0, 9)]


def check_reachable(loaded: saves.Loaded) -> None:
    """The start is a deal or a position a layout file allows; the game is that start
    with the saved actions replayed."""
    state = loaded.start.state
    variant = state.variant
    assert len(state.columns) == variant.columns
    assert sorted(state.all_cards()) == FULL
    for i, f in enumerate(state.foundations):
        assert f == [Card(Rank(r), FOUNDATION_SUITS[i]) for r in range(1, len(f) + 1)]
        assert f or not variant.aces_out
    for col, h in zip(state.columns, state.hidden, strict=True):
        assert 0 <= h < len(col) or h == 0 == len(col)
    assert state.redeals_left == variant.redeals and not state.pushed
    game = loaded.start.copy()
    for a in loaded.actions:
        game.apply(parse_move(a))
    assert game.state == loaded.game.state and game.score == loaded.game.score
    assert loaded.game.moves >= len(loaded.actions)


def _decode_checked(text: str) -> None:
    try:
        loaded = decode(text)
    except SaveError:
        return
    check_reachable(loaded)


def _pick(data: st.DataObject, save: dict[str, Any]) -> tuple[Any, Any]:
    """A random place in a save (a container and a key in it), found by a random walk
    down from the top, so every level is damaged as often."""
    parent: Any = save
    key = data.draw(st.sampled_from(sorted(save)))
    while isinstance(parent[key], dict | list) and parent[key] and data.draw(st.booleans()):
        parent = parent[key]
        key = data.draw(st.sampled_from(sorted(parent) if isinstance(parent, dict) else range(len(parent))))
    return parent, key


@settings(max_examples=150, deadline=None)
@given(value=JSON)
def test_any_json_is_refused_or_loaded(value: Any) -> None:
    _decode_checked(json.dumps(value))
    if isinstance(value, dict):
        _decode_checked(json.dumps({**value, "format": "fortythieves-save", "version": 1}))


@settings(max_examples=200, deadline=None)
@given(base=st.sampled_from(SAVES), data=st.data())
def test_damaged_saves_are_refused_or_loaded(base: str, data: st.DataObject) -> None:
    save = json.loads(base)
    for _ in range(data.draw(st.integers(1, 4))):
        parent, key = _pick(data, save)
        action = data.draw(st.sampled_from(["replace", "delete", "number", "card", "add"]))
        if action == "replace":
            parent[key] = data.draw(JSON)
        elif action == "delete":
            del parent[key]
        elif action == "number":
            parent[key] = data.draw(NUMBERS)
        elif isinstance(parent, dict):
            parent[data.draw(KEYS)] = data.draw(JSON)
        else:
            parent.insert(key, data.draw(CARDS if action == "card" else JSON))
    _decode_checked(json.dumps(save))


@settings(max_examples=200, deadline=None)
@given(base=st.sampled_from(SAVES), data=st.data())
def test_damaged_save_texts_are_refused_or_loaded(base: str, data: st.DataObject) -> None:
    text = base
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(text) - 1))
        j = data.draw(st.integers(i, min(len(text), i + 3)))
        text = text[:i] + data.draw(st.text(max_size=3)) + text[j:]
    _decode_checked(text)
