"""A question is read by the way it is asked, beside what its other words are about: "why"
opening it asks why the last move was refused ("why won't it let me do that?" is no
question of winning), "how many" with the noun of moves asks the moves made, words of
advice ask for a hint ("any idea what I should play now?" is no list of moves), "how" with a
verb of playing asks for the rules; a question said after "help" is that question ("help me
out, what should I play?"); "što je gore na temeljima" reads the foundations. In every
language; none of these lines changes the game, and a line that says something else keeps
its reading."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import MoveIntent, PileRef, changes_game, format_intent
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

WHY = {
    "en": [
        "hang on, why can't I put it there?",
        "how come that didn't work?",
        "so why was that not allowed?",
        "ugh, why did it say no?",
        "why won't you let me move the queen?",
    ],
    "ca": ["per què no ha funcionat?", "i per què no m'ho deixa posar?", "com és que no s'ha pogut?"],
    "nl": [
        "waarom ging dat niet?",
        "hoezo mag dat niet?",
        "en waarom werkte dat nou weer niet?",
        "hè, waarom lukt dat niet?",
    ],
    "pt": ["porque é que não deu?", "por que não me deixa mexer nessa carta?", "pq nao funcionou?"],
    "it": ["perché non funziona?", "come mai non me l'ha fatto spostare?", "ma perchè non si può fare?"],
    "hr": ["zbog čega nije prošlo?", "zasto mi to ne da?", "a zašto to ne ide?"],
}

MOVES_MADE = {
    "en": ["how many moves have I done up to now?", "how many moves is that so far?"],
    "ca": ["quants moviments duc?", "quantes jugades he fet de moment?"],
    "nl": ["hoeveel zetten heb ik tot nu toe gedaan?", "hoeveel zetten zijn dat nu al?"],
    "pt": ["quantas jogadas eu já fiz?", "quantos lances levo até agora?"],
    "it": ["quante mosse ho fatto fin qui?", "quante mosse ho già fatto?"],
    "hr": ["koliko sam do sada poteza odigrao?", "koliko poteza sam već napravila?"],
}

ADVICE = {
    "en": ["any idea what to do next?", "what do you think I should play here?", "what move would you make?"],
    "ca": ["alguna idea de què jugar ara?", "tu què jugaries ara?", "què em recomanes jugar?"],
    "nl": ["wat zou jij nu spelen?", "enig idee wat ik nu moet spelen?"],
    "pt": ["o que é que devo jogar agora?", "alguma ideia do que jogar?", "o que é que farias?"],
    "it": ["che cosa dovrei giocare adesso?", "qualche idea su cosa giocare?", "che mossa mi consigli?"],
    "hr": ["što bih sad trebao odigrati?", "imaš ideju što da igram?", "koju kartu da pomaknem?"],
}

HOW_TO_PLAY = {
    "en": ["how is this game even played?", "so how do people play this?"],
    "ca": ["com es juga exactament a això?", "i això com es juga?"],
    "nl": [
        "hoe speel je dit spelletje eigenlijk?",
        "hoe wordt dit gespeeld dan?",
        "hoe moet dit gespeeld worden?",
    ],
    "pt": ["como é que se joga isto afinal?", "e isto joga-se como?"],
    "it": ["come si gioca esattamente?", "ma questo come si gioca?"],
    "hr": ["kako se zapravo igra ova igra?", "a kako se ovo uopće igra?"],
}

CASES = [
    *((lang, line, "cmd why") for lang, lines in WHY.items() for line in lines),
    *((lang, line, "cmd move-count") for lang, lines in MOVES_MADE.items() for line in lines),
    *((lang, line, "cmd hint") for lang, lines in ADVICE.items() for line in lines),
    *((lang, line, "cmd rules") for lang, lines in HOW_TO_PLAY.items() for line in lines),
    ("en", "help me out, what should I play?", "cmd hint"),
    ("ca", "ajuda'm, què hauria de jugar?", "cmd hint"),
    ("nl", "help, wat moet ik nu spelen?", "cmd hint"),
    ("pt", "ajuda-me, o que devo jogar?", "cmd hint"),
    ("it", "aiuto, cosa posso giocare?", "cmd moves"),
    ("hr", "pomoć, što da igram?", "cmd hint"),
    ("hr", "što je gore na temeljima", "read f"),
    ("hr", "a što je gore na stupcu 5?", "read c5"),
    ("hr", "što leži gore na otpadu", "read waste"),
    ("en", "what's up top on column 6?", "read c6"),
    ("ca", "què hi ha a dalt a la columna 3?", "read c3"),
    ("nl", "wat ligt er boven op kolom 4", "read c4"),
    ("it", "che c'è sopra nella colonna 2?", "read c2"),
]


@pytest.mark.parametrize(("lang", "line", "meant"), CASES)
def test_the_question_asked(lang: str, line: str, meant: str) -> None:
    for quick in (False, True):
        intent = parse(line, lang, quick=quick)
        assert format_intent(intent) == meant, (line, quick)
        assert not changes_game(intent)


# lines whose other words say another question or a command: they keep their reading
KEPT = [
    ("en", "how many moves can I still make?", "cmd moves"),
    ("en", "how many moves are left?", "cmd moves"),
    ("ca", "quantes jugades puc fer encara?", "cmd moves"),
    ("it", "quante mosse mi restano?", "cmd moves"),
    ("hr", "koliko još poteza mogu odigrati?", "cmd moves"),
    ("en", "how many cards are left in the stock?", "cmd stock-left"),
    ("en", "how many points do I have?", "cmd score"),
    ("en", "undo, because I can't see why", "cmd undo"),
    ("en", "should I draw?", "cmd draw-asked advice"),
    ("en", "why don't you give me a hint?", "cmd hint"),
    ("en", "how does the waste work?", "read waste"),
    ("hr", "što, stavi ga gore na temelje", "move it -> f"),
    ("en", "help moves", "cmd help moves"),
    ("ca", "ajuda jugar", "cmd help jugar"),
    ("en", "help, how does this work?", "cmd help"),
    ("nl", "help, ik weet niet wat ik moet typen", "cmd help"),
    ("en", "should I?", "unknown"),
    ("en", "can't I put the 7 of spades on the 8 of spades?", "ask move 7S -> 8S"),
    ("en", "what, put the 7 on the 8", "move rank 7 -> rank 8"),
]


@pytest.mark.parametrize(("lang", "line", "meant"), KEPT)
def test_another_question_or_a_command_keeps_its_reading(lang: str, line: str, meant: str) -> None:
    assert format_intent(parse(line, lang)) == meant


# a "why" that says no refusal and names a card or a place asks something else
NO_REFUSAL = [
    ("en", "how come column 3 is empty?"),
    ("en", "why is the 5 of hearts on the foundation?"),
    ("ca", "per què la columna 3 està buida?"),
    ("nl", "waarom ligt de heer in kolom 2?"),
]


@pytest.mark.parametrize(("lang", "line"), NO_REFUSAL)
def test_why_with_no_refusal_said_is_no_question_of_a_refusal(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) != "cmd why"


CODE = "FT1-N-2345673"


def opened(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", list(WHY))
def test_why_asked_so_explains_the_refusal(lang: str) -> None:
    s = opened(lang)
    reply = s.dispatch(MoveIntent(PileRef(PileKind.COLUMN, 2), PileRef(PileKind.COLUMN, 7)))
    assert any(isinstance(e, ev.Refused) for e in reply.events), reply.text
    said = s.handle(word(lang, "why")).text
    before = s.game.state.key()
    for line in WHY[lang]:
        assert s.handle(line).text == said, line
    assert s.game.state.key() == before


@pytest.mark.parametrize("lang", list(MOVES_MADE))
def test_moves_made_asked_so_are_counted(lang: str) -> None:
    s = opened(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    said = s.handle(word(lang, "move-count")).text
    for line in MOVES_MADE[lang]:
        assert s.handle(line).text == said, line
    assert s.game.moves == 2


@pytest.mark.parametrize("lang", list(HOW_TO_PLAY))
def test_how_to_play_asked_so_gives_the_rules(lang: str) -> None:
    s = opened(lang)
    said = s.handle(word(lang, "rules")).text
    for line in HOW_TO_PLAY[lang]:
        assert s.handle(line).text == said, line
