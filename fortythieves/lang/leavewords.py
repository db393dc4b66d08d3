"""The word classes and grammar lines of leaving the game and of giving up on it, said in a
sentence: leaving ("close it down", "prou per avui, surto del joc"), leaving for now with the
game kept ("gotta go, I'll finish this later", "ok per ora smetto, ci gioco dopo", "vou parar
por agora, jogo mais tarde"), and giving up on this game ("mi arrendo, basta con questa
partita", "em rendeixo, aquesta partida no hi ha qui la tregui", "odustajem od ove igre").

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. The classes "ask", "from", "game",
"this", "lament", "farewell" and "particle" are those of the life words, the lexicon and
everyday talk. Stopping the voice ("stop") is never leaving: a player's own stop is leaving
only beside a goodbye, "for today" or playing on later.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

LEAVE_KEYS = ("quit", "give-up", "save")
"""The meanings of these grammar lines, read beside those of a game's life."""


def leave_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: phrases by which a player says they are leaving the game, beside the command words
        # for quitting ("close it down", "I'm leaving", "stop playing", "let's call it a day"), "|"-separated;
        # never a phrase said of a card or a move ("leave it").
        "quit": t.pgettext(
            "life words",
            "close it down|shut it down|close down|shut down|close the game|shut the game|i quit|i m quitting"
            "|im quitting|stop playing|log off|log out|call it a day|let s call it a day|i ll call it a day"
            "|i m calling it a day",
        ),
        # Translators: what a player says as they go ("I'm leaving", "I have to go"), with the greetings
        # said in leaving that may also greet ("|"-separated). Alone these leave nothing, as a goodbye
        # does; beside a phrase of leaving or "enough for today", they are passed over.
        "goodbye": t.pgettext(
            "life words",
            "i m leaving|im leaving|i am leaving|i m out|i m going|i have to go|i gotta go|got to go|gotta go"
            "|i ve got to go|ive got to go|i ve gotta go|i got to go|i need to go|i must go|i have to leave"
            "|i need to leave|gotta run|i have to run|i must be going|i have to stop|i need to stop|gotta stop",
        ),
        # Translators: what a player says when they have had enough ("I'm done", "that's enough", "that's
        # it"), "|"-separated. Alone, and with the words for "for today", these leave nothing; beside a
        # phrase of leaving ("enough for today, close the game") they are passed over.
        "done": t.pgettext(
            "life words",
            "i m done|im done|i am done|done|i m finished|im finished|i am finished|finished|enough|that s enough"
            "|thats enough|that is enough|that s it|thats it|that s all|thats all|i ve had enough|i m through"
            "|we re done|that ll do",
        ),
        # Translators: what a player says of coming back to the game later ("I'll continue later", "I'll
        # come back later"), "|"-separated, each with its verb: beside a phrase of leaving or a goodbye
        # they leave for now, and the game is kept; alone they leave nothing.
        "later": t.pgettext(
            "life words",
            "come back later|i ll come back later|i will come back later|i ll be back later|be back later"
            "|continue later|i ll continue later|carry on later|i ll carry on later|pick it up later"
            "|i ll pick it up later|i ll finish it later|finish it later|play on later|i ll play on later",
        ),
        # Translators: "for today", "for now" ("|"-separated), as in "enough for today".
        "today": t.pgettext("life words", "for today|for now|for tonight|for the day|today|for this session"),
        # Translators: verbs of playing on later, said by the player of themself with their object
        # ("I'll finish this later", "ci gioco dopo", "jogo mais tarde", "ja jugaré més tard", "ik speel straks
        # verder", "igrat ću kasnije"), "|"-separated, every form players use (future, present, with the
        # pronoun or clitic of the game). Without a word of later below they leave nothing.
        "play-on": t.pgettext(
            "life words",
            "i ll finish this|i ll finish it|finish it|finish this|i ll finish|i ll continue|continue|i ll carry on"
            "|carry on|i ll play|i ll play on|play on|i ll pick it up|pick it up|i ll come back|come back"
            "|i ll be back|be back|i ll get back to it|get back to it|i ll resume|resume|i ll keep playing"
            "|i ll continue this|i ll play it|play|finish|keep playing|continue playing|finish the game|finish this one"
            "|play it|play some more",
        ),
        # Translators: the words of a later time said with playing on ("later", "afterwards", "tomorrow", "in a
        # bit"), "|"-separated, every form.
        "afterwards": t.pgettext(
            "life words",
            "later|afterwards|tomorrow|another time|some other time|in a bit|in a while|later on|soon|tonight"
            "|after|next time",
        ),
        # Translators: verbs by which a player leaving asks for the game to be kept ("gotta go, save the game",
        # "keep it for me"), "|"-separated, every form players use (imperative familiar and polite, with the
        # pronoun of the game glued on where your language glues it: "guarda-la", "salvala", "guarda-o"). The
        # game's noun is said apart ("the game"). Beside a phrase of leaving or a goodbye they leave with the
        # game kept; alone ("save the game") they save it and leave nothing.
        "keep": t.pgettext(
            "life words",
            "save|keep|store|hold on to|hang on to|don t lose|do not lose|keep hold of|save it|keep it|leave it saved"
            "|keep it saved",
        ),
        # Translators: "for later" said of the game kept ("save the game for later", "per després", "za kasnije"),
        # "|"-separated, every form: a later time with its preposition, or the purpose said short ("for when I'm
        # back", "per continuar", "para continuar").
        "for-later": t.pgettext(
            "life words",
            "for later|for later on|for another time|for tomorrow|for next time|for afterwards|till later"
            "|until later|until tomorrow|for another day|for some other time|for when i come back|for when i m back"
            "|for when i get back",
        ),
        # Translators: the words that join keeping the game to playing on later, saying what it is kept for ("save
        # the game so I can finish it later", "to finish it later", "que després continuo", "zodat ik later verder
        # kan", "para continuar depois", "che poi continuo", "pa ću nastaviti kasnije"), "|"-separated; the verb
        # of playing on after them is one of "play-on" or "later" (give its infinitive there too).
        "so-that": t.pgettext(
            "life words",
            "so|so that|so i can|so that i can|so i could|so i ll|to|in order to|then i can|and i can|and i ll"
            "|that way i can|so then i can|and then i can|cause i ll|because i ll",
        ),
        # Translators: the words that give leaving as the reason the game is to be kept, between the two ("save
        # the game, because I have to go", "guarda la partida que he de marxar", "salva la partita che devo
        # andare", "spremi igru jer moram ići"), "|"-separated.
        "because": t.pgettext("life words", "because|cause|cos|coz|since|as"),
        # Translators: the prepositions said between giving up or having had enough and the game ("I give up on
        # this game", "basta con questa partita", "odustajem od ove igre", "chega deste jogo"), "|"-separated,
        # with their forms joined to "this" where your language joins them (Portuguese "deste", "desse").
        "of-game": t.pgettext("life words", "on|with|of"),
    }


