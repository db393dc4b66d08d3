"""The commands that ask the solver (`play.advisor`): the hint, another hint, the next
one, the hint played, whether a draw is advised, and whether the game can still be won.
Their handlers, declared with the others in `play.commands`."""

from __future__ import annotations

import dataclasses

from fortythieves.core.moves import DRAW, Move
from fortythieves.core.placement import ranked_moves
from fortythieves.lang.intents import ADVICE
from fortythieves.play import reply as ev
from fortythieves.play.advisor import Advice, Advisor, Outlook
from fortythieves.play.host import Host
from fortythieves.play.reply import Reply
from fortythieves.play.why import Advised, Why


# ----- the solver ----------------------------------------------------------------------
def _advisor(s: Host) -> Advisor | Reply:
    """The advisor to ask, or why there is none to ask: no solver here, or the game is won."""
    if s.advisor is None:
        return Reply(s.r.hints_unavailable())
    if s.game.state.is_won():
        return Reply(s.r.already_won())
    return s.advisor


def _hinted(s: Host, playing: bool = False) -> tuple[Move, Advice] | Reply:
    """The hint's move and advice when it has a move to give; otherwise the reply that says
    why not (no solver, the game won or proved lost, nothing to suggest). `playing`: the
    hint is to be played, so a game proved lost gives its best move left too."""
    advisor = _advisor(s)
    if isinstance(advisor, Reply):
        return advisor
    advice = advisor.hint(s.game.state)
    if advice.outlook is not Outlook.UNKNOWN:
        s.current.caveat_said = False  # a verdict: the next best-move hint says it is only that
    if advice.outlook is Outlook.LOST:
        s.watching = None  # the loss is said here: no warning after it
        s.last_refusal = Why(Advised(None), s.game.state.copy())  # "why?" says why it is lost
        if advice.move is None:
            return Reply(s.r.lost_hint(s.game.state, None, s.game.can_undo()))
        if playing:
            return advice.move, advice
        s.point_at(advice.move)  # "do it": the best move left
        said = s.r.lost_hint(s.game.state, advice.move, s.game.can_undo())
        return Reply(said, (ev.Hinted(advice.move),))
    if advice.move is None:
        return Reply(s.r.no_hint())
    length = advice.length if advice.outlook is Outlook.WINNABLE else None
    s.last_refusal = Why(Advised(advice.move, length), s.game.state.copy())  # "why?": why this move
    return advice.move, advice


def hint(s: Host, _rest: str) -> Reply:
    """The next move of a winning line, or the best move found, saying which it is."""
    hinted = _hinted(s)
    if isinstance(hinted, Reply):
        return hinted
    move, advice = hinted
    s.point_at(move)  # "play it" after a hint: the card the hint named, never one named before
    state = s.game.state
    if advice.outlook is Outlook.WINNABLE:
        if s.current.line_said and advice.length > 1:  # the winning move is always said to win
            return Reply(s.r.hint_move(state, move), (ev.Hinted(move),))
        s.current.line_said = True
        return Reply(s.r.hint_on_line(state, move, advice.length), (ev.Hinted(move),))
    s.current.line_said = False  # a winning line found again later is said with its length
    if s.current.caveat_said:
        return Reply(s.r.hint_move(state, move), (ev.Hinted(move),))
    s.current.caveat_said = True
    if advice.searching:
        return Reply(s.r.hint_best_so_far(state, move), (ev.Hinted(move),))
    return Reply(s.r.hint_best_found(state, move), (ev.Hinted(move),))


def hinted_here(s: Host) -> Advised | None:
    """The hint given last, while the game is still in the position it was given in."""
    last = s.last_refusal
    if last is None or not isinstance(last.refused, Advised) or last.refused.move is None:
        return None
    return last.refused if last.state == s.game.state else None


def after_hint(s: Host, rest: str) -> Reply:
    """ "and then?" right after a hint: the move that follows it on its winning line (again:
    the one after that), said and never played, so "do it" still plays the hint. When no
    winning line is known, only the hinted move is, and the reply says so. With no hint
    given here, the hint."""
    advised, last = hinted_here(s), s.last_refusal
    if advised is None or advised.move is None or last is None:
        return hint(s, rest)
    state = s.game.state
    if advised.length is None:
        return Reply(s.r.only_next_known(state, advised.move))
    then = state.copy()
    for move in (advised.move, *advised.ahead):
        then.push(move)
    if then.is_won():
        return Reply(s.r.line_ends_won())
    advisor = _advisor(s)
    if isinstance(advisor, Reply):
        return advisor
    # along a winning line found, every position is known won: its next move is the line's
    advice = advisor.hint(then) if advisor.known(then) is Outlook.WINNABLE else None
    if advice is None or advice.move is None:
        return Reply(s.r.only_next_known(state, advised.move))
    s.last_refusal = Why(dataclasses.replace(advised, ahead=(*advised.ahead, advice.move)), last.state)
    return Reply(s.r.after_hinted(then, advice.move))


