"""The session's own sentences: opening lines, help, settings, questions, resolutions.

Values in, sentences out: the play layer decides what happened and this module says it
in the player's language, with the command words of that language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from fortythieves.core.cards import Card
from fortythieves.core.moves import Move, Pile
from fortythieves.core.rules import Rule
from fortythieves.core.state import Refusal, State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import all_entries, examples, help_topics, word
from fortythieves.lang.phrasing import Order, Phraser, Verbosity, capital
from fortythieves.lang.ruletext import rule_text
from fortythieves.lang.switches import switch_command
from fortythieves.lang.variant_names import variant_name


class SettingsView(Protocol):
    """The settings as `settings` reads them out (the play layer's `Settings`)."""

    @property
    def verbosity(self) -> Verbosity: ...
    @property
    def order(self) -> Order: ...
    @property
    def autoplace(self) -> bool: ...
    @property
    def warnloss(self) -> bool: ...
    @property
    def speech(self) -> bool: ...
    @property
    def rate(self) -> int: ...
    @property
    def volume(self) -> float: ...


class Replies:
    """The sentences of one language; `p` phrases cards, piles and the board."""

    def __init__(self, p: Phraser) -> None:
        self.p = p
        self.t: Translator = p.t
        self.lang = p.t.lang

    def _word(self, key: str) -> str:
        return word(self.lang, key)

    # ----- starting and ending ------------------------------------------------------------
    def language_missing(self, code: str, playing: str) -> str:
        # Translators: said once at start when the asked-for language has no catalogue.
        return self.t._("The language {code} is not available; playing in {language}.").format(
            code=code, language=self.t.language_name(playing)
        )

    def opening_hint(self) -> str:
        # Translators: the hint after the opening line.
        return self.t._("Type {board} to hear the board, or {help} for the commands.").format(
            board=self._word("board"), help=self._word("help")
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
        """The opening line of a game taken up again: its deal code was said when it was
        dealt (`code` and `spell code` say it again), not at every start."""
        # Translators: the opening line when a saved game is resumed.
        msg = self.t.ngettext(
            "Resuming your game of {variant}: {count} move, score {score}.",
            "Resuming your game of {variant}: {count} moves, score {score}.",
            moves,
        )
        return msg.format(variant=variant_name(self.t, variant), count=moves, score=score)

    def new_game(self, variant: Variant, code: str | None) -> str:
        # Translators: the line that starts a new game.
        return self.t._("New game of {variant}, deal {code}.").format(
            variant=variant_name(self.t, variant), code=self.code_text(code)
        )

    def deal_code(self, variant: Variant, code: str | None) -> str:
        # Translators: reply to "code".
        return self.t._("{variant}, deal {code}.").format(
            variant=variant_name(self.t, variant), code=self.code_text(code)
        )

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

    # ----- hints and can I win -------------------------------------------------------------
    def hints_unavailable(self) -> str:
        # Translators: reply to "hint" or "can I win" when this installation has no solver.
        return self.t._("Hints are unavailable: the solver is not built in this installation.")

    def already_won(self) -> str:
        return self.p.won_already()

    def hint_on_line(self, state: State, move: Move, length: int) -> str:
        # Translators: reply to "hint": the first move of a winning line the solver found, then the
        # line's length; {move} is a move as in the list of moves ("7 of spades from column 3 onto the
        # 8 of spades in column 5", "draw from the stock").
        msg = self.t.ngettext(
            "Hint: {move}. It is the first move of a winning line of {count} move.",
            "Hint: {move}. It is the first move of a winning line of {count} moves.",
            length,
        )
        return msg.format(move=self.p.describe(state, move), count=self.t.number(length))

    def hint_best_found(self, state: State, move: Move) -> str:
        # Translators: reply to "hint" when no winning line was found in the time allowed: the move
        # that looked best, said honestly as only that; {move} as in the list of moves.
        return self.t._(
            "No winning line was found in the time allowed; the best move found is: {move}. "
            "It may not lead to a win."
        ).format(move=self.p.describe(state, move))

    def hint_best_so_far(self, state: State, move: Move) -> str:
        # Translators: reply to "hint" when no winning line is known yet and the search is still
        # looking: the move that looks best so far, said honestly as only that; {move} as in the list
        # of moves.
        return self.t._(
            "No winning line is known yet, and the search is still looking. The best move so far is: "
            "{move}. It may not lead to a win."
        ).format(move=self.p.describe(state, move))

    def played_best_found(self) -> str:
        # Translators: said after the move played by "play the hint" when no winning line was known: the
        # move was only the best one found in the time allowed.
        return self.t._(
            "No winning line was known: that was the best move found, and it may not lead to a win."
        )

    def no_hint(self) -> str:
        # Translators: reply to "hint" when there is no move to suggest at all.
        return self.t._("There is no move to suggest.")

    def winnable(self, length: int) -> str:
        # Translators: reply to "can I win?": a winning line was found from here.
        msg = self.t.ngettext(
            "Yes, this game can be won: a winning line of {count} move was found. Type {hint} for its moves.",
            "Yes, this game can be won: a winning line of {count} moves was found. Type {hint} for its moves.",
            length,
        )
        return msg.format(count=self.t.number(length), hint=self._word("hint"))

    def lost(self) -> str:
        # Translators: reply to "hint" or "can I win?" when the solver proved that no move wins any more.
        return self.t._(
            "No: this game can no longer be won, and that is proved. Type {undo} to take moves back, "
            "or {new} for another deal."
        ).format(undo=self._word("undo"), new=self._word("new"))

    def outlook_unknown(self) -> str:
        # Translators: reply to "can I win?" when the search found neither a win nor a proof of loss in time.
        return self.t._(
            "Not known: within the time allowed the search found neither a winning line nor a proof that "
            "the game is lost."
        )

    def outlook_searching(self) -> str:
        # Translators: reply to "can I win?" when the search has not decided yet and goes on; the game
        # says the answer by itself as soon as the search finds it.
        return self.t._(
            "Not known yet: the search is still looking. You will hear the answer as soon as it has one."
        )

    def outlook_arrived(self, winnable: bool, length: int) -> str:
        if not winnable:
            # Translators: said by itself, without a command, when the search proves lost the position the
            # question "can I win?" was answered "not known yet" for (the position has not changed since).
            return self.t._(
                "The answer to “can I win?”: no, this game can no longer be won, and that is proved. "
                "Type {undo} to take moves back, or {new} for another deal."
            ).format(undo=self._word("undo"), new=self._word("new"))
        # Translators: said by itself, without a command, when the search finds a winning line from the
        # position the question "can I win?" was answered "not known yet" for (it has not changed since).
        msg = self.t.ngettext(
            "The answer to “can I win?”: yes, a winning line of {count} move was found. Type {hint} for its moves.",
            "The answer to “can I win?”: yes, a winning line of {count} moves was found. Type {hint} for its moves.",
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

    def warnloss_is(self, on: bool) -> str:
        if on:
            # Translators: the setting "warn when a move loses" switched on (or asked about while on).
            return self.t._(
                "Loss warnings are on: right after a move that loses the game, when the solver proves it, "
                "you will hear so."
            )
        # Translators: the setting "warn when a move loses" switched off (or asked about while off).
        return self.t._("Loss warnings are off.")

    def winnable_deal(self, variant: Variant, code: str | None) -> str:
        # Translators: the line that starts a game asked for with "new game winnable": a deal the solver
        # has won, so a winning line is known to exist.
        return self.t._(
            "New game of {variant}, deal {code}: a winnable deal, a winning line is known."
        ).format(variant=variant_name(self.t, variant), code=self.code_text(code))

    def no_winnable_deal_left(self, variant: Variant) -> str:
        # Translators: reply to "new game winnable" when the player has played every winnable deal the
        # program knows for that variant; nothing changes. {new} is the command for an ordinary new deal.
        return self.t._(
            "There is no winnable deal of {variant} left that you have not played; "
            "say {new} for an ordinary deal."
        ).format(variant=variant_name(self.t, variant), new=self._word("new"))

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

    def said_again(self, reply: str) -> str:
        # Translators: "repeat" (or "what?") after a reply that dealt, moved or undid something:
        # marked as said before, so that it is never heard as a new deal or a second move.
        return self.t._("I said: {reply}").format(reply=reply)

    # ----- why ----------------------------------------------------------------------------
    def nothing_refused(self) -> str:
        # Translators: reply to "why" when no move was refused.
        return self.t._("No move has been refused yet.")

    def only_a_slip(self) -> str:
        # Translators: reply to "why" when the refusal was not about a rule of the game.
        return self.t._("That was not a rule of the game, only a slip: try again.")

    def rule(self, rule: Rule, variant: Variant) -> str:
        return rule_text(self.t, rule, variant)

    # ----- help and rules -------------------------------------------------------------------
    def help(self, topic: str = "") -> str:
        """`help`: the topics; `help moves`: one topic, short."""
        topics = help_topics(self.lang)
        # the whole phrase first ("spel" is a Dutch topic and a filler word), then its last
        # content words: "help me with the moves", "pomoć za poteze"; "help me" is no topic
        content = _content(topic, self.lang).split()
        tries = [normalize(topic)] + [normalize(" ".join(content[k:])) for k in range(len(content))]
        for wanted in tries:
            for key, words in topics.items():
                if wanted and wanted in {normalize(w) for w in words}:
                    return self._topic(key)
        if not content:
            names = [words[0] for words in topics.values()]
            # Translators: reply to "help" alone: the topics, then how to hear one; {example} is "help moves".
            return self.t._(
                "Help has these topics: {list}. Say {help} and a topic, for example {example}. "
                "Say {board} to hear the board, {quit} to leave."
            ).format(
                list=self.p.both(names),
                help=self._word("help"),
                example=f"{self._word('help')} {names[0]}",
                board=self._word("board"),
                quit=self._word("quit"),
            )
        # Translators: "help X" where X is no topic.
        return self.t._("There is no help topic called {name}. The topics are: {list}.").format(
            name=topic.strip(), list=self.p.both([words[0] for words in topics.values()])
        )

    def _it_help(self) -> str:
        # Translators: the last sentence of the help on moving cards: "it" acts on what was named last.
        # {example} is an example command such as "play it".
        return self.t._("After naming a card or a place, {example} acts on it.").format(
            example=examples(self.lang)["play-it"]
        )

    def _topic(self, key: str) -> str:
        t, ex = self.t, examples(self.lang)
        w = {k: self._word(k) for k in (
            "draw", "undo", "redo", "board", "exposed", "where", "score", "code", "spell", "repeat", "moves",
            "options", "tap", "new", "restart", "rules", "quit", "verbosity", "order", "language",
            "autoplace", "stop", "why", "read", "column", "foundation", "waste", "stock", "settings",
            "rate", "volume", "play", "quickplay",
        )}  # fmt: skip
        if key == "moves":
            # Translators: help on moving cards. Keep every {placeholder}: examples and command words of your
            # language. The short forms use your language's letters (the entries "letter-..." of the command words).
            return t._(
                "Moves: say the card and where it goes, for example: {ex1}; {ex2}; {ex3}; {ex4}. "
                "Naming a card or a place alone reads it; say {play} and a card to send it to its best place, "
                "{tap} and a card to send it to a foundation, or turn {quickplay} on. "
                "Short forms: 3 5 for column 3 to column 5, c3 f for column 3 to a foundation, w 2 for the waste "
                "to column 2, 7s 8s for a card onto another (s spades, h hearts, d diamonds, c clubs)."
            ).format(ex1=ex["move-card"], ex2=ex["column-to-column"], ex3=ex["waste-to-column"],
                     ex4=ex["take-back"], **w)  # fmt: skip
        if key == "game":
            # Translators: help on the game commands; the letters in brackets are the one-letter short forms.
            game = t._(
                "Game: {draw} (d), {undo} (u), {redo} (r), {new} for another deal, {restart} for this deal "
                "from the start, {why} after a refusal, {rules}, {quit} (q)."
            ).format(**w)
            # Translators: the last sentence of the help on the game commands; each placeholder is a command.
            advice = t._(
                "Say {hint} for the next move of a winning line, {playhint} to play it at once, and {canwin} to "
                "hear whether the deal can still be won."
            )
            # Translators: a sentence of the help on the game commands: {winnable} is the command for a new
            # deal known to be winnable, {warnings_on} the whole command that switches on the warnings when
            # a move loses the game.
            more = t._(
                "Say {winnable} for a deal known to be winnable, and {warnings_on} to hear at once when a "
                "move loses the game."
            ).format(winnable=self._word("new-winnable"), warnings_on=switch_command(t, "warnloss", True))
            advice = advice.format(
                hint=self._word("hint"), playhint=self._word("play-hint"), canwin=self._word("can-win")
            )
            return f"{game} {advice} {more}"
        if key == "listening":
            # Translators: help on hearing the board; the letters in brackets are the one-letter short forms.
            listening = t._(
                "Listening: {board} (b), {read} {column} 3, {foundation}, {waste}, {stock}, {exposed} (e), "
                "{where} and a card, {moves} (m), {options} and a card, {score} (s), {code}, {spell}, "
                "{repeat}."
            )
            return f"{listening.format(**w)} {self._it_help()}"
        if key == "settings":
            # Translators: help on the settings; {autoplace_on} is the whole command that switches
            # automatic placement on.
            settings = t._(
                "Settings: say {settings} to hear them all. Say {verbosity}, {order}, {language} or {autoplace} "
                "alone to hear its value, or with a value to change it, for example {autoplace_on}."
            ).format(autoplace_on=switch_command(t, "autoplace", True), **w)
            # Translators: the last sentence of the help on the settings; each placeholder is a command the
            # player types. The terminal face is offered on a telnet or SSH connection from a terminal program.
            terminal = t._(
                "On a telnet or SSH connection from a terminal, {terminal_on} gives line editing and your "
                "commands again on the up arrow, and {terminal_off} plain lines."
            ).format(
                terminal_on=switch_command(t, "terminal", True),
                terminal_off=switch_command(t, "terminal", False),
            )
            return f"{settings} {terminal}"
        # Translators: help on speech; each placeholder is a command or a word the player types.
        return t._(
            "Speech: {speech_on} or {speech_off}; {rate} and a number of words a minute; "
            "{volume} and a percentage; {stop} (x) to silence it."
        ).format(
            speech_on=switch_command(t, "speech", True), speech_off=switch_command(t, "speech", False), **w
        )

    def rules(self, variant: Variant, topic: str) -> str:
        """`rules`: the sections of the game's sheet; `rules scoring`, `rules maria`: one
        section read out (the standard sheet's sections are found too)."""
        from fortythieves.lang import rulebook  # the whole sheet: loaded when rules are first asked for

        t = self.t
        own = rulebook.sections(t, None if variant is STANDARD else variant)
        # a variant's name keeps its capital; every other title is lowered in the list,
        # "How Maria differs from Forty Thieves" too
        names = {variant_name(t, v) for v in VARIANTS}
        titles = [sec.title if sec.title in names else _lower_first(sec.title) for sec in own]
        if not topic.strip():
            # Translators: reply to "rules": the sections, then how to hear one.
            msg = t._(
                "The rules have these sections: {list}. Say which one you want to hear, for example: {example}."
            )
            return msg.format(list=self.p.both(titles), example=examples(self.lang)["rules-section"])
        words = content_words(topic, self.lang).split()
        sheets = [own] if variant is STANDARD else [own, rulebook.sections(t, None)]
        for k in range(len(words)):  # "variante maria": the last words may be enough
            for sheet in sheets:
                found = rulebook.find_section(t, sheet, " ".join(words[k:]))
                if found is not None:
                    return rulebook.section_text(t, found)
        if len(words) > 1 or not _content(topic, self.lang):  # "the rules of this game, please": a request
            return self.rules(variant, "")
        # Translators: "rules X" where X is no section.
        return t._("There is no rules section called {name}. The sections are: {list}.").format(
            name=topic, list=self.p.both(titles)
        )

    # ----- settings -------------------------------------------------------------------------
    def choose_language(self, codes: Sequence[str]) -> str:
        names = [f"{self.t.language_name(c)} ({c})" for c in codes]
        # Translators: reply to "language" without a known language.
        return self.t._("Choose a language: {list}.").format(list=self.p.either(names))

    def now_playing_in(self, code: str) -> str:
        # Translators: said in the new language after switching.
        return self.t._("Now playing in {language}.").format(language=self.t.language_name(code))

    def verbosity_is(self, value: Verbosity) -> str:
        # Translators: reply to "verbosity" without a value.
        return self.t._("Verbosity is {value}. Choose {brief}, {normal} or {full}.").format(
            value=self._word(value.value),
            brief=self._word("brief"),
            normal=self._word("normal"),
            full=self._word("full"),
        )

    def verbosity_set(self, value: Verbosity) -> str:
        # Translators: reply after a verbosity change.
        return self.t._("Verbosity: {value}.").format(value=self._word(value.value))

    def order_is(self, order: Order, offer_choice: bool) -> str:
        if order is Order.DEALT_FIRST:
            # Translators: reply to "order": how columns are read now.
            text = self.t._("Columns are read from the first-dealt card to the exposed one.")
        else:
            # Translators: reply to "order": how columns are read now.
            text = self.t._("Columns are read from the exposed card down to the first-dealt one.")
        if offer_choice:
            # Translators: after "order" without a value: the two choices.
            text += " " + self.t._("Choose {a} or {b}.").format(
                a=self._word("dealt-first"), b=self._word("exposed-first")
            )
        return text

    def settings(self, s: SettingsView) -> str:
        """`settings`: every setting and its value, in one line."""
        t, p = self.t, self.p
        order = self._word(s.order.value)
        parts = [
            # Translators: in the list of settings: the verbosity ("verbosity: normal").
            t._("verbosity: {value}").format(value=self._word(s.verbosity.value)),
            # Translators: in the list of settings: the reading order ("order: dealt first").
            t._("order: {value}").format(value=order),
            # Translators: in the list of settings: the language.
            t._("language: {value}").format(value=t.language_name(self.lang)),
            # Translators: in the list of settings: auto-place on or off.
            t._("auto-place: {value}").format(value=self._autoplace_state(s.autoplace)),
            # Translators: in the list of settings: the loss warnings ("warn when a move loses") on or off.
            t._("loss warnings: {value}").format(value=self._warnloss_state(s.warnloss)),
            # Translators: in the list of settings: speech on or off, its rate and volume.
            t._("speech: {value}, {rate} words a minute, volume {volume} percent").format(
                value=self._speech_state(s.speech), rate=s.rate, volume=round(s.volume * 100)
            ),
        ]
        # Translators: reply to "settings": every setting and its value.
        return t._("Settings: {list}.").format(list=p.groups(parts))

    # A setting's state is said as a state, agreeing with the setting's noun (Croatian
    # "automatsko postavljanje: isključeno", "govor: isključen"), never as the command
    # word that switches it ("isključi" is an imperative).
    def _autoplace_state(self, on: bool) -> str:
        if on:
            # Translators: the state of auto-place in the list of settings ("auto-place: on"); agree with your word for auto-place.
            return self.t.pgettext("auto-place state", "on")
        # Translators: the state of auto-place in the list of settings ("auto-place: off"); agree with your word for auto-place.
        return self.t.pgettext("auto-place state", "off")

    def _warnloss_state(self, on: bool) -> str:
        if on:
            # Translators: the state of the loss warnings in the list of settings ("loss warnings: on"); agree with
            # your word for loss warnings.
            return self.t.pgettext("loss warnings state", "on")
        # Translators: the state of the loss warnings in the list of settings ("loss warnings: off"); agree with
        # your word for loss warnings.
        return self.t.pgettext("loss warnings state", "off")

    def _speech_state(self, on: bool) -> str:
        if on:
            # Translators: the state of speech in the list of settings ("speech: on, 175 words a minute"); agree with your word for speech.
            return self.t.pgettext("speech state", "on")
        # Translators: the state of speech in the list of settings ("speech: off, 175 words a minute"); agree with your word for speech.
        return self.t.pgettext("speech state", "off")

    def switch_choice(self, key: str) -> str:
        # Translators: after a setting said alone: how to change it ("Say autoplace on or autoplace off.");
        # {on} and {off} are the whole commands that switch it.
        return self.t._("Say {on} or {off}.").format(
            on=switch_command(self.t, key, True), off=switch_command(self.t, key, False)
        )

    def autoplace_is(self, on: bool) -> str:
        if on:
            # Translators: auto-place switched on.
            return self.t._("Auto-place is on: a card that cannot go where you say goes to its best place.")
        # Translators: auto-place switched off.
        return self.t._("Auto-place is off.")

    def quickplay_is(self, on: bool) -> str:
        if on:
            # Translators: quick play switched on.
            return self.t._("Quick play is on: a card or a column named alone plays itself.")
        # Translators: quick play switched off; {play} is the verb to play a card.
        return self.t._(
            "Quick play is off: a card or a place named alone is read; say {play} and a card to play it."
        ).format(play=self._word("play"))

    def terminal_is(self, on: bool) -> str:
        if on:
            # Translators: the terminal face switched on (telnet or SSH): the player edits the line and
            # finds earlier commands with the arrow keys; {terminal_off} is the command to switch it off.
            return self.t._(
                "The terminal face is on: edit the line with the arrow keys, and the up arrow brings back "
                "your earlier commands. Say {terminal_off} for plain lines."
            ).format(terminal_off=switch_command(self.t, "terminal", False))
        # Translators: the terminal face switched off: plain lines, as for a MUD client.
        return self.t._("The terminal face is off: plain lines.")

    def terminal_unavailable(self) -> str:
        # Translators: "terminal on" where there is no terminal face to switch to (the web page, the
        # local game, a MUD client that did not say it is a terminal); nothing changed.
        return self.t._(
            "The terminal face is only for telnet or SSH connections from a program that says it is a "
            "terminal; nothing changed here."
        )

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

    def stop_or_quit(self) -> str:
        speaking, game = (group.split(",")[0] for group in all_entries(self.lang)["stop-choices"][:2])
        # Translators: reply to a word that may mean "stop speaking" or "leave the game" (Dutch "stop").
        # {speaking} and {game} are the first words of each short answer (the entry "stop-choices").
        return self.t._("Stop speaking, or leave the game? Say {speaking} or {game}.").format(
            speaking=speaking, game=game
        )

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

    def not_moved(self) -> str:
        # Translators: reply to anything but "yes" after "Shall I move it?": the move is not played.
        return self.t._("All right, nothing moved.")

    def cancelled(self) -> str:
        # Translators: reply to "cancel" while the game asked which card or place: nothing moved.
        return self.t._("Cancelled; nothing moved.")

    def speech_is(self, on: bool) -> str:
        if on:
            # Translators: speech switched on.
            return self.t._("Speech is on.")
        # Translators: speech switched off.
        return self.t._("Speech is off.")

    def speech_levels_range(self) -> str:
        # Translators: a speech rate or volume out of range.
        return self.t._(
            "The speech rate goes from 80 to 450 words a minute, and the volume from 0 to 100 percent."
        )

    def speech_rate(self, rate: int) -> str:
        # Translators: the speech rate, after "rate" or "rate 200".
        return self.t._("Speech rate: {rate} words a minute.").format(rate=rate)

    def speech_volume(self, percent: int) -> str:
        # Translators: the speech volume, after "volume" or "volume 80".
        return self.t._("Speech volume: {volume} percent.").format(volume=percent)

    # ----- resolving what the player named ------------------------------------------------------
    def tap_needs_card(self) -> str:
        # Translators: "tap" without a card.
        return self.t._("Name a card or a pile to tap, for example: tap waste.")

    def rank_not_free(self) -> str:
        # Translators: a card named by its rank alone ("the king"), and no such card is free.
        return self.t._("No card of that rank is free to move now.")

    def no_column_ends_with(self, card: Card) -> str:
        # Translators: a move onto a card that is not the exposed card of any column.
        return self.t._("No column ends with the {card}, so nothing can go on it.").format(
            card=self.p.card_subject(card)
        )

    def no_column_ends_with_rank(self) -> str:
        # Translators: a move onto a card named by its rank alone, and no column ends with one.
        return self.t._("No column ends with a card of that rank.")

    def no_empty_column(self) -> str:
        # Translators: a move to "an empty column" when there is none.
        return self.t._("There is no empty column.")

    def under_on_foundation(self, card: Card, pile: Pile) -> str:
        # Translators: a card under other cards on a foundation: only a foundation's top card comes back.
        return self.t._(
            "The {card} lies under other cards on foundation {number}: only the top card of a foundation can be taken back."
        ).format(card=self.p.card_subject(card), number=pile.index + 1)

    def autoplaced_instead(self, state: State, refusal: Refusal) -> str:
        # Translators: with auto-place on, a refused move is replaced by the best place.
        instead = self.t._("Auto-place puts it in its best place instead.")
        return self.p.refusal(state, refusal) + " " + instead

    def refused(self, state: State, refusal: Refusal, verbosity: Verbosity, tap: bool = False) -> str:
        """A refusal in one sentence; at full verbosity the rule follows it."""
        text = self.p.refusal(state, refusal, tap)
        said = self.p.explain(state, refusal) if verbosity is Verbosity.FULL else None
        if said is not None:
            # "... nothing can be placed on an ace in a column." is not followed by "Nothing can
            # be placed on an ace in a column, because ...": a listener hears it once
            clause = _first_clause(said)
            if len(clause.split()) < 5 or clause not in text.casefold():  # "On a column," is no repeat
                text += " " + said
        return text

    def which(self, state: State, moves: Sequence[Move], by_source: bool, readings: bool = False) -> str:
        """Both copies of a card can move, or it can go onto either copy of a card: which?
        `readings`: the line read two ways ("8 on 9") gives two legal moves: which move?"""
        p, t = self.p, self.t
        if readings:
            described = [p.describe(state, x) for x in moves]
            # Translators: a line that reads two ways ("8 on 9": two columns or two ranks), both
            # legal: "Which move: the 8 of hearts from column 3 onto the 9 of hearts in column 5,
            # or the 2 of clubs from column 8 onto the 3 of hearts in column 9?"
            return t._("Which move: {moves}?").format(moves=p.either(described))
        m = moves[0]
        assert m.source is not None and m.target is not None
        heads = {state.cards(x.source)[-x.count] for x in moves if x.source is not None}
        if by_source and len(heads) > 1:
            named = [
                # Translators: one choice in "Which card: the king of hearts from column 2 or ...?"; {origin}
                # is "from column 2", "from the waste" or "from foundation 3" (as the origin of a move).
                t._("the {card} {origin}").format(
                    card=p.card(state.cards(x.source)[-x.count]), origin=p.origin(x.source)
                )
                for x in moves
                if x.source is not None
            ]
            # Translators: several cards of the named rank can move: "Which card: ... or ...?"
            return t._("Which card: {places}?").format(places=p.either(named))
        if by_source:
            card = state.cards(m.source)[-m.count]
            places = p.either([p.pile(x.source) for x in moves if x.source is not None])
            # Translators: both copies of a card can move: "Which 7 of spades: column 3 or the waste?"
            return t._("Which {card}: {places}?").format(card=p.card(card), places=places)
        target_card = state.top(m.target)
        places = p.either([p.pile(x.target) for x in moves if x.target is not None])
        # Translators: both copies of the target card are exposed: "Onto which 8 of spades: column 2 or column 6?"
        return t._("Onto which {card}: {places}?").format(
            card=p.card(target_card) if target_card else "", places=places
        )


def _lower_first(text: str) -> str:
    """A title in the middle of a sentence ("the aim of the game")."""
    return text if text[1:2].isupper() else text[:1].lower() + text[1:]


def content_words(text: str, lang: str) -> str:
    """`rules of scoring` -> `scoring`: the small words a section name never needs."""
    return _content(text, lang) or text


def _content(text: str, lang: str) -> str:
    """The words of `text` that are not small words; empty when all of them are."""
    from fortythieves.lang.parser import TagKind, meanings, tokenize  # loaded with the first line typed

    small = {TagKind.FILLER, TagKind.MOVE, TagKind.FROM, TagKind.TO, TagKind.BACK}
    kept = [tag.text for tag in tokenize(text, lang) if not {m.kind for m in meanings(tag)} <= small]
    return " ".join(kept)


def _first_clause(sentence: str) -> str:
    """The words of a sentence up to its first comma or full stop, folded for comparing."""
    return re.split(r"[,.;:]", sentence, maxsplit=1)[0].strip().casefold()
