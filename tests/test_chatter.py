"""Everyday talk gets a word back and never acts: "thanks", "sorry", "oops", a swear word,
"bye", "hello", "wait", "ok", "no" and "yes" in six languages, said to a real session; a
"yes" after a hint says how to play it; "what?" forms repeat the last reply."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.core.state import State
from fortythieves.lang.chatter import Chatter, chatter
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.advisor import Advice, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
QUEEN_HOME = Move(MoveKind.MOVE, column(3), foundation(0))  # the endgame's first move

# Each kind of talk in each language, as a player types it.
SAID: dict[str, dict[Chatter, list[str]]] = {
    "en": {
        Chatter.THANKS: [
            "thanks",
            "Thank you!",
            "thanks a lot",
            "thanks for the tip",
            "thank you for the help",
        ],
        Chatter.SORRY: ["sorry", "my bad"],
        Chatter.SLIP: ["oops", "damn it", "shit", "bloody hell"],
        Chatter.FAREWELL: ["bye", "goodbye"],
        Chatter.GREETING: ["hello", "hi"],
        Chatter.YES: ["yes", "yeah"],
        Chatter.NO: ["no", "nope"],
        Chatter.WAIT: ["wait", "hold on"],
        Chatter.AGREED: ["ok", "got it", "that's it", "cool"],
        Chatter.PARDON: ["sorry?", "eh?"],
    },
    "ca": {
        Chatter.THANKS: ["gràcies", "moltes gràcies", "gràcies per la pista"],
        Chatter.SORRY: ["ho sento", "disculpa"],
        Chatter.SLIP: ["ups", "merda", "ostres", "mare meva"],
        Chatter.FAREWELL: ["adéu", "fins aviat"],
        Chatter.GREETING: ["hola", "bon dia"],
        Chatter.YES: ["sí", "és clar"],
        Chatter.NO: ["no", "ara no"],
        Chatter.WAIT: ["espera", "un moment"],
        Chatter.AGREED: ["d'acord", "entesos", "ja ho tinc"],
        Chatter.PARDON: ["eh?", "perdona?"],
    },
    "nl": {
        Chatter.THANKS: ["bedankt", "dank je wel", "bedankt voor de tip"],
        Chatter.SORRY: ["sorry", "mijn fout"],
        Chatter.SLIP: ["oeps", "verdomme", "shit", "balen"],
        Chatter.FAREWELL: ["doei", "tot ziens"],
        Chatter.GREETING: ["hallo", "hoi"],
        Chatter.YES: ["ja", "jazeker"],
        Chatter.NO: ["nee", "nu niet"],
        Chatter.WAIT: ["wacht even", "momentje"],
        Chatter.AGREED: ["oké", "snap het", "dat is het"],
        Chatter.PARDON: ["sorry?", "huh?"],
    },
    "pt": {
        Chatter.THANKS: ["obrigado", "muito obrigada", "obrigado pela dica"],
        Chatter.SORRY: ["desculpa", "foi sem querer"],
        Chatter.SLIP: ["ups", "porra", "bolas", "que chatice"],
        Chatter.FAREWELL: ["adeus", "até logo"],
        Chatter.GREETING: ["olá", "bom dia"],
        Chatter.YES: ["sim", "claro"],
        Chatter.NO: ["não", "agora não"],
        Chatter.WAIT: ["espera", "um momento"],
        Chatter.AGREED: ["ok", "percebi", "é isso"],
        Chatter.PARDON: ["o quê?", "hã?"],
    },
    "it": {
        Chatter.THANKS: ["grazie", "grazie mille", "grazie del consiglio"],
        Chatter.SORRY: ["scusa", "mi dispiace"],
        Chatter.SLIP: ["ops", "accidenti", "porca miseria", "cazzo"],
        Chatter.FAREWELL: ["arrivederci", "a presto"],
        Chatter.GREETING: ["ciao", "buongiorno"],
        Chatter.YES: ["sì", "certo"],
        Chatter.NO: ["no", "non ora"],
        Chatter.WAIT: ["aspetta", "un attimo"],
        Chatter.AGREED: ["ok", "capito", "ecco fatto"],
        Chatter.PARDON: ["scusa?", "eh?"],
    },
    "hr": {
        Chatter.THANKS: ["hvala", "hvala lijepa", "hvala na savjetu"],
        Chatter.SORRY: ["oprosti", "žao mi je"],
        Chatter.SLIP: ["ups", "sranje", "kvragu", "jebote"],
        Chatter.FAREWELL: ["doviđenja", "vidimo se"],
        Chatter.GREETING: ["bok", "dobar dan"],
        Chatter.YES: ["da", "može"],
        Chatter.NO: ["ne", "ne hvala"],
        Chatter.WAIT: ["čekaj", "samo malo"],
        Chatter.AGREED: ["ok", "kužim", "to je to"],
        Chatter.PARDON: ["molim?", "oprosti?"],
    },
}

# What the game answers, in each language: thanks, sorry, a slip with a move to take back and
# before any move, goodbye, hello (the opening hint follows), yes when nothing was asked, yes
# after a hint, wait, and ok or no.
ANSWERS: dict[str, dict[str, str]] = {
    "en": {
        "thanks": "You're welcome.",
        "sorry": "No harm done.",
        "slip": "No problem: type undo to take back the last move.",
        "slip-first": "Never mind.",
        "farewell": "To leave the game, type quit.",
        "greeting": "Hello. Type board to hear the board, or help for the commands.",
        "yes": "There is no question to answer.",
        "yes-hint": "Type “do it” to play the hint.",
        "wait": "Take your time.",
        "agreed": "All right.",
    },
    "ca": {
        "thanks": "De res.",
        "sorry": "No passa res.",
        "slip": "Cap problema: escriu «desfés» per desfer l’últim moviment.",
        "slip-first": "No pateixis.",
        "farewell": "Per sortir del joc, escriu «surt».",
        "greeting": "Hola. Escriu «tauler» per escoltar el tauler, o «ajuda» per veure les ordres.",
        "yes": "No t’he preguntat res.",
        "yes-hint": "Escriu «fes-ho» per jugar la pista.",
        "wait": "Sense pressa.",
        "agreed": "D’acord.",
    },
    "nl": {
        "thanks": "Graag gedaan.",
        "sorry": "Geen probleem.",
        "slip": "Geen probleem: typ ongedaan maken om de laatste zet terug te nemen.",
        "slip-first": "Geeft niks.",
        "farewell": "Typ afsluiten om het spel te verlaten.",
        "greeting": "Hallo. Typ tafel om te horen wat er op tafel ligt, of help voor de opdrachten.",
        "yes": "Ik heb niets gevraagd.",
        "yes-hint": "Typ ‘doe het’ om de tip te spelen.",
        "wait": "Neem gerust de tijd.",
        "agreed": "Goed.",
    },
    "pt": {
        "thanks": "De nada.",
        "sorry": "Não faz mal.",
        "slip": "Não faz mal: escreva anular para desfazer a última jogada.",
        "slip-first": "Não há problema.",
        "farewell": "Para sair do jogo, escreva sair.",
        "greeting": "Olá. Escreva mesa para ouvir a mesa, ou ajuda para ver os comandos.",
        "yes": "Não há nenhuma pergunta a que responder.",
        "yes-hint": "Escreva faz isso para jogar a dica.",
        "wait": "Com calma, não há pressa.",
        "agreed": "Está bem.",
    },
    "it": {
        "thanks": "Prego.",
        "sorry": "Nessun problema.",
        "slip": "Nessun problema: scrivi annulla per annullare l'ultima mossa.",
        "slip-first": "Non fa niente.",
        "farewell": "Per uscire dal gioco, scrivi esci.",
        "greeting": "Ciao. Scrivi tavolo per sentire le carte sul tavolo, o aiuto per i comandi.",
        "yes": "Non c'è nessuna domanda a cui rispondere.",
        "yes-hint": "Scrivi fallo per giocare il suggerimento.",
        "wait": "Fai con calma.",
        "agreed": "Va bene.",
    },
    "hr": {
        "thanks": "Nema na čemu.",
        "sorry": "Ništa strašno.",
        "slip": "Nema problema: upiši poništi da poništiš zadnji potez.",
        "slip-first": "Nema veze.",
        "farewell": "Za izlaz iz igre upiši izlaz.",
        "greeting": "Bok. Upiši stol da čuješ sve karte na stolu ili pomoć za popis naredbi.",
        "yes": "Nema pitanja na koje treba odgovoriti.",
        "yes-hint": "Upiši napravi to da odigraš savjet.",
        "wait": "Samo polako.",
        "agreed": "Dobro.",
    },
}

CASES = [
    (lang, kind, line) for lang, kinds in SAID.items() for kind, lines in kinds.items() for line in lines
]


@dataclass
class Hinting:
    """An advisor that always hints the endgame's first move, on a known winning line."""

    def hint(self, state: State) -> Advice:
        return Advice(Outlook.WINNABLE, QUEEN_HOME, 9)

    def outlook(self, state: State) -> Advice:
        return self.hint(state)

    def moved(self, state: State) -> None:
        pass  # the advice never changes: nothing to follow

    def known(self, state: State) -> Outlook | None:
        return Outlook.WINNABLE

    def due(self, state: State) -> Advice | None:
        return None

    def forget(self) -> None:
        pass  # nothing kept

    def close(self) -> None:
        pass  # nothing running


