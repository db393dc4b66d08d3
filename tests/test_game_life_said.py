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
from fortythieves.lang.lifewords import word_class
from fortythieves.lang.parser import parse

# fmt: off
NEW = {
    "en": ("deal me a fresh hand", "give me a new game please", "let's start a fresh game", "can I get a new deal",
           "time for a new game", "deal a new hand", "start a fresh round", "new hand please",
           'hit me with a brand new deal', "i'd like to play a different game", 'gimme a new game', "let's have another round", 'could you deal a fresh game?',
           "i'd like a fresh deal please", 'new round please',
           'shall we have another game?',
           'ok, new game then', 'can you give me a new hand?'),
    "ca": ("comencem una partida nova", "reparteix-me una mà nova", "vull començar una partida nova",
           "fem una partida nova", "dona'm una partida nova, si us plau", "una partida nova, va",
           'va, reparteix una partida nova', "comença'n una de nova", 'vinga, una altra partida', "posa'm una partida nova",
           'va, comencem una altra partida', 'vull una mà nova',
           'podem jugar una altra partida?',
           'som-hi, partida nova', "m'agradaria començar una partida nova",
           'aquesta està perduda, comencem una partida nova'),
    "nl": ("nieuw potje graag", "geef me een nieuw spel", "laten we een nieuw potje spelen", "deel een nieuw spel",
           "start maar een nieuw spelletje", "ik wil een nieuw potje",
           'doe mij maar een nieuw spelletje', 'nog een nieuw potje dan', 'kom op, een nieuw potje', 'geef mij maar een ander spel',
           'nog een nieuw spelletje graag', 'tijd voor een nieuw potje',
           'zullen we een nieuw spel beginnen?',
           'ik heb zin in een nieuw potje', 'deel maar een nieuw spel uit',
           'dit wordt niks, geef me een nieuw spel'),
    "pt": ("vamos a outra partida", "dá-me um jogo novo", "começa uma partida nova", "quero jogar uma partida nova",
           "bora lá um jogo novo", "distribui um jogo novo, por favor",
           'dá-me uma partida nova, se faz favor', 'começamos outro jogo', 'vamos jogar outra partida', 'quero um jogo novo, por favor',
           'bora lá outra partida', 'distribui outra mão',
           'podemos jogar outro jogo?',
           'quero começar um jogo novo', 'dá-me outra partida, se faz favor',
           'este já era, dá-me um jogo novo'),
    "it": ("dammi una partita nuova", "iniziamo una nuova partita", "facciamo un'altra partita",
           "voglio giocare una nuova partita", "distribuisci una nuova mano", "una partita nuova, grazie",
           'mischia e dammi una partita nuova', "cominciamo un'altra partita", 'dai le carte per una nuova partita', 'vorrei una nuova partita',
           "un'altra partita, dai", 'facciamo una partita nuova',
           "possiamo fare un'altra partita?",
           'dai, facciamo una nuova partita', 'mi dai una nuova partita?',
           'questa è persa, dammi una nuova partita'),
    "hr": ("daj mi novu partiju", "počnimo novu igru", "podijeli novu ruku", "hoću novu igru", "ajmo novu partiju",
           "želim igrati novu igru",
           'daj mi jednu novu partiju', 'ajmo jednu novu igru', 'podijeli mi novu igru molim te', 'hajde novu partiju',
           'daj novu igru', 'ajde jednu novu partiju',
           'možemo li igrati novu igru?',
           'hoću igrati novu partiju', 'daj mi novu igru molim',
           'ova je izgubljena, daj mi novu igru'),
}
RESTART = {
    "en": ("can we replay this exact deal from scratch?", "start this same game over from the beginning",
           "play this deal again from the start", "let's do this same deal again", "begin this game again from scratch",
           "restart this game please",
           'same deal again from the top please', 'start the same deal over again please', 'i want to replay this game from the beginning',
           "let's play the same deal again",
           'could we play that deal again?', "let's go again with the same deal",
           'let me try this deal again from the start', 'replay the current game',
           "i messed up, let's start this same deal from scratch"),
    "ca": ("vull tornar a començar aquesta mateixa partida des del principi", "torna a començar aquesta partida",
           "juguem aquesta mateixa partida de nou", "comença aquesta partida des de zero",
           "reinicia aquesta mà, si us plau",
           'tornem a començar aquesta mateixa mà', 'podem tornar a jugar aquesta partida des del principi?', 'vull reiniciar aquesta partida',
           'torna a començar la partida des de zero',
           'tornem-hi amb la mateixa partida',
           'torna a començar la mateixa partida, si us plau',
           "l'he espatllada, torna a començar aquesta partida"),
    "nl": ("dit potje graag nog een keer vanaf het begin", "begin dit spel opnieuw",
           "speel hetzelfde spel nog eens vanaf het begin", "start dit potje opnieuw", "ik wil dit spel opnieuw beginnen",
           'kunnen we dit spel opnieuw beginnen?', 'laten we dit spel nog een keer spelen vanaf het begin', 'herstart dit potje',
           'speel dit potje opnieuw',
           'kunnen we hetzelfde spel opnieuw spelen?',
           'begin dit potje maar opnieuw',
           'verknald, begin dit spel maar opnieuw'),
    "pt": ("recomeça essa mesma partida do zero", "quero jogar este jogo outra vez desde o início",
           "começa esta partida de novo", "reinicia este jogo, por favor", "joga a mesma partida outra vez do princípio",
           'vamos recomeçar este jogo desde o princípio', 'podemos recomeçar este jogo do início?', 'volta a começar esta partida',
           'recomeça o jogo do zero',
           'podemos jogar a mesma partida outra vez?',
           'recomeça este jogo, se faz favor',
           'estraguei tudo, recomeça este jogo do zero'),
    "it": ("ricomincia la stessa smazzata da capo", "rigiochiamo questa partita dall'inizio",
           "ricominciamo questa partita", "voglio rifare questa stessa partita da zero", "riparti con la stessa partita",
           "rifacciamo la stessa partita dall'inizio", 'possiamo ricominciare questa partita da capo?', 'rigioca la stessa partita',
           "ricomincia la partita dall'inizio",
           'possiamo rigiocare la stessa partita?',
           'ricominciamo la stessa partita da zero',
           'ho sbagliato tutto, ricominciamo questa partita da capo'),
    "hr": ("kreni ovu istu partiju ispočetka", "počni ovu igru iznova", "igrajmo istu igru ispočetka",
           "ponovi ovu partiju od početka", "želim ponovno igrati ovu istu igru od početka",
           'krenimo ovu igru ispočetka', 'možemo li ponovno igrati ovu igru od početka?', 'počnimo ovu partiju ispočetka',
           'kreni ispočetka s istom igrom',
           'možemo li ponoviti istu partiju?',
           'igrajmo ovu partiju ponovno od početka',
           'zeznuo sam, kreni ovu igru ispočetka'),
}
QUIT = {
    "en": ("ok im done, close it down", "that's enough for today, I'm leaving", "I'm done for today, bye",
           "close the game please", "I want to stop playing now",
           "alright that's it for tonight, shut it down", 'i quit, goodbye', "that's all for today, exit the game",
           "i'm off, close the game", "bye, i'm quitting",
           "ok that's me done for today, exit",
           'gotta go, close the game',
           "right, i'm done for tonight. close the game"),
    "ca": ("prou per avui, surto del joc", "me'n vaig, tanca el joc", "ja n'hi ha prou per avui, adéu",
           "vull deixar de jugar",
           "ja n'hi ha prou, tanca el joc", 'ja està per avui, vull sortir del joc',
           'adéu, surto del joc',
           'bona nit, tanca el joc',
           "bé, prou per avui, me'n vaig",
           "bé, per avui ja n'hi ha prou, surto"),
    "nl": ("ik hou ermee op, doei", "genoeg voor vandaag, ik stop", "ik ga stoppen, tot ziens",
           "sluit het spel maar af", "ik wil stoppen met spelen",
           'ik kap ermee voor vandaag, tot ziens', 'ik ben klaar, sluit het spel af',
           'doei, ik stop ermee',
           'welterusten, ik stop ermee',
           'ik ben er klaar mee, ik stop',
           'zo, genoeg voor vandaag, sluit maar af'),
    "pt": ("chega por hoje, vou sair", "por hoje chega, adeus", "vou-me embora, fecha o jogo", "quero parar de jogar",
           "acabou por hoje, sai do jogo",
           'pronto, chega por hoje, fecha o jogo', 'por hoje chega, vou-me embora, fecha o jogo', 'quero sair do jogo, adeus',
           'adeus, vou sair do jogo',
           'boa noite, vou sair',
           'estou farto, vou sair do jogo',
           'pronto, por hoje chega, sai do jogo'),
    "it": ("basta per oggi, esco", "per oggi basta così, ciao", "me ne vado, chiudi il gioco",
           "voglio smettere di giocare", "ho finito per oggi, esci",
           'va bene, per oggi basta, chiudi tutto', 'basta così per oggi, esco dal gioco', 'ho finito, chiudi il gioco',
           'ciao, esco dal gioco',
           'buonanotte, esco',
           'sono stanco, esco dal gioco',
           'ok, per oggi ho finito, esco'),
    "hr": ("dosta za danas, izlazim", "idem ja, zatvori igru", "gotovo za danas, bok", "želim prestati igrati",
           "za danas je dosta, izlazim iz igre",
           'dosta je za danas, zatvori igru', 'dosta mi je za danas, izađi iz igre', 'gotov sam, zatvori igru',
           'bok, izlazim iz igre',
           'laku noć, izlazim',
           'umoran sam, izlazim iz igre',
           'e, dosta za danas, izlazim'),
}
REPEAT = {
    "en": ("sorry, what did you say?", "can you say that again please", "come again? repeat that",
           "i didn't catch that, say it again",
           'huh? what was that', 'what? could you repeat that', 'say that one more time please',
           'pardon? say again',
           'sorry, could you repeat that?',
           'wait what? say that again',
           'sorry i missed that, what did you say?'),
    "ca": ("com? m'ho pots repetir?", "no t'he entès, repeteix-ho", "què has dit? torna-ho a dir",
           "perdona, què has dit? m'ho repeteixes?", 'eh? què dius? repeteix', "m'ho pots tornar a dir?",
           'perdó? ho pots repetir?',
           "què? torna-m'ho a dir",
           "no t'he sentit, m'ho pots repetir?",
           "què dius? no t'he sentit"),
    "nl": ("eh wat zei je? kun je dat herhalen", "sorry, wat zei je?", "kun je dat nog een keer zeggen?",
           "herhaal dat even",
           'hè? zeg dat nog eens', 'wat zeg je? herhaal dat eens', 'kun je het nog eens zeggen',
           'pardon? wat zei je?',
           'wat? zeg het nog eens',
           'wat zei je daar? herhaal maar',
           'sorry, dat heb ik gemist, wat zei je?'),
    "pt": ("o quê? repete lá isso", "não percebi, podes repetir?", "como? diz outra vez",
           'hã? podes dizer outra vez?', 'desculpa, o que disseste?', 'podes repetir isso?',
           'hã? o que disseste?',
           'o quê? diz lá outra vez',
           'não ouvi, repete isso',
           'desculpa, não percebi, o que disseste?'),
    "it": ("come? puoi ripetere?", "scusa, non ho capito, ripeti", "cosa hai detto? ridillo",
           'eh? puoi ridirlo?', 'come hai detto? ripeti per favore', 'me lo puoi ripetere?',
           'eh? cosa hai detto?',
           'cosa? ridimmelo',
           'non ho sentito, puoi ripetere?',
           'scusa, non ho sentito, cosa hai detto?'),
    "hr": ("molim? ponovi to još jednom", "što si rekao? ponovi", "nisam te čuo, ponovi molim te",
           "možeš li to ponoviti?",
           'molim? možeš li ponoviti', 'što si rekao? možeš li ponoviti', 'reci to još jednom molim te',
           'molim? što si rekao?',
           'što? reci to opet',
           'nisam čula, ponovi molim',
           'oprosti, nisam čuo, što si rekao?'),
}
LONGER = {
    "en": ("could you be a bit more detailed when you answer?", "give me longer answers please",
           "i'd like more detail in your replies", "be more detailed", "answer in more detail",
           'please go into more detail in your answers', 'more detailed replies please',
           'could you answer in more detail',
           'i want longer, more detailed answers',
           'talk to me in more detail',
           "i'd prefer longer answers"),
    "ca": ("respon amb més detall, si us plau", "vull respostes més llargues", "sigues més detallat",
           'vull que les respostes siguin més llargues', "explica't amb més detall quan responguis",
           "dona'm respostes més completes",
           'fes les respostes més llargues',
           'prefereixo respostes més llargues'),
    "nl": ("geef wat uitgebreidere antwoorden", "antwoord wat uitgebreider graag", "ik wil meer details in je antwoorden",
           'graag wat uitgebreidere antwoorden', 'geef me langere antwoorden alsjeblieft',
           'ik wil uitgebreidere antwoorden',
           'wees wat uitgebreider in je antwoorden',
           'ik heb liever langere antwoorden'),
    "pt": ("Quero respostas mais detalhadas, por favor.", "responde com mais pormenor", "sê mais detalhado nas respostas",
           'responde-me de forma mais detalhada', 'quero respostas mais completas',
           'dá-me respostas mais longas',
           'sê mais completo nas respostas',
           'prefiro respostas mais longas'),
    "it": ("rispondimi in modo più dettagliato per favore", "voglio risposte più lunghe", "sii più dettagliato",
           'dammi risposte più complete', 'vorrei risposte più dettagliate',
           'dammi risposte più lunghe',
           'sii più esaustivo nelle risposte',
           'preferisco risposte più lunghe'),
    "hr": ("odgovaraj malo detaljnije", "želim duže odgovore", "budi detaljniji u odgovorima",
           'odgovaraj mi opširnije', 'želim detaljnije odgovore',
           'daj mi duže odgovore',
           'odgovaraj opširnije molim te',
           'više volim duže odgovore'),
}
SHORTER = {
    "en": ("could you keep your answers shorter?", "be a bit less wordy",
           'keep the replies a little shorter please', 'make your answers shorter',
           'shorter replies from now on'),
    "ca": ("respon més breument", "sigues més breu, si us plau",
           "contesta'm de manera més breu", 'fes les respostes més curtes',
           'vull respostes més curtes',
           'respon de forma més breu'),
    "nl": ("antwoord wat korter", "wees wat bondiger",
           'kun je wat korter antwoorden?', 'hou je antwoorden wat korter',
           'ik wil kortere antwoorden',
           'antwoord korter alsjeblieft'),
    "pt": ("quero respostas mais curtas", "sê mais breve nas respostas",
           'sê mais breve, por favor', 'responde de forma mais curta',
           'quero respostas mais curtinhas',
           'respostas mais breves, por favor'),
    "it": ("rispondi in modo più sintetico", "sii più conciso",
           'rispondimi in modo più breve per favore', 'fai le risposte più brevi',
           'voglio risposte più corte',
           'risposte più corte per favore'),
    "hr": ("odgovaraj kraće molim te", "budi malo kraći",
           'budi kraći u odgovorima', 'odgovaraj sažetije',
           'želim kraće odgovore',
           'kraće odgovore molim'),
}
VOICE_ON = {
    "en": ("read stuff out loud to me please", "talk to me out loud", "read everything aloud",
           'can you read things out loud for me', 'please read it all aloud',
           'read out loud please', 'turn on reading out loud',
           'could you read everything out loud?',
           'please talk out loud to me'),
    "ca": ("llegeix-me les coses en veu alta", "parla'm en veu alta",
           'llegeix-ho tot en veu alta', "parla'm en veu alta, si us plau",
           'llegeix en veu alta, si us plau',
           'em pots llegir les coses en veu alta?',
           'parla en veu alta'),
    "nl": ("lees alles hardop voor", "praat hardop tegen me",
           'lees het maar hardop voor', 'lees de antwoorden hardop voor',
           'lees maar hardop voor',
           'kun je alles hardop voorlezen?',
           'praat maar hardop'),
    "pt": ("lê tudo em voz alta", "fala comigo em voz alta",
           'lê-me as coisas em voz alta', 'fala em voz alta, por favor',
           'lê em voz alta, por favor',
           'podes ler tudo em voz alta?',
           'fala alto, por favor'),
    "it": ("leggimi tutto ad alta voce", "parlami ad alta voce",
           'leggimi le cose a voce alta', 'leggi ad alta voce per favore',
           'parla ad alta voce per favore',
           'puoi leggere tutto ad alta voce?',
           'parla a voce alta per favore'),
    "hr": ("čitaj mi sve naglas", "pričaj naglas",
           'čitaj mi to naglas', 'čitaj naglas molim te',
           'govori naglas molim te',
           'možeš li čitati naglas?',
           'govori glasno molim te'),
}
VOICE_OFF = {
    "en": ("stop reading things out loud",
           "don't read stuff out loud",
           'turn off reading out loud'),
    "ca": ("no llegeixis res en veu alta",
           'deixa de llegir en veu alta',
           'no parlis en veu alta'),
    "nl": ("lees niet meer hardop voor",
           'stop met hardop voorlezen',
           'niet meer hardop lezen'),
    "pt": ("não leias nada em voz alta",
           'pára de ler em voz alta',
           'não fales em voz alta'),
    "it": ("non leggere più ad alta voce",
           'smetti di leggere ad alta voce',
           'non parlare ad alta voce'),
    "hr": ("prestani čitati naglas",
           'nemoj čitati naglas',
           'ne govori naglas'),
}
# Lines that say less than a command: "enough for today" or a goodbye alone, "this game" with no
# word of starting again, a question with no request: none of them changes the game.
NOTHING_DONE = {
    "en": ("i'm done for today", "i'm leaving", "play this game", "this same deal again?", "enough for today?"),
    "ca": ("prou per avui", "me'n vaig", "juga aquesta partida", "aquesta mateixa partida de nou?", "tanca"),
    "nl": ("genoeg voor vandaag", "ik ga", "speel dit spel", "dit potje nog een keer?", "klaar voor vandaag"),
    "pt": ("chega por hoje", "vou-me embora", "joga este jogo", "sai", "fecha", "vou parar"),
    "it": ("basta per oggi", "me ne vado", "gioca questa partita", "la stessa partita da capo?", "smetto",
           "gioca ancora questa partita"),
    "hr": ("dosta za danas", "idem", "igraj ovu igru", "ovu istu partiju ispočetka?", "to je to", "prestajem"),
}
# fmt: on

