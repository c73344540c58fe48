"""The Discord layer's shape: no import circle, and tables seen only as views (no engine state).

The layers themselves are import-linter contracts (``pyproject.toml``), run by ``make test``.
"""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import grimp

from bot.service import TableService, TableView
from bot.service.lobby import Lobbies
from bot.service.play import Play

ROOT = Path(__file__).parent.parent
DISCORD = ROOT / "bot" / "discordbot"


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
    methods = (Play.act, Lobbies.start, Lobbies.join, TableService.get, TableService.find_open)
    for method in (*methods, Play.require_seat):
        returned = str(inspect.signature(method).return_annotation)
        assert "TableView" in returned and "TableInfo" not in returned, (method, returned)


def test_the_game_layers_contracts_hold_every_registered_game_and_nothing_else():
    """``GAMES`` in a ``game_layers`` contract is each game package of its container: the
    bot's own games, each in engine, render and the Discord layer (a new game is held to the
    contracts as soon as its packages exist)."""
    from bot.discordbot.registry import GAMES as FACES
    from engine import game_names
    from render import games_with_images
    from tests.import_contracts import game_packages

    graph = grimp.build_graph("engine", "render", "bot")
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contracts = [
        c for c in pyproject["tool"]["importlinter"]["contracts"] if c["type"] == "game_layers"
    ]
    own = {"engine": set(game_names()), "render": set(games_with_images())}
    own["bot.discordbot"] = {ui.game for ui in FACES}
    assert sorted(c["containers"][0] for c in contracts) == sorted(own)
    for contract in contracts:
        (container,) = contract["containers"]
        named = {name.strip() for layer in contract["layers"] for name in layer.split("|")}
        assert "GAMES" in named, container
        assert game_packages(graph, container, named) == own[container], container


def test_a_game_layers_contract_finds_a_new_game_package_and_holds_it(tmp_path):
    """A game package added to a container is in ``GAMES`` at once: importing a layer above it
    breaks the contract."""
    top = tmp_path / "house"
    for name in ("house", "house/shared", "house/pebbles", "house/stones"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text("")
    (top / "shared" / "draw.py").write_text("")
    (top / "stones" / "board.py").write_text("import house.shared.draw\n")
    (top / "pebbles" / "board.py").write_text("import house.top\n")
    (top / "top.py").write_text("import house.pebbles.board\n")
    (tmp_path / "pyproject.toml").write_text(
        '[tool.importlinter]\nroot_packages = ["house"]\n'
        'contract_types = ["game_layers: tests.import_contracts.GameLayersContract"]\n'
        '[[tool.importlinter.contracts]]\nname = "games"\ntype = "game_layers"\n'
        'containers = ["house"]\nlayers = ["top", "GAMES", "shared"]\n'
    )

    def lint() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [
                str(Path(sys.executable).parent / "lint-imports"),
                "--no-cache",
            ],
            cwd=tmp_path,
            env={**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"},
            capture_output=True,
            text=True,
        )

    broken = lint()
    assert broken.returncode == 1, broken.stdout + broken.stderr
    assert "house.pebbles is not allowed to import house.top" in broken.stdout
    (top / "pebbles" / "board.py").write_text("import house.shared.draw\n")
    kept = lint()
    assert kept.returncode == 0, kept.stdout + kept.stderr


def row_edits(source: str) -> list[str]:
    """Where ``source`` builds a storage row (``…Row(…)``) or changes one (assigns an attribute
    of a name bound to a row, or adds and removes its seats)."""
    import ast

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name.endswith("Row") and name[:1].isupper():
                found.append(f"line {node.lineno}: builds {name}")
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in {"append", "remove", "add"}:
                owner = func.value
                if isinstance(owner, ast.Attribute) and owner.attr == "seats":
                    found.append(f"line {node.lineno}: changes seats")
        targets = node.targets if isinstance(node, ast.Assign) else []
        targets += [node.target] if isinstance(node, ast.AugAssign | ast.AnnAssign) else []
        for target in targets:
            owner = target.value if isinstance(target, ast.Attribute) else None
            if isinstance(owner, ast.Await):  # ``(await rows.get(…)).name = …``
                found.append(f"line {node.lineno}: sets a row it awaited")
            if isinstance(owner, ast.Name) and owner.id in {"row", "seat", "hand"}:
                found.append(f"line {node.lineno}: sets {owner.id}.{target.attr}")
    return sorted(found, key=lambda said: int(said.split()[1].rstrip(":")))


def test_the_service_builds_and_changes_no_storage_row():
    """Rows are storage's: the service reads those a session gives it, and builds or changes
    them only through storage's named functions (``bot.storage.lobbies``, ``servers``)."""
    service = ROOT / "bot" / "service"
    edits = {
        path.name: found
        for path in sorted(service.glob("*.py"))
        if (found := row_edits(path.read_text()))
    }
    assert edits == {}


def test_the_row_edit_finder_finds_each_kind_of_edit():
    source = (
        "row = TableRow(game='x')\nrow.status = 'running'\nrow.seats.append(s)\n"
        "(await servers.get(s, 1)).language = 'fr'\n"
    )
    assert row_edits(source) == [
        "line 1: builds TableRow",
        "line 2: sets row.status",
        "line 3: changes seats",
        "line 4: sets a row it awaited",
    ]
