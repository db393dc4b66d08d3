"""The words a player may type, per language, taken from the catalogue.

Each entry is a `|`-separated list of words and phrases, the most natural first. The
parser understands the player's language and English together; accents and case are
ignored. The example commands are shown in help and the rules sheet, and the tests prove
that each language's examples are understood.
"""

from __future__ import annotations

from functools import cache

from fortythieves.core.moves import PileKind
from fortythieves.lang.i18n import Translator, translator

# the order of the items of the "letter-ranks" and "letter-piles" entries
LETTER_RANKS = (1, 11, 12, 13)
LETTER_PILES = (PileKind.COLUMN, PileKind.FOUNDATION, PileKind.WASTE)


def _entries(t: Translator) -> dict[str, str]:
    # Each value: "|"-separated words or phrases a player may type, most natural first.
    return {
        # Translators: words a player types to draw from the stock, "|"-separated, most natural first.
        # Give every common synonym and inflected form; accents are optional for the player.
        "draw": t.pgettext(
            "command words",
            "draw|deal|turn|flip|hit|next card|draw a card|deal a card|turn over a card|deal me a card",
        ),
        # Translators: words to take back the last action ("|"-separated).
        "undo": t.pgettext(
            "command words",
            "undo|undo that|take that back|undo the last move|undo my last move|undo last move|undo that last move|undo the move|undo the last action|go back|go back a move|go back one move|a move back|step back|take back the move|take back my move",
        ),
        # Translators: words to play again an action that was undone ("|"-separated).
        "redo": t.pgettext(
            "command words", "redo|redo that|redo it|redo the move|redo that move|redo the last move"
        ),
        # Translators: words to start a new game ("|"-separated).
        "new": t.pgettext("command words", "new game|new deal|start a new game|start new game|a new game"),
        # Translators: words to start the same deal again from the beginning ("|"-separated).
        "restart": t.pgettext(
            "command words", "restart|start over|restart game|restart the game|restart this deal"
        ),
        # Translators: words to deal a past game again by its deal code, as in "replay FT1-N-2345673"
        # ("|"-separated); said alone it starts this deal again. Never an everyday word.
        "replay": t.pgettext("command words", "replay|replay deal|replay game"),
        # Translators: words to hear the list of unfinished games ("|"-separated).
        "games": t.pgettext("command words", "games|my games|saved games|unfinished games"),
        # Translators: words to go back to an unfinished game, as in "resume 2" or "resume FT1-N-2345673"
        # ("|"-separated).
        "resume": t.pgettext("command words", "resume|resume game|continue game|go back to game"),
        # Translators: words to hear the statistics of finished games, as in "stats" or "stats Maria"
        # ("|"-separated).
        "stats": t.pgettext("command words", "stats|statistics|my stats|my statistics"),
        # Translators: words to hear the finished games, newest first ("|"-separated).
        "history": t.pgettext("command words", "history|game history|past games|finished games"),
        # Translators: words to write a game's moves to a file, as in "export" or "export 2" ("|"-separated).
        "export": t.pgettext("command words", "export|export game|export moves"),
        # Translators: words to hear the rules ("|"-separated).
        "rules": t.pgettext(
            "command words", "rules|rule|rules sheet|how does the game work|how do i play|how to play"
        ),
        # Translators: words to hear the list of commands ("|"-separated).
        "help": t.pgettext("command words", "help|commands|what can i say|what can i type"),
        # Translators: words to hear the deal code spelled with the spelling alphabet ("|"-separated);
        # phrases a player says only to mean that.
        "spell": t.pgettext("command words", "spell code|spell the code|spell deal code|spell it"),
        # Translators: questions a player asks for the number of cards in a place ("|"-separated): said
        # alone or with the stock's name they ask how many cards are left to draw; with another place after
        # them ("how many cards are in column 3?", "how many cards are on the foundations?") they ask that
        # place's count. Give the forms that end before the place ("how many cards are in") as well. Only
        # phrases that ask a count and nothing else.
        "stock-left": t.pgettext(
            "command words",
            "how many cards are left|how many cards left|how many cards are left in the stock|how many cards"
            " are in the stock|how many cards in the stock|how many left in the stock|cards left in the stock"
            "|stock count|how many cards are left in|how many cards are in|how many cards in|how many cards are on",
        ),
        # Translators: what a player says to send every card that can go to a foundation there at once
        # ("|"-separated); no single move does it, so the game lists the moves that send a card up, one
        # at a time. Only phrases that say "everything" or "all" up.
        "all-up": t.pgettext(
            "command words",
            "put everything you can on the foundations|put everything on the foundations|everything to the"
            " foundations|everything you can to the foundations|all cards to the foundations|send everything up"
            "|everything up|all up",
        ),
        # Translators: questions a player asks for the number of moves made so far ("|"-separated);
        # only phrases that ask that and nothing else (the legal moves have words of their own).
        "move-count": t.pgettext(
            "command words",
            "how many moves have i made|how many moves did i make|how many moves have i played|how many moves"
            " have i done|how many moves so far|how many moves|number of moves|move count|moves made|moves so far",
        ),
        # Translators: words to hear every setting and its value ("|"-separated).
        "settings": t.pgettext("command words", "settings|all settings|my settings|preferences"),
        # Translators: words to leave the game ("|"-separated), with the ways to ask for it saved first
        # ("save and quit"): the game is saved after every move, and the goodbye says whether it is.
        "quit": t.pgettext(
            "command words",
            "quit|exit|quit the game|exit the game|quit game|leave the game|save and quit|save and exit"
            "|save and leave|save the game and quit|save and close",
        ),
        # Translators: words to hear the whole board ("|"-separated).
        "board": t.pgettext("command words", "board|whole board|table|everything|read all|all"),
        # Translators: words to show the columns side by side as a grid of short card names, for reading
        # with a magnifier ("|"-separated). Use words that are not among the words for reading a pile.
        "show": t.pgettext("command words", "show|grid|show grid|show the grid"),
        # Translators: words to hear the exposed card of every column ("|"-separated).
        "exposed": t.pgettext(
            "command words",
            "exposed|exposed cards|tops|top cards|last cards|which cards are exposed|what cards are exposed",
        ),
        # Translators: words to ask where a card is ("|"-separated), as in "where 7 of spades".
        "where": t.pgettext("command words", "where|where is|where are|where s|wheres|find|locate"),
        # Translators: words to hear the score ("|"-separated).
        "score": t.pgettext(
            "command words",
            "score|points|status|what is my score|what s my score|whats my score|my score|how many points",
        ),
        # Translators: words to hear the deal code ("|"-separated).
        "code": t.pgettext("command words", "code|deal code|game code|deal number"),
        # Translators: words to hear the last reply again ("|"-separated).
        "repeat": t.pgettext("command words", "repeat|again|say again|say that again|pardon|what"),
        # Translators: words that ask for the last draw, undo or redo once more, said alone or after that
        # command ("draw again", "undo again"), "|"-separated: "another", "one more" ("nog een", "još jednu",
        # "ancora", "mais uma", "una altra"). Words that ask to hear the last reply again belong to "repeat".
        "again": t.pgettext(
            "command words",
            "again|another|another one|and another|and another one|one more|same again|once again",
        ),
        # Translators: words to hear the legal moves ("|"-separated).
        "moves": t.pgettext(
            "command words",
            "moves|legal moves|possible moves|what can i do|what can i play|what can i move",
        ),
        # Translators: words to hear the next move of a winning line, found by the solver ("|"-separated);
        # phrases a player says only to mean that, none of them among the words for the legal moves.
        "hint": t.pgettext(
            "command words", "hint|hints|give me a hint|a hint|what now|what should i do|what should i play"
        ),
        # Translators: words to ask for a hint other than the one just given ("|"-separated): "another" or
        # "different" with the word for a hint ("another hint", "a different hint"); never a word said alone.
        "other-hint": t.pgettext(
            "command words",
            "another hint|a different hint|different hint|another suggestion|a different suggestion"
            "|give me another hint|any other hint|another move|a different move|any other move|something else",
        ),
        # Translators: words to play the move a hint gives, at once ("|"-separated): a verb of playing
        # with the word for a hint ("play the hint"); never a phrase that only asks for the hint.
        "play-hint": t.pgettext(
            "command words",
            "play the hint|play hint|play your hint|do the hint|follow the hint|apply the hint|play the suggestion"
            "|play the suggested move|make the suggested move|play the hinted move|play the recommended move"
            "|make the recommended move|play the hint move|make the hint move",
        ),
        # Translators: words to ask whether this game can still be won ("|"-separated); phrases a player
        # says only to mean that. Punctuation is ignored.
        "can-win": t.pgettext(
            "command words",
            "can i win|can i still win|is this winnable|is it winnable|can this be won|can this game be won"
            "|is this game winnable|winnable",
        ),
        # Translators: words to start a new deal that the solver has won, so it is known to be winnable
        # ("|"-separated), as typed alone or with a variant after it ("new winnable game Maria"). Phrases a
        # player says only to mean that; the word for "winnable" alone is in the next entry.
        "new-winnable": t.pgettext(
            "command words",
            "new winnable game|winnable game|new winnable deal|winnable deal|new game winnable|new deal winnable"
            "|a winnable game|a winnable deal|give me a winnable game|deal a winnable game",
        ),
        # Translators: the words that make "new game" ask for a winnable deal when they come after it, as in
        # "new game winnable" or "new game of Maria, winnable" ("|"-separated); adjectives and short phrases.
        "winnable": t.pgettext(
            "command words", "winnable|that can be won|that i can win|i can win|solvable|with a solution"
        ),
        # Translators: words for the setting that warns when a move loses the game ("|"-separated), as in
        # "warnings on": turned on and off with the words for "on" and "off".
        "warnloss": t.pgettext(
            "command words",
            "warnings|warning|warn|loss warnings|loss warning|warn when a move loses|warn me|losing move warnings",
        ),
        # Translators: words to hear where a card or column can go ("|"-separated), as in "options 7 of spades".
        "options": t.pgettext("command words", "options|where can|places for|targets"),
        # Translators: questions that ask which cards may be put on a card or a place named after them, as in
        # "what can go on the queen of hearts?" or "what goes on column 3?" ("|"-separated): the game says the
        # cards the rules let go there and where each lies, and moves nothing. The words before the card,
        # with or without the preposition ("what can go on", "what can go"); only phrases that ask that.
        "fits": t.pgettext(
            "command words",
            "what can go on|what can go onto|what goes on|what fits on|what can i put on|what can i play on"
            "|what can i move onto|what can i move to|what can be put on|which card goes on|which cards go on"
            "|which card can go on|which cards can go on|what card goes on|what cards go on|what can go|what fits",
        ),
        # Translators: questions that ask which cards lie beneath a card in its column, as in "what is under the
        # king of spades?" ("|"-separated): the game says the cards under it, the nearest first, and moves
        # nothing. The words before the card; only phrases that ask that (never "under" alone).
        "under": t.pgettext(
            "command words",
            "what is under|what s under|whats under|what is below|what s below|whats below|what is beneath"
            "|what s beneath|what is underneath|what s underneath|what lies under|what lies beneath"
            "|what card is under|which card is under|what cards are under|which cards are under"
            "|anything under|is there anything under|what else is under",
        ),
        # Translators: the app's tap gesture ("|"-separated), as in "tap 7 of spades".
        "tap": t.pgettext("command words", "tap|touch|click"),
        # Translators: words to turn the waste over into the stock again, in Little Forty ("|"-separated).
        "redeal": t.pgettext("command words", "redeal|turn over waste|reuse waste"),
        # Translators: words for the verbosity setting ("|"-separated), as in "verbosity brief".
        "verbosity": t.pgettext("command words", "verbosity|detail|details|wordiness|answers|replies"),
        # Translators: the brief verbosity ("|"-separated).
        "brief": t.pgettext(
            "command words",
            "brief|short|terse|less|shorter|shorter answers|short answers|less detail|less verbose|more brief|more concise",
        ),
        # Translators: the normal verbosity ("|"-separated).
        "normal": t.pgettext("command words", "normal|medium|default"),
        # Translators: the full verbosity ("|"-separated).
        "full": t.pgettext(
            "command words",
            "full|long|verbose|more|longer|longer answers|more detail|more detailed|more verbose",
        ),
        # Translators: words for the order in which a column is read ("|"-separated), as in "order exposed first".
        "order": t.pgettext("command words", "order|reading order|read order"),
        # Translators: columns read from the first-dealt card ("|"-separated).
        "dealt-first": t.pgettext("command words", "dealt first|first dealt|bottom first|deepest first"),
        # Translators: columns read from the exposed card ("|"-separated).
        "exposed-first": t.pgettext("command words", "exposed first|top first|last first"),
        # Translators: words to change the language ("|"-separated), as in "language Catalan".
        "language": t.pgettext("command words", "language|lang"),
        # Translators: the app's auto-place setting ("|"-separated), as in "autoplace on".
        "autoplace": t.pgettext("command words", "autoplace|auto place|automatic placement"),
        # Translators: the speech setting ("|"-separated), as in "speech on".
        "speech": t.pgettext("command words", "speech|speak|voice|talk"),
        # Translators: the speech rate setting ("|"-separated), as in "rate 200" (words a minute).
        "rate": t.pgettext("command words", "rate|speed|speech rate|speaking rate"),
        # Translators: the speech volume setting ("|"-separated), as in "volume 80" (percent).
        "volume": t.pgettext("command words", "volume|loudness"),
        # Translators: the terminal face of a telnet or SSH connection: line editing and a history of the
        # player's commands on the arrow keys ("|"-separated), as in "terminal on".
        "terminal": t.pgettext("command words", "terminal|terminal mode|terminal face"),
        # Translators: "on", to switch a setting on ("|"-separated).
        "on": t.pgettext("command words", "on|yes|enable|start"),
        # Translators: "off", to switch a setting off ("|"-separated).
        "off": t.pgettext("command words", "off|no|disable"),
        # Translators: words to silence speech at once ("|"-separated). The strong words for "shut up"
        # belong in the lists for speech and for "off" instead: they turn speech off.
        "stop": t.pgettext("command words", "stop|quiet|hush|silence|shut up"),
        # Translators: words said alone that may mean either "stop speaking" or "leave the game" ("|"-separated),
        # as Dutch "stop" or "stoppen": the game asks which was meant. Keep out of the lists for silence and
        # for leaving every such word; phrases that say which ("stop talking", "quit the game") stay there.
        "stop-or-quit": t.pgettext("command words", "enough|that's enough|that is enough"),
        # Translators: words by which a player gives up the game in play ("|"-separated): the game asks
        # whether to deal a new game or leave, and does neither until the player says which.
        "give-up": t.pgettext("command words", "i give up|give up|i m giving up|i am giving up|i surrender"),
        # Translators: words to save the game in play now ("|"-separated), said alone: the game is written at
        # once and the reply says whether the store holds it (it is saved after every move too). The verb with
        # the game or without it; never "save" said of anything else ("save me", "save that card").
        "save": t.pgettext(
            "command words",
            "save|save game|save the game|save my game|save this game|save it|save the game please"
            "|please save the game|save my progress|keep the game|keep my game|store the game",
        ),
        # Translators: the short answers to "Stop speaking, or leave the game?": two groups separated by "|",
        # first the words for speaking, then those for the game; inside a group, forms separated by ",".
        "stop-choices": t.pgettext(
            "command words",
            "speaking,speech,talking,voice,stop speaking|game,the game,leave,quit,leave the game",
        ),
        # Translators: words asking to read a pile, as in "read column 3" ("|"-separated).
        "read": t.pgettext(
            "command words",
            "read|look|look at|show|say|check|tell me|what is in|whats in|what s in|what is on|what s on|whats on|read me"
            "|what have i got on|what have i got in|what do i have on|what do i have in|what ve i got on|what have i on",
        ),
        # Translators: verbs of moving a card; the parser passes over them ("|"-separated).
        "move": t.pgettext(
            "command words",
            "move|put|place|play|send|drop|go|take|bring|get|lay|stick|shift|slide|transfer|shove|drag|carry",
        ),
        # Translators: the verb to play a card to its best place, as the app's double click does ("|"-separated),
        # as in "play the 7 of spades"; shown in help.
        "play": t.pgettext("command words", "play|play the"),
        # Translators: words before a move's destination, as in "on the 8 of spades" ("|"-separated).
        "to": t.pgettext("command words", "to|onto|on|on to|into|in|over|on top of|towards"),
        # Translators: words that send a card up to a foundation, as in "send the 7 of spades up" or "put the
        # ace on top" ("|"-separated): adverbs of "up" and "to the top"; with another place named ("up onto
        # the 8") they are passed over.
        "up": t.pgettext("command words", "up|up top|to the top|upstairs|up there"),
        # Translators: words before a move's origin, as in "from column 3" ("|"-separated).
        "from": t.pgettext("command words", "from|off|out of"),
        # Translators: "back", as in "take the 5 of hearts back from the foundation" ("|"-separated).
        "back": t.pgettext("command words", "back"),
        # Translators: filler words the parser passes over: articles, politeness ("|"-separated).
        "filler": t.pgettext(
            "command words",
            "the|a|an|please|if you would|if you don t mind|if you do not mind|my|then|now|and|it|with|of|pls|thanks|thank you|can you|me|mode|"
            "could you|i want to|i would like to|lets|let s|let us|just|also|actually|well|okay|ok|so|up|down|teh|right|switch|change|set|make|at all|so far|for me",
        ),
        # Translators: the words "card" and "cards", as in "move 3 cards to column 5", and the plural of
        # "move" as counted after undo, as in "undo 3 moves" ("|"-separated). A count of moves said anywhere
        # in an undo ("drie zetten terug") is read with the nouns of the "count words".
        "cardword": t.pgettext("command words", "cards|card|moves"),
        # Translators: the words a verb of drawing takes besides "a card" ("|"-separated): the card it turns
        # over said as "next", "the next one" ("flip over the next one", Catalan "gira la següent", Croatian
        # "okreni sljedeću"). With a verb of drawing they draw; without one they do nothing. Leave out "a new
        # one": a new one may be a new game.
        # Give "next" without its article: "the next card" is a phrase of its own among the words for drawing.
        "drawn": t.pgettext("command words", "next|next one|the next one"),
        # Translators: words asking why the last move was refused ("|"-separated).
        "why": t.pgettext("command words", "why|why not|explain|reason"),
        # Translators: articles that make a number a card, as in "the eight onto the nine" ("|"-separated):
        # the articles a card's number takes (Catalan "el|l'", not "la", which goes with "columna"), and the
        # prepositions that contain one (Italian "sul|all'", Portuguese "no|do"). Croatian: demonstratives. An
        # article elided before a vowel is written with its apostrophe ("l'", "sull'"): it says no gender.
        "article": t.pgettext("command words", "the|a|an|this|that"),
        # Translators: the ordinals one to ten, to answer "which one?" ("the second"): ten groups
        # separated by "|", in order; inside a group, every form separated by "," (feminine, abbreviations).
        "ordinals": t.pgettext(
            "command words",
            "first,1st|second,2nd|third,3rd|fourth,4th|fifth,5th|sixth,6th|seventh,7th|eighth,8th|ninth,9th|tenth,10th",
        ),
        # Translators: words that drop a question the game asked ("|"-separated); never a word that may start
        # a command.
        "cancel": t.pgettext(
            "command words", "cancel|never mind|nevermind|forget it|none|neither|no|nothing"
        ),
        # Translators: words that stand for the card or place named last, as in "move it", "play that one",
        # "put it on the 9 of spades" ("|"-separated): object pronouns, "that one". A word that is also an
        # article counts as "it" only when no card or place follows it. Endings glued to a verb begin with
        # "-" (Italian "-lo|-la": "spostalo", "giocala"); a hyphen typed by the player ("mou-la", "pô-la")
        # separates words, so give those pronouns as words.
        "it": t.pgettext("command words", "it|that one|this one|that card|this card|that|this|the same one"),
        # Translators: whole lines that ask the game to do what it just proposed or what was named last,
        # as "play it" does: after a hint they play the hint's move ("|"-separated). Only phrases a player
        # types alone; the same words inside a longer line ("that should do it") do nothing.
        "do-it": t.pgettext(
            "command words",
            "do it|do that|ok do that|okay do that|go ahead|go ahead and do it|just do it|yes do it",
        ),
        # Translators: red, to answer "Which one?" by the suit's colour ("the red one"; "|"-separated, every
        # form: masculine, feminine, plural).
        "colour-1": t.pgettext("command words", "red|red one|the red one"),
        # Translators: black, to answer "Which one?" by the suit's colour ("|"-separated, every form).
        "colour-0": t.pgettext("command words", "black|black one|the black one"),
        # Translators: the quick play setting: a card or column named alone plays itself ("|"-separated),
        # as in "quick play on".
        "quickplay": t.pgettext("command words", "quick play|quickplay|quick mode|fast play"),
        # Translators: the letters of short forms for the ace, jack, queen and king, in that order,
        # "|"-separated: your language's initials ("7s", "qh" in English; Catalan "a|s|d|r").
        "letter-ranks": t.pgettext("command words", "a|j|q|k"),
        # Translators: the letters of short forms for spades, hearts, diamonds and clubs, in that order
        # ("|"-separated), your language's initials (Catalan "p|c|d|t"): "8c" is then the 8 of cors.
        "letter-suits": t.pgettext("command words", "s|h|d|c"),
        # Translators: the letters of short forms for column, foundation and waste, in that order
        # ("|"-separated): "c3 f" moves column 3's card to a foundation, "w 2" the waste's card to column 2.
        "letter-piles": t.pgettext("command words", "c|f|w"),
        # Translators: the word for a column of the tableau ("|"-separated), as in "column 3". Not a
        # word for any pile ("pile", "stack"): alone it may mean the foundation or the stock too.
        "column": t.pgettext("command words", "column|col|tableau"),
        # Translators: the word for a foundation ("|"-separated), as in "foundation 2" or "to the foundation";
        # a pile word with its qualifier ("final pile") names the place.
        "foundation": t.pgettext(
            "command words",
            "foundation|foundations|home|base|final pile|final piles|foundation pile|home pile",
        ),
        # Translators: the word for the waste ("|"-separated).
        "waste": t.pgettext("command words", "waste|waste pile|discard|discard pile|discards"),
        # Translators: the word for the stock ("|"-separated).
        "stock": t.pgettext("command words", "stock|stock pile|deck|draw pile|pile to draw from"),
        # Translators: "empty", as in "to an empty column" ("|"-separated), every form, and the nouns that
        # name an empty place by themselves ("gap", "hole"): said as where a card goes ("to the empty one", "into
        # the gap") they are an empty column.
        "empty": t.pgettext("command words", "empty|free|blank|an empty|open|vacant|gap|hole"),
        # Translators: "empty" said in a clause after the word for a column, as in "the column that is empty"
        # ("|"-separated), every form ("which is empty", Catalan "que està buida", Dutch "die leeg is").
        "empty-clause": t.pgettext("command words", "that is empty|which is empty|that s empty|that is free"),
        # Translators: the ace, as typed in card names ("|"-separated); give inflected forms too.
        "rank-1": t.pgettext("command words", "ace|aces"),
        # Translators: the jack ("|"-separated); give inflected forms too.
        "rank-11": t.pgettext("command words", "jack|jacks|knave"),
        # Translators: the queen ("|"-separated); give inflected forms too.
        "rank-12": t.pgettext("command words", "queen|queens"),
        # Translators: the king ("|"-separated); give inflected forms too.
        "rank-13": t.pgettext("command words", "king|kings"),
        # Translators: a card of this rank named by itself, as a noun ("the deuce"; Croatian "dvojka",
        # "dvojku"), with every inflected form. Only words that differ from the number words: a word that is
        # also in the number list ("two") is read as a number (a column). If your language has no such
        # noun, repeat here the number word exactly as in the number list.
        "rank-2": t.pgettext("command words", "deuce|deuces"),
        # Translators: a card of rank 3 named by itself, as a noun (see the entry for 2).
        "rank-3": t.pgettext("command words", "trey|treys"),
        # Translators: a card of rank 4 named by itself, as a noun (see the entry for 2).
        "rank-4": t.pgettext("command words", "four-spot|four spot"),
        # Translators: a card of rank 5 named by itself, as a noun (see the entry for 2).
        "rank-5": t.pgettext("command words", "five-spot|five spot"),
        # Translators: a card of rank 6 named by itself, as a noun (see the entry for 2).
        "rank-6": t.pgettext("command words", "six-spot|six spot"),
        # Translators: a card of rank 7 named by itself, as a noun (see the entry for 2).
        "rank-7": t.pgettext("command words", "seven-spot|seven spot"),
        # Translators: a card of rank 8 named by itself, as a noun (see the entry for 2).
        "rank-8": t.pgettext("command words", "eight-spot|eight spot"),
        # Translators: a card of rank 9 named by itself, as a noun (see the entry for 2).
        "rank-9": t.pgettext("command words", "nine-spot|nine spot"),
        # Translators: a card of rank 10 named by itself, as a noun (see the entry for 2).
        "rank-10": t.pgettext("command words", "ten-spot|ten spot"),
        # Translators: the spades suit as typed ("|"-separated); give every form (singular, plural, cases).
        "suit-0": t.pgettext("command words", "spades|spade"),
        # Translators: the hearts suit as typed ("|"-separated).
        "suit-1": t.pgettext("command words", "hearts|heart"),
        # Translators: the diamonds suit as typed ("|"-separated).
        "suit-2": t.pgettext("command words", "diamonds|diamond"),
        # Translators: the clubs suit as typed ("|"-separated).
        "suit-3": t.pgettext("command words", "clubs|club"),
        # Translators: the number one as typed ("|"-separated): cardinal, ordinal, and as a card rank.
        "num-1": t.pgettext("command words", "one|first"),
        # Translators: the number two as typed, also as a card rank ("|"-separated).
        "num-2": t.pgettext("command words", "two|second|deuce|deuces|twos"),
        # Translators: the number three as typed, also as a card rank ("|"-separated).
        "num-3": t.pgettext("command words", "three|third|threes"),
        # Translators: the number four as typed, also as a card rank ("|"-separated).
        "num-4": t.pgettext("command words", "four|fourth|fours"),
        # Translators: the number five as typed, also as a card rank ("|"-separated).
        "num-5": t.pgettext("command words", "five|fifth|fives"),
        # Translators: the number six as typed, also as a card rank ("|"-separated).
        "num-6": t.pgettext("command words", "six|sixth|sixes"),
        # Translators: the number seven as typed, also as a card rank ("|"-separated).
        "num-7": t.pgettext("command words", "seven|seventh|sevens"),
        # Translators: the number eight as typed, also as a card rank ("|"-separated).
        "num-8": t.pgettext("command words", "eight|eighth|eights"),
        # Translators: the number nine as typed, also as a card rank ("|"-separated).
        "num-9": t.pgettext("command words", "nine|ninth|nines"),
        # Translators: the number ten as typed, also as a card rank ("|"-separated).
        "num-10": t.pgettext("command words", "ten|tenth|tens"),
        # Translators: the number eleven as typed ("|"-separated).
        "num-11": t.pgettext("command words", "eleven|eleventh"),
        # Translators: the number twelve as typed ("|"-separated).
        "num-12": t.pgettext("command words", "twelve|twelfth"),
        # Translators: the number thirteen as typed ("|"-separated).
        "num-13": t.pgettext("command words", "thirteen|thirteenth"),
    }


