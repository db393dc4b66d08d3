"""The word classes and grammar lines of what a player asks to hear, said in a sentence: only
the exposed cards, the top card of every column and of the waste ("just read me the top card of
each column and the waste", "dimmi solo le carte scoperte", "procitaj mi samo otkrivene karte na
dnu stupaca i na otpadu"), where the words for the exposed cards said with "only", every column
or the waste were not understood, or read the waste alone.

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. "ask", "read" and "to-me" are the
life words' own; "exposed" and "waste" are the lexicon's.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

READ_KEYS = ("exposed", "board")
"""The meanings of these grammar lines, read beside those of a game's life."""


def read_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: "only", "just" said of what a player wants read ("just the top cards", "only the
        # exposed cards", "I only want the top cards"), "|"-separated, every form players use, with and
        # without accents, with the wish said around it ("I only want", "all I need is").
        "only": t.pgettext(
            "life words",
            "only|just|simply|merely|solely|nothing but|only just|i only want|i just want|i only need|i just need"
            "|all i want is|all i need is",
        ),
        # Translators: every column, said after the words for the exposed cards ("the top card of each column",
        # "at the bottom of the columns", "on top of every column"), "|"-separated, every case and number,
        # with the prepositions players put before it; never a column with a number.
        "columns": t.pgettext(
            "life words",
            "each column|every column|all columns|all the columns|all of the columns|the columns|columns"
            "|each of the columns|each pile|every pile|of each column|of every column|on each column|on every column"
            "|in each column|in every column|from each column|from every column|of the columns|on the columns"
            "|at the bottom of each column|at the bottom of the columns|at the end of each column"
            "|at the end of the columns|on top of each column|on top of the columns|per column",
        ),
        # Translators: the cards a player can play named as cards to hear ("the playable cards", "the cards I
        # can play", "les cartes que es poden jugar", "as cartas jogáveis", "de speelbare kaarten", "karte koje
        # mogu igrati"), "|"-separated, every form players use, without the article where your language's
        # article is a small word the game passes over. With "only" or a verb of reading they are the exposed
        # cards; asked alone ("which cards can I play?") they are still the moves one can make.
        "playable": t.pgettext(
            "life words",
            "cards i can play|cards that i can play|cards i could play|cards that can be played|cards you can play"
            "|cards that can be played right now|playable cards|cards i can use|available cards|cards in play",
        ),
        # Translators: the question of which cards can be played, said whole ("what cards can I play?",
        # "quines cartes puc jugar?", "welke kaarten kan ik spelen?", "koje karte mogu igrati?"),
        # "|"-separated, every form and word order players use, with and without accents. Alone it still
        # asks the moves one can make; followed or preceded by the words for the cards at the ends of the
        # columns ("what cards can I play? just the bottom ones") it asks the exposed cards.
        "playable-asked": t.pgettext(
            "life words",
            "what cards can i play|which cards can i play|what cards could i play|which cards could i play"
            "|what cards can be played|which cards can be played|what cards are playable|which cards are playable"
            "|what can i play|what can be played|what is playable|what s playable|whats playable|which ones can i play"
            "|what cards can i move|which cards can i move|what can i move|what cards can i use|which cards can i use"
            "|what are the cards i can play|which are the cards i can play|what are the playable cards"
            "|which are the playable cards|what cards have i got to play|what cards do i have to play",
        ),
        # Translators: the cards at the ends of the columns said after (or before) the cards that can be
        # played, to narrow them ("just the bottom ones", "the ones at the end", "només les del final",
        # "dus de onderste", "só as do fim", "solo quelle in fondo", "samo one na kraju"), "|"-separated,
        # every form players use, with and without accents, without the article where your language's
        # article is a small word the game passes over; the columns may be said after them ("of the
        # columns"). Never a column with a number.
        "ends": t.pgettext(
            "life words",
            "bottom ones|the bottom ones|last ones|the last ones|end ones|top ones|the top ones|ones at the bottom"
            "|ones at the end|ones on the end|ones on the bottom|ones on top|ones at the top|ones at the ends"
            "|those at the bottom|those at the end|those on top|bottom cards|end cards|last cards|cards at the bottom"
            "|cards at the end|cards on top|ones you can see|uncovered ones|exposed ones|open ones",
        ),
        # Translators: the words that say the same thing again, narrower, between two clauses ("what can I
        # play? I mean, just the bottom ones", Dutch "dus", Catalan "és a dir", Portuguese "ou seja", Italian
        # "cioè", Croatian "dakle", "tj."), "|"-separated, with and without accents.
        "namely": t.pgettext("life words", "i mean|that is|that s|namely|so|meaning|in other words|as in"),
        # Translators: where every card lies, asked or said after a verb of telling ("where everything is",
        # "what's where", "on és tot", "hoe alles ligt", "onde estão todas as cartas", "dove sono tutte le
        # carte", "gdje je što"), "|"-separated, every form and word order players use, with and without
        # accents. Said alone or after a verb of reading, with the table or not, they ask the whole board;
        # never a rank ("where are all the kings?" asks the kings).
        "where-all": t.pgettext(
            "life words",
            "where everything is|where everything lies|where is everything|where s everything|wheres everything"
            "|where all the cards are|where are all the cards|where all cards are|where are all cards"
            "|where every card is|where each card is|where the cards are|where are the cards|what s where"
            "|whats where|what is where|how everything lies|how everything is|how everything looks"
            "|where everything is lying|where all the cards lie|where do all the cards lie|what lies where",
        ),
        # Translators: the table or the board said after where every card lies ("where everything is on the
        # table", "a la taula", "op tafel", "na mesa", "sul tavolo", "na stolu"), "|"-separated, with the
        # prepositions players put before it.
        "on-table": t.pgettext(
            "life words",
            "on the table|on the board|in the game|on the layout|in the layout|on the tableau|on the table now"
            "|right now on the table|at the moment",
        ),
        # Translators: the words that add the waste to the exposed cards ("the top cards and the waste", "and
        # of the waste"), "|"-separated, with the prepositions said after "and" in your language (Croatian "i
        # na", Portuguese "e do"). The exposed cards already hold the waste's top card.
        "plus": t.pgettext("life words", "and|plus|and also|as well as|and of|and on|and from|and then"),
    }


