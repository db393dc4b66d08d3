"""The word classes and grammar lines of the player's record said in a sentence: the saved
games listed ("show me my saved games", "ensenya'm les partides guardades", "pokaži mi popis
spremljenih igara"), one of them taken up again by its number ("go back to saved game 2",
"vull tornar a la partida guardada número 2", "želim nastaviti spremljenu igru broj 2"), the
games played before ("what did I score in my earlier games?"), the variant in play asked
("which variant is this?") and a variant named after a verb of playing ("start a Maria game").

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. "ask", "start", "a", "game",
"which", "be-on", "any", "now", "show-me", "variant-noun", "of-variant" and "variant" are the
classes of the life words and the settings said in a sentence; "number" and "ordinal" are the
numbers of the lexicon (`numbers_said`), the number a saved game is taken up by.
"""

from __future__ import annotations

from functools import cache

from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import all_entries

RECORD_KEYS = ("games-asked", "resume-numbered", "resume-saved", "past-asked", "variant-asked", "new-variant")
"""The meanings of these grammar lines, read beside those of a game's life."""

# the saved games are numbered from 1 in their list; a number past this is no saved game's
_HIGHEST = 99


def record_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: the games a player left unfinished and the game kept, said in the plural with the
        # word that says so ("saved games", "games I saved", "unfinished games"; Catalan "partides guardades",
        # Croatian "spremljene igre", "spremljenih igara"), "|"-separated, every gender, case and word order.
        "saved-games": t.pgettext(
            "life words",
            "saved games|games i saved|games i ve saved|games i have saved|unfinished games|games in progress"
            "|paused games|stored games|kept games|games i kept|half finished games|games i didn t finish"
            "|games i haven t finished|open games|ongoing games|games i left|saved game list|my games|all my games",
        ),
        # Translators: one game the player left unfinished, said in the singular with the word that says so
        # ("saved game", "game I saved", "unfinished game"; Catalan "partida guardada", Croatian "spremljenu
        # igru"), "|"-separated, every gender and case. Never the noun of a game alone.
        "saved-game": t.pgettext(
            "life words",
            "saved game|game i saved|game i ve saved|game i have saved|unfinished game|paused game|stored game"
            "|kept game|game i kept|game i didn t finish|game i left|earlier game|previous game|old game"
            "|other game|game in progress|open game",
        ),
        # Translators: the noun of a list said before what it lists ("the list of my saved games", Croatian
        # "popis spremljenih igara"), "|"-separated, with the preposition after it where your language says one.
        "list-noun": t.pgettext(
            "life words",
            "list|the list|a list|list of|the list of|a list of|overview of|an overview of|overview",
        ),
        # Translators: the words after "which games" that ask which games were saved ("which games have I
        # saved?", "quines partides tinc guardades?", "welke spellen heb ik opgeslagen?", "koje igre imam
        # spremljene?"), "|"-separated, every person and form; each says saving or leaving unfinished.
        "have-saved": t.pgettext(
            "life words",
            "have i saved|did i save|do i have saved|have i got saved|are saved|are there saved|i saved"
            "|i have saved|i ve saved|are unfinished|are still open|did i leave unfinished|have i left unfinished"
            "|haven t i finished|didn t i finish|did i not finish|are kept|have i kept",
        ),
        # Translators: verbs of taking up a saved game again, said before it ("go back to saved game 2",
        # "continue", "pick up", "load"; Catalan "torna a", "reprèn", Croatian "vrati se na", "nastavi"),
        # "|"-separated, every form players use (imperative, infinitive after "I want", polite and plural
        # forms, pronouns glued on), with the preposition said before the game.
        "resume-verb": t.pgettext(
            "life words",
            "go back to|back to|get back to|return to|go to|continue|continue with|carry on with|go on with"
            "|resume|pick up|take up|reopen|re open|open|open up|load|load up|restore|switch to|switch back to"
            "|jump back to|bring back|bring up|play on with|keep playing|finish",
        ),
        # Translators: the word for "number" said before the number of a saved game ("saved game number 2",
        # "nº 2", Croatian "broj 2"), "|"-separated, every short form ("no", "nr", "n").
        "number-word": t.pgettext("life words", "number|nr|num|n"),
        # Translators: the games played and finished before this one ("my earlier games", "previous games",
        # "the games I played"; Catalan "partides anteriors", Croatian "prethodne igre", "prethodnih igara"),
        # "|"-separated, every gender, case and word order.
        "past-games": t.pgettext(
            "life words",
            "past games|earlier games|previous games|old games|older games|finished games|completed games"
            "|played games|games i played|games i ve played|games i have played|games i finished"
            "|games i ve finished|last games|recent games|games before this one|the games before",
        ),
        # Translators: what a player asks of the games played before, said before them ("what did I score
        # in my earlier games", "my scores in", "how did I do in"), "|"-separated, with the preposition
        # said before the games; only words of points, scores and results.
        "results": t.pgettext(
            "life words",
            "what did i score in|what i scored in|how much did i score in|my scores in|my scores from|scores in"
            "|scores of|the scores of|my results in|results of|the results of|how did i do in|what did i get in"
            "|what were my scores in|my points in|points in|how many points did i get in|my scores|scores"
            "|my results|results",
        ),
        # Translators: the words after "which variant" that ask which one is in play ("which variant is
        # this?", "what variant am I playing?", "quina variant estic jugant?", "koju varijantu igram?",
        # "welke variant speel ik?"), "|"-separated, every person and form.
        "is-this": t.pgettext(
            "life words",
            "is this|is it|is this one|is this game|is that|am i playing|are we playing|is being played"
            "|is on|are we on|am i on|do i play|this is|is it now|are we playing now|am i playing now",
        ),
    }