def _examples(t: Translator) -> dict[str, str]:
    return {
        # Translators: an example command shown in help and the rules sheet; it must be understood by the
        # game in your language (the tests check it). Natural wording. Move a card onto column 5.
        "card-to-column": t.pgettext("example command", "move the jack of hearts to column five"),
        # Translators: an example command: a card to a foundation.
        "card-to-foundation": t.pgettext("example command", "seven of spades to the foundation"),
        # Translators: an example command: the exposed card of column 3 onto column 5.
        "column-to-column": t.pgettext("example command", "column 3 to column 5"),
        # Translators: an example command: the waste's top card onto column 2.
        "waste-to-column": t.pgettext("example command", "waste to column 2"),
        # Translators: an example command: take the 5 of hearts back from a foundation.
        "take-back": t.pgettext("example command", "take the 5 of hearts back from the foundation"),
        # Translators: an example command: play the waste's top card to its best place.
        "play-waste": t.pgettext("example command", "play the waste"),
        # Translators: an example command: play the 2 of hearts to its best place.
        "play-card": t.pgettext("example command", "play the 2 of hearts"),
        # Translators: an example command: read column 3.
        "read-column": t.pgettext("example command", "read column 3"),
        # Translators: an example command: hear one section of the rules, the scoring (use your
        # language's word for the section, as its title in the rules sheet says it).
        "rules-section": t.pgettext("example command", "rules scoring"),
        # Translators: an example command: ask where the queen of hearts is.
        "where-card": t.pgettext("example command", "where is the queen of hearts"),
        # Translators: an example command: play the card or place named last ("it"), as your language
        # says it with a pronoun (Catalan "juga-la", Italian "giocala").
        "play-it": t.pgettext("example command", "play it"),
    }


