"""The sentences of the player's games and record: the unfinished games, `stats`,
`history`, exports and replays, and what the store says when it cannot keep something.

Values in, sentences out, like `lang.replies`; the faults and results are plain words
(`full`, `won`) so that this module needs nothing from the play layer.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from fortythieves.core.record import Finished, Result, Tally
from fortythieves.core.variants import Variant, get_variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import word
from fortythieves.lang.phrasing import Phraser
from fortythieves.lang.replies import Replies
from fortythieves.lang.variant_names import variant_name


@dataclass(frozen=True, slots=True)
class KeptGame:
    """One line of `games`: an unfinished game as listed."""

    variant: Variant
    code: str | None
    moves: int
    score: int
    ago: float  # seconds since it was last played
    here: bool  # the game in play


class Records:
    def __init__(self, p: Phraser) -> None:
        self.p = p
        self.t: Translator = p.t
        self.lang = p.t.lang

    def _word(self, key: str) -> str:
        return word(self.lang, key)

    def _code(self, code: str | None) -> str:
        """The code spelled character by character, as every reply says it."""
        return Replies(self.p).code_text(code)

    def help(self) -> str:
        """The sentence of the help text about the player's games."""
        w = {k: self._word(k) for k in ("games", "resume", "stats", "history", "replay", "export")}
        # Translators: the help text's sentence about the player's games; each placeholder is a word the player types.
        return self.t._(
            "For your games and record: {games}, {resume} and a number, {stats}, {history}, {replay} and a code, "
            "{export}."
        ).format(**w)

    # ----- what the store could not do ----------------------------------------------------
    def reason(self, fault: str) -> str:
        """Why a file could not be written: `full`, `read-only` or anything else."""
        if fault == "full":
            # Translators: why a file could not be written: no space is left on the disk.
            return self.t.pgettext("store fault", "the disk is full")
        if fault == "read-only":
            # Translators: why a file could not be written: the game's data folder is read-only.
            return self.t.pgettext("store fault", "the data folder cannot be written")
        # Translators: why a file could not be written, when the system gives another reason.
        return self.t.pgettext("store fault", "the system refused to write it")

    def save_failed(self, fault: str) -> str:
        # Translators: said once when saving starts to fail; {reason} says why ("the disk is full").
        return self.t._(
            "Your game could not be saved: {reason}. It is kept here while the program runs."
        ).format(reason=self.reason(fault))

    def saved_now(self) -> str:
        # Translators: reply to "save the game", said only once the store holds the game as it is now.
        return self.t._(
            "Your game is saved. It is saved after every move as well, so you can leave at any time."
        )

    def nothing_saved_in_replay(self) -> str:
        # Translators: reply to "save the game" during a replay of an exported game, which keeps nothing.
        return self.t._("A replay is not saved; your own games stay as they were.")

    def won_in_record(self) -> str:
        # Translators: reply to "save the game" once the game is won: it is in the record, not kept to go on.
        return self.t._("This game is won and in your record; there is nothing left to save.")

    def saved_again(self) -> str:
        # Translators: said once when saving works again after it failed.
        return self.t._("Your game is saved again.")

    def record_failed(self, fault: str) -> str:
        # Translators: a finished game could not be added to the player's record; {reason} says why.
        return self.t._("This game could not be added to your record: {reason}.").format(
            reason=self.reason(fault)
        )

    def setting_not_kept(self, fault: str) -> str:
        # Translators: after a setting was changed for this session, it could not be kept for the next; {reason} says why.
        return self.t._("It applies now, but could not be kept for next time: {reason}.").format(
            reason=self.reason(fault)
        )

    def played_elsewhere(self) -> str:
        # Translators: the game was played in another window in the meantime; this window goes on from where that
        # one left it.
        return self.t._(
            "This game was played in another window in the meantime; here it is as that window left it."
        )

    def set_aside(self, games: int, records: int, settings: int) -> str:
        """One line for every damaged thing found and kept aside (never used, never deleted)."""
        t = self.t
        parts = []
        if games:
            # Translators: part of the list in "Some of your data was damaged...": saved games that cannot be read.
            parts.append(t.ngettext("{count} saved game", "{count} saved games", games).format(count=games))
        if records:
            # Translators: part of the list in "Some of your data was damaged...": lines of the record of finished games.
            msg = t.ngettext("{count} game of your record", "{count} games of your record", records)
            parts.append(msg.format(count=records))
        if settings:
            # Translators: part of the list in "Some of your data was damaged...": settings back to their usual value.
            msg = t.ngettext(
                "{count} setting (back to its usual value)",
                "{count} settings (back to their usual value)",
                settings,
            )
            parts.append(msg.format(count=settings))
        # Translators: {list} is, e.g., "2 saved games and 1 setting"; a damaged setting is back to its usual value.
        return t._("Some of your data could not be read and was set aside: {list}.").format(
            list=t.format_list(parts)
        )

    def store_moved(self, files: Sequence[str]) -> str:
        # Translators: at start, files were in the way of the games' database (not a database, or a link); they are kept.
        return self.t._(
            "Something that was not the game's database was in its place; it is kept as {files}."
        ).format(files=self.t.format_list(list(files)))

    def store_migrated(self, folder: str) -> str:
        # Translators: at the first start of this version: the games, record and settings were moved into its database.
        return self.t._(
            "Your games, record and settings were moved into this version's database; the old files are kept "
            "in {folder}."
        ).format(folder=folder)

    def games_unreadable(self, fault: str) -> str:
        # Translators: the list of unfinished games could not be read from the store; {reason} says why.
        return self.t._("Your saved games could not be read just now: {reason}.").format(
            reason=self.reason(fault)
        )

    def store_unreachable(self, fault: str) -> str:
        # Translators: a command could not reach the games' database (several servers share one); nothing was done.
        return self.t._(
            "Your game cannot be reached just now ({reason}); nothing was done. Try again."
        ).format(reason=self.reason(fault))

    def store_unavailable(self, fault: str) -> str:
        # Translators: at start, the games' database cannot be opened; the player plays on, but nothing is kept.
        return self.t._("Your games cannot be kept: {reason}. This game will not be saved.").format(
            reason=self.reason(fault)
        )

    def goodbye_unsaved(self) -> str:
        # Translators: the last line when the player quits and the last save failed.
        return self.t._("Goodbye. Your game could not be saved.")

    def goodbye(self) -> str:
        # Translators: the last line when the player quits a replay, which keeps nothing.
        return self.t._("Goodbye.")

    def error_after_change(self) -> str:
        # Translators: an internal error after the command had already changed the game.
        return self.t._(
            "Something went wrong with that command after it changed the game; type {board} to hear where it stands."
        ).format(board=self._word("board"))

    def layout_too_large(self) -> str:
        # Translators: a layout file far too large to be one; it is refused without reading it all.
        return self.t._("That layout is far too large to be a deal; nothing was dealt.")

    def not_text(self) -> str:
        # Translators: a typed line that is not valid text (not UTF-8); nothing happens.
        return self.t._("That line is not valid text; nothing was changed.")

    # ----- a game open in another window ----------------------------------------------------
    def kept(self, variant: Variant) -> str:
        """Said after a new deal's own line: the game left is named by its variant only (its
        code is in the list of games)."""
        # Translators: after a new deal, the game left unfinished is kept and undo returns to it.
        return self.t._("Your previous game of {variant} is kept: type {undo} to go back to it.").format(
            variant=variant_name(self.t, variant), undo=self._word("undo")
        )

    def kept_before_restart(self) -> str:
        """Said after a restart's own line: the play so far is kept as a game of its own."""
        # Translators: after "restart" (the same deal from its start), the moves played before it are
        # kept as an unfinished game, and undo returns to them.
        return self.t._("Your play so far is kept: type {undo} to go back to it.").format(
            undo=self._word("undo")
        )

    def back_to(self, variant: Variant, moves: int, score: int) -> str:
        # Translators: "undo" right after a new deal, or "resume": the earlier game is back.
        msg = self.t.ngettext(
            "Back to your game of {variant}: {count} move, score {score}.",
            "Back to your game of {variant}: {count} moves, score {score}.",
            moves,
        )
        return msg.format(variant=variant_name(self.t, variant), count=moves, score=score)

    def ago(self, seconds: float) -> str:
        if seconds < 60:
            # Translators: when a game was last played, less than a minute ago.
            return self.t._("moments ago")
        from babel.dates import format_timedelta

        return format_timedelta(dt.timedelta(seconds=-seconds), add_direction=True, locale=self.t.formats)

    def games(self, kept: Sequence[KeptGame]) -> str:
        """`games`: the unfinished games, newest first, numbered for `resume N`."""
        t = self.t
        items = []
        for n, g in enumerate(kept, start=1):
            # Translators: one unfinished game in the list of "games"; {when} is "5 minutes ago".
            item = t.ngettext(
                "{number}. {variant}, deal {code}, {count} move, score {score}, played {when}",
                "{number}. {variant}, deal {code}, {count} moves, score {score}, played {when}",
                g.moves,
            ).format(
                number=n,
                variant=variant_name(t, g.variant),
                code=self._code(g.code),
                count=g.moves,
                score=g.score,
                when=self.ago(g.ago),
            )
            if g.here:
                # Translators: after the game in play, in the list of "games".
                item += " " + t._("(this game)")
            items.append(item)
        # Translators: reply to "games"; {list} is the games, {resume} the word that reopens one.
        msg = t.ngettext(
            "{count} unfinished game: {list}. Type {resume} and a number to go back to one.",
            "{count} unfinished games: {list}. Type {resume} and a number to go back to one.",
            len(kept),
        )
        return msg.format(count=len(kept), list="; ".join(items), resume=self._word("resume"))

    def no_games(self) -> str:
        # Translators: reply to "games" when no unfinished game is kept.
        return self.t._("You have no unfinished game. Type {new} to deal one.").format(new=self._word("new"))

    def resume_which(self) -> str:
        # Translators: "resume" said alone.
        return self.t._(
            "Which game? Type {resume} and its number in the list of {games}, or its deal code."
        ).format(resume=self._word("resume"), games=self._word("games"))

    def no_such_game(self, name: str) -> str:
        # Translators: "resume X" where X is no unfinished game.
        return self.t._("There is no unfinished game {name}. Type {games} for the list.").format(
            name=name, games=self._word("games")
        )

    def playing_it(self) -> str:
        # Translators: "resume X" where X is the game in play.
        return self.t._("You are playing that game now.")

    # ----- the record ---------------------------------------------------------------------------
    def result(self, result: Result) -> str:
        if result is Result.WON:
            # Translators: how a finished game ended, in "history".
            return self.t.pgettext("game result", "won")
        if result is Result.BLOCKED:
            # Translators: how a finished game ended, in "history": no legal move was left.
            return self.t.pgettext("game result", "blocked")
        # Translators: how a finished game ended, in "history": left unfinished long ago.
        return self.t.pgettext("game result", "abandoned")

    def no_record(self, variant: Variant | None) -> str:
        if variant is None:
            # Translators: "stats" or "history" before any game was finished.
            return self.t._("You have not finished a game yet.")
        # Translators: "stats Maria" before any game of that variant was finished.
        return self.t._("You have not finished a game of {variant} yet.").format(
            variant=variant_name(self.t, variant)
        )

    def stats(self, tally: Tally, variant: Variant | None) -> str:
        t = self.t
        if tally.played == 0 or tally.best is None:
            return self.no_record(variant)
        if variant is None:
            # Translators: the first sentence of "stats", over every variant.
            head = t.ngettext(
                "{count} game played, {won} won ({percent} percent).",
                "{count} games played, {won} won ({percent} percent).",
                tally.played,
            )
        else:
            # Translators: the first sentence of "stats" for one variant.
            head = t.ngettext(
                "{variant}: {count} game played, {won} won ({percent} percent).",
                "{variant}: {count} games played, {won} won ({percent} percent).",
                tally.played,
            )
        parts = [
            head.format(
                variant=variant_name(t, variant) if variant else "",
                count=tally.played,
                won=tally.won,
                percent=tally.percent,
            ),
            # Translators: in "stats": the best score of the finished games.
            t._("Best score {score}.").format(score=t.number(tally.best)),
            # Translators: in "stats": wins in a row up to the last game, and the longest run of wins.
            t.ngettext(
                "Winning streak: {count} now, {longest} at the longest.",
                "Winning streak: {count} now, {longest} at the longest.",
                tally.streak,
            ).format(count=tally.streak, longest=tally.longest),
        ]
        if tally.win_moves is not None:
            # Translators: in "stats": how many moves a won game takes on average.
            parts.append(
                t.ngettext(
                    "A win takes {count} move on average.",
                    "A win takes {count} moves on average.",
                    tally.win_moves,
                ).format(count=tally.win_moves)
            )
        return " ".join(parts)

    def when(self, ended: str) -> str:
        """A record's date as the language writes it in full ("1 December 2026")."""
        from babel.dates import format_date

        try:
            day = dt.date.fromisoformat(ended[:10])
        except ValueError:
            return ended
        return format_date(day, format="long", locale=self.t.formats)

    def duration(self, seconds: int) -> str:
        from babel.dates import format_timedelta

        return format_timedelta(dt.timedelta(seconds=max(seconds, 1)), threshold=1.5, locale=self.t.formats)

    def history(self, games: Sequence[Finished], first: int, total: int) -> str:
        """`history`: finished games, newest first, numbered from `first` (1 is the newest)."""
        t = self.t
        items = []
        for g in games:
            # Translators: one finished game in "history"; {result} is won, blocked or abandoned,
            # {time} the time played ("25 minutes").
            items.append(
                t.ngettext(
                    "{date}, {variant}, deal {code}, {result}, score {score}, {count} move, {time}",
                    "{date}, {variant}, deal {code}, {result}, score {score}, {count} moves, {time}",
                    g.moves,
                ).format(
                    date=self.when(g.ended),
                    variant=variant_name(t, get_variant(g.variant)),
                    code=self._code(g.code),
                    result=self.result(g.result),
                    score=t.number(g.score),
                    count=g.moves,
                    time=self.duration(g.seconds),
                )
            )
        if total == 1:
            # Translators: reply to "history" when only one game has been finished; {list} is that game.
            text = t._("Your only finished game: {list}.").format(list=items[0])
        elif len(games) == 1:
            # Translators: reply to "history" when the page holds a single game, the oldest: "Finished
            # game 11 of 11: ...".
            text = t._("Finished game {number} of {count}: {list}.").format(
                number=first, count=total, list=items[0]
            )
        else:
            # Translators: one game in the list of "history", by the number "replay" takes: "3. 1 December
            # 2026, Forty Thieves, ...".
            number = t._("{number}. {game}")
            numbered = [number.format(number=n, game=g) for n, g in enumerate(items, start=first)]
            # Translators: reply to "history": the finished games, newest first.
            text = t.ngettext(
                "Finished games {first} to {last} of {count}: {list}.",
                "Finished games {first} to {last} of {count}: {list}.",
                total,
            ).format(first=first, last=first + len(games) - 1, count=total, list="; ".join(numbered))
        if first + len(games) - 1 < total:
            # Translators: after "history", when older games are left to hear.
            text += " " + t._("Type {history} again for older games.").format(history=self._word("history"))
        return text

    def history_end(self) -> str:
        # Translators: "history" again after the oldest game was said.
        return self.t._("That was your oldest game; type {history} to start again from the newest.").format(
            history=self._word("history")
        )

    def no_such_record(self, number: int) -> str:
        # Translators: "replay 12" or "export 12" and the history has no game 12.
        return self.t._("There is no game {number} in your history.").format(number=number)

    # ----- exports and replays ------------------------------------------------------------------
    def exported(self, file: str) -> str:
        # Translators: after "export": the file holding the game's moves, and how to replay it.
        return self.t._("The moves are in {file}; fortythieves play --replay {file} plays them back.").format(
            file=file
        )

    def export_failed(self, fault: str) -> str:
        # Translators: "export" could not write its file; {reason} says why.
        return self.t._("The moves could not be exported: {reason}.").format(reason=self.reason(fault))

    def no_code_to_export(self) -> str:
        # Translators: "export" of a game dealt from a layout file, which has no deal code.
        return self.t._("A game dealt from a layout file has no deal code, so its moves cannot be exported.")

    def replay_opening(self, count: int) -> str:
        # Translators: the start of "fortythieves play --replay FILE", after the new-game line.
        return self.t.ngettext(
            "Replaying {count} move: press Enter for each one; any command works between them.",
            "Replaying {count} moves: press Enter for each one; any command works between them.",
            count,
        ).format(count=count)

    def replay_step(self, number: int, total: int, said: str) -> str:
        # Translators: one move of a replay: "Move 3 of 120: Moved the ...".
        return self.t._("Move {number} of {total}: {said}").format(number=number, total=total, said=said)

    def replay_end(self) -> str:
        # Translators: Enter pressed after the last move of a replay.
        return self.t._("The replay is over. Type {quit} to leave.").format(quit=self._word("quit"))

    def replay_broken(self, number: int) -> str:
        # Translators: a move of a replayed file that the game refuses; the replay stops there.
        return self.t._("Move {number} of the file cannot be played; the replay stops here.").format(
            number=number
        )

    def replay_unreadable(self, file: str, problem: str) -> str:
        # Translators: --replay FILE names a file that is no exported game; {problem} is where (in English).
        return self.t._("The file {file} is not a game exported by fortythieves ({problem}).").format(
            file=file, problem=problem
        )