FAMILIES: list[tuple[dict[str, tuple[str, ...]], Intent]] = [
    (NEW, Command(Cmd.NEW)),
    (RESTART, Command(Cmd.RESTART)),
    (QUIT, Command(Cmd.QUIT)),
    (REPEAT, Command(Cmd.REPEAT)),
    (LONGER, Setting(SettingName.VERBOSITY, "longer")),  # a step: brief, normal, full
    (SHORTER, Setting(SettingName.VERBOSITY, "shorter")),
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


def _remarks(lang: str) -> list[str]:
    """Lines made only of the remark classes: "enough for today", a goodbye, a game gone
    wrong, "what?", said alone, together, and around a comma."""

    def said(name: str) -> list[str]:
        return sorted(" ".join(p) for p in word_class(lang, name))

    # "por hoje é tudo" says "for today" inside it: with a goodbye it leaves, as it should
    today = said("today")
    done = [d for d in said("done") if not any(f" {t} " in f" {d} " for t in today)]
    bye = said("goodbye") + said("farewell")
    lines = [f"{d} {t}" for d in done for t in today] + [f"{t} {d}" for d in done for t in today[:2]]
    lines += [f"{d}, {b}" for d in done for b in bye[:4]] + bye + said("lament") + said("missed")
    lines += [f"{w}?" for w in said("pardon")] + [
        f"{m}, {w}?" for m in said("missed") for w in said("pardon")[:3]
    ]
    return lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_remarks_alone_never_act(lang: str) -> None:
    lines = _remarks(lang)
    assert len(lines) > 100
    acting = [(line, format_intent(i)) for line in lines if changes_game(i := parse(line, lang))]
    assert not acting, acting[:10]


def test_this_is_hopeless_before_starting_the_same_deal_over() -> None:
    assert format_intent(parse("this is hopeless, let me start this same deal over", "en")) == "cmd restart"
    assert format_intent(parse("this is a lost cause, deal me a new game", "en")) == "cmd new"
