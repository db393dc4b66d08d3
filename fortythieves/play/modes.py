"""The modes a session can be in, as a stack: each mode on it reads the player's next line
before the game does, and either answers it (a reply) or lets it through (None) to the
mode below and, at the bottom, to the game's own dispatch.

- `Question`: the game asked which move ("the 7 of spades in the waste or column 7?") or
  offered one ("Shall I move it?"): a choice plays it, "cancel" drops the question, a
  command that acts drops it and says so, a reading command is answered.
- `StopOrQuit`: Dutch "stop" alone asked "stop speaking, or leave the game?".
- `UndoOrRedo`: "bring those 4 moves back" right after an undo asked "undo 4 more, or redo 4?".
- `Replaying`: an exported game replayed: Enter plays its next move.
- `Listed`: the moves were listed: "the first" plays the first of them.
- `Suggested`: a line not understood was answered "Did you mean draw?": "yes" does it.

A mode leaves the stack when it is answered; the session pushes one when a reply asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from fortythieves.core.cards import Card, Rank
from fortythieves.core.game import Game
from fortythieves.core.moves import Move, MoveKind
from fortythieves.core.state import State
from fortythieves.lang.clausemarks import CLAUSE
from fortythieves.lang.intents import (
    Cmd,
    Command,
    Intent,
    MoveIntent,
    Nothing,
    Options,
    Read,
    Setting,
    Unknown,
    Where,
    changes_game,
)
from fortythieves.lang.phrasing import capital
from fortythieves.lang.replies import Replies
from fortythieves.play import reply as ev
from fortythieves.play.keeper import Keeper
from fortythieves.play.readings import read_line
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import Ask, answer

if TYPE_CHECKING:
    from fortythieves.lang.choosing import Choice


class Session(Protocol):
    """What a mode sees of the session (`play.session.Session` fits it)."""

    lang: str
    r: Replies
    keeper: Keeper

    @property
    def game(self) -> Game: ...

    def dispatch(self, intent: Intent) -> Reply: ...

    def play(self, move: Move) -> Reply: ...

    def resolved(self, value: Ask) -> Reply: ...

    def leave(self, mode: Mode) -> None: ...

    def enter(self, mode: Mode) -> None: ...


class Mode(Protocol):
    def handle(self, s: Session, line: str, intent: Intent) -> Reply | None:
        """The reply to `line`, or None to let the mode below (or the game) answer it."""
        ...


def _yes_first(line: str) -> tuple[str, str]:
    """The line's first clause and the rest after its mark ("sim, e o 4 também": "sim" and
    "e o 4 também"); the rest is "" when the line has one clause."""
    parts = CLAUSE.split(line, maxsplit=1)
    return (parts[0], parts[1].strip()) if len(parts) == 2 else (line, "")


def _dropped(s: Session, intent: Intent) -> Reply:
    """A command that acts, said while a question waits: the question is dropped and said so."""
    reply = s.dispatch(intent)
    # A new sentence: a reply may begin with a lower-case name ("o 7 de espadas …").
    return Reply(f"{s.r.question_dropped()} {capital(reply.text)}", reply.events, reply.quit)


@dataclass(frozen=True, slots=True)
class Question:
    """The mode of a question asked: the next line may answer it."""

    ask: Ask

    def handle(self, s: Session, line: str, intent: Intent) -> Reply | None:
        if self.ask.offered:
            return self._offer_answered(s, self.ask.moves[0], line, intent)
        from fortythieves.lang.answers import read_answer
        from fortythieves.lang.parser import parse

        question, state = self.ask, s.game.state
        said = read_answer(line, s.lang)
        intent = parse(line, s.lang)  # never quick here: a place named alone is an answer
        if said is not None and said.cancel:
            s.leave(self)
            if changes_game(intent) or isinstance(intent, Setting):
                return _dropped(s, intent)  # "no, lascia stare. pesca": the command after it acts
            return Reply(s.r.cancelled())
        chosen = answer(state, question, said) if said is not None else None
        if chosen is not None:
            s.leave(self)
            return s.play(chosen)
        if said is None and (changes_game(intent) or isinstance(intent, Setting)):
            s.leave(self)
            return _dropped(s, intent)
        asks = isinstance(intent, Read) and intent.about is not None  # "what is under it?" names no choice
        if (isinstance(intent, Command | Where | Options) or asks) and not (
            said is not None and said.by_position
        ):
            return s.dispatch(intent)
        asked = s.r.which(state, question.moves, question.by_source, question.readings)
        if said is not None and said.red is not None:  # "the red one", and both are red (or neither)
            return Reply(s.r.colour_undecided(asked), (ev.Asked(question.moves),))
        if said is not None and said.by_position:  # "the top one": each choice is a top card
            return Reply(s.r.position_undecided(asked), (ev.Asked(question.moves),))
        return Reply(s.r.answer_again(asked), (ev.Asked(question.moves),))

    def _offer_answered(self, s: Session, move: Move, line: str, intent: Intent) -> Reply:
        """After "... Shall I move it?": a "yes" or "do that move" plays the move; a command that acts drops
        the offer and says so; a reading command is answered and drops it; anything else
        leaves the move unplayed."""
        from fortythieves.lang.concepts import says_yes

        s.leave(self)
        if says_yes(line, s.lang) or (isinstance(intent, Command) and intent.named_last):
            return s.play(move)  # "yes", or "do that move": the move offered
        yes, rest = _yes_first(line)
        if says_yes(yes, s.lang) and rest:
            # "sim, e o 4 também": the move offered, then what follows it, as a line of its own
            from fortythieves.lang.parser import parse

            played = s.play(move)
            then = s.dispatch(parse(rest, s.lang))
            return Reply(played.then(then.text).text, (*played.events, *then.events), then.quit)
        if changes_game(intent) or isinstance(intent, Setting):
            return _dropped(s, intent)
        if isinstance(intent, Command | Where | Options | Read) or (
            isinstance(intent, MoveIntent) and intent.ask
        ):
            return s.dispatch(intent)
        return Reply(s.r.not_moved())


@dataclass(frozen=True, slots=True)
class StopOrQuit:
    """The mode of "stop": the next line says whether speech or the game stops."""

    def handle(self, s: Session, line: str, intent: Intent) -> Reply | None:
        """ "speaking" or "the game" (or "the first", or a phrase that says which) does it;
        "cancel" drops the question; a command that acts drops it and says so, also after
        "neither" ("nessuno dei due, voglio una nuova partita"); a reading command is
        answered and the question stays; anything else asks again."""
        from fortythieves.lang.answers import CANCEL, read_stop_choice

        chosen = read_stop_choice(line, s.lang)
        if chosen == CANCEL and not (changes_game(intent) or isinstance(intent, Setting)):
            s.leave(self)
            return Reply(s.r.nothing_done())
        if isinstance(chosen, Cmd):
            s.leave(self)
            return s.dispatch(Command(chosen))
        if isinstance(intent, Unknown | Nothing) or (
            isinstance(intent, Command) and intent.cmd is Cmd.STOP_OR_QUIT
        ):
            return Reply(s.r.answer_again(s.r.stop_or_quit()))
        if changes_game(intent) or isinstance(intent, Setting):
            s.leave(self)
            reply = s.dispatch(intent)
            return Reply(f"{s.r.question_dropped()} {reply.text}", reply.events, reply.quit)
        return s.dispatch(intent)


@dataclass(frozen=True, slots=True)
class UndoOrRedo:
    """The mode of "undo {count} more moves, or redo {count}?": the next line says which."""

    count: int

    def handle(self, s: Session, line: str, intent: Intent) -> Reply | None:
        """An undo or a redo answers, with the count asked about unless it says its own;
        "cancel" drops the question; a command that acts drops it and says so; a reading
        command is answered and the question stays; anything else asks again."""
        if isinstance(intent, Command) and intent.cmd in (Cmd.UNDO, Cmd.REDO):
            s.leave(self)
            return s.dispatch(Command(intent.cmd, intent.rest or str(self.count)))
        if isinstance(intent, Nothing | Unknown):
            from fortythieves.lang.answers import read_answer

            said = read_answer(line, s.lang)
            if said is not None and said.cancel:
                s.leave(self)
                return Reply(s.r.nothing_done())
            return Reply(s.r.answer_again(s.r.undo_or_redo(self.count)))
        if changes_game(intent) or isinstance(intent, Setting):
            s.leave(self)
            return _dropped(s, intent)
        return s.dispatch(intent)


@dataclass(frozen=True, slots=True)
class Replaying:
    """The mode of a replay: Enter plays the replayed game's next move."""

    def handle(self, s: Session, line: str, intent: Intent) -> Reply | None:
        """Enter plays the replayed game's next move; any other line goes to the game."""
        if s.keeper.replay is None:
            s.leave(self)
            return None
        if isinstance(intent, Nothing):
            return s.keeper.replay_step(s.play)
        return None


