"""From what the player named to a legal move: which copy, which place, or which rule
refuses it. The legal moves are the only source of truth; a refusal names its rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.placement import best_place, double_click, tap, to_column
from fortythieves.core.rules import Reason, rule_for
from fortythieves.core.variants import Variant
from fortythieves.lang import parser as P
from fortythieves.lang.i18n import Translator
from fortythieves.lang.phrasing import Phraser, Verbosity, locate
from fortythieves.lang.ruletext import rule_text
from fortythieves.play.settings import Settings


@dataclass
class Question:
    """Two copies of a card can both move: which one (or onto which)?"""

    moves: list[Move]
    by_source: bool


class MoveResolver:
    """The move-resolving half of a session (see `session.Session`)."""

    game: Game
    p: Phraser
    settings: Settings
    pending: Question | None
    last_refusal: tuple[Reason, Variant] | None

    @property
    def t(self) -> Translator:
        return self.p.t

    def _apply(self, mv: Move) -> str:
        raise NotImplementedError

    # ----- moving ---------------------------------------------------------------------
    def _sources(self, spec: P.Spec, origin: P.PileRef | None = None) -> list[tuple[Pile, int | None]] | str:
        """The piles a card or pile named as a source can move from, with the count of
        cards from that card up; or the refusal when there is none."""
        g = self.game
        if isinstance(spec, P.PileRef):
            if spec.kind is PileKind.STOCK:
                return self.p.refusal(g.state, IllegalMove(Reason.NOT_FROM_STOCK))
            if spec.index is None:
                if spec.kind is PileKind.WASTE:
                    pile = Pile(PileKind.WASTE)
                else:
                    piles = [
                        Pile(PileKind.FOUNDATION, i)
                        for i in range(len(g.state.foundations))
                        if g.state.foundations[i]
                    ]
                    empty = IllegalMove(Reason.EMPTY_SOURCE, (), _m(Pile(PileKind.FOUNDATION, 0)))
                    return [(p, 1) for p in piles] or self.p.refusal(g.state, empty)
            else:
                pile = Pile(spec.kind, spec.index)
            if not g.state.has_pile(pile):
                return self.p.refusal(g.state, IllegalMove(Reason.NO_SUCH_PILE))
            if not g.state.cards(pile):
                return self.p.refusal(g.state, IllegalMove(Reason.EMPTY_SOURCE, (), _m(pile)))
            return [(pile, None)]
        if isinstance(spec, P.RankRef):
            return self._rank_sources(spec, origin)
        card = spec.card
        found: list[tuple[Pile, int | None]] = []
        blocked: Reason | None = None
        buried: Pile | None = None
        for pile, depth in locate(g.state, card):
            if origin is not None and (
                pile.kind is not origin.kind or origin.index not in (None, pile.index)
            ):
                continue
            if pile.kind is PileKind.STOCK:
                blocked = blocked or Reason.CARD_NOT_IN_PLAY
            elif depth == 1:
                found.append((pile, 1))
            elif pile.kind is PileKind.FOUNDATION:
                blocked = blocked or Reason.CARD_NOT_EXPOSED
                buried = pile
            elif pile.kind is PileKind.COLUMN:
                face_up = len(g.state.columns[pile.index]) - g.state.hidden[pile.index]
                if depth > face_up:
                    blocked = Reason.CARD_FACE_DOWN if blocked in (None, Reason.CARD_NOT_IN_PLAY) else blocked
                elif depth <= g.state.movable_run(pile.index):
                    found.append((pile, depth))
                else:
                    blocked = Reason.CARD_NOT_EXPOSED
            else:
                blocked = blocked or Reason.CARD_NOT_IN_PLAY
        if found:
            return found
        in_columns = any(p.kind is PileKind.COLUMN for p, _ in locate(g.state, card))
        if buried is not None and (origin is not None or not in_columns):
            # Translators: a card under other cards on a foundation: only a foundation's top card comes back.
            return self.t._(
                "The {card} lies under other cards on foundation {number}: only the top card of a foundation can be taken back."
            ).format(card=self.p.card(card), number=buried.index + 1)
        return self.p.refusal(g.state, IllegalMove(blocked or Reason.CARD_NOT_IN_PLAY, (card,)))

    def _rank_sources(self, spec: P.RankRef, origin: P.PileRef | None) -> list[tuple[Pile, int | None]] | str:
        """Free cards of a rank: the exposed cards, the waste's top, runs' first cards,
        and foundation tops when the player says "from the foundation"."""
        g = self.game
        piles: list[tuple[Pile, int]] = []
        if g.state.waste:
            piles.append((Pile(PileKind.WASTE), 1))
        for i in range(len(g.state.columns)):
            for n in range(1, g.state.movable_run(i) + 1):
                piles.append((Pile(PileKind.COLUMN, i), n))
        if origin is not None and origin.kind is PileKind.FOUNDATION:
            piles += [(Pile(PileKind.FOUNDATION, i), 1) for i, f in enumerate(g.state.foundations) if f]
        found: list[tuple[Pile, int | None]] = []
        for pile, n in piles:
            if origin is not None and (
                pile.kind is not origin.kind or origin.index not in (None, pile.index)
            ):
                continue
            if g.state.cards(pile)[-n].rank == spec.rank:
                found.append((pile, n))
        if not found:
            # Translators: a card named by its rank alone ("the king"), and no such card is free.
            return self.t._("No card of that rank is free to move now.")
        return found

    def _move(self, intent: P.MoveIntent) -> str:
        g = self.game
        sources = self._sources(intent.source, intent.origin)
        if isinstance(sources, str):
            return sources
        if intent.count is not None:
            sources = [(p, intent.count) for p, _ in sources]
        legal = [m for m in g.state.legal_moves() if m.kind is MoveKind.MOVE]
        if intent.target is None:
            return self._place(sources, legal)
        candidates: list[Move] = []
        for pile, count in sources:
            here = [m for m in legal if m.source == pile and (count is None or m.count == count)]
            here = [m for m in here if self._target_matches(m, intent.target)]
            if count is None and here:
                most = max(m.count for m in here)
                here = [m for m in here if m.count == most]
            candidates.extend(_one_per_target(here))
        if not candidates:
            return self._explain(intent, sources)
        by_source = {m.source for m in candidates}
        if len(by_source) > 1:
            best: dict[Pile | None, Move] = {}
            for m in sorted(candidates, key=self._target_rank):
                best.setdefault(m.source, m)  # one question per copy, its best place
            return self._ask(list(best.values()), by_source=True)
        if len(candidates) > 1:
            if isinstance(intent.target, P.CardRef):
                return self._ask(candidates, by_source=False)
            candidates.sort(
                key=lambda m: (
                    -len(g.state.columns[m.target.index])
                    if m.target and m.target.kind is PileKind.COLUMN
                    else 0
                )
            )
        return self._apply(candidates[0])

    def _target_rank(self, m: Move) -> tuple[int, int]:
        """Foundations first, then the longest column, for choosing among places."""
        tgt = m.target
        if tgt is None or tgt.kind is PileKind.FOUNDATION:
            return (0, 0)
        return (1, -len(self.game.state.columns[tgt.index]))

    def _target_matches(self, m: Move, spec: P.Spec) -> bool:
        g = self.game
        tgt = m.target
        assert tgt is not None
        if isinstance(spec, P.CardRef):
            return tgt.kind is PileKind.COLUMN and g.state.top(tgt) == spec.card
        if isinstance(spec, P.RankRef):
            top = g.state.top(tgt) if tgt.kind is PileKind.COLUMN else None
            return top is not None and top.rank == spec.rank
        if spec.kind is not tgt.kind:
            return False
        if spec.kind is PileKind.COLUMN and spec.empty:
            return not g.state.columns[tgt.index]
        return spec.index is None or spec.index == tgt.index

    def _place(self, sources: list[tuple[Pile, int | None]], legal: list[Move]) -> str:
        """Named without a place: the double-click rule (a run goes to its best column)."""
        g = self.game

        def policy(pile: Pile, count: int | None) -> Move | Reason:
            if count in (None, 1):
                return double_click(g.state, pile)
            moves = [m for m in legal if m.source == pile and m.count == count]
            return to_column(g.state, moves, count) or Reason.NO_PLACE

        return self._by_policy(sources, policy)

    def _tap(self, spec: P.Spec | None) -> str:
        if spec is None:
            # Translators: "tap" without a card.
            return self.t._("Name a card or a pile to tap, for example: tap waste.")
        sources = self._sources(spec)
        if isinstance(sources, str):
            return sources
        return self._by_policy(sources, lambda pile, _count: tap(self.game.state, pile))

    def _by_policy(
        self, sources: list[tuple[Pile, int | None]], policy: Callable[[Pile, int | None], Move | Reason]
    ) -> str:
        """Each copy placed by one of the app's rules: one place is played, several are
        asked about, none is refused with the reason."""
        g = self.game
        chosen: list[Move] = []
        reason = Reason.NO_PLACE
        for pile, count in sources:
            got = policy(pile, count)
            if isinstance(got, Move):
                chosen.append(got)
            else:
                reason = got
        if not chosen:
            pile = sources[0][0]
            top = g.state.cards(pile)[-1:] if g.state.has_pile(pile) else []
            return self._refused(IllegalMove(reason, tuple(top), _m(pile)))
        if len({m.source for m in chosen}) > 1:
            return self._ask(chosen, by_source=True)
        return self._apply(chosen[0])

    def _explain(self, intent: P.MoveIntent, sources: list[tuple[Pile, int | None]]) -> str:
        """No legal move fits: say which rule refuses the move the player meant."""
        g, t = self.game, self.t
        target = intent.target
        assert target is not None
        src, count = sources[0]
        count = count or 1
        if isinstance(target, P.CardRef):
            tops = [
                Pile(PileKind.COLUMN, i) for i, c in enumerate(g.state.columns) if c and c[-1] == target.card
            ]
            if not tops:
                if isinstance(intent.source, P.CardRef) and target.card == intent.source.card:
                    return self._refused(IllegalMove(Reason.SAME_PILE, (target.card,)))
                # Translators: a move onto a card that is not the exposed card of any column.
                return t._("No column ends with the {card}, so nothing can go on it.").format(
                    card=self.p.card(target.card)
                )
            dst = tops[0]
        elif isinstance(target, P.RankRef):
            ranked = [
                Pile(PileKind.COLUMN, i)
                for i, c in enumerate(g.state.columns)
                if c and c[-1].rank == target.rank
            ]
            if not ranked:
                # Translators: a move onto a card named by its rank alone, and no column ends with one.
                return t._("No column ends with a card of that rank.")
            dst = ranked[0]
        elif target.kind is PileKind.COLUMN:
            if target.index is None:
                empties = [i for i, c in enumerate(g.state.columns) if not c]
                if not empties:
                    # Translators: a move to "an empty column" when there is none.
                    return t._("There is no empty column.")
                dst = Pile(PileKind.COLUMN, empties[0])
            else:
                dst = Pile(PileKind.COLUMN, target.index)
        elif target.kind is PileKind.FOUNDATION:
            if target.index is not None:
                dst = Pile(PileKind.FOUNDATION, target.index)
            else:
                head = g.state.cards(src)[-count] if g.state.cards(src) else None
                dst = Pile(PileKind.FOUNDATION, head.suit if head else 0)
        else:
            dst = Pile(target.kind)
        mv = Move(MoveKind.MOVE, src, dst, count)
        refused = g.state.refusal(mv)
        if refused is None:
            return self._apply(mv)
        e = IllegalMove.of(refused)
        if self.settings.autoplace and src.kind is not PileKind.STOCK:
            placed = best_place(g.state, src)
            if isinstance(placed, Move):
                # Translators: with auto-place on, a refused move is replaced by the best place.
                lead = self.p.refusal(g.state, e) + " " + t._("Auto-place puts it in its best place instead.")
                return lead + " " + self._apply(placed)
        return self._refused(e)

    def _refused(self, e: IllegalMove) -> str:
        self.last_refusal = (e.reason, self.game.variant)
        text = self.p.refusal(self.game.state, e)
        if self.settings.verbosity is Verbosity.FULL:
            rule = rule_for(e.reason)
            if rule is not None:
                text += " " + rule_text(self.t, rule, self.game.variant)
        return text

    def _ask(self, moves: list[Move], by_source: bool) -> str:
        g, p, t = self.game, self.p, self.t
        self.pending = Question(moves, by_source)
        m = moves[0]
        assert m.source is not None and m.target is not None
        heads = {g.state.cards(x.source)[-x.count] for x in moves if x.source is not None}
        if by_source and len(heads) > 1:
            named = [
                # Translators: one choice in "Which card: the king of hearts from column 2 or ...?"
                t._("the {card} from {pile}").format(
                    card=p.card(g.state.cards(x.source)[-x.count]), pile=p.pile(x.source)
                )
                for x in moves
                if x.source is not None
            ]
            # Translators: several cards of the named rank can move: "Which card: ... or ...?"
            return t._("Which card: {places}?").format(places=p.either(named))
        if by_source:
            card = g.state.cards(m.source)[-m.count]
            places = p.either([p.pile(x.source) for x in moves if x.source is not None])
            # Translators: both copies of a card can move: "Which 7 of spades: column 3 or the waste?"
            return t._("Which {card}: {places}?").format(card=p.card(card), places=places)
        target_card = g.state.top(m.target)
        places = p.either([p.pile(x.target) for x in moves if x.target is not None])
        # Translators: both copies of the target card are exposed: "Onto which 8 of spades: column 2 or column 6?"
        return t._("Onto which {card}: {places}?").format(
            card=p.card(target_card) if target_card else "", places=places
        )

    def _answer(self, intent: P.Intent) -> str | None:
        """A short answer to the pending question, or None when the line is another command."""
        q = self.pending
        assert q is not None
        spec: P.PileRef | None = None
        if (
            isinstance(intent, P.MoveIntent)
            and intent.target is None
            and isinstance(intent.source, P.PileRef)
        ):
            spec = intent.source
        elif isinstance(intent, P.Read) and isinstance(intent.what, P.PileRef):
            spec = intent.what
        if spec is None:
            return None
        for m in q.moves:
            pile = m.source if q.by_source else m.target
            if pile is not None and pile.kind is spec.kind and spec.index in (None, pile.index):
                self.pending = None
                return self._apply(m)
        return None


def _m(pile: Pile) -> Move:
    return Move(MoveKind.MOVE, pile, pile)


def _one_per_target(moves: list[Move]) -> list[Move]:
    """Two foundations of one suit holding the same cards are one place."""
    out: list[Move] = []
    seen_found: set[tuple[Pile | None, int]] = set()
    for m in moves:
        if m.target is not None and m.target.kind is PileKind.FOUNDATION:
            key = (m.source, m.count)
            if key in seen_found:
                continue
            seen_found.add(key)
        out.append(m)
    return out


def useful_moves(game: Game) -> list[Move]:
    """The legal moves as a player wants them listed: one foundation per suit."""
    return _one_per_target(list(game.state.legal_moves()))
