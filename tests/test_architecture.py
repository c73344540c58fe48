"""The Discord layer's shape: no import circle, and nothing of a game's engine state shown.

The layers themselves are import-linter contracts (``pyproject.toml``), run by ``make test``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

DISCORD = Path(__file__).parent.parent / "bot" / "discordbot"


def import_cycle(package: str) -> list[str] | None:
    """A chain of modules of ``package`` that imports itself, if there is one."""
    graph = grimp.build_graph(package.split(".")[0])
    modules = sorted(m for m in graph.modules if m == package or m.startswith(package + "."))
    state: dict[str, str] = {}  # module -> "open" while on the path, "done" after

    def visit(module: str, path: list[str]) -> list[str] | None:
        state[module] = "open"
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            if imported not in modules:
                continue
            if state.get(imported) == "open":
                return [*path[path.index(imported) :], imported]
            if imported not in state and (cycle := visit(imported, [*path, imported])):
                return cycle
        state[module] = "done"
        return None

    for module in modules:
        if module not in state and (cycle := visit(module, [module])):
            return cycle
    return None


def test_the_discord_layer_has_no_import_circle():
    assert import_cycle("bot.discordbot") is None


def test_the_cycle_finder_finds_a_cycle(tmp_path, monkeypatch):
    package = tmp_path / "circle"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from circle import b\n")
    (package / "b.py").write_text("from circle import c\n")
    (package / "c.py").write_text("import circle.a\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert import_cycle("circle") == ["circle.a", "circle.b", "circle.c", "circle.a"]


def state_reads(source: str) -> list[int]:
    """Lines where code reads an attribute called ``state`` (a table's full engine state)."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute) and node.attr == "state"
    ]


def test_the_discord_layer_reads_only_views():
    reads = {
        str(path.relative_to(DISCORD)): lines
        for path in sorted(DISCORD.rglob("*.py"))
        if (lines := state_reads(path.read_text()))
    }
    assert reads == {}


def test_a_state_read_is_found():
    assert state_reads("view = GAME.view(table.state, None)\n") == [1]
