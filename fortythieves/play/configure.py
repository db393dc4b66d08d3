"""Settings said in the game: `language catalan`, `verbosity brief`, `order exposed first`,
`autoplace on`, `speech off`, `rate 200`, `volume 80`. Each change is kept at once;
the reply's `SettingChanged` event lets the face restart or stop speech. `terminal on`
(where a network face offers it) is the connection's, never kept."""

from __future__ import annotations

from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import parse_language
from fortythieves.lang.intents import Setting, SettingName, Value
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.phrasing import Order, Verbosity
from fortythieves.play import reply as ev
from fortythieves.play.host import Host
from fortythieves.play.reply import Reply

RATES = range(80, 451)  # words a minute
VOLUMES = range(0, 101)  # percent
VOLUME_STEP = 20  # "louder", "quieter": a change a player hears, five steps from quiet to full
RATE_STEP = 40  # "faster", "slower": words a minute, a change a player hears


def change(s: Host, setting: Setting) -> Reply:
    name, value = setting.name, setting.value
    if name is SettingName.LANGUAGE:
        return _language(s, value)
    if name is SettingName.VERBOSITY:
        return _verbosity(s, value)
    if name is SettingName.ORDER:
        return _order(s, value)
    if name.level:
        return _level(s, name, value)
    return _switch(s, name, value)


def _kept(s: Host, text: str, name: SettingName) -> Reply:
    failed = s.keeper.keep_settings()  # the change holds now either way: never "unchanged"
    return Reply(text if failed is None else f"{text} {failed}", (ev.SettingChanged(name),))


def _language(s: Host, value: str | None) -> Reply:
    code = parse_language(normalize(value)) if value else None
    if code is None:
        return Reply(s.r.choose_language(LANGUAGES))
    s.settings.lang = code
    s.use_language(code)
    return _kept(s, s.r.now_playing_in(code), SettingName.LANGUAGE)


_STEPS = (Verbosity.BRIEF, Verbosity.NORMAL, Verbosity.FULL)


def _verbosity(s: Host, value: str | None) -> Reply:
    if value in (Value.LONGER, Value.SHORTER):  # one step: brief -> normal -> full, and back
        at = _STEPS.index(s.settings.verbosity) + (1 if value == Value.LONGER else -1)
        value = _STEPS[min(max(at, 0), len(_STEPS) - 1)].value
    if value not in (Value.BRIEF, Value.NORMAL, Value.FULL):
        return Reply(s.r.verbosity_is(s.settings.verbosity))
    s.settings.verbosity = Verbosity(value)
    return _kept(s, s.r.verbosity_set(s.settings.verbosity), SettingName.VERBOSITY)


def _order(s: Host, value: str | None) -> Reply:
    if value not in (Value.DEALT_FIRST, Value.EXPOSED_FIRST):
        return Reply(s.r.order_is(s.settings.order, offer_choice=True))
    s.settings.order = Order(value)
    return _kept(s, s.r.order_is(s.settings.order, offer_choice=False), SettingName.ORDER)


def _level(s: Host, name: SettingName, value: str | None) -> Reply:
    """`rate 200` (words a minute), `volume 80` (percent); alone: the value now."""
    st = s.settings
    if value in (Value.LOUDER, Value.QUIETER):
        return _louder(s, value is Value.LOUDER)
    if value in (Value.FASTER, Value.SLOWER):
        return _faster(s, value is Value.FASTER)
    number = int(value) if value and value.isdigit() else None
    if number is not None:
        if name is SettingName.RATE and number in RATES:
            st.rate = number
        elif name is SettingName.VOLUME and number in VOLUMES:
            st.volume = number / 100
        else:
            return Reply(s.r.speech_levels_range())
    text = s.r.speech_rate(st.rate) if name is SettingName.RATE else s.r.speech_volume(round(st.volume * 100))
    return Reply(text) if number is None else _kept(s, text, name)


def _louder(s: Host, up: bool) -> Reply:
    """ "louder", "quieter": the volume a step up or down. With the game's voice off the
    screen reader speaks, and its own settings are the ones that say how loud."""
    st = s.settings
    if not st.speech:
        return Reply(s.r.own_voice_off())
    now = round(st.volume * 100)
    after = min(now + VOLUME_STEP, VOLUMES[-1]) if up else max(now - VOLUME_STEP, VOLUME_STEP)
    if after == now:
        return Reply(s.r.volume_at_end(now, loudest=up))
    st.volume = after / 100
    return _kept(s, s.r.speech_volume(after), SettingName.VOLUME)


def _faster(s: Host, up: bool) -> Reply:
    """ "faster", "slow down": the speech rate a step up or down, within its range. With the
    game's voice off the screen reader speaks, at the rate its own settings set."""
    st = s.settings
    if not st.speech:
        return Reply(s.r.own_voice_off_rate())
    after = min(st.rate + RATE_STEP, RATES[-1]) if up else max(st.rate - RATE_STEP, RATES[0])
    if after == st.rate:
        return Reply(s.r.rate_at_end(st.rate, fastest=up))
    st.rate = after
    return _kept(s, s.r.speech_rate(after), SettingName.RATE)


def _switch(s: Host, name: SettingName, value: str | None) -> Reply:
    """`autoplace on`, `speech off`; said alone, the value now and how to change it
    (a switch that turned over unasked would change a setting the player only named)."""
    st = s.settings
    on = {Value.ON: True, Value.OFF: False}.get(Value(value)) if value in (Value.ON, Value.OFF) else None
    if name is SettingName.TERMINAL:
        return _terminal(s, on)
    if on is None:
        return Reply(f"{_switch_now(s, name)} {s.r.switch_choice(name.value)}")
    if name is SettingName.AUTOPLACE:
        st.autoplace = on
    elif name is SettingName.QUICKPLAY:
        st.quickplay = on
    elif name is SettingName.WARNLOSS:
        st.warnloss = on
        s.watching = None  # a search already under way warns only for moves made from now on
    else:
        st.speech = on
        if not on:  # "stop talking": what is being said stops at once, as with stop
            return _kept(s, _switch_now(s, name), name).then("", ev.Silenced())
    return _kept(s, _switch_now(s, name), name)


def _terminal(s: Host, on: bool | None) -> Reply:
    """`terminal on|off`: the face switches when the event comes; nothing is kept, as the
    choice belongs to the connection."""
    if s.terminal is None:
        return Reply(s.r.terminal_unavailable())
    if on is None:
        return Reply(f"{s.r.terminal_is(s.terminal)} {s.r.switch_choice(SettingName.TERMINAL.value)}")
    s.terminal = on
    return Reply(s.r.terminal_is(on), (ev.SettingChanged(SettingName.TERMINAL),))


def _switch_now(s: Host, name: SettingName) -> str:
    st = s.settings
    if name is SettingName.AUTOPLACE:
        return s.r.autoplace_is(st.autoplace)
    if name is SettingName.QUICKPLAY:
        return s.r.quickplay_is(st.quickplay)
    if name is SettingName.WARNLOSS:
        return s.r.warnloss_is(st.warnloss)
    return s.r.speech_is(st.speech)