def session(lang: str, hinting: bool = False) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Hinting() if hinting else None)
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


def test_every_language_is_covered() -> None:
    assert set(SAID) == set(ANSWERS) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "kind", "line"), CASES)
def test_talk_is_recognised_by_its_kind(lang: str, kind: Chatter, line: str) -> None:
    assert chatter(line, lang) is kind


@pytest.mark.parametrize("lang", LANGUAGES)
def test_commands_and_unknown_words_are_no_talk(lang: str) -> None:
    assert chatter("put the 7 of spades on the 8", lang) is None
    assert chatter("thanks, blorp", lang) is None
    assert chatter("please", lang) is None  # a filler word alone is no talk of any kind


@pytest.mark.parametrize(("lang", "kind", "line"), CASES)
def test_talk_gets_its_answer_and_changes_nothing(lang: str, kind: Chatter, line: str) -> None:
    s = session(lang)
    s.handle("c4 f")  # a move, so that a slip can offer to take it back
    before, moves, replied = s.game.state.key(), s.game.moves, s.last_reply
    reply = s.handle(line)
    assert s.game.state.key() == before and s.game.moves == moves and not reply.quit
    said = ANSWERS[lang]
    expected = {
        Chatter.THANKS: said["thanks"],
        Chatter.SORRY: said["sorry"],
        Chatter.SLIP: said["slip"],
        Chatter.FAREWELL: said["farewell"],
        Chatter.GREETING: said["greeting"],
        Chatter.YES: said["yes"],
        Chatter.NO: said["agreed"],
        Chatter.WAIT: said["wait"],
        Chatter.AGREED: said["agreed"],
        Chatter.PARDON: s.r.said_again(replied),  # the move's reply, marked as said before
    }[kind]
    assert reply.text == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_slip_before_any_move_offers_nothing_to_take_back(lang: str) -> None:
    s = session(lang)
    assert s.handle(SAID[lang][Chatter.SLIP][0]).text == ANSWERS[lang]["slip-first"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ok_after_a_hint_says_how_to_play_it_and_plays_nothing(lang: str) -> None:
    s = session(lang, hinting=True)
    s.handle("hint")
    before = s.game.state.key()
    for line in SAID[lang][Chatter.AGREED][:1]:
        assert s.handle(line).text == ANSWERS[lang]["yes-hint"], line
        assert s.game.state.key() == before, line
    assert word(lang, "do-it") in ANSWERS[lang]["yes-hint"]
    s.handle(word(lang, "do-it"))
    assert s.game.state.key() != before  # the command the answer names plays the hint


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang in LANGUAGES for line in SAID[lang][Chatter.YES]]
)
def test_yes_right_after_a_hint_plays_it(lang: str, line: str) -> None:
    s = session(lang, hinting=True)
    s.handle("hint")
    before = s.game.state.key()
    s.handle(line)
    assert s.game.state.key() != before and s.game.moves == 1, line
    s.handle(line)  # the hint is played: a second "yes" answers nothing
    assert s.game.moves == 1, line


