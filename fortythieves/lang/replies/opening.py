"""Sentences of starting and ending: the opening lines, a new deal (a winnable one too), a
resumed game, the deal code (said when asked for, never at every deal), goodbye, and the
errors a start can meet."""

from __future__ import annotations

from fortythieves.core.variants import Variant
from fortythieves.lang.replies.base import Said
from fortythieves.lang.variant_names import variant_name


class Opening(Said):
    def language_missing(self, code: str, playing: str) -> str:
        # Translators: said once at start when the asked-for language has no catalogue.
        return self.t._("The language {code} is not available; playing in {language}.").format(
            code=code, language=self.t.language_name(playing)
        )

    def code_text(self, code: str | None) -> str:
        """The code spelled character by character, so that it can be copied by ear."""
        # Translators: stands for the deal code of a game dealt from a layout file.
        return self.p.spelled(code) if code else self.t._("from a layout file")

    def spell_code(self, code: str | None) -> str:
        """`spell code`: each letter by the spelling alphabet of the language."""
        if not code:
            # Translators: "spell code" in a game dealt from a layout file, which has no code.
            return self.t._("This deal comes from a layout file and has no code.")
        # Translators: reply to "spell code": the code said with the spelling alphabet ("Foxtrot, Tango, 1, ...").
        return self.t._("Deal code: {spelled}.").format(spelled=self.p.alphabet_spelled(code))

    def stopped(self, speech_on: bool) -> str:
        if speech_on:
            # Translators: reply to "stop": speech is silenced, in one short line.
            return self.t._("Speech stopped.")
        # Translators: reply to "stop" when speech is off.
        return self.t._("Speech is off; nothing to stop.")

    def undo_limit(self, limit: int) -> str:
        return self.p.undo_limit(limit)

    def resuming(self, variant: Variant, moves: int, score: int) -> str:
        """The opening line of a game taken up again: its deal code is said when asked for
        (`code`, `spell code`), not at every start."""
        # Translators: the opening line when a saved game is resumed.
        msg = self.t.ngettext(
            "Resuming your game of {variant}: {count} move, score {score}.",
            "Resuming your game of {variant}: {count} moves, score {score}.",
            moves,
        )
        return msg.format(variant=variant_name(self.t, variant), count=moves, score=score)

    def new_game(self, variant: Variant, code: str | None) -> str:
        """The line of a new deal: the variant only. Its code is said when asked for (`code`,
        `spell code`) and kept in the record, never read out at every deal."""
        if not code:
            # Translators: the line that starts a game dealt from a layout file, which has no deal code.
            return self.t._("New game of {variant}, deal from a layout file.").format(
                variant=variant_name(self.t, variant)
            )
        # Translators: the line that starts a new game; its deal code is said only when asked for.
        return self.t._("New game of {variant}.").format(variant=variant_name(self.t, variant))

    def started_over(self, variant: Variant, code: str | None) -> str:
        """The line of "restart": the same deal from its start, never said as a new deal."""
        if not code:
            # Translators: reply to "restart" in a game dealt from a layout file, which has no deal code:
            # the same deal is dealt again from its start (not a new deal).
            text = self.t._("Started this deal of {variant} over, from the layout file.")
        else:
            # Translators: reply to "restart": the same deal is dealt again from its start (not a new deal).
            text = self.t._("Started this deal of {variant} over from the start.")
        return text.format(variant=variant_name(self.t, variant))

    def deal_code(self, variant: Variant, code: str | None) -> str:
        # Translators: reply to "code" in a game dealt from a layout file, which has no deal code.
        text = self.t._("{variant}, deal from a layout file.")
        if code:
            # Translators: reply to "code".
            text = self.t._("{variant}, deal {code}.")
        return text.format(variant=variant_name(self.t, variant), code=self.code_text(code))

    def goodbye(self) -> str:
        # Translators: the last line when the player quits.
        return self.t._("Goodbye. Your game is saved.")

    def layout_unreadable(self, file: str) -> str:
        # Translators: the layout file given with --layout cannot be opened.
        return self.t._("The layout file {file} cannot be read.").format(file=file)

    def solve_needs_deal(self) -> str:
        # Translators: "fortythieves solve" was given neither a deal code nor --layout.
        return self.t._("Give a deal code or --layout FILE.")

    def internal_error(self) -> str:
        # Translators: an internal error; the game goes on.
        return self.t._("Something went wrong with that command; the game is unchanged and goes on.")

    def no_move_left(self) -> str:
        # Translators: announced once when no legal move is left.
        return self.t._(
            "No legal move is left. Type {undo} to take moves back, or {new} for another deal."
        ).format(undo=self._word("undo"), new=self._word("new"))

    def winnable_deal(self, variant: Variant) -> str:
        # Translators: the line that starts a game asked for with "new game winnable": a deal the solver
        # has won, so a winning line is known to exist. Its deal code is said only when asked for.
        return self.t._("New game of {variant}: a winnable deal, a winning line is known.").format(
            variant=variant_name(self.t, variant)
        )

    def no_winnable_deal_left(self, variant: Variant) -> str:
        # Translators: reply to "new game winnable" when the player has played every winnable deal the
        # program knows for that variant; nothing changes. {new} is the command for an ordinary new deal.
        return self.t._(
            "There is no winnable deal of {variant} left that you have not played; "
            "say {new} for an ordinary deal."
        ).format(variant=variant_name(self.t, variant), new=self._word("new"))
