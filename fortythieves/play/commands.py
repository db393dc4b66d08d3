"""Every command declared once (`COMMANDS`): what it does to the game, where it is
allowed, the help that tells of it, and its handler, which the session dispatches to.

A handler takes the session (seen as a `play.host.Host`) and the words typed after the
command, and returns the reply; a test checks that every command is declared.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from fortythieves.core.codes import dealing_order
from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import DRAW, REDEAL, WASTE, Move, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.core.record import Finished, Result, export_text, read_record, tally
from fortythieves.core.rules import UNDO_LIMIT
from fortythieves.core.variants import VARIANTS
from fortythieves.lang.grid import grid
from fortythieves.lang.intents import ALL_MOVES, Cmd
from fortythieves.lang.phrasing.moves import listed_in_order
from fortythieves.lang.phrasing.names import capital
from fortythieves.lang.replies import content_words
from fortythieves.lang.variant_names import find_variant, variant_in, variant_name
from fortythieves.play import reply as ev
from fortythieves.play.again import made_again
from fortythieves.play.current import StartError
from fortythieves.play.hints import (
    after_hint,
    can_win,
    draw_asked,
    hint,
    hinted_here,
    next_one,
    other_hint,
    play_hint,
)
from fortythieves.play.host import Host
from fortythieves.play.reply import Reply
from fortythieves.play.why import Advised, Played, Redone, TakenBack, Why, allowing, explain
from fortythieves.store.shelf import fault_said

Handler = Callable[[Host, str], Reply]


def _draw_one(s: Host, _rest: str) -> Reply:
    return s.play(DRAW)


def _redeal(s: Host, _rest: str) -> Reply:
    return s.play(REDEAL)


def _undo_one(s: Host, _rest: str) -> Reply:
    back = s.back()  # right after a new deal: the game before it
    if back is not None:
        return back
    before = s.game.state.copy()
    try:
        move = s.current.undo()
    except IllegalMove as e:
        if s.actions:  # actions were played, but the game keeps only the last UNDO_LIMIT
            return Reply(s.r.undo_limit(UNDO_LIMIT))
        return s.refused(e.refusal)
    s.save()
    s.last_refusal = Why(TakenBack(move), s.game.state.copy())  # "why" now is about the take-back
    s.advise_ahead()
    return Reply(s.p.undone(before, s.game, move), (ev.Undone(move),))


def _redo_one(s: Host, _rest: str) -> Reply:
    before = s.game.state.copy()
    was_lost = s.lost_known()
    try:
        out = s.current.redo()
    except IllegalMove as e:
        return s.refused(e.refusal)
    s.save()
    text = s.p.outcome(before, s.game, out, s.settings.verbosity)
    s.last_refusal = Why(Redone(out.move), before)  # "why" now is about the redo, not the undo before it
    s.it.moved(s.current, before, s.game.state, out.move)  # "do it" now: the card redone, as if just played
    moved = s.warn_after(s.after_move(Reply(text, (ev.Moved(out),))), was_lost)
    return Reply(s.p.redone(moved.text), moved.events)


def _counted(
    one: Handler, closing: Callable[[Host], str] | None = None, stop: Callable[[Host], bool] | None = None
) -> Handler:
    """`one` done as many times as the words after the command say ("undo 3"), at most
    the undo limit, each reply said in turn; it stops at the first that does nothing, and
    where `stop` says so before the last (a drawn card that can be played, which the next
    draw would bury), saying why. `closing` (the score after undo) is said once, after the
    last action taken back."""

    def many(s: Host, rest: str) -> Reply:
        times = min(int(rest), UNDO_LIMIT) if rest.strip().isdigit() else 1
        if rest == ALL_MOVES and closing is None:
            times = UNDO_LIMIT  # "redo them all": redo stops when nothing is left to redo
        elif rest == ALL_MOVES:
            # "undo everything" takes back a few moves; more than that is rarely meant (the
            # player forgot how far back the game began), cannot go back further than the undo
            # limit anyway, and restart is the command that truly starts over: say so instead
            depth = len(s.game.history)
            if depth > FEW_UNDONE:
                return Reply(s.r.undo_all_refused(depth))
            times = depth
        replies: list[Reply] = []
        stopped = False
        for k in range(max(times, 1)):
            replies.append(one(s, ""))
            if not any(isinstance(e, ev.Undone | ev.Moved) for e in replies[-1].events):
                break
            if stop is not None and k < times - 1 and stop(s):
                stopped = True
                break
        done = [any(isinstance(e, ev.Undone | ev.Moved) for e in r.events) for r in replies]
        if rest == ALL_MOVES and len(replies) > 1 and not done[-1]:
            replies.pop()  # "redo them all" stops when nothing is left: that is no news to say
        undone = [i for i, r in enumerate(replies) if any(isinstance(e, ev.Undone) for e in r.events)]
        if closing is not None and undone:
            last = replies[undone[-1]]
            replies[undone[-1]] = Reply(f"{last.text} {closing(s)}", last.events, last.quit)
        # each reply is a sentence of its own once joined (Croatian "izvučena je karta ..." is
        # lower-case in the catalogue, where it also follows other words)
        text = " ".join(capital(r.text) for r in replies)
        if stopped and rest != ALL_MOVES:  # "draw until I can play": stopping was asked for
            text = f"{text} {s.r.draws_stopped(len(replies), times)}"
        return Reply(text, tuple(e for r in replies for e in r.events))

    return many


def _playable_drawn(s: Host) -> bool:
    """Whether the card on top of the waste, just drawn, can be played now."""
    return s.p.moves.goes(s.game.state, WASTE) is not None


FEW_UNDONE = 3  # "undo everything" takes back at most so many moves without asking for restart
_undo = _counted(_undo_one, lambda s: s.p.score_now(s.game))
_redo = _counted(_redo_one)
# "draw 3", "draw again twice": it stops when the stock is empty, or at a card that can be played
_draw = _counted(_draw_one, stop=_playable_drawn)
# "play the hint 3 times": hint after hint, each from the position the last one left
_play_hints = _counted(play_hint)


def _new(s: Host, rest: str) -> Reply:
    try:
        text = s.new_from_text(rest) if rest else s.new_game(s.game.variant)
    except StartError as e:
        return Reply(str(e))
    return Reply(text, (ev.Dealt(s.game.variant, s.current.code),))


def _new_winnable(s: Host, rest: str) -> Reply:
    """`new game winnable`, `new game of maria winnable`: a shipped deal with a known winning
    line, one the player has not played (finished, or kept unfinished); this variant's when
    none is named."""
    from fortythieves.play.winnable import unplayed  # the shipped deals: read when first asked for

    variant = s.game.variant
    if rest.strip():
        named = variant_in(rest)
        if named is None:
            typed = content_words(rest, s.r.lang)  # "of blorp": the name alone
            return Reply(s.p.unknown_variant(typed.strip(), [variant_name(s.p.t, v) for v in VARIANTS]))
        variant = named
    played = [f.code for f in _finished(s)] + [g.code for _, g in s.keeper.kept_games()] + [s.current.code]
    code = unplayed(variant, played)
    if code is None:
        return Reply(s.r.no_winnable_deal_left(variant))
    text = s.begin(Game.deal(variant, dealing_order(code)), str(code), winnable=True)
    return Reply(text, (ev.Dealt(s.game.variant, s.current.code),))


def _restart(s: Host, _rest: str) -> Reply:
    text = s.begin(s.current.start, s.current.code, again=True)
    return Reply(text, (ev.Dealt(s.game.variant, s.current.code),))


def _other_one(s: Host, rest: str) -> Reply:
    from fortythieves.play.copies import other_one  # as `dispatch` loads it for both copies

    return other_one(s, rest)


def _quit(s: Host, _rest: str) -> Reply:
    return Reply(s.goodbye(), quit=True)


def _save(s: Host, _rest: str) -> Reply:
    """ "Save the game": written now, and said saved only when the store holds it."""
    if not s.keeper.keeps:
        return Reply(s.rec.nothing_saved_in_replay())
    if s.game.state.is_won() and s.current.recorded:
        return Reply(s.rec.won_in_record())
    fault = s.keeper.save_now(s.current)
    return Reply(s.rec.saved_now() if fault is None else s.rec.save_failed(fault))


def _board(s: Host, _rest: str) -> Reply:
    return Reply(s.p.board(s.game.state, s.settings.order, s.settings.verbosity))


def _show(s: Host, _rest: str) -> Reply:
    return Reply(grid(s.r.t, s.game.state), (ev.Shown(),))


def _exposed(s: Host, _rest: str) -> Reply:
    return Reply(s.p.exposed(s.game.state, s.settings.verbosity))


def _score(s: Host, _rest: str) -> Reply:
    return Reply(s.p.score(s.game))


def _code(s: Host, _rest: str) -> Reply:
    return Reply(s.r.deal_code(s.game.variant, s.current.code))


def _spell(s: Host, _rest: str) -> Reply:
    return Reply(s.r.spell_code(s.current.code))


def _stock_left(s: Host, _rest: str) -> Reply:
    return Reply(s.p.readouts.stock_left(s.game.state))


def _move_count(s: Host, _rest: str) -> Reply:
    """The move counter, the moves taken back (those counted that no longer stand), and the
    last move in play."""
    made, state = s.game.moves, s.game.state
    last = None
    if state.pushed:  # "what was my last move?": said as the list of moves says it, before it was played
        before = state.copy(steps=1)
        before.pop()
        last = s.p.describe(before, state.pushed[-1])
    return Reply(s.p.moves.moves_made(made, max(made - len(s.actions), 0), last))


def _settings(s: Host, _rest: str) -> Reply:
    return Reply(s.r.settings(s.settings))


def _moves(s: Host, _rest: str) -> Reply:
    """The moves, in the order "the first", "the second" then pick them (`modes.Listed`)."""
    moves, verbosity = useful_moves(s.game.state), s.settings.verbosity
    listed = listed_in_order(s.game.state, moves, verbosity).items
    return _listing(s, listed, s.p.legal_moves(s.game, moves, verbosity))


def _listing(s: Host, listed: list[tuple[Move, ...]], said: str) -> Reply:
    """Moves said in a list: "the first" then picks one (`modes.Listed`); a list of one move
    names it as a hint does, so "do it", "fes-lo" play it rather than a card named before."""
    if len(listed) == 1 and len(listed[0]) == 1:
        s.point_at(listed[0][0])
    return Reply(said, (ev.Listed(tuple(listed)),))


def _all_up(s: Host, _rest: str) -> Reply:
    """No single move sends every card up: the moves that send one, listed as the moves are
    ("the first" plays it), or that no card can go up now."""
    state, verbosity = s.game.state, s.settings.verbosity
    up = [m for m in useful_moves(state) if m.target is not None and m.target.kind is PileKind.FOUNDATION]
    if not up:
        return Reply(s.r.none_up())
    listed = listed_in_order(state, up, verbosity).items
    return _listing(s, listed, f"{s.r.one_up_at_a_time()} {s.p.legal_moves(s.game, up, verbosity)}")


def _again(s: Host, rest: str) -> Reply:
    """The last draw, undo or redo once more; right after a hint, another suggestion; after
    anything else, what "again" can repeat."""
    if hinted_here(s) is not None:
        return other_hint(s, rest)  # "another one" right after a hint: another suggestion
    if s.last_action is None and s.last_places is not None and s.last_moved is not None:
        # "column 6 to the foundation", then "again": the card that lies there now
        times = int(rest) if rest.strip().isdigit() else 1
        return made_again(s, s.last_places, times)
    if s.last_action is None:
        if s.last_moved is not None:  # a move said by its card: which card now? asked
            return Reply(s.r.again_what_after(*s.last_moved))
        return Reply(s.r.again_what())
    return SPECS[s.last_action].handler(s, rest)


def _repeat(s: Host, _rest: str) -> Reply:
    """The last reply again; one that dealt, moved or undid is marked as said before (the
    opening repeated is no new deal, a draw repeated no second draw)."""
    if not s.last_reply:
        return Reply(s.r.nothing_said())
    return Reply(s.r.said_again(s.last_reply) if s.last_acted else s.last_reply)


def _why(s: Host, _rest: str) -> Reply:
    """The rule behind the last refusal, whoever refused (the rules or the resolver)."""
    if s.last_refusal is None:
        return Reply(s.r.nothing_refused())
    advised = s.last_refusal.refused
    if isinstance(advised, Advised):  # right after a hint or a loss warning: why that advice
        if advised.move is None:
            return Reply(s.r.why_lost(s.game.can_undo()))
        hinted = s.last_refusal.state
        if s.game.state != hinted and s.game.history[-1:] == [advised.move]:
            return Reply(s.r.why_hint_played(hinted, advised.move, advised.length))  # the hint was taken
        return Reply(s.r.why_hint(hinted, advised.move, advised.length))
    if isinstance(advised, TakenBack):  # right after an undo: the move was taken back as asked
        return Reply(s.r.why_taken_back(s.last_refusal.state, advised.move))
    if isinstance(advised, Redone):  # right after a redo: the move taken back was made again
        return Reply(s.r.why_redone(s.last_refusal.state, advised.move))
    if isinstance(advised, Played):  # right after a move made: it was allowed, and by which rule
        before = s.last_refusal.state
        return Reply(s.r.why_played(before, advised.move, allowing(before, advised.move)))
    return Reply(explain(s.p, s.last_refusal, s.settings.order) or s.r.only_a_slip())


def _stop(s: Host, _rest: str) -> Reply:
    return Reply(s.r.stopped(s.settings.speech), (ev.Silenced(),))


def _give_up(s: Host, _rest: str) -> Reply:
    """ "I give up": a new deal or leaving, asked, never done on these words alone."""
    return Reply(s.r.give_up())


def _stop_or_quit(s: Host, _rest: str) -> Reply:
    """Dutch "stop" alone: silence, or leave the game? Asked, in one line."""
    s.choosing_stop = True
    return Reply(s.r.stop_or_quit())


def _rules(s: Host, rest: str) -> Reply:
    return Reply(s.r.rules(s.game.variant, rest))


def _help(s: Host, rest: str) -> Reply:
    """`help`: the topics, and the commands for the games kept; `help moves`: one topic."""
    return Reply(
        s.r.help(s.game.variant, rest) if rest.strip() else f"{s.r.help(s.game.variant)} {s.rec.help()}"
    )


# ----- the games kept and the record ----------------------------------------------------
def _games(s: Host, _rest: str) -> Reply:
    listed = s.keeper.listed()
    return Reply(s.rec.games(listed) if listed else s.rec.no_games())


def _resume(s: Host, rest: str) -> Reply:
    """`resume 2` (its number in `games`) or `resume FT1-N-...` (its code)."""
    name = rest.strip()
    if not name:
        return Reply(s.rec.resume_which())
    kept = s.keeper.kept_games()
    found = None
    if name.isdigit():
        n = int(name)
        found = kept[n - 1] if 1 <= n <= len(kept) else None
    else:
        wanted = _plain_code(name)
        found = next((k for k in kept if k[1].code and _plain_code(k[1].code) == wanted), None)
    if found is None:
        return Reply(s.rec.no_such_game(name))
    slot, loaded = found
    return s.reopen(slot.key, loaded)


def _plain_code(text: str) -> str:
    return "".join(ch for ch in text.upper() if ch.isalnum())


def _finished(s: Host) -> list[Finished]:
    """The record, newest first."""
    return list(reversed(read_record(s.store.finished())[0]))


def _stats(s: Host, rest: str) -> Reply:
    """`stats`: every variant; `stats maria`: one."""
    variant = None
    if rest.strip():
        variant = find_variant(rest) or variant_in(rest)  # "stats maria", "stats for maria"
        if variant is None:
            names = [variant_name(s.p.t, v) for v in VARIANTS]
            return Reply(s.p.unknown_variant(rest.strip(), names))
    figures = tally(list(reversed(_finished(s))), variant.key if variant else None)
    return Reply(s.rec.stats(figures, variant))


HISTORY_PAGE = 10


def _history(s: Host, rest: str) -> Reply:
    """The last ten finished games; `history` again: the ten before; `history 30`: thirty."""
    games = _finished(s)
    if not games:
        return Reply(s.rec.no_record(None))
    start = s.history_from or 0
    if start >= len(games):
        s.history_from = None
        return Reply(s.rec.history_end())
    count = int(rest) if rest.strip().isdigit() and int(rest) > 0 else HISTORY_PAGE
    shown = games[start : start + count]
    s.history_from = start + len(shown)
    return Reply(s.rec.history(shown, start + 1, len(games)))


def _numbered(s: Host, rest: str) -> Finished | int | None:
    """The finished game `rest` numbers in `history` (its number when there is none);
    None when `rest` is no number."""
    if not rest.strip().isdigit():
        return None
    n = int(rest)
    games = _finished(s)
    return games[n - 1] if 1 <= n <= len(games) else n


def _replay(s: Host, rest: str) -> Reply:
    """`replay FT1-N-...` or `replay 3` (a game of `history`) deals it again; alone, this deal."""
    if not rest.strip():
        return _restart(s, rest)
    past = _numbered(s, rest)
    if isinstance(past, int):
        return Reply(s.rec.no_such_record(past))
    code = rest if past is None else past.code
    if code is None:
        return Reply(s.rec.no_code_to_export())
    try:
        text = s.new_from_code(code)
    except StartError as e:
        return Reply(str(e))
    return Reply(text, (ev.Dealt(s.game.variant, s.current.code),))


def _export(s: Host, rest: str) -> Reply:
    """The moves of this game (or of `history`'s game N) in a small file for `--replay`."""
    past = _numbered(s, rest)
    if isinstance(past, int):
        return Reply(s.rec.no_such_record(past))
    if past is None:
        g = s.game
        result = Result.WON if g.state.is_won() else None
        code, actions, score = s.current.code, s.current.actions, g.score
    else:
        code, actions, result, score = past.code, list(past.actions), past.result, past.score
    if code is None:
        return Reply(s.rec.no_code_to_export())
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(s.clock()))
    try:
        path = s.store.write_export(f"{code}-{stamp}.txt", export_text(code, actions, result, score))
    except OSError as e:
        return Reply(s.rec.export_failed(fault_said(e)))
    return Reply(s.rec.exported(path))