YES = {"en": "yes", "ca": "sí", "nl": "ja", "pt": "sim", "it": "sì", "hr": "da"}


def _misspelt(lang: str) -> str:
    """The language's first word for drawing, its last two letters swapped ("drwa")."""
    draw = word(lang, "draw")
    return draw[:-2] + draw[-1] + draw[-2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_yes_to_did_you_mean_does_what_was_suggested(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(requested_lang=lang, environ={})
    stock = len(s.game.state.stock)
    asked = s.handle(_misspelt(lang))
    assert word(lang, "draw") in asked.text and len(s.game.state.stock) == stock
    s.handle(YES[lang])
    assert len(s.game.state.stock) == stock - 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_suggestion_not_taken_up_is_forgotten(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(requested_lang=lang, environ={})
    stock = len(s.game.state.stock)
    s.handle(_misspelt(lang))
    s.handle("board")  # another line: the question is no longer open
    s.handle(YES[lang])
    assert len(s.game.state.stock) == stock


@pytest.mark.parametrize("lang", LANGUAGES)
def test_do_it_after_reading_a_place_plays_nothing(lang: str) -> None:
    """A hint, then a column read, then "do it": the column's card is not played as a guess."""
    s = session(lang, hinting=True)
    s.handle("hint")
    s.handle("column 9")
    before = s.game.state.key()
    reply = s.handle(word(lang, "do-it"))
    assert s.game.state.key() == before
    assert word(lang, "hint") in reply.text and word(lang, "play") in reply.text
    s.handle("hint")
    s.handle(word(lang, "do-it"))
    assert s.game.state.key() != before  # straight after a hint, "do it" plays it