def _topics(t: Translator) -> dict[str, str]:
    return {
        # Translators: words naming the help topic about moving cards, as in "help moves" ("|"-separated).
        "moves": t.pgettext("help topic", "moves|moving|move|playing"),
        # Translators: words naming the help topic about the game commands (draw, undo, new...), as in "help game".
        "game": t.pgettext("help topic", "game|game commands"),
        # Translators: words naming the help topic about hearing the board, as in "help listening".
        "listening": t.pgettext("help topic", "listening|listen|reading|board"),
        # Translators: words naming the help topic about the settings, as in "help settings".
        "settings": t.pgettext("help topic", "settings|setting"),
        # Translators: words naming the help topic about speech, as in "help speech".
        "speech": t.pgettext("help topic", "speech|voice"),
    }


@cache
def help_topics(lang: str) -> dict[str, tuple[str, ...]]:
    """Each help topic's words in `lang`, the name shown first."""
    return {
        k: tuple(w.strip() for w in v.split("|") if w.strip()) for k, v in _topics(translator(lang)).items()
    }


@cache
def words(lang: str, key: str) -> tuple[str, ...]:
    """The phrases of `key` in `lang`, most natural first."""
    return all_entries(lang)[key]  # the language's entries are built once, not once a key


def word(lang: str, key: str) -> str:
    """The most natural phrase of `key` in `lang`, as shown in help."""
    return words(lang, key)[0]


