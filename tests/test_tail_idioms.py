"""A vague "and the rest" said last ("show me my stats, wins and all", "hint, etc.") is
talk: the line means what it means without it. Said alone it keeps its own meaning ("and
all" is the board), and a phrase that ends with the same letters but is another phrase
("por agora é tudo") stays as it is."""

from __future__ import annotations

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.intents import format_intent
from fortythieves.lang.parsing.line import read_line
from fortythieves.lang.parsing.talking import before_tail

CASES = {
    "en": (
        ("show me my stats, wins and all", "cmd stats"),
        ("show the board and stuff", "cmd board"),
        ("give me a hint, etc.", "cmd hint"),
        ("draw and so on", "cmd draw"),
        ("show me my stats, wins and everything?", "cmd stats"),
        ("undo all and all", "cmd undo all"),
    ),
    "ca": (
        ("mostra'm les estadístiques, victòries i tot", "cmd stats"),
        ("mostra el tauler, etc.", "cmd board"),
        ("desfés-ho tot i tot això", "cmd undo all"),
    ),
    "nl": (
        ("laat mijn statistieken zien, overwinningen en alles", "cmd stats"),
        ("toon het speelveld enzovoort", "cmd board"),
        ("alles ongedaan maken en zo", "cmd undo all"),
    ),
    "pt": (
        ("mostra as estatísticas, vitórias e tudo", "cmd stats"),
        ("mostra o tabuleiro e tal", "cmd board"),
        ("desfaz tudo etc.", "cmd undo all"),
    ),
    "it": (
        ("mostrami le statistiche, vittorie e tutto", "cmd stats"),
        ("fammi vedere il tavolo e quant'altro", "cmd board"),
        ("annulla tutto eccetera", "cmd undo all"),
    ),
    "hr": (
        ("pokaži mi statistiku, pobjede i sve to", "cmd stats"),
        ("pokaži stol itd.", "cmd board"),
        ("poništi sve i tako dalje", "cmd undo all"),
    ),
}

# the idiom alone keeps its own meaning, and so does a command that ends with the same word
ALONE = {
    "en": (
        ("and all", "cmd board"),
        ("all", "cmd board"),
        ("undo all", "cmd undo all"),
        ("redo all", "cmd redo all"),
    ),
    "ca": (("i tot", "cmd board"), ("desfés-ho tot", "cmd undo all")),
    "nl": (("en alles", "cmd board"), ("alles ongedaan maken", "cmd undo all")),
    "pt": (("desfaz tudo", "cmd undo all"),),
    "it": (("annulla tutto", "cmd undo all"),),
    "hr": (("i sve to", "cmd board"), ("poništi sve", "cmd undo all")),
}


@pytest.mark.parametrize(
    ("lang", "typed", "want"), [(lang, t, w) for lang, cs in CASES.items() for t, w in cs]
)
def test_the_rest_said_last_is_passed_over(lang: str, typed: str, want: str) -> None:
    assert format_intent(P.parse(typed, lang)) == want


@pytest.mark.parametrize(
    ("lang", "typed", "want"), [(lang, t, w) for lang, cs in ALONE.items() for t, w in cs]
)
def test_said_alone_it_keeps_its_meaning(lang: str, typed: str, want: str) -> None:
    assert format_intent(P.parse(typed, lang)) == want


@pytest.mark.parametrize(
    ("lang", "typed", "kept"),
    [
        ("pt", "mostra o tabuleiro e tudo", "mostra o tabuleiro"),
        ("pt", "mostra o tabuleiro, é tudo", None),  # "that's all", never "and all"
        ("pt", "por agora é tudo", None),
        ("it", "fammi vedere il tavolo e tutto", "fammi vedere il tavolo"),
        ("it", "per ora è tutto", None),
        ("en", "and so on", None),
        ("en", "what are my stats and all?", "what are my stats?"),
    ],
)
def test_the_line_before_the_idiom(lang: str, typed: str, kept: str | None) -> None:
    assert before_tail(read_line(typed, lang), typed) == kept


def test_quick_play_never_moves_a_card_said_with_the_rest() -> None:
    assert format_intent(P.parse("the 5 of hearts etc", "en", quick=True)) == "read 5H"
    assert format_intent(P.parse("the 5 of hearts", "en", quick=True)) == "move 5H -> place"
