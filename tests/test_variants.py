"""The nine variants as data: the table of RULES.md, names in every language, aliases and
letters."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card
from fortythieves.core.rules import Build
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, by_letter, get_variant
from fortythieves.lang.folding import fold_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.lang.rulebook.content import sections
from fortythieves.lang.rulebook.find import find_section
from fortythieves.lang.variant_names import find_variant, other_names, variant_in, variant_name

SAME, OTHER_SUIT, COLOUR = Build.SAME_SUIT, Build.OTHER_SUIT, Build.OTHER_COLOUR

# key: columns, rows, face down, build, sequences, draw, redeals, aces out (RULES.md)
TABLE = {
    "forty-thieves": (10, 4, 0, SAME, False, 1, 0, False),
    "indian": (10, 3, 1, OTHER_SUIT, False, 1, 0, False),
    "limited": (12, 3, 0, SAME, False, 1, 0, False),
    "little-forty": (10, 4, 0, OTHER_SUIT, True, 3, 3, False),
    "lucas": (13, 3, 0, SAME, False, 1, 0, True),
    "maria": (9, 4, 0, COLOUR, False, 1, 0, False),
    "number-ten": (10, 4, 2, COLOUR, True, 1, 0, False),
    "rank-and-file": (10, 4, 3, COLOUR, True, 1, 0, False),
    "streets": (10, 4, 0, COLOUR, False, 1, 0, False),
}


@pytest.mark.parametrize("key", TABLE)
def test_variant_table(key: str) -> None:
    v = get_variant(key)
    facts = (v.columns, v.rows, v.face_down, v.build, v.sequences, v.draw, v.redeals, v.aces_out)
    assert facts == TABLE[key]
    assert v.dealt == v.columns * v.rows
    assert v.card_count == (96 if v.aces_out else 104)
    assert v.stock_size == v.card_count - v.dealt


def test_all_nine_and_their_sizes() -> None:
    assert [v.key for v in VARIANTS] == list(TABLE)
    assert VARIANTS[0] is STANDARD
    assert (STANDARD.dealt, STANDARD.stock_size) == (40, 64)
    lucas = get_variant("lucas")
    assert (lucas.dealt, lucas.card_count, lucas.stock_size) == (39, 96, 57)
    assert get_variant("limited").stock_size == 68
    assert get_variant("maria").stock_size == 68
    assert len({v.letter for v in VARIANTS}) == 9


@pytest.mark.parametrize(
    "name",
    [
        "Forty Thieves",
        "forty-thieves",
        "Big Forty",
        "Le Cadran",
        "Napoleon at St. Helena",
        "napoleon at st helena",
        "Roosevelt at San Juan",
        "Napoleon",
        "forty",
        "STANDARD",
    ],
)
def test_names_of_the_standard_game(name: str) -> None:
    assert get_variant(name) is STANDARD


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Number Ten", "number-ten"),
        ("number 10", "number-ten"),
        ("Rank & File", "rank-and-file"),
        ("Rank and File", "rank-and-file"),
        ("little forty", "little-forty"),
        ("  Maria ", "maria"),
    ],
)
def test_names_of_the_variants(name: str, key: str) -> None:
    assert get_variant(name).key == key


@pytest.mark.parametrize("name", ["", "spider", "forty thieves!x", "fortythieves"])
def test_unknown_names(name: str) -> None:
    with pytest.raises(KeyError):
        get_variant(name)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_registry_names_each_variant(variant: Variant) -> None:
    """The English name (the msgid) and every alias lead back to the variant."""
    for name in (variant.key, variant.name, *variant.aliases):
        assert get_variant(name) is variant, name
        assert find_variant(name) is variant, name
        assert find_variant(name.upper().replace("-", " ")) is variant, name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_variant_is_found_by_its_name_in_every_language(lang: str) -> None:
    t = translator(lang)
    names = {v.key: variant_name(t, v) for v in VARIANTS}
    assert len(set(names.values())) == len(VARIANTS), names  # no two share a name
    for v in VARIANTS:
        assert find_variant(names[v.key]) is v, (lang, names[v.key])
        assert find_variant(f"  {names[v.key].upper()} ") is v, (lang, names[v.key])


def test_names_in_other_languages_and_accents() -> None:
    assert find_variant("Número Dez") is get_variant("number-ten")
    assert find_variant("numero dez") is get_variant("number-ten")
    assert variant_name(translator("en"), STANDARD) == "Forty Thieves"
    assert find_variant("") is None
    assert find_variant("spider") is None


def test_letters() -> None:
    for v in VARIANTS:
        assert by_letter(v.letter) is v
        assert by_letter(v.letter.lower()) is v
    with pytest.raises(KeyError):
        by_letter("Z")


def c(text: str) -> Card:
    return Card.parse(text)


@pytest.mark.parametrize(
    ("build", "card", "onto", "ok"),
    [
        (SAME, "7S", "8S", True),
        (SAME, "7H", "8S", False),
        (SAME, "6S", "8S", False),
        (SAME, "8S", "7S", False),
        (OTHER_SUIT, "7H", "8S", True),
        (OTHER_SUIT, "7C", "8S", True),
        (OTHER_SUIT, "7S", "8S", False),
        (OTHER_SUIT, "9H", "8S", False),
        (COLOUR, "7H", "8S", True),
        (COLOUR, "7D", "8C", True),
        (COLOUR, "7C", "8S", False),
        (COLOUR, "7D", "8H", False),
        (COLOUR, "QD", "KS", True),
        (SAME, "AS", "2S", True),
        (SAME, "KS", "AS", False),
    ],
)
def test_build_rules(build: Build, card: str, onto: str, ok: bool) -> None:
    assert build.accepts(c(card), c(onto)) is ok


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_name_a_player_types_finds_its_variant(lang: str) -> None:
    """Each variant by every name its language gives it (display name and the catalogue's
    "variant words"): found by name, dealt by the language's "new game", and its rules
    section found by the language's "rules" ("regles de petit quaranta")."""
    t = translator(lang)
    new, rules = all_entries(lang)["new"][0], all_entries(lang)["rules"][0]
    for v in VARIANTS:
        names = other_names(t)[v.key]
        assert names[0] == variant_name(t, v)
        for name in names:
            assert find_variant(name) is v, (lang, name)
            command = parse(f"{new} {name}", lang)
            assert isinstance(command, Command) and command.cmd is Cmd.NEW, (lang, name, command)
            assert variant_in(command.rest) is v, (lang, name, command)
            if v is STANDARD:
                continue
            asked = parse(f"{rules} {name}", lang)
            assert isinstance(asked, Command) and asked.cmd is Cmd.RULES, (lang, name, asked)
            section = find_section(t, sections(t, v), asked.rest)
            assert section is not None and section.key == f"variant-{v.key}", (lang, name, asked)


def test_no_name_means_two_variants() -> None:
    """A name a player types leads to one variant, whatever language gave it."""
    named: dict[str, str] = {}
    for lang in LANGUAGES:
        for key, names in other_names(translator(lang)).items():
            for name in names:
                assert named.setdefault(fold_words(name), key) == key, (lang, name, named[fold_words(name)])