@dataclass(frozen=True, slots=True)
class Listed:
    """The game listed the moves ("what can I play?"): "the first (one)", "doe de eerste
    maar", "a primeira", "el segon de la llista" is that item of the list, never column 1; a
    card of the list named alone ("the 7 then") is its move; an item that names several cards
    (those that can go to an empty column) asks which. A line not understood leaves the list
    open, as a typing slip should not cost the player the list; any other line forgets it.

    After an item is played the list stays for one more choice said as such ("i prvi isto":
    the first one too; "e l'altra": the other of two), never a bare number."""

    items: tuple[tuple[Move, ...], ...]
    picked: int | None = None  # the item played from it, when the list is kept after a choice

    def handle(self, s: Session, line: str, intent: Intent) -> Reply | None:
        from fortythieves.lang.choosing import Choice, list_choice  # loaded with the parser
        from fortythieves.lang.otherone import says_other_one

        size = len(self.items)
        if self.picked is not None and size == 2 and says_other_one(line, s.lang):
            chosen: Choice | None = Choice(item=3 - self.picked)  # "e l'altra": the other of two
        else:
            chosen = list_choice(line, s.lang, size)
            if chosen is not None and self.picked is not None and any(w.isdigit() for w in line.split()):
                chosen = None  # "2" after a choice: no longer the list's
        if chosen is None and isinstance(intent, Unknown) and self.picked is None:
            return None
        s.leave(self)
        state = s.game.state
        if chosen is None:
            chosen = _card_of(state, self.items, intent)  # "the 7 then"
            if chosen is None:
                return None
        legal = state.legal_moves()
        if chosen.item is None:  # "the one with the ten": the items that move that card
            said = [m for item in self.items for m in item if _moves_card(state, m, chosen.card, chosen.rank)]
            moves = tuple(m for m in said if m in legal)
        elif chosen.item > size:
            return Reply(s.r.beyond_list(size))
        else:
            moves = tuple(m for m in self.items[chosen.item - 1] if m in legal)
        if len(moves) != 1:
            return s.resolved(Ask(moves, by_source=True)) if moves else None
        reply = s.play(moves[0])
        if any(isinstance(e, ev.Moved) for e in reply.events):
            item = next(k for k, moved in enumerate(self.items, start=1) if moves[0] in moved)
            s.enter(Listed(self.items, picked=item))
        return reply