def record_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of the class names above."""
    return {
        # Translators: the grammar lines of hearing the list of saved games ("show me my saved games",
        # "the list of my unfinished games", "which games have I saved?"), "|"-separated rows of the class
        # names (see the lines of a new deal); a row for each order your language puts them in ("laat mijn
        # opgeslagen spellen zien": "show-me" last).
        "games-asked": t.pgettext(
            "life lines",
            "ask? show-me? list-noun? saved-games now?|which game have-saved now?|be-on any? saved-games now?",
        ),
        # Translators: the grammar lines of taking up a saved game again by its number in the list ("go back
        # to saved game 2", "continue game number 2", "open the second saved game"), "|"-separated rows of
        # the class names (see the lines of a new deal): "number" is the number in figures or words,
        # "ordinal" an ordinal ("second"). The number is always said with a saved game or the noun of a game:
        # "go back to column 2" is no game.
        "resume-numbered": t.pgettext(
            "life lines",
            "ask? resume-verb saved-game number-word? number|ask? resume-verb game number-word? number"
            "|ask? resume-verb ordinal saved-game|ask? resume-verb ordinal game saved-game?",
        ),
        # Translators: the grammar lines of taking up a saved game again, said without its number ("go back
        # to my saved game"): the game asks which one (see the lines of a new deal).
        "resume-saved": t.pgettext("life lines", "ask? resume-verb saved-game"),
        # Translators: the grammar lines of hearing the games played before, with their scores ("show me my
        # previous games", "what did I score in my earlier games?"), "|"-separated rows of the class names
        # (see the lines of a new deal).
        "past-asked": t.pgettext(
            "life lines", "ask? show-me? list-noun? past-games|ask? show-me? results past-games"
        ),
        # Translators: the grammar lines of asking which variant is in play ("which variant is this?", "what
        # kind of game am I playing?"), "|"-separated rows of the class names (see the lines of a new deal);
        # a row for each order your language puts them in ("koja je ovo varijanta?": which is-this
        # variant-noun). The game says the variant and its deal code.
        "variant-asked": t.pgettext(
            "life lines",
            "which variant-noun is-this? now?|which is-this variant-noun|which variant-noun of-variant? game"
            " is-this now?|which game is-this now?",
        ),
        # Translators: the grammar lines of a new deal of a variant named after a verb of playing, with no
        # word for "new" ("start a Maria game", "let's play Lucas", "play the Streets variant"), "|"-separated
        # rows of the class names (see the lines of a new deal); "variant" is a variant's name.
        "new-variant": t.pgettext(
            "life lines",
            "ask? start a? variant game|ask? start a? game of-variant? variant"
            "|ask? start a? variant-noun of-variant? variant|ask? start a? of-variant? variant variant-noun?",
        ),
    }


@cache
def numbers_said(lang: str) -> dict[tuple[str, ...], int]:
    """Every number a saved game may be taken up by, as the words of a line give it: the
    figures, the lexicon's number words and its ordinals, by the number each says."""
    found: dict[tuple[str, ...], int] = {(str(n),): n for n in range(1, _HIGHEST + 1)}
    entries = all_entries(lang)
    for key, items in entries.items():
        kind, _, number = key.partition("-")
        if kind == "num" and number.isdigit():
            for phrase in items:
                if words := tuple(normalize(phrase).split()):
                    found.setdefault(words, int(number))
    found.update(ordinals_said(lang))
    return found


@cache
def ordinals_said(lang: str) -> dict[tuple[str, ...], int]:
    """The lexicon's ordinals ("second", "segona", "drugu"), by the number each says."""
    found: dict[tuple[str, ...], int] = {}
    for n, group in enumerate(all_entries(lang)["ordinals"], 1):
        for phrase in group.split(","):
            if words := tuple(normalize(phrase).split()):
                found.setdefault(words, n)
    return found