def leave_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of class names."""
    return {
        # Translators: the grammar lines of leaving the game (see the lines of a new deal): a phrase of
        # leaving, or "enough for today" said with a goodbye ("I'm done for today, bye"); a goodbye or
        # "enough" with coming back later ("I'm off now, I'll continue later": add "goodbye today? later"), or
        # with playing on later ("I'll stop for now, I'll play later": add "done today? play-on afterwards"),
        # or with the game asked to be kept, before or after ("gotta go, save the game", "save it, because I
        # have to go": add "goodbye today? keep game?|done today? keep game?|keep game? because? goodbye|keep
        # game? because? done today?").
        "quit": t.pgettext(
            "life lines",
            "ask? quit from? game? today?|done today farewell|today done farewell|done today goodbye",
        ),
        # Translators: the rows said beside the leaving ones that leave nothing alone ("I'm done, close it
        # down", "enough for today, I'm off", "I'll quit and come back later": "I'm done for today" alone
        # leaves nothing), "|"-separated; with what the game is kept for ("gotta go, save the game for later",
        # "... so I can finish it later": add "keep game?|for-later|so-that later|so-that play-on
        # afterwards|so-that afterwards play-on").
        "quit-remarks": t.pgettext("life lines", "done today?|today done|farewell|goodbye"),
        # Translators: the grammar lines of saving the game now, said with no word of leaving (see the lines of
        # a new deal): a verb of keeping with the game's noun, and what it is kept for ("save the game for
        # later", "keep my game so I can finish it later"), "|"-separated.
        "save": t.pgettext("life lines", "keep game for-later?"),
        # Translators: the rows said beside saving the game that save nothing alone ("save the game so I can
        # finish it later", "save my game, I'll come back to it later"), "|"-separated; never a goodbye (with one
        # the line leaves, the game kept).
        "save-remarks": t.pgettext(
            "life lines", "for-later|so-that? later|so-that? play-on afterwards|so-that? afterwards play-on"
        ),
        # Translators: the grammar lines of giving up on this game (see the lines of a new deal): the words of
        # giving up, which ask whether to deal again or leave, with the game given up on after them ("I give
        # up on this game": add "give-up of-game? this? game?").
        "give-up": t.pgettext("life lines", "give-up"),
        # Translators: the rows said beside giving up that give up nothing alone ("I give up, I can't win this
        # one", "enough, I give up", "enough with this game, I give up": add "done of-game? this game"),
        # "|"-separated.
        "give-up-remarks": t.pgettext("life lines", "lament|done"),
    }
