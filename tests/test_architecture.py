"""The Discord layer's shape: no import circle, and tables seen only as views (no engine state).

The layers themselves are import-linter contracts (``pyproject.toml``), run by ``make test``.
"""

from __future__ import annotations

import inspect
from pathlib import Path

import grimp

from bot.service import TableService, TableView

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


def test_the_discord_layer_sees_tables_as_views_only():
    """The privacy boundary is in the types: the Discord layer names tables ``TableView``, which
    has the public and seat views but no engine state, and the service hands them out as such;
    mypy (strict over ``bot.discordbot`` in ``make test``) refuses any read of ``.state``."""
    assert not hasattr(TableView, "state") and not hasattr(TableView, "_state")
    assert {"public", "view_for", "result"} <= set(dir(TableView))
    named = [
        str(path.relative_to(DISCORD))
        for path in sorted(DISCORD.rglob("*.py"))
        if "TableInfo" in path.read_text()
    ]
    assert named == []
    for method in ("act", "start", "join", "get", "find_open", "require_seat"):
        returned = str(inspect.signature(getattr(TableService, method)).return_annotation)
        assert "TableView" in returned and "TableInfo" not in returned, (method, returned)
