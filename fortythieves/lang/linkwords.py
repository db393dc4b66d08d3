"""The words that tie a command to what was said before it or around it: "there", a place's
other names ("pile 3"), words that pass on someone's move, words that soften, verbs of speaking
before a language's name, and "and" / "too" that go on from the move before. Each is a word
class of the catalogue, read with `lang.concepts`' helpers."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, entry, forms_of, longest_first, phrases_of, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator, translator


def _words(t: Translator) -> dict[str, str]:
    """This module's word classes in the catalogue, by name, each "|"-separated."""
    return {
        # Translators: the words for "there" standing for a place named earlier in the line ("since column 4 is
        # empty, put the king of hearts there"), "|"-separated, as written apart; a form glued to the end of a
        # verb begins with "-" (Italian "-ci": "mettici"). The place the other clause names is where the card
        # goes.
        "there_words": t.pgettext("there words", "there|over there|in there|onto it|on it"),
        # Translators: the words that say "onto it" as one phrase, said right after a card with or without a
        # verb ("now the six of hearts on it", nl "harten 10 erop", pt "o valete em cima dela", it "il fante lì
        # sopra", ca "la sota a sobre", hr "decka na nju"), "|"-separated, every gender and the forms natives
        # type (with and without accents): the card goes onto the card just moved, named or read ("it").
        "onto_it_words": t.pgettext(
            "onto it words",
            "on it|onto it|on to it|on top of it|on top of that|on top of that one|on that one|onto that one",
        ),
        # Translators: everyday words for a pile or a row that, said with a number ("pile 3", "row six"), name
        # a column of the tableau, "|"-separated, every form (plural, cases): "move the top card of pile 3 to
        # pile 7" moves between columns. Said without a number they keep their own meaning.
        "numbered_piles": t.pgettext("numbered pile words", "pile|piles|row|rows|stack|stacks|heap|heaps"),
        # Translators: the words by which a player passes on a move someone else tells them ("my grandson
        # says to put the two on the three", "he told me to move column 4"), "|"-separated, up to the word
        # before the move. The move said after them is the one meant; a "not" after them keeps it from acting.
        "relay_words": t.pgettext(
            "relay words",
            "says to|says i should|says we should|told me to|tells me to|wants me to|says that i should",
        ),
        # Translators: the small words a speaker slips into a command to soften it, which say nothing by
        # themselves (Dutch "draai nog maar een kaart om", "hou maar op met praten": "maar", "even", "eens",
        # "nou"), "|"-separated. A line not understood is read again without them.
        "softeners": t.pgettext("softening words", "just|simply|go on and|kindly"),
        # Translators: verbs said right before a language's name to switch to it ("speak italian",
        # "parla en anglès", "spreek engels", "fala inglês", "parla inglese", "govori engleski"), in every
        # form a player types, "|"-separated. A language named after any other word never switches.
        "speak_words": t.pgettext(
            "speak words", "speak|talk|speak in|talk in|use|say it in|answer in|reply in"
        ),
        # Translators: words that say a card goes where the card before it went ("and the 3 too", "the 4 as
        # well"), "|"-separated: "too", "also", "as well" (ca "també", nl "ook", pt "também", it "anche", hr
        # "isto|također"). Said with a card and nothing else, right after a card went to a foundation.
        "also_words": t.pgettext("also words", "too|also|as well"),
        # Translators: the words that say in what way a thing is shown, as in "show me the board as a grid"
        # ("|"-separated): "as", "like", "in the form of" (Catalan "com", Dutch "als"). A word of them that is
        # spelt as a card's short name (English "as", the ace of spades) is passed over, never that card.
        "manner_words": t.pgettext("also words", "as|like|in the form of"),
        # Translators: the words said of the grid beside its word when the board is shown as one ("show the
        # board as a compact grid", "una graella compacta", "mostra a mesa numa grelha com os nomes das
        # cartas", "prikaži stol kao mrežu s imenima karata"), "|"-separated, every gender and number: "compact",
        # "small", "with the card names", "with short names". There they are passed over.
        "grid_words": t.pgettext(
            "also words",
            "compact|small|short|tidy|simple|with the card names|with card names|with the names of the cards"
            "|with short names|with the short names|of card names|of short names|with names",
        ),
        # Translators: the words that begin a line going on from the one before ("and the 3", "then the 4"),
        # "|"-separated.
        "and_words": t.pgettext("also words", "and|then|and then|and now"),
        # Translators: the words that open a line to draw what was said before to its end ("so, to the
        # foundation", Catalan "doncs a la base", Dutch "dus naar het fundament"), "|"-separated: "so",
        # "well", "in that case" and the like, as said first in a line. The command or the place after them
        # is meant as if said alone; a place said alone after them ("so, the foundation") is still read.
        "so_words": t.pgettext("so words", "so|well|so then|well then|right then|in that case"),
        # Translators: the words that open a line with what to do first ("first the 6 on the 7", "first the
        # 6 on the 7, then draw"), "|"-separated: "first" as an adverb and the phrases said the same way
        # ("first of all", "to begin with"). They count only right before a card or a command's verb, so
        # that the ordinal ("first column") keeps its meaning.
        "first_words": t.pgettext("first words", "first|first of all|firstly|to begin with|to start with"),
        # Translators: the words that join two commands said in one line, each done in turn ("draw and then
        # undo", "draw, then undo", "put the 5 on the 6 and draw"), "|"-separated, every form a player types
        # between two commands: "and then", "then", "after that", "and". A line is cut there only when a
        # command's verb follows; "the 5 and the 6" keeps its own meaning.
        "then_words": t.pgettext("then words", "and then|then|after that|and after that|and"),
        # Translators: the words for "under", "below" as a place ("the card under the 7", Catalan "el de sota",
        # "a sota del 6"), "|"-separated, with the small words said with them ("a sota", "de sota", "per sota").
        # No command uses them: a line with one is not understood, so that a rank's word inside them (Catalan
        # "sota", the jack) is never read as that card. Words the game already knows keep their meaning.
        "under_words": t.pgettext("under words", "under|below|beneath|underneath"),
        # Translators: the words for "this" and "that" said right before a card ("that king again", "ancora
        # quel re", "opet taj kralj"), "|"-separated, every gender and case a player types. "Again" followed
        # by such a word and a card is a remark about a card that keeps turning up, never a move.
        "this_words": t.pgettext("this words", "this|that|these|those"),
        # Translators: the words for the end of a pile said before it ("what's at the end of column 5", "què hi
        # ha al final de la columna 5", "wat ligt er aan het eind van kolom 5", "o que está no fim da coluna 5",
        # "cosa c'è in fondo alla colonna 5", "što je na kraju petog stupca"), "|"-separated, with the small
        # words said before and after them ("at the end of", "al final de"). With a column or the waste after
        # them they name its playable card; alone ("the end", "is this the end?") or before any other word
        # ("the end of the game") they name nothing.
        "end_words": t.pgettext(
            "end words",
            "the end of|end of|at the end of|at the very end of|the very end of|on the end of|the bottom of"
            "|at the bottom of|bottom of|the tail of|at the tail of",
        ),
        # Translators: the words said of a card moved onto, between it and the foundation it lies on ("the 5 on
        # the 4 that is already on the foundation", "sobre el 4 que ja és a les bases", "op de 4 die al op de
        # eindstapel ligt", "sul 4 che è già in fondazione", "na četvorku koja je već na temeljima"),
        # "|"-separated, with and without accents: "that is", "already", the verbs of lying there in every
        # form, also those said after the foundation (Dutch "ligt"). Only where the card moved onto lies.
        "lying_there_words": t.pgettext(
            "lying there words",
            "that is already|that s already|thats already|which is already|that is|that s|which is|already"
            "|that lies|that lies already|that is lying|that is sitting|that s sitting|that sits|lying|sitting"
            "|that i have|that i already have|i have|over there|there",
        ),
        # Translators: the words for "each" and "every" said before the word for column ("the top card of each
        # column", "la carta de dalt de cada columna"), "|"-separated, every gender and case a player types.
        # The top cards of each column are the exposed cards, all of them.
        "each_words": t.pgettext("each words", "each|every|each single|every single|all the|all"),
        # Translators: the one-word forms of "all" said of every copy of a rank, before it or after it ("all
        # the aces up", "tutti gli assi", "os ases todos", "sve aseve"), "|"-separated, every gender, number
        # and case. Beside a rank they say both copies of it and nothing more.
        "every_copy_words": t.pgettext("each words", "all|both|every"),
        # Translators: the idioms that end a sentence with a vague "and the rest" ("show me my stats, wins
        # and all", "hint, etc."), "|"-separated: "and all", "and everything", "and stuff", "and so on",
        # "etc". Said last in a line that asks for something else, they are passed over; said alone they
        # keep their own meaning. Never a phrase that ends a command of its own ("undo all").
        "tail_words": t.pgettext(
            "tail words", "and all|and everything|and stuff|and so on|and so forth|and whatnot|etc|etcetera"
        ),
        # Translators: the words that open a clause naming what the player does NOT want, said after what
        # they want ("the top cards, not the whole board", "les cartes de dalt, no tot el tauler", "as cartas à
        # vista, não preciso da mesa toda"), "|"-separated: "not", "but not", "I don't need", "I don't want",
        # with the small word after them where your language glues one on ("não preciso da"). Said after a
        # comma, what the clause names is passed over and what is said before it is read.
        "unwanted_words": t.pgettext(
            "unwanted words",
            "not|but not|and not|not the|i don t need|don t need|i don t want|don t want|no need for|i don t need the"
            "|rather than|instead of",
        ),
    }


