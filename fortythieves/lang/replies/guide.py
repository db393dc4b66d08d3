"""Sentences of help and of the rules: the help topics and the sections of the rules sheet,
found from the words the player gives after the command."""

from __future__ import annotations

from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang.example_moves import move_example, short_example
from fortythieves.lang.folding import normalize
from fortythieves.lang.lexicon import examples, help_topics
from fortythieves.lang.replies.base import Said
from fortythieves.lang.switches import switch_command
from fortythieves.lang.variant_names import variant_name


class Guide(Said):
    def help(self, variant: Variant, topic: str = "") -> str:
        """`help`: the topics; `help moves`: one topic, short, its example moves legal in
        `variant`."""
        topics = help_topics(self.lang)
        # the whole phrase first ("spel" is a Dutch topic and a filler word), then its last
        # content words: "help me with the moves", "pomoć za poteze"; "help me" is no topic
        content = _content(topic, self.lang).split()
        tries = [normalize(topic)] + [normalize(" ".join(content[k:])) for k in range(len(content))]
        for wanted in tries:
            for key, words in topics.items():
                if wanted and wanted in {normalize(w) for w in words}:
                    return self._topic(key, variant)
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
            name=_unknown(topic, self.lang) or " ".join(content),
            list=self.p.both([words[0] for words in topics.values()]),
        )

    def _it_help(self) -> str:
        # Translators: the last sentence of the help on moving cards: "it" acts on what was named last.
        # {example} is an example command such as "play it".
        return self.t._("After you name a card or a place, type {example} to act on it.").format(
            example=examples(self.lang)["play-it"]
        )

    def _topic(self, key: str, variant: Variant) -> str:
        t, ex = self.t, examples(self.lang)
        w = {k: self._word(k) for k in (
            "draw", "undo", "redo", "board", "exposed", "where", "score", "code", "spell", "repeat", "moves",
            "options", "tap", "new", "restart", "rules", "quit", "verbosity", "order", "language",
            "autoplace", "stop", "why", "read", "column", "foundation", "waste", "stock", "settings",
            "rate", "volume", "play", "quickplay",
        )}  # fmt: skip
        if key == "moves":
            # Translators: help on moving cards. Keep every {placeholder}: examples and command words of your
            # language. The short forms use your language's letters (the entries "letter-..." of the command words);
            # {short} is a card onto another in short form, "7s 8s" or "7s 8h" as the variant builds. "up" is
            # your language's word that sends a card to a foundation (one of the words of "up" in the command
            # words, or a verb of raising the game understands: "puja", "alza"). The heading is a sentence of its
            # own, so that no colon follows another.
            return t._(
                "Moves. Say the card and where it goes, for example: {ex1}; {ex2}; {ex3}; {ex4}. "
                "Naming a card or a place alone reads it; say {play} and a card to send it to its best place, "
                "or the card followed by up to send it to a foundation, or turn {quickplay} on. "
                "Short forms: 3 5 for column 3 to column 5, c3 f for column 3 to a foundation, w 2 for the waste "
                "to column 2, {short} for a card onto another (s spades, h hearts, d diamonds, c clubs)."
            ).format(ex1=move_example(t, variant), ex2=ex["column-to-column"], ex3=ex["waste-to-column"],
                     ex4=ex["take-back"], short=short_example(self.lang, variant), **w)  # fmt: skip
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
            # the parser's words, which the opening does not load: help is said at a line typed
            from fortythieves.lang.intents import MAX_SERIES
            from fortythieves.lang.linkwords import then_word

            # Translators: a sentence of the help on the game commands: up to {most} commands may be said in one
            # line, joined by your word for "then"; {example} is such a line ("draw and then undo").
            several = t.ngettext(
                "Say up to {most} command in one line, one after the other: {example}.",
                "Say up to {most} commands in one line, one after the other: {example}.",
                MAX_SERIES,
            ).format(most=MAX_SERIES, example=f"{self._word('draw')} {then_word(t)} {self._word('undo')}")
            return f"{game} {advice} {more} {several}"
        if key == "listening":
            # Translators: help on hearing the board; the letters in brackets are the one-letter short forms.
            listening = t._(
                "Listening: {board} (b), {read} {column} 3, {foundation}, {waste}, {stock}, {exposed} (e), "
                "{where} and a card, {moves} (m), {options} and a card, {score} (s), {code}, {spell}, "
                "{repeat}."
            )
            # Translators: a sentence of the help on hearing the board: {fits} and {under} are the command
            # words that ask what can go on a card or a place and what lies under a card ("what can go on",
            # "what is under"); the question in quotes must be one the game understands in your language.
            asked = t._(
                "Ask {fits} and a card or a place for the cards that can go there, {under} and a card for the "
                "cards beneath it, and “is there an empty column?” for the empty columns."
            ).format(fits=self._word("fits"), under=self._word("under"))
            return f"{listening.format(**w)} {asked} {self._it_help()}"
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
        unknown = _unknown(topic, self.lang)
        if not unknown:  # "the rules of this game, please": a request, no section named
            return self.rules(variant, "")
        # Translators: "rules X" where X is no section.
        return t._("There is no rules section called {name}. The sections are: {list}.").format(
            name=unknown, list=self.p.both(titles)
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


def _unknown(text: str, lang: str) -> str:
    """The words of `text` the language does not know: the topic or section asked for."""
    from fortythieves.lang.parsing.settings import unknown_words  # loaded with the first line typed

    return " ".join(unknown_words(text, lang))
