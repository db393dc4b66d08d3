"""What a typed line means, as small typed values, and their compact notation
(`format_intent`), beside the parser that makes them (`lang.parser.parse`).

The notation is language-neutral: `move 7S -> 8S`, `cmd draw`, `set speech on`,
`read c3`; the parser fixtures are written in it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from fortythieves.core.cards import Card, Rank
from fortythieves.core.moves import PileKind
from fortythieves.lang.folding import normalize


class Cmd(StrEnum):
    """A command said alone, or with free text after it (`new maria`, `rules scoring`).
    The value is its lexicon key: the catalogue's words for it are found by it."""

    DRAW = "draw"
    REDEAL = "redeal"
    UNDO = "undo"
    REDO = "redo"
    NEW = "new"
    RESTART = "restart"
    QUIT = "quit"
    BOARD = "board"
    SHOW = "show"
    EXPOSED = "exposed"
    SCORE = "score"
    CODE = "code"
    MOVES = "moves"
    REPEAT = "repeat"
    WHY = "why"
    STOP = "stop"
    RULES = "rules"
    HELP = "help"
    SPELL = "spell"  # the deal code with the spelling alphabet
    SETTINGS = "settings"
    GAMES = "games"
    RESUME = "resume"
    STATS = "stats"
    HISTORY = "history"
    REPLAY = "replay"
    EXPORT = "export"
    HINT = "hint"  # the next move of a winning line, from the solver
    NEXT = "next"  # "the next one": after a hint, the next hint; elsewhere the game asks the next what
    AFTER_HINT = "after-hint"  # "and then?" right after a hint: the move after it on its line, played not
    OTHER_HINT = "other-hint"  # "another hint", "a different hint": a move other than those hinted here
    PLAY_HINT = "play-hint"  # that move, played
    CAN_WIN = "can-win"  # whether this game can still be won
    STOP_OR_QUIT = "stop-or-quit"  # Dutch "stop": silence or leave? the game asks
    NEW_WINNABLE = "new-winnable"  # a new deal known to be winnable, of a variant named after it
    STOCK_LEFT = "stock-left"  # how many cards are left to draw
    ALL_UP = "all-up"  # "put everything you can on the foundations": the moves that send a card up, listed
    DRAW_ASKED = "draw-asked"  # "can I draw?", "should I draw?": whether a draw is possible, and advised
    MOVE_COUNT = "move-count"  # how many moves were made, and how many taken back
    AGAIN = "again"  # the last draw, undo or redo once more
    OTHER_ONE = "other-one"  # "and the other one too" after a card named: its other copy, sent where it went
    GIVE_UP = "give-up"  # "I give up": the game asks whether to deal again or leave, and does neither
    SAVE = "save"  # the game written to the store now, and said saved only once the store holds it

    @property
    def takes_text(self) -> bool:
        """The rest of the line is a name, a code, a number or a help topic, kept as typed."""
        return self in _TAKES_TEXT


# `new maria`, `rules scoring`, `help moves`, `resume 3`, `replay FT1-N-...`, `stats maria`,
# `history 20`, `export 2`
_TAKES_TEXT = frozenset(
    {
        Cmd.NEW,
        Cmd.NEW_WINNABLE,
        Cmd.RULES,
        Cmd.HELP,
        Cmd.RESUME,
        Cmd.STATS,
        Cmd.HISTORY,
        Cmd.REPLAY,
        Cmd.EXPORT,
    }
)


class SettingName(StrEnum):
    LANGUAGE = "language"
    VERBOSITY = "verbosity"
    ORDER = "order"
    AUTOPLACE = "autoplace"
    QUICKPLAY = "quickplay"
    WARNLOSS = "warnloss"  # warn when a move loses the game
    SPEECH = "speech"
    RATE = "rate"
    VOLUME = "volume"
    TERMINAL = "terminal"  # the terminal face of a network connection: not kept between sessions

    @property
    def switch(self) -> bool:
        """Turned on and off ("speech on", "activa la veu")."""
        return self in (
            SettingName.AUTOPLACE,
            SettingName.QUICKPLAY,
            SettingName.WARNLOSS,
            SettingName.SPEECH,
            SettingName.TERMINAL,
        )

    @property
    def level(self) -> bool:
        """Set by a number ("rate 200", "volume 80")."""
        return self in (SettingName.RATE, SettingName.VOLUME)


class Query(StrEnum):
    """The words that ask about the board or act on one thing named after them."""

    READ = "read"
    WHERE = "where"
    OPTIONS = "options"
    TAP = "tap"
    FITS = "fits"  # "what can go on the queen of hearts?"
    UNDER = "under"  # "what is under the king of spades?"


