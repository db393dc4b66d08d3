"""A setting switched on or off, said as one whole command the game understands.

Help and replies never put a word for "on" after a setting's name of their own: in
Portuguese the word agrees with the name ("avisos ligados", "voz ligada", "terminal
ligado"), and in Croatian the verb comes first ("uključi upozorenja").
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

SWITCHES = ("autoplace", "quickplay", "warnloss", "speech", "terminal")  # their lexicon keys


def switch_command(t: Translator, key: str, on: bool) -> str:
    """The command that switches the setting `key` (one of SWITCHES) on or off."""
    if key == "autoplace":
        if on:
            # Translators: the command that switches automatic placement on, as help quotes it; the
            # game must understand it in your language (the tests check), its words agreeing.
            return t.pgettext("switch command", "autoplace on")
        # Translators: the command that switches automatic placement off (understood by the game).
        return t.pgettext("switch command", "autoplace off")
    if key == "quickplay":
        if on:
            # Translators: the command that switches quick play on (understood by the game).
            return t.pgettext("switch command", "quick play on")
        # Translators: the command that switches quick play off (understood by the game).
        return t.pgettext("switch command", "quick play off")
    if key == "warnloss":
        if on:
            # Translators: the command that switches on the warnings when a move loses the game
            # (understood by the game; Portuguese "avisos ligados": the word agrees with "avisos").
            return t.pgettext("switch command", "warnings on")
        # Translators: the command that switches the loss warnings off (understood by the game).
        return t.pgettext("switch command", "warnings off")
    if key == "speech":
        if on:
            # Translators: the command that switches speech on (understood by the game).
            return t.pgettext("switch command", "speech on")
        # Translators: the command that switches speech off (understood by the game).
        return t.pgettext("switch command", "speech off")
    if key == "terminal":
        if on:
            # Translators: the command that switches the terminal face on, over telnet or SSH
            # (understood by the game).
            return t.pgettext("switch command", "terminal on")
        # Translators: the command that switches the terminal face off (understood by the game).
        return t.pgettext("switch command", "terminal off")
    raise ValueError(f"not a switch: {key}")
