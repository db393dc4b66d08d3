"""The word classes and grammar lines of the game's voice and of its deal code, said in a
sentence: the voice louder or quieter, faster or slower ("can you turn the volume up", "zet het
geluid wat harder", "alza il volume", "talk a bit faster", "govori malo brže"), the voice the
subject too ("can the voice talk faster?", "kan de stem wat sneller praten?"), a step of the
volume or of the speech rate; and the deal code spelled letter by letter ("could you spell out
the game code letter by letter", "soletra o código deste jogo letra a letra"), which spells it
with the spelling alphabet rather than reading it.

They are read as the lines of a game's life are (`lang.lifewords`, `parsing.life`): each class
a catalogue entry of "|"-separated phrases, each grammar line a row of class names ("?" after
one: it may be left out), small words anywhere between them. The "degree" class ("a bit",
"wat", "malo") is the life words' own.
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator

VOICE_KEYS = ("volume-up", "volume-down", "rate-up", "rate-down", "spell")
"""The meanings of these grammar lines, read beside those of a game's life."""


def voice_words(t: Translator) -> dict[str, str]:
    """The word classes, by name, each "|"-separated."""
    return {
        # Translators: the comparatives and everyday phrases that ask for the game's voice louder ("louder",
        # "speak up", "read louder", "turn it up", "too quiet"), "|"-separated, every form players use. Said
        # alone, or after a verb of speaking, the voice's noun or a word of degree ("talk a bit louder", "the
        # voice louder"), they raise the speech volume a step; when the game's own voice is off the reply
        # says that the screen reader's settings set how loud it is.
        "louder": t.pgettext(
            "loudness words",
            "louder|speak louder|talk louder|read louder|turn it up|a bit louder|more loudly|too quiet",
        ),
        # Translators: the comparatives and everyday phrases that ask for the game's voice quieter ("quieter",
        # "speak more softly", "turn it down", "too loud"), "|"-separated, every form players use (see the
        # words of "louder"). They lower the speech volume a step.
        "quieter": t.pgettext(
            "loudness words",
            "quieter|softer|speak more quietly|speak more softly|speak softer|turn it down|a bit quieter|too loud",
        ),
        # Translators: the comparatives and everyday phrases that ask the game's voice to speak faster
        # ("faster", "speak faster", "speed up the voice", "too slow"), "|"-separated (see the words of
        # "louder"). They raise the speech rate a step; when the game's own voice is off the reply says that
        # the screen reader's settings set how fast it speaks. Never a word of a move.
        "faster": t.pgettext(
            "loudness words",
            "faster|speak faster|talk faster|read faster|speed up|speed up the voice|a bit faster|more quickly"
            "|too slow|quicker|speak more quickly",
        ),
        # Translators: the comparatives and everyday phrases that ask the game's voice to speak slower
        # ("slower", "slow down the voice", "speak more slowly", "too fast"), "|"-separated (see the words of
        # "louder"). They lower the speech rate a step.
        "slower": t.pgettext(
            "loudness words",
            "slower|speak slower|talk slower|read slower|slow down|slow down the voice|speak more slowly"
            "|a bit slower|more slowly|too fast|slower voice",
        ),
        # Translators: verbs that raise a level, said before the noun of the voice's volume or speed ("turn
        # up the volume", "raise the volume", "increase the speed", "alza il volume", "apuja el volum",
        # "pojačaj zvuk"), "|"-separated, every imperative form players use (familiar, polite, infinitive),
        # with the pronoun glued where your language glues it. Only ever read with that noun after them.
        "raise": t.pgettext(
            "voice words", "raise|increase|boost|turn up|crank up|pump up|bump up|up|raise up|put up"
        ),
        # Translators: verbs that lower a level, said before the noun of the voice's volume or speed ("turn
        # down the volume", "lower the volume", "abbassa il volume", "baixa o volume", "stišaj zvuk"),
        # "|"-separated, every imperative form players use. Only ever read with that noun after them.
        "lessen": t.pgettext(
            "voice words", "lower|decrease|reduce|turn down|bring down|drop|dial down|tone down|down|cut"
        ),
        # Translators: verbs said apart from the word that says up or down, or before a comparative ("turn
        # the volume up", "zet het geluid hoger", "metti la voce più veloce", "posa el volum més alt"),
        # "|"-separated, every imperative form. Never "put": "put it up" sends a card to a foundation.
        "turn": t.pgettext("voice words", "turn|crank|pump|bump|dial|knock|make|set|get"),
        # Translators: the words that say "up" or "higher" after the noun of the voice's volume or speed
        # ("turn the volume up", "volume up", "het volume omhoog", "el volum amunt"), "|"-separated.
        "upward": t.pgettext("voice words", "up|higher|up a notch|up a bit|a notch higher"),
        # Translators: the words that say "down" or "lower" after the noun of the voice's volume or speed
        # ("turn the volume down", "volume down", "het volume omlaag"), "|"-separated.
        "downward": t.pgettext("voice words", "down|lower|down a notch|down a bit|a notch lower"),
        # Translators: verbs of speaking or reading to the player, before a comparative ("talk a bit faster",
        # "praat wat sneller", "govori malo brže"), "|"-separated, every form players use (imperative,
        # infinitive, "you" forms) with the pronoun glued where your language glues it.
        "speak": t.pgettext(
            "voice words",
            "speak|talk|read|say things|read it|say it|talk to me|speak to me|read to me|read out|you speak"
            "|you talk|you read|talking|speaking|reading|go",
        ),
        # Translators: "can" and "could" said of the game's voice as the subject of a question or a wish
        # ("CAN the voice talk faster?", "COULD the voice be a bit louder?", "KAN de stem wat sneller praten?",
        # "a voz PODE falar mais devagar?", "MOŽE LI glas malo tiše?"), "|"-separated, every form: the third
        # person and the impersonal one ("can it", "es pot"), never "you" ("can you" is a request of its own).
        "voice-can": t.pgettext("voice words", "can|could|would|may|can it|could it|would it|may it"),
        # Translators: the verbs said of the game's voice between "can" and a comparative ("could the voice BE
        # a bit louder?", "kan de stem wat harder WORDEN?", "a voz pode FICAR mais baixa?"), "|"-separated, the
        # infinitive and every form said there: a verb of being, becoming or going, never one of acting.
        "voice-be": t.pgettext("voice words", "be|go|get|become|sound|be a bit|go a bit|get a bit"),
        # Translators: the nouns of the game's voice and its loudness ("the volume", "the sound", "your
        # voice", "the volume of the voice"), "|"-separated, with their articles, every case players use.
        "sound": t.pgettext(
            "voice words",
            "volume|the volume|sound|the sound|voice|your voice|the voice|speech|the speech|audio|loudness"
            "|sound level|volume of the voice|the volume of the voice|speech volume|voice volume|your volume",
        ),
        # Translators: the nouns of the speed of the game's voice ("the speed", "the speech rate", "the pace"),
        # "|"-separated, with their articles, every case players use.
        "speed": t.pgettext(
            "voice words",
            "speed|the speed|rate|the rate|speech rate|speaking rate|talking speed|speaking speed|reading speed"
            "|pace|the pace|tempo|speed of the voice|the speed of the voice|voice speed|speech speed",
        ),
        # Translators: what a player says when they cannot hear the voice, beside a request for it louder
        # ("turn it up, I can't hear you", "apuja el volum, que no et sento"), "|"-separated, with the word
        # of cause glued where players say it ("que no et sento"). Alone these change nothing.
        "unheard": t.pgettext(
            "voice words",
            "i can t hear you|i can t hear|can t hear you|i cannot hear you|i can barely hear you"
            "|i can hardly hear you|i can t hear anything|i can t hear a thing|it s too quiet|you re too quiet"
            "|it s too soft|you re too soft|because i can t hear you",
        ),
        # Translators: what a player says when the voice is too loud, beside a request for it quieter ("it's
        # too loud, turn it down"), "|"-separated. Alone these change nothing.
        "too-loud": t.pgettext(
            "voice words",
            "it s too loud|you re too loud|that s too loud|way too loud|you re shouting|it hurts my ears"
            "|my ears hurt",
        ),
        # Translators: what a player says when the voice is too slow, beside a request for it faster ("you
        # talk too slowly, speed up"), "|"-separated. Alone these change nothing.
        "too-slow": t.pgettext(
            "voice words",
            "it s too slow|you re too slow|you talk too slowly|you speak too slowly|that s too slow|you re so slow",
        ),
        # Translators: what a player says when the voice is too fast, beside a request for it slower ("I
        # can't follow, talk slower"), "|"-separated. Alone these change nothing.
        "too-fast": t.pgettext(
            "voice words",
            "it s too fast|you re too fast|you talk too fast|you speak too fast|that s too fast|i can t follow"
            "|i can t keep up|i can t follow you",
        ),
        # Translators: verbs of spelling ("spell out the code", "lletreja'm el codi", "spel de code",
        # "soletra o código", "fai lo spelling del codice", "sriči šifru"), "|"-separated, every imperative
        # form players use with the pronoun glued where your language glues it. With the deal code after them,
        # or "letter by letter", they ask for the code spelled with the spelling alphabet.
        "spell-out": t.pgettext(
            "voice words",
            "spell|spell out|spell me|spell for me|spell it out|spell it|spell that|spell that out|spell it for me"
            "|spell out for me",
        ),
        # Translators: the nouns of the deal code that a player asks spelled ("the game code", "the deal
        # number", "šifru"), "|"-separated, with their articles, every case players use.
        "code-noun": t.pgettext(
            "voice words",
            "code|the code|game code|deal code|deal number|game number|code number|seed|deal id|game id",
        ),
        # Translators: the preposition between the deal code and the game ("the code of this game", "the
        # code for this deal", "deste jogo", "della partita"), "|"-separated, with the article or the
        # demonstrative glued where your language glues them; a language that says it by a case puts its
        # demonstratives in that case here (Croatian "ovog", "ove").
        "of": t.pgettext("voice words", "of|for|in|from|of this|for this"),
        # Translators: "letter by letter" and the other words that ask for something spelled ("one letter at a
        # time", "with the spelling alphabet"), "|"-separated. With the deal code they ask for it spelled.
        "letters": t.pgettext(
            "voice words",
            "letter by letter|one letter at a time|character by character|letter for letter|each letter"
            "|with the spelling alphabet|in the spelling alphabet|phonetically|in the phonetic alphabet"
            "|with the phonetic alphabet|spelled out|spelt out",
        ),
        # Translators: verbs of saying or giving said before the deal code spelled letter by letter ("tell me
        # the code letter by letter", "what's the code, letter by letter?"), "|"-separated, every form players
        # use with the pronoun glued where your language glues it.
        "tell": t.pgettext(
            "voice words",
            "tell me|give me|say|read|read me|read out|what s|what is|dictate|tell|give|read out to me",
        ),
    }


