"""The player's settings, as kept between sessions."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from fortythieves.lang.phrasing import Order, Verbosity
from fortythieves.store.base import StoreError
from fortythieves.store.shelf import Shelf


class CardSize(Enum):
    """How large the web page draws the cards, for players who read with low vision."""

    LARGE = "large"
    LARGER = "larger"
    HUGE = "huge"
    LARGEST = "largest"


@dataclass
class Settings:
    """The player's settings, kept between games."""

    lang: str | None = None  # None: from the environment
    verbosity: Verbosity = Verbosity.NORMAL
    order: Order = Order.DEALT_FIRST
    autoplace: bool = False
    quickplay: bool = False  # a card or a column named alone plays itself
    warnloss: bool = False  # say so when a move turns the game into one proved lost
    speech: bool = False
    rate: int = 175
    volume: float = 1.0
    card_size: CardSize = CardSize.LARGE

    def to_json(self) -> dict[str, Any]:
        """Plain values, field by field (every save holds them: `asdict` copies deeply)."""
        data = {name: getattr(self, name) for name in _NAMES}
        data["verbosity"] = self.verbosity.value
        data["order"] = self.order.value
        data["card_size"] = self.card_size.value
        return data

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from a file, keeping the defaults for anything missing or wrong."""
        s = cls()
        if not isinstance(data, dict):
            return s
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            try:
                if f.name == "verbosity":
                    s.verbosity = Verbosity(value)
                elif f.name == "order":
                    s.order = Order(value)
                elif f.name == "card_size":
                    s.card_size = CardSize(value)
                elif f.name == "lang" and (value is None or isinstance(value, str)):
                    s.lang = value
                elif f.name in ("autoplace", "quickplay", "warnloss", "speech") and isinstance(value, bool):
                    setattr(s, f.name, value)
                elif f.name == "rate" and isinstance(value, int) and 80 <= value <= 450:
                    s.rate = value
                elif f.name == "volume" and isinstance(value, int | float) and 0 <= value <= 1:
                    s.volume = float(value)
            except ValueError:
                continue
        return s


_NAMES = tuple(f.name for f in fields(Settings))


def unread_settings(data: dict[str, Any]) -> int:
    """How many of the settings in `data` hold a value `from_json` could not take (each
    is back to its default): said to the player, never reset without a word."""
    kept = Settings.from_json(data).to_json()
    return sum(1 for name in _NAMES if name in data and kept[name] != data[name])


def read_settings(store: Shelf) -> Settings:
    """The player's settings; a settings row that is not ours at all is set aside (and
    said with the next notice), a value that cannot be read is back to its default."""
    data = settings_data(store)
    return Settings() if data is None else Settings.from_json(data)


def settings_data(store: Shelf) -> dict[str, Any] | None:
    try:
        text = store.settings()
    except StoreError:
        return None
    if text is None:
        return None
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except (ValueError, RecursionError) as e:
        with contextlib.suppress(StoreError):
            store.set_settings_aside(str(e)[:200])
        return None
    return data
