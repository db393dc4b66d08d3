"""What a network connection says besides the game: welcome, names and passphrases,
limits, the idle warning and the character set (the telnet and SSH faces).

The connection-level commands (`play as NAME`, `charset latin1`) are the
same words in every language, like the names of the server's options; the sentences
that mention them are translated.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator
from fortythieves.lang.languages import LANGUAGES, language
from fortythieves.lang.lexicon import word
from fortythieves.lang.switches import switch_command


class NetText:
    """The connection's sentences in one language."""

    def __init__(self, t: Translator) -> None:
        self.t = t

    def welcome(self) -> str:
        # Translators: the first line on a network connection, heard at every connection: at most
        # 20 words. "play as NAME" is a command: keep it in English (you may translate NAME); {board} is
        # the game's command that reads the board, in your language.
        return self.t._(
            "Welcome to Forty Thieves. A guest game is dealt: type {board}, or play as NAME to keep your games."
        ).format(board=word(self.t.lang, "board"))

    def terminal_offer(self) -> str:
        # Translators: added to the welcome when the client said it is a terminal (telnet TTYPE, or SSH with
        # a terminal); {terminal_on} is the command in the player's language.
        return self.t._(
            "You are connected from a terminal: type {terminal_on} to edit lines with the arrow keys and bring "
            "back earlier commands with the up arrow."
        ).format(terminal_on=switch_command(self.t, "terminal", True))

    def ask_new_passphrase(self, name: str) -> str:
        # Translators: the name is new; the player chooses a passphrase (their typing is hidden).
        return self.t._(
            "{name} is a new player name. Choose a passphrase of at least {count} characters to keep it, "
            "or type nothing to stay a guest:"
        ).format(name=name, count=MIN_PASSPHRASE)

    def ask_again(self) -> str:
        # Translators: the player types the new passphrase a second time.
        return self.t._("Type the same passphrase again:")

    def ask_passphrase(self, name: str) -> str:
        # Translators: asks the passphrase of a known player name (their typing is hidden).
        return self.t._("Passphrase for {name}:").format(name=name)

    def passphrase_too_short(self) -> str:
        # Translators: the chosen passphrase is too short; the player is still a guest.
        return self.t._(
            "A passphrase needs at least {count} characters. You are still a guest; type play as NAME to try again."
        ).format(count=MIN_PASSPHRASE)

    def passphrases_differ(self) -> str:
        # Translators: the two passphrases typed differ; the player is still a guest.
        return self.t._("The two passphrases differ. You are still a guest; type play as NAME to try again.")

    def wrong_passphrase(self) -> str:
        # Translators: the passphrase does not match the name; the player is still a guest.
        return self.t._("That passphrase is not the one of this name. You are still a guest.")

    def locked_out(self, minutes: int) -> str:
        # Translators: too many wrong passphrases for this name, or from the player's address.
        msg = self.t.ngettext(
            "Too many wrong passphrases: this name cannot log in from here for {count} minute.",
            "Too many wrong passphrases: this name cannot log in from here for {count} minutes.",
            minutes,
        )
        return msg.format(count=minutes)

    def name_looks_taken(self, name: str) -> str:
        # Translators: a new name looks like another player's (letters of another alphabet that look the
        # same, 0 for O...); the player is still a guest.
        return self.t._(
            "{name} looks too much like another player's name. You are still a guest; choose another name."
        ).format(name=name)

    def name_just_taken(self, name: str) -> str:
        # Translators: another connection enrolled the same new name a moment earlier.
        return self.t._(
            "{name} was taken a moment ago by another player. You are still a guest; choose another name."
        ).format(name=name)

    def ask_new_passphrase_ssh(self, name: str) -> str:
        # Translators: SSH: the name is new; the player types a passphrase twice at the next prompts.
        return self.t._(
            "{name} is a new player name. Choose a passphrase of at least {count} characters to keep it, "
            "and type it twice."
        ).format(name=name, count=MIN_PASSPHRASE)

    def passphrases_differ_ssh(self) -> str:
        # Translators: SSH: the two passphrases typed for a new name differ; the prompts come again.
        return self.t._("The two passphrases differ; type them again.")

    def name_looks_taken_ssh(self, name: str) -> str:
        # Translators: SSH: a new name looks like another player's; the log-in fails after this line.
        return self.t._("{name} looks too much like another player's name; log in with another name.").format(
            name=name
        )

    def name_just_taken_ssh(self, name: str) -> str:
        # Translators: SSH: another connection enrolled the same new name a moment earlier.
        return self.t._("{name} was taken a moment ago by another player; log in with another name.").format(
            name=name
        )

    def new_name_needs_prompts(self, name: str) -> str:
        # Translators: SSH: a client sent a password for a new name at once; the passphrase of a new name is
        # typed twice at the prompts of keyboard-interactive log-in, which ssh uses by default.
        return self.t._(
            "{name} is a new player name: its passphrase is chosen at two prompts, which this SSH program did not "
            "offer (ssh -o PreferredAuthentications=keyboard-interactive asks them)."
        ).format(name=name)

    def guest_game_kept(self) -> str:
        # Translators: after logging in mid-game: the game played as a guest is now the player's.
        return self.t._("The game you played as a guest is now kept under your name.")

    def stay_guest(self) -> str:
        # Translators: the player typed nothing instead of a passphrase.
        return self.t._("You are still a guest.")

    def guest_goodbye(self) -> str:
        # Translators: the last line when a guest quits; a guest's game is not kept.
        return self.t._("Goodbye. A guest's game is not kept.")

    def bad_name(self) -> str:
        # Translators: a player name was refused; "play as NAME" is a command, keep it in English.
        return self.t._(
            "A player name is 1 to {count} letters or digits, with - _ or . between them, "
            "as in play as anna_marti."
        ).format(count=MAX_NAME)

    def name_in_use(self, name: str) -> str:
        # Translators: the player is already connected on another connection.
        return self.t._("{name} is playing on another connection; quit there first.").format(name=name)

    def playing_as(self, name: str) -> str:
        # Translators: said once the name and passphrase are accepted, before the game's lines.
        return self.t._("You play as {name}; your games and record are kept under this name.").format(
            name=name
        )

    def too_many_connections(self) -> str:
        # Translators: the server is full; the connection closes after this line.
        return self.t._("The server has as many players as it can take; please try again later.")

    def too_many_from_address(self) -> str:
        # Translators: too many connections from the player's address; the connection closes.
        return self.t._("There are too many connections from your address; close one and try again.")

    def too_many_new_players(self) -> str:
        # Translators: the web page: many new players were made from the player's address lately.
        return self.t._(
            "Too many new players have been created from your address recently; please try again in a few "
            "minutes."
        )

    def line_too_long(self, limit: int) -> str:
        # Translators: a typed line was too long and was ignored; the game goes on.
        return self.t._("That line was longer than {count} characters and was ignored.").format(count=limit)

    def idle_warning(self, minutes: int) -> str:
        # Translators: warns an idle player; {count} is minutes.
        msg = self.t.ngettext(
            "Nobody has typed here for a while: this connection closes in {count} minute unless you type something.",
            "Nobody has typed here for a while: this connection closes in {count} minutes unless you type something.",
            minutes,
        )
        return msg.format(count=minutes)

    def idle_closed(self) -> str:
        # Translators: the last line before an idle connection is closed.
        return self.t._("This connection was idle too long and is now closed.")

    def language_hint(self) -> str:
        others = [language(code).native_name for code in LANGUAGES if code != self.t.lang]
        # Translators: SSH, the first line after logging in when nothing chose the language; {command} is
        # the language command in your language, {languages} the other languages' own names ("català, ...
        # or hrvatski"), which the player types after it.
        return self.t._("To play in another language, type {command} followed by {languages}.").format(
            command=word(self.t.lang, "language"), languages=self.t.format_list(others, style="or")
        )

    def sending_too_fast(self) -> str:
        # Translators: the last line to a connection that kept sending far more than anyone types; it closes.
        return self.t._("This connection sent more than anyone could type, so it is now closed.")

    def charset_set(self, charset: str) -> str:
        # Translators: the character set was changed by the "charset" command.
        return self.t._("Letters are now sent as {charset}.").format(charset=charset)

    def charset_unknown(self) -> str:
        # Translators: "charset" followed by something unknown; the two names are commands.
        return self.t._("Type charset utf-8 or charset latin1.")


# Shared with the faces that apply these limits, so the sentences say the real numbers.
MIN_PASSPHRASE = 6
MAX_NAME = 32
