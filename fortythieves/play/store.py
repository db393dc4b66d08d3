"""Where a session keeps its game and settings: in memory, or in the data folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Protocol

from fortythieves.core.saves import data_dir, write_atomic
from fortythieves.play.settings import Settings


class Store(Protocol):
    """Where a session keeps its game and settings."""

    def read_game(self) -> str | None: ...
    def write_game(self, text: str) -> None: ...
    def set_aside_game(self) -> str | None: ...
    def read_settings(self) -> Settings: ...
    def write_settings(self, settings: Settings) -> None: ...


class MemoryStore:
    """A store in memory, for tests and for players who keep nothing."""

    def __init__(self, game: str | None = None, settings: Settings | None = None) -> None:
        self.game = game
        self.settings = settings or Settings()
        self.aside: list[str] = []

    def read_game(self) -> str | None:
        return self.game

    def write_game(self, text: str) -> None:
        self.game = text

    def set_aside_game(self) -> str | None:
        if self.game is not None:
            self.aside.append(self.game)
        self.game = None
        return "memory"

    def read_settings(self) -> Settings:
        return Settings.from_json(self.settings.to_json())

    def write_settings(self, settings: Settings) -> None:
        self.settings = Settings.from_json(settings.to_json())


class FileStore:
    """`current.json` and `settings.json` in the data folder, written atomically."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.game_path = self.folder / "current.json"
        self.settings_path = self.folder / "settings.json"
        self.history_path = self.folder / "history"

    def read_game(self) -> str | None:
        try:
            return self.game_path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError):
            return ""  # unreadable: the loader refuses it and it is set aside

    def write_game(self, text: str) -> None:
        write_atomic(self.game_path, text)

    def set_aside_game(self) -> str | None:
        """Keep a save that could not be read under another name, never overwrite it."""
        if not self.game_path.exists():
            return None
        n = 1
        while (aside := self.game_path.with_name(f"current.damaged-{n}.json")).exists():
            n += 1
        self.game_path.rename(aside)
        return str(aside)

    def read_settings(self) -> Settings:
        try:
            return Settings.from_json(json.loads(self.settings_path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return Settings()

    def write_settings(self, settings: Settings) -> None:
        write_atomic(self.settings_path, json.dumps(settings.to_json(), indent=1) + "\n")
