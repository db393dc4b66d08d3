"""Deal codes: the PRNG, the shuffle, golden vectors, tolerant parsing, the check character."""

from __future__ import annotations

import random
import string
from collections import Counter
from itertools import islice

import pytest

from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.codes import (
    ALPHABET,
    PAYLOAD_LENGTH,
    CodeError,
    CodeProblem,
    DealCode,
    dealing_order,
    letter_value,
    shuffle,
    splitmix64,
)
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, by_letter, get_variant


def first(seed: int, n: int) -> list[int]:
    return list(islice(splitmix64(seed), n))


# ----- SplitMix64: the published reference outputs (splitmix64.c; Rosetta Code) ---------------------
def test_splitmix64_seed_0() -> None:
    assert first(0, 5) == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
        0xF88BB8A8724C81EC,
        0x1B39896A51A8749B,
    ]


def test_splitmix64_seed_1234567() -> None:
    assert first(1234567, 5) == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


def test_splitmix64_seed_is_taken_modulo_2_64() -> None:
    assert first(1 << 64, 2) == first(0, 2)
    assert first(-1, 2) == first((1 << 64) - 1, 2)


# ----- the shuffle ------------------------------------------------------------------------------------
def test_shuffle_is_a_permutation_and_leaves_its_input_alone() -> None:
    deck = double_deck()
    out = shuffle(deck, 12345)
    assert Counter(out) == Counter(deck)
    assert out != deck
    assert deck == double_deck()


def test_shuffle_first_step_draws_the_last_place() -> None:
    # Fisher-Yates from the last place down: the last place is settled by the first draw,
    # an unbiased index below 104 (the first output is below the rejection limit here).
    for seed in (0, 1234567, DealCode(STANDARD, "234567").seed):
        x = first(seed, 1)[0]
        assert x < (1 << 64) - (1 << 64) % 104
        assert shuffle(double_deck(), seed)[-1] == double_deck()[x % 104]


def test_shuffle_of_short_sequences() -> None:
    assert shuffle([], 1) == []
    assert shuffle(["x"], 1) == ["x"]
    assert sorted(shuffle([1, 2], 7)) == [1, 2]


# ----- golden vectors: a code, its seed and the first cards it deals -------------------------------
GOLDEN = [
    ("FT1-N-2345673", 108506958, "JD 10S 5H 3H 5C JC 2C 9C 4H 4S 9D QH"),
    ("FT1-N-YYYYYYC", 62499999822, "JC 5S JH 3C 3C 6C KH 10D 6H QD 10H 2C"),
    ("FT1-N-2222222", 78, "7C 10S 4S JS 4C 9S JD 9D JC 9H JH 7H"),
    ("FT1-I-ACDEFH4", 20941840201, "4H 3C QH 5H 7D 6H JD AS KD 10D 2C QS"),
    ("FT1-U-9X2K4M2", 19802416981, "10S KD 8S 10H JH 3H 10D KD 8S 6C 6S 10H"),
    ("FT1-F-PQRTWXY", 46983506758, "3S 4C 2H AH QS 6D 10S 10D JC 3D 3C QD"),
]


@pytest.mark.parametrize(("text", "seed", "cards"), GOLDEN)
def test_golden_vectors(text: str, seed: int, cards: str) -> None:
    code = DealCode.parse(text)
    assert str(code) == text
    assert code.seed == seed
    order = dealing_order(code)
    assert [str(c) for c in order[:12]] == cards.split()
    assert len(order) == code.variant.card_count


def test_seed_is_the_payload_in_base_25_then_the_variant_letter() -> None:
    assert DealCode(STANDARD, "222222").seed == ord("N")
    assert DealCode(STANDARD, "222223").seed == (1 << 8) | ord("N")
    assert DealCode(STANDARD, "YYYYYY").seed == ((25**6 - 1) << 8) | ord("N")


def test_lucas_deals_no_aces() -> None:
    order = dealing_order(DealCode(get_variant("lucas"), "234567"))
    assert len(order) == 96
    assert all(c.rank != Rank.ACE for c in order)
    assert Counter(order) == Counter(c for c in double_deck() if c.rank != Rank.ACE)


def test_same_payload_other_variant_deals_differently() -> None:
    a = dealing_order(DealCode(STANDARD, "234567"))
    b = dealing_order(DealCode(get_variant("maria"), "234567"))
    assert a != b


# ----- parsing -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "FT1-N-2345673",
        "ft1-n-2345673",
        "FT1N2345673",
        " ft1 n 234 5673 ",
        "FT1_N_2345.673",
        "Ft1-N-23-45-67-3",
    ],
)
def test_parse_forgives_case_spaces_and_hyphens(text: str) -> None:
    assert str(DealCode.parse(text)) == "FT1-N-2345673"


@pytest.mark.parametrize(
    ("text", "problem", "detail"),
    [
        ("", CodeProblem.EMPTY, ""),
        (" - ", CodeProblem.EMPTY, ""),
        ("FT2-N-2345673", CodeProblem.PREFIX, "FT2"),
        ("N-2345673", CodeProblem.PREFIX, "N23"),
        ("FT1", CodeProblem.LENGTH, ""),
        ("FT1-Z-2345673", CodeProblem.VARIANT, "Z"),
        ("FT1-N-234567", CodeProblem.LENGTH, "234567"),
        ("FT1-N-23456733", CodeProblem.LENGTH, "23456733"),
        ("FT1-N", CodeProblem.LENGTH, ""),
        ("FT1-N-2345O73", CodeProblem.CHARACTER, "O"),
        ("FT1-N-1345673", CodeProblem.CHARACTER, "1"),
        ("FT1-N-2345674", CodeProblem.CHECK, "4"),
    ],
)
def test_each_code_problem(text: str, problem: CodeProblem, detail: str) -> None:
    with pytest.raises(CodeError) as info:
        DealCode.parse(text)
    assert info.value.problem is problem
    assert info.value.detail == detail


