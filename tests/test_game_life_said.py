"""A game's life said in a sentence, the way players say it: a new deal ("deal me a fresh
hand"), this deal again from the start ("ricomincia la stessa smazzata da capo"), leaving
("prou per avui, surto del joc"), the last reply again ("eh wat zei je? kun je dat
herhalen"), longer or shorter replies, the voice on or off ("read stuff out loud to me").
Each is understood by the grammar lines of `lang.lifewords`; lines that only say "enough
for today", a goodbye, or "this game" with no word of starting again leave the game as it is."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, Intent, Setting, SettingName, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

# fmt: off
NEW = {
    "en": ("deal me a fresh hand", "give me a new game please", "let's start a fresh game", "can I get a new deal",
           "time for a new game", "deal a new hand", "start a fresh round", "new hand please"),
    "ca": ("comencem una partida nova", "reparteix-me una mà nova", "vull començar una partida nova",
           "fem una partida nova", "dona'm una partida nova, si us plau", "una partida nova, va"),
    "nl": ("nieuw potje graag", "geef me een nieuw spel", "laten we een nieuw potje spelen", "deel een nieuw spel",
           "start maar een nieuw spelletje", "ik wil een nieuw potje"),
    "pt": ("vamos a outra partida", "dá-me um jogo novo", "começa uma partida nova", "quero jogar uma partida nova",
           "bora lá um jogo novo", "distribui um jogo novo, por favor"),
    "it": ("dammi una partita nuova", "iniziamo una nuova partita", "facciamo un'altra partita",
           "voglio giocare una nuova partita", "distribuisci una nuova mano", "una partita nuova, grazie"),
    "hr": ("daj mi novu partiju", "počnimo novu igru", "podijeli novu ruku", "hoću novu igru", "ajmo novu partiju",
           "želim igrati novu igru"),
}
RESTART = {
    "en": ("can we replay this exact deal from scratch?", "start this same game over from the beginning",
           "play this deal again from the start", "let's do this same deal again", "begin this game again from scratch",
           "restart this game please"),
    "ca": ("vull tornar a començar aquesta mateixa partida des del principi", "torna a començar aquesta partida",
           "juguem aquesta mateixa partida de nou", "comença aquesta partida des de zero",
           "reinicia aquesta mà, si us plau"),
    "nl": ("dit potje graag nog een keer vanaf het begin", "begin dit spel opnieuw",
           "speel hetzelfde spel nog eens vanaf het begin", "start dit potje opnieuw", "ik wil dit spel opnieuw beginnen"),
    "pt": ("recomeça essa mesma partida do zero", "quero jogar este jogo outra vez desde o início",
           "começa esta partida de novo", "reinicia este jogo, por favor", "joga a mesma partida outra vez do princípio"),
    "it": ("ricomincia la stessa smazzata da capo", "rigiochiamo questa partita dall'inizio",
           "ricominciamo questa partita", "voglio rifare questa stessa partita da zero", "riparti con la stessa partita"),
    "hr": ("kreni ovu istu partiju ispočetka", "počni ovu igru iznova", "igrajmo istu igru ispočetka",
           "ponovi ovu partiju od početka", "želim ponovno igrati ovu istu igru od početka"),
}
QUIT = {
    "en": ("ok im done, close it down", "that's enough for today, I'm leaving", "I'm done for today, bye",
           "close the game please", "I want to stop playing now"),
    "ca": ("prou per avui, surto del joc", "me'n vaig, tanca el joc", "ja n'hi ha prou per avui, adéu",
           "vull deixar de jugar"),
    "nl": ("ik hou ermee op, doei", "genoeg voor vandaag, ik stop", "ik ga stoppen, tot ziens",
           "sluit het spel maar af", "ik wil stoppen met spelen"),
    "pt": ("chega por hoje, vou sair", "por hoje chega, adeus", "vou-me embora, fecha o jogo", "quero parar de jogar",
           "acabou por hoje, sai do jogo"),
    "it": ("basta per oggi, esco", "per oggi basta così, ciao", "me ne vado, chiudi il gioco",
           "voglio smettere di giocare", "ho finito per oggi, esci"),
    "hr": ("dosta za danas, izlazim", "idem ja, zatvori igru", "gotovo za danas, bok", "želim prestati igrati",
           "za danas je dosta, izlazim iz igre"),
}
REPEAT = {
    "en": ("sorry, what did you say?", "can you say that again please", "come again? repeat that",
           "i didn't catch that, say it again"),
    "ca": ("com? m'ho pots repetir?", "no t'he entès, repeteix-ho", "què has dit? torna-ho a dir"),
    "nl": ("eh wat zei je? kun je dat herhalen", "sorry, wat zei je?", "kun je dat nog een keer zeggen?",
           "herhaal dat even"),
    "pt": ("o quê? repete lá isso", "não percebi, podes repetir?", "como? diz outra vez"),
    "it": ("come? puoi ripetere?", "scusa, non ho capito, ripeti", "cosa hai detto? ridillo"),
    "hr": ("molim? ponovi to još jednom", "što si rekao? ponovi", "nisam te čuo, ponovi molim te",
           "možeš li to ponoviti?"),
}
LONGER = {
    "en": ("could you be a bit more detailed when you answer?", "give me longer answers please",
           "i'd like more detail in your replies", "be more detailed", "answer in more detail"),
    "ca": ("respon amb més detall, si us plau", "vull respostes més llargues", "sigues més detallat"),
    "nl": ("geef wat uitgebreidere antwoorden", "antwoord wat uitgebreider graag", "ik wil meer details in je antwoorden"),
    "pt": ("Quero respostas mais detalhadas, por favor.", "responde com mais pormenor", "sê mais detalhado nas respostas"),
    "it": ("rispondimi in modo più dettagliato per favore", "voglio risposte più lunghe", "sii più dettagliato"),
    "hr": ("odgovaraj malo detaljnije", "želim duže odgovore", "budi detaljniji u odgovorima"),
}
SHORTER = {
    "en": ("could you keep your answers shorter?", "be a bit less wordy"),
    "ca": ("respon més breument", "sigues més breu, si us plau"),
    "nl": ("antwoord wat korter", "wees wat bondiger"),
    "pt": ("quero respostas mais curtas", "sê mais breve nas respostas"),
    "it": ("rispondi in modo più sintetico", "sii più conciso"),
    "hr": ("odgovaraj kraće molim te", "budi malo kraći"),
}
VOICE_ON = {
    "en": ("read stuff out loud to me please", "talk to me out loud", "read everything aloud"),
    "ca": ("llegeix-me les coses en veu alta", "parla'm en veu alta"),
    "nl": ("lees alles hardop voor", "praat hardop tegen me"),
    "pt": ("lê tudo em voz alta", "fala comigo em voz alta"),
    "it": ("leggimi tutto ad alta voce", "parlami ad alta voce"),
    "hr": ("čitaj mi sve naglas", "pričaj naglas"),
}
VOICE_OFF = {
    "en": ("stop reading things out loud",),
    "ca": ("no llegeixis res en veu alta",),
    "nl": ("lees niet meer hardop voor",),
    "pt": ("não leias nada em voz alta",),
    "it": ("non leggere più ad alta voce",),
    "hr": ("prestani čitati naglas",),
}
# Lines that say less than a command: "enough for today" or a goodbye alone, "this game" with no
# word of starting again, a question with no request: none of them changes the game.
NOTHING_DONE = {
    "en": ("i'm done for today", "i'm leaving", "play this game", "this same deal again?", "enough for today?"),
    "ca": ("prou per avui", "me'n vaig", "juga aquesta partida", "aquesta mateixa partida de nou?"),
    "nl": ("genoeg voor vandaag", "ik ga", "speel dit spel", "dit potje nog een keer?", "klaar voor vandaag"),
    "pt": ("chega por hoje", "vou-me embora", "joga este jogo", "sai", "fecha"),
    "it": ("basta per oggi", "me ne vado", "gioca questa partita", "la stessa partita da capo?"),
    "hr": ("dosta za danas", "idem", "igraj ovu igru", "ovu istu partiju ispočetka?", "to je to"),
}
# fmt: on

FAMILIES: list[tuple[dict[str, tuple[str, ...]], Intent]] = [
    (NEW, Command(Cmd.NEW)),
    (RESTART, Command(Cmd.RESTART)),
    (QUIT, Command(Cmd.QUIT)),
    (REPEAT, Command(Cmd.REPEAT)),
    (LONGER, Setting(SettingName.VERBOSITY, "full")),
    (SHORTER, Setting(SettingName.VERBOSITY, "brief")),
    (VOICE_ON, Setting(SettingName.SPEECH, "on")),
    (VOICE_OFF, Setting(SettingName.SPEECH, "off")),
]


def test_every_language_has_its_cases() -> None:
    for family, _ in FAMILIES:
        assert set(family) == set(LANGUAGES)
    assert set(NOTHING_DONE) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line", "meant"),
    [(lang, line, meant) for family, meant in FAMILIES for lang in LANGUAGES for line in family[lang]],
)
def test_said_in_a_sentence(lang: str, line: str, meant: Intent) -> None:
    assert parse(line, lang) == meant, format_intent(parse(line, lang))


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang in LANGUAGES for line in NOTHING_DONE[lang]]
)
def test_saying_less_changes_nothing(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang)), format_intent(parse(line, lang))


@pytest.mark.parametrize(("lang", "line"), [("en", "new game maria"), ("nl", "een nieuw spel maria")])
def test_a_word_no_class_holds_leaves_the_line_to_the_other_readings(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.NEW, "maria")
