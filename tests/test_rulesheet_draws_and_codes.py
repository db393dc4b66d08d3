"""What the sheet says of drawing and of the deal code's check character, held to what
`core` does: the draw line of a variant that turns several cards gives its number, in
every language, and the check character is credited with what it catches, no more."""

from __future__ import annotations

import pytest

from fortythieves.core.codes import ALPHABET, CodeError, DealCode
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import sections
from fortythieves.lang.rulebook.extras import quick_card
from fortythieves.lang.rulebook.model import Items, Paragraph, Section
from fortythieves.lang.rulebook.playing import EXAMPLE_CODE, _names

SEVERAL = [v for v in VARIANTS if v.draw > 1]
REDEALS = [v for v in VARIANTS if v.redeals]


def commands(lang: str, v: Variant, quick: bool) -> Items:
    t = translator(lang)
    found = [s for part in quick_card(t, v).parts for s in part.sections] if quick else sections(t, v)
    section: Section = next(s for s in found if s.key == "playing-commands")
    return next(b for b in section.blocks if isinstance(b, Items))


def entry(lang: str, v: Variant, key: str, quick: bool = False) -> str:
    head = _names(translator(lang), key) + ":"
    return next(i for i in commands(lang, v, quick).items if i.startswith(head))


@pytest.mark.parametrize("quick", [False, True])
@pytest.mark.parametrize("v", SEVERAL, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_draw_of_several_cards_is_said_with_its_number(lang: str, v: Variant, quick: bool) -> None:
    """Little Forty turns 3 cards; its draw line once said one card in five languages."""
    line = entry(lang, v, "draw", quick)
    assert str(v.draw) in line
    assert line != entry(lang, STANDARD, "draw", quick)


@pytest.mark.parametrize("v", REDEALS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_in_a_variant_with_redeals_is_not_the_one_card_line(lang: str, v: Variant) -> None:
    """The standard undo line says "a move or a drawn card" in some languages: a variant
    that turns several cards and redeals has its own, naming the redeal."""
    assert entry(lang, v, "undo") != entry(lang, STANDARD, "undo")
    undo = entry(lang, v, "undo", quick=True)
    assert undo == entry(lang, v, "undo")
    if lang == "en":
        assert "redeal" in undo


def mistakes(code: str) -> tuple[list[str], list[str], list[str]]:
    """The code with one character changed, with two neighbours swapped, and with two
    characters one place apart swapped (payload and check character only)."""
    head, body = code[:6], code[6:]
    ones = [head + body[:i] + c + body[i + 1 :] for i in range(len(body)) for c in ALPHABET if c != body[i]]
    swapped = []
    for gap in (1, 2):
        found = []
        for i in range(len(body) - gap):
            if body[i] != body[i + gap]:
                b = list(body)
                b[i], b[i + gap] = b[i + gap], b[i]
                found.append(head + "".join(b))
        swapped.append(found)
    return ones, swapped[0], swapped[1]


def accepted(code: str) -> bool:
    try:
        DealCode.parse(code)
    except CodeError:
        return False
    return True


def test_what_the_check_character_catches() -> None:
    """The facts the sheet's sentence rests on: every single wrong character and every
    swap of neighbours is refused, but a swap one place apart can pass as another deal."""
    ones, neighbours, apart = mistakes(EXAMPLE_CODE)
    assert ones and neighbours and apart
    assert not any(accepted(c) for c in ones + neighbours)
    assert any(accepted(c) for c in apart)


def typing_paragraph(lang: str) -> str:
    section = next(s for s in sections(translator(lang), None) if s.key == "playing-codes")
    return [b.text for b in section.blocks if isinstance(b, Paragraph)][2]


def test_the_sheet_credits_the_check_character_with_no_more_than_it_catches() -> None:
    text = typing_paragraph("en")
    assert "a mistyped code is refused" not in text
    assert "one wrong character" in text and "neighbouring characters swapped" in text
    assert "A code with more mistakes than that may deal a different game" in text


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_its_own_sentence_on_the_check(lang: str) -> None:
    text = typing_paragraph(lang)
    assert text != typing_paragraph("en")
    # the corrected sentence goes on to say that more mistakes can give another deal
    assert text.count(".") >= 3
