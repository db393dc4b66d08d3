"""The words of a count of moves: "the last three moves", "tres jugades", "drie zetten".
A number with a noun of moves after it counts the moves an undo or a redo takes back or
plays again, wherever the line says it; "the last" before it says which moves."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, entry, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.lexicon import all_entries


def count_words(t: Translator) -> dict[str, str]:
    """This module's word classes in the catalogue, by name, each "|"-separated."""
    return {
        # Translators: the nouns a count of moves takes, as in "undo three moves", "three moves back",
        # "go back two steps" ("|"-separated), in every form a number takes before them (plural, cases:
        # Croatian "poteza", "koraka"). A number said with one of them in a line that undoes or redoes is how
        # many moves, wherever it stands ("drie zetten terug", "tres jugades desfés").
        "counted_moves": t.pgettext("count words", "moves|move|steps|step|actions|action|plays|turns"),
        # Translators: the nouns of a draw from the stock, as the object of an undo: "undo the last draw",
        # "take back that draw" ("|"-separated), every form (plural, the noun of the card drawn: Catalan "carta
        # robada"), including a verb of drawing that is also the noun (English "draw", Portuguese "compra").
        # Said after a verb of undoing or of taking back, with only an article, a demonstrative or "last"
        # between, one of them is the action undone, and it draws nothing.
        "draw_nouns": t.pgettext("count words", "draw|draws|drawing"),
        # Translators: the words that say an undo or a redo is of the move of a card, said right before the
        # card, as in "undo the one with the 9", "undo the move of the 9 of clubs", "anula essa do 9", "desfés
        # la del 9", "maak die van de 9 ongedaan", "annulla quella del 9", "poništi onaj s devetkom"
        # ("|"-separated, every form: gender, with the article or the preposition glued to it). The number
        # after them is the card's, never a count of moves: the move is taken back (or played again) only
        # when it is that card's, and otherwise the game says which move it is.
        "card_move_said": t.pgettext(
            "count words",
            "the one with|the one with the|that one with|that one with the|the one of|the one of the"
            "|the move of|the move of the|the move with|the move with the|that move of|that move of the"
            "|the move with the|the one that moved|the one that moved the",
        ),
        # Translators: the nouns of one move, singular only, as said right after the card whose move it is:
        # "undo the 9's move", "undo the jack move", "redo the 9 move" ("|"-separated, every singular form and
        # case, with the possessive ending typed before the noun where the language has one: English "s
        # move"). A card, or a number, said right before one of them names the card whose move it is, never a
        # count of moves (a count takes the plural nouns above: "undo 9 moves"); "undo 1 move" stays one undo.
        "one_move_nouns": t.pgettext("count words", "move|play|step|s move|s play|s step"),
        # Translators: the words for "last" said of moves before or after their count, as in "undo the last
        # three moves", "the three last moves" ("|"-separated), every form (feminine, plural, cases), with the
        # article that goes with them when it is glued or usual ("le ultime", "as últimas").
        "last_words": t.pgettext("count words", "last|the last|latest|previous|the previous|most recent"),
        # Translators: the nouns of a count of times, as in "undo 2 times", "undo it three times" ("|"-separated),
        # in every form a number takes before them (Croatian "puta", Dutch "keer|maal"). A number with one of
        # them in a line that undoes or redoes is how many moves.
        "times_nouns": t.pgettext("count words", "times|time"),
        # Translators: the words that say a count of times alone, as in "undo twice": groups separated by "|",
        # the first for once, the next for twice, and so on; inside a group, every form separated by ","
        # (Croatian "jednom|dvaput,dvaputa|triput,triputa"). Where a count of times is always a number and a
        # noun, give those phrases ("una vegada,un cop|dues vegades,dos cops|tres vegades,tres cops").
        "times_said": t.pgettext("count words", "once,one time|twice,two times|thrice,three times"),
        # Translators: the words that say "all the moves" after undo or redo, as in "redo them all", "undo
        # everything", "redo all the moves", "undo back to the start" ("|"-separated), every form. A redo so
        # said plays again every move taken back; an undo so said takes back only a few moves, and otherwise
        # says how to restart.
        "all_said": t.pgettext(
            "count words",
            "all|them all|all of them|everything|all the moves|all my moves|every move"
            "|all the way back|back to the start|to the start|back to the beginning|to the beginning",
        ),
        # Translators: the plural nouns of moves a player says after redo with no number, as in "redo the
        # undone moves", "redo the moves I undid" ("|"-separated, every plural form and case: Croatian
        # "poteze|potezi|korake"; no singular form). A redo said with one plays again every move taken
        # back, as "redo them all" does; with a number ("redo 3 moves") the number counts.
        "plural_moves": t.pgettext("count words", "moves|steps|actions|plays|turns"),
        # Translators: the words for "both" a player says of moves after undo or redo, as in "redo both",
        # "undo both of them", "allebei terug" ("|"-separated, every form: masculine, feminine, with the
        # article that goes with them). Said where a count is taken, they count two moves.
        "both_said": t.pgettext("count words", "both|both of them|the two of them"),
        # Translators: the endings a player glues to a rank in digits to say it in the plural, as in "the two
        # 7s of hearts", Dutch "de twee 7en van harten" ("|"-separated, the ending alone, as typed after the
        # digits). Only before a suit ("of hearts") is such a word the rank's plural; "7s" alone stays the 7
        # of spades.
        "digit_plurals": t.pgettext("count words", "s|es"),
        # Translators: the relative clause a player says of the moves taken back, after redo and a word for
        # "all", as in "redo everything I undid", "redo all the moves that I took back" ("|"-separated, the
        # clause alone, every person, gender and tense: Croatian "koje sam poništio|koje sam poništila|što sam
        # poništio", Dutch "wat ik teruggedraaid heb|die ik ongedaan heb gemaakt"). With a word for "all" the
        # line plays again every move taken back, even with a verb of bringing back (Croatian "vrati sve
        # poteze koje sam poništio"); without it ("redo what I undid") it redoes one move, as "redo" does.
        "undone_said": t.pgettext(
            "count words",
            "i undid|that i undid|what i undid|which i undid|i have undone|that i have undone|i've undone"
            "|that i've undone|i just undid|i took back|that i took back|what i took back|you undid|that you undid",
        ),
        # Translators: the plural pronoun a player says of moves after redo, as in "redo them", "refés-les",
        # "refaz-as" ("|"-separated, the pronoun alone, every form a verb takes before or after it): said
        # right after several moves were taken back, it plays them all again, as "redo them all" does.
        "them_said": t.pgettext("count words", "them|those"),
        # Translators: the plural object pronoun a player says of the moves just taken back, with a verb of
        # putting or bringing back, as in "put them back", "bring them both back", "torna-les a posar", "zet ze
        # terug", "põe-nas de volta", "vrati ih" ("|"-separated, the pronoun alone, every form: "as|os|nas|nos").
        # Endings glued to the verb are written with a hyphen first ("-le|-li" for Italian "rimettile",
        # "riportali"). Only pronouns: an article of the same form ("põe as cartas") is read as an article, since
        # the line must then be a bare bringing back. No demonstratives: "bring those 3 moves back" counts.
        # Said so, the line plays those moves again, never undoes.
        "them_back": t.pgettext("count words", "them"),
        # Translators: the verbs of putting or bringing back a player says with the plural pronoun above, as
        # in "put them back", "bring them back", "zet ze terug", "torna-les a posar", "põe-nas de volta", "vrati
        # ih" ("|"-separated, one word each, every imperative form: familiar, polite, plural, with and without
        # accents). Never a verb of taking or undoing ("take them back" takes moves back).
        "bring_back_verbs": t.pgettext("count words", "put|bring|give|set"),
        # Translators: the demonstratives a player says before a number of moves, as in "redo those five",
        # "undo these 3 moves", "doe die vijf weer opnieuw" ("|"-separated, every gender and case: Croatian
        # "ta|te|tih|ova|ove|ovih"). A number after one, in a line that otherwise undoes or redoes, counts
        # the moves and names no card; right after moves were undone, "back" said of "those moves" may
        # mean them played again, and the game asks.
        "those_words": t.pgettext("count words", "those|these"),
        # Translators: the word for "more" a player says alone to have the last draw, undo or redo once more
        # ("mais", "meer", "més"), "|"-separated, one word each. Only the plain word for "more": words for a
        # longer or fuller reply ("longer", "detailed") change the replies' length and never act.
        "more_words": t.pgettext("count words", "more"),
        # Translators: the forms of the verb "repeat" a player types before a count of moves to play them
        # again, as in "repeat 3 moves" ("|"-separated, one or two words each: "repetir|repete|repita").
        # Only forms of the verb: "what", "pardon" or "say that again" before a count are no redo. Alone
        # these words always say the last reply again, also right after an undo.
        "repeat_verbs": t.pgettext("repeat verbs", "repeat"),
        # Translators: the words for "top" said right beside a number of cards, as in "move the top two of
        # column 3 to 8", "the two top cards" ("|"-separated, every gender and number: "top", "upper", "on
        # top"). Beside such a word the number counts cards from the top of a column, never names a column.
        "top_count": t.pgettext("count words", "top|the top|upper|topmost|on top|at the top|from the top"),
        # Translators: the words that say cards move together as one run, as in "move the top two of column
        # 3 together to 8" ("|"-separated, every gender and number: "together", "as a group"). Beside them a
        # number said before the places counts the cards moved, never names a column.
        "together": t.pgettext("count words", "together|all together|as a group|as a run|as one|at once"),
        # Translators: the words that say a counted draw, undo or redo is done one time after the other, as
        # in "draw three cards in a row", "undo 4 moves one after the other" ("|"-separated, every form:
        # "in a row", "one after another", "in succession"). Beside such a count they add nothing to it.
        "in_a_row": t.pgettext(
            "count words",
            "in a row|one after another|one after the other|in succession|back to back|consecutively|straight",
        ),
    }


