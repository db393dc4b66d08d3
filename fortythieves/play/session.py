"""One player's game: `handle(line) -> Reply`, with no input or output of its own.

The session holds the game, the settings and a pending question; it resolves what the
parser understood against the legal moves, applies it, saves, and phrases the reply.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from fortythieves.core.codes import CodeError, DealCode, dealing_order
from fortythieves.core.game import Game, IllegalMove, Outcome
from fortythieves.core.moves import DRAW, REDEAL, Move, PileKind
from fortythieves.core.rules import Reason, rule_for
from fortythieves.core.saves import SaveError, decode, encode
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang import parser as P
from fortythieves.lang.i18n import negotiate, parse_language, translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import examples, word
from fortythieves.lang.phrasing import Order, Phraser, Verbosity, capital
from fortythieves.lang.ruletext import rule_text
from fortythieves.lang.speechtext import speech_problem_text
from fortythieves.lang.variant_names import find_variant, variant_name
from fortythieves.play.resolver import MoveResolver, Question, useful_moves
from fortythieves.play.settings import MemoryStore, Settings, Store


class _Speaker(Protocol):
    """What the session uses of `speech.protocol.Speaker` (play imports no speech)."""

    def say(self, text: str) -> None: ...
    def stop(self) -> None: ...
    def close(self) -> None: ...


class _SpeechOff:
    def say(self, text: str) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


# Starts speech for the settings; returns the speaker and a line to tell the player, if any.
_SpeakerFactory = Callable[[Settings], tuple[_Speaker, str | None]]


class StartError(Exception):
    """The game asked for at start cannot be dealt; the message is for the player."""


@dataclass
class Reply:
    text: str
    quit: bool = False
    speak: bool = True  # False for "stop": silence is the answer


@dataclass
class Session(MoveResolver):
    settings: Settings = field(default_factory=Settings)
    store: Store = field(default_factory=MemoryStore)
    speaker_factory: _SpeakerFactory | None = None

    def __post_init__(self) -> None:
        self.lang = self.settings.lang if self.settings.lang in LANGUAGES else "en"
        self.p = Phraser(translator(self.lang))
        self.start_game: Game = Game.new(STANDARD)
        self.game: Game = self.start_game.copy()
        self.code: str | None = None
        self.actions: list[str] = []
        self.last_reply = ""
        self.pending: Question | None = None
        self.last_refusal: tuple[Reason, Variant] | None = None
        self.end_announced = False
        self.speaker: _Speaker = _SpeechOff()
        self._speech_failure_said = False

    # ----- starting -------------------------------------------------------------------
    def open(
        self,
        *,
        variant: str | None = None,
        code: str | None = None,
        layout: str | None = None,
        new: bool = False,
        requested_lang: str | None = None,
        environ: dict[str, str] | None = None,
    ) -> Reply:
        """The opening lines: resume the last game, or deal the one asked for."""
        lines: list[str] = []
        lang, missing = negotiate(requested_lang, self.settings.lang, environ)
        self.use_language(lang)
        if missing:
            # Translators: said once at start when the asked-for language has no catalogue.
            lines.append(self.t._("The language {code} is not available; playing in {language}.").format(
                code=missing, language=self.t.language_name(lang)))  # fmt: skip
        if self.settings.speech:
            lines.extend(self._start_speech())
        explicit = variant or code or layout
        if layout is not None:
            lines.append(self._open_layout(layout))
        elif code is not None:
            lines.append(self._new_from_text(code))
        elif variant is not None:
            lines.append(self._new_from_text(variant))
        if not explicit:
            resumed, said = (None, []) if new else self._resume()
            lines.extend(said)
            if resumed is None:
                lines.append(self._new_game(STANDARD))
        # Translators: the hint after the opening line.
        lines.append(self.t._("Type {board} to hear the board, or {help} for the commands.").format(
            board=word(self.lang, "board"), help=word(self.lang, "help")))  # fmt: skip
        return self._reply(" ".join(lines))

    def _resume(self) -> tuple[bool | None, list[str]]:
        """(True, the line saying so) when the saved game goes on, else (None, lines)."""
        text = self.store.read_game()
        if text is None:
            return None, []
        try:
            loaded = decode(text)
        except SaveError as e:
            aside = self.store.set_aside_game()
            # Translators: at start, the saved game could not be read; it is kept aside, never overwritten.
            msg = self.t._(
                "The saved game could not be read ({problem}); it is kept as {file}, and a new game begins."
            )
            return None, [msg.format(problem=e.problem.value, file=aside or "?")]
        if loaded.game.state.is_won():
            return None, []
        self.start_game, self.game, self.code, self.actions = (
            loaded.start,
            loaded.game,
            loaded.code,
            loaded.actions,
        )
        self.pending = None
        name = variant_name(self.t, self.game.variant)
        # Translators: the opening line when a saved game is resumed.
        msg = self.t.ngettext(
            "Resuming your game of {variant}, deal {code}: {count} move, score {score}.",
            "Resuming your game of {variant}, deal {code}: {count} moves, score {score}.",
            self.game.moves,
        )
        return True, [
            msg.format(variant=name, code=self._code_text(), count=self.game.moves, score=self.game.score)
        ]

    def _code_text(self) -> str:
        # Translators: stands for the deal code of a game dealt from a layout file.
        return self.code or self.t._("from a layout file")

    def _open_layout(self, text: str) -> str:
        from fortythieves.core.layout import LayoutError, parse_layout

        try:
            layout = parse_layout(text)
        except LayoutError as e:
            raise StartError(self.p.layout_problem(e)) from None
        return self._begin(layout.game(), layout.code)

    def _new_from_text(self, text: str) -> str:
        """`text` is a deal code or a variant name (in any of our languages); a bad
        one raises StartError and changes nothing."""
        if text.strip().upper().replace(" ", "").startswith("FT1"):
            try:
                dc = DealCode.parse(text)
            except CodeError as e:
                raise StartError(self.p.code_refusal(text.strip().upper(), e)) from None
            return self._begin(Game.deal(dc.variant, dealing_order(dc)), str(dc))
        v = find_variant(text)
        if v is None:
            raise StartError(
                self.p.unknown_variant(text.strip(), [variant_name(self.t, x) for x in VARIANTS])
            )
        return self._new_game(v)

    def _new_game(self, variant: Variant) -> str:
        dc = DealCode.random(variant)
        return self._begin(Game.deal(variant, dealing_order(dc)), str(dc))

    def _begin(self, start: Game, code: str | None) -> str:
        self.start_game, self.game, self.code, self.actions = start, start.copy(), code, []
        self.pending = None
        self.end_announced = False
        self._save()
        # Translators: the line that starts a new game.
        return self.t._("New game of {variant}, deal {code}.").format(
            variant=variant_name(self.t, start.variant), code=self._code_text()
        )

    # ----- the loop -------------------------------------------------------------------
    def handle(self, line: str) -> Reply:
        intent = P.parse(line, self.lang)
        if self.pending is not None:
            answered = self._answer(intent)
            if answered is not None:
                return self._reply(answered)
            self.pending = None
        reply = self._dispatch(intent)
        reply.text = capital(reply.text)
        note = self._speech_failure()
        if note:
            reply = Reply(f"{reply.text} {note}".strip(), reply.quit, reply.speak)
        if reply.speak and not (isinstance(intent, P.Command) and intent.name == "repeat"):
            self.last_reply = reply.text
        if reply.speak:
            self.speaker.say(reply.text)
        return reply

    def _speech_failure(self) -> str | None:
        """Speech that broke since the last reply is said once; the game goes on in text."""
        failure = getattr(self.speaker, "failure", None)
        if failure is None or self._speech_failure_said:
            return None
        self._speech_failure_said = True
        return speech_problem_text(self.t, failure)

    def _reply(self, text: str) -> Reply:
        text = capital(text)
        self.last_reply = text
        self.speaker.say(text)
        return Reply(text)

    def _dispatch(self, intent: P.Intent) -> Reply:
        t = self.t
        if isinstance(intent, P.Nothing):
            # Translators: reply to an empty line.
            return Reply(t._("Type a command, or {help} for the list.").format(help=word(self.lang, "help")))
        if isinstance(intent, P.Unknown):
            return Reply(self._not_understood(intent))
        if isinstance(intent, P.Command):
            return self._command(intent)
        if isinstance(intent, P.Read):
            return Reply(self._read(intent.what))
        if isinstance(intent, P.Where):
            if intent.card is None:
                return Reply(
                    # Translators: "where" without a card.
                    t._("Name a card, for example: {example}.").format(
                        example=examples(self.lang)["where-card"]
                    )
                )
            return Reply(self.p.where(self.game.state, intent.card))
        if isinstance(intent, P.Options):
            return Reply(self._options(intent.what))
        if isinstance(intent, P.Tap):
            return Reply(self._tap(intent.what))
        if isinstance(intent, P.Setting):
            return Reply(self._setting(intent))
        return Reply(self._move(intent))

    def _not_understood(self, intent: P.Unknown) -> str:
        t = self.t
        if intent.too_long:
            # Translators: reply to a line far too long to be a command.
            return t._("That line is too long to be a command; nothing was changed.")
        words = " ".join(intent.words)
        if intent.suggestion:
            # Translators: reply to words not understood, with the nearest command.
            return t._(
                'I did not understand "{words}". Did you mean {suggestion}? Type {help} for the commands.'
            ).format(words=words, suggestion=intent.suggestion, help=word(self.lang, "help"))
        # Translators: reply to words not understood.
        return t._('I did not understand "{words}". Type {help} for the commands.').format(
            words=words, help=word(self.lang, "help")
        )

    # ----- commands -------------------------------------------------------------------
    def _command(self, c: P.Command) -> Reply:
        t, g = self.t, self.game
        name = c.name
        if name == "draw":
            return Reply(self._apply(DRAW))
        if name == "redeal":
            return Reply(self._apply(REDEAL))
        if name == "undo":
            try:
                mv = g.undo()
            except IllegalMove as e:
                return Reply(self.p.refusal(g.state, e))
            self.actions.pop()
            self.end_announced = False
            self._save()
            return Reply(self.p.undone(g, mv))
        if name == "redo":
            try:
                before = g.state.copy()
                out = g.redo()
            except IllegalMove as e:
                return Reply(self.p.refusal(g.state, e))
            self.actions.append(str(out.move))
            self._save()
            return Reply(self.p.redone(self._after(before, out)))
        if name == "new":
            if c.rest:
                try:
                    return Reply(self._new_from_text(c.rest))
                except StartError as e:
                    return Reply(str(e))
            return Reply(self._new_game(g.variant))
        if name == "restart":
            return Reply(self._begin(self.start_game, self.code))
        if name == "quit":
            # Translators: the last line when the player quits.
            return Reply(t._("Goodbye. Your game is saved."), quit=True)
        if name == "board":
            return Reply(self.p.board(g.state, self.settings.order))
        if name == "exposed":
            return Reply(self.p.exposed(g.state))
        if name == "score":
            return Reply(self.p.score(g))
        if name == "code":
            return Reply(
                # Translators: reply to "code".
                t._("{variant}, deal {code}.").format(
                    variant=variant_name(t, g.variant), code=self._code_text()
                )
            )
        if name == "repeat":
            # Translators: reply to "repeat" before anything was said.
            return Reply(self.last_reply or t._("Nothing has been said yet."))
        if name == "moves":
            return Reply(self.p.legal_moves(g, useful_moves(g), self.settings.verbosity))
        if name == "why":
            if self.last_refusal is None:
                # Translators: reply to "why" when no move was refused.
                return Reply(t._("No move has been refused yet."))
            rule = rule_for(self.last_refusal[0])
            if rule is None:
                # Translators: reply to "why" when the refusal was not about a rule of the game.
                return Reply(t._("That was not a rule of the game, only a slip: try again."))
            return Reply(rule_text(t, rule, self.last_refusal[1]))
        if name == "stop":
            self.speaker.stop()
            return Reply("", speak=False)
        if name == "rules":
            return Reply(self._rules(c.rest))
        return Reply(self._help())

    def _help(self) -> str:
        lang = self.lang
        ex = examples(lang)
        w = {k: word(lang, k) for k in (
            "draw", "undo", "redo", "board", "exposed", "where", "score", "code", "repeat", "moves",
            "options", "tap", "new", "restart", "rules", "quit", "verbosity", "order", "language",
            "autoplace", "speech", "stop", "why", "read", "column", "foundation", "waste", "stock",
        )}  # fmt: skip
        return (
            # Translators: the help text. Keep every {placeholder}: they are the command words of your language.
            self.t._(
                "Moves: say the card and where it goes, for example: {ex1}; {ex2}; {ex3}; {ex4}. "
                "Name only a card or a column to send it to its best place. "
                "Short forms: 3 5 for column 3 to column 5, c3 f for column 3 to a foundation, w 2 for the waste to column 2, 7s 8s for a card onto another. "
                "Game: {draw} (d), {undo} (u), {redo} (r), {tap}, {new}, {restart}, {quit} (q). "
                "Listening: {board} (b), {read} {column} 3, {foundation}, {waste}, {stock}, {exposed} (e), {where} and a card, "
                "{score} (s), {code}, {moves} (m), {options} and a card, {why}, {repeat}, {rules}, {stop} (x). "
                "Settings: {verbosity}, {order}, {language}, {autoplace}, {speech}."
            ).format(
                ex1=ex["move-card"],
                ex2=ex["column-to-column"],
                ex3=ex["waste-to-column"],
                ex4=ex["take-back"],
                **w,
            )
            + " "
            + self._speech_help()
        )

    def _speech_help(self) -> str:
        words = {k: word(self.lang, k) for k in ("speech", "on", "off", "rate", "volume", "stop")}
        # Translators: the last sentence of the help text; each placeholder is a word the player types.
        return self.t._(
            "Speech: {speech} {on} or {off}; {rate} and a number of words a minute; {volume} and a percentage; {stop} to silence it."
        ).format(**words)

    def _rules(self, topic: str) -> str:
        """`rules`: the sections; `rules scoring`, `rules maria`: one section read out."""
        from fortythieves.lang import rulebook

        t = self.t
        variant = self.game.variant
        own = rulebook.sections(t, None if variant is STANDARD else variant)
        if not topic.strip():
            titles = [sec.title if sec.key.startswith("variant-") else _lower_first(sec.title) for sec in own]
            # Translators: reply to "rules": the sections, then how to hear one.
            msg = t._(
                "The rules have these sections: {list}. Say which one you want to hear, for example: {example}."
            )
            return msg.format(list=self.p.both(titles), example=examples(self.lang)["rules-section"])
        words = _content_words(topic, self.lang).split()
        sheets = [own] if variant is STANDARD else [own, rulebook.sections(t, None)]
        for k in range(len(words)):  # "variante maria": the last words may be enough
            for sheet in sheets:
                found = rulebook.find_section(t, sheet, " ".join(words[k:]))
                if found is not None:
                    return rulebook.section_text(t, found)
        titles = [sec.title if sec.key.startswith("variant-") else _lower_first(sec.title) for sec in own]
        # Translators: "rules X" where X is no section.
        return t._("There is no rules section called {name}. The sections are: {list}.").format(
            name=topic, list=self.p.both(titles)
        )

    # ----- reading --------------------------------------------------------------------
    def _read(self, spec: P.Spec | None) -> str:
        g, p = self.game, self.p
        if spec is None:
            return p.board(g.state, self.settings.order)
        if isinstance(spec, P.CardRef):
            return p.where(g.state, spec.card)
        if isinstance(spec, P.RankRef):
            return p.exposed(g.state)
        if spec.kind is PileKind.COLUMN:
            if spec.index is None or not 0 <= spec.index < len(g.state.columns):
                return p.columns(g.state, self.settings.order)
            return p.column(g.state, spec.index, self.settings.order)
        if spec.kind is PileKind.FOUNDATION:
            if spec.index is not None and 0 <= spec.index < len(g.state.foundations):
                return capital(p.foundation_part(g.state, spec.index)) + "."
            return p.foundations(g.state)
        if spec.kind is PileKind.WASTE:
            return p.waste(g.state)
        return p.stock(g.state)

    def _options(self, spec: P.Spec | None) -> str:
        if spec is None:
            # Translators: "options" without a card or pile.
            return self.t._("Name a card or a column, for example: options column 3.")
        sources = self._sources(spec)
        if isinstance(sources, str):
            return sources
        parts = []
        legal = useful_moves(self.game)
        for pile, count in sources:
            n = count or 1
            moves = [m for m in legal if m.source == pile and m.count == n]
            parts.append(self.p.options(self.game.state, pile, n, moves))
        return " ".join(parts)

    # ----- applying -------------------------------------------------------------------
    def _apply(self, mv: Move) -> str:
        g = self.game
        before = g.state.copy()
        try:
            out = g.apply(mv)
        except IllegalMove as e:
            return self._refused(e)
        self.actions.append(str(mv))
        self.pending = None
        self._save()
        return self._after(before, out)

    def _after(self, before: State, out: Outcome) -> str:
        g = self.game
        text = self.p.outcome(before, g, out, self.settings.verbosity)
        if g.state.is_won():
            if not self.end_announced:
                self.end_announced = True
                text += " " + self.p.won(g)
        elif not self.end_announced and not useful_moves(g):
            self.end_announced = True
            # Translators: announced once when no legal move is left.
            text += " " + self.t._(
                "No legal move is left. Type {undo} to take moves back, or {new} for another deal."
            ).format(undo=word(self.lang, "undo"), new=word(self.lang, "new"))
        return text

    def _save(self) -> None:
        self.store.write_game(
            encode(self.start_game, self.game, self.code, self.actions, self.settings.to_json())
        )

    # ----- settings -------------------------------------------------------------------
    def _setting(self, s: P.Setting) -> str:
        t = self.t
        st = self.settings
        if s.name == "language":
            code = parse_language(P.normalize(s.value or "")) if s.value else None
            if code is None:
                names = [f"{self.t.language_name(c)} ({c})" for c in LANGUAGES]
                # Translators: reply to "language" without a known language.
                return t._("Choose a language: {list}.").format(list=self.p.either(names))
            st.lang = code
            self.use_language(code)
            self.store.write_settings(st)
            lines = []
            # Translators: said in the new language after switching.
            lines.append(self.t._("Now playing in {language}.").format(language=self.t.language_name(code)))
            if st.speech:
                lines.extend(self._start_speech())
            return " ".join(lines)
        if s.name == "verbosity":
            if s.value not in ("brief", "normal", "full"):
                # Translators: reply to "verbosity" without a value.
                return t._("Verbosity is {value}. Choose {brief}, {normal} or {full}.").format(
                    value=word(self.lang, st.verbosity.value), brief=word(self.lang, "brief"),
                    normal=word(self.lang, "normal"), full=word(self.lang, "full"))  # fmt: skip
            st.verbosity = Verbosity(s.value)
            self.store.write_settings(st)
            # Translators: reply after a verbosity change.
            return t._("Verbosity: {value}.").format(value=word(self.lang, s.value))
        if s.name == "order":
            if s.value in ("dealt-first", "exposed-first"):
                st.order = Order(s.value)
                self.store.write_settings(st)
            if st.order is Order.DEALT_FIRST:
                # Translators: reply to "order": how columns are read now.
                text = t._("Columns are read from the first-dealt card to the exposed one.")
            else:
                # Translators: reply to "order": how columns are read now.
                text = t._("Columns are read from the exposed card down to the first-dealt one.")
            if s.value not in ("dealt-first", "exposed-first"):
                # Translators: after "order" without a value: the two choices.
                text += " " + t._("Choose {a} or {b}.").format(
                    a=word(self.lang, "dealt-first"), b=word(self.lang, "exposed-first")
                )
            return text
        if s.name in ("rate", "volume"):
            return self._speech_level(s)
        on = {"on": True, "off": False}.get(s.value or "")
        if s.name == "autoplace":
            if on is None:
                on = not st.autoplace
            st.autoplace = on
            self.store.write_settings(st)
            if on:
                # Translators: auto-place switched on.
                return t._("Auto-place is on: a card that cannot go where you say goes to its best place.")
            # Translators: auto-place switched off.
            return t._("Auto-place is off.")
        if on is None:
            on = not st.speech
        st.speech = on
        self.store.write_settings(st)
        if on:
            notes = self._start_speech()
            # Translators: speech switched on.
            return " ".join([t._("Speech is on."), *notes])
        self.speaker.stop()
        self.speaker.close()
        self.speaker = _SpeechOff()
        # Translators: speech switched off.
        return t._("Speech is off.")

    def _speech_level(self, s: P.Setting) -> str:
        """`rate 200` (words a minute, 80 to 450), `volume 80` (percent)."""
        t, st = self.t, self.settings
        value = int(s.value) if s.value and s.value.isdigit() else None
        if s.name == "rate" and value is not None and 80 <= value <= 450:
            st.rate = value
        elif s.name == "volume" and value is not None and 0 <= value <= 100:
            st.volume = value / 100
        elif value is not None:
            # Translators: a speech rate or volume out of range.
            return t._(
                "The speech rate goes from 80 to 450 words a minute, and the volume from 0 to 100 percent."
            )
        if value is not None:
            self.store.write_settings(st)
        notes = self._start_speech() if value is not None and st.speech else []
        if s.name == "rate":
            # Translators: the speech rate, after "rate" or "rate 200".
            text = t._("Speech rate: {rate} words a minute.").format(rate=st.rate)
        else:
            # Translators: the speech volume, after "volume" or "volume 80".
            text = t._("Speech volume: {volume} percent.").format(volume=round(st.volume * 100))
        return " ".join([text, *notes])

    def _start_speech(self) -> list[str]:
        if self.speaker_factory is None:
            return []
        self.speaker.close()
        self._speech_failure_said = False
        self.speaker, note = self.speaker_factory(self.settings_for_speech())
        self._speech_failure_said = note is not None
        return [note] if note else []

    def settings_for_speech(self) -> Settings:
        s = Settings.from_json(self.settings.to_json())
        s.lang = self.lang
        return s

    def use_language(self, lang: str) -> None:
        self.lang = lang
        self.p = Phraser(translator(lang))


def _lower_first(text: str) -> str:
    """A title in the middle of a sentence ("the aim of the game")."""
    return text if text[1:2].isupper() else text[:1].lower() + text[1:]


def _content_words(text: str, lang: str) -> str:
    """`rules of scoring` -> `scoring`: the small words a section name never needs."""
    small = {"filler", "move", "from", "to", "back"}
    kept = [t.text for t in P.tokenize(text, lang) if not {k.kind for k in P.kinds(t)} <= small]
    return " ".join(kept) or text
