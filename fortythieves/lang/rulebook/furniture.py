"""The words a layout adds around the sheet's text: the braille title page, the
contents list, the page numbers. Worded here, so that `fortythieves.rulesheet` builds
no sentence of its own."""

from __future__ import annotations

from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.model import PROGRAM, Labels, command
from fortythieves.lang.rulebook.text import quotation_marks


def braille_code_name(t: Translator, lang: str) -> str:
    """The braille code of a language's tables, named in the sheet's language."""
    names = {
        # Translators: the braille code of the English sheet, on the braille title page.
        "en": t.pgettext("braille code", "Unified English Braille"),
        # Translators: the braille code of the Catalan sheet, on the braille title page.
        "ca": t.pgettext("braille code", "Catalan braille"),
        # Translators: the braille code of the Dutch sheet, on the braille title page.
        "nl": t.pgettext("braille code", "Dutch braille"),
        # Translators: the braille code of the Portuguese sheet, on the braille title page.
        "pt": t.pgettext("braille code", "Portuguese braille"),
        # Translators: the braille code of the Italian sheet, on the braille title page.
        "it": t.pgettext("braille code", "Italian braille"),
        # Translators: the braille code of the Croatian sheet, on the braille title page.
        "hr": t.pgettext("braille code", "Croatian braille"),
    }
    return names.get(lang, names["en"])


def braille_title_page(t: Translator, title: str, lang: str, grade: int) -> list[str]:
    """The lines of the braille title page: the title, the program, the braille code."""
    code = braille_code_name(t, lang)
    if grade == 2:
        # Translators: on the braille title page; {code} is the name of the braille code.
        line = t._("{code}, contracted (grade 2)").format(code=code)
    else:
        # Translators: on the braille title page; {code} is the name of the braille code.
        line = t._("{code}, uncontracted (grade 1)").format(code=code)
    # Translators: on the braille title page; {program} is the program's name (leave it as it is).
    made = t._("Transcribed by {program}").format(program=command(PROGRAM))
    return [title, line, made]


def no_such_grade(t: Translator, grade: int, grades: list[int]) -> str:
    # Translators: an error of "fortythieves rules --braille-grade"; {grade} is what was asked, {grades}
    # the grades this language's braille has (1, or 1 and 2).
    message = t._("no grade {grade} braille in this language; choose {grades}.")
    return message.format(grade=grade, grades=t.format_list([str(g) for g in grades], style="or"))


def labels(t: Translator) -> Labels:
    # Translators: the heading of the contents list of the rules sheet (HTML and PDF).
    contents = t.pgettext("rules sheet", "Contents")
    # Translators: the page number at the foot of each page of the printed rules sheet; {page} is this
    # page's number, {pages} the number of pages.
    page = t._("Page {page} of {pages}")
    return Labels(contents, page, quotation_marks(t))
