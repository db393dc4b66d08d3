"""The word classes and grammar lines of asking the game for a hint and of playing it, said in a
sentence: advice asked ("suggest me a move", "what do I play?", "estou encravado, o que é que
jogo?", "any idea what I can do?"), which gives the hint; the move after the hinted one asked
("what do I do after that?", "en wat moet ik daarna spelen?"), which names it and plays nothing;
and the move proposed played ("ok, do that move", "play the move you suggested", "fes el
moviment que m'has dit"), which plays it.

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. "advise", "to-me", "a-move", "do",
"that-thing", "that" and "agreed" are the life words' own; "help" is the lexicon's.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

HINT_KEYS = ("hint", "next-asked", "after-hint", "that-move", "suggested-move", "play-next", "another-hint")
"""The meanings of these grammar lines, read beside those of a game's life."""


def hint_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: what is said after the move or "that one" to mean the move the game proposed ("the move
        # you suggested", "el moviment que m'has dit", "quella che mi hai suggerito"), "|"-separated, every form.
        "you-said": t.pgettext(
            "life words",
            "you suggested|you said|you told me|you just said|you proposed|you gave me|you recommended|you advised"
            "|you just suggested|you just told me|what you suggest|what you suggested|what you say|what you said"
            "|what you recommend|what you told me|you suggest|you say|you recommend|suggested|recommended",
        ),
        # Translators: a plea for help with the game in hand, never with the commands ("help me out", "give me a
        # hand", "help me with a move", "m'ajudes?", "dammi una mano", "dá-me uma mão", "pomozi mi s potezom"),
        # "|"-separated, every form. They ask for the hint; "help" alone still gives the help on commands.
        "help-out": t.pgettext(
            "life words",
            "help me out|help me with a move|help me with my move|help me with the next move|give me a hand"
            "|lend me a hand|help me a bit|help me a little|help me find a move|help me with this game",
        ),
        # Translators: "the next one" said of a move after a verb of playing ("play the next one", "speel de
        # volgende", "juga la següent", "gioca la prossima", "odigraj sljedeći", "joga a próxima"), "|"-separated:
        # "next" in every gender with its article, with and without accents, with the noun of a move or a step.
        # After a hint it plays the hinted move; else it gives the next hint. Never a word for a card: "the
        # next card" is drawn.
        "the-next": t.pgettext(
            "life words",
            "next|next one|the next one|the next|next move|the next move|the next step|next step|the following one"
            "|the following move",
        ),
        # Translators: the word "what" that opens a question of what to play ("what do I play?", "què jugo?",
        # "o que é que jogo?"), "|"-separated, every form.
        "what": t.pgettext("life words", "what|so what|what now|now what|and what|and now what"),
        # Translators: "I play" as asked after "what" for advice on the next move ("what do I play?", "what
        # should I do?", "què jugo?", "cosa gioco?", "wat speel ik?", "što da igram?"), "|"-separated, every
        # form of the present and of "should". Never "can I" (the moves there are) nor a past ("did I play").
        "i-play": t.pgettext(
            "life words",
            "do i play|should i play|shall i play|do i do|should i do|shall i do|do i move|should i move"
            "|do i play now|do i play next|should i play now|should i play next|do i do now|should i do now",
        ),
        # Translators: the verb of going on with the game in hand, with its subject and its modal, said after
        # "how" ("how do I go on?", "how should I continue?", "kako da nastavim?", "com continuo?", "como é que
        # continuo?", "come vado avanti?", "hoe ga ik verder?"), "|"-separated, every form: the present, "should
        # I", the infinitive. They ask for the hint. Never a verb of playing alone ("how do I play?" asks for
        # the rules) nor one that takes an object ("continue a saved game").
        "go-on": t.pgettext(
            "life words",
            "do i go on|should i go on|do i continue|should i continue|do i carry on|should i carry on|do i proceed"
            "|should i proceed|to go on|to continue|to carry on|to proceed|do i keep going|should i keep going"
            "|do i move on|should i move on|do i go from here|should i go from here",
        ),
        # Translators: "what is" or "which is" that asks which move comes next, said before "the next one"
        # ("what's next?", "qual é a próxima?", "qual è la prossima?", "quina és la següent?", "wat is de
        # volgende?", "što mi je sljedeće?"), "|"-separated, every form, with and without accents.
        "what-is": t.pgettext(
            "life words", "what s|whats|what is|which is|what will be|what would be|and what s|so what s"
        ),
        # Translators: the word "what" that opens the clause said after the noun of an idea or a tip ("any idea
        # what I can do?", "tens alguna idea de què puc fer?", "alguma ideia do que eu faço?", "hai qualche idea
        # su cosa giocare?"), with the preposition said before it, "|"-separated, every form.
        "what-to": t.pgettext("life words", "what|of what|about what|on what|as to what"),
        # Translators: the verb of that clause, with its subject and its modal ("any idea what I can do?",
        # "de què puc fer", "wat ik nu kan doen", "do que eu faço", "su cosa giocare", "što da igram"),
        # "|"-separated, every form: the infinitive, "I can", "I could", "I should", the present; where your
        # language puts a word between the subject and the verb ("wat ik nu kan doen"), that form too.
        "to-do": t.pgettext(
            "life words",
            "i can do|i could do|i can play|i could play|i should do|i should play|to do|to play|i do|i play"
            "|i can move|to move|i ought to do|i ought to play|i might do|i might play",
        ),
        # Translators: "after that" said of the move the game proposed ("what do I do after that?", "en wat
        # moet ik daarna spelen?", "e dopo quella mossa cosa gioco?", "a što onda nakon toga?"), "|"-separated,
        # every form: with a demonstrative or a pronoun, or the noun of a move. Never a word that means "then"
        # or "next" alone ("what do I play next?" asks for the hint).
        "after": t.pgettext(
            "life words",
            "after that|after this|after that one|after this one|after that move|after this move|after it"
            "|after the hint|after your hint|after your move|after doing that|after playing that|after that play",
        ),
        # Translators: the modal and its subject said before "after that" where the verb comes last (Dutch
        # "wat moet ik daarna spelen?": "moet ik"), "|"-separated; never "can I" (the moves there are).
        "i-must": t.pgettext("life words", "should i|must i|shall i|do i have to"),
        # Translators: the verb said last in such a question ("wat moet ik daarna spelen?": "spelen"),
        # "|"-separated, the infinitive of playing, doing and moving.
        "play-verb": t.pgettext("life words", "play|do|move|make"),
        # Translators: the nouns of the hint as a thing to play ("play the hint yourself", "gioca tu il
        # suggerimento", "odigraj taj savjet", "faz essa dica por mim"), "|"-separated, every form: the hint,
        # the tip, the suggestion, the advice, the move suggested. Never a word for an idea asked for.
        "the-hint": t.pgettext(
            "life words",
            "hint|suggestion|tip|advice|clue|suggested move|recommended move|hinted move|move you suggested",
        ),
        # Translators: the definite article, the demonstratives and "your" said before that noun ("the hint",
        # "that tip", "your suggestion", "il suggerimento", "aquesta pista", "essa dica"), "|"-separated, every
        # gender. Never the indefinite article: "make me a suggestion" asks for a hint.
        "the": t.pgettext("life words", "the|that|this|your|the same|that same"),
        # Translators: "that one" said of the move proposed, with no noun ("do that one for me", "fes-la tu",
        # "fai quella per me"), "|"-separated, every gender: with the words of "for me" or "you" only it plays
        # the move, since alone it may name a card.
        "that-one": t.pgettext("life words", "that one|this one|that one there|the one"),
        # Translators: "you" or "for me" said with a verb of playing when the player has the game play the move
        # ("play it yourself", "gioca tu", "fes-ho tu", "joga você", "odigraj ti to", "speel jij maar"),
        # "|"-separated, every form: the pronoun "you" as the subject, "yourself", "for me", "instead of me".
        "for-me": t.pgettext(
            "life words",
            "yourself|for me|on my behalf|instead of me|in my place|you do it|you play it|for me please",
        ),
        # Translators: "another one" said of a suggestion with no noun after it ("got another one?", "en tens una
        # altra?", "ne hai un altro?", "tens outra?", "heb je er nog een?", "imaš li drugi?"), "|"-separated,
        # every gender and form, with the words for "of them" where your language says them here (Dutch "er nog
        # een"). Said alone these draw or act again: only with "have" or after a suggestion not liked ("nah,
        # give me another one") do they ask for another suggestion.
        "another-one": t.pgettext(
            "life words",
            "another|another one|a different one|a new one|a better one|one more|others|other ones|any others",
        ),
        # Translators: a verb of giving with "to me" and the words for "of them" ("give me one of those"), in
        # your language often said as one ("dammene", "dona-me'n", "dóna'm-ne", "me'n dones"), as in "questo
        # non mi piace, dammene un altro", "|"-separated, every form.
        "give-of-them": t.pgettext(
            "life words", "give me one of those|give me one of them|give me some of those"
        ),
    }


