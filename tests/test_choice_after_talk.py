"""A choice from the list of moves just read out, said after talk ("fine, the first one",
"cool, the second one", "prima, de eerste"), chooses that item, as it does without the talk;
it was not understood, and "fine" was offered as "find"."""

from __future__ import annotations

import pytest

from fortythieves.lang.choosing import list_choice


@pytest.mark.parametrize(
    ("lang", "line", "item"),
    [("en", "fine, the first one", 1), ("en", "cool, the second one", 2), ("nl", "prima, de eerste", 1),
     ("ca", "molt bé, la tercera", 3), ("pt", "ótimo, a primeira", 1), ("it", "perfetto, la seconda", 2),
     ("hr", "dobro, prvi", 1)],
)  # fmt: skip
def test_talk_before_a_choice_is_passed_over(lang: str, line: str, item: int) -> None:
    chosen = list_choice(line, lang, 5)
    assert chosen is not None and chosen.item == item, line


@pytest.mark.parametrize(("lang", "line"), [("en", "fine"), ("nl", "prima"), ("hr", "dobro")])
def test_talk_alone_chooses_nothing(lang: str, line: str) -> None:
    assert list_choice(line, lang, 5) is None
