"""The only place that turns game objects and events into sentences.

Every sentence comes from the catalogue of the session's language. One module per job:
`names` (cards, piles, lists, counts, codes spelt), `board` (read-outs of the table),
`moves` (moves, outcomes, undo, score), `refusals` (why something cannot be done) and
`modes` (verbosity and order); `Phraser` in `phraser` is the one object callers hold.
"""

from fortythieves.lang.phrasing.modes import Order, Verbosity
from fortythieves.lang.phrasing.names import capital
from fortythieves.lang.phrasing.phraser import Phraser

__all__ = ["Order", "Phraser", "Verbosity", "capital"]