@cache
def there_words(lang: str) -> frozenset[Phrase]:
    """The words for "there" (a place named before), in `lang` and English, folded; glued
    endings keep their "-"."""
    texts = {_words(translator(source))["there_words"] for source in dict.fromkeys((lang, "en"))}
    forms = [w.strip() for text in texts for w in text.split("|") if normalize(w)]
    return frozenset(
        ("-" + normalize(w),) if w.startswith("-") else tuple(normalize(w).split()) for w in forms
    )


@cache
def onto_it_words(lang: str) -> tuple[Phrase, ...]:
    """ "on it", "erop", "em cima dela", "lì sopra", "a sobre", "na nju": onto the card named
    last, in `lang` and English, folded, longest first."""
    return longest_first(phrases_of(entry(_words, "onto_it_words"), lang))


@cache
def numbered_piles(lang: str) -> frozenset[str]:
    """The words that name a column when a number follows them, in `lang` and English."""
    return forms_of(entry(_words, "numbered_piles"), lang)


@cache
def relay_words(lang: str) -> tuple[Phrase, ...]:
    """The words that pass on someone else's move, in `lang` and English, folded, longest first."""
    return longest_first(phrases_of(entry(_words, "relay_words"), lang))


@cache
def softeners(lang: str) -> tuple[Phrase, ...]:
    """The softening words of `lang` and English, folded, longest first."""
    return longest_first(phrases_of(entry(_words, "softeners"), lang))


