"""Sentences of the solver's advice: hints, "can I win?" and the warning when a move
loses the game."""

from __future__ import annotations

from fortythieves.core.moves import Move
from fortythieves.core.state import State
from fortythieves.lang.replies.base import Said


class Advice(Said):
    def hints_unavailable(self) -> str:
        # Translators: reply to "hint" or "can I win" when this installation has no solver.
        return self.t._("Hints are unavailable: the solver is not built in this installation.")

    def already_won(self) -> str:
        return self.p.won_already()

    def hint_on_line(self, state: State, move: Move, length: int) -> str:
        if length == 1:
            # Translators: reply to "hint" when the move it gives wins the game at once; {move} is a move
            # as in the list of moves ("king of clubs from column 1 to foundation 8").
            return self.t._("Hint: {move}. This move wins the game.").format(
                move=self.p.describe(state, move)
            )
        # Translators: reply to "hint": the first move of a winning line the solver found, then the
        # line's length; {move} is a move as in the list of moves ("7 of spades from column 3 onto the
        # 8 of spades in column 5", "draw from the stock").
        msg = self.t.ngettext(
            "Hint: {move}. It is the first move of a winning line of {count} move.",
            "Hint: {move}. It is the first move of a winning line of {count} moves.",
            length,
        )
        return msg.format(move=self.p.describe(state, move), count=self.t.number(length))

    def after_hinted(self, state: State, move: Move) -> str:
        # Translators: reply to "and then?" right after a hint: the move that comes after the hinted
        # one on the winning line, as the game would stand then; nothing is played. {move} as in the
        # list of moves.
        return self.t._("After that, on the same line: {move}.").format(move=self.p.describe(state, move))

    def line_ends_won(self) -> str:
        # Translators: reply to "and then?" right after a hint whose move (or the moves said after it)
        # wins the game: nothing comes after it.
        return self.t._("Nothing comes after that: that move wins the game.")

    def only_next_known(self, state: State, move: Move) -> str:
        # Translators: reply to "and then?" right after a hint when no winning line is known: only the
        # hinted move is known, not what would follow it. {move} as in the list of moves.
        return self.t._(
            "Only the next move is known: {move}. No winning line is known yet, so what comes after it is not known."
        ).format(move=self.p.describe(state, move))

    def hint_move(self, state: State, move: Move) -> str:
        # Translators: reply to "hint" when an earlier hint already said what its move is (the first move
        # of a winning line, and how long the line is, or only the best move found): the move alone; {move}
        # as in the list of moves.
        return self.t._("Hint: {move}.").format(move=self.p.describe(state, move))

    def hint_best_found(self, state: State, move: Move) -> str:
        # Translators: reply to "hint" when no winning line was found in the time allowed: the move
        # that looked best, said honestly as only that; {move} as in the list of moves. The move comes
        # first, so that a short view (a screen magnified four times) shows the advice itself.
        return self.t._(
            "Hint: {move}. No winning line was found in the time allowed, so this is only the best move "
            "found, and it may not lead to a win."
        ).format(move=self.p.describe(state, move))

    def hint_best_so_far(self, state: State, move: Move) -> str:
        # Translators: reply to "hint" when no winning line is known yet and the search is still
        # looking: the move that looks best so far, said honestly as only that; {move} as in the list
        # of moves. The move comes first, so that a short view (a screen magnified four times) shows the
        # advice itself.
        return self.t._(
            "Hint: {move}. No winning line is known yet, so this is only the best move so far, and it may "
            "not lead to a win. The search is still looking."
        ).format(move=self.p.describe(state, move))

    def played_best_found(self) -> str:
        # Translators: said after the move played by "play the hint" when no winning line was known: the
        # move was only the best one found in the time allowed.
        return self.t._(
            "No winning line was known: that was the best move found, and it may not lead to a win."
        )

    def played_best_left(self) -> str:
        # Translators: said after the move played by "play the hint" in a game the solver proved lost:
        # the move was the best one left, and the game cannot be won any more.
        return self.t._("That was the best move left: this game can no longer be won.")

    def draw_possible(self, left: int) -> str:
        # Translators: answer to "can I draw?" or "should I draw?" when a draw is possible: how many
        # cards are left to draw. Nothing is drawn; the hint's verdict may follow.
        return self.t.ngettext(
            "Yes, you can draw: {count} card is left in the stock.",
            "Yes, you can draw: {count} cards are left in the stock.",
            left,
        ).format(count=self.t.number(left))

    def draw_advised(self) -> str:
        # Translators: said after "Yes, you can draw: …" when the hint's move is to draw; {draw} is the
        # command word that draws.
        return self.t._("The hint is to draw: type {draw}.").format(draw=self._word("draw"))

    def other_move_advised(self, state: State, move: Move) -> str:
        # Translators: said after "Yes, you can draw: …" when the hint's move is not a draw; {move} is a
        # move as in the list of moves ("7 of spades from column 3 onto the 8 of spades in column 5").
        return self.t._("The hint is another move first: {move}.").format(move=self.p.describe(state, move))

    def next_what(self) -> str:
        # Translators: reply to "the next one" ("next one", "la següent", "de volgende") said when no hint
        # was given last: the game asks what is meant; {hint} and {draw} are the command words for a hint
        # and for drawing.
        return self.t._("The next what? Type {hint} for the next move, or {draw} for the next card.").format(
            hint=self._word("hint"), draw=self._word("draw")
        )

    def other_hint(self, state: State, move: Move) -> str:
        # Translators: reply to "another hint", "a different one" or "the next one" right after a hint,
        # before its move was played: another move worth playing, which the player may prefer; {move} as
        # in the list of moves.
        return self.t._("Another move you could play: {move}.").format(move=self.p.describe(state, move))

    def no_other_hint(self, state: State, move: Move) -> str:
        # Translators: reply to "another hint" when every useful move was suggested already at this
        # position: the game says so and repeats the hint; {move} as in the list of moves.
        return self.t._("I have no other move to suggest; the hint stays the same: {move}.").format(
            move=self.p.describe(state, move)
        )

    def no_hint(self) -> str:
        # Translators: reply to "hint" when there is no move to suggest at all.
        return self.t._("There is no move to suggest.")

    def winnable(self, length: int) -> str:
        if length == 1:
            # Translators: reply to "can I win?" when one move wins the game; {hint} is the command word
            # that says the move.
            return self.t._("Yes, this game can be won in one move. Type {hint} to hear it.").format(
                hint=self._word("hint")
            )
        # Translators: reply to "can I win?": a winning line was found from here.
        msg = self.t.ngettext(
            "Yes, this game can be won: a winning line of {count} move was found. Type {hint} to hear its first "
            "move.",
            "Yes, this game can be won: a winning line of {count} moves was found. Type {hint} to hear its first "
            "move.",
            length,
        )
        return msg.format(count=self.t.number(length), hint=self._word("hint"))

    def lost(self, can_undo: bool) -> str:
        if not can_undo:
            # Translators: reply to "hint" or "can I win?" when the solver proved that no move wins, and
            # there is no move to take back: often a deal before its first move, so never "no longer".
            return self.t._(
                "No: this game cannot be won; the solver has proved it. Type {new} for another deal."
            ).format(new=self._word("new"))
        # Translators: reply to "hint" or "can I win?" when the solver proved that no move wins any more.
        return self.t._(
            "No: this game can no longer be won; the solver has proved it. Type {undo} to take moves back, "
            "or {new} for another deal."
        ).format(undo=self._word("undo"), new=self._word("new"))

    def lost_hint(self, state: State, move: Move | None, can_undo: bool) -> str:
        """The answer to "hint" in a game proved lost: the best move left, or that no move
        helps, then that the game is lost and what to type."""
        if move is None:
            # Translators: reply to "hint" when the solver proved that no move wins any more and no move
            # left gains anything (no card can go home or be freed).
            said = self.t._("No move left helps: this game can no longer be won; the solver has proved it.")
        else:
            # Translators: reply to "hint" when the solver proved that no move wins any more: the move that
            # still does most (a card home first); {move} as in the list of moves.
            said = self.t._(
                "The best move left: {move}. It cannot lead to a win: this game can no longer be won; the "
                "solver has proved it."
            ).format(move=self.p.describe(state, move))
        if not can_undo:
            # Translators: said after a hint in a game proved lost, with no move to take back; {new} is the
            # command word for a new game.
            then = self.t._("Type {new} for another deal.")
        else:
            # Translators: said after a hint in a game proved lost; {undo} and {new} are command words.
            then = self.t._("Type {undo} to take moves back, or {new} for another deal.")
        return f"{said} {then.format(undo=self._word('undo'), new=self._word('new'))}"

    def should_yes(self, state: State, move: Move) -> str:
        # Translators: answer to "should I play the 7 on the 8?" when that move is the hint's own; {move}
        # as in the list of moves. A "yes" plays it; anything else leaves it.
        return self.t._("Yes: {move} is the hint's move. Shall I move it?").format(
            move=self.p.describe(state, move)
        )

    def should_other(self, state: State, hinted: Move) -> str:
        # Translators: answer to "should I play the 7 on the 8?" when that move is allowed but the hint
        # is another; {move} is the hint's move, as in the list of moves. Nothing moves; "do it" plays
        # the hint's move.
        return self.t._("You may, but the hint is another move: {move}.").format(
            move=self.p.describe(state, hinted)
        )

    def should_lost(self, state: State, move: Move) -> str:
        # Translators: answer to "should I play the 7 on the 8?" when that move is allowed and the solver
        # proved the game lost; {move} as in the list of moves. A "yes" plays it; anything else leaves it.
        return self.t._(
            "You may: {move}; but no move wins any more: this game can no longer be won; the solver has "
            "proved it. Shall I move it?"
        ).format(move=self.p.describe(state, move))

    def outlook_unknown(self, state: State, most_home: int) -> str:
        # Translators: reply to "can I win?" when the search has stopped (its time for this game, or for
        # this position, is spent) without finding a winning line or a proof that the game is lost.
        said = self.t._(
            "Not known, and the search has stopped: in the time it had, it found neither a winning line "
            "nor a proof that the game is lost."
        )
        return self._so_far(said, state, most_home)

    def outlook_searching(self, state: State, most_home: int) -> str:
        # Translators: reply to "can I win?" when the search has not decided yet and goes on. The game says
        # the answer by itself if the search finds one while the position stays as it is (a move asks
        # afresh), and says so too if the search stops without one.
        said = self.t._(
            "Not known yet: the search is still looking. If it finds a winning line or proves the game lost "
            "before your next move, you will hear it."
        )
        return self._so_far(said, state, most_home)

    def outlook_stopped(self, state: State, most_home: int) -> str:
        # Translators: said by itself, without a command, when the search stops without a verdict for the
        # position the question "can I win?" was answered "not known yet" for (it has not changed since).
        said = self.t._(
            "The answer to “can I win?”: not known. The search has stopped without finding a winning line or "
            "a proof that the game is lost."
        )
        return self._so_far(said, state, most_home)

    def _so_far(self, said: str, state: State, most_home: int) -> str:
        """`said`, then how many cards the best line the search found gets onto the
        foundations, when that is more than are there now."""
        if most_home <= sum(len(f) for f in state.foundations):
            return said
        total = len(state.all_cards())
        # Translators: said after "Not known yet: …" (or "Not known, …") in answer to "can I win?": the
        # most cards on the foundations in any line the search found from here; {total} is every card of
        # the game (104 in Forty Thieves), which chooses the plural.
        found = self.t.ngettext(
            "The best line it found gets {count} of the {total} card onto the foundations.",
            "The best line it found gets {count} of the {total} cards onto the foundations.",
            total,
        ).format(count=self.t.number(most_home), total=self.t.number(total))
        return f"{said} {found}"

    def outlook_arrived(self, winnable: bool, length: int, can_undo: bool) -> str:
        if not winnable and not can_undo:
            # Translators: said by itself, without a command, when the search proves lost the position the
            # question "can I win?" was answered "not known yet" for, and there is no move to take back:
            # often a deal before its first move, so never "no longer".
            return self.t._(
                "The answer to “can I win?”: no, this game cannot be won; the solver has proved it. "
                "Type {new} for another deal."
            ).format(new=self._word("new"))
        if not winnable:
            # Translators: said by itself, without a command, when the search proves lost the position the
            # question "can I win?" was answered "not known yet" for (the position has not changed since).
            return self.t._(
                "The answer to “can I win?”: no, this game can no longer be won; the solver has proved it. "
                "Type {undo} to take moves back, or {new} for another deal."
            ).format(undo=self._word("undo"), new=self._word("new"))
        if length == 1:
            # Translators: said by itself, without a command, when the search finds that one move wins from
            # the position the question "can I win?" was answered "not known yet" for.
            return self.t._(
                "The answer to “can I win?”: yes, one move wins the game. Type {hint} to hear it."
            ).format(hint=self._word("hint"))
        # Translators: said by itself, without a command, when the search finds a winning line from the
        # position the question "can I win?" was answered "not known yet" for (it has not changed since).
        msg = self.t.ngettext(
            "The answer to “can I win?”: yes, a winning line of {count} move was found. Type {hint} to hear its "
            "first move.",
            "The answer to “can I win?”: yes, a winning line of {count} moves was found. Type {hint} to hear its "
            "first move.",
            length,
        )
        return msg.format(count=self.t.number(length), hint=self._word("hint"))

    def move_loses(self) -> str:
        # Translators: said right after a move, when the setting "warn when a move loses" is on and the
        # solver proved that the game can no longer be won from the new position (it could, or was not
        # known lost, before the move). {undo} is the command word to take the move back.
        return self.t._(
            "That move loses the game: no winning line is left. Say {undo} to take it back."
        ).format(undo=self._word("undo"))

    def why_hint(self, state: State, move: Move, length: int | None) -> str:
        if length == 1:
            # Translators: reply to "why?" right after a hint whose move wins the game at once; {move} as in
            # the list of moves.
            return self.t._("Because this move wins the game: {move}.").format(
                move=self.p.describe(state, move)
            )
        if length is not None:
            # Translators: reply to "why?" right after a hint that is the first move of a winning line the
            # solver found; {move} as in the list of moves, {count} the line's length.
            msg = self.t.ngettext(
                "Because the solver found a way to win from here in {count} move, and this is it: {move}.",
                "Because the solver found a way to win from here in {count} moves, and this is the first of "
                "them: {move}.",
                length,
            )
            return msg.format(count=self.t.number(length), move=self.p.describe(state, move))
        # Translators: reply to "why?" right after a hint that is only the best move the search found (no
        # winning line known); {move} as in the list of moves.
        return self.t._(
            "Because no way to win is known yet, the hint is only the move the search rated best so far: "
            "{move}. It is a guess that may not lead to a win."
        ).format(move=self.p.describe(state, move))

    def why_hint_played(self, state: State, move: Move, length: int | None) -> str:
        """ "why?" right after the hinted move was made: said of the move made, as past."""
        made = self.p.describe(state, move)
        if length == 1:
            # Translators: reply to "why?" right after the player made the hinted move, and it won the game;
            # {move} as in the list of moves.
            return self.t._("You made that move, and it won the game: {move}.").format(move=made)
        if length is not None:
            # Translators: reply to "why?" right after the player made the hinted move, the first move of a
            # winning line the solver found; {move} as in the list of moves, {count} the line's length.
            msg = self.t.ngettext(
                "You made that move: {move}. It was a good one: the solver found a way to win in {count} move "
                "from there, and that was it.",
                "You made that move: {move}. It was a good one: the solver found a way to win in {count} moves "
                "from there, and that was the first of them.",
                length,
            )
            return msg.format(count=self.t.number(length), move=made)
        # Translators: reply to "why?" right after the player made the hinted move, which was only the best
        # move the search had found (no winning line known); {move} as in the list of moves.
        return self.t._(
            "You made that move: {move}. It was the move the search rated best, though no way to win was "
            "known, so it may not lead to a win."
        ).format(move=made)

    def why_lost(self, can_undo: bool) -> str:
        if not can_undo:
            # Translators: reply to "why?" right after the game said that it is lost, when there is no move
            # to take back: the solver tried every line from here.
            return self.t._("Because the solver tried every way to play on from here, and none of them wins.")
        # Translators: reply to "why?" right after the game said that a move loses it, or that it is lost:
        # the solver tried every line from here. {undo} is the command word to take a move back.
        return self.t._(
            "Because the solver tried every way to play on from here, and none of them wins. "
            "Type {undo} to go back and try another way."
        ).format(undo=self._word("undo"))

    def warnloss_is(self, on: bool) -> str:
        if on:
            # Translators: the setting "warn when a move loses" switched on (or asked about while on).
            return self.t._(
                "Loss warnings are on: right after a move that loses the game, when the solver proves it, "
                "you will hear so."
            )
        # Translators: the setting "warn when a move loses" switched off (or asked about while off).
        return self.t._("Loss warnings are off.")