def _card_of(state: State, items: tuple[tuple[Move, ...], ...], intent: Intent) -> Choice | None:
    """ "the 7 then", right after the list: a card named alone that a move of the list moves."""
    from fortythieves.lang.choosing import Choice
    from fortythieves.lang.intents import CardRef, RankRef

    if not isinstance(intent, Read) or intent.to or intent.lying_in is not None or intent.count:
        return None
    what = intent.what
    card = what.card if isinstance(what, CardRef) else None
    rank = what.rank if isinstance(what, RankRef) and what.red is None else None
    if card is None and rank is None:
        return None
    if not any(_moves_card(state, m, card, rank) for item in items for m in item):
        return None
    return Choice(card=card, rank=rank)


def _moves_card(state: State, move: Move, card: Card | None, rank: Rank | None) -> bool:
    """Whether `move` moves `card`, or a card of `rank` (the card at the foot of its run)."""
    if move.kind is not MoveKind.MOVE or move.source is None:
        return False
    cards = state.cards(move.source)
    moved = cards[-move.count] if len(cards) >= move.count else None
    return moved is not None and (moved == card or moved.rank is rank)


@dataclass(frozen=True, slots=True)
class Suggested:
    """The game answered a line it did not understand with "Did you mean draw?"."""

    line: str  # the line suggested, in the player's language

    def handle(self, s: Session, line: str, intent: Intent) -> Reply | None:
        """A "yes" ("sì", "ja, doe maar") does the line suggested; any other line is read
        as if nothing had been asked, and the suggestion is forgotten."""
        from fortythieves.lang.concepts import says_yes

        s.leave(self)
        if isinstance(intent, Nothing | Unknown) and says_yes(line, s.lang):
            return s.dispatch(read_line(self.line, s.lang, quick=False))
        return None