class About(StrEnum):
    """What a question asks of a card or a place, besides reading it out."""

    FITS = "fits"  # the cards the rules let be put on it, and where each lies
    UNDER = "under"  # the cards beneath it in its column


class Value(StrEnum):
    """The values a setting is given in words."""

    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"
    DEALT_FIRST = "dealt-first"
    EXPOSED_FIRST = "exposed-first"
    ON = "on"
    OFF = "off"
    LOUDER = "louder"  # the volume a step up: "louder", "speak up"
    QUIETER = "quieter"  # the volume a step down
    FASTER = "faster"  # the speech rate a step up: "faster", "speak faster"
    SLOWER = "slower"  # the speech rate a step down: "slow down", "speak slower"
    LONGER = "longer"  # the replies a level fuller: "longer replies please", "risposte più lunghe"
    SHORTER = "shorter"  # the replies a level shorter: "shorter please", "iets korter"


Keyword = Cmd | SettingName | Query


def keyword(key: str) -> Keyword | None:
    """The command word a lexicon key names, if it names one."""
    for kind in (Cmd, SettingName, Query):
        if key in kind._value2member_map_:
            return kind(key)
    return None


# ----- references to cards and places ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardRef:
    """A card named: "the 7 of hearts"."""

    card: Card


@dataclass(frozen=True, slots=True)
class PileRef:
    """A place named: a column, a foundation, the stock or the waste."""

    kind: PileKind
    index: int | None = None  # 0-based; None: any (a foundation, an empty column)
    empty: bool = False


@dataclass(frozen=True, slots=True)
class RankRef:
    """A card named by its rank alone: "the king", "l'as"; or with a colour: "the red
    ace", a card of either suit of that colour."""

    rank: Rank
    red: bool | None = None  # None: any colour

    def fits(self, card: Card) -> bool:
        return card.rank == self.rank and (self.red is None or card.suit.is_red == self.red)


Spec = CardRef | PileRef | RankRef


@dataclass(frozen=True, slots=True)
class It:
    """ "move it", "mou-la", "spostalo": the card or place named last, which the session
    knows and the parser does not."""


Said = Spec | It
"""What a verb acts on as typed: a card or place, or "it"."""


# ----- intents ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Command:
    """A command said: "draw", "undo", "rules scoring"."""

    cmd: Cmd
    rest: str = ""  # the words after the command, as typed
    # "more", "mais", "meer" alone: the last action once more only right after it; after a
    # reading ("board", then "more") the session asks what to repeat. A redo so said ("alles
    # opnieuw", "ponovi sve") plays the moves again only right after they were undone; another
    # hint so said ("got anything else?") is one only right after a hint
    right_after: bool = False
    # what a line said `right_after` means when the session finds it is not: "ponovi sve"
    # repeats the last reply; None, the session asks what to do again
    instead: Cmd | None = None
    # "vrati ta 4 poteza natrag": "bring those moves back" may be a redo too; right after
    # moves were undone the session asks which, elsewhere it undoes as the words say
    or_redo: bool = False
    # "do that move", "fes aquesta jugada", "odigraj to": the hint played only when it is the move
    # named last (a hint's, another suggestion's, the one place a card read was said to go), which
    # the session knows; with no move named it plays nothing and says so
    named_last: bool = False
    # "do what you suggest", "odigraj savjet", "play the next one": the move the game suggested
    # (a hint, another suggestion), never a move just refused nor a place a card read can go; with
    # none pending, the hint is played ("play the hint"), or said when `instead` is the hint
    suggested: bool = False
    # "should I start again?", "a new game?": a command that changes the game, asked about;
    # the game asks back whether to do it, and only a yes does it
    asked: bool = False
    # "undo the one with the 9", "redo that last draw": an undo or redo said of one move, a
    # card's ("9", "9C") or a draw ("draw"); done only when the move it would take back or play
    # again is that one, which the session knows, and otherwise the game says which move it is
    of: str = ""


ALL_MOVES = "all"  # an undo's or redo's `rest` said of all the moves ("redo them all")
ADVICE = "advice"  # a draw asked about's `rest` when it asks for advice ("should I draw?"), not leave

COUNTED = frozenset({Cmd.DRAW, Cmd.UNDO, Cmd.REDO, Cmd.AGAIN, Cmd.PLAY_HINT})
"""The commands a count of times repeats ("draw 3", "again twice", "undo 2", "play the hint
3 times"): its `rest`."""


