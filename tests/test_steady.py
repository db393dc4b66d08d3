"""A server builds every language's parser words before its first player arrives."""

from __future__ import annotations

import pytest

from fortythieves.faces.net import steady
from fortythieves.lang.languages import LANGUAGES


def test_warm_reads_a_command_and_unknown_words_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(steady, "parse", lambda line, lang: seen.append((line, lang)))
    steady.warm()
    assert {lang for _, lang in seen} == set(LANGUAGES)
    for lang in LANGUAGES:
        assert [line for line, said in seen if said == lang] == list(steady.WARMING_LINES)


def test_the_warming_lines_are_a_command_and_words_of_no_language() -> None:
    from fortythieves.lang.intents import Command, Unknown
    from fortythieves.lang.parser import parse

    command, unknown = steady.WARMING_LINES
    for lang in LANGUAGES:
        assert isinstance(parse(command, lang), Command)
        assert isinstance(parse(unknown, lang), Unknown)


def test_the_youngest_objects_are_collected_by_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio
    import gc

    monkeypatch.setattr(steady, "YOUNG_EVERY", 0.01)
    young: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "stop" and info["generation"] == 0:
            young.append(1)

    async def a_while() -> None:
        task = asyncio.get_running_loop().create_task(steady.young_collections())
        await asyncio.sleep(0.2)
        task.cancel()

    gc.disable()  # no collection of Python's own meanwhile: each one seen is the clock's
    gc.callbacks.append(seen)
    try:
        asyncio.run(a_while())
    finally:
        gc.callbacks.remove(seen)
        gc.enable()
    assert len(young) >= 5
