"""How a session answers a typed line: the line read (`play.readings`), offered to the
modes on the stack, then dispatched: a command to its handler (`play.commands`), a
setting to `play.configure`, a reading of the board, a move resolved (`play.resolver`)
and played (`play.acting`); and what a search decided since the last line (`alert`). It
sees the session as a `play.host.Host`.

The session loads this module with the first line, and a face loads it while the player
reads the opening (`faces.console`): the opening needs none of the words and tables of
the commands, so it is said without them.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, assert_never

from fortythieves.core.cards import Card, Suit
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.core.rules import Reason
from fortythieves.core.state import Refusal, State
from fortythieves.lang.chatter import Chatter, chatter
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import (
    ALL_MOVES,
    About,
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    Nothing,
    Options,
    PileRef,
    RankRef,
    Read,
    Said,
    Series,
    Setting,
    Spec,
    Tap,
    Unknown,
    Where,
    refers_back,
    with_referent,
)
from fortythieves.lang.lexicon import word
from fortythieves.lang.meanwords import opens_with_i_mean, without_i_mean
from fortythieves.lang.otherone import other_one_rest
from fortythieves.lang.phrasing import capital
from fortythieves.lang.printable import printable
from fortythieves.lang.redowords import says_redo_button
from fortythieves.lang.takebackwords import all_played
from fortythieves.lang.turnedwords import says_turned
from fortythieves.play import asked
from fortythieves.play import reply as ev
from fortythieves.play.advisor import Outlook
from fortythieves.play.again import by_places, made_again
from fortythieves.play.commands import REPEATABLE, SPECS, Kind
from fortythieves.play.configure import change
from fortythieves.play.hints import hinted_here
from fortythieves.play.itmeant import moved_or_left
from fortythieves.play.modes import Listed, Suggested, UndoOrRedo
from fortythieves.play.ofmove import not_that_move
from fortythieves.play.proposed import (
    drawn_goes,
    from_foundation,
    nothing_proposed,
    plays_it,
    proposed_move,
    that_move,
    to_empty,
)
from fortythieves.play.readings import read_line
from fortythieves.play.referent import lies_in, turned_meant
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import (
    Ask,
    NotFound,
    Refused,
    lying_in,
    offer,
    option_counts,
    resolve_move,
    resolve_tap,
    sources,
)
from fortythieves.play.should import should_answer
from fortythieves.play.why import Advised, Why

if TYPE_CHECKING:
    from fortythieves.play.host import Host


def handle(s: Host, line: str) -> Reply:
    """The reply to a typed line, after the loss warning a search decided since the
    last move, if the face has not said it yet."""
    warned = alert(s)
    reply = answer(s, line)
    if warned is None:
        return reply
    return Reply(f"{warned.text} {reply.text}", reply.events, reply.quit)


def answer(s: Host, line: str) -> Reply:
    """The reply to a line: read, offered to the modes on the stack (the one asked last
    first), taken as everyday talk when it holds no command, else dispatched."""
    line = printable(line)
    intent = read_line(line, s.lang, s.settings.quickplay)
    if s.last_undone and says_redo_button(line, s.lang) and not _redoes(intent):
        # "ponovi", "opnieuw" right after an undo: the Redo button's word takes back the undo
        # (all it took back), never "say it again"; a redo word keeps its own count ("redo")
        intent = Command(Cmd.REDO, str(s.last_undone))
    refused, s.refused_move = s.refused_move, None
    asked, s.asked_last = s.asked_last, None
    if that_move(intent) and refused is not None and not _suggested(intent):
        intent = refused  # "do that move" right after a move was refused: that move, said again
    if isinstance(intent, Read) and intent.same:  # "e na 4?": that question, of column 4, or a read
        intent = dataclasses.replace(asked or intent, what=intent.what, lying_in=None, it=False, same=False)
    if refused is not None and (meant := _card_corrected(line, s.lang, intent, refused)) is not None:
        intent = meant
    turned = s.it.turned_pile(s.current, s.game.state)
    if turned is not None and says_turned(line, s.lang):
        # "play the turned card" right after a move turned one up: that card, not the waste's
        intent = turned_meant(intent, turned)
    if (other := _other_one(s, line, intent)) is not None:
        intent = other  # "and the other one (too)" right after a card moved: its other copy
    if not (isinstance(intent, Command) and intent.cmd is Cmd.HISTORY):
        s.history_from = None
    if intent == s.done_last and opens_with_i_mean(line, s.lang):
        # "draw", then "oeps, ik bedoel trek": the command just done, said again to put the
        # line before right, is done already; it is never done a second time
        return s.said(Reply(s.r.done_already()))
    for mode in reversed(s.modes):  # the mode asked last reads the line first
        answered = mode.handle(s, line, intent)
        if answered is not None:
            return s.said(answered)
    from fortythieves.lang.answers import ordinal_chosen  # loaded with the parser, at the first line

    if (
        isinstance(intent, MoveIntent | Read | Unknown)
        and not (isinstance(intent, MoveIntent) and intent.like_last)  # "i onaj drugi isto": no ordinal
        and ordinal_chosen(line, s.lang) is not None
        and not _next_column_read(s, intent)
    ):
        # "the second one" answers a question or picks from a list; with neither open, its
        # number is no column ("the second one" is no move from column 2 to column 1)
        return s.said(Reply(s.r.nothing_to_choose()))
    if (proposed := nothing_proposed(s, line, intent)) is not None:
        return s.said(proposed)
    kind = chatter(line, s.lang) if _no_command(intent) else None
    if kind is Chatter.PARDON:
        intent = Command(Cmd.REPEAT)  # "eh?", "sorry?": the last reply again
    elif kind is not None:  # everyday talk: a word back, and nothing done
        hint = s.it.move_named(s.current, s.game.state)
        hinted = hint is not None
        named = (hint,) if hint is not None else s.it.offered_now(s.current, s.game.state) or drawn_goes(s)
        if kind is Chatter.YES and len(named) == 1 and not from_foundation(named[0]) and not s.it.beside:
            # a hint, or a card read or drawn with the one place it can go, then "yes" ("ja",
            # "može"): that move, as "do it" plays it
            return s.said(s.play(named[0]))
        if kind in (Chatter.YES, Chatter.AGREED) and (not hinted or s.it.beside) and len(named) == 1:
            return s.said(Reply(s.r.say_do_it(s.game.state, named[0])))  # "ok" only agrees
        return s.said(Reply(s.r.chatter(kind, s.game.can_undo(), hinted)))
    if isinstance(intent, Nothing) and _cancels(line, s.lang):
        return s.said(Reply(s.r.nothing_to_cancel()))  # "cancel" and no question waits
    reply = dispatch(s, intent)
    if not (isinstance(intent, Command) and intent.cmd is Cmd.REPEAT):
        s.done_last = (
            intent if any(isinstance(e, ev.Moved | ev.Undone | ev.Dealt) for e in reply.events) else None
        )
    for event in reply.events:
        if isinstance(event, ev.Listed):  # "what can I play?", then "the first one"
            s.enter(Listed(event.items))
    if isinstance(intent, Command) and intent.cmd is Cmd.REPEAT:
        return Reply(capital(reply.text), reply.events, reply.quit)
    return s.said(reply)


def _other_one(s: Host, line: str, intent: Intent) -> Intent | None:
    """ "and the other one", "e l'altro", "i l'altra sota?" right after a card was named: the
    other copy of that card, from where it lies, goes where the first went (asked with "?":
    where it can go); a copy out of reach is said where it lies, never the first one again."""
    rest = other_one_rest(line, s.lang)
    if any(isinstance(m, Listed) and m.picked is not None and len(m.items) == 2 for m in s.modes):
        return None  # "e l'altra" after a move chosen from two: the other move of the list
    if rest is None or (isinstance(intent, MoveIntent) and not intent.like_last):
        return None  # "put the other one on the 8": a move with its own place
    from fortythieves.play.copies import other_one_meant

    return other_one_meant(s, rest, "?" in line)


def _card_corrected(line: str, lang: str, intent: Intent, refused: MoveIntent) -> MoveIntent | None:
    """ "no, the ace" right after "move it to the foundation" was refused: the card said after
    the words that take one back, or with "I mean" before or after it ("peticu mislim", "ne,
    asa mislim", "il 3 di quadri, intendevo"), is the card meant, sent where the refused move
    went."""
    from fortythieves.lang.answers import after_taking_back  # loaded with the parser
    from fortythieves.lang.folding import normalize

    words = [w for w in (w.strip("?!.,;:") for w in normalize(line).split()) if w]
    rest = after_taking_back(without_i_mean(words, lang), lang)
    if len(rest) == len(words) or not rest:
        return None  # "the ace" alone reads it
    if not (isinstance(intent, Read) and isinstance(intent.what, CardRef | RankRef)):
        intent = read_line(" ".join(rest), lang, False)  # "ne, asa mislim": the card alone
    if not isinstance(intent, Read) or not isinstance(intent.what, CardRef | RankRef):
        return None
    return MoveIntent(intent.what, refused.target)


def _goes_up(s: Host, what: Spec | None) -> bool:
    """Whether the card just drawn can go to the foundation `what` names (any, when
    it names none)."""
    state = s.game.state
    if not isinstance(what, PileRef) or not s.it.drawn(s.current, state):
        return False
    return any(
        m.source == Pile(PileKind.WASTE)
        and m.target is not None
        and m.target.kind is PileKind.FOUNDATION
        and what.index in (None, m.target.index)
        for m in state.legal_moves()
    )


def _suggested(intent: Intent) -> bool:
    """ "do what you suggest", "odigraj savjet": the game's suggestion, never a move refused."""
    return isinstance(intent, Command) and intent.suggested


def _proposed(s: Host, offered: bool) -> bool:
    """Whether the game proposed a move: a hint's, or (`offered`) the one place a card read or
    drawn was said to go ("doe maar wat je voorstelde" after a draw that said so)."""
    state = s.game.state
    return s.it.move_named(s.current, state) is not None or (
        offered and bool(s.it.offered_now(s.current, state) or drawn_goes(s))
    )


def _next_column_read(s: Host, intent: Intent) -> bool:
    """ "read column 3", then "and the second?": a column was read last, so an ordinal
    alone reads another column."""
    last = s.it.get(s.current, s.game.state) if s.it.read else None
    return (
        isinstance(intent, Read)
        and isinstance(intent.what, PileRef)
        and intent.what.kind is PileKind.COLUMN
        and isinstance(last, PileRef)
        and last.kind is PileKind.COLUMN
    )


def dispatch(s: Host, intent: Intent) -> Reply:
    """What an intent does: "it" replaced by what it stands for, then a command to its
    handler, a setting changed, the board read, a move resolved and played."""
    state = s.game.state
    if isinstance(intent, MoveIntent) and intent.times is not None:
        if by_places(intent):  # "colonna 6 in base tre volte": the card there each time
            return made_again(s, intent, intent.times)
        return Reply(s.r.move_once())  # "put the 7 on the 8 twice": never made once silently
    if isinstance(intent, MoveIntent) and intent.copies is not None:
        from fortythieves.play.copies import move_copies

        return move_copies(s, intent)  # "os dois ases para as bases": each of them
    if plays_it(intent) and (hinted := s.it.move_named(s.current, state)) is not None:
        return s.play(hinted)  # "do it", "play it" after a hint: the hint's move
    if isinstance(intent, Command) and intent.suggested and not _proposed(s, intent.instead is None):
        # "do what you suggest", "play the next one" with no suggestion pending: the hint played,
        # or said ("play the next one" after the hint's move was played is the next hint)
        return dispatch(s, Command(intent.instead or Cmd.PLAY_HINT))
    if that_move(intent):
        return proposed_move(s)  # a question dropped for it: the move proposed before, or none
    # a draw, then "to the foundation": the card drawn; a card leaves a foundation only
    # when the player says so ("and on the 2", after the ace went up, reads the 2)
    if _draw_taken_back(s, intent):
        return dispatch(s, Command(Cmd.UNDO))  # a draw, then "take it back": that draw undone
    if (either := moved_or_left(s, intent)) is not None:
        return either  # right after a move, the card it left on top may be the one meant
    up = s.it.on_foundation(s.current, state)
    if isinstance(intent, Read) and intent.to and not up and s.it.names_card(s.current):
        intent = MoveIntent(It(), intent.what)
    elif isinstance(intent, Read) and intent.alone and _goes_up(s, intent.what):
        intent = MoveIntent(It(), intent.what)  # "it goes to foundation 4", then "foundation"
    if isinstance(intent, Options) and intent.what is None and s.it.get(s.current, state) is not None:
        intent = Options(It())  # "onde pode ir?", "dove può andare?": the subject unsaid is "it"
    if isinstance(intent, MoveIntent | Tap | Options | Read) and refers_back(intent):
        referent = s.it.get(s.current, state)
        if referent is None:
            return Reply(s.r.no_referent(s.it.gone(s.current)))
        # "from column 7" says where the card moved comes from: "it" is checked against it
        # only when "it" is that card ("play it from column 3"), never when it is the place
        # ("put the 2 from column 7 on it", "it" the ace just sent to a foundation)
        moved_it = isinstance(intent, MoveIntent) and isinstance(intent.source, It)
        intent = with_referent(intent, referent)
        if moved_it and isinstance(intent, MoveIntent) and not lies_in(state, referent, intent.origin):
            if isinstance(referent, CardRef):  # "play it from column 3", and it lies elsewhere: where
                return Reply(s.r.not_where_said(referent.card, s.p.where(state, referent.card)))
            return Reply(s.r.referent_elsewhere())
    s.it.heard(s.current, intent)
    if isinstance(intent, Read) and isinstance(intent.what, PileRef) and (intent.count or intent.about):
        s.asked_last = intent  # "and in 4?" on the next line asks it of column 4
    match intent:
        case Nothing():
            return Reply(s.r.empty_line())
        case Series():
            from fortythieves.play.series import run

            return run(s, intent, nothing_proposed)
        case Unknown(words, suggestion, too_long) if intent.in_series:
            return Reply(s.r.part_not_understood(words), (ev.NotUnderstood(),))
        case Unknown(words, suggestion, too_long):
            text = s.r.too_long() if too_long else s.r.not_understood(words, suggestion)
            if suggestion and not too_long:
                s.enter(Suggested(suggestion))  # "Did you mean draw?": "yes" draws
            return Reply(text, (ev.NotUnderstood(),))
        case Command(cmd, rest):
            if (other := not_that_move(s, intent)) is not None:
                return other  # "anula essa do 9" when the last move was another card's: nothing undone
            if intent.asked:  # "should I restart?": asked back, and a yes does it
                shown = (
                    all_played(translator(s.lang)) if rest == ALL_MOVES else rest
                )  # "anular tudo", never "all"
                said = f"{word(s.lang, cmd.value)} {shown}".strip()
                s.enter(Suggested(said))
                return Reply(s.r.command_asked(said))
            if intent.or_redo and _right_after(s, Cmd.REDO) and s.game.can_redo():
                moves = int(rest) if rest.isdigit() else 1
                s.enter(UndoOrRedo(moves))  # "vrati ta 4 poteza natrag", right after undoing: which?
                return Reply(s.r.undo_or_redo(moves))
            if intent.right_after and not _right_after(s, cmd):
                if intent.instead is not None:  # "ponovi sve" with nothing just undone: the last reply
                    return dispatch(s, Command(intent.instead))
                if cmd is Cmd.OTHER_HINT:  # "got anything else?" with no hint just given
                    return Reply(s.r.next_what())
                return Reply(s.r.again_what())  # "board", then "more": no action is repeated
            reply = SPECS[cmd].handler(s, rest)
            if cmd in (Cmd.UNDO, Cmd.REDO):
                s.last_action, s.last_moved = cmd, None
            elif SPECS[cmd].kind is Kind.ACTS and cmd not in REPEATABLE and not SPECS[cmd].plays:
                s.last_action, s.last_moved = None, None  # a new deal: nothing to repeat
            for event in reply.events:
                if isinstance(event, ev.Undone):  # "undo", then "play it": the card back in its place
                    stock = s.game.state.stock
                    drawn = stock[-1] if event.move.kind is MoveKind.DRAW and stock else None
                    s.it.at_source(s.current, s.game.state, event.move, drawn)
            return reply
        case Read(about=About()):  # "what can go on the queen of hearts?", "what is under it?"
            return Reply(asked.answer(s, intent, read))
        case Read(what, count=True) if isinstance(what, PileRef):
            return Reply(count(s, what))  # "how many cards are in column 3?"
        case Read(what, lying_in=int() as column) if what is not None:
            there = lying_in(state, what, column)  # "the king in column 3"
            if isinstance(there, PileRef) and isinstance(what, CardRef | RankRef):
                # "8 di picche nella colonna 9", and it lies elsewhere: where it can go there,
                # the move is offered ("Shall I move it?"), never played on a guess
                found = offer(resolve_move(state, MoveIntent(what, there), False))
                if isinstance(found, Ask) and found.offered:
                    return s.resolved(found)
            return Reply(read(s, there))
        case Read(what, end=True) if isinstance(what, PileRef):  # "what's the last card of column 5?"
            return Reply(asked.column_end(s, what, read))
        case Read(what):
            return Reply(read(s, what))
        case Where(card):
            if card is None:
                return Reply(s.r.where_needs_card())
            return Reply(s.p.where(state, card, s.settings.order))
        case Options(what):
            return Reply(options(s, what))
        case Tap(what):
            return s.resolved(resolve_tap(state, what))
        case Setting():
            # "redo", "brief", then "again": the last thing done was the setting, which
            # "again" does not repeat; it asks, as after any other action
            s.last_action, s.last_moved = None, None
            return change(s, intent)
        case MoveIntent(like_last=True):  # "and the 3 too": where the card before went
            last = s.last_target
            if last is None or last.kind not in (PileKind.FOUNDATION, PileKind.COLUMN):
                return Reply(read(s, intent.source if not isinstance(intent.source, It) else None))
            # a foundation: whichever takes the card; a column: that very column ("en de 6 er ook op")
            there = (
                PileRef(PileKind.FOUNDATION)
                if last.kind is PileKind.FOUNDATION
                else PileRef(last.kind, last.index)
            )
            same = dataclasses.replace(intent, target=there, like_last=False)
            return s.resolved(resolve_move(state, same, s.settings.autoplace))
        case MoveIntent(ask=True):  # "can the 7 go on the 8?": never auto-placed, never played yet
            # refused, it is answered as the move would be: the refusal states its rule once
            found = offer(resolve_move(state, intent, False))
            return should_answer(s, found) if intent.advice else s.resolved(found)
        case MoveIntent():
            value = resolve_move(state, intent, s.settings.autoplace)
            if isinstance(value, Refused | NotFound) and intent.target is not None:
                s.refused_move = intent  # "no, the ace" on the next line: that card, sent there
            made = s.resolved(value)
            if by_places(intent) and any(isinstance(e, ev.Moved) for e in made.events):
                s.last_places = intent  # "again" moves the card that lies there next
            return made
        case _:
            assert_never(intent)


def _draw_taken_back(s: Host, intent: Intent) -> bool:
    """Whether "it" is taken back with no place said ("take it back", "put it back", "leg hem
    terug") right after a draw, "it" the card just drawn: the draw is what is taken back. A
    drawn card has no place on the board to go back to but the stock."""
    return (
        isinstance(intent, MoveIntent)
        and isinstance(intent.source, It)
        and intent.back
        and intent.target is None
        and intent.origin is None
        and s.last_acted
        and s.last_action is Cmd.DRAW
        and s.it.drawn(s.current, s.game.state)
    )


def _right_after(s: Host, cmd: Cmd) -> bool:
    """Whether the last reply did what a command said right after it goes on from: any
    action for "more"; an undo for a redo ("alles opnieuw": the moves just taken back); a
    hint, in the position it was given in, for another ("got anything else?")."""
    if cmd is Cmd.OTHER_HINT:
        return hinted_here(s) is not None
    return s.last_acted and (cmd is not Cmd.REDO or s.last_action is Cmd.UNDO)


def read(s: Host, spec: Spec | None) -> str:
    p, state, order = s.p, s.game.state, s.settings.order
    verbosity = s.settings.verbosity
    if spec is None:
        return p.board(state, order, verbosity)
    if isinstance(spec, CardRef):  # where each copy is, and where it can go
        where = p.where(state, spec.card, order)
        found = sources(state, spec)
        if isinstance(found, Refused) and found.refusal.reason is Reason.CARD_NOT_IN_PLAY:
            return where  # it says both copies are out of sight: the refusal would say it again
        return f"{where} {options(s, spec)}"
    if isinstance(spec, RankRef):  # "the aces?": where each of them is
        return " ".join(p.where(state, Card(spec.rank, suit), order) for suit in Suit)
    if spec.kind in (PileKind.COLUMN, PileKind.FOUNDATION) and spec.index is not None:
        piles = state.columns if spec.kind is PileKind.COLUMN else state.foundations
        if not 0 <= spec.index < len(piles):  # "column 11": said as no such pile, never all of them
            return p.refusal(state, Refusal(Reason.NO_SUCH_PILE, ()))
    if spec.kind is PileKind.COLUMN:
        if spec.index is None and spec.empty:  # "empty columns", "is there an empty column?"
            return p.asked.empty_columns(state)
        if spec.index is None:
            return p.columns(state, order, verbosity)
        return p.column(state, spec.index, order)
    if spec.kind is PileKind.FOUNDATION:
        if spec.index is not None:
            return capital(p.foundation_part(state, spec.index)) + "."
        return p.foundations(state)
    if spec.kind is PileKind.WASTE:
        return p.waste(state)
    return p.stock(state)


def count(s: Host, place: PileRef) -> str:
    """How many cards the place holds, then its cards as they are read out ("Column 3 has
    4 cards. Column 3: ..."); all the columns or foundations, their count in all; the stock,
    the cards left to draw. A place empty or not there is read out: that says so."""
    state, said = s.game.state, read(s, place)
    if place.kind is PileKind.STOCK:
        return s.p.readouts.stock_left(state)
    piles = state.columns if place.kind is PileKind.COLUMN else state.foundations
    if place.kind is not PileKind.WASTE and place.index is None:
        return s.p.readouts.count(place.kind, None, sum(len(pile) for pile in piles))
    if place.index is not None and not 0 <= place.index < len(piles):
        return said  # "column 11": no such pile
    cards = state.cards(Pile(place.kind, place.index or 0))
    return f"{s.p.readouts.count(place.kind, place.index, len(cards))} {said}" if cards else said


def options(s: Host, spec: Said | None) -> str:
    if spec is None or isinstance(spec, It):  # "it" is replaced before: `dispatch`
        return s.r.options_need_card()
    state = s.game.state
    found = sources(state, spec)
    if not isinstance(found, list):
        return s.resolved(found).text
    legal = useful_moves(state)
    parts, said = [], []
    first: tuple[Pile, int] | None = None
    for pile, count in found:
        for n in option_counts(state, pile, count, legal):
            moves = [m for m in legal if m.source == pile and m.count == n]
            parts.append(s.p.options(state, pile, n, moves))
            said.extend(moves)
            first = first or (pile, n)
    if first is not None and not said:  # it can go nowhere: "why?" now asks why, not of an older move
        pile, n = first
        cards = state.cards(pile)
        named = (cards[-n],) if 0 < n <= len(cards) else ()
        refusal = Refusal(Reason.NO_PLACE, named, Move(MoveKind.MOVE, pile, pile, n))
        s.last_refusal = Why(refusal, state.copy())
    s.it.offers(s.current, _offered(state, said))  # "do it" then plays the one place said, or asks which
    return " ".join(parts)


def _offered(state: State, moves: list[Move]) -> list[Move]:
    """The moves a reading offers to "do it": a card taken back down from a foundation only
    when the reading named no other copy that can move, and one empty column for all (any
    of them is the same move)."""
    up = [m for m in moves if not from_foundation(m)]
    kept: list[Move] = []
    for m in up or moves:
        if m.source is None:
            continue
        if to_empty(state, m) and any(
            to_empty(state, k) and (k.source, k.count) == (m.source, m.count) for k in kept
        ):
            continue
        kept.append(m)
    return kept


def _redoes(intent: Intent) -> bool:
    return isinstance(intent, Command) and intent.cmd is Cmd.REDO


def alert(s: Host) -> Reply | None:
    """What the search decided since: the verdict "can I win?" was still looking for (or
    that the search stopped without one), or the loss warning for the last move, once its position is proved lost and while it
    is still the position in play; None otherwise (or not decided yet)."""
    due = s.advisor.due(s.game.state) if s.advisor is not None else None
    if due is not None and due.outlook is Outlook.UNKNOWN:  # the search stopped without a verdict
        return s.said(Reply(s.r.outlook_stopped(s.game.state, due.most_home)))
    if due is not None:
        s.current.caveat_said = False  # a verdict: the next best-move hint says it is only that
        if due.outlook is Outlook.LOST:
            s.watching = None  # the loss is said here: no warning after it
            s.last_refusal = Why(Advised(None), s.game.state.copy())  # "why?": why it is lost
        return s.said(
            Reply(s.r.outlook_arrived(due.outlook is Outlook.WINNABLE, due.length, s.game.can_undo()))
        )
    key, s.watching = s.watching, None
    if key is None or s.advisor is None or s.game.state.key() != key:
        return None
    outlook = s.advisor.known(s.game.state)
    if outlook is None:
        s.watching = key  # not decided yet: the search may still say
        return None
    if outlook is Outlook.LOST:
        s.last_refusal = Why(Advised(None), s.game.state.copy())  # "why?" says why it is lost
        return s.said(Reply(s.r.move_loses()))
    return None


def _no_command(intent: Intent) -> bool:
    """An empty line or one not understood (not one far too long): it may be everyday talk."""
    return isinstance(intent, Nothing) or (isinstance(intent, Unknown) and not intent.too_long)


def _cancels(line: str, lang: str) -> bool:
    """Whether the line says "cancel" (with small words only)."""
    from fortythieves.lang.answers import read_answer

    said = read_answer(line, lang)
    return said is not None and said.cancel