@dataclass(frozen=True, slots=True)
class Read:
    """A card or place to read out, or the whole board."""

    what: Spec | None  # None: the whole board
    # "to the foundation", "a la base": a place said alone as where a card goes; right
    # after the game named a card it moves that card there (the session knows which)
    to: bool = False
    # "foundation", "home": a foundation named alone, with no verb; right after a draw the
    # game said goes up, it is where that card goes. The same read either way otherwise.
    alone: bool = field(default=False, compare=False)
    # "the king in column 3", with no verb: the card named where it lies (0-based column),
    # read there; the session reads the column when no such card lies in it
    lying_in: int | None = None
    # "how many cards are in column 3?": the place's count is asked, said before its cards
    count: bool = False
    # "what can go on it?", "what is under it?": asked of the card or place instead of reading it
    about: About | None = None
    # "what's under it?": asked of the card or place named last, which the session knows
    it: bool = False
    # "e na 4?", "and column 4?": the question asked just before, of this place (the session
    # knows which); a plain read when none was
    same: bool = False
    # "what's the last card of column 5?": the card at the end of the column asked, said alone
    # rather than the whole column; the same read as the column's otherwise
    end: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class Where:
    """A card looked for: "where is the queen of hearts?"."""

    card: Card | None


@dataclass(frozen=True, slots=True)
class Options:
    """The moves a card or a place has: "options column 3"."""

    what: Said | None


@dataclass(frozen=True, slots=True)
class Tap:
    """A card or a place tapped: it moves where the double-click rule sends it."""

    what: Said | None


@dataclass(frozen=True, slots=True)
class Setting:
    """A setting changed: "verbosity full", "language italian"."""

    name: SettingName
    value: str | None  # a `Value`, a language as typed, a number, or None when missing


@dataclass(frozen=True, slots=True)
class MoveIntent:
    """A move said: what moves, and where to when it is said."""

    source: Said
    target: Said | None  # None: the double-click rule picks the place
    count: int | None = None
    origin: PileRef | None = None  # "from the foundation"
    back: bool = False  # "take ... back"
    # "8 on 9", "acht op negen": two bare numbers may be two columns or two ranks; the
    # other reading, which the resolver weighs against the legal moves
    other: MoveIntent | None = None
    # "can the seven go on the eight?": a question whether the move is legal; when it is,
    # the game offers it and plays it after a "yes" (players read such a question both ways)
    ask: bool = False
    # "should I play the 7 on the 8?": asked with a word of advice; the answer is the hint's
    # verdict on the move, besides whether it is allowed
    advice: bool = False
    # "and the 3 too", "i el 3", "e anche il 2": where the card moved last went, said of
    # another card (a foundation); the session knows that move, the parser does not
    like_last: bool = False
    # "on the queen in column 5": the column the card moved onto ends; the move goes there
    # only when that column ends with that card
    target_in: int | None = None
    # "put the 7 on the 8 twice": a count of times, which a move (made once) never takes;
    # the session refuses the line rather than make the move once
    times: int | None = None
    # "os dois ases para as bases", "both aces up": a count said of the card's name, as many
    # copies moved in turn; when more cards than that could go, the game asks which
    copies: int | None = None


@dataclass(frozen=True, slots=True)
class Unknown:
    """A line not understood, quoted, with the command it may have meant."""

    words: tuple[str, ...]  # the words not understood
    suggestion: str | None = None  # the nearest command word
    too_long: bool = False
    # one command of a line of several ("draw and then fly"): none of the line is done
    in_series: bool = False


@dataclass(frozen=True, slots=True)
class Nothing:
    """An empty line, or one of only small words."""


@dataclass(frozen=True, slots=True)
class Series:
    """Commands said in one line, joined by "then" ("draw and then undo", "put the 5 on the
    6 and draw"): each done in turn, as if typed on a line of its own."""

    parts: tuple[Step, ...]  # none when the line holds more than MAX_SERIES: it is refused unread
    said: tuple[str, ...]  # each part as typed, to name the ones not done


MAX_SERIES = 4
"""The most commands one line may hold: a longer line is refused whole."""

Step = Command | Read | Where | Options | Tap | Setting | MoveIntent
"""What one part of a series may be: a command understood."""

Intent = Step | Series | Unknown | Nothing


# ----- the notation ------------------------------------------------------------------------
def format_spec(s: Said | None) -> str:
    if s is None:
        return "place"
    if isinstance(s, It):
        return "it"
    if isinstance(s, CardRef):
        return s.card.short()
    if isinstance(s, RankRef):
        colour = "" if s.red is None else " red" if s.red else " black"
        return "rank " + s.rank.short + colour
    if s.kind is PileKind.COLUMN:
        if s.empty:
            return "empty" if s.index is None else f"c{s.index + 1} empty"
        return "c" if s.index is None else f"c{s.index + 1}"
    if s.kind is PileKind.FOUNDATION:
        return "f" if s.index is None else f"f{s.index + 1}"
    return str(s.kind.value)


