"""The one-way import rule, read from the source with `ast` (imports inside functions and
under TYPE_CHECKING included: a deferred import is still a dependency).

    core  <-  lang  <-  play          solver, store: core only (play imports store too)
      ^---------^---------^---  faces, speech, rulesheet on top (only faces and
                                 fortythieves/__main__.py import faces)

And no import cycle between modules. Cycles count every import, those inside functions
and under TYPE_CHECKING too: a deferred import only hides a cycle from Python at import
time; the modules still cannot be understood, tested or moved apart one without the
other (a handler that needs the session's type can take a Protocol instead).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "fortythieves"

# What each layer may import from the package, besides itself. None: anything but faces.
MAY_IMPORT: dict[str, set[str] | None] = {
    "core": set(),
    "lang": {"core"},
    "play": {"core", "lang", "store"},
    "store": {"core"},
    "solver": {"core"},
    "faces": None,
    "speech": None,
    "rulesheet": None,
    "": None,  # fortythieves/__init__.py and __main__.py
}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and parts[1] in MAY_IMPORT) else ""


def imports(module: str) -> Iterator[tuple[str, int]]:
    """The package's modules `module` imports, with the line, anywhere in its source."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, up level - 1
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            # `from pkg import mod` imports the module pkg.mod; `from mod import name`, mod
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        for name in names:
            if name == "fortythieves" or name.startswith("fortythieves."):
                yield name, node.lineno


def edges() -> list[tuple[str, str, int]]:
    return [(m, target, line) for m in MODULES for target, line in imports(m)]


def test_the_package_is_found() -> None:
    assert {"fortythieves.core.state", "fortythieves.lang.parser", "fortythieves.play.session"} <= set(
        MODULES
    )
    assert layer("fortythieves.core.state") == "core" and layer("fortythieves.__main__") == ""
    assert ("fortythieves.core.game", "fortythieves.core.state") in {(a, b) for a, b, _ in edges()}


def may_import(importer: str, imported: str) -> bool:
    mine, theirs = layer(importer), layer(imported)
    if theirs == "faces":
        return mine == "faces" or importer == "fortythieves.__main__"
    allowed = MAY_IMPORT[mine]
    return allowed is None or theirs in allowed | {mine}


def violations() -> list[tuple[str, str, int]]:
    return [(a, b, line) for a, b, line in edges() if not may_import(a, b)]


def test_imports_go_one_way() -> None:
    found = [f"{a}:{line} imports {b}" for a, b, line in violations()]
    assert not found, "\n".join(found)


def test_the_rule_catches_a_violation(tmp_path: Path) -> None:
    """The checker itself: a core module importing lang, a lang module importing faces."""
    saved = dict(MODULES)
    try:
        for name, source in {
            "fortythieves.core.bad": "def f():\n    from fortythieves.lang import parser\n",
            "fortythieves.lang.bad": "from ..faces import cli\n",
            "fortythieves.speech.bad": "import fortythieves.faces.console\n",
        }.items():
            path = tmp_path / f"{name.replace('.', '_')}.py"
            path.write_text(source, encoding="utf-8")
            MODULES[name] = path
        found = {(a, b) for a, b, _ in violations()}
        assert ("fortythieves.core.bad", "fortythieves.lang.parser") in found
        assert ("fortythieves.lang.bad", "fortythieves.faces.cli") in found
        assert ("fortythieves.speech.bad", "fortythieves.faces.console") in found
        assert not any(a == "fortythieves.__main__" for a, _ in found)
    finally:
        MODULES.clear()
        MODULES.update(saved)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def module_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for importer, imported, _ in edges():
        if imported != importer:
            graph[importer].add(imported)
    return graph


def test_no_import_cycles() -> None:
    found = cycles(module_graph())
    assert not found, "\n".join(" <-> ".join(sorted(c)) for c in found)


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [["a", "b", "c"]]),
        ({"a": {"b"}, "b": set()}, []),
    ],
)
def test_the_cycle_finder(graph: dict[str, set[str]], expected: list[list[str]]) -> None:
    assert cycles(graph) == expected


CATALOGUE_CALL = re.compile(r"\b(?:t|self\.t|translator\([^)]*\))\.(?:_|ngettext|pgettext|npgettext)\(")


def test_only_lang_builds_player_text() -> None:
    """Sentences come from `lang/`; the command line's argparse wording is the one exception."""
    root = PACKAGE
    found = [
        str(path.relative_to(root))
        for path in sorted(root.rglob("*.py"))
        if path.relative_to(root).parts[0] != "lang"
        and path.relative_to(root) != Path("faces/cli.py")
        and CATALOGUE_CALL.search(path.read_text(encoding="utf-8"))
    ]
    assert not found
