"""A command that changes the game, asked as a question, is asked back and never done
before a yes: "should I start again?", "can I restart?", "do I have to quit?", "a new
game?" in every language. A request ("can we have a new game?", "could you put it
back?") still acts, and so does "can it go back?" after a slip said. "What was my last
move?" asks the moves made, never the moves to make."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.concepts import may_words, should_words
from fortythieves.lang.intents import Cmd, Command, changes_game, format_intent
from fortythieves.lang.lexicon import words
from fortythieves.lang.lifewords import word_class
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

ASKED = {
    "en": [("a new game?", "new"), ("can I restart?", "restart"), ("do I have to quit?", "quit"),
           ("should I quit?", "quit"), ("should I undo?", "undo"), ("can I start a new game?", "new")],
    "ca": [("una partida nova?", "new"), ("puc tornar a començar?", "restart"), ("he de sortir?", "quit"),
           ("hauria de tornar a començar?", "restart")],
    "nl": [("een nieuw spel?", "new"), ("kan ik opnieuw beginnen?", "restart"),
           ("moet ik opnieuw beginnen?", "restart")],
    "pt": [("um jogo novo?", "new"), ("posso recomeçar?", "restart"), ("tenho de sair?", "quit"),
           ("devo recomeçar?", "restart")],
    "it": [("una nuova partita?", "new"), ("posso ricominciare?", "restart"), ("devo uscire?", "quit"),
           ("dovrei ricominciare?", "restart")],
    "hr": [("nova igra?", "new"), ("mogu li početi ispočetka?", "restart"),
           ("trebam li početi ispočetka?", "restart")],
}  # fmt: skip

REQUESTED = {
    "en": [("ugh, my bad, could you put it back?", "undo"), ("new game", "new")],
    "nl": [("oeps, verkeerd geklikt, kan het terug?", "undo"), ("mag ik een nieuw spel?", "new")],
    "pt": [("bolas, foi sem querer, dá para voltar atrás?", "undo")],
    "hr": [("ajme, greškom sam stisnula, može natrag?", "undo")],
}

LAST_MOVE = {
    "en": ["what was my last move?", "what did I just do?"], "ca": ["quin ha estat el meu últim moviment?"],
    "nl": ["wat was mijn laatste zet?"], "pt": ["qual foi a minha última jogada?"],
    "it": ["qual è stata la mia ultima mossa?"], "hr": ["koji je bio moj zadnji potez?"],
}  # fmt: skip


def _cases(table: dict[str, list[tuple[str, str]]]) -> list[tuple[str, str, str]]:
    return [(lang, line, cmd) for lang, lines in table.items() for line, cmd in lines]


@pytest.mark.parametrize(("lang", "line", "cmd"), _cases(ASKED))
def test_a_command_asked_is_asked_back(lang: str, line: str, cmd: str) -> None:
    intent = P.parse(line, lang)
    assert format_intent(intent) == f"ask cmd {cmd}", line
    assert not changes_game(intent), line


@pytest.mark.parametrize(("lang", "line", "cmd"), _cases(REQUESTED))
def test_a_command_requested_still_acts(lang: str, line: str, cmd: str) -> None:
    assert format_intent(P.parse(line, lang)) == f"cmd {cmd}", line


@pytest.mark.parametrize("lang", ["en", "ca", "nl", "pt", "it", "hr"])
def test_in_the_game_only_a_yes_does_it(lang: str) -> None:
    line = next(said for said, cmd in ASKED[lang] if cmd == "new")
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    s.handle("draw")
    stock = len(s.game.state.stock)
    s.handle(line)
    assert len(s.game.state.stock) == stock and s.game.moves == 1, line  # nothing dealt yet
    s.handle("no")
    s.handle(line)
    assert s.game.moves == 1, line
    yes = {"en": "yes", "ca": "sí", "nl": "ja", "pt": "sim", "it": "sì", "hr": "da"}[lang]
    s.handle(yes)
    assert s.game.moves == 0, line  # a new deal, after the yes


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in LAST_MOVE.items() for line in lines]
)
def test_the_last_move_asked_is_the_moves_made(lang: str, line: str) -> None:
    assert P.parse(line, lang) == Command(Cmd.MOVE_COUNT), line


@pytest.mark.parametrize("lang", ["en", "ca", "nl", "pt", "it", "hr"])
def test_no_command_asked_with_can_or_should_acts(lang: str) -> None:
    """Every word of "can" and "should" of the catalogue (the requests, "can we", "mag ik",
    left out), before the words of a new deal, a restart, leaving, undo and redo, and a "?":
    none of the lines changes the game."""
    modals = sorted((may_words(lang) | should_words(lang)) - word_class(lang, "request"))
    lines = [
        f"{' '.join(modal)} {said}?"
        for key in ("new", "restart", "quit", "undo", "redo")
        for said in words(lang, key)[:3]
        for modal in modals
    ]
    assert len(lines) > 300
    acting = [line for line in lines if changes_game(P.parse(line, lang))]
    assert not acting, acting[:10]


COUNTED = {"en": "undo 3?", "ca": "desfés-ho tot?", "nl": "alles ongedaan maken?", "pt": "desfaz tudo?",
           "it": "annulla tutto?", "hr": "poništi sve?"}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(COUNTED))
def test_an_undo_of_several_moves_asked_is_asked_back(lang: str) -> None:
    # "undo 3?", "desfés-ho tot?": a count of moves said with the command asks as the command alone does
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    for _ in range(3):
        s.handle("draw")
    asked = s.handle(COUNTED[lang]).text
    assert s.game.moves == 3 and len(s.game.state.pushed) == 3, COUNTED[lang]  # nothing taken back yet
    assert " all?" not in asked, asked  # the count said in the player's words ("anular tudo?")
    yes = {"en": "yes", "ca": "sí", "nl": "ja", "pt": "sim", "it": "sì", "hr": "da"}[lang]
    s.handle(yes)
    assert not s.game.state.pushed, COUNTED[lang]  # after the yes, all three


MOVE_ASKED = {
    "en": "do I put the king of spades in the empty column?",
    "ca": "poso el rei de piques a la columna buida?",
    "nl": "wat denk je, leg ik de schoppenheer in de lege kolom?",
    "pt": "o que achas, ponho o rei de espadas na coluna vazia?",
    "it": "metto il re di picche nella colonna vuota?",
    "hr": "što misliš, stavim li pik kralja u prazan stupac?",
}
MOVE_REQUESTED = {
    "en": "could you put the king of spades in the empty column?",
    "ca": "em faries el favor de posar el rei de piques a la columna buida?",
    "nl": "zou je de schoppenheer in de lege kolom willen leggen?",
    "pt": "podes pôr o rei de espadas na coluna vazia?",
    "it": "mi faresti il favore di mettere il re di picche nella colonna vuota?",
    "hr": "možeš li staviti pik kralja u prazan stupac?",
}


@pytest.mark.parametrize("lang", sorted(MOVE_ASKED))
def test_a_move_said_as_a_question_is_asked_and_a_request_acts(lang: str) -> None:
    # "ponho o rei na coluna vazia?" (do I put...?) played the move and lost a game
    asked = P.parse(MOVE_ASKED[lang], lang)
    assert format_intent(asked).startswith("ask move"), MOVE_ASKED[lang]
    requested = P.parse(MOVE_REQUESTED[lang], lang)
    assert format_intent(requested).startswith("move"), MOVE_REQUESTED[lang]


YES_THANKS = {"en": "yes, thanks", "ca": "sí, gràcies", "nl": "ja, dank je", "pt": "sim, faz favor",
              "it": "sì, grazie", "hr": "da, hvala"}  # fmt: skip
OFFER = {
    "en": "can I put the ace of hearts from column 1 on the foundation?",
    "ca": "puc posar l'as de cors de la columna 1 a la base?",
    "nl": "mag ik hartenaas uit kolom 1 op de eindstapel?",
    "pt": "posso pôr o ás de copas da coluna 1 na base?",
    "it": "posso mettere l'asso di cuori della colonna 1 in fondazione?",
    "hr": "mogu li staviti herc asa iz stupca 1 na temelj?",
}


@pytest.mark.parametrize("lang", sorted(YES_THANKS))
def test_a_yes_with_thanks_or_please_plays_the_move_offered(lang: str) -> None:
    # "sim, faz favor" (yes please) and "da, hvala" (yes, thanks) were taken as a no
    s = Session(Settings(lang=lang))
    s.open(code="FT1-N-2345673", environ={})
    s.handle(OFFER[lang])
    assert s.game.moves == 0
    s.handle(YES_THANKS[lang])
    assert s.game.moves == 1, YES_THANKS[lang]
