"""What the command line and the servers say when they cannot start or cannot go on:
one line each, for the person who started them (never for a network player)."""

from __future__ import annotations

from fortythieves.lang.i18n import Translator


class StartText:
    def __init__(self, t: Translator) -> None:
        self.t = t

    def output_closed(self) -> str:
        # Translators: the game was started with its standard output closed; it stops at once.
        return self.t._("fortythieves: the standard output is closed, so no reply could be read; stopped.")

    def output_failed(self, reason: str) -> str:
        # Translators: writing to the standard output failed (a full disk, a closed pipe);
        # {reason} is the system's (in English). Any game was saved before this.
        return self.t._("fortythieves: the output cannot be written ({reason}); stopped.").format(
            reason=reason
        )

    def not_a_port(self, text: str) -> str:
        # Translators: a port given on the command line is not a number from 0 to 65535.
        return self.t._("{text} is not a port: a port is a number from 0 to 65535").format(text=text)

    def cannot_listen(self, face: str, host: str, port: int, reason: str) -> str:
        # Translators: a server cannot open its address; {face} is web, telnet or ssh; {reason} is the
        # system's (in English).
        return self.t._(
            "fortythieves: the {face} server cannot listen on {host} port {port}: {reason}"
        ).format(face=face, host=host, port=port, reason=reason)

    def listening(self, face: str, host: str, port: int) -> str:
        # Translators: printed at start for each network face; {face} is telnet or ssh.
        return self.t._("fortythieves: {face} on {host} port {port}").format(face=face, host=host, port=port)

    def host_key_damaged(self, path: str) -> str:
        # Translators: the SSH server's key file cannot be read; moving it away makes a new key at the next
        # start (players' SSH clients will then warn once that the key changed).
        return self.t._(
            "fortythieves: the SSH host key {path} cannot be read; move it away and a new key is made at the next start."
        ).format(path=path)

    def missing_module(self, name: str) -> str:
        # Translators: a module the network faces need is not installed; the command installs it.
        return self.t._("fortythieves: {name} is missing: pip install 'fortythieves[net]'").format(name=name)
