"""Issue 12's findings on the rules sheet, each held by a test: moving runs, Lucas,
which program the sheet describes, and the new parts (summary, example deal, variants
table, quick card, strategy)."""

from __future__ import annotations

import pytest

from fortythieves.core.rules import Rule
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import section_text, sections
from fortythieves.lang.ruletext import rule_text


def text_of(lang: str, variant: Variant | None) -> str:
    t = translator(lang)
    return "\n".join(section_text(t, s) for s in sections(t, variant))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_where_runs_move_the_sheet_never_says_only_one_card(lang: str, variant: Variant) -> None:
    t = translator(lang)
    one = rule_text(t, Rule.ONE_CARD, variant)
    single = rule_text(t, Rule.ONE_CARD, VARIANTS[0])
    text = text_of(lang, variant)
    if variant.sequences:
        assert one != single and single not in text
        assert one in text and rule_text(t, Rule.SEQUENCES, variant) in text
    else:
        assert one == single and one in text
    if lang == "en" and variant.sequences:
        assert "Only one card" not in text and "or a correctly built run" in one
