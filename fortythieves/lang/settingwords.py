"""The word classes and grammar lines of the settings said in a sentence, beside those of a
game's life (`lang.lifewords`) and read the same way: which settings are on ("what settings
have I got on right now?", "quines opcions tinc activades ara?"), the warning before a move
that loses turned on or off ("warn me before I make a move that would lose the game",
"stop warning me"), and cards sent to the foundations by themselves turned off or on ("stop
moving cards to the foundations automatically", "isključi automatsko prebacivanje karata na
temelje").

The lines name these classes, the lexicon's entries ("move", "to", "foundation", the
settings' own words "autoplace" and "warnloss") and the classes of `lang.lifewords` ("ask",
"not", "game", "any"). A setting said so and asked with the verb "to be" ("are the automatic
moves to the foundations off?") is read out, never changed (`parsing.life`).
"""

from __future__ import annotations

from fortythieves.lang.i18n import Translator


def setting_words(t: Translator) -> dict[str, str]:
    # Each value: "|"-separated phrases of the player's language, every form players type.
    return {
        # Translators: the question words before the settings asked about ("what settings are on?", "which
        # options have I got on?", "quines opcions tinc activades?"), "|"-separated, every gender and number.
        "which": t.pgettext("life words", "what|which|what kind of"),
        # Translators: the nouns of the game's settings as a whole ("settings", "preferences", "configuration"),
        # "|"-separated, singular and plural, every case: they name the settings with or without "on" after
        # them ("what are my settings?"). Never a word that may mean the moves open to the player ("options").
        "settings-noun": t.pgettext(
            "life words",
            "settings|setting|preferences|configuration|config|setup|the settings|my settings|current settings",
        ),
        # Translators: nouns that name the settings only when "on" or "active" is said with them ("which
        # options are on?", "quines opcions tinc activades?"), "|"-separated: alone, "what are my options?"
        # asks for the moves.
        "option-nouns": t.pgettext("life words", "options|features|switches|functions"),
        # Translators: the verbs between the settings asked about and the word "on" ("what settings ARE on",
        # "what settings HAVE I GOT on", "welke instellingen STAAN er aan", "quali impostazioni HO attive"),
        # "|"-separated, every person players use.
        "be-on": t.pgettext(
            "life words",
            "are|is|have i got|have i|i have|i ve got|do i have|have|got|are there|that are|which are",
        ),
        # Translators: the words that say a setting is on, said of settings asked about ("what settings are
        # ON?", "quines opcions tinc ACTIVADES?", "Koje su postavke UKLJUČENE?"), "|"-separated, every gender
        # and number of the participle or adjective. Never an imperative ("turn on").
        "on-state": t.pgettext(
            "life words", "on|switched on|turned on|enabled|active|activated|in use|in effect|set to on"
        ),
        # Translators: the words of "now" said of the settings asked about ("right now", "currently", "at the
        # moment"), "|"-separated.
        "now": t.pgettext(
            "life words", "now|right now|currently|at the moment|at present|just now|these days|at this point"
        ),
        # Translators: verbs that ask to be shown or read the settings ("show me the settings", "list my
        # settings", "tell me my settings"), "|"-separated, every form players use, the pronoun glued where your
        # language glues it; verbs put last too where your language puts them there (Dutch "zien").
        "show-me": t.pgettext(
            "life words",
            "show|show me|tell me|list|read|read me|read out|give me|let me see|check|go through|what about",
        ),
        # Translators: the word "how" that asks how the game is set up ("how is the game set up?", "com està
        # configurat el joc?"), "|"-separated.
        "how": t.pgettext("life words", "how|how s|hows"),
        # Translators: the verbs of being said in "how is the game set up?" ("is", "has been"), "|"-separated.
        "being": t.pgettext("life words", "is|are|has been|have i|did i|do i have|have i got"),
        # Translators: the participles of setting the game up, as in "how is the game set up?" ("set up",
        # "configured"), "|"-separated, every gender.
        "set-up": t.pgettext("life words", "set up|configured|setup|set|arranged"),
        # Translators: verbs of warning the player, with the pronoun where your language says it with the verb
        # ("warn me", "avisa'm", "avvisami", "upozori me"), "|"-separated, every form players use: imperative,
        # infinitive and the gerund said after "stop" ("stop warning me", "deixa d'avisar-me", "smetti di
        # avvisarmi"), the forms said after "don't" ("no m'avisis", "não me avises").
        "warn": t.pgettext(
            "life words",
            "warn|warn me|warning|warning me|alert me|alert|let me know|give me a warning|give me a heads up"
            "|notify me|to warn me|warnings",
        ),
        # Translators: the forms of those verbs said after a negation or "stop" ("don't WARN ME", "stop WARNING
        # ME", "no M'AVISIS", "deixa d'AVISAR-ME", "não ME AVISES", "non AVVISARMI", "nemoj me UPOZORAVATI"),
        # "|"-separated: only the forms a negation takes in your language (subjunctive, infinitive, the verb
        # of a repeated act), never the plain imperative, so that "no, warn me" ("no, avisa'm") is never
        # read as "don't warn me".
        "warn-not": t.pgettext(
            "life words",
            "warn|warn me|warning|warning me|warnings|alert me|alerting me|notify me|notifying me|to warn me"
            "|give me warnings|giving me warnings",
        ),
        # Translators: the negations that turn a setting said in a sentence off ("STOP warning me", "DON'T
        # move cards up by yourself", "deixa de", "smetti di", "nemoj", "prestani"), "|"-separated: never a
        # word that also answers "no" to a question ("ne" in Croatian), unless the verbs after it take a
        # form of their own after a negation.
        "stop-doing": t.pgettext(
            "life words",
            "stop|don t|dont|do not|no more|quit|never|no longer|turn off|switch off|not|disable",
        ),
        # Translators: the verbs said apart from "on" or "off" that switch a setting ("TURN automatic placing ON",
        # Dutch "ZET automatisch naar de basisstapels AAN"), "|"-separated; "-" when your language says the
        # switch in one piece (its verbs are those of "ask" and "stop-doing").
        "switch": t.pgettext("life words", "turn|switch|set"),
        # Translators: "on" and "off" said after what is switched ("turn auto to the foundations ON", Dutch
        # "aan", "uit"), "|"-separated; "-" when your language has none.
        "on-word": t.pgettext("life words", "on"),
        # Translators: "off" said so, after what is switched ("turn auto to the foundations OFF", Dutch "uit"),
        # "|"-separated; "-" when your language has none.
        "off-word": t.pgettext("life words", "off"),
        # Translators: the words by which a player says the game need not do a thing any more, said before a
        # verb of warning in the forms "stop-doing" takes ("you don't need to warn me", "no need to warn me",
        # "não precisa me avisar", "no cal que m'avisis", "non serve che mi avvisi", "ne trebaš me upozoravati",
        # "je hoeft me niet te waarschuwen"), "|"-separated, every person and form players use, with the wish
        # said in the first person ("I don't need the warnings"): only with the warning before a move that
        # loses, which they turn off.
        "no-need": t.pgettext(
            "life words",
            "no need to|there s no need to|there is no need to|you don t need to|you dont need to|you do not need to"
            "|don t need to|you needn t|needn t|you don t have to|you dont have to|don t have to|you can stop"
            "|i don t need|i dont need|i do not need|i don t need you to|i don t want|i dont want|i do not want"
            "|i don t want you to|i no longer need|i no longer want",
        ),
        # Translators: the verbs of warning said in a question whether the game warns ("DO YOU WARN ME before a
        # losing move?", "ARE YOU WARNING ME about losing moves?", "upozoravaš li me"), "|"-separated, every
        # form that only asks: never a form that may also ask for the warning ("will you warn me", Portuguese
        # "avisas-me"), which is the verb of warning. The game says whether the warning is on.
        "warn-asked": t.pgettext(
            "life words",
            "do you warn me|do you warn|are you warning me|do you give me a warning|do you give warnings"
            "|does the game warn me|does it warn me|do i get a warning|do i get warned|am i warned|will i be warned"
            "|will i get a warning|are you going to warn me|is there a warning|is there any warning",
        ),
        # Translators: "any more", said after "don't warn me" ("don't warn me any more", "no m'avisis més",
        # "non avvisarmi più"), "|"-separated.
        "anymore": t.pgettext("life words", "any more|anymore|again|from now on|ever again|no more"),
        # Translators: the words that open when the warning is given ("BEFORE I make a move", "WHEN a move
        # loses", "about losing moves", "abans de", "prije"), "|"-separated.
        "before": t.pgettext(
            "life words",
            "before|when|whenever|if|every time|each time|about|of|in case of|as soon as|right before",
        ),
        # Translators: the player making a move, said between "before" and "a move" or after it ("before I
        # MAKE a move", "abans de FER un moviment", "antes de EU FAZER uma jogada", "voordat IK een zet DOE"),
        # "|"-separated, every person and form (infinitive, subjunctive).
        "i-make": t.pgettext(
            "life words",
            "i make|i play|i do|i try|making|playing|doing|i m about to make|i m about to play|i m going to make"
            "|i go for|i m making|i choose|i pick|i take",
        ),
        # Translators: the noun of a move said in general, never one move named ("a move", "any move", "moves",
        # "un moviment", "poteza"), "|"-separated, singular and plural, every case: never "this move", which
        # asks about a move.
        "some-move": t.pgettext("life words", "a move|any move|moves|move|a play|any play|plays|one"),
        # Translators: the clause that says a move loses the game, said after "a move" ("a move THAT WOULD
        # LOSE the game", "un moviment QUE EM FACI PERDRE la partida", "een zet WAARDOOR IK HET SPEL VERLIES",
        # "poteza KOJIM BIH IZGUBIO igru"), "|"-separated, every person and tense players use; the words for
        # "the game" may follow as the words of a game.
        "that-loses": t.pgettext(
            "life words",
            "that would lose|that loses|that will lose|that could lose|that might lose|which would lose"
            "|which loses|which will lose|that would make me lose|that makes me lose|that will make me lose"
            "|that would cost me|that costs me|that d lose|where i d lose|where i would lose|where i lose"
            "|that would lose me|that loses me|that can lose|that leads to losing|that s losing|that is losing"
            "|would lose|loses|will lose|could lose|might lose|would make me lose|makes me lose",
        ),
        # Translators: the adjectives of a move that loses the game ("a losing move", "un moviment perdedor",
        # "una mossa perdente", "gubitnički potez"), "|"-separated, every gender, number and case.
        "losing": t.pgettext("life words", "losing|game losing|fatal|losing game|lost|game ending"),
        # Translators: the player losing the game, said after "before" or "when" ("warn me before I LOSE",
        # "avisa'm abans de PERDRE la partida"), "|"-separated, every person and form.
        "i-lose": t.pgettext(
            "life words",
            "i lose|i d lose|i would lose|i m about to lose|i m going to lose|i could lose|i might lose|losing"
            "|i ll lose|i am about to lose",
        ),
        # Translators: the words that say cards go to the foundations automatically, whoever speaks
        # ("automatically", "automàticament", "vanzelf", "automaticamente", "automatski"), "|"-separated, every
        # gender. With a verb of moving they name the automatic moves to the foundations, on or off.
        "auto": t.pgettext("life words", "automatically|automatic|auto|on autopilot"),
        # Translators: the words that say "by yourself", which may also be said of the player ("tu sol", "da
        # solo", "sozinho", "sam"), "|"-separated, every gender: said with "stop" or "don't" they turn the
        # automatic moves off; never on, as "I want to send the cards up by myself" wants them off.
        "by-itself": t.pgettext(
            "life words",
            "by yourself|on your own|by itself|all by yourself|on its own|by themselves|of your own accord|yourself",
        ),
        # Translators: the player's own wish said in the first person ("I want", "I'd like", "vull", "voglio",
        # "želim"), "|"-separated, every form: a line that says one is never read as the automatic moves
        # turned off ("I don't want to send the cards up by myself" wants them on).
        "i-want": t.pgettext(
            "life words", "i want|i d like|i would like|i wanna|i d rather|i prefer|i d prefer|i want to"
        ),
        # Translators: verbs of moving cards to the foundations, as said with "automatically" ("MOVE cards to the
        # foundations automatically", "PUJA les cartes a les bases automàticament", "can you SEND cards up
        # automatically"), "|"-separated, every form: imperative, infinitive.
        "moving": t.pgettext(
            "life words",
            "move|put|send|play|place|take|bring|move up|put up|send up|to move|to put|to send|moving|putting"
            "|sending",
        ),
        # Translators: the forms of those verbs said after a negation or "stop" ("stop MOVING cards",
        # "no PUGIS cartes", "não MANDES as cartas", "smetti di MANDARE", "nemoj PREBACIVATI"), "|"-separated:
        # only the forms a negation takes in your language, never the plain imperative, so that "no, puja les
        # cartes ... automàticament" is never read as "don't".
        "moving-not": t.pgettext(
            "life words",
            "moving|putting|sending|playing|placing|taking|bringing|move|put|send|play|place|take|bring"
            "|moving up|putting up|sending up|move up|put up|send up",
        ),
        # Translators: the cards moved in general ("cards", "the cards", "any cards", "cartes", "karata"),
        # "|"-separated, every case: never one card named.
        "cards": t.pgettext("life words", "cards|the cards|any cards|my cards|stuff|things"),
        # Translators: verbs of letting something do a thing, said before the game's voice ("LET the voice
        # read the replies", "LAAT de stem de antwoorden voorlezen", "deixa que la veu llegeixi"),
        # "|"-separated, every form.
        "let": t.pgettext("life words", "let|have|make|get"),
        # Translators: the game's voice, as in "let the voice read the replies" ("the voice", "the speech",
        # "de stem"), "|"-separated.
        "voice": t.pgettext(
            "life words", "voice|the voice|your voice|speech|the speech|text to speech|the speech synthesizer"
        ),
    }


