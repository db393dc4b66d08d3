"""The examples in the package's docstrings are run, as python-chess runs its own: a
module that shows `>>>` examples is checked by them."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "fortythieves"
WITH_EXAMPLES = sorted(
    ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    for path in PACKAGE.rglob("*.py")
    if ">>>" in path.read_text(encoding="utf-8")
)


def test_the_modules_with_examples_are_found() -> None:
    assert "fortythieves.lang.folding" in WITH_EXAMPLES and "fortythieves.core.codes" in WITH_EXAMPLES


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_the_examples_of_a_module_hold(name: str) -> None:
    module = importlib.import_module(name)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    for test in doctest.DocTestFinder().find(module):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
    # every example the source shows was run (one hidden from the finder proves nothing)
    source = Path(str(module.__file__)).read_text(encoding="utf-8")
    shown = sum(line.lstrip().startswith(">>> ") for line in source.splitlines())
    assert runner.tries == shown, f"{name}: {runner.tries} of its {shown} examples were run"