@cache
def counted_moves(lang: str) -> frozenset[Phrase]:
    """The nouns of a count of moves, in `lang` and English, folded."""
    return words_of(entry(count_words, "counted_moves"), lang)


@cache
def draw_nouns(lang: str) -> frozenset[Phrase]:
    """The nouns of a draw undone ("draw", "pescata", "trekking"), in `lang` and English, folded."""
    return words_of(entry(count_words, "draw_nouns"), lang)


@cache
def card_move_said(lang: str) -> frozenset[Phrase]:
    """The words said before a card whose move is undone or redone ("the one with the",
    "essa do", "quella del"), in `lang` and English, folded."""
    return words_of(entry(count_words, "card_move_said"), lang)


@cache
def one_move_nouns(lang: str) -> frozenset[Phrase]:
    """The singular nouns of one move said after the card whose move it is ("the 9's move",
    "the jack move"), in `lang` and English, folded."""
    return words_of(entry(count_words, "one_move_nouns"), lang)


@cache
def last_words(lang: str) -> frozenset[Phrase]:
    """The words for "last" said of a count of moves, in `lang` and English, folded."""
    return words_of(entry(count_words, "last_words"), lang)


@cache
def times_nouns(lang: str) -> frozenset[Phrase]:
    """The nouns of a count of times, in `lang` and English, folded."""
    return words_of(entry(count_words, "times_nouns"), lang)