@cache
def speak_words(lang: str) -> frozenset[str]:
    """The verbs of speaking that may stand right before a language's name, in `lang` and
    English, folded."""
    return frozenset(" ".join(w) for w in words_of(entry(_words, "speak_words"), lang))


@cache
def also_words(lang: str) -> frozenset[Phrase]:
    """ "too", "també", "ook": the card goes where the last one went."""
    return words_of(entry(_words, "also_words"), lang)


@cache
def manner_words(lang: str) -> frozenset[Phrase]:
    """ "as", "com", "als", "como", "come", "kao": the way a thing is shown."""
    return words_of(entry(_words, "manner_words"), lang)


@cache
def so_words(lang: str) -> frozenset[Phrase]:
    """ "so", "doncs", "dus", "pois", "quindi", "dakle": a line that draws on the one before."""
    return words_of(entry(_words, "so_words"), lang)


@cache
def first_words(lang: str) -> frozenset[Phrase]:
    """ "first", "prima", "eerst", "prvo": what is done first, said before a card or a verb."""
    return words_of(entry(_words, "first_words"), lang)


@cache
def and_words(lang: str) -> frozenset[Phrase]:
    """ "and", "i", "en", "e": a line that goes on from the one before."""
    return words_of(entry(_words, "and_words"), lang)


