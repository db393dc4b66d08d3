"""The word classes and grammar lines of asking for a card or for advice on drawing, said in a
sentence: the next card of the stock asked for ("could I have the next card please", "mag ik de
volgende kaart van de stapel", "daj mi sljedeću kartu iz špila"), which draws it; and whether to
draw now ("should I draw a card now or hold off?", "dici che conviene pescare una carta ora?"),
which draws nothing and says whether a draw is possible and advised.

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

DRAW_KEYS = ("give-card", "draw-advice")
"""The meanings of these grammar lines, read beside those of a game's life."""


def draw_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: the words that ask to be given a card, said before it ("give me the next card", "could
        # I have another card", "may I have a card from the stock"), "|"-separated, every form players use
        # (familiar, polite, the pronoun glued or apart). Only with a card after them do they draw: "can I
        # draw?" still asks whether a draw is allowed.
        "give-me": t.pgettext(
            "life words",
            "give me|gimme|could i have|can i have|may i have|could i get|can i get|may i get|i d like"
            "|i would like|i want|i ll take|i ll have|let me have|hand me|pass me|give us",
        ),
        # Translators: the card asked for from the stock, after those words ("give me the next card",
        # "another card", "one more card"), "|"-separated, the singular with the words that go before it;
        # articles need not be written. Never a plural, nor a word for a move.
        "a-card": t.pgettext(
            "life words",
            "card|another card|one more card|next card|new card|fresh card|further card|extra card",
        ),
        # Translators: everyday words for a pile said after "from" in a request for a card ("give me the next
        # card from the pile", "de volgende kaart van de stapel"), "|"-separated, every case: there the pile
        # is the stock, the one a card is drawn from.
        "pile": t.pgettext("life words", "pile|heap|stack"),
        # Translators: the verb said after the card asked for, where your language puts it last (Dutch "mag
        # ik de volgende kaart hebben", "kan ik een kaart krijgen"), "|"-separated; "-" when it has none.
        "get": t.pgettext("life words", "-"),
        # Translators: the other choice said after a question whether to draw ("should I draw a card now or
        # hold off?", "o aspetto?"), "|"-separated, every form: "or wait", "or not", "or hold off".
        "or-wait": t.pgettext(
            "life words",
            "or wait|or hold off|or not|or not yet|or should i wait|or better wait|or wait a bit|or keep playing"
            "|or hold on|or is it too early|or better not",
        ),
        # Translators: "I should" said after "do you think" in a question whether to draw ("do you think I
        # should draw?", "denk je dat ik moet trekken?", "pensi che sia il caso di pescare?"), "|"-separated,
        # every form, the subject with its verb.
        "must": t.pgettext("life words", "i should|i ought to|i need to|i have to|i must|it s time to"),
        # Translators: the small word before a verb of drawing in a question whether to draw ("is it a good
        # moment to draw?", Dutch "om te trekken", Croatian "da vučem"), "|"-separated; "-" when your language
        # says none.
        "to-verb": t.pgettext("life words", "to"),
    }


def draw_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of class names."""
    return {
        # Translators: the grammar lines of asking for the next card of the stock ("could I have the next card
        # please", "give me another card from the stock", "one more from the stock"), "|"-separated rows of the class names (see the lines
        # of a new deal); "drawn", "from" and "stock" are the lexicon's words. They draw one card.
        "give-card": t.pgettext(
            "life lines",
            "give-me drawn? a-card from? stock?|give-me drawn? a-card from pile|give-me drawn from stock"
            "|give-me drawn from pile|again from stock|again from pile",
        ),
        # Translators: the grammar lines of asking whether to draw now ("should I draw a card now or hold
        # off?", "is het slim om nu een kaart te trekken?"), asked with "?" (see the lines of a new deal);
        # "should" is the words of advice (context "should words"), "draw" the lexicon's verbs of drawing.
        # Add a row for your language's order ("should a-card? to-verb? draw" for Dutch). They draw nothing.
        "draw-advice": t.pgettext(
            "life lines", "should should? must? to-verb? draw a-card? from? stock? or-wait?"
        ),
    }
