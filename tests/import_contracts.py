"""An import-linter contract whose layers name no game: ``GAMES`` stands for every game
package of the container, found in the import graph, so that a new game is held to the
contract without a word in ``pyproject.toml``.

    [[tool.importlinter.contracts]]
    type = "game_layers"
    containers = ["render"]
    layers = ["replay", "GAMES", "images"]

``GAMES`` becomes one layer of independent packages: each child of the container that is a
package (has modules of its own), other than the layers the contract names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import grimp
from importlinter.contracts.layers import Layer, LayersContract, ModuleTail
from importlinter.domain.contract import ContractCheck, InvalidContractOptions
from importlinter.domain.helpers import module_expressions_to_modules

#: The layer that stands for every game package of the container.
GAMES = "GAMES"


def game_packages(graph: grimp.ImportGraph, container: str, named: set[str]) -> set[str]:
    """The children of ``container`` that are packages, by their name in it, but for ``named``."""
    packages = set()
    for child in graph.find_children(container):
        tail = child.removeprefix(container + ".")
        if tail not in named and graph.find_children(child):
            packages.add(tail)
    return packages


class GameLayersContract(LayersContract):
    """A layers contract where the layer ``GAMES`` holds each game package of one container."""

    type_name = "game_layers"

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        layers = cast(Sequence[Layer], self.layers)
        containers = [m.name for m in module_expressions_to_modules(graph, self.containers)]  # type: ignore[arg-type]
        if len(containers) != 1:
            raise InvalidContractOptions({"containers": "a game_layers contract has one container"})
        named = {tail.name for layer in layers for tail in layer.module_tails} - {GAMES}
        games = game_packages(graph, containers[0], named)
        if not games:
            raise InvalidContractOptions({"layers": f"no game package in {containers[0]}"})
        self.layers = [  # type: ignore[misc]
            Layer({ModuleTail(name) for name in games}, is_independent=True)
            if {tail.name for tail in layer.module_tails} == {GAMES}
            else layer
            for layer in layers
        ]
        return super().check(graph, verbose)
