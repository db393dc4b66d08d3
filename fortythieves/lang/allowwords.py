"""The word classes and grammar lines of a question of what the rules allow, about a kind of
move in general: several cards at once ("can I move several cards at once?", "mag ik meerdere
kaarten tegelijk verplaatsen?"), a card on another colour, building up, any card into an empty
column ("can I put any card in an empty column?"), a card back from a foundation ("pot tornar
una carta de la base a una columna?"), the stock gone through again ("can I go through the deck
again?") and the waste's card to a column. Each is answered by the section of the rules that
settles it, never by the moves one can make now: a question of one card named ("can the 9 of
hearts go on the 10?") holds words no class holds and keeps its own reading.

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. "to", "from", "foundation"
and "waste" are the lexicon's words.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

ALLOW_KEYS = ("allowed-moves", "allowed-empty", "allowed-back", "allowed-stock")
"""The meanings of these grammar lines, read beside those of a game's life."""

ALLOWED_SECTIONS = {
    "allowed-moves": "moves",
    "allowed-empty": "empty-column",
    "allowed-back": "foundations",
    "allowed-stock": "stock",
}
"""The section of the rules each meaning is answered by (its key in `lang.rulebook`)."""


def allow_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: the questions of being allowed said before a kind of move ("CAN I move several cards
        # at once?", "IS IT ALLOWED TO move a whole run?", "MAG IK", "POSSO", "SI POSSONO", "SMIJEM LI",
        # "ES POT"), "|"-separated, every person and form players use (impersonal too), with and without
        # accents. Only the words of leave: the kind of move follows in the classes below.
        "may-i": t.pgettext(
            "life words",
            "can i|may i|am i allowed to|is it allowed to|is one allowed to|is it possible to|is it ok to"
            "|is it okay to|is it legal to|are you allowed to|can you|can one|may one|may you|could i|am i able to"
            "|are we allowed to|can we|may we|do the rules allow me to|do the rules let me|do the rules allow"
            "|is it permitted to|am i permitted to|is one permitted to|is it against the rules to|can a player"
            "|may a player|does the game allow me to|does the game let me|do i get to|is it fine to|are players"
            " allowed to|is there a rule against|can i ever|do you allow",
        ),
        # Translators: the words of being allowed said after a kind of move ("is moving a whole run
        # ALLOWED?", "are runs PERMITTED?"), "|"-separated, every gender and number.
        "allowed": t.pgettext(
            "life words",
            "allowed|permitted|possible|legal|ok|okay|allowed here|allowed in this game|against the rules|fine"
            "|a legal move|legal moves|an allowed move|allowed moves|a valid move|valid|a valid play",
        ),
        # Translators: "is", "are" said before a kind of move in a question of whether it is allowed ("IS
        # moving a run allowed?", "ARE runs allowed?"), "|"-separated.
        "may-is": t.pgettext("life words", "is|are|is it|are they|would it be|would that be|is that"),
        # Translators: the verbs of moving said as a noun or a gerund before a kind of move ("is MOVING
        # several cards allowed?"), "|"-separated, every form players use.
        "may-moving": t.pgettext(
            "life words",
            "moving|putting|placing|playing|taking|taking back|shifting|transferring|dragging|carrying"
            "|bringing|bringing back|building|to move|to put|to play|to take",
        ),
        # Translators: the verbs of moving, putting, playing, taking, returning or building said after
        # "can I" ("can I MOVE several cards", "puc MOURE", "mag ik ... VERPLAATSEN", "posso METTERE",
        # "smijem li PREMJESTITI", "pot TORNAR una carta"), "|"-separated, every form said there (the
        # infinitive, persons, with the pronoun glued where your language glues it), with and without
        # accents.
        "may-verb": t.pgettext(
            "life words",
            "move|put|place|play|take|take back|bring|bring back|get|get back|lay|shift|transfer|drag|carry"
            "|pull|pull back|return|send|send back|build|stack|fill|use|pick up|lift|move back|put back|have",
        ),
        # Translators: several cards moved as one, a run or a sequence ("SEVERAL CARDS at once", "A WHOLE
        # RUN", "meerdere kaarten", "várias cartas", "più carte", "više karata", "diverses cartes"),
        # "|"-separated, every form players use, without the article where your language's article is a
        # small word the game passes over. Never one card.
        "may-several": t.pgettext(
            "life words",
            "several cards|more than one card|multiple cards|many cards|two cards|two or more cards|more cards"
            "|a few cards|a group of cards|a bunch of cards|stack|stacks|stack of cards|stacks of cards|pile of cards"
            "|piles of cards|whole run|run|runs|run of cards|runs of cards|sequence|sequences|whole sequence"
            "|sequence of cards|sequences of cards|series of cards|whole runs|whole sequences|whole stack"
            "|whole column|whole columns|whole pile|group of cards|groups of cards|cards together|built sequence"
            "|built run|block of cards|chain of cards|full sequence|complete sequence|cards in sequence"
            "|cards in a sequence|more than 1 card|2 cards|ordered cards|a couple of cards",
        ),
        # Translators: "at once", "together" said of several cards moved as one ("several cards AT ONCE",
        # "tegelijk", "de uma vez", "insieme", "odjednom", "alhora"), "|"-separated, every form.
        "may-together": t.pgettext(
            "life words",
            "at once|at the same time|together|in one go|all at once|in one move|as one|as a group|as a unit"
            "|in a single move|as a whole|in one piece|all together|in one turn|simultaneously|at a time"
            "|in one step|in one shot|as a block|in a block|as a stack|in a group|in one|in groups|as groups",
        ),
        # Translators: a card or cards said in general before where they go ("can I put A CARD on another
        # colour?", "A RED CARD on a black one", "can I take A CARD back from a foundation?"), "|"-separated,
        # every gender and number, without the article where your language's article is a small word the game
        # passes over. Never a card with its rank or suit.
        "may-card": t.pgettext(
            "life words",
            "card|cards|any card|one card|a card|the cards|red card|black card|red cards|black cards|red|black"
            "|red one|black one|lower card|lower cards|card of one colour|card of one suit|some cards",
        ),
        # Translators: where a card goes when its colour or suit is not the one the building asks for ("ON
        # ANOTHER COLOUR", "on a black one", "in any suit", "in alternating colours", "sobre outra cor", "su un
        # altro colore", "na drugu boju", "op een andere kleur"), "|"-separated, every form, with the
        # preposition before it.
        "may-colour": t.pgettext(
            "life words",
            "on another colour|on a different colour|on the other colour|onto another colour|onto a different colour"
            "|on another suit|on a different suit|onto another suit|onto a different suit|on any suit|in any suit"
            "|on any colour|on the opposite colour|on a card of another colour|on a card of a different colour"
            "|on a card of another suit|on a card of a different suit|on a card of the other colour|on black"
            "|on a black card|on a black one|on black cards|on red|on a red card|on a red one|on red cards"
            "|alternating colours|in alternating colours|in alternate colours|alternate colours|by colour"
            "|on other colours|on other suits|on different suits|on different colours|on a different color"
            "|on another color|on the other color|on any color|in alternating colors|alternating colors"
            "|of another suit|of a different suit|of another colour|of a different colour|regardless of suit"
            "|in any colour|in any color|on a card of any suit",
        ),
        # Translators: building the columns upwards, the wrong way round ("can I BUILD UP?", "can I put a
        # higher card on a lower one?", "in ascending order"), "|"-separated, every form players use (the
        # infinitive after "can I").
        "may-build-up": t.pgettext(
            "life words",
            "build up|build upwards|build upward|build up on the columns|build up on a column|build in ascending order"
            "|build ascending|build from low to high|put a higher card on a lower one|put a higher card on a lower card"
            "|put a bigger card on a smaller one|put a card on a lower one|put a card on a lower card"
            "|put a card on a smaller one|put higher cards on lower ones|build upwards on the columns"
            "|build the columns up|build both ways|build up and down|build up or down|build in both directions"
            "|go up in rank|build up the columns|stack upwards|build upward on the tableau",
        ),
        # Translators: any card, or only kings, said of what an empty column takes ("can I put ANY CARD in an
        # empty column?", "ONLY KINGS?", "qualsevol carta", "elke kaart", "qualquer carta", "qualsiasi carta",
        # "bilo koju kartu"), "|"-separated, every gender, case and number, without the article where your
        # language's article is a small word the game passes over.
        "may-any": t.pgettext(
            "life words",
            "any card|every card|any kind of card|whatever card|any card i want|any card i like|card|cards"
            "|anything|something|whatever|whatever i want|only a king|only kings|just a king|just kings|kings only"
            "|a king|kings|a king only|other cards|cards other than kings|a card that s not a king|any rank|any value"
            "|any one|a low card|low cards|a lower card|a random card|only for kings|for kings only|just for kings"
            "|reserved for kings|for any card|any cards|all cards|any other card|not only kings|not just kings",
        ),
        # Translators: an empty column said in general ("an EMPTY COLUMN", "a free space", "una columna
        # buida", "een lege kolom", "uma coluna vazia", "una colonna vuota", "prazan stupac"), "|"-separated,
        # every gender, case and number, without the article where your language's article is a small word
        # the game passes over. Never a column with its number.
        "may-empty": t.pgettext(
            "life words",
            "empty column|empty columns|free column|free columns|empty space|empty spaces|empty spot|empty spots"
            "|free space|free spaces|free spot|empty pile|empty piles|empty slot|empty slots|gap|gaps|hole"
            "|empty tableau column|column that s empty|column that is empty|emptied column|cleared column"
            "|empty place|free place|open column|open space|vacant column|blank column|empty stack"
            "|column with no cards|column without cards|an empty column|a free column|an empty space",
        ),
        # Translators: "what can go", "which cards can I put" said before where they go ("WHAT CAN GO in an
        # empty column?"), "|"-separated, every form players use.
        "may-what": t.pgettext(
            "life words",
            "what can go|what can i put|what goes|what may go|what cards can go|which cards can go|what card can go"
            "|which cards can i put|what cards can i put|what can be put|what can i move|what can i play"
            "|which card can go|which cards go|what cards go|what is allowed|what s allowed|what card goes"
            "|which cards are allowed|what may i put|what can i place|which card can i put|what cards are allowed"
            "|what can be placed|what can be moved",
        ),
        # Translators: "does", "can", said first in a question of what a kind of move or place allows
        # ("DOES an empty column take any card?", "CAN cards go back from a foundation?"), "|"-separated.
        "may-does": t.pgettext(
            "life words", "does|do|can|may|could|will|would|is it true that|is it so that"
        ),
        # Translators: the verbs of an empty column taking a card ("does an empty column TAKE any card?",
        # "ACCEPTS"), "|"-separated, every person and form.
        "may-takes": t.pgettext(
            "life words",
            "accept|accepts|take|takes|hold|holds|be filled with|get|can take|can accept|will take|will accept"
            "|can hold|may take|can get|can be filled with|allow|allows|have|receive|receives",
        ),
        # Translators: the verbs of a card or cards going somewhere, said after them ("can several cards
        # MOVE at once?", "can cards BE TAKEN BACK from a foundation?", "can any card GO in an empty
        # column?"), "|"-separated, every person, the passive and reflexive forms too.
        "may-go": t.pgettext(
            "life words",
            "go|move|be moved|be put|be placed|be played|fit|be laid|be dropped|goes|fits|come|come back|go back"
            "|come down|return|be taken|be taken back|be moved back|be returned|leave|be brought back|be built"
            "|be carried|move together|be moved together|be transferred|be shifted|be used",
        ),
        # Translators: the columns said in general as where a card goes ("to A COLUMN", "onto the columns",
        # "to the tableau"), "|"-separated, every gender, case and number, without the article where your
        # language's article is a small word the game passes over. Never a column with its number.
        "may-column": t.pgettext(
            "life words",
            "column|columns|tableau|tableau column|tableau columns|table|other column|another column|a column"
            "|one of the columns|the columns|pile|piles",
        ),
        # Translators: "back", "down" said of a card taken back from a foundation ("can I take a card BACK
        # from a foundation?", "terug", "de volta", "indietro", "natrag"), "|"-separated.
        "may-back": t.pgettext("life words", "back|back down|down|back again|off|down again|away"),
        # Translators: the verbs of going through the stock again said after "can I" ("can I GO THROUGH the
        # deck again?", "USE the stock again", "DRAW when the stock is empty"), "|"-separated, every form said
        # there, with and without accents.
        "may-through": t.pgettext(
            "life words",
            "go through|run through|look through|cycle through|play through|work through|get through|use|deal"
            "|turn over|flip|flip over|recycle|reuse|turn|draw|draw from|keep drawing|go on drawing|continue drawing"
            "|draw more|draw cards|draw a card|go round|go around|start|restart|pass through|have",
        ),
        # Translators: the stock said as where cards are drawn from, when asked whether it may be gone through
        # again ("the DECK", "the STOCK", "de stapel", "o monte", "il mazzo", "talon"), "|"-separated, every
        # case and number, without the article where your language's article is a small word the game passes
        # over.
        "may-stock": t.pgettext(
            "life words",
            "stock|deck|pack|draw pile|stock pile|the stock|the deck|the pack|remaining cards|cards left|talon"
            "|whole deck|whole stock|pile",
        ),
        # Translators: the game named after a question of what the rules allow ("are runs allowed IN THIS
        # GAME?", "can I go through the deck again HERE?"), "|"-separated, every form, with the preposition.
        "may-here": t.pgettext(
            "life words",
            "in this game|in this variant|here|in forty thieves|in this version|in the game|in this solitaire"
            "|by the rules|according to the rules|under the rules|in the rules",
        ),
        # Translators: "again", "a second time" said of the stock gone through again ("can I go through the
        # deck AGAIN?"), "|"-separated, every form.
        "may-again": t.pgettext(
            "life words",
            "again|a second time|more than once|twice|several times|once more|another time|all over again"
            "|over again|from the start|from the beginning|anew|multiple times|one more time|over|again and again"
            "|as often as i like|as many times as i like|as often as i want|as many times as i want",
        ),
        # Translators: the stock said empty, as when a player asks whether they may go on drawing ("can I draw
        # WHEN THE STOCK IS EMPTY?", "once it runs out"), "|"-separated, every form players use.
        "may-empty-stock": t.pgettext(
            "life words",
            "when it s empty|when it is empty|when it s finished|after it s empty|once it s empty|when it runs out"
            "|after it runs out|once it runs out|when the deck is empty|when the stock is empty"
            "|once the stock is empty|once the deck is empty|after the stock is empty|after the deck is empty"
            "|when the deck runs out|when the stock runs out|when there are no cards left|when i run out"
            "|when it s done|at the end of the deck|after the last card|when it s gone|after the end"
            "|when the deck is finished|when the stock is finished|after the deck runs out|after the stock runs out",
        ),
        # Translators: a redeal said as a noun or with its verb ("can I get A REDEAL?", "is there A SECOND
        # PASS?", "can I TURN THE WASTE OVER?", "how many PASSES THROUGH THE DECK?"), "|"-separated, every
        # form players use. Never the command word alone: "redeal" is read as the command asked.
        "may-redeal": t.pgettext(
            "life words",
            "a redeal|redeals|any redeal|any redeals|a re deal|another redeal|another pass|a second pass|passes|passes through the deck"
            "|times through the deck|rounds|turns of the deck|another round|a second round|turn the waste over"
            "|turn over the waste|flip the waste|flip the waste over|recycle the waste|reuse the waste"
            "|turn the discard pile over|use the waste again|put the waste back|put the waste back in the stock"
            "|start the deck over|restart the deck|reshuffle the waste|redeal the waste|redeal the stock"
            "|redeal the deck|have a redeal|get a redeal|another go through the deck|a second go",
        ),
        # Translators: "is there", "do I get" said before a redeal ("IS THERE a redeal?", "how many redeals DO I
        # GET?"), "|"-separated, every person and form.
        "may-is-there": t.pgettext(
            "life words",
            "is there|are there|do i get|do you get|do we get|is there any|are there any|can i get|can i have"
            "|will there be|is it possible to have|are allowed|are there in this game|is there in this game"
            "|does the game have|does this game have|are you allowed|am i allowed|do i have|does one get",
        ),
        # Translators: "how many times can I" said before going through the stock ("HOW MANY TIMES CAN I go
        # through the deck?"), "|"-separated, every person and form.
        "may-how-often": t.pgettext(
            "life words",
            "how many times can i|how often can i|how many times may i|how many times can you|how often can you"
            "|how many times do i get to|how many times is one allowed to|how many times am i allowed to"
            "|how many times can one|how many times|how often|how many times can we|how often may i",
        ),
        # Translators: "how many" said before the noun of a redeal ("HOW MANY redeals are there?", "HOW MANY
        # passes do I get?"), "|"-separated, every gender.
        "may-how-many": t.pgettext("life words", "how many"),
    }


