"""A player's part of a server's store (web, telnet, SSH): the store's shelf, except that an
export is named by its file alone, since the server's paths are nobody's business."""

from __future__ import annotations

from pathlib import Path

from fortythieves.store.shelf import Shelf


class ServedShelf(Shelf):
    def write_export(self, name: str, text: str) -> str:
        return Path(super().write_export(name, text)).name
