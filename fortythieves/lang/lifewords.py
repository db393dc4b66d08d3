"""The word classes and grammar lines of a game's life, as players say it in a sentence:
a new deal ("deal me a fresh hand"), a winnable one ("deal me a game I can win"), this deal
again from the start ("ricomincia la stessa smazzata da capo"), leaving ("prou per avui, surto
del joc"), the last reply again ("eh wat zei je? kun je dat herhalen"), the game's advice
("suggeriscimi una mossa"), longer or shorter replies ("rispondimi in modo più dettagliato"),
the voice on or off ("read stuff out loud to me"); and the talk around a hint: its move played
("ok, fes aquesta jugada") or another suggestion asked for ("tens alguna altra idea?").

Each class is a catalogue entry of "|"-separated phrases in the player's language. Each
grammar line is a row of class names, a "?" after a name marks it optional; a line is
understood when all its words are the classes' phrases in a row of one grammar line (or
of several: "prou per avui, surto del joc" is a remark and a command), with small words
("please", "then", articles) anywhere between them. A class may also be a lexicon entry
(`lang.lexicon`: "quit", "restart", "repeat", "it") or a kind of everyday talk
(`lang.chatter`: "farewell", "pardon", "sorry"), read by the same name. The settings said in a
sentence ("stop warning me", "what settings have I got on?") have their classes and lines in
`lang.settingwords`, read with these, and so have every move taken back ("take it all back to
the start") in `lang.takebackwords`, and leaving or giving up ("gotta go, I'll finish this
later", "mi arrendo, basta con questa partita") in `lang.leavewords`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from fortythieves.lang.allowwords import ALLOW_KEYS, allow_lines, allow_words
from fortythieves.lang.chatter import Chatter, talk_of
from fortythieves.lang.codewords import CODE_KEYS, DEAL_CODE, code_lines, code_words
from fortythieves.lang.concepts import should_words
from fortythieves.lang.contractions import contracted
from fortythieves.lang.drawwords import DRAW_KEYS, draw_lines, draw_words
from fortythieves.lang.folding import normalize
from fortythieves.lang.hintwords import HINT_KEYS, hint_lines, hint_words
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.leavewords import LEAVE_KEYS, leave_lines, leave_words
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.readwords import READ_KEYS, read_lines, read_words
from fortythieves.lang.recordwords import RECORD_KEYS, numbers_said, ordinals_said, record_lines, record_words
from fortythieves.lang.settingwords import SETTING_KEYS, setting_lines, setting_words
from fortythieves.lang.takebackwords import TAKE_BACK_KEYS, take_back_lines, take_back_words
from fortythieves.lang.variant_names import variant_phrases
from fortythieves.lang.voicewords import VOICE_KEYS, voice_lines, voice_words

Phrase = tuple[str, ...]
Slot = tuple[str, bool]  # a class's name, and whether it may be left out
Line = tuple[Slot, ...]


def _words(t: Translator) -> dict[str, str]:
    # Each value: "|"-separated phrases of the player's language, every form players type.
    return {
        # Translators: polite questions that ask the game to do something ("can we replay this deal?",
        # "could you be more detailed?"), "|"-separated: with one of these first, a line that ends the game
        # or deals again may end with "?" and still acts. Only "you" and "we" forms: "can I" asks leave.
        "request": t.pgettext(
            "life words",
            "can you|could you|would you|will you|can we|could we|shall we|can i get|could i get|can i have"
            "|could i have|would you mind",
        ),
        # Translators: words of wanting said before what is wanted ("I want", "give me", "let's", "turn on"
        # as in "turn on reading out loud"), "|"-separated, every person and form players use.
        "ask": t.pgettext(
            "life words",
            "i want|i want to|i d like|i d like to|i would like|i would like to|give me|let s|let s have"
            "|how about|time for|i need|i ll have|gimme|get me|go for|hit me|hit me with|turn on|switch on|i d prefer"
            "|i prefer|i d rather have",
        ),
        # Translators: verbs that begin, deal or play a game ("start a new game", "deal me a fresh hand",
        # "play this deal again"), "|"-separated, every form players use (imperative, "let's", infinitive).
        "start": t.pgettext(
            "life words",
            "start|begin|play|deal|deal me|deal out|give me|do|set up|bring on|get|have|open|fire up|kick off|try|have a go at",
        ),
        # Translators: the words of certainty said inside a wish for a winnable deal ("one that's definitely
        # winnable", Portuguese "que dê de certeza para ganhar", Croatian "da se sigurno može riješiti"),
        # "|"-separated, every form: "definitely", "surely", "for sure". They are passed over there.
        "surely": t.pgettext(
            "life words",
            "definitely|surely|for sure|certainly|for certain|guaranteed|100 percent|absolutely|really|sure",
        ),
        # Translators: the adjectives of a new deal, as in "a new game", "a fresh hand", "another round"
        # ("|"-separated), every gender and number.
        "fresh": t.pgettext("life words", "new|fresh|another|different|brand new|next|clean"),
        # Translators: the nouns of one game or deal ("game", "deal", "hand", "round"), "|"-separated,
        # every form (plural, cases, diminutives). Never the word for a card.
        "game": t.pgettext("life words", "game|games|deal|hand|round|match"),
        # Translators: the nouns said before a variant's name ("new game, variant Maria", "započni novu partiju,
        # varijanta Maria", "a game of the Lucas variant"), "|"-separated, every form (cases, with the article).
        "variant-noun": t.pgettext(
            "life words", "variant|the variant|version|the version|variation|type|kind|mode"
        ),
        # Translators: the prepositions said between the noun of a game and a variant's name ("a game of Maria",
        # Italian "una partita a Maria", as "una partita a scacchi"), "|"-separated; "-" when your language
        # says none there.
        "of-variant": t.pgettext("life words", "of|at"),
        # Translators: adjectives a player judges a deal or a draw by, said before its noun ("a good deal",
        # "what a lucky draw", "nice deal", "een rotdeal" as "een rot deal"), "|"-separated, every gender and
        # number. A verb of drawing right after one is a noun spoken of and draws nothing.
        "judging": t.pgettext(
            "life words",
            "good|nice|great|bad|lucky|unlucky|terrible|awful|lousy|rotten|tough|hard|easy|crap|crappy|rubbish"
            "|horrible|brilliant|perfect|lovely|decent|poor|amazing|fantastic|cruel|nasty|sweet|excellent",
        ),
        # Translators: the words that say this very game before its noun ("this deal", "the same game",
        # "this exact deal"), "|"-separated, every gender and case.
        "this": t.pgettext(
            "life words",
            "this|that|same|the same|this same|that same|this exact|the exact|the exact same|this very|current"
            "|the current",
        ),
        # Translators: the preposition before the game in "start over with the same deal" ("|"-separated).
        "with": t.pgettext("life words", "with"),
        # Translators: verbs that play a game again when the game is named after them ("replay this deal",
        # "redo this game", "let's go again with the same deal"), "|"-separated; said alone they mean
        # something else (a move redone, a card drawn again).
        "replay": t.pgettext("life words", "replay|redo|do over|play over|go again|play again"),
        # Translators: verbs of starting or dealing with the pronoun of a game glued to them, as Catalan
        # "comença'n una de nova" (start a new one), "|"-separated; "-" when your language has none. Only
        # verbs that deal: "do another one" may be a card drawn.
        "start-one": t.pgettext("life words", "deal one|start one"),
        # Translators: the words for "one" between such a verb and the adjective ("comença'n una de nova":
        # "una de"), "|"-separated; "-" when your language has none.
        "one": t.pgettext("life words", "one of|a"),
        # Translators: "again", "once more" ("|"-separated), as in "this same deal again".
        "anew": t.pgettext(
            "life words", "again|over|over again|all over again|once more|one more time|afresh|anew"
        ),
        # Translators: "from the start" and its everyday forms ("from scratch", "from the beginning"),
        # "|"-separated.
        "origin": t.pgettext(
            "life words",
            "from scratch|from the start|from the beginning|from the top|from square one|from the very beginning"
            "|right from the start",
        ),
        # Translators: phrases that start this game again by themselves, beside the command words for
        # restarting ("start again", "begin again"), "|"-separated.
        "restart": t.pgettext("life words", "start again|begin again|start afresh|start anew|begin anew"),
        # Translators: short words that ask to hear the last reply again ("what?", "huh?", "come again?"),
        # "|"-separated, beside the everyday ones: alone they are read as everyday talk; before a request
        # to repeat ("what? say it again") they are passed over.
        "pardon": t.pgettext("life words", "what|huh|eh|pardon|come again|sorry what|you what"),
        # Translators: verbs of repeating what was said ("repeat", "repeat that", "can you repeat it"),
        # "|"-separated, every form (infinitive too, as after "can you"). Only verbs: the short words that
        # ask "what?" are in the class above.
        "repeat-verb": t.pgettext("life words", "repeat|repeat that|repeat it|repeat please|repeat yourself"),
        # Translators: what a player says of a game gone wrong before dealing again, starting over or giving
        # up ("this one's hopeless, deal me a new game", "I messed up, let's start this deal from scratch", "I
        # give up, I can't win this one"), "|"-separated, every form players use. Alone these do nothing.
        "lament": t.pgettext(
            "life words",
            "this one s hopeless|this one is hopeless|it s hopeless|hopeless|i messed up|i messed it up"
            "|i screwed up|i blew it|this is lost|this one s lost|this one is lost|it s lost|this is going nowhere"
            "|this one s dead|i ruined it|no chance|i made a mess of it|what a mess",
        ),
        # Translators: verbs of saying that ask to hear something again when "again" is said with them
        # ("say that again", "tell me again"), "|"-separated.
        "say": t.pgettext("life words", "say|tell me|tell|read|read me"),
        # Translators: questions asking what the game just said ("what did you say?", "what was that?"),
        # "|"-separated: they ask to hear the last reply again.
        "said": t.pgettext(
            "life words",
            "what did you say|what did you just say|what was that|what d you say|what was that again"
            "|what did you say there|what s that|what s that again",
        ),
        # Translators: what a player says when they did not hear or understand ("I didn't catch that"),
        # "|"-separated. Alone they ask nothing; beside a request to repeat, they are passed over.
        "missed": t.pgettext(
            "life words",
            "i didn t catch that|i didn t catch it|didn t catch that|i missed that|i didn t hear|i didn t hear that"
            "|i didn t hear you|i didn t get that|didn t get that|i didn t understand|i didn t understand that",
        ),
        # Translators: comparatives that ask for longer, more detailed replies ("more detailed", "longer",
        # "in more detail"), "|"-separated, every gender and number, with the prepositional forms.
        "longer": t.pgettext(
            "life words",
            "more detailed|in more detail|with more detail|more detail|more details|longer|more thorough|into more detail"
            "|in greater detail|more fully"
            "|more verbose|wordier|more elaborate|at more length|at greater length|more complete|fuller",
        ),
        # Translators: a verb of talking with "more", said as leave to say more ("you can talk more", "say
        # more", "pode falar mais", "je mag meer vertellen", "možeš govoriti više"), "|"-separated, every form
        # players use, with "you can" where it is said with the verb. They ask for longer replies, also beside
        # another wish for them ("quero respostas mais detalhadas, pode falar mais"); never "tell me more",
        # which asks about what was said, nor a verb with a word of speed after it ("talk more slowly").
        "say-more": t.pgettext(
            "life words",
            "talk more|say more|speak more|explain more|you can talk more|you can say more|you can speak more"
            "|feel free to talk more|feel free to say more|you may say more|give more detail|give more details",
        ),
        # Translators: comparatives that ask for shorter replies ("shorter", "less wordy", "more concise"),
        # "|"-separated, every gender and number.
        "shorter": t.pgettext(
            "life words",
            "shorter|briefer|less wordy|less detailed|less verbose|more concise|more brief|in fewer words"
            "|with fewer words|less detail|less long|less chatty|more to the point|terser",
        ),
        # Translators: the game's replies and the verbs of replying, as said around a wish for longer or
        # shorter replies ("your answers", "when you answer", "answer in more detail"), "|"-separated.
        "replies": t.pgettext(
            "life words",
            "answers|replies|your answers|your replies|when you answer|when you reply|in your answers"
            "|in your replies|the answers|the replies|responses|your responses|messages|your messages|answer"
            "|reply|respond|in the answers|in the replies",
        ),
        # Translators: the verbs before a wish for longer or shorter replies ("be more detailed", "keep your
        # answers shorter", "make them longer"), "|"-separated.
        "be": t.pgettext(
            "life words",
            "be|keep|keep them|make|make them|could be|be a bit|go|talk|talk to me|explain things",
        ),
        # Translators: words of degree before a comparative ("a bit more detailed", "a little shorter"),
        # "|"-separated.
        "degree": t.pgettext(
            "life words", "a bit|a little|a little bit|a lot|much|way|slightly|somewhat|even|bit|lot"
        ),
        # Translators: words of manner before a comparative ("in a more detailed way"), "|"-separated: the
        # phrase before the adjective ("in a"); leave the English phrase when your language has none.
        "manner": t.pgettext("life words", "in a|in a way that is"),
        # Translators: verbs of reading out or talking to the player, as in "read stuff out loud to me",
        # "talk to me out loud" ("|"-separated), every form (imperative, infinitive, negated forms too).
        "read": t.pgettext(
            "life words", "read|read out|read me|talk|speak|say|read things|talk to me|reading|reading out"
        ),
        # Translators: "out loud", "aloud" ("|"-separated): with a verb of reading or talking they turn the
        # voice on, and with a negation off.
        "aloud": t.pgettext("life words", "out loud|aloud|with your voice|with the voice|using your voice"),
        # Translators: what is read out loud, said generally ("stuff", "things", "everything", "the
        # replies"), "|"-separated.
        "stuff": t.pgettext(
            "life words",
            "stuff|things|everything|it all|it|the replies|your replies|the answers|your answers|all of it|all"
            "|anything",
        ),
        # Translators: "to me", "for me" after a verb of reading or talking ("|"-separated).
        "to-me": t.pgettext("life words", "to me|for me|me"),
        # Translators: the negations that turn the voice off when said with reading out loud ("stop
        # reading things out loud", "don't talk out loud", "turn off reading out loud"), "|"-separated.
        "not": t.pgettext(
            "life words", "stop|don t|dont|do not|no more|quit|never|not|no longer|turn off|switch off"
        ),
        # Translators: the indefinite articles before the noun of a new game ("a game I can win", "un joc que es
        # pugui guanyar"), "|"-separated, every gender; "-" when your language has none. "The game" is the game
        # in play: "la partita è vincibile" asks about it and deals nothing.
        "a": t.pgettext("life words", "a|an|one"),
        # Translators: verbs by which a player asks the game's advice on what to play ("suggest", "recommend",
        # "tell me"), "|"-separated, every form players type, with the pronoun glued to the verb where your
        # language glues it (Italian "suggeriscimi|consigliami|dimmi", Catalan "suggereix-me|digue'm",
        # Portuguese "sugere-me|diz-me"). With "a move" after them they ask for the hint.
        "advise": t.pgettext(
            "life words", "suggest|recommend|advise|propose|tell me|show me|suggest to me|recommend to me"
        ),
        # Translators: "a move" as the one move a player asks advice for ("suggest a move", "tell me a good
        # move"), "|"-separated: the noun of one move with its indefinite article, alone or with "good" or
        # "next". Never the plural: "tell me the moves" asks for the legal moves.
        "a-move": t.pgettext(
            "life words",
            "a move|one move|a good move|a play|a good play|the next move|my next move|a next move|something to play",
        ),
        # Translators: the particles of a verb said apart from it at the end of a sentence (Dutch "sluit het
        # spel af": "af"), "|"-separated; "-" when your language has none.
        "particle": t.pgettext("life words", "off|up"),
        # Translators: verbs of doing or playing a move the game proposed, said before "that" or "that
        # move" ("do that", "play that move", "go ahead and do that"), "|"-separated, every imperative form
        # players use (familiar and polite).
        "do": t.pgettext(
            "life words",
            "do|make|play|go ahead and do|go ahead and make|go ahead and play|go on and do|just do",
        ),
        # Translators: "that" as a thing done, with no noun after it ("do that", "faz isso", "odigraj to"),
        # "|"-separated: the neuter demonstratives only, never a word that may stand for a card ("that one"),
        # and "that way", "like that" ("ok, napravi tako", "fai così").
        "that-thing": t.pgettext("life words", "that|this|that way|like that|it that way|it like that"),
        # Translators: the demonstratives said before the noun of a move ("that move", "aquesta jugada",
        # "quella mossa"), "|"-separated, every gender and case.
        "that": t.pgettext("life words", "that|this|that same|the same"),
        # Translators: the nouns of one move ("that move", "essa jogada", "taj potez"), "|"-separated,
        # every case of the singular. Never a word for a card.
        "move": t.pgettext("life words", "move|play"),
        # Translators: questions asking whether the game has something to offer ("have you got another
        # idea?", "is there any other suggestion?", "got anything else?"), "|"-separated, every form.
        "have": t.pgettext(
            "life words",
            "have you got|have you|do you have|you got|got|is there|are there|can you think of|can you suggest"
            "|could you suggest|do you know",
        ),
        # Translators: "any", "some" before "other idea" ("any other idea?"), "|"-separated, every gender.
        "any": t.pgettext("life words", "any|some"),
        # Translators: "other", "another", "different" said of an idea or a suggestion ("another idea", "a
        # different suggestion"), "|"-separated, every gender and number.
        "other": t.pgettext("life words", "other|another|different|alternative|new|better|more|else"),
        # Translators: the nouns of an idea or a suggestion the game could give ("idea", "suggestion",
        # "proposal"), "|"-separated, singular and plural. Never a word for a move or a card.
        "idea": t.pgettext(
            "life words",
            "idea|ideas|suggestion|suggestions|proposal|proposals|alternative|alternatives|plan|plans|thought"
            "|thoughts|tip|tips|hint|hints",
        ),
        # Translators: "anything else", "something else" as asked of the game with no noun ("got anything
        # else?"), "|"-separated: right after a hint they ask for another suggestion, elsewhere the game
        # asks what is meant.
        "else": t.pgettext(
            "life words",
            "anything else|something else|what else|anything different|something different|anything more"
            "|anything other|anything better|something better",
        ),
        # Translators: the words for every card at once, as in "send everything that can go up to the
        # foundations" ("|"-separated, every form: "everything", "all the cards", "every card").
        "everything": t.pgettext("life words", "everything|all|all the cards|all cards|every card|whatever"),
        # Translators: the words that say "that can go there" after "everything" ("everything that can go
        # up", "tot el que s'hi pugui posar", "tudo o que puder ir"), "|"-separated, every form players use,
        # also with the verb of going, raising or moving said after the "can" ("that can be moved up", "que es
        # puguin pujar", "que possam subir", "che possono salire", "što se može prebaciti").
        "can-go": t.pgettext(
            "life words",
            "that can go|that can|you can|that fits|that will go|which can go|that goes|it can|possible"
            "|that can go up|that can be moved|that can be moved up|that can be put up|that can be sent up"
            "|that you can|you can move|you can put up|that fit|which can|which can be moved|that can move",
        ),
        # Translators: verbs of raising said before every card that can go up ("RAISE everything you can to the
        # foundations", "SOBE tudo o que der", "PUJA totes les cartes", "PODIGNI sve"), "|"-separated, every
        # form players use: with them the foundations need not be said.
        "raise": t.pgettext("life words", "raise|lift|raise up|lift up"),
        # Translators: what a player says when they do not see what to play ("I don't know what to do", "I'm
        # stuck", "não sei o que fazer"), "|"-separated, every form. Alone these ask nothing; said beside a
        # request for a hint ("any tips? I don't know what to do") they are passed over.
        "stuck": t.pgettext(
            "life words",
            "i don t know what to do|i dont know what to do|i don t know what to play|no idea what to do"
            "|i have no idea what to do|i m stuck|im stuck|i am stuck|i m lost|i don t see anything|i can t see a move",
        ),
        # Translators: "any", "some" before the noun of a tip asked for ("any tips?", "do you have some idea?",
        # "tens alguma dica?"), "|"-separated, every gender and number. Never a word of "more" or "another"
        # ("one more tip" asks for another suggestion) nor of "no" (Dutch "geen idee" is a remark).
        "some": t.pgettext("life words", "any|some|a few"),
        # Translators: what a player says of a suggestion they do not like, before asking for another
        # ("hmm, I'm not convinced", "I don't like it", "nah"), "|"-separated. Alone these ask nothing.
        "doubt": t.pgettext(
            "life words",
            "hmm|hm|mm|mmm|meh|nah|nope|not sure|i m not sure|im not sure|i don t like it|i don t like that"
            "|i don t like that one|not convinced|i m not convinced|not that one|not that|i don t think so"
            "|not really|don t like it|not a fan|i m not a fan",
        ),
    }


def _lines(t: Translator) -> dict[str, str]:
    # Each value: "|"-separated grammar lines, each a row of the class names above, split by spaces;
    # a "?" after a name marks it optional. The names stay in English.
    return {
        # Translators: the grammar lines of a new deal ("deal me a fresh hand": ask? start? fresh game),
        # "|"-separated rows of the class names of the "life words" entries, kept in English, in your
        # language's word order; a "?" after a name: it may be left out. Add a row for each order players
        # use ("game fresh" for "partida nova").
        "new": t.pgettext(
            "life lines",
            "ask? start? fresh game|ask? start? fresh variant game|ask? start? fresh game of? variant",
        ),
        # Translators: the grammar lines of a new deal known to be winnable ("give me a winnable deal", "deal
        # me a game I can win", "un joc que es pugui guanyar"), "|"-separated rows of the class names, where
        # "winnable" is the words that make "new game" ask for a winnable deal (context "command words"),
        # with a row for each place your language puts them ("game winnable" for "una partita vincibile").
        # The game is said with an indefinite article ("a"), or, where your language has none, after a verb
        # of wanting or dealing: "the game is winnable" asks about the game in play.
        "new-winnable": t.pgettext(
            "life lines", "ask? start? a fresh? winnable game|ask? start? a fresh? game winnable"
        ),
        # Translators: the rows said beside those of a new deal that deal nothing alone ("this one's hopeless,
        # deal me a new game"), "|"-separated.
        "new-remarks": t.pgettext("life lines", "lament"),
        # Translators: the grammar lines of this deal again from the start (see the lines of a new deal).
        # A row with a verb of starting ("start") says "again" or "from the start" too: "play this game"
        # alone only plays on.
        "restart": t.pgettext(
            "life lines",
            "ask? restart with? this? game? anew? origin?|ask? replay with? this? game anew? origin?"
            "|ask? start? this game anew origin?|ask? start? this game origin|ask? start origin",
        ),
        # Translators: the rows said beside those of this deal again that start nothing alone ("I messed up,
        # start this deal from scratch"), "|"-separated.
        "restart-remarks": t.pgettext("life lines", "lament"),
        # Translators: the grammar lines of hearing the last reply again (see the lines of a new deal).
        "repeat": t.pgettext("life lines", "ask? repeat-verb it? anew?|ask? say it? anew|said"),
        # Translators: the rows said beside a request to repeat that ask nothing alone ("what? say it again",
        # "I didn't catch that, repeat it", "wait, what? say that again"), "|"-separated.
        "repeat-remarks": t.pgettext("life lines", "pardon|missed|sorry|wait"),
        # Translators: the grammar lines of longer replies (see the lines of a new deal); "say-more" is said
        # alone or after another wish for them. A comparative is one step from the level the replies have now
        # (brief to normal, normal to full; "shorter" back the other way), and "normal" names the one between.
        "full": t.pgettext(
            "life lines", "ask? be? replies? degree? manner? longer replies?|ask? say-more degree? replies?"
        ),
        # Translators: the grammar lines of shorter replies (see the lines of a new deal).
        "brief": t.pgettext("life lines", "ask? be? replies? degree? manner? shorter replies?"),
        # Translators: the grammar lines of turning the voice on by asking to be read to out loud, or by letting
        # the game's voice read ("let the voice read the replies", "laat de stem de antwoorden voorlezen"; see
        # the lines of a new deal).
        "speech-on": t.pgettext(
            "life lines",
            "ask? read stuff? to-me? aloud to-me? stuff?|ask? let voice read to-me? stuff? aloud? to-me?",
        ),
        # Translators: the grammar lines of turning the voice off by asking not to be read to out loud (see
        # the lines of a new deal).
        "speech-off": t.pgettext("life lines", "not read stuff? to-me? aloud to-me?"),
        # Translators: the grammar lines of asking for another suggestion than the hint ("have you got
        # another idea?", "ima li neki drugi prijedlog?"; see the lines of a new deal).
        "other-hint": t.pgettext("life lines", "ask? have? any? other idea|ask? have? any? idea other"),
        # Translators: the rows said beside asking for another suggestion that ask nothing alone ("hmm, I'm
        # not convinced, any other idea?"), "|"-separated; "anything else?" said beside it asks the same ("got
        # anything else? give me another suggestion": "ask? have? else").
        "other-hint-remarks": t.pgettext("life lines", "doubt|no|agreed|thanks|ask? have? else"),
        # Translators: the grammar lines of sending every card that can go to a foundation there ("send
        # everything that can go up to the foundations", "alles wat kan naar de eindstapels", "raise everything
        # you can"), "|"-separated rows of the class names (see the lines of a new deal); "move", "up", "to" and
        # "foundation" are the lexicon's words. The game lists those moves and plays none.
        "all-up": t.pgettext(
            "life lines",
            "move? everything can-go? up|move? everything can-go? up? to foundation"
            "|move? up? to foundation everything can-go? up?|move? up everything can-go? up? to? foundation?"
            "|raise up? everything can-go? up? to? foundation?|raise up? to foundation everything can-go? up?",
        ),
        # Translators: the grammar lines of "anything else?" asked of the game with no noun: right after a
        # hint another suggestion (see the lines of a new deal).
        "anything-else": t.pgettext("life lines", "ask? have? else"),
        # Translators: the rows said beside "anything else?" that ask nothing alone ("hmm, got anything
        # else?"), "|"-separated.
        "anything-else-remarks": t.pgettext("life lines", "doubt|no|agreed|thanks"),
    }


LIFE_KEYS = (
    "new",
    "new-winnable",
    "restart",
    *TAKE_BACK_KEYS,
    *LEAVE_KEYS,
    "repeat",
    *HINT_KEYS,
    "full",
    "brief",
    "speech-on",
    "speech-off",
    "other-hint",
    "anything-else",
    "all-up",
    *VOICE_KEYS,
    *DRAW_KEYS,
    *SETTING_KEYS,
    *READ_KEYS,
    *RECORD_KEYS,
    *CODE_KEYS,
    *ALLOW_KEYS,
)
"""The meanings the grammar lines give, each with its lines (and remarks, for some); those of
the voice and of the deal code spelled are `lang.voicewords`, those of a card asked for and of
advice on drawing `lang.drawwords`, those of asking for a hint and playing it `lang.hintwords`,
those of the settings said in a sentence `lang.settingwords`, those of what is read
`lang.readwords`, those of the deal's code asked or dealt `lang.codewords`."""