def allow_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of the class names above."""
    return {
        # Translators: the grammar lines of a question whether several cards may move at once, a card go on
        # another colour or the columns be built up ("can I move several cards at once?", "mag ik meerdere
        # kaarten tegelijk verplaatsen?", "is moving a whole run allowed?", "can I put a red card on a black
        # one?", "can I build up?"), "|"-separated rows of the class names (see the lines of a new deal), in
        # your language's word orders. The game answers with the rules of moving.
        "allowed-moves": t.pgettext(
            "life lines",
            "may-i may-verb? may-several may-together? may-verb? may-together?"
            "|may-i may-verb? may-card? may-colour may-verb?|may-i may-build-up"
            "|may-i may-verb? may-card may-together may-verb?"
            "|may-is? may-moving? may-several may-together? may-moving? allowed"
            "|may-is? may-moving? may-card? may-colour allowed"
            "|may-does may-several may-together? may-go may-together?|may-does may-go may-several may-together?"
            "|may-does may-card may-go? may-colour may-go?",
        ),
        # Translators: the grammar lines of a question whether any card may go into an empty column ("can I put
        # any card in an empty column?", "what can go in an empty column?", "does an empty column take any
        # card?"), "|"-separated rows of the class names, in your language's word orders; "to" is the lexicon's
        # word. The game answers with the rule of the empty column.
        "allowed-empty": t.pgettext(
            "life lines",
            "may-i may-verb? may-any to? may-empty may-verb?"
            "|may-i may-verb? to? may-empty may-verb? may-any may-verb?"
            "|to? may-empty may-i may-verb? may-any may-verb?|may-does may-go may-any to may-empty"
            "|may-what to? may-empty may-go?|may-does? may-empty may-takes may-any may-takes?"
            "|may-takes may-empty may-any may-takes?|may-does may-any may-go? to may-empty may-go?"
            "|may-is may-empty may-any|may-is? may-moving may-any to? may-empty allowed",
        ),
        # Translators: the grammar lines of a question whether a card may come back from a foundation ("can I
        # take a card back from a foundation?", "pot tornar una carta de la base a una columna?", "can cards go
        # back from the foundations to the columns?"), "|"-separated rows of the class names, in your language's
        # word orders; "from", "to" and "foundation" are the lexicon's words. The game answers with the rules
        # of the foundations.
        "allowed-back": t.pgettext(
            "life lines",
            "may-i may-verb? may-card? may-verb? may-back? from foundation may-back? may-verb? to? may-column? may-verb? may-back?"
            "|may-i may-verb? may-card? may-back? to may-column from foundation may-verb?"
            "|may-does may-card may-go? may-back? from foundation may-back? to? may-column? may-go?"
            "|may-card may-does may-go may-back? from foundation may-back? to? may-column?"
            "|may-is? may-moving may-card? may-back? from foundation may-back? to? may-column? allowed",
        ),
        # Translators: the grammar lines of a question whether the stock may be gone through again or the
        # waste's card played to a column ("can I go through the deck again?", "is there a redeal?", "how many
        # times can I go through the deck?", "can I move a card from the waste to a column?"), "|"-separated
        # rows of the class names, in your language's word orders; "waste", "from" and "to" are the lexicon's
        # words. The game answers with the rules of the stock and the waste.
        "allowed-stock": t.pgettext(
            "life lines",
            "may-i may-through may-stock may-again may-empty-stock?"
            "|may-i may-again? may-through? may-stock may-through? may-again may-through?"
            "|may-i may-again may-through may-stock may-through?"
            "|may-i may-through may-stock? may-again? may-empty-stock may-through?"
            "|may-i may-redeal may-again? may-empty-stock?|may-is-there may-redeal may-empty-stock?"
            "|may-how-often may-through? may-stock may-through?|may-how-many may-redeal may-is-there?"
            "|may-i may-verb? may-card? from? waste to may-column may-verb?"
            "|may-does may-card? from? waste may-go? to may-column may-go?",
        ),
        # Translators: the rows said beside a question of what the rules allow that ask nothing alone: the game
        # named before or after it ("in this game, can I move several cards at once?", "are runs allowed in this
        # game?"), "|"-separated.
        **{f"{key}-remarks": t.pgettext("life lines", "may-here") for key in ALLOW_KEYS},
    }