def other_hint(s: Host, rest: str) -> Reply:
    """ "another hint": right after a hint, before its move was played, the best useful move
    not suggested yet in this position (`ranked_moves`), said as another suggestion; when
    every one was, the hint again, saying so. With no hint given here, the hint."""
    advised = hinted_here(s)
    if advised is None or advised.move is None:
        return hint(s, rest)
    state, said = s.game.state, (*advised.earlier, advised.move)
    other = next((m for m in ranked_moves(state) if m not in said), None)
    if other is not None:
        s.point_at(other)  # "do it" now plays this move
        s.last_refusal = Why(Advised(other, None, said), state.copy())
        return Reply(s.r.other_hint(state, other), (ev.Hinted(other),))
    hinted = _hinted(s)
    if isinstance(hinted, Reply):
        return hinted
    move, _advice = hinted
    s.point_at(move)
    last = s.last_refusal
    if last is not None and isinstance(last.refused, Advised):  # "another" again goes on skipping them
        s.last_refusal = Why(dataclasses.replace(last.refused, earlier=said), last.state)
    return Reply(s.r.no_other_hint(state, move), (ev.Hinted(move),))


def next_one(s: Host, rest: str) -> Reply:
    """ "the next one": right after a hint, another suggestion (`_other_hint`); after the
    hint's move was played, the next hint; anywhere else it may be a card drawn or a move,
    and the game asks which is meant."""
    if hinted_here(s) is not None:
        return other_hint(s, rest)
    if s.last_refusal is not None and s.last_refusal.hinted_last(s.game.state, s.game.history):
        return hint(s, rest)
    return Reply(s.r.next_what())


def draw_asked(s: Host, rest: str) -> Reply:
    """Whether a draw is possible now (else the rule that forbids it, as a draw refused
    says), and whether the hint would draw; nothing is drawn. Asked for advice ("should I
    draw?"), the answer also says what the hint says when it has no move to weigh (the game
    lost, nothing to suggest): a "should" is never answered as a "can" alone."""
    state = s.game.state
    refusal = state.refusal(DRAW)
    if refusal is not None:
        return s.refused(refusal)
    possible = s.r.draw_possible(len(state.stock))
    hinted = _hinted(s) if s.advisor is not None else None
    if isinstance(hinted, Reply) and rest == ADVICE:
        return Reply(f"{possible} {hinted.text}", hinted.events)
    if hinted is None or isinstance(hinted, Reply):
        return Reply(possible)
    move, _advice = hinted
    s.point_at(move)  # "do it" plays what the hint says, as after a hint
    verdict = s.r.draw_advised() if move == DRAW else s.r.other_move_advised(state, move)
    return Reply(f"{possible} {verdict}", (ev.Hinted(move),))


def play_hint(s: Host, _rest: str) -> Reply:
    """The move a hint gives, played as if the player had named it; when no winning line is
    known it is only the best move found, and the reply says so after the move, unless a
    hint said so already since the last verdict (a player playing hint after hint hears it
    once)."""
    hinted = _hinted(s, playing=True)
    if isinstance(hinted, Reply):
        return hinted
    move, advice = hinted
    said = s.current.caveat_said
    reply = s.play(move)
    if advice.outlook is Outlook.LOST:  # played as asked, and the player hears the game is lost
        moved = any(isinstance(e, ev.Moved) for e in reply.events)
        return reply.then(s.r.played_best_left()) if moved else reply
    if advice.outlook is Outlook.WINNABLE or said or not any(isinstance(e, ev.Moved) for e in reply.events):
        return reply
    s.current.caveat_said = True
    return reply.then(s.r.played_best_found())


def can_win(s: Host, _rest: str) -> Reply:
    """Winnable (with the line's length), lost (proved), or not known: yet (the search goes
    on, and the verdict is said when it comes, or that it stopped without one:
    `Session.alert`), or the search has stopped; with how far the best line found gets."""
    state = s.game.state
    advisor = _advisor(s)
    if isinstance(advisor, Reply):
        return advisor
    advice = advisor.outlook(state)
    if advice.outlook is not Outlook.UNKNOWN:
        s.current.caveat_said = False  # a verdict: the next best-move hint says it is only that
    if advice.outlook is Outlook.WINNABLE:
        return Reply(s.r.winnable(advice.length))
    if advice.outlook is Outlook.LOST:
        s.watching = None  # the loss is said here: no warning after it
        s.last_refusal = Why(Advised(None), state.copy())  # "why?" says why it is lost, not an older hint
        return Reply(s.r.lost(s.game.can_undo()))
    if advice.searching:
        return Reply(s.r.outlook_searching(state, advice.most_home))
    return Reply(s.r.outlook_unknown(state, advice.most_home))
