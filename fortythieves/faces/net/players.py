"""Named players: a passphrase kept only as a scrypt hash, SSH public keys, kept in the
store as the player `net:` and a hash of the name: nothing a client types ever becomes
part of a path or a key."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field

from fortythieves.faces.net.names import folder_key
from fortythieves.lang.nettext import MIN_PASSPHRASE
from fortythieves.store.base import Account, Store

# scrypt's cost: 16 MiB and about 50 ms a check, run off the event loop.
_N, _R, _P = 2**14, 8, 1


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
    """The named players of one server, in its store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def player(self, name: str) -> str:
        """The player's id in the store."""
        return f"net:{folder_key(name)}"

    def record(self, name: str) -> Record | None:
        account = self.store.account(self.player(name))
        if account is None:
            return None
        c = account.credentials
        salt, hashed, keys = c.get("salt", ""), c.get("scrypt", ""), c.get("keys", [])
        if not (isinstance(salt, str) and isinstance(hashed, str) and isinstance(keys, list)) or c.get(
            "damaged"
        ):
            # A damaged account must not let anyone in, nor be taken by a newcomer.
            return Record(name, "damaged", "")
        return Record(account.name, salt, hashed, [k for k in keys if isinstance(k, str)])

    def exists(self, name: str) -> bool:
        return self.record(name) is not None

    def verify(self, name: str, passphrase: str) -> bool:
        """Whether the passphrase is this player's (slow on purpose: run it off the loop)."""
        rec = self.record(name)
        if rec is None or not rec.scrypt:
            _scrypt(passphrase, b"\0" * 16)  # the same cost, so timing does not tell names apart
            return False
        try:
            salt, hashed = bytes.fromhex(rec.salt), bytes.fromhex(rec.scrypt)
        except ValueError:
            return False
        return hmac.compare_digest(_scrypt(passphrase, salt), hashed)

    def enrol(self, name: str, passphrase: str | None = None, key: str | None = None) -> bool:
        """Keep a new player; False when the name is taken (at once: two enrolments of
        one name at the same moment, in one process or two, let exactly one in)."""
        if passphrase is not None and len(passphrase) < MIN_PASSPHRASE:
            return False
        credentials: dict[str, object] = {"salt": "", "scrypt": "", "keys": []}
        if passphrase is not None:
            salt = secrets.token_bytes(16)
            credentials.update(salt=salt.hex(), scrypt=_scrypt(passphrase, salt).hex())
        if key is not None:
            credentials["keys"] = [key]
        return self.store.enrol(self.player(name), Account(name, credentials))

    def has_key(self, name: str, key: str) -> bool:
        rec = self.record(name)
        return rec is not None and key in rec.keys
