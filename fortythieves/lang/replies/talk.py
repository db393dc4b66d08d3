"""Sentences of the conversation itself: lines that are no command, everyday talk, the
last reply said again, "why", and the questions the game asks back and their answers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fortythieves.core.moves import Move, PileKind
from fortythieves.core.rules import Rule
from fortythieves.core.state import State
from fortythieves.core.variants import Variant
from fortythieves.lang.lexicon import all_entries, examples
from fortythieves.lang.phrasing import capital
from fortythieves.lang.replies.base import Said
from fortythieves.lang.ruletext import rule_text

if TYPE_CHECKING:
    from fortythieves.lang.chatter import Chatter


class Talk(Said):
    # ----- lines that are no command ------------------------------------------------------
    def empty_line(self) -> str:
        # Translators: reply to an empty line.
        return self.t._("Type a command, or {help} for the list.").format(help=self._word("help"))

    def too_long(self) -> str:
        # Translators: reply to a line far too long to be a command.
        return self.t._("That line is too long to be a command; nothing was changed.")

    def not_understood(self, words: Sequence[str], suggestion: str | None) -> str:
        said = " ".join(words)
        if suggestion:
            # Translators: reply to words not understood, with the nearest command.
            return self.t._(
                'I did not understand "{words}". Did you mean {suggestion}? Type {help} for the commands.'
            ).format(words=said, suggestion=suggestion, help=self._word("help"))
        # Translators: reply to words not understood.
        return self.t._('I did not understand "{words}". Type {help} for the commands.').format(
            words=said, help=self._word("help")
        )

    # ----- lines of several commands ("draw and then undo") -------------------------------
    def part_not_understood(self, words: Sequence[str]) -> str:
        # Translators: reply to a line of several commands joined by "and then" ("draw and then undo"), one of
        # which was not understood; {words} is that command as typed. None of the line was done.
        return self.t._('I did not understand "{words}", so I did nothing of that line.').format(
            words=" ".join(words)
        )

    def series_too_long(self, most: int) -> str:
        # Translators: reply to a line of more commands joined by "and then" than the game takes at once;
        # nothing of it was done. {most} is that number (4).
        return self.t.ngettext(
            "That is more than {most} command in one line, so I did nothing. Say them a few at a time.",
            "That is more than {most} commands in one line, so I did nothing. Say them a few at a time.",
            most,
        ).format(most=most)

    def series_leaves_early(self, said: str) -> str:
        # Translators: reply to a line of several commands ("quit and draw") where a command that leaves
        # the game or changes how the game speaks (quit, a new game, another language) comes before the
        # others; {said} is that command as typed. Nothing was done.
        return self.t._(
            'I did nothing: "{said}" can only be the last command of a line. Say it after the others.'
        ).format(said=said)

    def series_not_done(self, said: Sequence[str]) -> str:
        # Translators: said after the replies to a line of several commands, when one of them was refused
        # or asked a question: the commands after it were not done. {commands} is them, each quoted as the
        # next entry says, as a list ("“undo” and “draw”").
        commands = self.t.format_list([self.quoted(part) for part in said])
        return self.t.ngettext("Not done: {commands}.", "Not done: {commands}.", len(said)).format(
            commands=commands
        )

    def quoted(self, said: str) -> str:
        # Translators: a command as the player typed it, quoted with the quotation marks of the language
        # (English “draw”, Catalan «draw»).
        return self.t.pgettext("quoted command", '"{said}"').format(said=said)

    def where_needs_card(self) -> str:
        # Translators: "where" without a card.
        return self.t._("Name a card, for example: {example}.").format(
            example=examples(self.lang)["where-card"]
        )

    def options_need_card(self) -> str:
        # Translators: "options" without a card or pile.
        return self.t._("Name a card or a column, for example: options column 3.")

    def nothing_said(self) -> str:
        # Translators: reply to "repeat" before anything was said.
        return self.t._("Nothing has been said yet.")

    def again_what(self) -> str:
        # Translators: reply to "again" (or "another", "one more") when the last action was no draw, undo
        # or redo, the only actions "again" repeats; {draw}, {undo}, {redo}, {repeat} are command words.
        return self.t._(
            "Again what? Say {draw}, {undo} or {redo}, or {repeat} to hear my last reply."
        ).format(
            draw=self._word("draw"),
            undo=self._word("undo"),
            redo=self._word("redo"),
            repeat=self._word("repeat"),
        )

    def move_once(self) -> str:
        # Translators: reply to a move said with a count of times ("put the 7 on the 8 twice"): a move is
        # made once, so the game does not guess and moves nothing.
        return self.t._("A move is made only once, so nothing moved. Say it without the count to play it.")

    def draws_stopped(self, done: int, count: int) -> str:
        # Translators: said after "draw 3" (a count of draws) when a card drawn before the last can be
        # played: the drawing stops there, so the card is not buried under the next. The reply of that
        # draw, said just before, names the card and where it goes. {done} is how many were drawn, {count}
        # how many were asked for (always 2 or more).
        return self.t.ngettext(
            "Stopped after {done} of {count} draw: that card can be played.",
            "Stopped after {done} of the {count} draws: that card can be played.",
            count,
        ).format(done=self.t.number(done), count=self.t.number(count))

    def again_what_after(self, state: State, move: Move) -> str:
        # Translators: reply to "again" (or "another", "one more") right after a move said by its card, which
        # "again" cannot move twice (a move said by its places, "column 6 to the foundation", is made again
        # with the card there now); {move} is that move ("7 of spades from column 2 onto the 8 of spades in
        # column 1"); the player may name another card to move the same way ("again, the 6");
        # {draw}, {undo}, {redo}, {repeat} are command words.
        return self.t._(
            "Do what again? Your last action was a move: {move}. Name the card to move the same way, or type "
            "{draw}, {undo} or {redo}, or {repeat} to hear my last reply."
        ).format(
            move=self.p.describe(state, move),
            draw=self._word("draw"),
            undo=self._word("undo"),
            redo=self._word("redo"),
            repeat=self._word("repeat"),
        )

    def said_again(self, reply: str) -> str:
        # Translators: "repeat" (or "what?") after a reply that dealt, moved or undid something:
        # marked as said before, so that it is never heard as a new deal or a second move.
        return self.t._("I said: {reply}").format(reply=reply)

    # ----- why ----------------------------------------------------------------------------
    def nothing_refused(self) -> str:
        # Translators: reply to "why" when no move was refused.
        return self.t._("No move has been refused yet.")

    def why_played(self, state: State, move: Move, rule: Rule) -> str:
        # Translators: reply to "why" right after a move was made (an older move may have been refused):
        # nothing was refused, and the rule that allowed the move. {move} as in the list of moves; {rule}
        # a rule of the game, a whole sentence.
        return self.t._("Nothing was refused; your last move was allowed: {move}. {rule}").format(
            move=self.p.describe(state, move), rule=rule_text(self.t, rule, state.variant)
        )

    def why_taken_back(self, state: State, move: Move) -> str:
        # Translators: reply to "why" right after a move was undone: nothing was refused; the move was
        # taken back because the player asked for it. {move} as in the list of moves.
        return self.t._("Nothing was refused; you took back your last move: {move}.").format(
            move=self.p.describe(state, move)
        )

    def done_already(self) -> str:
        # Translators: reply to "oops, I mean draw" right after the game drew: the line only says
        # again the command just done, which is not done a second time.
        return self.t._("That is done already; I did nothing more.")

    def why_redone(self, state: State, move: Move) -> str:
        # Translators: reply to "why" right after a redo: nothing was refused; the move taken back
        # before was made again because the player asked for it. {move} as in the list of moves.
        return self.t._("Nothing was refused; you made again a move you had taken back: {move}.").format(
            move=self.p.describe(state, move)
        )

    def only_a_slip(self) -> str:
        # Translators: reply to "why" when the refusal was not about a rule of the game.
        return self.t._("That was not a rule of the game, only a slip: try again.")

    def rule(self, rule: Rule, variant: Variant) -> str:
        return rule_text(self.t, rule, variant)

    # ----- questions ------------------------------------------------------------------------
    def answer_again(self, question: str) -> str:
        # Translators: an answer that fits none of the choices: the question again, in one line.
        # {question} is the question ("Which 7 of spades: ...?"); {cancel} the word to drop it.
        return self.t._("Please choose one: {question} Or say {cancel}.").format(
            question=capital(question), cancel=self._word("cancel")
        )

    def colour_undecided(self, question: str) -> str:
        # Translators: the answer to "Which one?" was a colour ("the red one"), and both choices (or
        # neither) are of that colour: the question again, in one line. {question} is the question.
        return self.t._("The colour does not tell them apart. {question} Or say {cancel}.").format(
            question=capital(question), cancel=self._word("cancel")
        )

    def position_undecided(self, question: str) -> str:
        # Translators: the answer to "Which one?" was "the top one", and each choice is the card on top
        # of its pile (or goes onto one): the question again, in one line. {question} is the question.
        return self.t._("Both are on top: that does not tell them apart. {question} Or say {cancel}.").format(
            question=capital(question), cancel=self._word("cancel")
        )

    def give_up(self) -> str:
        # Translators: reply to "I give up": nothing is done; {new}, {quit} and {hint} are the command
        # words for a new deal, for leaving the game and for a hint.
        return self.t._(
            "Giving up? Type {new} for another deal, or {quit} to leave the game. If you would rather play "
            "on, type {hint} for a hint."
        ).format(new=self._word("new"), quit=self._word("quit"), hint=self._word("hint"))

    def stop_or_quit(self) -> str:
        speaking, game = (group.split(",")[0] for group in all_entries(self.lang)["stop-choices"][:2])
        # Translators: reply to a word that may mean "stop speaking" or "leave the game" (Dutch "stop").
        # {speaking} and {game} are the first words of each short answer (the entry "stop-choices").
        return self.t._("Stop speaking, or leave the game? Say {speaking} or {game}.").format(
            speaking=speaking, game=game
        )

    def undo_or_redo(self, count: int) -> str:
        # Translators: reply to "bring those 4 moves back" ("vrati ta 4 poteza natrag") right after moves
        # were undone: more moves taken back, or those moves played again? Nothing is done yet. {count} is
        # the number of moves said; {undo} and {redo} are the command words.
        return self.t.ngettext(
            "Undo {count} more move, or redo {count}? Say {undo} or {redo}.",
            "Undo {count} more moves, or redo {count}? Say {undo} or {redo}.",
            count,
        ).format(count=count, undo=self._word("undo"), redo=self._word("redo"))

    def last_move_other(self, move: str) -> str:
        # Translators: reply to an undo said of one move ("undo the one with the 9", "anula essa do 9") when
        # the last move is another: nothing is undone. {move} is that move as the list of moves says it
        # ("8 of clubs from column 3 onto the 9 of hearts in column 5"); {undo} is the command word.
        return self.t._(
            "The last move was {move}, not that one; nothing undone. Say {undo} to take it back."
        ).format(move=move, undo=self._word("undo"))

    def next_redo_other(self, move: str) -> str:
        # Translators: reply to a redo said of one move ("redo that last draw", "redo the one with the 9")
        # when the next move to redo is another: nothing is redone. {move} is that move as the list of moves
        # says it ("draw from the stock"); {redo} is the command word.
        return self.t._(
            "The next move to redo is {move}, not that one; nothing redone. Say {redo} to play it."
        ).format(move=move, redo=self._word("redo"))

    def nothing_done(self) -> str:
        # Translators: reply to "cancel" after "Stop speaking, or leave the game?".
        return self.t._("Cancelled; the game goes on.")

    def no_referent(self, gone: bool) -> str:
        if gone:
            # Translators: "move it", and what "it" stood for was named in another game.
            return self.t._("That was in another game. Name the card or the place again.")
        # Translators: "move it" before any card or place was named: nothing for "it" to stand for.
        return self.t._("Which card or place? Nothing has been named yet: say its name.")

    def referent_elsewhere(self) -> str:
        # Translators: "take it from column 3", and the card or place named last is not there.
        return self.t._("The card or place you named last is not there. Name it again.")

    def question_dropped(self) -> str:
        # Translators: said before the reply to a new command typed instead of an answer.
        return self.t._("Question dropped.")

    def offer_move(self, state: State, move: Move) -> str:
        # Translators: reply to a question whether a move is allowed ("can the seven go on the eight?")
        # when it is; {move} as in the list of moves ("7 of spades from column 3 onto the 8 of spades in
        # column 5"). A "yes" plays it; anything else leaves it.
        return self.t._("Yes, it can: {move}. Shall I move it?").format(move=self.p.describe(state, move))

    def offer_other_reading(self, state: State, move: Move) -> str:
        # Translators: a line with two numbers read as cards ("the ten on the eight") gives no legal
        # move, but read as columns it does; {move} as in the list of moves ("4 of clubs from column
        # 10 onto the 5 of clubs in column 8"). A "yes" plays it; anything else leaves it.
        return self.t._(
            "That cannot be played with those cards. Read as column numbers, it would be: {move}. "
            "Shall I move it?"
        ).format(move=self.p.describe(state, move))

    def offer_take_down(self, state: State, move: Move) -> str:
        assert move.source is not None
        card = state.cards(move.source)[-1]
        number = move.source.index + 1
        described = self.p.describe(state, move)
        covered = [
            p.index + 1
            for p, depth in state.locate(card)
            if p.kind is PileKind.COLUMN and 1 < depth <= len(state.face_up(p.index))
        ]
        if covered:
            # Translators: a move names a card whose copy in a column is covered (two decks hold two
            # of each card), and the only copy that can go lies on a foundation: the move is asked
            # about, never played silently. {move} as in the list of moves. A "yes" plays it.
            return self.t._(
                "The {card} in column {column} is covered. Take the one on foundation {number} back "
                "down instead: {move}?"
            ).format(card=self.p.card_subject(card), column=covered[0], number=number, move=described)
        # Translators: a move takes a card back down from a foundation, and the line did not say "from
        # the foundation": asked, never played silently. {move} as in the list of moves. A "yes" plays it.
        asked = self.t._("The {card} is on foundation {number}. Take it back down: {move}?")
        return capital(asked.format(card=self.p.card_subject(card), number=number, move=described))

    def one_up_at_a_time(self) -> str:
        # Translators: reply to "put everything you can on the foundations", a sentence before the list of
        # the moves that send a card to a foundation ("1 useful move: ..."): no single command moves them all.
        return self.t._("No single move sends every card up; they go one at a time.")

    def none_up(self) -> str:
        # Translators: reply to "put everything you can on the foundations" when no card can go up now.
        return self.t._("No card can go to a foundation now.")

    def command_asked(self, command: str) -> str:
        # Translators: reply to a command that changes the game asked as a question ("should I start
        # again?", "can I restart?", "a new game?"): nothing is done yet; {command} is the command's word
        # ("new game", "restart", "quit"). A "yes" does it; anything else leaves it.
        return self.t._("Nothing done yet. Shall I do it: {command}?").format(command=command)

    def not_moved(self) -> str:
        # Translators: reply to anything but "yes" after "Shall I move it?": the move is not played.
        return self.t._("All right, nothing moved.")

    def nothing_to_choose(self) -> str:
        # Translators: "the second one" said when no question is open and no list of moves was given:
        # nothing moved; {moves} is the command word that lists the moves.
        return self.t._(
            "There is no question or list to choose from now, so nothing moved. "
            "Type {moves} for a list of the moves you can make."
        ).format(moves=self._word("moves"))

    def beyond_list(self, count: int) -> str:
        # Translators: "the fifth (one)" said after a list of moves that holds fewer: nothing moved.
        return self.t.ngettext(
            "The list of moves had only {count} item; nothing moved.",
            "The list of moves had only {count} items; nothing moved.",
            count,
        ).format(count=count)

    def undo_all_refused(self, count: int) -> str:
        # Translators: reply to "undo everything" when that would take back more than three moves: nothing
        # was undone. {restart} and {undo} are the commands, {example} is an undo of three moves ("undo 3").
        return self.t.ngettext(
            "Nothing was undone: that would take back {count} move. To play this deal again from the "
            "start, type {restart}; to take back only some moves, type {undo} and how many, as in {example}.",
            "Nothing was undone: that would take back {count} moves. To play this deal again from the "
            "start, type {restart}; to take back only some moves, type {undo} and how many, as in {example}.",
            count,
        ).format(
            count=count,
            restart=self._word("restart"),
            undo=self._word("undo"),
            example=f"{self._word('undo')} 3",
        )

    def cancelled(self) -> str:
        # Translators: reply to "cancel" while the game asked which card or place: nothing moved.
        return self.t._("Cancelled; nothing moved.")

    def nothing_to_cancel(self) -> str:
        # Translators: reply to "cancel" when no question waits for an answer and nothing is under way.
        return self.t._("No question is waiting; there is nothing to cancel.")

    # ----- everyday talk ---------------------------------------------------------------
    def nothing_proposed(self) -> str:
        # Translators: "do it" said after the player only read a card or a place (after a hint, the
        # hint is no longer what "it" is): nothing is done. {play} and {hint} are command words.
        return self.t._(
            "Do what? Nothing has been proposed since. Type {play} and a card, or {hint} for a move."
        ).format(play=self._word("play"), hint=self._word("hint"))

    def say_do_it(self, state: State, move: Move) -> str:
        # Translators: "ok" said after a card was read out or drawn with the one place it can go (a "yes"
        # plays it): it plays nothing, and the game says how to make that move; {do_it} is the command that makes it
        # ("do it"), {move} as in the list of moves.
        return self.t._("Type {do_it} to make that move: {move}.").format(
            do_it=self._word("do-it"), move=self.p.describe(state, move)
        )

    def chatter(self, kind: Chatter, can_undo: bool, hinted: bool) -> str:
        """The answer to everyday talk (`lang.chatter`), in a word; it never acts. `can_undo`:
        a move can be taken back; `hinted`: "do it" would play the hint given last."""
        from fortythieves.lang.chatter import Chatter  # everyday talk's words load with the first line

        t = self.t
        if hinted and kind in (Chatter.YES, Chatter.AGREED):
            # Translators: "ok" said after a hint (a "yes" plays it): it plays nothing, and the game says
            # how to play the hint; {do_it} is the command that plays it ("do it").
            return t._("Say {do_it} to play the hint.").format(do_it=self._word("do-it"))
        match kind:
            case Chatter.THANKS:
                # Translators: the answer to "thanks", "thank you".
                return t._("You're welcome.")
            case Chatter.SORRY:
                # Translators: the answer to "sorry" said to the game.
                return t._("No harm done.")
            case Chatter.SLIP if can_undo:
                # Translators: the answer to "oops", "damn it" or a swear word when a move can be taken
                # back; {undo} is the command word.
                return t._("Bad luck. Say {undo} to take back the last move.").format(undo=self._word("undo"))
            case Chatter.SLIP:
                # Translators: the answer to "oops", "damn it" or a swear word before any move was made.
                return t._("Never mind.")
            case Chatter.FAREWELL:
                # Translators: the answer to "bye" or "goodbye": it does not leave the game, and says the
                # command that does; {quit} is the command word.
                return t._("To leave the game, say {quit}.").format(quit=self._word("quit"))
            case Chatter.GREETING:
                # Translators: the answer to "hello" or "hi"; the opening hint follows it.
                hello = t._("Hello.")
                return f"{hello} {self.opening_hint()}"
            case Chatter.YES:
                # Translators: the answer to "yes" said when the game asked nothing.
                return t._("There is no question to answer.")
            case Chatter.WAIT:
                # Translators: the answer to "wait" or "hold on": the game waits anyway.
                return t._("Take your time.")
            case Chatter.NO | Chatter.AGREED | Chatter.PARDON:
                # Translators: the answer to "ok", "got it", "that's it", "fine" or "no" said to the game.
                return t._("All right.")