def _phrases(text: str, lang: str = "") -> frozenset[Phrase]:
    return frozenset(words for w in text.split("|") if (words := _as_read(w, lang)))


def _as_read(phrase: str, lang: str) -> Phrase:
    """The words of a phrase as a line's tags give them: Italian "c'è" is "ci è" there, the
    elided "c" read as the word it stands for where the lexicon has no such word."""
    words = tuple(normalize(phrase).split())
    joined = contracted(phrase, lang) if lang else {}
    if not joined:
        return words
    known = _lexicon_words(lang)
    return tuple(
        alias if (alias := joined.get((w, after))) and alias not in known else w
        for w, after in zip(words, (*words[1:], ""), strict=True)
    )


@cache
def _lexicon_words(lang: str) -> frozenset[str]:
    """The words the lexicon holds as phrases of one word, in `lang` and English (read from
    its entries here: the tokenizer reads word classes itself, so it is not asked)."""
    return frozenset(
        word
        for source in dict.fromkeys((lang, "en"))
        for key, items in all_entries(source).items()
        if key != "ordinals" or source == lang
        for item in items
        for phrase in item.split(",")
        if len(words := normalize(phrase).split()) == 1
        for word in words
    )


# the word classes and grammar lines kept in modules of their own, read with these
_BESIDE: tuple[tuple[Callable[[Translator], dict[str, str]], Callable[[Translator], dict[str, str]]], ...] = (
    (voice_words, voice_lines),
    (setting_words, setting_lines),
    (draw_words, draw_lines),
    (read_words, read_lines),
    (take_back_words, take_back_lines),
    (hint_words, hint_lines),
    (leave_words, leave_lines),
    (record_words, record_lines),
    (code_words, code_lines),
    (allow_words, allow_lines),
)