class Kind(StrEnum):
    """What a command does to the game."""

    READS = "reads"  # says something of the game or the player's record; changes nothing
    ACTS = "acts"  # changes the game in play, or deals another
    ASKS = "asks"  # asks the player back before anything is done
    LEAVES = "leaves"  # ends the session


@dataclass(frozen=True, slots=True)
class CommandSpec:
    """Everything about one command beside its words, which the catalogue holds under the
    command's key (`lang.lexicon`), and whether it takes the rest of the line as text
    (`Cmd.takes_text`, which the parser needs).

    `quick`: answered at once from the game in memory; the servers answer every other
    command in a thread, since it may search or wait for the disk."""

    cmd: Cmd
    kind: Kind
    handler: Handler
    help: str  # the help topic that tells of it (`lang.lexicon.help_topics`)
    quick: bool = False
    plays: bool = False  # acts by playing a move (or again), which says itself what "again" repeats


COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(Cmd.DRAW, Kind.ACTS, _draw, "moves", quick=True),
    CommandSpec(Cmd.REDEAL, Kind.ACTS, _redeal, "moves", quick=True, plays=True),
    CommandSpec(Cmd.UNDO, Kind.ACTS, _undo, "moves"),
    CommandSpec(Cmd.REDO, Kind.ACTS, _redo, "moves", quick=True),
    CommandSpec(Cmd.NEW, Kind.ACTS, _new, "game"),
    CommandSpec(Cmd.NEW_WINNABLE, Kind.ACTS, _new_winnable, "game"),
    CommandSpec(Cmd.RESTART, Kind.ACTS, _restart, "game"),
    CommandSpec(Cmd.REPLAY, Kind.ACTS, _replay, "game"),
    CommandSpec(Cmd.QUIT, Kind.LEAVES, _quit, "game"),
    CommandSpec(Cmd.SAVE, Kind.READS, _save, "game"),
    CommandSpec(Cmd.BOARD, Kind.READS, _board, "listening", quick=True),
    CommandSpec(Cmd.SHOW, Kind.READS, _show, "listening", quick=True),
    CommandSpec(Cmd.EXPOSED, Kind.READS, _exposed, "listening", quick=True),
    CommandSpec(Cmd.SCORE, Kind.READS, _score, "listening", quick=True),
    CommandSpec(Cmd.CODE, Kind.READS, _code, "game", quick=True),
    CommandSpec(Cmd.SPELL, Kind.READS, _spell, "game", quick=True),
    CommandSpec(Cmd.MOVES, Kind.READS, _moves, "moves", quick=True),
    CommandSpec(Cmd.STOCK_LEFT, Kind.READS, _stock_left, "listening", quick=True),
    CommandSpec(Cmd.ALL_UP, Kind.READS, _all_up, "moves"),
    CommandSpec(Cmd.DRAW_ASKED, Kind.READS, draw_asked, "moves"),
    CommandSpec(Cmd.MOVE_COUNT, Kind.READS, _move_count, "listening", quick=True),
    CommandSpec(Cmd.REPEAT, Kind.READS, _repeat, "listening", quick=True),
    CommandSpec(Cmd.AGAIN, Kind.ACTS, _again, "moves", plays=True),
    CommandSpec(Cmd.OTHER_ONE, Kind.ACTS, _other_one, "moves", plays=True),
    CommandSpec(Cmd.SETTINGS, Kind.READS, _settings, "settings"),
    CommandSpec(Cmd.WHY, Kind.READS, _why, "moves"),
    CommandSpec(Cmd.STOP, Kind.READS, _stop, "settings"),
    CommandSpec(Cmd.STOP_OR_QUIT, Kind.ASKS, _stop_or_quit, "settings"),
    CommandSpec(Cmd.GIVE_UP, Kind.READS, _give_up, "game", quick=True),
    CommandSpec(Cmd.RULES, Kind.READS, _rules, "game"),
    CommandSpec(Cmd.HELP, Kind.READS, _help, "game"),
    CommandSpec(Cmd.GAMES, Kind.READS, _games, "game"),
    CommandSpec(Cmd.RESUME, Kind.ACTS, _resume, "game"),
    CommandSpec(Cmd.STATS, Kind.READS, _stats, "game"),
    CommandSpec(Cmd.HISTORY, Kind.READS, _history, "game"),
    CommandSpec(Cmd.EXPORT, Kind.READS, _export, "game"),
    CommandSpec(Cmd.HINT, Kind.READS, hint, "game"),
    CommandSpec(Cmd.NEXT, Kind.READS, next_one, "game"),
    CommandSpec(Cmd.OTHER_HINT, Kind.READS, other_hint, "game"),
    CommandSpec(Cmd.AFTER_HINT, Kind.READS, after_hint, "game"),
    CommandSpec(Cmd.PLAY_HINT, Kind.ACTS, _play_hints, "game", plays=True),
    CommandSpec(Cmd.CAN_WIN, Kind.READS, can_win, "game"),
)
"""Every command, each declared once."""

SPECS: dict[Cmd, CommandSpec] = {spec.cmd: spec for spec in COMMANDS}

REPEATABLE = (Cmd.DRAW, Cmd.UNDO, Cmd.REDO)
"""The actions "again" repeats: each is safe to do once more, and undone by a word."""
