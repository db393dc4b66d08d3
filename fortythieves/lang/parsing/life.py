"""A game's life said in a sentence: the whole line matched against the grammar lines of
`lang.lifewords` ("deal me a fresh hand" is `ask? start? fresh game`).

Every word of the line must be a phrase of a class in a row of one grammar line, or of
several rows said one after the other ("prou per avui, surto del joc": a remark, then the
command), or a small word around them. One meaning only: a line two meanings' lines both
cover is left to the other readings. A line that ends the game or deals again may be asked
("can we replay this deal?") only as a request ("can we", "could you"); any other "?" in it
leaves it unread. A word no class holds ("new game maria") leaves the line to the
other readings, which read it word for word.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from fortythieves.lang.allowwords import ALLOWED_SECTIONS
from fortythieves.lang.chatter import Chatter, talk_before, talk_of
from fortythieves.lang.codewords import DEAL_CODE
from fortythieves.lang.concepts import tag_questions
from fortythieves.lang.intents import ADVICE, ALL_MOVES, Cmd, Command, Intent, Setting, SettingName, Value
from fortythieves.lang.lifewords import (
    LIFE_KEYS,
    Line,
    Phrase,
    around_words,
    grammar_lines,
    remark_lines,
    word_class,
)
from fortythieves.lang.linkwords import so_words
from fortythieves.lang.parsing.asking import ASKED_BACK, asks_how_it_is
from fortythieves.lang.parsing.line import Piece, drop_phrases
from fortythieves.lang.parsing.newdeal import code_length
from fortythieves.lang.recordwords import numbers_said
from fortythieves.lang.settingwords import SETTING_KEYS
from fortythieves.lang.tokenizer import lexicon

_MEANING: dict[str, Intent] = {
    "new": Command(Cmd.NEW),
    "new-winnable": Command(Cmd.NEW_WINNABLE),
    "restart": Command(Cmd.RESTART),
    "undo-all": Command(Cmd.UNDO, ALL_MOVES),
    "quit": Command(Cmd.QUIT),
    "give-up": Command(Cmd.GIVE_UP),
    "save": Command(Cmd.SAVE),
    "repeat": Command(Cmd.REPEAT),
    "hint": Command(Cmd.HINT),
    "next-asked": Command(Cmd.HINT),
    "after-hint": Command(Cmd.AFTER_HINT),
    # a comparative is a step from the level the replies have: brief, normal, full
    "full": Setting(SettingName.VERBOSITY, str(Value.LONGER)),
    "brief": Setting(SettingName.VERBOSITY, str(Value.SHORTER)),
    "speech-on": Setting(SettingName.SPEECH, str(Value.ON)),
    "speech-off": Setting(SettingName.SPEECH, str(Value.OFF)),
    "that-move": Command(Cmd.PLAY_HINT, named_last=True),
    "suggested-move": Command(Cmd.PLAY_HINT, named_last=True, suggested=True),
    "play-next": Command(Cmd.PLAY_HINT, named_last=True, suggested=True, instead=Cmd.HINT),
    "other-hint": Command(Cmd.OTHER_HINT),
    "anything-else": Command(Cmd.OTHER_HINT, right_after=True),
    "another-hint": Command(Cmd.OTHER_HINT, right_after=True),
    "all-up": Command(Cmd.ALL_UP),
    # the value itself, not its text: `play.configure` tells the step by identity
    "volume-up": Setting(SettingName.VOLUME, Value.LOUDER),
    "volume-down": Setting(SettingName.VOLUME, Value.QUIETER),
    "rate-up": Setting(SettingName.RATE, Value.FASTER),
    "rate-down": Setting(SettingName.RATE, Value.SLOWER),
    "spell": Command(Cmd.SPELL),
    "give-card": Command(Cmd.DRAW),
    "draw-advice": Command(Cmd.DRAW_ASKED, ADVICE),
    "settings-asked": Command(Cmd.SETTINGS),
    "warnloss-on": Setting(SettingName.WARNLOSS, str(Value.ON)),
    "warnloss-off": Setting(SettingName.WARNLOSS, str(Value.OFF)),
    "warnloss-asked": Setting(SettingName.WARNLOSS, None),  # asked only: read out, never changed
    "autoplace-off": Setting(SettingName.AUTOPLACE, str(Value.OFF)),
    "autoplace-on": Setting(SettingName.AUTOPLACE, str(Value.ON)),
    "up-by-itself": Command(Cmd.ALL_UP),  # the game moves no card by itself: the moves that send one up
    "exposed": Command(Cmd.EXPOSED),
    "games-asked": Command(Cmd.GAMES),
    "resume-numbered": Command(Cmd.RESUME),  # the number said is put in (`_numbered`)
    "resume-saved": Command(Cmd.RESUME),  # no number said: the game asks which
    "past-asked": Command(Cmd.HISTORY),
    "variant-asked": Command(Cmd.CODE),  # the reply names the variant and the deal
    "new-variant": Command(Cmd.NEW),
    "board": Command(Cmd.BOARD),
    "code-asked": Command(Cmd.CODE),
    "new-code": Command(Cmd.NEW),  # the code said is put in (`_code_said`)
    # a question of what the rules allow: the section that settles it
    **{key: Command(Cmd.RULES, section) for key, section in ALLOWED_SECTIONS.items()},
}
# the meanings that end the game, deal again, take moves back or play a move: asked only as a
# request
_ACTING = frozenset(
    {
        "new",
        "new-winnable",
        "restart",
        "undo-all",
        "quit",
        "that-move",
        "suggested-move",
        "play-next",
        "resume-numbered",
        "resume-saved",
        "new-variant",
        "new-code",
    }
)
# a meaning left to the other readings when the line says a phrase of these classes anywhere,
# small words too: "doe die zet nog eens" is the move made again (a redo), "play this game"
# plays on; neither is the move proposed. "I don't want to send the cards up by myself" wants the
# automatic moves on: a wish of the player's own leaves them as they are
_UNLESS = {
    "code-asked": ("games-counted",),  # "what's the number of games?": games counted
    "that-move": ("anew", "game"),
    "suggested-move": ("anew", "game"),
    "play-next": ("anew", "game"),
    "autoplace-off": ("i-want",),
    "up-by-itself": ("autoplace",),
}
# a meaning that says less than another of the same command, left out when both cover the line:
# "comença una partida de Maria" is a new deal of a variant by both; "go back to saved game 2"
# names the game that "go back to my saved game" asks for; "I'm done for today, save the game" leaves
# with the game saved, which saving it says less than
_LESSER = {"new-variant": "new", "resume-saved": "resume-numbered", "save": "quit"}
# the classes by which a line says what the player does, which a tag asking agreement leaves as it
# is: "gotta go, save the game for later ok?" is going, the game kept; "quit ok?" is asked back
_TOLD = {"quit": ("goodbye", "done")}
# the meanings only a question asks: "good idea, draw a card" draws; "whats the next one" may
# ask for the stock's next card
_ASKED = frozenset({"draw-advice", "next-asked"})
# the classes whose words are passed over anywhere in a meaning's line, inside its phrases too:
# certainty said in a wish for a winnable deal ("that can definitely be won", "che si possa
# vincere di sicuro", "dat zeker te winnen is") says no more than the wish
_PASSED_OVER = {"new-winnable": ("surely",)}


@dataclass(frozen=True)
class _Rows:
    """Grammar rows, each found by the word it can begin at: a row whose first class must
    be said begins only at a first word of that class, and a line's words are many places
    to try each row from."""

    by_first: dict[str, tuple[Line, ...]]  # a first word of the row's first class -> rows
    loose: tuple[Line, ...]  # the rows whose first class may be left out: tried everywhere

    def at(self, word: str | None) -> tuple[Line, ...]:
        """The rows that may begin at `word` (None: past the line's end)."""
        return self.loose + self.by_first.get(word, ()) if word is not None else self.loose


_NO_ROWS = _Rows({}, ())


def _rows(rows: tuple[Line, ...], classes: dict[str, dict[str, tuple[Phrase, ...]]]) -> _Rows:
    by_first: dict[str, list[Line]] = {}
    loose = []
    for row in rows:
        if row and row[0][1]:
            loose.append(row)
        elif row:  # an empty row says nothing and covers no word
            for word in classes[row[0][0]]:
                by_first.setdefault(word, []).append(row)
    return _Rows({word: tuple(found) for word, found in by_first.items()}, tuple(loose))


@dataclass(frozen=True)
class _Grammar:
    classes: dict[str, dict[str, tuple[Phrase, ...]]]  # name -> first word -> phrases
    around: dict[str, tuple[Phrase, ...]]  # first word -> small words' phrases
    requests: tuple[Phrase, ...]  # longest first
    lines: dict[str, tuple[_Rows, _Rows]]  # key -> rows, remark rows
    # key -> for each row, the first words of each class the row cannot leave out: a line
    # that holds none of one such class's first words is no line of that row
    needs: dict[str, tuple[tuple[frozenset[str], ...], ...]]
    # a word -> the meanings one of whose rows needs a class that word may begin; and the meanings
    # with a row that needs no class at all: only these are looked at closer
    keys_by_word: dict[str, frozenset[str]]
    always: tuple[str, ...]
    phrases: dict[str, frozenset[Phrase]]  # the classes passed over in some meanings' lines
    lang: str  # whose small words end a deal code said in a line
    # the tag questions that ask for agreement ("..., ok?"), longest first: "no?" takes back
    tags: tuple[Phrase, ...]


def _by_first(phrases: frozenset[Phrase]) -> dict[str, tuple[Phrase, ...]]:
    found: dict[str, list[Phrase]] = {}
    for phrase in phrases:
        found.setdefault(phrase[0], []).append(phrase)
    return {w: tuple(sorted(ps, key=len, reverse=True)) for w, ps in found.items()}


@cache
def _grammar(lang: str) -> _Grammar:
    lines = {key: (grammar_lines(lang, key), remark_lines(lang, key)) for key in LIFE_KEYS}
    names = {name for rows, remarks in lines.values() for row in (*rows, *remarks) for name, _ in row}
    names |= {name for names in (*_UNLESS.values(), *_PASSED_OVER.values()) for name in names}
    classes = {name: _by_first(word_class(lang, name)) for name in names}
    needs = {
        key: tuple(
            tuple(frozenset(classes[name]) for name, optional in row if not optional and name != DEAL_CODE)
            for row in rows
        )
        for key, (rows, _) in lines.items()
    }
    requests = tuple(sorted(word_class(lang, "request"), key=len, reverse=True))
    by_word: dict[str, set[str]] = {}
    for key, rows in needs.items():
        for row in rows:
            for word in row[0] if row else ():
                by_word.setdefault(word, set()).add(key)
    always = tuple(key for key, rows in needs.items() if any(not row for row in rows))
    keys_by_word = {word: frozenset(keys) for word, keys in by_word.items()}
    passed = {name: word_class(lang, name) for names in _PASSED_OVER.values() for name in names}
    indexed = {key: (_rows(rows, classes), _rows(remarks, classes)) for key, (rows, remarks) in lines.items()}
    tags = tuple(sorted(tag_questions(lang) - talk_of(Chatter.NO, lang), key=len, reverse=True))
    return _Grammar(
        classes,
        _by_first(around_words(lang)),
        requests,
        indexed,
        needs,
        keys_by_word,
        always,
        passed,
        lang,
        tags,
    )


def life_said(p: Piece) -> Intent | None:
    """The one meaning the grammar lines give the whole line, or None."""
    g = _grammar(p.lang)
    words = tuple(p.words)
    said = frozenset(words)
    # the cheap look first: most lines lack a word every row of a meaning needs
    near = set(g.always).union(*(g.keys_by_word.get(w, ()) for w in said))
    maybe = [
        key
        for key in LIFE_KEYS
        if key in near and any(all(not need.isdisjoint(said) for need in row) for row in g.needs[key])
    ]
    if not maybe:
        return None
    starts = _openings(words, p.lang)
    covers: dict[tuple[str, ...], _Cover] = {}  # the rows matched, shared by the meanings tried
    found = {
        key
        for key in maybe
        if any(_said(words[s:], key, g, covers) for s in starts) and not _says_unless(words, key, g)
    }
    found -= {lesser for lesser, fuller in _LESSER.items() if fuller in found}
    if len(found) != 1:
        return None
    key = found.pop()
    if key in _ACTING and any(_held_whole(words[s:], key, p.lang) for s in starts):
        return None  # a phrase the lexicon holds whole means what it says there ("quit it": stop it)
    meaning = _MEANING[key]
    if (
        key in _ACTING
        and isinstance(meaning, Command)
        and meaning.cmd in ASKED_BACK
        and _tagged(words, g)
        and not any(_phrase_of(words, name, g) for name in _TOLD.get(key, ()))
    ):
        return replace(meaning, asked=True)  # "quit ok?": agreement asked; a yes does it
    if key in ("new", "new-variant") and (named := _phrase_of(words, "variant", g)):
        meaning = Command(Cmd.NEW, named)  # "start a new lucas game": that variant
    if key == "new-code":
        meaning = Command(Cmd.NEW, _code_said(words, p.lang))  # "play FT1-N-2345673"
    if key == "resume-numbered" and (number := _numbered(words, p.lang)) is not None:
        meaning = Command(Cmd.RESUME, str(number))  # "go back to saved game 2"
    if isinstance(meaning, Setting) and (
        asks_how_it_is(p)
        or (key in SETTING_KEYS and "?" in words and not any(_request(words[s:], g) for s in starts))
    ):
        # "are the automatic moves off?", "m'avises abans d'un moviment perdedor?" (do you warn me):
        # a setting asked about is read out, never changed; "can you warn me before I lose?" asks
        # for the change
        return Setting(meaning.name, None)
    return meaning


def _code_said(words: tuple[str, ...], lang: str) -> str:
    """The words of the deal code the line says, as a new deal by its code keeps them."""
    at = next(i for i, w in enumerate(words) if code_length(words, i, lang))
    return " ".join(words[at : at + code_length(words, at, lang)])


def _held_whole(words: tuple[str, ...], key: str, lang: str) -> bool:
    """Whether the words are a phrase the lexicon holds whole, of a command other than one
    `key` says more than ("I'm done for today, save the game": leaving, the game saved)."""
    tags = lexicon(lang).phrases.get(tuple(w for w in words if w != "?"))
    if tags is None:
        return False
    lesser = {_MEANING[k] for k, fuller in _LESSER.items() if fuller == key}
    return not any(Command(tag.value) in lesser for tag in tags if isinstance(tag.value, Cmd))


def _numbered(words: tuple[str, ...], lang: str) -> int | None:
    """The number a saved game is taken up by: the last number the line says, past the words
    before it ("volta para um jogo salvo número 2": 2, never the article "um")."""
    said = numbers_said(lang)
    longest = max(map(len, said))
    return next(
        (
            said[phrase]
            for end in range(len(words), 0, -1)
            for n in range(min(longest, end), 0, -1)
            if (phrase := words[end - n : end]) in said
        ),
        None,
    )


def _openings(words: tuple[str, ...], lang: str) -> tuple[int, ...]:
    """Where the line may begin: at its first word, and past the talk and the "so" said first
    ("hola, tens alguna idea?", "beleza, faz isso", "dakle, imaš li ideju?", "e aí, alguma
    ideia?" ask and act as the line without them does)."""
    talk = talk_before(list(words), lang)
    so = max((len(w) for w in so_words(lang) if words[talk : talk + len(w)] == w), default=0)
    return tuple(sorted({0, talk, talk + so} - {len(words)}))


def _said(words: tuple[str, ...], key: str, g: _Grammar, covers: dict[tuple[str, ...], _Cover]) -> bool:
    """Whether the rows of `key` cover the words: a request said first is passed over, or is
    one of the row's own words ("could I have the next card")."""
    request = _request(words, g)
    return _covers(words, request, key, g, covers) or (request > 0 and _covers(words, 0, key, g, covers))


def _tagged(words: tuple[str, ...], g: _Grammar) -> int:
    """How many words a tag question asking agreement ends the line with, its "?" too
    ("... for later ok?"); 0 when none, or when it is all the line says."""
    if words[-1:] != ("?",):
        return 0
    return next(
        (len(tag) + 1 for tag in g.tags if len(words) > len(tag) + 1 and words[-len(tag) - 1 : -1] == tag), 0
    )


def _request(words: tuple[str, ...], g: _Grammar) -> int:
    """How many words of a request ("could you") the words begin with; 0 when none."""
    return next((len(r) for r in g.requests if words[: len(r)] == r), 0)


def _phrase_of(words: tuple[str, ...], name: str, g: _Grammar) -> str:
    """The words of the first phrase of the class `name` the line says, or ""."""
    return next(
        (
            " ".join(phrase)
            for i, w in enumerate(words)
            for phrase in g.classes[name].get(w, ())
            if words[i : i + len(phrase)] == phrase
        ),
        "",
    )


def _says_unless(words: tuple[str, ...], key: str, g: _Grammar) -> bool:
    """Whether the line says a phrase of a class that leaves `key` unread."""
    return any(_phrase_of(words, name, g) for name in _UNLESS.get(key, ()))


def _covers(
    said: tuple[str, ...], request: int, key: str, g: _Grammar, covers: dict[tuple[str, ...], _Cover]
) -> bool:
    """Whether the rows of `key` cover the words (the request said first passed over)."""
    words = said[request:]
    if key in _ASKED and words[-1:] != ("?",):
        return False
    if key in _ACTING:
        if "?" in words[:-1] or (words[-1:] == ("?",) and not request and not _tagged(words, g)):
            return False  # "a new game?" asks; "can we have a new game?" requests
        words = tuple(w for w in words if w != "?")
    else:
        words = tuple(w for w in words if w != "?")  # "what? say it again"
    for name in _PASSED_OVER.get(key, ()):
        words = tuple(drop_phrases(list(words), g.phrases[name]))
    rows, remarks = g.lines[key]
    if not words:
        return False
    if (cover := covers.get(words)) is None:
        cover = covers[words] = _Cover(words, g)
    return cover.whole(rows, remarks)


# the meanings whose remarks say what the player thinks of a hint: a line of them only asks nothing
HINT_REMARKED = frozenset({"other-hint", "another-hint"})


def only_remarks(p: Piece, keys: frozenset[str] = _ACTING) -> bool:
    """Whether the line is only what is said beside leaving or dealing again, and asks
    neither: "ik ga weg" (I'm off), "enough for today", "I messed up". Such a line never
    acts, however its words read one by one ("ga weg": go up). `keys`: the meanings whose
    remarks are looked at ("I don't like that hint", beside asking another, `HINT_REMARKED`)."""
    g = _grammar(p.lang)
    words = tuple(w for w in p.words if w != "?")
    cover = _Cover(words, g)
    if not words or len(words) in cover.past_small(0):
        return False  # small words only ("up", "make it so", "daj"): no remark is said
    return any(cover.whole(_NO_ROWS, g.lines[key][1], wanted=False) for key in sorted(keys))


class _Cover:
    """The rows matched over one line's words, from each place."""

    def __init__(self, words: tuple[str, ...], g: _Grammar) -> None:
        self.words = words
        self.g = g
        self._past: dict[int, frozenset[int]] = {}
        self._ends: dict[tuple[int, int], set[int]] = {}  # by the row's id and the place
        self._said: dict[tuple[str, int], tuple[int, ...]] = {}  # by the class and the place

    def whole(self, rows: _Rows, remarks: _Rows, wanted: bool = True) -> bool:
        """Whether rows, one at least of `rows` (none of them when not `wanted`), said one
        after the other cover every word."""
        n = len(self.words)
        seen: set[tuple[int, bool]] = set()
        todo = [(i, False) for i in self.past_small(0)]
        while todo:
            state = todo.pop()
            if state in seen:
                continue
            seen.add(state)
            at, strong = state
            word = self.words[at] if at < n else None
            for row_set, makes in ((rows, True), (remarks, False)):
                for row in row_set.at(word):
                    for end in self.row_ends(row, at):
                        todo.extend((k, strong or makes) for k in self.past_small(end))
        return (n, wanted) in seen

    def past_small(self, at: int) -> frozenset[int]:
        """Every place reached from `at` over small words only (`at` itself too)."""
        if at not in self._past:
            reached = {at}
            todo = [at]
            while todo:
                i = todo.pop()
                for phrase in self.g.around.get(self.words[i], ()) if i < len(self.words) else ():
                    j = i + len(phrase)
                    if self.words[i:j] == phrase and j not in reached:
                        reached.add(j)
                        todo.append(j)
            self._past[at] = frozenset(reached)
        return self._past[at]

    def row_ends(self, row: Line, at: int) -> set[int]:
        """Where a row said from `at` can end, small words between its classes; each row is
        tried once from each place, whether a row before it made the line's meaning or not."""
        if (ends := self._ends.get((id(row), at))) is None:
            ends = self._ends[id(row), at] = self._row_ends(row, at)
        return ends

    def _row_ends(self, row: Line, at: int) -> set[int]:
        # the row may begin here: `_Rows.at` gave only the rows whose first class holds this word
        places = {at}
        for k, (name, optional) in enumerate(row):
            starts = places if k == 0 else {j for i in places for j in self.past_small(i)}
            ends = {end for i in starts for end in self._class_ends(name, i)}
            places = ends | starts if optional else ends
            if not places:
                return set()
        return {j for j in places if j > at}

    def _class_ends(self, name: str, at: int) -> tuple[int, ...]:
        """Where a phrase of the class `name` said at `at` ends: many rows share a class, and
        each looks at the same places."""
        if (ends := self._said.get((name, at))) is None and name == DEAL_CODE:
            length = code_length(self.words, at, self.g.lang) if at < len(self.words) else 0
            ends = self._said[name, at] = (at + length,) if length else ()
        if ends is None:
            words = self.words
            phrases = self.g.classes[name].get(words[at], ()) if at < len(words) else ()
            ends = tuple(at + len(phrase) for phrase in phrases if words[at : at + len(phrase)] == phrase)
            self._said[name, at] = ends
        return ends


def one_move_named(p: Piece) -> bool:
    """Whether the line names one move by a demonstrative and the noun of a move ("that move",
    "aquesta jugada", "taj potez"): a move spoken of, never the list of moves."""
    g, words = _grammar(p.lang), tuple(p.words)
    after = {
        i + len(that)
        for i, w in enumerate(words)
        for that in g.classes["that"].get(w, ())
        if words[i : i + len(that)] == that
    }
    return any(
        words[j : j + len(noun)] == noun
        for j in after
        if j < len(words)
        for noun in g.classes["move"].get(words[j], ())
    )
