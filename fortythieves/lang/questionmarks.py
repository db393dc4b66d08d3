"""The questions a line not understood word for word may still ask, and the words that
mark each in the catalogue (`lang.concepts` finds them in a line): a question only reads
something out, so a stray mark is harmless."""

from __future__ import annotations

from fortythieves.lang.i18n import Translator
from fortythieves.lang.intents import Cmd

CONCEPTS: dict[str, Cmd] = {
    "hint": Cmd.HINT,
    "can-win": Cmd.CAN_WIN,
    "moves": Cmd.MOVES,
    "score": Cmd.SCORE,
    "rules": Cmd.RULES,
    "help": Cmd.HELP,
    "board": Cmd.BOARD,
    "stats": Cmd.STATS,
    "code": Cmd.CODE,
    "save": Cmd.SAVE,
}


def question_marks(t: Translator) -> dict[str, str]:
    """Each question's marks in the catalogue, by its key in `CONCEPTS`, each "|"-separated."""
    return {
        # Translators: words and phrases that mark a question asking for a hint, however it is put
        # ("any hints?", "I'm stuck, what now?"), "|"-separated. A word ending in "*" stands for every word
        # that starts so ("suggest*": suggest, suggestion). Only words that mark this question and no other
        # of the questions below; the game only reads out a hint, so a stray match is harmless.
        "hint": t.pgettext(
            "question marks",
            "hint*|tip|tips|clue*|advice|advise|suggest*|recommend*|stuck|what now|what next|next move"
            "|best move|what should i|what do i do|what would you do",
        ),
        # Translators: words and phrases that mark a question whether the game can still be won
        # ("is this still winnable?", "have I lost?", "can it still come out?", "am I stuck?"; said, not
        # asked, "I'm stuck" wants a hint), "|"-separated; "*" as above.
        "can-win": t.pgettext(
            "question marks",
            "win|wins|winn*|won|solvable|solve*|solution|unwinnable|hopeless|lost cause|dead end|lost"
            "|come out|comes out|still possible|still doable|am i stuck|am i screwed",
        ),
        # Translators: words and phrases that mark a question about the legal moves ("is there anything I
        # can move?", "what are my options?"), "|"-separated; "*" as above.
        "moves": t.pgettext(
            "question marks",
            "move|moves|movable|moveable|play|playable|plays|options|possibilities|anything to do|legal|available",
        ),
        # Translators: words and phrases that mark a question about the score ("what's my score so far?",
        # "how am I doing?"), "|"-separated; "*" as above.
        "score": t.pgettext(
            "question marks", "score*|point|points|how am i doing|how m i doing|how i am doing|doing so far"
        ),
        # Translators: words and phrases that mark a question about the rules ("how do you play this
        # again?"), "|"-separated; "*" as above.
        "rules": t.pgettext(
            "question marks",
            "rule*|how do you play|how do i play|how does it work|how does this work|how to play"
            "|how is it played|instructions|explain the game|aim of the game|object of the game"
            "|how does one play|how is this game played|how does this game work|how does the game work",
        ),
        # Translators: words and phrases that mark a request for the list of commands ("what commands can I
        # use?"), "|"-separated; "*" as above.
        "help": t.pgettext(
            "question marks", "help|command*|what can i say|what can i type|what can i write|keywords"
        ),
        # Translators: words and phrases that mark a request to hear the whole board ("show me the whole
        # table"), "|"-separated; "*" as above.
        "board": t.pgettext("question marks", "board|table|layout|tableau|everything|whole game|overview"),
        # Translators: words and phrases that mark a question about the player's record of finished games ("how
        # many games have I won?", "what's my win rate?"), "|"-separated; "*" as above. Said beside the words of
        # winning, they ask the record, not whether this game can be won: give the phrases that count games.
        "stats": t.pgettext(
            "question marks",
            "statistic*|stats|how many games|games won|games played|games have i|games did i|my record"
            "|win ratio|win percentage|percentage|how often have i won|how many times have i won"
            "|how many have i won",
        ),
        # Translators: words and phrases that mark a question about the code of the deal in play ("what's the
        # code for this deal?", "which deal number is this?"), "|"-separated; "*" as above. The nouns of the
        # code itself, every form; never a word that also means something else in a question about cards.
        "code": t.pgettext("question marks", "code|deal code|game code|deal number|game number|code number"),
        # Translators: words and phrases that mark a question whether the game is saved ("is my game saved?",
        # "did you save my game?", "does it save by itself?"), "|"-separated; "*" as above. The answer saves it
        # at once and says whether the store holds it: "saved" said of one game or with its verb, never alone
        # where it may say the saved games ("what are my saved games?" lists them), nor the request to save
        # ("save the game", which the command words hold: "don't save the game" must not read it).
        "save": t.pgettext(
            "question marks",
            "game saved|game is saved|game s saved|saved my game|saved the game|saved it|is it saved|did you save"
            "|do you save|does it save|will it save|you saved|autosave*|auto save|auto saved|get saved|gets saved"
            "|saved automatically|save automatically|save by itself|save itself|saves itself|is everything saved"
            "|progress saved|saved my progress",
        ),
    }