@cache
def then_words(lang: str) -> tuple[Phrase, ...]:
    """ "and then", "i després", "en dan", "pa": two commands of one line, done in turn;
    longest first."""
    return longest_first(phrases_of(entry(_words, "then_words"), lang))


@cache
def then_spellings(lang: str) -> frozenset[str]:
    """The words of the "then" class as the catalogues write them, accents kept, in `lang`
    and English: a word typed with an accent its joint has not is another word (Portuguese
    "é", is, beside "e", and)."""
    texts = {_words(translator(source))["then_words"] for source in dict.fromkeys((lang, "en"))}
    return frozenset(w.lower() for text in texts for form in text.split("|") for w in form.split())


def then_word(t: Translator) -> str:
    """The language's first word for "then" as the catalogue writes it ("and then", "en dan"),
    for an example line."""
    return _words(t)["then_words"].split("|")[0].strip()


@cache
def under_words(lang: str) -> frozenset[Phrase]:
    """ "under", "a sota", "de sota": a place under a card, which no command names."""
    return words_of(entry(_words, "under_words"), lang)


@cache
def grid_words(lang: str) -> frozenset[Phrase]:
    """ "compact", "with the card names": what is said of the grid beside its word."""
    return words_of(entry(_words, "grid_words"), lang)


@cache
def lying_there_words(lang: str) -> frozenset[Phrase]:
    """The words said of a card moved onto beside the foundation it lies on, in `lang` and
    English, folded."""
    return words_of(entry(_words, "lying_there_words"), lang)


@cache
def end_words(lang: str) -> frozenset[Phrase]:
    """The words for the end of a pile said before it, in `lang` and English, folded."""
    return words_of(entry(_words, "end_words"), lang)


@cache
def each_words(lang: str) -> frozenset[Phrase]:
    """ "each", "every", "cada", "elke", "ogni", "svakog": every one of the places named after."""
    return words_of(entry(_words, "each_words"), lang)


@cache
def every_copy_words(lang: str) -> frozenset[str]:
    """ "all", "tutti", "todos", "sve": every copy of the rank said beside it, one word each."""
    return frozenset(w[0] for w in words_of(entry(_words, "every_copy_words"), lang) if len(w) == 1)


@cache
def this_words(lang: str) -> frozenset[Phrase]:
    """ "that", "quel", "aquest", "taj": a card pointed at, in `lang` and English."""
    return words_of(entry(_words, "this_words"), lang)


def _foundations_words(t: Translator) -> str:
    # Translators: the word for the foundations all together, in the plural ("the foundations", "les
    # bases"), "|"-separated, every plural form a player types alone. Named alone they read the
    # foundations, even right after the game said where a card goes ("it goes to foundation 1"), where
    # the singular ("foundation", "to the foundation") sends the card there.
    return t.pgettext("foundations words", "foundations|final piles|foundation piles|home piles")


@cache
def foundations_words(lang: str) -> frozenset[Phrase]:
    """ "foundations", "les bases", "fundamenten": all the foundations, named to be read."""
    return words_of(_foundations_words, lang)


@cache
def tail_words(lang: str) -> frozenset[Phrase]:
    """ "and all", "i tot", "enzovoort", "e tal", "eccetera", "i tako dalje": a vague "and the
    rest" said after what the line asks for."""
    return words_of(entry(_words, "tail_words"), lang)


@cache
def tail_spellings(lang: str) -> frozenset[str]:
    """The idioms of "and the rest" as the catalogues write them, accents kept, letters only:
    Portuguese "é tudo" (that is all) and Italian "è tutto" fold to "e tudo", "e tutto", and
    are no idiom of the rest."""
    texts = {_words(translator(source))["tail_words"] for source in dict.fromkeys((lang, "en"))}
    return frozenset(letters(form) for text in texts for form in text.split("|"))


def letters(said: str) -> str:
    """The letters and digits of `said`, lower case, accents kept."""
    return "".join(ch for ch in said.lower() if ch.isalnum())


@cache
def unwanted_words(lang: str) -> tuple[Phrase, ...]:
    """ "not", "no", "niet", "não preciso da", "non", "ne": a clause of what is not wanted,
    in `lang` and English, folded, longest first."""
    return longest_first(phrases_of(entry(_words, "unwanted_words"), lang))