def setting_lines(t: Translator) -> dict[str, str]:
    # Each value: "|"-separated grammar lines, rows of class names, as in `lang.lifewords`.
    return {
        # Translators: the grammar lines of asking which settings are on ("what settings have I got on right
        # now?", "show me the settings", "how is the game set up?"), "|"-separated rows of the class names
        # of the "life words" entries (see the lines of a new deal), in your language's word order.
        # "option-nouns" go with "on-state" only: "what are my options?" asks for the moves. The game reads the
        # settings out.
        "settings-asked": t.pgettext(
            "life lines",
            "which settings-noun be-on? on-state? now?|which option-nouns be-on? on-state now?"
            "|which be-on settings-noun on-state? now?|show-me settings-noun on-state? now?|how being? game? set-up now?",
        ),
        # Translators: the grammar lines of turning on the warning before a move that loses the game ("can you
        # warn me before I make a move that would lose the game", "warn me about losing moves", "warn me
        # before I lose"; see the lines of a new deal). "some-move" is a move said in general: "warn me if this
        # move loses" asks about a move and is no line of these.
        "warnloss-on": t.pgettext(
            "life lines",
            "ask? warn before? i-make? any? some-move i-make? that-loses game?"
            "|ask? warn before? i-make? any? losing some-move i-make?|ask? warn before i-lose game?",
        ),
        # Translators: the grammar lines of turning that warning off ("stop warning me", "don't warn me any
        # more", "no more warnings", "waarschuw me niet meer", "you don't need to warn me any more when a move
        # would make me lose"; see the lines of a new deal). "warnloss" is the setting's own words; "stop-doing"
        # and "no-need" are the negations and "warn-not" the verb forms said after them.
        "warnloss-off": t.pgettext(
            "life lines",
            "stop-doing anymore? warn-not anymore? before? i-make? any? losing? some-move? losing? that-loses? game?"
            "|stop-doing anymore? warnloss anymore?|stop-doing anymore? warn-not anymore? before i-lose game?"
            "|no-need anymore? warn-not anymore? before? i-make? any? losing? some-move? losing? that-loses? game?"
            " anymore?|no-need anymore? warn-not anymore? before i-lose game? anymore?|no-need anymore? warnloss anymore?",
        ),
        # Translators: the grammar lines of asking whether the game warns before a move that loses ("do you warn
        # me before moves that lose the game?", "upozoravaš li me na gubitničke poteze?"; see the lines of a new
        # deal): "warn-asked" only asks, so these read the setting out and never change it.
        "warnloss-asked": t.pgettext(
            "life lines",
            "warn-asked before? i-make? any? some-move i-make? that-loses game?"
            "|warn-asked before? i-make? any? losing some-move i-make?|warn-asked before i-lose game?",
        ),
        # Translators: the grammar lines of turning off the moves the game makes to the foundations by itself
        # ("stop moving cards to the foundations automatically", "don't put cards up by yourself", "turn off the
        # automatic moves"; see the lines of a new deal). "auto", "by-itself" or the setting's own words
        # ("autoplace") make it the setting: "don't move the cards to the foundations" is no line of these.
        "autoplace-off": t.pgettext(
            "life lines",
            "stop-doing anymore? moving-not cards? up? to? foundation? auto anymore?"
            "|stop-doing anymore? moving-not cards? up? to? foundation? by-itself anymore?"
            "|stop-doing anymore? auto moving-not cards? up? to? foundation?|stop-doing autoplace cards? up? to? foundation?"
            "|stop-doing auto up? to foundation|switch auto up? to foundation off-word",
        ),
        # Translators: the grammar lines of asking for the cards to go to the foundations automatically ("move
        # cards to the foundations automatically", "turn on automatic moves to the foundations"; see the lines
        # of a new deal): the game never moves a card by itself, so it lists the moves that send a card up, as
        # for "send everything that can go up"; the cards or the foundations are said, so that "play
        # automatically" is no line of these; "by-itself" never.
        "up-by-itself": t.pgettext(
            "life lines",
            "ask? moving cards up? to? foundation? auto|ask? moving cards? up? to foundation auto"
            "|ask? auto moving cards up? to? foundation?|ask? auto moving cards? up? to foundation",
        ),
        # Translators: the grammar lines of turning automatic placing on by its own name ("turn on automatic
        # placement", "activa la col·locació automàtica"), also said after the cards it moves, or as moving
        # automatically to the foundations switched on ("turn auto to the foundations on", "zet automatisch naar
        # de basisstapels aan"; see the lines of a new deal).
        "autoplace-on": t.pgettext(
            "life lines",
            "ask autoplace cards? up? to? foundation?|ask? moving cards? up? to? foundation? autoplace"
            "|ask auto up? to foundation|switch auto up? to foundation on-word",
        ),
    }


SETTING_KEYS = (
    "settings-asked",
    "warnloss-on",
    "warnloss-off",
    "warnloss-asked",
    "autoplace-off",
    "autoplace-on",
    "up-by-itself",
)
"""The meanings the settings' grammar lines give (see `lang.lifewords.LIFE_KEYS`)."""
