"""The sentences of the store's commands: `fortythieves export FILE` and `import FILE`,
and what a server says at its stop about the games it could not write."""

from __future__ import annotations

from collections.abc import Sequence

from fortythieves.lang.i18n import Translator


class StoreText:
    def __init__(self, t: Translator) -> None:
        self.t = t

    def export_help(self) -> str:
        # Translators: help of the "export" sub-command.
        return self.t._("write all your games, your record and your settings to one file")

    def import_help(self) -> str:
        # Translators: help of the "import" sub-command.
        return self.t._("add the games, record and settings of an exported file to yours")

    def file_help(self) -> str:
        # Translators: help of the FILE argument of "export" and "import".
        return self.t._("the file")

    def exported(self, file: str) -> str:
        # Translators: after "fortythieves export FILE".
        return self.t._("Your games, record and settings are in {file}.").format(file=file)

    def export_exists(self, file: str) -> str:
        # Translators: "fortythieves export FILE" never writes over a file that exists.
        return self.t._("{file} already exists; give the name of a new file.").format(file=file)

    def export_failed(self, file: str, reason: str) -> str:
        # Translators: "fortythieves export FILE" could not write it; {reason} is why ("the disk is full").
        return self.t._("{file} could not be written: {reason}.").format(file=file, reason=reason)

    def imported(self, file: str, games: int, records: int, refused: int) -> str:
        t = self.t
        # Translators: part of the line after "fortythieves import FILE".
        kept = t.ngettext("{count} unfinished game", "{count} unfinished games", games).format(count=games)
        # Translators: part of the line after "fortythieves import FILE".
        done = t.ngettext("{count} finished game", "{count} finished games", records).format(count=records)
        # Translators: after "fortythieves import FILE"; {list} is "2 unfinished games and 10 finished games".
        line = t._("Imported from {file}: {list}.").format(file=file, list=t.format_list([kept, done]))
        if refused:
            # Translators: after the import line: entries of the file that were damaged and left out.
            left = t.ngettext(
                "{count} entry could not be read and was left out.",
                "{count} entries could not be read and were left out.",
                refused,
            )
            line += " " + left.format(count=refused)
        return line

    def import_refused(self, file: str, problem: str) -> str:
        t = self.t
        if problem == "not-a-file":
            # Translators: why a file cannot be imported: a folder, a device, a pipe or a link.
            why = t.pgettext("import problem", "it is not a regular file")
        elif problem == "too-large":
            # Translators: why a file cannot be imported.
            why = t.pgettext("import problem", "it is far too large")
        elif problem == "foreign":
            # Translators: why a file cannot be imported: it is not made by "fortythieves export".
            why = t.pgettext("import problem", "it is not an export of this game")
        elif problem == "newer":
            # Translators: why a file cannot be imported.
            why = t.pgettext("import problem", "it was written by a newer version of the game")
        else:
            # Translators: why a file cannot be imported: missing, unreadable, or not JSON.
            why = t.pgettext("import problem", "it cannot be read")
        # Translators: "fortythieves import FILE" refused the file and changed nothing; {why} says why.
        return t._("{file} cannot be imported: {why}. Nothing was changed.").format(file=file, why=why)

    def stopped(self, unsaved: Sequence[str]) -> str:
        """A server's last line: every game saved, or how many players' were not, by name."""
        if not unsaved:
            # Translators: printed when "fortythieves serve" stops after Ctrl+C, every game written.
            return self.t._("Stopped; every game is saved.")
        # Translators: printed when "fortythieves serve" stops; {names} are the players whose games could not be written.
        line = self.t.ngettext(
            "Stopped; the game of {count} player could not be saved: {names}.",
            "Stopped; the games of {count} players could not be saved: {names}.",
            len(unsaved),
        )
        return line.format(count=len(unsaved), names=", ".join(unsaved))
