"""The word classes and grammar lines of taking every move back to the start of the game,
said in a sentence: "take it all back to the very start please", "torna-ho tot enrere fins al
principi de la partida", "vrati sve skroz do početka", "ok torna all'inizio, annulla tutto
quanto", "draai alles terug naar het begin". Starting this deal over ("start again from
scratch") is restarting, a line of `lang.lifewords`, never these.

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. The "ask" class is the life
words' own, and so is "lament", said beside them.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

TAKE_BACK_KEYS = ("undo-all",)
"""The meanings of these grammar lines, read beside those of a game's life."""


def take_back_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: verbs that take moves back, said before "everything" or "to the start" ("undo
        # everything", "go back to the very start", "annulla tutto quanto", "vrati se na početak"),
        # "|"-separated, every form players type (imperative, infinitive, "let's"), with a pronoun glued to
        # them. Only verbs that take moves back by themselves: those whose "back" is said after their object
        # are in the class below.
        "undo-all": t.pgettext(
            "life words",
            "undo|take back|go back|rewind|roll back|wind back|turn back|step back|back up|revert|reverse|let s go back",
        ),
        # Translators: verbs whose word for "back" is said after what they take back ("take it all back",
        # "torna-ho tot enrere", "vrati sve natrag", "draai alles terug"), "|"-separated, every form. With
        # "everything" or "to the start" and that word they take moves back.
        "take": t.pgettext("life words", "take|put|turn|wind|roll|go|set"),
        # Translators: the words for "back" said after what is taken back ("take it all back", "enrere",
        # "terug", "atrás", "indietro", "natrag"), "|"-separated, every form.
        "backward": t.pgettext("life words", "back|backwards|backward"),
        # Translators: "everything" said of the moves played ("undo everything", "take it all back",
        # "annulla tutto quanto", "vrati sve"), "|"-separated, every form, with the pronoun said beside it
        # ("it all", "all of it"). Never a word for the cards.
        "all-played": t.pgettext(
            "life words",
            "everything|all|it all|all of it|them all|all of them|the lot|all the moves|all my moves|every move"
            "|every single move|everything i did|everything i ve done|all i did|all that|all of that|the whole game"
            "|the whole thing",
        ),
        # Translators: words that say "all the way" before "back" or "to the start" ("go all the way back to
        # the start", "right back to the beginning", "vrati sve skroz do početka", "ga helemaal terug"),
        # "|"-separated.
        "quite": t.pgettext(
            "life words", "all the way|right|way|completely|entirely|fully|the whole way|straight|totally"
        ),
        # Translators: "to the start" of the game in play, as said after a verb of taking moves back ("undo
        # everything to the very start", "fins al principi de la partida", "all'inizio", "do početka"),
        # "|"-separated, every form. Never "from the start": starting over ("restart from the start") is
        # another command.
        "to-start": t.pgettext(
            "life words",
            "to the start|to the beginning|to the very start|to the very beginning|to the start of the game"
            "|to the beginning of the game|to the start of the deal|to the beginning of the deal|to square one"
            "|to the first move|until the start|until the beginning|to where i started|to where we started"
            "|back to the start|back to the beginning|to how it was dealt",
        ),
    }


def take_back_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of the class names above."""
    return {
        # Translators: the grammar lines of taking every move back, to the start of the game ("undo
        # everything", "take it all back to the very start", "torna-ho tot enrere fins al principi", "vrati
        # sve skroz do početka"; see the lines of a new deal): a verb of taking back with "everything", "to
        # the start" or both, "back" said after the object of "take" and its kin. Starting this deal over
        # ("start again from scratch") is restarting, in the lines above, never these.
        "undo-all": t.pgettext(
            "life lines",
            "ask? undo-all all-played backward? quite? to-start?|ask? undo-all backward? quite? to-start"
            "|ask? take all-played backward quite? to-start?|ask? take all-played quite? to-start"
            "|ask? take quite? backward quite? to-start|backward quite? to-start",
        ),
        # Translators: the rows said beside taking every move back that take nothing back alone ("I messed
        # up, take it all back"), "|"-separated.
        "undo-all-remarks": t.pgettext("life lines", "lament"),
    }


def all_played(t: Translator) -> str:
    """The first word for "everything" said of the moves ("tudo", "sve"), as an undo of every move
    asked back names it: "anular tudo"."""
    return take_back_words(t)["all-played"].split("|")[0]