def hint_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of class names."""
    return {
        # Translators: the grammar lines of asking the game's advice on what to play ("suggest me a move",
        # "suggeriscimi una mossa", "predloži mi potez"): a verb of advising, "to me" said apart when your
        # language says it so, and "a move" (see the lines of a new deal); an idea asked for with a clause of
        # what to do after it ("any idea what I can do?": "idea what-to to-do"), or that clause alone after
        # "do you know" ("do you know what I should play?"); a plea for help in the game ("give me a hand",
        # "I'm stuck, help"); "how" before going on ("how do I go on?", "kako da nastavim?": "how go-on").
        # They ask for the hint.
        "hint": t.pgettext(
            "life lines",
            "ask? advise to-me? a-move|ask? have some? idea|some idea|what i-play"
            "|ask? have some? idea what-to to-do|some idea what-to to-do|ask? have what-to to-do"
            "|ask? help-out|stuck ask? help|how go-on",
        ),
        # Translators: the grammar lines of asking which move comes next, asked with "?": "what is" before
        # "the next one" ("what's next?", "qual é a próxima?", "qual è la prossima?", "quina és la
        # següent?", "wat is de volgende?", "što mi je sljedeće?"). They ask for the hint; said with no
        # "?" they are not read ("what's the next one" may ask for the next card of the stock).
        "next-asked": t.pgettext("life lines", "what-is the-next"),
        # Translators: the rows said beside asking for a hint that ask nothing else ("I'm stuck, what do I
        # play?", "estou encravado, ajuda-me lá, o que é que jogo?"), "|"-separated.
        "hint-remarks": t.pgettext("life lines", "stuck|help"),
        # Translators: the grammar lines of asking, right after a hint, what comes after its move ("what do I do
        # after that?", "e depois dessa jogada, jogo o quê?", "wat moet ik daarna spelen?", "a što nakon
        # toga?"), in every order your language says them. They name the move after it and play nothing.
        "after-hint": t.pgettext(
            "life lines",
            "after what i-play|what i-play after|after i-play what|what i-must after play-verb|what after|a-move after",
        ),
        # Translators: the grammar lines of doing the move proposed or named last ("ok, do that move", "go
        # ahead and do that", "fes aquesta jugada", "odigraj to"): after a hint they play its move (see the
        # lines of a new deal). "that-thing" is said alone, "that" before the noun of a move; the hint named
        # after a verb of playing ("gioca tu il suggerimento", "odigraj taj savjet"), "that one" with "for me",
        # or a verb of playing with "you" alone ("play it yourself", "fes-ho tu") play it too. Where your
        # language has no article, write "the?" (it may be left out).
        "that-move": t.pgettext(
            "life lines",
            "yes? agreed? do for-me? that-thing for-me?|yes? agreed? do for-me? that move for-me?"
            "|yes? agreed? do for-me that-one for-me?|yes? agreed? do that-one for-me|yes? agreed? do for-me",
        ),
        # Translators: the grammar lines of playing what the game suggested, said by naming it: the hint named
        # after a verb of playing ("gioca tu il suggerimento", "odigraj savjet"), or what the game said or
        # suggested ("do what you suggest", "fes el que dius", "faz o que sugeriste", "doe wat je voorstelt",
        # "fai quella suggerita"). They play the hint or the other suggestion given last, never a move just
        # refused; with none given, the hint. Where your language has no article, write "the?".
        "suggested-move": t.pgettext(
            "life lines",
            "yes? agreed? do for-me? the? move? you-said|yes? agreed? do that-thing you-said"
            "|yes? agreed? do for-me? the the-hint for-me?",
        ),
        # Translators: the grammar lines of playing "the next one" ("play the next one", "speel de volgende",
        # "joga a próxima", "odigraj sljedeći"): right after a hint they play its move; else they give the next
        # hint, and never draw.
        "play-next": t.pgettext("life lines", "yes? agreed? do for-me? the-next for-me?"),
        # Translators: the grammar lines of another suggestion asked with no noun ("got another one?", "en tens
        # una altra?", "questo non mi piace, dammene un altro", "não gostei, me dá outra"): "have" before
        # "another one", or a suggestion not liked ("doubt") and a verb of giving before it. Right after a hint
        # they give another suggestion; at any other time the game asks what is meant.
        "another-hint": t.pgettext(
            "life lines",
            "ask? have any? another-one|doubt ask? give-me another-one|doubt give-of-them another-one",
        ),
        # Translators: the rows said beside asking for another one that ask nothing alone ("hmm, I'm not
        # convinced, got another one?"), "|"-separated.
        "another-hint-remarks": t.pgettext("life lines", "doubt|no|agreed|thanks"),
    }