@cache
def times_said(lang: str) -> dict[Phrase, int]:
    """The words that say a count of times alone, with the count, in `lang` and English, folded."""
    out: dict[Phrase, int] = {}
    for source in dict.fromkeys((lang, "en")):
        for n, group in enumerate(count_words(translator(source))["times_said"].split("|"), 1):
            for form in group.split(","):
                if words := tuple(normalize(form).replace("'", " ").split()):
                    out.setdefault(words, n)
    return out


@cache
def all_said(lang: str) -> frozenset[Phrase]:
    """The words for "all the moves" after undo or redo, in `lang` and English, folded."""
    return words_of(entry(count_words, "all_said"), lang)


@cache
def plural_moves(lang: str) -> frozenset[Phrase]:
    """The plural nouns of moves ("moves", "jugades", "poteze"), in `lang` and English, folded."""
    return words_of(entry(count_words, "plural_moves"), lang)


@cache
def both_said(lang: str) -> frozenset[Phrase]:
    """The words for "both" said of moves, which count two, in `lang` and English, folded."""
    return words_of(entry(count_words, "both_said"), lang)


@cache
def digit_plurals(lang: str) -> frozenset[str]:
    """The endings glued to a rank in digits for its plural ("7s", "7en"), in `lang` and English."""
    return frozenset(" ".join(words) for words in words_of(entry(count_words, "digit_plurals"), lang))


