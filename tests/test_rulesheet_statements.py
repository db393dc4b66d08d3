"""The rules sheet's statements a rules editor checked against the seeds, and the marks
each format needs: the tips and summaries of Lucas, Little Forty's redeal in the
scoring, the name's origin and the English names in every language (with their `lang`
on the web page), elisions embossed as apostrophes, page numbers where BANA puts them,
commands never broken at a hyphen in print, and the picture's signs."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.grid import rank_letters
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import build_sheet, sections, sheet_text
from fortythieves.lang.rulebook.model import Items, Paragraph, Picture, Section, plain
from fortythieves.lang.rulebook.text import quotation_marks, section_text
from fortythieves.lang.variant_names import variant_name
from fortythieves.rulesheet import braille
from fortythieves.rulesheet.command import _example_deal
from fortythieves.rulesheet.render import braille_blocks, html, pdf

LUCAS = get_variant("lucas")
LITTLE_FORTY = get_variant("little-forty")


def section(lang: str, variant: Variant | None, key: str) -> Section:
    return next(s for s in sections(translator(lang), variant) if s.key == key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lucas_tips_never_speak_of_a_buried_ace(lang: str) -> None:
    t = translator(lang)
    tips = section(lang, LUCAS, "strategy")
    standard = section(lang, None, "strategy")
    assert tips != standard  # one tip differs: in Lucas no ace is ever in a column
    assert (
        next(b for b in tips.blocks if isinstance(b, Items)).items[2]
        != next(b for b in standard.blocks if isinstance(b, Items)).items[2]
    )
    if lang == "en":
        assert "ace" not in section_text(t, tips)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lucas_summary_says_its_score_and_its_aces(lang: str) -> None:
    """After Lucas's summary "everything else is as in the standard game" holds: the
    summary says the foundations are worth 960, not 1040, and the starting aces stay."""
    t = translator(lang)
    summary = next(s for s in sections(t, None) if s.key == "variant-lucas")
    text = section_text(t, summary)
    assert "960" in text and "1040" in text
    if lang == "en":
        assert "except an ace that started there" in text
        assert "Everything else is as in the standard game." in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_little_forty_scores_its_redeal(lang: str) -> None:
    t = translator(lang)
    scoring = section(lang, LITTLE_FORTY, "scoring")
    standard = section(lang, None, "scoring")
    assert len(section_text(t, scoring).splitlines()) == len(section_text(t, standard).splitlines()) + 1


def test_pysolfc_notes_are_complete() -> None:
    t = translator("en")
    lucas = section_text(t, next(s for s in sections(t, None) if s.key == "variant-lucas"))
    little = section_text(t, next(s for s in sections(t, None) if s.key == "variant-little-forty"))
    assert "moves runs of one suit as one" in lucas
    assert "at once" in little and "stock" in little.split("PySolFC")[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_says_where_the_name_comes_from_and_that_variants_are_easier(lang: str) -> None:
    t = translator(lang)
    aim = section_text(t, section(lang, None, "aim"))
    assert str(STANDARD.dealt) in aim
    intro = section_text(t, section(lang, None, "variants"))
    if lang == "en":
        assert "Its name comes from the 40 cards dealt" in aim
        assert "easier to win" in intro


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hint_and_can_i_win_are_in_the_command_list(lang: str) -> None:
    from fortythieves.lang.lexicon import word

    t = translator(lang)
    commands = section_text(t, section(lang, None, "playing-commands"))
    assert word(lang, "hint") in commands and word(lang, "play-hint") in commands
    asked = t.pgettext("rules sheet", "can I win?")
    assert asked in commands
    from fortythieves.lang import parser
    from fortythieves.lang.intents import format_intent

    assert format_intent(parser.parse(asked, lang)) == "cmd can-win"  # the sheet's question is understood


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_gives_the_english_names(lang: str) -> None:
    """A reader can look the game and each variant up elsewhere: wherever a language's
    name differs from the English one, the English name is given beside it."""
    t = translator(lang)
    text = sheet_text(t, build_sheet(t, "all"))
    for v in VARIANTS:
        assert v.name in text, v.name
        own = sheet_text(t, build_sheet(t, v if v is not STANDARD else None))
        assert v.name in own, (v.name, "its own sheet")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_foreign_names_carry_their_language_on_the_web_page(lang: str) -> None:
    page = html(build_sheet(translator(lang), "all"))
    marked = dict(re.findall(r'<span lang="([a-z]+)">([^<]+)</span>', page)[::-1])
    spans = re.findall(r'<span lang="([a-z]+)">([^<]+)</span>', page)
    assert ("fr", "Le Cadran") in spans
    if lang != "en":
        assert ("en", "Forty Thieves") in spans and ("en", "Rank and File") in spans
    else:
        assert ("en", "Forty Thieves") not in spans  # a name in the page's own language is not marked
    assert marked  # and nothing marked twice: no span inside a span
    assert not re.search(r'<span lang="[a-z]+">[^<]*<span lang=', page)


def _elisions(lang: str) -> set[str]:
    t = translator(lang)
    text = plain(sheet_text(t, build_sheet(t, "all", _example_deal())))
    return set(re.findall(r"\w+[\u2019'](?=\w)\w+", text))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_elision_is_embossed_as_a_quotation_mark(lang: str) -> None:
    """liblouis's Catalan table embosses ’ as the Catalan quotation mark (dots 236): an
    elision ("l’objectiu") must be embossed with the apostrophe, never as a quote."""
    marks = set('\u201c\u201d\u00ab\u00bb\u201e"')
    marks |= {mark for mark in quotation_marks(translator(lang)).replace("{text}", "") if not mark.isspace()}
    words = _elisions(lang)
    if lang in ("ca", "it"):
        assert len(words) > 10  # the languages that elide do so in the sheet
    for word in words:
        cells = braille.translate(word, lang)
        for mark in marks:  # the same word with a quotation mark in the apostrophe's place
            assert cells != braille.translate(re.sub("[\u2019']", mark, word, count=1), lang), (word, mark)


def test_a_catalan_elision_is_dot_3() -> None:
    assert braille.translate("l\u2019objectiu", "ca") == braille.translate("l'objectiu", "ca")
    assert "'" in braille.translate("l\u2019objectiu", "ca")  # dot 3 in ASCII braille


def test_braille_page_numbers_at_the_foot_as_bana_has_them() -> None:
    t = translator("en")
    blocks = braille_blocks(t, build_sheet(t, None))
    top = braille.to_brf(blocks, "en").split("\f")
    bottom = braille.to_brf(blocks, "en", bottom=True).split("\f")
    assert len(top) == len(bottom)
    for number, (a, b) in enumerate(zip(top, bottom, strict=True), 1):
        a_lines, b_lines = a.split("\r\n")[:-1], b.split("\r\n")[:-1]
        assert len(b_lines) == braille.LINES
        assert b_lines[-1] == a_lines[0] and b_lines[-1].strip() == braille.translate(str(number), "en", 1)
        assert b_lines[: len(a_lines) - 1] == a_lines[1:]


def test_a_command_never_breaks_at_its_hyphen(tmp_path: Path) -> None:
    t = translator("en")
    sheet = build_sheet(t, None, _example_deal())
    page = html(sheet, large_print=True)
    assert '<span class="nobreak">seed-deal</span>' in page
    assert '<span class="nobreak">FT1-N-2345673</span>' in page
    path = tmp_path / "large.pdf"
    path.write_bytes(pdf(sheet, large_print=True))
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True, text=True).stdout
    assert "seed-deal" in text and "seeddeal" not in text
    for command in re.findall(r"--\w+(?:-\w+)+|FT1-\w-\w{7}", plain(sheet_text(t, sheet))):
        assert command in text, command


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_picture_draws_signs_and_the_languages_rank_letters(lang: str) -> None:
    t = translator(lang)
    setup = section(lang, None, "setup")
    picture = next(b for b in setup.blocks if isinstance(b, Picture))
    drawn = {f.rank for column in picture.columns for f in column if f}
    letters = list(rank_letters(lang).values())  # the letters the help teaches
    assert drawn <= {*letters, *map(str, range(2, 11))}
    for letter in letters:
        assert letter in picture.legend
    assert all(sign in picture.legend for sign in "♠♥♦♣")
    assert isinstance(setup.blocks[0], Paragraph)
    if lang == "it":
        assert "R re" in picture.legend and variant_name(t, STANDARD) == "Quaranta Ladroni"


def test_a_table_column_lines_up_one_way_and_the_caption_ends_before_the_legend() -> None:
    """The comparison table's "Cards per column" mixes "4" and "3 (1 face down)": the whole
    column reads from the left, never half right-aligned. The picture's caption and its
    legend are two lines, so a PDF's text does not run "...of a deal Each card shows"."""
    page = html(build_sheet(translator("en"), None))
    row = re.search(r'<tr><th scope="row">Indian</th>(.*?)</tr>', page)
    standard = re.search(r'<tr><th scope="row">Forty Thieves</th>(.*?)</tr>', page)
    assert row and standard
    cells = re.findall(r"<td( class=\"text\")?>", row.group(1))
    assert cells == re.findall(r"<td( class=\"text\")?>", standard.group(1))
    caption = re.search(r"<figcaption[^>]*>(.*?)</figcaption>", page, re.S)
    assert caption and "</strong><br>" in caption.group(1)


def test_the_web_pages_sound_file_is_spoken_heading_by_heading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rules page's WAV download reads the same text as `--format wav`: headings on
    their own with a pause, deal codes spelled."""
    import sys
    import types

    from fortythieves.faces.web import rulefiles
    from fortythieves.lang.rulebook.text import speech_text

    got: list[tuple[str, int]] = []

    def record(text: str, lang: str, path: Path, pause_ms: int = 0) -> None:
        got.append((text, pause_ms))
        path.write_bytes(b"RIFF")

    fake = types.ModuleType("fortythieves.speech.wav")
    fake.render_wav = record  # type: ignore[attr-defined]
    fake.PARAGRAPH_PAUSE_MS = 700  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fortythieves.speech.wav", fake)
    rulefiles.make(tmp_path, "nl", "wav")
    t = translator("nl")
    [(text, pause)] = got
    assert text == speech_text(t, build_sheet(t, None)) and pause == 700
    assert "F T 1, N, 2 3 4 5 6 7 3" in text