# word classes of the catalogue kept elsewhere that grammar lines name: the words of advice, the
# variants' names
_OUTSIDE: dict[str, Callable[[str], frozenset[Phrase]]] = {
    "should": should_words,
    "variant": lambda lang: variant_phrases(),  # "a new game of Lucas", "nieuw lucas spel"
    "number": lambda lang: frozenset(numbers_said(lang)),  # "saved game number 2", "igru broj dva"
    "ordinal": lambda lang: frozenset(ordinals_said(lang)),  # "the second saved game"
    DEAL_CODE: lambda lang: frozenset(),  # a code has no words: `parsing.life` finds it by its shape
}


@cache
def word_class(lang: str, name: str) -> frozenset[Phrase]:
    """The phrases of the class `name` in `lang`: its "life words" entry, the lexicon entry
    and the kind of everyday talk of that name."""
    t = translator(lang)
    own = _words(t)
    for beside, _ in _BESIDE:
        own |= beside(t)
    found: set[Phrase] = set()
    if name in own:
        found |= _phrases(own[name], lang)
    if name == "ask":  # "could you", said inside a line ("com? m'ho pots repetir?"), asks too
        found |= _phrases(own["request"], lang)
    if name in _OUTSIDE:
        found |= _OUTSIDE[name](lang)
    entries = all_entries(lang)
    if name in entries:
        found |= _phrases("|".join(entries[name]), lang)
    if name in Chatter._value2member_map_:
        found |= talk_of(Chatter(name), lang)
    if (
        name not in own
        and name not in entries
        and name not in Chatter._value2member_map_
        and name not in _OUTSIDE
    ):
        raise KeyError(f"no word class {name!r}")
    return frozenset(found)


