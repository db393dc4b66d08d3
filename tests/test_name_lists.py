"""Lists of names keep every name whole: when a name holds the word that joins a list's
last item ("Rank and File", Croatian "Vrste i kolone"), the last item is set apart, so
that no two names are heard as one. Checked over every pair of variant names, in both
kinds of list, in every language."""

from __future__ import annotations

from itertools import permutations

import pytest

from fortythieves.core.variants import VARIANTS
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.variant_names import variant_name


def _last_joiner(text: str, items: list[str]) -> str:
    """What the list puts between its last two items."""
    assert text.endswith(items[-1]), text
    head = text[: len(text) - len(items[-1])]
    return head[head.rindex(items[-2]) + len(items[-2]) :]


def _lists(lang: str) -> list[list[str]]:
    t = translator(lang)
    names = [variant_name(t, v) for v in VARIANTS]
    return [names, [*names[1:], names[0]], *([a, b] for a, b in permutations(names, 2))]


@pytest.mark.parametrize("style", ["standard", "or"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_join_of_a_list_of_variant_names_is_heard_once(lang: str, style: str) -> None:
    t = translator(lang)
    for items in _lists(lang):
        text = t.format_list(items, style=style)
        joiner = _last_joiner(text, items)
        assert joiner.strip(" ,"), text  # a word joins the last item
        assert text.count(joiner) == 1, text  # and no name holds it as it stands there
        for item in items:
            assert item in text


def test_english_sets_rank_and_file_apart_and_keeps_its_plain_lists() -> None:
    t = translator("en")
    assert (
        t.format_list(["Number Ten", "Rank and File", "Streets"]) == "Number Ten, Rank and File, and Streets"
    )
    assert t.format_list(["Rank and File", "Streets"], style="or") == "Rank and File or Streets"
    assert t.format_list(["moves", "game", "speech"]) == "moves, game and speech"
    assert t.format_list(["Rank and File", "Lucas", "Maria"]) == "Rank and File, Lucas, and Maria"


def test_croatian_joins_a_name_with_i_by_te() -> None:
    t = translator("hr")
    names = [variant_name(t, v) for v in VARIANTS]
    assert t.format_list(names).endswith("Vrste i kolone te Ulice")
