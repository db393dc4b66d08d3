"""A second reading for a question the parser did not understand word for word.

Players ask in words no list can hold ("is there anything I can move at all?", "any
hints?", "em dones una pista?"). When a line is not understood, its words are searched
for the marks of a few questions that change nothing (the legal moves, a hint, whether
the game can still be won, the score, the rules, help, the board). Exactly one question
must be marked, or the line stays not understood. A wrong reading here only reads
something out; the lines that may act never come this way (the parser checks that).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache, lru_cache

from fortythieves.lang.folding import NearIndex, normalize, one_slip, stem_left_out
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.intents import Cmd
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.questionmarks import CONCEPTS, question_marks

Phrase = tuple[str, ...]


def _entry_texts(make: Callable[[Translator], str], lang: str) -> set[str]:
    """A catalogue entry in `lang` and in English, whose words every player may type."""
    return {make(translator(source)) for source in dict.fromkeys((lang, "en"))}


def phrases_of(make: Callable[[Translator], str], lang: str) -> frozenset[Phrase]:
    """The "|"-separated phrases of a catalogue entry, in `lang` and English, folded, as words."""
    return frozenset(
        tuple(normalize(w).split())
        for text in _entry_texts(make, lang)
        for w in text.split("|")
        if normalize(w)
    )


def forms_of(make: Callable[[Translator], str], lang: str) -> frozenset[str]:
    """The "|"-separated forms of a catalogue entry, in `lang` and English, folded, each whole."""
    return frozenset(
        normalize(w) for text in _entry_texts(make, lang) for w in text.split("|") if normalize(w)
    )


def parted_phrases_of(make: Callable[[Translator], str], lang: str) -> frozenset[tuple[Phrase, ...]]:
    """The "|"-separated phrases of a catalogue entry, in `lang` and English, each as its
    parts: a phrase said around other words is written with "..." where they go (Dutch
    "had ... moeten"), and a phrase said whole is one part."""
    return frozenset(
        parts
        for text in _entry_texts(make, lang)
        for w in text.split("|")
        if (
            parts := tuple(
                tuple(normalize(part).split())
                for part in w.replace("…", "...").split("...")
                if normalize(part)
            )
        )
    )


def entry(table: Callable[[Translator], dict[str, str]], key: str) -> Callable[[Translator], str]:
    """One word class of a module's table of catalogue entries, as the readers above take it."""
    return lambda t: table(t)[key]


def longest_first(phrases: Iterable[Phrase]) -> tuple[Phrase, ...]:
    """`phrases` ordered so that a longer phrase is matched before a shorter one inside it."""
    return tuple(sorted(phrases, key=len, reverse=True))