@cache
def all_entries(lang: str) -> dict[str, tuple[str, ...]]:
    return {
        k: tuple(w.strip() for w in v.split("|") if w.strip()) for k, v in _entries(translator(lang)).items()
    }


def _near_words(t: Translator) -> str:
    # Translators: everyday words of four or five letters that are one letter away from a word for a
    # place of the game ("sock" from "stock", "sack" from "stack"), "|"-separated: a short word typed with a
    # slip ("wast", "mazo") is read as the place it is one letter from, unless it is one of these. Give the
    # words of your language one letter missing, doubled or swapped from your words for the column, the
    # foundation, the waste and the stock.
    return t.pgettext("slip words", "sack|sock|bass|pies|plie|plies|spill|tale|snoop")


@cache
def near_words(lang: str) -> frozenset[str]:
    """The everyday words of `lang` and English that a slip must never be taken for."""
    return frozenset(
        w.strip()
        for source in dict.fromkeys((lang, "en"))
        for w in _near_words(translator(source)).split("|")
    ) - {""}


def examples(lang: str) -> dict[str, str]:
    return _examples(translator(lang))


SHORT_FORMS = {
    "d": "draw",
    "u": "undo",
    "r": "redo",
    "b": "board",
    "q": "quit",
    "h": "help",
    "?": "help",
    "m": "moves",
    "s": "score",
    "e": "exposed",
    "x": "stop",
}
"""One-letter commands, the same in every language."""
