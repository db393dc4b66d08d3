"""What every group of the session's sentences shares: the phraser of the language, its
translator, the language's command words (shown in replies as the player types them), and
the hint how to begin, said at the opening and to a greeting."""

from __future__ import annotations

from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import word
from fortythieves.lang.phrasing import Phraser


class Said:
    """The sentences of one language; `p` phrases cards, piles and the board."""

    def __init__(self, p: Phraser) -> None:
        self.p = p
        self.t: Translator = p.t
        self.lang = p.t.lang

    def _word(self, key: str) -> str:
        return word(self.lang, key)

    def opening_hint(self) -> str:
        # Translators: the hint after the opening line.
        return self.t._("Type {board} to hear the board, or {help} for the commands.").format(
            board=self._word("board"), help=self._word("help")
        )