def voice_lines(t: Translator) -> dict[str, str]:
    """The grammar lines, by meaning, each "|"-separated rows of the class names above."""
    return {
        # Translators: the grammar lines of the voice louder ("can you turn the volume up", "talk a bit louder",
        # "alza il volume", "zet het geluid wat harder"): "|"-separated rows of the class names of the "voice
        # words" entries and of "louder" (context "loudness words"), kept in English, in your language's word
        # order; a "?" after a name: it may be left out. "ask" and "degree" are the "life words" ones. Add a
        # row for each order players use ("sound degree? raise" for a verb said last). The voice may be the
        # subject, after "voice-can" or before it ("can the voice be louder?", "a voz pode falar mais alto?").
        "volume-up": t.pgettext(
            "voice lines",
            "ask? turn? speak? sound? degree? louder degree?|ask? degree? raise degree? sound degree?"
            "|ask? turn sound upward degree?|ask? turn upward sound|ask? sound upward"
            "|voice-can sound? voice-be? speak? degree? louder degree? speak? voice-be?"
            "|sound voice-can voice-be? speak? degree? louder degree?",
        ),
        # Translators: the rows said beside those of the voice louder that ask nothing alone ("turn it up, I
        # can't hear you"), "|"-separated.
        "volume-up-remarks": t.pgettext("voice lines", "unheard"),
        # Translators: the grammar lines of the voice quieter (see the lines of the voice louder).
        "volume-down": t.pgettext(
            "voice lines",
            "ask? turn? speak? sound? degree? quieter degree?|ask? degree? lessen degree? sound degree?"
            "|ask? turn sound downward degree?|ask? turn downward sound|ask? sound downward"
            "|voice-can sound? voice-be? speak? degree? quieter degree? speak? voice-be?"
            "|sound voice-can voice-be? speak? degree? quieter degree?",
        ),
        # Translators: the rows said beside those of the voice quieter that ask nothing alone, "|"-separated.
        "volume-down-remarks": t.pgettext("voice lines", "too-loud"),
        # Translators: the grammar lines of the voice faster ("talk a bit faster", "praat wat sneller",
        # "aumenta la velocità"; see the lines of the voice louder).
        "rate-up": t.pgettext(
            "voice lines",
            "ask? turn? speak? speed? sound? degree? faster degree?|ask? degree? raise degree? speed degree?"
            "|ask? turn speed upward degree?|ask? turn upward speed|ask? speed upward"
            "|voice-can sound? voice-be? speak? degree? faster degree? speak? voice-be?"
            "|sound voice-can voice-be? speak? degree? faster degree?",
        ),
        # Translators: the rows said beside those of the voice faster that ask nothing alone, "|"-separated.
        "rate-up-remarks": t.pgettext("voice lines", "too-slow"),
        # Translators: the grammar lines of the voice slower (see the lines of the voice louder).
        "rate-down": t.pgettext(
            "voice lines",
            "ask? turn? speak? speed? sound? degree? slower degree?|ask? degree? lessen degree? speed degree?"
            "|ask? turn speed downward degree?|ask? turn downward speed|ask? speed downward"
            "|voice-can sound? voice-be? speak? degree? slower degree? speak? voice-be?"
            "|sound voice-can voice-be? speak? degree? slower degree?",
        ),
        # Translators: the rows said beside those of the voice slower that ask nothing alone, "|"-separated.
        "rate-down-remarks": t.pgettext("voice lines", "too-fast"),
        # Translators: the grammar lines of the deal code spelled letter by letter ("could you spell out the
        # game code letter by letter", "soletra o código deste jogo letra a letra", "tell me the code letter
        # by letter"; see the lines of the voice louder): a verb of spelling with the code, or "letter by
        # letter" with it; "this" and "game" are the "life words" ones. "What's the code?" alone only reads it.
        "spell": t.pgettext(
            "voice lines",
            "ask? spell-out this? game? code-noun of? this? game? letters?"
            "|ask? spell-out letters this? game? code-noun of? this? game?"
            "|ask? tell? this? game? code-noun of? this? game? letters|ask? tell? letters this? game? code-noun"
            " of? this? game?|ask? spell-out letters",
        ),
    }
