"""Named players: a passphrase kept only as a scrypt hash, SSH public keys, and a folder
each under the data folder, named by a hash of the name: nothing a client types ever
becomes part of a path."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import secrets
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from fortythieves.core.saves import write_atomic
from fortythieves.lang.nettext import MAX_NAME, MIN_PASSPHRASE

# Letters and digits, with - _ . between them: a name that reads aloud as a name.
_NAME = re.compile(rf"^\w(?:[\w.-]{{0,{MAX_NAME - 2}}}\w)?$")
# scrypt's cost: 16 MiB and about 50 ms a check, run off the event loop.
_N, _R, _P = 2**14, 8, 1


def clean_name(text: str) -> str | None:
    """The name as kept (NFC, spaces trimmed), or None when it is not a valid name.

    >>> clean_name("  Anna_Marti ")
    'Anna_Marti'
    >>> clean_name("../etc") is None, clean_name("a b") is None
    (True, True)
    """
    name = unicodedata.normalize("NFC", text.strip())
    return name if _NAME.match(name) and name.isprintable() else None


def _key(name: str) -> str:
    """The folder name of a player: case and width do not make another player."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return hashlib.sha256(folded.encode("utf-8")).hexdigest()[:32]


def _scrypt(passphrase: str, salt: bytes) -> bytes:
    return hashlib.scrypt(
        passphrase.encode("utf-8"), salt=salt, n=_N, r=_R, p=_P, maxmem=64 * 2**20, dklen=32
    )


@dataclass
class Record:
    name: str
    salt: str = ""  # hex; empty when no passphrase is set
    scrypt: str = ""  # hex
    keys: list[str] = field(default_factory=list)  # OpenSSH public keys ("ssh-ed25519 AAAA...")


class Players:
    """The players of one server: `<root>/players/<hash of name>/`."""

    def __init__(self, root: Path) -> None:
        self.root = root / "players"

    def folder(self, name: str) -> Path:
        return self.root / _key(name)

    def _path(self, name: str) -> Path:
        return self.folder(name) / "player.json"

    def record(self, name: str) -> Record | None:
        try:
            data = json.loads(self._path(name).read_text(encoding="utf-8"))
            return Record(
                data["name"], data.get("salt", ""), data.get("scrypt", ""), list(data.get("keys", []))
            )
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError):
            # A damaged record must not let anyone in, nor be overwritten by a newcomer.
            return Record(name, "damaged", "")

    def exists(self, name: str) -> bool:
        return self.record(name) is not None

    def verify(self, name: str, passphrase: str) -> bool:
        """Whether the passphrase is this player's (slow on purpose: run it off the loop)."""
        rec = self.record(name)
        if rec is None or not rec.scrypt:
            _scrypt(passphrase, b"\0" * 16)  # the same cost, so timing does not tell names apart
            return False
        try:
            salt = bytes.fromhex(rec.salt)
        except ValueError:
            return False
        return hmac.compare_digest(_scrypt(passphrase, salt), bytes.fromhex(rec.scrypt))

    def enrol(self, name: str, passphrase: str | None = None, key: str | None = None) -> bool:
        """Keep a new player; False when the name was taken meanwhile."""
        if self.exists(name) or (passphrase is not None and len(passphrase) < MIN_PASSPHRASE):
            return False
        rec = Record(name)
        if passphrase is not None:
            salt = secrets.token_bytes(16)
            rec.salt, rec.scrypt = salt.hex(), _scrypt(passphrase, salt).hex()
        if key is not None:
            rec.keys.append(key)
        self._write(rec)
        return True

    def has_key(self, name: str, key: str) -> bool:
        rec = self.record(name)
        return rec is not None and key in rec.keys

    def _write(self, rec: Record) -> None:
        folder = self.folder(rec.name)
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        body = {"name": rec.name, "salt": rec.salt, "scrypt": rec.scrypt, "keys": rec.keys}
        write_atomic(self._path(rec.name), json.dumps(body, indent=1) + "\n")
        os.chmod(self._path(rec.name), 0o600)
