"""Settings said in a line: the language to speak, a switch turned on or off, fewer or
more words; and the words after a command that takes text (a section, a topic, a variant)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache, lru_cache, partial
from typing import TYPE_CHECKING

from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.lang.backwords import back_to_words
from fortythieves.lang.concepts import again_words, may_words, other_language_names
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import parse_language, translator
from fortythieves.lang.intents import Setting, SettingName, Value
from fortythieves.lang.language_names import language_names
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import help_topics, word
from fortythieves.lang.lifewords import word_class
from fortythieves.lang.linkwords import speak_words
from fortythieves.lang.parsing.classes import is_filler, keyword, value_of
from fortythieves.lang.parsing.line import Piece, drop_phrases, read_line, said_at
from fortythieves.lang.remarkwords import feeling_words, need_words
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick
from fortythieves.lang.tokenizer import lexicon, tokenize

if TYPE_CHECKING:
    from fortythieves.lang.rulebook.model import Section

_LINKS = (TagKind.TO, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.MOVE)


def language_switch(p: Piece) -> Setting | None:
    """ "switch to catalan", "posa-ho en anglès", "passa all'inglese", "muda para inglês":
    a language named last, after a verb and linking words only (at most two words the
    game does not know, as "switch", "muda"); or before a verb put last ("kunnen we naar
    het engels overschakelen?"). Portuguese "dá para" (can it be) is a link too."""
    # "I'd like to switch over to dutch", "can we do it in french": the wish and the "can"
    # before the switch are passed over
    lang = p.lang
    if p.says(feeling_words(lang)):
        return None  # "odio l'idioma anglès", "ik haat de taal Engels": a language spoken of, not asked for
    tags = [t for t in p.without(need_words(lang)).without(may_words(lang)).tags if t.kind is not TagKind.Q]
    while tags and is_filler(tags[-1]) and not has(tags[-1], TagKind.PRONOUN):
        tags.pop()  # "..., please"
    if len(tags) > 1 and keyword(tags[-1]) is SettingName.LANGUAGE and _language_named(tags[-2].text, lang):
        tags.pop()  # "switch to the English language", "prebaci na engleski jezik": the name is the setting
    if (
        len(tags) > 2
        and tags[-1].kind is TagKind.UNKNOWN
        and tags[-2].kind is TagKind.UNKNOWN
        and _language_name(tags[-2].text, lang)
    ):
        tags = [*tags[:-2], tags[-1], tags[-2]]  # the verb said last counts as one said first
        before = tags[:-2]
    else:
        before = tags[:-1]
    if not tags or not _language_named(tags[-1].text, lang):
        return None
    # the language named alone ("english please"), or right after the word for language, a link
    # ("to", "in", "naar", "na", with an article after it) or a verb of speaking; never after
    # other words ("damn italian", "i hate the italian")
    while before and pick(before[-1], TagKind.ARTICLE) and not _links_language(before[-1], lang):
        before.pop()
    if len(tags) > 1 and not (before and _links_language(before[-1], lang)):
        return None
    unknown = 0
    for t in tags[:-1]:
        if t.kind is TagKind.UNKNOWN:
            unknown += 1
        elif not (
            pick(t, *_LINKS, TagKind.FROM, TagKind.PRONOUN)
            or keyword(t) is SettingName.LANGUAGE
            or t.text in speak_words(lang)
        ):
            return None
    return Setting(SettingName.LANGUAGE, tags[-1].text) if unknown <= 2 else None


_SWITCH_WORDS = 8


def switch_back(line: str, lang: str) -> Setting | None:
    """ "taal nederlands", "jezik hrvatski" typed after a switch to English by mistake: another
    language's word for language, then one of our languages by its name in any of them or in
    its own form ("Nederlands", "English"), with only links or an article between. The way
    back from a wrong switch, so a code never names the language here, nor does a name after
    any other word."""
    if len(line.split()) > _SWITCH_WORDS:
        return None  # no switch is said so long ("muda a língua para português, por favor"): read no further
    if (back := _back_to_language(line, lang)) is not None:
        return back
    # every way back holds a word for language: most short lines not understood hold none and
    # are not read again in five languages ("/" may stand for a word: "p/" is "para")
    if "/" not in line and _language_words().isdisjoint(normalize(line).split()):
        return None
    for _, tags in _ending_in_a_language(line, lang):
        if keyword(tags[0]) is SettingName.LANGUAGE and all(
            pick(t, TagKind.TO, TagKind.ARTICLE) for t in tags[1:-1]
        ):
            return Setting(SettingName.LANGUAGE, tags[-1].text)
    return None


def _ending_in_a_language(line: str, lang: str) -> Iterator[tuple[str, list[Tag]]]:
    """Each other language with the line's tags as it reads them, "?" and politeness at the
    end left out, where two or more remain and the last is one of our languages by its name."""
    for other in LANGUAGES:
        if other == lang:
            continue
        tags = [t for t in read_line(line, other).tags if t.kind is not TagKind.Q]
        while tags and is_filler(tags[-1]) and not has(tags[-1], TagKind.PRONOUN):
            tags.pop()  # "..., please"
        name = tags[-1].text if len(tags) >= 2 else ""
        if name and normalize(name) not in LANGUAGES and parse_language(name) is not None:
            yield other, tags


def _back_to_language(line: str, lang: str) -> Setting | None:
    """ "torna all'italiano", "back to English please", "vrati na hrvatski", typed in a
    language the game was switched to: another language's words of going back to a setting
    ("back to", as in "back to normal"), then one of our languages by its name, with only an
    article, a "to" or politeness after them."""
    if not any(w not in LANGUAGES and parse_language(w) is not None for w in normalize(line).split()):
        return None  # no language named: most lines not understood are not read again in five languages
    for other, tags in _ending_in_a_language(line, lang):
        lead = tags[:-1]
        back = said_at([w for t in lead for w in t.text.split()], back_to_words(other), 0)
        # the words of going back end where a tag ends; only links and politeness after them
        ends = list(itertools.accumulate(len(t.text.split()) for t in lead))
        if (
            back
            and back in ends
            and all(
                pick(t, TagKind.TO, TagKind.ARTICLE) or is_filler(t) for t in lead[ends.index(back) + 1 :]
            )
        ):
            return Setting(SettingName.LANGUAGE, tags[-1].text)
    return None


@cache
def _language_words() -> frozenset[str]:
    """The first word of every phrase for "language" in the six lexicons, folded ("taal",
    "jezik", "canvia" of "canvia d'idioma"): a line without one of them names no language
    after the word for it."""
    return frozenset(
        words[0]
        for other in LANGUAGES
        for words, tags in lexicon(other).phrases.items()
        if any(keyword(t) is SettingName.LANGUAGE for t in tags)
    )


@cache
def _language_names(lang: str) -> frozenset[str]:
    """Every language's name in `lang` and in English, and the other names players use
    ("castellà"), folded: "espanyol", "Duits", "German"; one word each."""
    return language_names(lang) | language_names("en") | other_language_names(lang)


def _links_language(tag: Tag, lang: str) -> bool:
    """Whether a word may stand right before a language's name in a switch: a link ("to",
    "in", "naar", "na"), the word for language, or a verb of speaking."""
    return bool(
        meanings(tag)[0].kind is TagKind.TO  # the player's own meaning: Croatian "to" is "it"
        or keyword(tag) is SettingName.LANGUAGE
        or tag.text in speak_words(lang)
    )


def _language_named(word: str, lang: str) -> bool:
    """Whether `word` is a language's name, never its code: "it", "en", "ca" are everyday
    words, and a code names a language only after the word for language."""
    return normalize(word) not in LANGUAGES and _language_name(word, lang)


def _language_name(word: str, lang: str) -> bool:
    """Whether `word` names a language: one of ours, or one the game does not offer
    ("posa-ho en alemany"), which the reply answers with the languages there are."""
    return parse_language(word) is not None or normalize(word) in _language_names(lang)


@cache
def _rule_sheet(lang: str, variant: Variant | None) -> tuple[Section, ...]:
    # imported here: the rules sheets are wanted at a language's warm-up, after the first
    # reply, and their modules cost a start about 13 ms
    from fortythieves.lang.rulebook import sections

    return tuple(sections(translator(lang), variant))


# words a section's name never needs; "this" too: "the rules of this game" name no section
_SMALL = (
    TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.MOVE, TagKind.FROM, TagKind.TO, TagKind.BACK,
    TagKind.Q,
)  # fmt: skip


# the readings of one line ask it of the same few words many times over
@lru_cache(maxsize=1024)
def names_section(text: str, lang: str) -> bool:
    """Whether the words of `text` (after "rules") name a section of a rules sheet or a
    variant, as "rules scoring", "regles de maria" do; "deste jogo" and "explica'm les
    regles" do not."""
    words = [t.text for t in tokenize(text, lang) if not all(m.kind in _SMALL for m in meanings(t))]
    from fortythieves.lang.rulebook import find_section

    t = translator(lang)
    # every word, or the last ones when they are a section's whole name ("rules for maria")
    return any(
        find_section(t, sheet, " ".join(words[k:]), whole=k > 0) is not None
        for k in range(len(words))
        for sheet in map(partial(_rule_sheet, lang), (None, *VARIANTS))
    )


def game_named(text: str, lang: str) -> bool:
    """Whether `text` is only the word for the game ("spel", "gioco"): said after "how does
    this work" it asks for the game's rules, not for the program's help."""
    # "hoe werkt dit spel ook alweer?": the game's word first, and "again" after it
    return any(
        said[: len(w.split())] == w.split() and only_again(said[len(w.split()) :], lang)
        for said in (normalize(without_leading_links(text, lang)).split(), normalize(text).split())
        for w in {normalize(w) for w in help_topics(lang).get("game", ())}
    )


def only_again(words: list[str], lang: str) -> bool:
    """Whether `words` are only small words and words of "again" ("ook alweer", "again")."""
    rest = drop_phrases([w for w in words if w != "?"], again_words(lang))
    return (
        all(is_filler(t) or t.kind is TagKind.UNKNOWN for t in tokenize(" ".join(rest), lang))
        if rest
        else True
    )


def unknown_words(text: str, lang: str) -> list[str]:
    """The words of `text`, when all but its small words are words the language does not
    know: after "help" or "rules" they name a topic or a section there is not ("help with
    foo"), which the reply says. A known word among them ("help, what commands are
    there?") makes the line a request for the help itself: none then."""
    said = [t for t in tokenize(text, lang) if not is_filler(t)]
    return [t.text for t in said] if said and all(t.kind is TagKind.UNKNOWN for t in said) else []


def names_topic(text: str, lang: str) -> bool:
    wanted = set(normalize(text).split())
    return any(set(normalize(w).split()) <= wanted for words in help_topics(lang).values() for w in words)


def without_leading_links(text: str, lang: str, of: bool = False) -> str:
    """ "to dutch", "a anglès", "in het Engels", "na engleski": the name after its linking
    words; `of`: "of" too ("new game of maria", "novo jogo de maria")."""
    words = text.split()
    links = (TagKind.TO, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, *((TagKind.FROM,) if of else ()))
    while len(words) > 1:
        tag = tokenize(words[0], lang)
        if len(tag) != 1 or not all(m.kind in links for m in meanings(tag[0])):
            break
        words = words[1:]
    return " ".join(words)


def language_after_links(text: str, lang: str) -> str | None:
    """ "to dutch", "a l'italià", "all'inglese": the language's name after its linking words;
    an article or a "to" elided before it ("l'", "all'") is a link too, whatever else its
    letters may mean ("l", "all"). None when only small words are said ("language please"), unless
    they are a language's code."""
    if parse_language(text) is None and all(
        is_filler(t) or pick(t, TagKind.TO) for t in tokenize(text, lang)
    ):
        return None  # "la lingua per favore": no name said ("lingua it", "taal en" name one by its code)
    words = without_leading_links(text, lang).split()
    while (
        len(words) > 1
        and _language_name(" ".join(words[1:]), lang)
        and any(
            m.kind in (TagKind.TO, TagKind.ARTICLE) for t in tokenize(words[0], lang) for m in meanings(t)
        )
    ):
        words = words[1:]
    return " ".join(words)


def setting_anywhere(tags: list[Tag]) -> Setting | None:
    """ "turn speech on", "activa la veu": an on/off switch named anywhere in the line."""
    name = next((w for t in tags if isinstance(w := keyword(t), SettingName) and w.switch), None)
    value = next((v for t in tags if (v := value_of(t)) in (Value.ON, Value.OFF)), None)
    if name is None or (len(tags) < 2 and " " not in tags[0].text and value is not Value.OFF):
        # a word alone is not both; a phrase may be ("stop talking", "para de parlar"), and so
        # may a word that only silences ("šuti", "calla", "zitto": shut up)
        return None
    return Setting(name, str(value)) if value else None


# a value that belongs to one setting only, said alone: "brief mode please", "exposed first"
_OWNER = {
    Value.BRIEF: SettingName.VERBOSITY,
    Value.NORMAL: SettingName.VERBOSITY,
    Value.FULL: SettingName.VERBOSITY,
    Value.DEALT_FIRST: SettingName.ORDER,
    Value.EXPOSED_FIRST: SettingName.ORDER,
}


def level_after(tags: list[Tag], lang: str = "") -> Setting | None:
    """The setting a value names when it is the first word said after a command word
    ("wat korter", "wat minder praten"); None when anything else comes first."""
    said = next((t for t in tags if not is_filler(t)), None)
    value = value_of(said) if said is not None else None
    if value is None or value not in _OWNER or said is None:
        return None
    return Setting(_OWNER[value], str(_step(said.text, lang) or value))


def value_alone(tags: list[Tag], lang: str) -> Setting | None:
    """The setting's value said alone, in the catalogue's main word ("brief", not "more":
    the other words are everyday words)."""
    said = [t for t in tags if not is_filler(t)]
    if len(said) != 1 or said[0].kind is not TagKind.VALUE:
        return None
    value = value_of(said[0])
    if value not in _OWNER or said[0].text not in {
        normalize(word(lang, value)),
        normalize(word("en", value)),
    }:
        return None
    return Setting(_OWNER[value], str(value))


LEVELS = (Value.BRIEF, Value.NORMAL, Value.FULL)


_WORDINESS = (SettingName.VERBOSITY, SettingName.SPEECH)  # "talk less", "minder praten": fewer words


@cache
def _comparatives(lang: str) -> dict[str, Value]:
    """The words of a level said as a comparative ("longer", "korter", "più dettagliate"):
    the phrases of the life words of longer and shorter replies, each a step."""
    steps = {
        " ".join(words): Value.LONGER for words in word_class(lang, "longer") | word_class(lang, "say-more")
    }
    return steps | {" ".join(words): Value.SHORTER for words in word_class(lang, "shorter")}


def _step(text: str, lang: str) -> Value | None:
    """The step a level's words say when they begin with a comparative ("shorter replies")."""
    words = text.split()
    steps = _comparatives(lang)
    return next((step for n in range(len(words), 0, -1) if (step := steps.get(" ".join(words[:n])))), None)


def verbosity(tags: list[Tag], lang: str = "") -> Setting | None:
    """ "shorter answers please", "iets minder uitgebreid", "minder praten": a verbosity
    said without the setting's name first. One level only, and said in a phrase or beside
    the setting's name or a word for speaking. A comparative of the life words ("longer",
    "shorter") is a step from the level the replies have."""
    tags = [t for t in tags if not is_filler(t)]  # "het is me te veel tekst"
    levels = {v for t in tags if (v := value_of(t)) in LEVELS}
    named = any(keyword(t) in _WORDINESS for t in tags)
    if len(levels) != 1 or not all(value_of(t) in LEVELS or keyword(t) in _WORDINESS for t in tags):
        return None
    phrase = any(value_of(t) in LEVELS and len(t.text.split()) > 1 for t in tags)
    if not named and not phrase:
        return None
    steps = {step for t in tags if value_of(t) in LEVELS and (step := _step(t.text, lang)) is not None}
    return Setting(SettingName.VERBOSITY, str(steps.pop() if len(steps) == 1 else levels.pop()))


def level_back(p: Piece) -> Setting | None:
    """ "back to normal", "volta ao normal", "terug naar normaal", "vrati na normalno", "go
    back to short replies": a level of detail said after the words of going back to one,
    alone or beside the setting's name; None when anything else is said after them."""
    n = said_at(p.words, back_to_words(p.lang), 0)
    if not n:
        return None
    rest = [w for w in p.words[n:] if w not in ("?", "!", ".")]
    said = [
        t for t in read_line(" ".join(rest), p.lang).tags if not is_filler(t) and not has(t, TagKind.ARTICLE)
    ]
    levels = {v for t in said if (v := value_of(t)) in LEVELS}
    if len(levels) != 1 or not all(value_of(t) in LEVELS or keyword(t) in _WORDINESS for t in said):
        return None
    return Setting(SettingName.VERBOSITY, str(levels.pop()))