def format_intent(intent: Intent) -> str:
    """The compact notation of an intent.

    >>> format_intent(MoveIntent(PileRef(PileKind.COLUMN, 2), PileRef(PileKind.COLUMN, 4)))
    'move c3 -> c5'
    """
    match intent:
        case Command(cmd, rest):
            rest = normalize(rest)  # as typed; compared without accents or case
            of = f" of {intent.of}" if intent.of else ""
            return ("ask " if intent.asked else "") + f"cmd {cmd}" + (f" {rest}" if rest else "") + of
        case Read(what):
            lying = "" if intent.lying_in is None else f" in c{intent.lying_in + 1}"
            verb = intent.about.value if intent.about else "count" if intent.count else "read"
            if what is None:
                return f"{intent.about} {'it' if intent.it else '?'}" if intent.about else "read board"
            return f"{verb} {format_spec(what)}{lying}"
        case Where(card):
            return f"where {card.short() if card else '?'}"
        case Options(what):
            return f"options {format_spec(what) if what else '?'}"
        case Tap(what):
            return f"tap {format_spec(what) if what else '?'}"
        case Setting(name, value):
            shown = normalize(value or "") if name is SettingName.LANGUAGE else value
            return f"set {name} {shown or '?'}"
        case MoveIntent(source, target, count, origin, back, _, ask, _, like_last):
            where = "like last" if like_last else format_spec(target)
            out = ("ask " if ask else "") + f"move {format_spec(source)} -> {where}"
            if count:
                out += f" x{count}"
            if origin:
                out += f" from {format_spec(origin)}"
            if intent.target_in is not None:
                out += f" in c{intent.target_in + 1}"
            if intent.times is not None:
                out += f" {intent.times} times"
            if intent.copies is not None:
                out += f" {intent.copies} copies"
            return out + (" back" if back else "")
        case Series(parts, said):
            return " ; ".join(format_intent(part) for part in parts) if parts else f"series of {len(said)}"
        case Unknown():
            return "unknown"
        case Nothing():
            return "nothing"


def refers_back(intent: Intent) -> bool:
    """Whether the intent says "it" for the card or place named last."""
    if isinstance(intent, MoveIntent):
        return isinstance(intent.source, It) or isinstance(intent.target, It)
    if isinstance(intent, Read):
        return intent.it
    return isinstance(intent, Tap | Options) and isinstance(intent.what, It)


Referring = MoveIntent | Tap | Options | Read
"""The intents that may say "it"."""


def with_referent(intent: Referring, referent: Spec) -> Referring:
    """The intent with "it" replaced by what it stands for; "take it back" said of a card
    or a foundation takes it from the foundation."""
    if isinstance(intent, Tap):
        return Tap(referent if isinstance(intent.what, It) else intent.what)
    if isinstance(intent, Options):  # "where can it go?"
        return Options(referent if isinstance(intent.what, It) else intent.what)
    if isinstance(intent, Read):  # "what's under it?"
        return Read(referent, about=intent.about)
    source = referent if isinstance(intent.source, It) else intent.source
    target = referent if isinstance(intent.target, It) else intent.target
    origin = intent.origin
    if intent.back and origin is None and isinstance(intent.source, It):
        # back from a foundation: a place named last that is no foundation is not "it" here
        if isinstance(referent, PileRef) and referent.kind is PileKind.FOUNDATION:
            origin = referent
        else:
            origin = PileRef(PileKind.FOUNDATION)
    return MoveIntent(
        source,
        target,
        intent.count,
        origin,
        intent.back,
        ask=intent.ask,
        advice=intent.advice,
        target_in=intent.target_in,
    )


GAME_COMMANDS = frozenset(
    {
        Cmd.DRAW,
        Cmd.REDEAL,
        Cmd.UNDO,
        Cmd.REDO,
        Cmd.NEW,
        Cmd.NEW_WINNABLE,
        Cmd.RESTART,
        Cmd.QUIT,
        Cmd.PLAY_HINT,
    }
)
"""The commands that change the game in play or end the session."""


def changes_game(intent: Intent) -> bool:
    """Whether an intent may change the game (a move, a tap, a draw, undo, a new deal,
    quitting): an everyday phrase must never give one. A move asked about changes nothing
    until the player says yes to it, and so does a command asked about."""
    if isinstance(intent, MoveIntent):
        return not intent.ask
    if isinstance(intent, Tap):
        return True
    if isinstance(intent, Series):
        return any(changes_game(part) for part in intent.parts)
    return isinstance(intent, Command) and intent.cmd in GAME_COMMANDS and not intent.asked
