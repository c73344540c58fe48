"""Why a Splitter placement is good for the sheet it is written on, as a message key with its
arguments (the bot words it): the group it completes, the hearts it matches, the group it
grows, or that it keeps room for the rolls to come. A sheet scores alone: the other sheets
change nothing of it.
"""

from __future__ import annotations

from engine.protocol import Message, message
from engine.splitter.game import Place, Sheet, SplitterView, write
from engine.splitter.layout import Layout
from engine.splitter.scoring import Group, groups_of, heart_bonus


def why(view: SplitterView, place: Place) -> Message:
    """What ``place`` does for the seat's sheet, most telling first:

    - ``splitter-why-completes``: a group of exactly ``number`` cells (``points``, doubled on a
      star: ``star`` is ``yes``);
    - ``splitter-why-hearts``: every heart now holds the same number (+5);
    - ``splitter-why-grows``: a group of ``number`` now ``size`` cells, of the ``number`` it
      needs;
    - ``splitter-why-room``: nothing of the above; it keeps the sheet's best chances.
    """
    assert view.seat is not None, "a placement is a seat's"
    layout, before = view.layout, view.sheets[view.seat]
    after = write(before, place)
    scoring_before = {g.cells for g in groups_of(layout, before) if g.points}
    touched = _groups_at(layout, after, place)
    for group in touched:
        if group.points and group.cells not in scoring_before:
            star = "yes" if group.doubled else "no"
            return message(
                "splitter-why-completes", number=group.number, points=group.points, star=star
            )
    if heart_bonus(layout, after) > heart_bonus(layout, before):
        return message("splitter-why-hearts")
    for group in touched:
        if len(group.cells) < group.number:
            return message("splitter-why-grows", number=group.number, size=len(group.cells))
    return message("splitter-why-room")


def _groups_at(layout: Layout, sheet: Sheet, place: Place) -> list[Group]:
    """The groups holding the placement's cells, largest number first."""
    groups = [g for g in groups_of(layout, sheet) if any(c in g.cells for c in place.cells)]
    return sorted(groups, key=lambda g: (-g.points, -g.number))
