"""The word classes and grammar lines of the deal's code said in a sentence: its number asked
("what's the number of this deal?", "quin número té aquesta partida?", "koji je broj ove
partije?"), which the game answers with the deal's code; and a deal code said after a verb of
dealing or playing, or after the adjective of a new game ("play FT1-N-2345673", "nova
FT1-N-2345673", "speel FT1-N-2345673"), a new deal of that code.

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. "ask", "start", "fresh", "game"
and "this" are the life words; "which" and "is-this" those of the settings and the record;
"tell" and "of" those of the deal code spelled (`lang.voicewords`). "deal-code" is a deal code
itself, found by its shape (`parsing.newdeal.code_length`), never by a list of words.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

CODE_KEYS = ("code-asked", "new-code")
"""The meanings of these grammar lines, read beside those of a game's life."""

# the class of a deal code said in a line: it has no words of its own
DEAL_CODE = "deal-code"


def code_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: the nouns by which a player names the deal's code when they say the deal with it ("the
        # NUMBER of this deal", "the ID of this game", "the seed of this deal", "quin NÚMERO té aquesta
        # partida"), "|"-separated, with their articles, every case players use. Said without the noun of a
        # game they ask nothing ("what number is on column 3?" is about a card).
        "deal-number": t.pgettext(
            "code words",
            "number|the number|its number|id|the id|its id|identifier|the identifier|seed|the seed|code|the code"
            "|its code|serial number|the serial number",
        ),
        # Translators: the verbs of having in a question of the deal's number ("what number does this deal
        # have?", "quin número té aquesta partida?", "welk nummer heeft dit spel?", "koji broj ima ova
        # partija?"), "|"-separated, every form players use, with the verbs of belonging ("welk nummer hoort
        # bij dit spel?").
        "deal-has": t.pgettext(
            "code words", "does|has|have|has got|got|does it have|did it get|had|belongs to|goes with"
        ),
        # Translators: the nouns of games in the plural ("games", "deals"; Croatian "igara"), "|"-separated,
        # every form, and never a form that is also singular: "the number of games" counts games and never
        # asks the deal's code.
        "games-counted": t.pgettext("code words", "games|deals|hands|rounds|matches"),
        # Translators: the possessive ending said after the noun of a game before its number, as English
        # "this game's number" ("|"-separated); "-" when your language has none.
        "possessive": t.pgettext("code words", "s"),
    }


def code_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of the class names above."""
    return {
        # Translators: the grammar lines of asking the deal's number or code with the deal said ("what's the
        # number of this deal?", "what number does this game have?", "what number is this deal?", "which deal
        # number is this?"), "|"-separated rows of the class names (see the lines of a new deal); a row for
        # each order your language puts them in. The game says the deal's code; the noun of a game is always
        # said.
        "code-asked": t.pgettext(
            "code lines",
            "ask? tell? deal-number of this? game|which deal-number deal-has this? game deal-has?"
            "|which deal-number is-this this? game|which this? game deal-number is-this?"
            "|ask? tell? this? game possessive? deal-number",
        ),
        # Translators: the grammar lines of a new deal of a deal code said after a verb of dealing or playing,
        # or after the adjective of a new game ("play FT1-N-2345673", "deal me FT1-N-2345673", "new
        # FT1-N-2345673", "play deal FT1-N-2345673"), "|"-separated rows of the class names (see the lines of
        # a new deal), with a row for each order players use ("partida nova FT1-..."); "deal-code" is the code
        # itself, which has no words to translate.
        "new-code": t.pgettext(
            "code lines",
            "ask? start fresh? game? deal-code|ask? fresh game? deal-code|ask? start? game fresh deal-code",
        ),
    }
