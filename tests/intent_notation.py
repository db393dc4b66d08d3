"""A compact, language-neutral notation for parsed intents, for the parser fixtures."""

from __future__ import annotations

from fortythieves.core.moves import PileKind
from fortythieves.lang import parser as P


def spec(s: P.Spec | None) -> str:
    if s is None:
        return "place"
    if isinstance(s, P.CardRef):
        return s.card.short()
    if isinstance(s, P.RankRef):
        return "rank " + s.rank.short
    if s.kind is PileKind.COLUMN:
        if s.empty:
            return "empty" if s.index is None else f"c{s.index + 1} empty"
        return "c" if s.index is None else f"c{s.index + 1}"
    if s.kind is PileKind.FOUNDATION:
        return "f" if s.index is None else f"f{s.index + 1}"
    return s.kind.value


def notation(intent: P.Intent) -> str:
    if isinstance(intent, P.Command):
        rest = P.normalize(intent.rest)  # the rest as typed; compared without accents or case
        return f"cmd {intent.name}" + (f" {rest}" if rest else "")
    if isinstance(intent, P.Read):
        return "read board" if intent.what is None else f"read {spec(intent.what)}"
    if isinstance(intent, P.Where):
        return f"where {intent.card.short() if intent.card else '?'}"
    if isinstance(intent, P.Options):
        return f"options {spec(intent.what) if intent.what else '?'}"
    if isinstance(intent, P.Tap):
        return f"tap {spec(intent.what) if intent.what else '?'}"
    if isinstance(intent, P.Setting):
        value = P.normalize(intent.value or "") if intent.name == "language" else intent.value
        return f"set {intent.name} {value or '?'}"
    if isinstance(intent, P.MoveIntent):
        out = f"move {spec(intent.source)} -> {spec(intent.target)}"
        if intent.count:
            out += f" x{intent.count}"
        if intent.origin:
            out += f" from {spec(intent.origin)}"
        if intent.back:
            out += " back"
        return out
    if isinstance(intent, P.Unknown):
        return "unknown"
    return "nothing"