def _rows(text: str) -> tuple[Line, ...]:
    rows: list[Line] = []
    for row in text.split("|"):
        slots = tuple((name.rstrip("?"), name.endswith("?")) for name in row.split())
        if slots and not all(optional for _, optional in slots):  # a row says something
            rows.append(slots)
    return tuple(rows)


def _all_lines(t: Translator) -> dict[str, str]:
    """Every grammar line, by meaning: the game's life's own and those kept beside them."""
    lines = _lines(t)
    for _, beside in _BESIDE:
        lines |= beside(t)
    return lines


@cache
def grammar_lines(lang: str, key: str) -> tuple[Line, ...]:
    """The grammar lines of `key` (one of `LIFE_KEYS`) in `lang`."""
    t = translator(lang)
    return _rows(_all_lines(t)[key])


@cache
def remark_lines(lang: str, key: str) -> tuple[Line, ...]:
    """The rows said beside the grammar lines of `key` that mean nothing alone."""
    t = translator(lang)
    text = _all_lines(t).get(f"{key}-remarks")
    return _rows(text) if text is not None else ()


@cache
def around_words(lang: str) -> frozenset[Phrase]:
    """The small words that may stand anywhere in a grammar line: the lexicon's filler words."""
    return _phrases("|".join(all_entries(lang)["filler"]))
