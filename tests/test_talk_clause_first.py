"""A first clause that is only talk is passed over even when one of its words is also a
command's: Dutch "top!" (great) is everyday talk and the word for the top cards, so "top,
bedankt. ik stop ermee" leaves the game, as "mooi, bedankt. ik stop ermee" does, and the top
cards are not read instead. Every language: talk, a full stop, then the command."""

from __future__ import annotations

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.intents import format_intent


@pytest.mark.parametrize(
    ("lang", "line", "meant"),
    [("nl", "top, bedankt. ik stop ermee", "cmd quit"), ("nl", "top! trek nog een kaart", "cmd draw"),
     ("nl", "top. wat ligt er op kolom 3?", "read c3"), ("en", "great, thanks. quit", "cmd quit"),
     ("ca", "perfecte, gràcies. surto", "cmd quit"), ("pt", "ótimo, obrigado. tira uma carta", "cmd draw"),
     ("it", "perfetto, grazie. esco", "cmd quit"), ("hr", "super, hvala. izlazim", "cmd quit")],
)  # fmt: skip
def test_talk_said_first_leaves_the_command_after_it(lang: str, line: str, meant: str) -> None:
    assert format_intent(P.parse(line, lang)) == meant, line
