"""Sentences of the settings: the list of them all, and each one heard or changed
(language, verbosity, order, auto-place, quick play, loss warnings, speech, the terminal face)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from fortythieves.lang.phrasing import Order, Verbosity
from fortythieves.lang.phrasing.names import capital
from fortythieves.lang.replies.base import Said
from fortythieves.lang.switches import switch_command


class SettingsView(Protocol):
    """The settings as `settings` reads them out (the play layer's `Settings`)."""

    @property
    def verbosity(self) -> Verbosity: ...
    @property
    def order(self) -> Order: ...
    @property
    def autoplace(self) -> bool: ...
    @property
    def warnloss(self) -> bool: ...
    @property
    def quickplay(self) -> bool: ...
    @property
    def speech(self) -> bool: ...
    @property
    def rate(self) -> int: ...
    @property
    def volume(self) -> float: ...


class SettingText(Said):
    def choose_language(self, codes: Sequence[str]) -> str:
        names = [f"{self.t.language_name(c)} ({c})" for c in codes]
        # Translators: reply to "language" without a known language.
        return self.t._("Choose a language: {list}.").format(list=self.p.either(names))

    def now_playing_in(self, code: str) -> str:
        # Translators: said in the new language after switching.
        return self.t._("Now playing in {language}.").format(language=self.t.language_name(code))

    def verbosity_is(self, value: Verbosity) -> str:
        # Translators: reply to "verbosity" without a value.
        return self.t._("Verbosity is {value}. Choose {brief}, {normal} or {full}.").format(
            value=self._word(value.value),
            brief=self._word("brief"),
            normal=self._word("normal"),
            full=self._word("full"),
        )

    def verbosity_set(self, value: Verbosity) -> str:
        """The change said as a promise of how the game will answer, never as the setting's
        name and value ("Verbosity: brief." is jargon when heard in a game)."""
        if value is Verbosity.BRIEF:
            # Translators: reply after "brief", "shorter replies": the game agrees to answer briefly from now on.
            return self.t._("OK, short replies from now on.")
        if value is Verbosity.FULL:
            # Translators: reply after "full", "longer replies": the game agrees to answer in full from now on
            # (the score after every move, the cards around each move).
            return self.t._("OK, full replies from now on.")
        # Translators: reply after "normal verbosity": the game agrees to answer at its usual length from now on.
        return self.t._("OK, replies of the usual length from now on.")

    def order_is(self, order: Order, offer_choice: bool) -> str:
        if order is Order.DEALT_FIRST:
            # Translators: reply to "order": how columns are read now.
            text = self.t._("Columns are read from the first-dealt card to the exposed one.")
        else:
            # Translators: reply to "order": how columns are read now.
            text = self.t._("Columns are read from the exposed card down to the first-dealt one.")
        if offer_choice:
            # Translators: after "order" without a value: the two choices.
            text += " " + self.t._("Choose {a} or {b}.").format(
                a=self._word("dealt-first"), b=self._word("exposed-first")
            )
        return text

    def settings(self, s: SettingsView) -> str:
        """`settings`: every setting and its value, in one line."""
        t, p = self.t, self.p
        order = self._word(s.order.value)
        parts = [
            # Translators: in the list of settings: the verbosity ("verbosity: normal").
            t._("verbosity: {value}").format(value=self._word(s.verbosity.value)),
            # Translators: in the list of settings: the reading order ("order: dealt first").
            t._("order: {value}").format(value=order),
            # Translators: in the list of settings: the language.
            t._("language: {value}").format(value=t.language_name(self.lang)),
            # Translators: in the list of settings: auto-place on or off.
            t._("auto-place: {value}").format(value=self._autoplace_state(s.autoplace)),
            # Translators: in the list of settings: quick play on or off (a card or column named alone plays itself).
            t._("quick play: {value}").format(value=self._quickplay_state(s.quickplay)),
            # Translators: in the list of settings: the loss warnings ("warn when a move loses") on or off.
            t._("loss warnings: {value}").format(value=self._warnloss_state(s.warnloss)),
            # Translators: in the list of settings: speech on or off, its rate and volume.
            t._("speech: {value}, {rate} words a minute, volume {volume} percent").format(
                value=self._speech_state(s.speech), rate=s.rate, volume=round(s.volume * 100)
            ),
        ]
        # Translators: reply to "settings": a heading said as a sentence of its own, then every setting and its
        # value ("Settings. Verbosity: normal; order: ...").
        return t._("Settings. {list}.").format(list=capital(p.groups(parts)))

    # A setting's state is said as a state, agreeing with the setting's noun (Croatian
    # "automatsko postavljanje: isključeno", "govor: isključen"), never as the command
    # word that switches it ("isključi" is an imperative).
    def _autoplace_state(self, on: bool) -> str:
        if on:
            # Translators: the state of auto-place in the list of settings ("auto-place: on"); agree with your word for auto-place.
            return self.t.pgettext("auto-place state", "on")
        # Translators: the state of auto-place in the list of settings ("auto-place: off"); agree with your word for auto-place.
        return self.t.pgettext("auto-place state", "off")

    def _quickplay_state(self, on: bool) -> str:
        if on:
            # Translators: the state of quick play in the list of settings ("quick play: on"); agree with your
            # word for quick play.
            return self.t.pgettext("quick play state", "on")
        # Translators: the state of quick play in the list of settings ("quick play: off"); agree with your
        # word for quick play.
        return self.t.pgettext("quick play state", "off")

    def _warnloss_state(self, on: bool) -> str:
        if on:
            # Translators: the state of the loss warnings in the list of settings ("loss warnings: on"); agree with
            # your word for loss warnings.
            return self.t.pgettext("loss warnings state", "on")
        # Translators: the state of the loss warnings in the list of settings ("loss warnings: off"); agree with
        # your word for loss warnings.
        return self.t.pgettext("loss warnings state", "off")

    def _speech_state(self, on: bool) -> str:
        if on:
            # Translators: the state of speech in the list of settings ("speech: on, 175 words a minute"); agree with your word for speech.
            return self.t.pgettext("speech state", "on")
        # Translators: the state of speech in the list of settings ("speech: off, 175 words a minute"); agree with your word for speech.
        return self.t.pgettext("speech state", "off")

    def switch_choice(self, key: str) -> str:
        # Translators: after a setting said alone: how to change it ("Say autoplace on or autoplace off.");
        # {on} and {off} are the whole commands that switch it.
        return self.t._("Say {on} or {off}.").format(
            on=switch_command(self.t, key, True), off=switch_command(self.t, key, False)
        )

    def autoplace_is(self, on: bool) -> str:
        if on:
            # Translators: auto-place switched on.
            return self.t._("Auto-place is on: a card that cannot go where you say goes to its best place.")
        # Translators: auto-place switched off.
        return self.t._("Auto-place is off.")

    def quickplay_is(self, on: bool) -> str:
        if on:
            # Translators: quick play switched on.
            return self.t._("Quick play is on: a card or a column named alone plays itself.")
        # Translators: quick play switched off; {play} is the verb to play a card.
        return self.t._(
            "Quick play is off: a card or a place named alone is read; say {play} and a card to play it."
        ).format(play=self._word("play"))

    def terminal_is(self, on: bool) -> str:
        if on:
            # Translators: the terminal face switched on (telnet or SSH): the player edits the line and
            # finds earlier commands with the arrow keys; {terminal_off} is the command to switch it off.
            return self.t._(
                "The terminal face is on: edit the line with the arrow keys, and the up arrow brings back "
                "your earlier commands. Say {terminal_off} for plain lines."
            ).format(terminal_off=switch_command(self.t, "terminal", False))
        # Translators: the terminal face switched off: plain lines, as for a MUD client.
        return self.t._("The terminal face is off: plain lines.")

    def terminal_unavailable(self) -> str:
        # Translators: "terminal on" where there is no terminal face to switch to (the web page, the
        # local game, a MUD client that did not say it is a terminal); nothing changed.
        return self.t._(
            "The terminal face is only for telnet or SSH connections from a program that says it is a "
            "terminal; nothing changed here."
        )

    def speech_is(self, on: bool) -> str:
        if on:
            # Translators: speech switched on.
            return self.t._("Speech is on.")
        # Translators: speech switched off.
        return self.t._("Speech is off.")

    def speech_levels_range(self) -> str:
        # Translators: a speech rate or volume out of range.
        return self.t._(
            "The speech rate goes from 80 to 450 words a minute, and the volume from 0 to 100 percent."
        )

    def speech_rate(self, rate: int) -> str:
        # Translators: the speech rate, after "rate" or "rate 200".
        return self.t._("Speech rate: {rate} words a minute.").format(rate=rate)

    def speech_volume(self, percent: int) -> str:
        # Translators: the speech volume, after "volume" or "volume 80".
        return self.t._("Speech volume: {volume} percent.").format(volume=percent)

    def own_voice_off(self) -> str:
        # Translators: after "louder" or "quieter" while the game's own voice is off: the player hears a
        # screen reader, which the game cannot make louder.
        return self.t._(
            "The game's own voice is off, so your screen reader reads the replies: its settings set how loud it is."
        )

    def volume_at_end(self, percent: int, loudest: bool) -> str:
        if loudest:
            # Translators: after "louder" when the game's voice is already at full volume.
            return self.t._(
                "The voice is already as loud as it goes: {volume} percent. Your computer's volume can make it louder."
            ).format(volume=percent)
        # Translators: after "quieter" when the game's voice is already at its quietest step.
        return self.t._("The voice is already at its quietest: {volume} percent.").format(volume=percent)

    def own_voice_off_rate(self) -> str:
        # Translators: after "faster" or "slower" while the game's own voice is off: the player hears a
        # screen reader, whose speed the game cannot change.
        return self.t._(
            "The game's own voice is off, so your screen reader reads the replies: its settings set how fast it speaks."
        )

    def rate_at_end(self, rate: int, fastest: bool) -> str:
        if fastest:
            # Translators: after "faster" when the game's voice already speaks at its fastest rate.
            return self.t._("The voice already speaks as fast as it goes: {rate} words a minute.").format(
                rate=rate
            )
        # Translators: after "slower" when the game's voice already speaks at its slowest rate.
        return self.t._("The voice already speaks as slowly as it goes: {rate} words a minute.").format(
            rate=rate
        )