@cache
def undone_said(lang: str) -> frozenset[Phrase]:
    """The relative clauses of the moves taken back ("I undid", "koje sam poništio"), in
    `lang` and English, folded."""
    return words_of(entry(count_words, "undone_said"), lang)


@cache
def them_said(lang: str) -> frozenset[Phrase]:
    """The plural pronouns said of moves after redo ("them", "les", "ze"), in `lang` and English, folded."""
    return words_of(entry(count_words, "them_said"), lang)


@cache
def them_back(lang: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The plural object pronouns said of the moves taken back with a verb of bringing back
    ("them", "les", "ze", "nas", "ih"), and the endings that glue one to the verb ("le" of
    "rimettile"), longest first; in `lang` and English, folded."""
    said = {w.strip() for source in dict.fromkeys((lang, "en")) for w in _them_back(source)}
    glued = {normalize(w[1:]) for w in said if w.startswith("-")}
    alone = {normalize(w) for w in said if not w.startswith("-")}
    return frozenset(w for w in alone if w and " " not in w), tuple(
        sorted(filter(None, glued), key=len, reverse=True)
    )


@cache
def bring_back_verbs(lang: str) -> frozenset[str]:
    """The verbs said with a plural pronoun of moves to bring them back ("put", "zet",
    "torna", "põe", "vrati"), in `lang` and English, folded, one word each."""
    return frozenset(w for phrase in words_of(entry(count_words, "bring_back_verbs"), lang) for w in phrase)


def _them_back(lang: str) -> list[str]:
    return count_words(translator(lang))["them_back"].split("|")


@cache
def those_words(lang: str) -> frozenset[Phrase]:
    """The demonstratives said before a number of moves ("those", "die", "tih"), in `lang` and English, folded."""
    return words_of(entry(count_words, "those_words"), lang)


@cache
def more_words(lang: str) -> frozenset[Phrase]:
    """ "more", "mais", "meer" alone: once more, right after the action."""
    return words_of(entry(count_words, "more_words"), lang)


@cache
def repeat_verbs(lang: str) -> frozenset[Phrase]:
    """ "repeat", "repete", "ponovi": the verb of repeating, which before a count of moves
    ("ponovi 3 poteza") redoes them; in `lang` and English, folded."""
    return words_of(entry(count_words, "repeat_verbs"), lang)


@cache
def in_a_row(lang: str) -> frozenset[Phrase]:
    """ "in a row", "achter elkaar", "de seguida": a counted command done one time after the
    other; in `lang` and English, folded."""
    return words_of(entry(count_words, "in_a_row"), lang)


@cache
def top_count(lang: str) -> frozenset[Phrase]:
    """ "top", "de dalt", "bovenste": said beside a number, the cards counted from the top;
    in `lang` and English, folded."""
    return words_of(entry(count_words, "top_count"), lang)


@cache
def together_words(lang: str) -> frozenset[Phrase]:
    """ "together", "juntes", "samen": cards moved as one run; in `lang` and English, folded."""
    return words_of(entry(count_words, "together"), lang)


@cache
def card_words(lang: str) -> frozenset[Phrase]:
    """The words for "card" and "cards" (the lexicon's), in `lang` and English, folded."""
    return frozenset(
        tuple(normalize(w).split())
        for source in dict.fromkeys((lang, "en"))
        for w in all_entries(source)["cardword"]
    )