def test_every_code_problem_is_tested() -> None:
    seen = {
        CodeProblem.EMPTY,
        CodeProblem.PREFIX,
        CodeProblem.VARIANT,
        CodeProblem.LENGTH,
        CodeProblem.CHARACTER,
        CodeProblem.CHECK,
    }
    assert seen == set(CodeProblem)


def test_alphabet_avoids_confusable_characters() -> None:
    assert len(ALPHABET) == len(set(ALPHABET)) == 25
    assert not set(ALPHABET) & set("01OILBGSUVZ")


# ----- the check character ---------------------------------------------------------------------------
def _sample_payloads(variant: Variant) -> list[str]:
    """Fixed payloads, then every first character (the one beside the variant letter) with
    random others, seeded: the same sample on every run."""
    rng = random.Random(variant.letter)
    fixed = ["234567", "YYYYYY", "222222", "ACDEFH", "9X2K4M", "PQRTWX", "3P3P3P", "2Y2Y2Y", "M7HCH7"]
    rest = ["".join(rng.choice(ALPHABET) for _ in range(PAYLOAD_LENGTH - 1)) for _ in ALPHABET]
    return fixed + [first + more for first, more in zip(ALPHABET, rest, strict=True)]


CODES = [DealCode(v, p) for v in VARIANTS for p in _sample_payloads(v)]
# Every character a player could type in place of another (a hyphen for one: a dropped character).
TYPED = string.ascii_uppercase + string.digits + "-"


def _compact(text: str) -> str:
    return text.replace("-", "")


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_every_single_wrong_character_anywhere_is_refused(variant: Variant) -> None:
    for code in (c for c in CODES if c.variant is variant):
        for text in (str(code), _compact(str(code))):
            for i, typed in enumerate(text):
                for ch in TYPED:
                    if ch != typed:
                        with pytest.raises(CodeError):
                            DealCode.parse(text[:i] + ch + text[i + 1 :])


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_every_swap_of_neighbours_anywhere_is_refused(variant: Variant) -> None:
    """The variant letter and the first payload character included. A swap with a hyphen
    only moves the hyphen, which parsing ignores: the same code."""
    for code in (c for c in CODES if c.variant is variant):
        for text in (str(code), _compact(str(code))):
            for i in range(len(text) - 1):
                swapped = text[:i] + text[i + 1] + text[i] + text[i + 2 :]
                if _compact(swapped) == _compact(text):
                    assert DealCode.parse(swapped) == code
                else:
                    with pytest.raises(CodeError):
                        DealCode.parse(swapped)


def test_the_sample_swaps_every_variant_letter_with_every_character() -> None:
    firsts = {(c.variant.letter, c.payload[0]) for c in CODES}
    assert firsts == {(v.letter, ch) for v in VARIANTS for ch in ALPHABET}


def test_a_variant_letter_swapped_with_the_first_payload_character_is_refused() -> None:
    # The slip that used to deal a Maria game from a Little Forty code.
    code = DealCode(get_variant("little-forty"), "M7HCH7")
    assert str(code) == "FT1-F-M7HCH77"
    with pytest.raises(CodeError) as info:
        DealCode.parse("FT1-M-F7HCH77")
    assert info.value.problem is CodeProblem.CHECK


def test_variant_letters_count_differently_in_the_check() -> None:
    values = [letter_value(v.letter) for v in VARIANTS]
    assert len(set(values)) == len(values)
    assert all(0 <= x < len(ALPHABET) for x in values)
    assert letter_value("N") == 0  # the standard game's codes kept their check characters


@pytest.mark.parametrize("code", [c for c in CODES if c.payload == "234567"], ids=str)
def test_another_variant_letter_is_refused(code: DealCode) -> None:
    text = str(code)
    for v in VARIANTS:
        if v is not code.variant:
            with pytest.raises(CodeError) as info:
                DealCode.parse(text.replace(f"-{code.variant.letter}-", f"-{v.letter}-"))
            assert info.value.problem is CodeProblem.CHECK


def test_variant_letters() -> None:
    letters = {v.key: v.letter for v in VARIANTS}
    assert letters == {
        "forty-thieves": "N",
        "indian": "I",
        "limited": "L",
        "little-forty": "F",
        "lucas": "U",
        "maria": "M",
        "number-ten": "X",
        "rank-and-file": "R",
        "streets": "S",
    }
    for v in VARIANTS:
        code = DealCode(v, "234567")
        assert str(code).startswith(f"FT1-{v.letter}-")
        assert DealCode.parse(str(code).lower()).variant is v
        assert by_letter(v.letter.lower()) is v


def test_random_codes_are_valid() -> None:
    for v in VARIANTS:
        code = DealCode.random(v)
        assert len(code.payload) == PAYLOAD_LENGTH
        assert DealCode.parse(str(code)) == code


def test_a_deal_is_the_same_every_time() -> None:
    code = DealCode.parse("FT1-N-2345673")
    assert dealing_order(code) == dealing_order(DealCode.parse("ft1n2345673"))
    assert dealing_order(code)[0] == Card.parse("JD")
