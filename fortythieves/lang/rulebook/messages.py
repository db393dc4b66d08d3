"""What `fortythieves rules` says when it cannot make a sheet: one line each, worded
here so that the command itself builds no sentence."""

from __future__ import annotations

from collections.abc import Sequence

from fortythieves.lang.i18n import Translator


def unknown_language(t: Translator, typed: str, codes: Sequence[str]) -> str:
    # Translators: an error of "fortythieves rules --lang"; {lang} is what was typed, {languages} the codes.
    message = t._("no rules sheet in language {lang}; choose one of: {languages}.")
    return message.format(lang=typed, languages=", ".join(codes))


def unknown_variant(t: Translator, typed: str, keys: Sequence[str]) -> str:
    # Translators: an error of "fortythieves rules --variant"; {name} is what was typed, {names} the variants.
    message = t._("unknown variant {name}; choose one of: {names}, or all.")
    return message.format(name=typed, names=", ".join(keys))


def unknown_format(t: Translator, typed: str, formats: Sequence[str]) -> str:
    # Translators: an error of "fortythieves rules --format"; {formats} lists the formats.
    message = t._("unknown format {name}; choose one of: {formats}.")
    return message.format(name=typed, formats=", ".join(formats))


def large_print_formats(t: Translator) -> str:
    # Translators: an error of "fortythieves rules --large-print" with a format that has no print size.
    return t._("large print is for the html and pdf formats.")


def split_formats(t: Translator) -> str:
    # Translators: an error of "fortythieves rules": --split is only for the spoken rules.
    return t._("--split is only for the spoken rules (--format wav).")


def needs_output_file(t: Translator, fmt: str) -> str:
    # Translators: an error of "fortythieves rules"; {format} is pdf or wav.
    return t._("the {format} format needs an output file: add -o FILE.").format(format=fmt)


def cannot_write(t: Translator, file: str, error: str) -> str:
    # Translators: an error of "fortythieves rules -o FILE"; {file} is the file, {error} the system's reason.
    return t._("cannot write {file}: {error}").format(file=file, error=error)


def pdf_missing(t: Translator) -> str:
    # Translators: the one line shown when the PDF part is not installed (keep the command as it is).
    return t._("the PDF format needs WeasyPrint: pip install 'fortythieves[pdf]'")


def braille_missing(t: Translator) -> str:
    # Translators: the one line shown when liblouis is not installed (keep the command as it is).
    return t._("the braille format needs liblouis: apt-get install liblouis-bin liblouis-data python3-louis")


def speech_missing(t: Translator) -> str:
    # Translators: the one line shown when the speech part is not installed (keep the command as it is).
    return t._("the wav format needs speech: pip install 'fortythieves[speech]'")


def cannot_record(t: Translator, error: str) -> str:
    # Translators: the one line shown when the rules could not be recorded; {error} is the reason.
    return t._("cannot record the rules: {error}").format(error=error)
