"""The words that say which question a line asks by the way it is asked: its question word
("why", "how many"), the words of advice ("should I", "what would you"), the verbs of
playing after "how", "under" said before the card asked about. Beside them the other words
of a question only say what it is about: "why won't it let me move that?" asks why, not the
moves."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, entry, longest_first, phrases_of
from fortythieves.lang.i18n import Translator, translator


def _words(t: Translator) -> dict[str, str]:
    """This module's word classes in the catalogue, by name, each "|"-separated."""
    return {
        # Translators: the question words that ask for a reason ("why won't it let me?", "how come that didn't
        # work?"), "|"-separated, in every spelling players type, short forms of chat too (Portuguese "pq").
        # A question that opens with one (after "and", "but" or a word of talk at most) asks why the last move
        # was refused, whatever else it names; a line with a word that acts is never read so. Only words that
        # ask "why": never the word for "because" alone where it differs.
        "why": t.pgettext("question words", "why|how come|for what reason"),
        # Translators: the question words that ask "how many" ("how many moves have I made so far?"),
        # "|"-separated, every gender and form. Said with one of the nouns of a count of moves ("moves",
        # "steps"), they ask how many moves were made, unless the words of what is still possible below are
        # said.
        "how_many": t.pgettext("question words", "how many|the number of|number of"),
        # Translators: the words that turn "how many moves" into a question about the moves still possible
        # ("how many moves are left?", "how many moves can I still make?"), "|"-separated: "left", "still",
        # "remaining", "there are", every form. Beside them the moves that can be played are meant, not the
        # moves made.
        "still_possible": t.pgettext(
            "question words", "left|remaining|still|are there|is there|to go|possible|available|legal"
        ),
        # Translators: the words by which a player asks what they should play ("what should I play?", "which
        # card had I better move?"), "|"-separated: the verbs of "should" and "had better" in every person and
        # form players type. Beside a question about the moves they ask for a hint; a card or a place named
        # makes them a question about that move instead.
        "should": t.pgettext(
            "question words", "should|should i|ought|ought i|shall i|had i better|is it best to"
        ),
        # Translators: the words by which a player asks the game's own advice ("what would you do?", "what do
        # you recommend?", "what would you play in my place?"), "|"-separated: "would you" and the verbs of
        # recommending, in every form players type (Catalan "faries", Italian "faresti"). In a question they
        # ask for a hint by themselves; a card or a place named makes them a question about that move.
        "advice": t.pgettext(
            "question words",
            "would you|you would|d you|if you were me|in my place|recommend|do you recommend|advise|suggest"
            "|do you reckon",
        ),
        # Translators: "how", the question word that asks the way a thing is done ("how is this played?"),
        # "|"-separated, without "how many" or "how much". With a verb of playing below after it, and nothing
        # of the board named, it asks for the rules.
        "how": t.pgettext("question words", "how"),
        # Translators: the verbs of playing a game and of a game working ("how do you actually play this?",
        # "how does it work?"), "|"-separated, every form that follows "how" (infinitive, persons, past
        # participle, impersonal forms), as verbs only: never the noun for the game where it differs.
        "play_verbs": t.pgettext("question words", "play|plays|played|playing|work|works"),
        # Translators: the words for "under" said right before a card when the place is said first and the
        # question after it, as in "under the king of spades, what is there?" ("|"-separated), with the article
        # or the "of" that is said with them where the language joins them ("debaixo do", "sotto il"). Such a
        # line asks which cards lie beneath that card; it moves nothing. Said after the question ("which card
        # is under the 10 of spades?", "qual carta está debaixo do 10 de espadas?") they ask the same.
        "beneath": t.pgettext("question words", "under|underneath|beneath|below|right under|just under"),
        # Translators: the verbs of being there said in a question of what lies under a card, between the
        # question word and the words for "under", as in "which cards are below the king?", "quais cartas
        # estão por baixo do rei?", "o que tem embaixo do 10?", "welke kaart zit er onder de 10?"
        # ("|"-separated, every person and number: "there is", "is", "lies", Portuguese "há|tem|fica",
        # Catalan "hi ha|queda"). Never a verb of going or putting: "which card goes under the 10?" asks what
        # may be put on it, no such question.
        "being_there": t.pgettext(
            "question words",
            "is|are|there is|there are|is there|are there|lies|lie|sits|sit|is lying|is sitting",
        ),
        # Translators: the words of a move already made, asked about ("what was my last move?", "what did I
        # just play?"), "|"-separated: "last move", "previous move", and "what did I do" and its kin, every
        # form. A question with one asks the moves made (how many, and how many taken back), never the moves
        # that can be made now.
        "made": t.pgettext(
            "question words",
            "last move|previous move|move before|move i made|move i just made|what did i do|what did i just do"
            "|what have i done|what did i play|what did i just play|what have i played|what i just did",
        ),
        # Translators: the verb "to be" that asks how a thing is now ("is the voice on?", "are the replies
        # short?", "is it in English?"), "|"-separated, with its accents, in the forms of a question (Croatian
        # "je li", "jel"). A setting said in a question with one is asked about: its value is read out and
        # never changed. Never a verb of wanting or of being able ("can we switch to Dutch?" asks a change).
        "being": t.pgettext("question words", "is|are|is it|are they|am i"),
    }


@cache
def why_words(lang: str) -> tuple[Phrase, ...]:
    """The question words asking why, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "why"), lang))


@cache
def how_many_words(lang: str) -> tuple[Phrase, ...]:
    """The question words asking how many, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "how_many"), lang))


@cache
def still_possible_words(lang: str) -> frozenset[Phrase]:
    """The words of what is still possible ("left", "still"), in `lang` and English."""
    return phrases_of(entry(_words, "still_possible"), lang)


@cache
def should_words(lang: str) -> tuple[Phrase, ...]:
    """The words asking what one should play, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "should"), lang))


@cache
def advice_words(lang: str) -> tuple[Phrase, ...]:
    """The words asking the game's own advice, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "advice"), lang))


@cache
def how_words(lang: str) -> tuple[Phrase, ...]:
    """The question word "how", in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "how"), lang))


@cache
def play_verbs(lang: str) -> frozenset[Phrase]:
    """The verbs of playing and of working after "how", in `lang` and English."""
    return phrases_of(entry(_words, "play_verbs"), lang)


@cache
def beneath_words(lang: str) -> frozenset[Phrase]:
    """The words for "under" said before a card, in `lang` and English."""
    return phrases_of(entry(_words, "beneath"), lang)


@cache
def being_there_words(lang: str) -> frozenset[Phrase]:
    """The verbs of being there in a question of what lies under a card, in `lang` and English."""
    return phrases_of(entry(_words, "being_there"), lang)


@cache
def made_words(lang: str) -> frozenset[Phrase]:
    """The words of a move already made ("last move", "what did I do"), in `lang` and English."""
    return phrases_of(entry(_words, "made"), lang)


@cache
def being_spellings(lang: str) -> frozenset[str]:
    """The forms of "to be" that ask how a thing is, in `lang` and English, as the catalogues
    write them, accents kept, lower case: Portuguese "é" (is) is no "e" (and)."""
    texts = {_words(translator(source))["being"] for source in dict.fromkeys((lang, "en"))}
    return frozenset(" ".join(form.lower().split()) for text in texts for form in text.split("|"))