def _words(t: Translator) -> dict[str, str]:
    """This module's word classes in the catalogue, by name, each "|"-separated."""
    return {
        # Translators: words that negate or hold back a command ("don't move it", "no, wait"),
        # "|"-separated: a line holding one is never guessed at when some of its words are not
        # understood. Every form players type, with and without the apostrophe.
        "negations": t.pgettext(
            "negation words",
            "not|dont|don t|do not|didnt|didn t|never|no|nope|nah|wait|hold on|hang on|never mind|nevermind"
            "|forget it|rather|without|instead|except|stop|cancel",
        ),
        # Translators: words and phrases by which a player says they are stuck ("am I stuck", "I'm stuck"),
        # "|"-separated; "*" as above. Alone they ask for a hint or whether the game can be won; said beside a
        # question about the moves ("is there anything I can move, or am I stuck?") that question is meant.
        "stuck_words": t.pgettext(
            "question marks", "stuck|am i stuck|i m stuck|im stuck|screwed|am i screwed|blocked"
        ),
        # Translators: words that open a question ("how many cards are left in the stock", "what is on the
        # waste"), "|"-separated: a line that begins with one is asked even without a question mark.
        "question_openers": t.pgettext(
            "question marks", "how|how many|how much|what|which|is there|are there|do i|can i|have i"
        ),
        # Translators: words by which a player corrects or takes back what they just said ("move column 2 onto
        # 5, sorry, I mean onto 6", "..., no wait, draw", "never mind, draw"), "|"-separated, with the "no"
        # that often comes with them ("no wait"); besides the negation words above, which correct too. A card
        # or place said after them replaces the one said before them; a whole command after them acts alone.
        # Never a word that may begin a command.
        "correction_words": t.pgettext(
            "correction words", "sorry|i mean|i meant|make that|or rather|correction|oops"
        ),
        # Translators: words that begin a clause giving a reason or saying more, after a command ("give me a
        # hint, because I'm stuck", "undo that, since I was wrong"), "|"-separated: what follows one of them is
        # passed over when the words before it make a whole command. Conjunctions only ("because", "since").
        "clause_words": t.pgettext("clause words", "because|cause|cos|coz|cuz|since|as i|for i"),
        # Translators: words that begin a remark on what a move will bring, after the move ("put the 6 on the 7,
        # so column 2 is free", "..., that frees column 2"), "|"-separated: the connectors of consequence or
        # purpose ("so", "then", "to free") and the verbs of a state ("frees", "is empty", "stays free"), in
        # every form a player types. A place named after one of them is never where the card goes.
        "consequence_words": t.pgettext(
            "clause words",
            "so|so that|and so|then|and then|that way|which|that frees|that will free|which frees|to free|to empty"
            "|free up|frees|frees up|freeing|empties|emptying|is empty|will be empty|is free|will be free"
            "|stays free|stays empty|that leaves|leaves me|gives me|i get|i ll have|i will have|i have"
            "|should free|would free|will free|could free|it frees|that should free|that would free|that ll free"
            "|will empty|that ll empty|that empties|to get|opens|opens up|that opens|will open|that ll open",
        ),
        # Translators: the verbs and adjectives of freeing, uncovering or emptying a card or a place, as said in
        # a remark after a move ("..., and that frees up the ace", "..., so column 4 is empty"), "|"-separated,
        # in every form a player types (first person too: "so I uncover the ace"). A remark begun by one of the
        # consequence words above and holding one of these is never a second move, even when it names a card.
        "freeing_words": t.pgettext(
            "clause words",
            "free|frees|freed|freeing|free up|frees up|uncover|uncovers|uncovered|empty|empties|emptied|emptying"
            "|open|opens|opens up|clear|clears|clears up",
        ),
        # Translators: words and phrases by which a player asks to do the last move once more, as in "do that
        # move again", "bring back the move I just undid" ("|"-separated): adverbs of "again" and verbs of
        # bringing back. Said with the noun "move" or "it" and no card or place, they play again the move
        # that was undone (redo), never list the moves.
        "again_words": t.pgettext(
            "again words", "again|once more|one more time|all over again|bring back|put back"
        ),
        # Translators: what a player says of the move they undid when they want it back ("put back the move I
        # just undid", "redo it, I shouldn't have undone it"), "|"-separated: the past forms of "undo" and the
        # phrases of regret around them. Said beside "again" or redo they are a remark and never undo.
        "undone_words": t.pgettext(
            "undone words",
            "i just undid|that i undid|i undid|just undid|undid|undone|i ve undone|i have undone"
            "|i shouldn t have undone|shouldn t have undone|should not have undone|wrongly undone",
        ),
        # Translators: the words before the word "card" that leave the card unsaid, as in "put a card on
        # column 3" ("|"-separated): indefinite articles and "any", "some", in every form. The place named
        # after "a card" is where a card would go, never where it lies; the game asks which card is meant.
        "any_card_words": t.pgettext("card words", "a|an|any|some|one|another"),
        # Translators: the words after "the card" that say where it goes and never where it lies, as in "move
        # the card onto column 3" ("|"-separated): prepositions of direction only. Leave out those that also
        # say where a card lies ("in", "on"): "play the card in column 3" plays that column's card.
        "onto_words": t.pgettext("card words", "onto|on to|on top of|over to|towards|to"),
        # Translators: the word "or" and its forms, as in "can this game still be won, or am I wasting my
        # time?" ("|"-separated): what follows it after a question that only reads something out is a remark
        # and is passed over.
        "or_words": t.pgettext("or words", "or|or else|or am i|or is it"),
        # Translators: what a player adds at the end of a question to press for a plain answer, as in "should I
        # draw or not?" ("|"-separated): "or not" and its everyday forms. Said last in a question they change
        # nothing: the question is answered as without them.
        "or_not_words": t.pgettext("or words", "or not|or no|or what"),
        # Translators: names players give to languages the game does not offer that are not the usual name of
        # the language ("Castilian" for Spanish), "|"-separated, one word each; a switch to one of them is
        # answered with the languages there are.
        "other_language_names": t.pgettext("language names", "castilian|flemish|valencian"),
        # Translators: the short questions a speaker tags onto a statement to ask for agreement, as in "the
        # two can go to the foundation, can't it?", "|"-separated, most natural first. Said alone after a
        # comma and before "?", they ask nothing more than the statement says.
        "tag_questions": t.pgettext(
            "tag questions",
            "can't it|can it not|cannot it|isn't it|right|no|yes|eh|ok|okay|correct|true|don't you think|won't it",
        ),
        # Translators: the words of "and now?", "what now?" ("and now, what can I play?"), "|"-separated. Alone
        # they ask for a hint; beside a question about the moves ("what can I play now?") that question is
        # meant.
        "now_words": t.pgettext("question marks", "and now|what now|now what|now|what next|and then"),
        # Translators: "at all", "even", "still" said in a question of the moves ("can I still do anything at
        # all?", "kan ik überhaupt nog iets doen?"), "|"-separated, every spelling: passed over, it asks the moves.
        "at_all_words": t.pgettext("question marks", "at all|even|still|at this point|whatsoever"),
        # Translators: the words of "and then?", "and after that?" said alone right after a hint ("|"-separated):
        # they ask what comes after the hinted move on its line, and play nothing. Elsewhere they ask for a hint;
        # said before a command ("and then, draw") the command is meant.
        "after_words": t.pgettext(
            "question marks", "and then|and after that|after that|and after this|what after that"
        ),
        # Translators: the words of "the next one" said alone ("next", "the next one", "and the next one"),
        # "|"-separated: the adjective "next" in every gender and case a player says it, with its article or a
        # word for "one", with and without "and". Right after a hint, or after its move was played, they ask
        # for the next hint; elsewhere the game asks whether the next move or the next card is meant. Said
        # before a command ("next, draw"), the command is meant; phrases that name what comes next ("next
        # card", "next move") belong to their own commands.
        "next_words": t.pgettext(
            "question marks", "next|next one|the next one|the next|and next|and the next|and the next one"
        ),
        # Translators: the words by which a player asks whether a card may go somewhere, with the card or
        # "I" as the subject ("can the seven go on the eight?", "may I put the jack on the queen?"),
        # "|"-separated: every person and form but "you" (a question to the game, "can you move it?", is a
        # request and acts). A move asked about this way is checked and offered; a "yes" plays it.
        "may_words": t.pgettext(
            "may words", "can|may|could|might|is it ok to|is it okay to|am i allowed to|fit|fits"
        ),
        # Translators: the words by which a player asks for advice about a move, not whether it is allowed
        # ("should I put the jack on the queen?", "is it worth drawing?"), "|"-separated, every person and
        # form. The answer is the hint's verdict on that move; "can"/"may" words above ask only whether it
        # is allowed.
        "should_words": t.pgettext(
            "may words",
            "should i|should we|shall i|ought i to|is it worth|is it a good idea to|would it be good to|"
            "is it better to|had i better",
        ),
        # Translators: the words for "you" addressed to the game ("can you put the seven on the eight?"),
        # "|"-separated, with the verb forms of "can"/"could" that say "you" on their own: beside the words
        # above they make a request, which acts.
        "you_words": t.pgettext("may words", "you|u|ya|ye"),
        # Translators: the answers that accept a move the game offers ("Shall I move it?"), "|"-separated, most
        # natural first: yes and its everyday forms, "ok", "do it", "go ahead". A line made only of these
        # plays the move; anything else leaves it.
        "yes_words": t.pgettext(
            "yes words",
            "yes|y|yeah|yep|yup|yes please|please|ok|okay|sure|do it|go ahead|go on|move it|play it|of course|right",
        ),
    }


