"""The sheet's lines on runs, on the Forty Thieves sheet and on the repeat word hold when
played, in every language: the run example (a move of the run's highest card) moves the
run in every variant where runs move; `--variant forty-thieves` is the standard sheet with
its variants, which its lines name; the repeat word the sheet lists only repeats."""

from __future__ import annotations

from collections import Counter

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.example_moves import RUN_CARD, run_example, run_target
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import build_sheet, sections
from fortythieves.lang.rulebook.playing import run_paragraph
from fortythieves.lang.variant_names import variant_name
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

RUNS = [v for v in VARIANTS if v.sequences]


def _layout(v: Variant, columns: list[str]) -> str:
    """A layout of `v`: these columns first, then one card each for the others, every
    other card of the two decks in the waste, no foundation started."""
    filler = ["9C", "9H", "8C", "8H", "7C", "7H", "6C", "6H"]
    columns = columns + filler[: v.columns - len(columns)]
    cards = Counter(Card(Rank(r), Suit(s)).short() for r in range(1, 14) for s in range(4) for _ in range(2))
    cards.subtract(w for c in columns for w in c.split())
    waste = [c for c, n in cards.items() for _ in range(n)]
    lines = [f"variant: {v.key}", *(f"column {i}: {c}" for i, c in enumerate(columns, 1))]
    return "\n".join([*lines, "waste: " + " ".join(waste), "stock:", ""])


@pytest.mark.parametrize(("lang", "v"), [(lang, v) for lang in LANGUAGES for v in RUNS])
def test_the_run_example_moves_the_run(lang: str, v: Variant) -> None:
    king = run_target()
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=_layout(v, ["5C QS JH", f"4D {king.short()}"]), requested_lang=lang, environ={})
    s.handle(run_example(translator(lang)))
    assert [c.short() for c in s.game.state.columns[1]] == ["4D", king.short(), RUN_CARD.short(), "JH"]
    assert [c.short() for c in s.game.state.columns[0]] == ["5C"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_run_paragraph_gives_the_example_in_every_sheet_where_runs_move(lang: str) -> None:
    t = translator(lang)
    example = run_example(t)
    for v in (*RUNS, STANDARD):
        run = run_paragraph(t, v)
        assert run is not None and example in run.text, (v.key, run)
    standard = run_paragraph(t, STANDARD)
    assert standard is not None and all(variant_name(t, v) in standard.text for v in RUNS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_forty_thieves_sheet_is_the_standard_sheet_with_its_variants(lang: str) -> None:
    t = translator(lang)
    forty = get_variant("forty-thieves")
    assert build_sheet(t, forty) == build_sheet(t, None)
    keys = [s.key for s in sections(t, forty)]
    assert all(f"variant-{v.key}" in keys for v in VARIANTS if v is not STANDARD)