def read_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of the class names above."""
    return {
        # Translators: the grammar lines of hearing only the exposed cards, the top card of every column and
        # of the waste ("just read me the top card of each column and the waste", "dimmi solo le carte
        # scoperte", "procitaj mi samo otkrivene karte na dnu stupaca i na otpadu"), "|"-separated rows of the
        # class names (see the lines of a new deal); "read", "exposed" and "waste" are the lexicon's words too.
        # Each row says "only", every column or the waste beside the exposed cards: the exposed cards named
        # alone are read as before. The playable cards ("playable") are the exposed cards with "only" or a verb
        # of reading ("just read me the cards I can play", "só as cartas jogáveis"); the question of the playable
        # cards ("playable-asked") is, with the words for the cards at the ends of the columns ("ends") said
        # after or before it ("what cards can I play? just the bottom ones").
        "exposed": t.pgettext(
            "life lines",
            "ask? read? to-me? only exposed columns?|ask? read? to-me? only? exposed columns? only"
            "|ask? read? to-me? only? exposed columns|ask? read? to-me? only? exposed columns? plus exposed? waste only?"
            "|ask? read? to-me? only? waste plus exposed columns? only?|ask? read? to-me? only playable"
            "|ask? read? to-me? only? playable only|ask? read to-me? playable"
            "|playable-asked namely? only? ends columns?|playable-asked namely? only? exposed columns?"
            "|ask? read? to-me? only? playable namely? only? ends columns?"
            "|ask? read? to-me? only? playable namely? only? exposed columns?"
            "|only? ends columns? namely? playable-asked|only? exposed columns? namely? playable-asked",
        ),
        # Translators: the grammar lines of the whole board asked as where every card lies ("tell me where
        # everything is on the table", "pročitaj mi gdje je što na stolu", "kun je me vertellen hoe alles op
        # tafel ligt?"), "|"-separated rows of the class names; "read" is the lexicon's word too.
        "board": t.pgettext("life lines", "ask? read? to-me? where-all on-table?"),
    }