@cache
def question_openers(lang: str) -> frozenset[Phrase]:
    """The words that open a question, in `lang` and English."""
    return phrases_of(entry(_words, "question_openers"), lang)


@cache
def correction_words(lang: str) -> frozenset[Phrase]:
    """The words that correct what was said before them, in `lang` and English."""
    return phrases_of(entry(_words, "correction_words"), lang)


@cache
def freeing_words(lang: str) -> frozenset[Phrase]:
    """The words of freeing or emptying a card or place, in `lang` and English."""
    return phrases_of(entry(_words, "freeing_words"), lang)


@cache
def undone_words(lang: str) -> tuple[Phrase, ...]:
    """The words said of a move undone, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "undone_words"), lang))


@cache
def again_words(lang: str) -> frozenset[Phrase]:
    """The words that ask for the last move once more, in `lang` and English, folded."""
    return phrases_of(entry(_words, "again_words"), lang)


@cache
def any_card_words(lang: str) -> frozenset[str]:
    """The words that leave the card unsaid before "card", in `lang` alone (English "a" is
    Portuguese "the"), folded."""
    return frozenset(
        normalize(w) for w in _words(translator(lang))["any_card_words"].split("|") if normalize(w)
    )


@cache
def onto_words(lang: str) -> frozenset[str]:
    """The words of direction only, in `lang` and English, folded."""
    return forms_of(entry(_words, "onto_words"), lang)


@cache
def or_not_words(lang: str) -> frozenset[Phrase]:
    """ "or not" at the end of a question, in `lang` and English, folded."""
    return phrases_of(entry(_words, "or_not_words"), lang)


@cache
def or_words(lang: str) -> frozenset[Phrase]:
    """The words for "or", in `lang` and English, folded."""
    return phrases_of(entry(_words, "or_words"), lang)


@cache
def tag_questions(lang: str) -> frozenset[Phrase]:
    """The tag questions of `lang` and English, folded."""
    return phrases_of(entry(_words, "tag_questions"), lang)


@cache
def other_language_names(lang: str) -> frozenset[str]:
    """Other names of languages the game does not offer, in `lang` and English, folded."""
    return forms_of(entry(_words, "other_language_names"), lang)


@cache
def consequence_words(lang: str) -> frozenset[Phrase]:
    """The words that begin a remark on what a move brings, in `lang` and English."""
    return phrases_of(entry(_words, "consequence_words"), lang)


@cache
def clause_words(lang: str) -> frozenset[Phrase]:
    """The words that begin a clause of explanation, in `lang` and English."""
    return phrases_of(entry(_words, "clause_words"), lang)


@cache
def negation_words(lang: str) -> frozenset[Phrase]:
    """The language's own negations, and the English ones, less an English word its
    lexicon uses for something else (Portuguese "no" is "in the", as in "põe o 7 no 8")."""
    own = {normalize(w) for w in _words(translator(lang))["negations"].split("|")}
    known = {w for phrases in all_entries(lang).values() for p in phrases for w in normalize(p).split()}
    english = {normalize(w) for w in _words(translator("en"))["negations"].split("|")}
    if lang != "en":
        english = {w for w in english if " " in w or w not in known}
    return frozenset(tuple(w.split()) for w in own | english if w)


def only_holds(clause: str, lang: str) -> bool:
    """Whether `clause` is a single negation phrase and nothing else ("hang on", "wait"):
    a pause before what follows, like "wait" alone."""
    return tuple(normalize(clause).split()) in negation_words(lang)


@cache
def _negating_courtesies(lang: str) -> tuple[Phrase, ...]:
    """The courtesies among the filler phrases that hold a negation word ("se não for
    incómodo", "if you don't mind"): they ask nothing back, longest first."""
    negations = negation_words(lang)
    found = {
        words
        for source in dict.fromkeys((lang, "en"))
        for p in all_entries(source)["filler"]
        if len(words := tuple(normalize(p).split())) > 1
        and any(words[i : i + len(n)] == n for n in negations for i in range(len(words)))
    }
    return tuple(sorted(found, key=len, reverse=True))


def _without_courtesies(words: list[str], lang: str) -> list[str]:
    said = set(words)
    for phrase in _negating_courtesies(lang):
        i = 0
        while phrase[0] in said and i <= len(words) - len(phrase):
            if tuple(words[i : i + len(phrase)]) == phrase:
                words = words[:i] + words[i + len(phrase) :]
            else:
                i += 1
    return words


def negates(line: str, lang: str) -> bool:
    """Whether `line` holds a word or phrase that negates or holds back ("don't", "no",
    "wait", "in plaats van"); a courtesy with a negation in it ("se não for incómodo") does
    not."""
    words = _without_courtesies(normalize(line).split(), lang)
    said = set(words)  # the cheap look first: only the phrases whose first word is said
    return any(
        tuple(words[i : i + len(phrase)]) == phrase
        for phrase in negation_words(lang)
        if phrase[0] in said
        for i in range(len(words) - len(phrase) + 1)
    )


@cache
def _phrases(lang: str) -> tuple[tuple[Phrase, str], ...]:
    """Every marking phrase of `lang` and English with its question, longest first."""
    found: dict[Phrase, str] = {}
    for source in dict.fromkeys((lang, "en")):
        for key, text in question_marks(translator(source)).items():
            for item in text.split("|"):
                words = tuple(normalize(item.replace("*", " __star__ ")).replace(" __star__", "*").split())
                if words:
                    found.setdefault(words, key)
    return tuple(sorted(found.items(), key=lambda kv: -len(kv[0])))


def _word_fits(typed: str, wanted: str) -> bool:
    if wanted.endswith("*"):  # "scor" for "score*": a slip in a long stem, at the word's end too
        stem = wanted[:-1]
        return (
            typed.startswith(stem) or (len(stem) >= 5 and one_slip(typed, stem)) or stem_left_out(typed, stem)
        )
    return typed == wanted or (len(wanted) >= 6 and one_slip(typed, wanted))


@cache
def _stuck(lang: str) -> tuple[Phrase, ...]:
    """The words for being stuck, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "stuck_words"), lang))


def spot(words: list[str], lang: str) -> Cmd | None:
    """The one question `words` (a normalized line, split) asks, or None when none or
    several are marked; a question about the moves beside words for being stuck ("is there
    anything to move or am I stuck") or for "and now" ("i ara, què puc jugar?") is that
    question."""
    return _spotted(tuple(words), lang)


@lru_cache(maxsize=1024)  # the readings of one line ask it of the same words again and again
def _spotted(said: tuple[str, ...], lang: str) -> Cmd | None:
    words = list(said)
    found = _spot(words, lang)
    if found is not None:
        return found
    stuck = _stuck(lang)
    for passed in (stuck, now_words(lang), _at_all(lang)):
        rest = list(words)
        found = None
        for phrase in passed:
            if phrase and phrase[0] in rest:  # a phrase whose first word is not said covers none
                rest = [w for i, w in enumerate(rest) if not _covered(rest, i, phrase)]
        if len(rest) < len(words) and (found := _spot(rest, lang)) is Cmd.MOVES:
            return Cmd.MOVES
        if passed is stuck and len(rest) < len(words) and found is Cmd.CAN_WIN:
            return Cmd.CAN_WIN  # "can I still win or am I stuck": whether it can be won
    return None


@cache
def next_words(lang: str) -> tuple[Phrase, ...]:
    """The words of "the next one", in `lang` and English, folded, longest first."""
    return longest_first(phrases_of(entry(_words, "next_words"), lang))


@cache
def after_words(lang: str) -> tuple[Phrase, ...]:
    """The words of "and then?", in `lang` and English, folded, longest first."""
    return longest_first(phrases_of(entry(_words, "after_words"), lang))


@cache
def now_words(lang: str) -> tuple[Phrase, ...]:
    """The words of "and now?", in `lang` and English, folded, longest first."""
    return longest_first(phrases_of(entry(_words, "now_words"), lang))


@cache
def _at_all(lang: str) -> tuple[Phrase, ...]:
    return longest_first(phrases_of(entry(_words, "at_all_words"), lang))


def _covered(words: list[str], i: int, phrase: Phrase) -> bool:
    """Whether the word at `i` is inside an occurrence of `phrase`."""
    n = len(phrase)
    return any(
        tuple(words[s : s + n]) == phrase for s in range(max(0, i - n + 1), min(i, len(words) - n) + 1)
    )


def _found(words: list[str], lang: str) -> tuple[tuple[Phrase, str, int], ...]:
    """Each marking phrase said in `words`, its question and where it begins: longer phrases first."""
    return _found_in(tuple(words), lang)


@lru_cache(maxsize=1024)  # the readings of one line ask it of the same words again and again
def _found_in(words: tuple[str, ...], lang: str) -> tuple[tuple[Phrase, str, int], ...]:
    p = _phrases(lang)
    return tuple(
        (*p[j], i)
        for j, i in sorted((j, i) for i, w in enumerate(words) for j in _starting(w, lang))
        if i + len(p[j][0]) <= len(words) and all(map(_word_fits, words[i : i + len(p[j][0])], p[j][0]))
    )


@lru_cache(maxsize=8192)
def _starting(word: str, lang: str) -> tuple[int, ...]:
    """The marking phrases whose first word `word` fits, by their place among `_phrases`;
    only the first words that could fit are compared (a new word met every phrase)."""
    same, stems, slips = _first_words(lang)
    found = {*same.get(word, ()), *(j for stem, j in stems if _word_fits(word, stem))}
    return tuple(sorted(found | {j for wanted, j in slips.near(word) if one_slip(word, wanted)}))


@cache
def _first_words(lang: str) -> tuple[dict[str, list[int]], list[tuple[str, int]], NearIndex[int]]:
    """The marking phrases' first words, by place among `_phrases`: whole words, stems
    ("score*") and the whole words a slip may reach (six letters or more)."""
    same: dict[str, list[int]] = {}
    stems: list[tuple[str, int]] = []
    long_words: list[tuple[str, int]] = []
    for j, (phrase, _key) in enumerate(_phrases(lang)):
        if phrase[0].endswith("*"):
            stems.append((phrase[0], j))
            continue
        same.setdefault(phrase[0], []).append(j)
        if len(phrase[0]) >= 6:
            long_words.append((phrase[0], j))
    return same, stems, NearIndex(long_words)


def _spot(words: list[str], lang: str) -> Cmd | None:
    """`spot` word for word: longer phrases are found first and use up their words."""
    used = [False] * len(words)
    marked: set[str] = set()
    for phrase, key, i in _found(words, lang):
        if not any(used[i : i + len(phrase)]):
            marked.add(key)
            used[i : i + len(phrase)] = [True] * len(phrase)
    if "stats" in marked and marked <= {"stats", "can-win", "moves"}:
        # "how many games have I won?", "hoeveel spelletjes heb ik gespeeld?": games counted ask
        # the record, never whether this game can be won nor its moves
        return Cmd.STATS
    return CONCEPTS[marked.pop()] if len(marked) == 1 else None


def inside_question_phrase(words: list[str], lang: str) -> set[int]:
    """The indexes of `words` (a normalized line, split) inside a question's phrase of
    several words: the "one" of "how does one play" is no number."""
    return {k for start, end in question_spans(words, lang) for k in range(start, end)}


def question_spans(words: list[str], lang: str) -> list[tuple[int, int]]:
    """Where each question's phrase of several words is said in `words`: start and end."""
    return [(i, i + len(phrase)) for phrase, _key, i in _found(words, lang) if len(phrase) > 1]


def words_of(make: Callable[[Translator], str], lang: str, english: bool = True) -> frozenset[Phrase]:
    """The phrases of a word class in `lang` and (unless `english` is false) English, folded."""
    texts = {make(translator(source)) for source in dict.fromkeys((lang, "en") if english else (lang,))}
    return frozenset(tuple(_bare(w).split()) for text in texts for w in text.split("|") if _bare(w))


def _bare(text: str) -> str:
    """Folded, with apostrophes and hyphens as spaces ("d'acord", "fes-ho")."""
    return re.sub(r"[^\w\s]", " ", normalize(text))


@cache
def may_words(lang: str) -> frozenset[Phrase]:
    """The words asking of a move, whether it is allowed or whether it is advised, in
    `lang` and English, folded."""
    return words_of(entry(_words, "may_words"), lang) | should_words(lang)


@cache
def should_words(lang: str) -> frozenset[Phrase]:
    """The words asking whether a move is advised ("should I"), in `lang` and English, folded."""
    return words_of(entry(_words, "should_words"), lang)


@cache
def you_words(lang: str) -> frozenset[Phrase]:
    """The words for "you" that make such a question a request, in `lang` and English; an
    English one that is a word of `lang`'s own lexicon is left out (Croatian "u" is "in", not
    the "u" typed for "you")."""
    make = entry(_words, "you_words")
    own = words_of(make, lang, english=False)
    if lang == "en":
        return own
    known = {normalize(w) for said in all_entries(lang).values() for w in said if " " not in w.strip()}
    return own | {w for w in words_of(make, "en") if len(w) > 1 or w[0] not in known}


@cache
def yes_words(lang: str) -> frozenset[Phrase]:
    """The answers that accept a move offered, in `lang` and English, folded."""
    return words_of(entry(_words, "yes_words"), lang)


def says_yes(line: str, lang: str) -> bool:
    """Whether `line` is only a "yes" ("yes", "ja, doe maar", "ok!") or a line that does what
    was proposed ("doe het maar", "faz-se", "odigraj to"): either accepts a move offered."""
    words = _bare(line).split()
    if not words or _all_of(words, _accepting(lang)):
        return bool(words)
    if _all_of(words, _courtesy(lang)):
        return False  # "thanks", "please": no answer at all
    return _all_of(words, _accepting(lang) | _courtesy(lang))  # "sim, faz favor", "da, hvala"


@cache
def _courtesy(lang: str) -> frozenset[Phrase]:
    """The words said beside a "yes" that change nothing: thanks, please and the small words
    the parser passes over, in `lang` and English, folded."""
    from fortythieves.lang.chatter import Chatter, talk_of

    said = (w for source in dict.fromkeys((lang, "en")) for w in all_entries(source)["filler"])
    return talk_of(Chatter.THANKS, lang) | frozenset(tuple(_bare(w).split()) for w in said if _bare(w))


@cache
def _accepting(lang: str) -> frozenset[Phrase]:
    """The yes words and the do-it lines of `lang` and English, folded."""
    do_it = (w for source in dict.fromkeys((lang, "en")) for w in all_entries(source)["do-it"])
    return yes_words(lang) | frozenset(tuple(_bare(w).split()) for w in do_it if _bare(w))


def _all_of(words: list[str], phrases: frozenset[Phrase]) -> bool:
    longest = max(map(len, phrases), default=1)
    i = 0
    while i < len(words):
        for size in range(longest, 0, -1):
            if tuple(words[i : i + size]) in phrases:
                i += size
                break
        else:
            return False
    return True
