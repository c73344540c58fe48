"""Controls: typed custom_ids, and the base every game's buttons and selects build on.

A control's custom_id carries everything a click needs (``<prefix>:<field>:<field>…``), so a
button keeps working after a restart and an old one is recognised. The fields are a frozen
dataclass, a ``ControlId``: its field types give both the DynamicItem's template and the
custom_id string, and bound every number, so no forged id can overflow.
"""

from __future__ import annotations

import re
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from typing import (
    Annotated,
    Any,
    ClassVar,
    Literal,
    Self,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

import discord


@dataclass(frozen=True)
class Digits:
    """A number field of 1 to ``most`` digits."""

    most: int

    @property
    def pattern(self) -> str:
        return f"[0-9]{{1,{self.most}}}"

    @property
    def largest(self) -> int:
        return int(10**self.most) - 1


@dataclass(frozen=True)
class UpTo:
    """A one-digit number field from 0 to ``largest`` (at most 9)."""

    largest: int

    @property
    def pattern(self) -> str:
        return f"[0-{self.largest}]"


#: Table numbers may grow long; every other number of a control has at most six digits.
TableNumber = Annotated[int, Digits(18)]
SMALL = Digits(6)
NONE_MARK = "-"


@dataclass(frozen=True)
class FieldSpec:
    """How one field reads in a custom_id."""

    name: str
    kind: type  # int, bool or str
    pattern: str
    words: tuple[str, ...] = ()  # a Literal's values
    largest: int = 0  # an int's bound
    optional: bool = False

    def parse(self, text: str) -> Any:
        if self.optional and text == NONE_MARK:
            return None
        if self.kind is bool:
            return text == "1"
        return int(text) if self.kind is int else text

    def format(self, value: Any) -> str:
        if value is None:
            return NONE_MARK
        if isinstance(value, bool):
            return str(int(value))
        return str(value)


def _spec(name: str, hint: Any) -> FieldSpec:
    optional = False
    if get_origin(hint) in (Union, types.UnionType):
        parts = [a for a in get_args(hint) if a is not type(None)]
        optional, (hint,) = True, parts
    if get_origin(hint) is Literal:
        words = tuple(str(w) for w in get_args(hint))
        pattern = "|".join(words)
        spec = FieldSpec(name, str, pattern, words=words)
    elif hint is bool:
        spec = FieldSpec(name, bool, "[01]")
    else:
        bound: Digits | UpTo = SMALL
        if get_origin(hint) is Annotated:
            hint, bound = get_args(hint)[0], get_args(hint)[1]
        if hint is not int:
            raise TypeError(f"a control field is int, bool or a Literal, not {hint!r}")
        spec = FieldSpec(name, int, bound.pattern, largest=bound.largest)
    if optional:
        spec = replace(spec, pattern=f"{NONE_MARK}|{spec.pattern}", optional=True)
    return spec


class ControlId:
    """Base of the frozen dataclasses a control's custom_id carries.

    Field types: ``int`` (1–6 digits), ``TableNumber`` (1–18 digits), ``Annotated[int, UpTo(k)]``
    (one digit), ``bool`` (0 or 1), ``Literal[...]`` (one of its words); ``X | None`` also takes
    ``-`` for None.
    """

    _specs: ClassVar[dict[type, tuple[FieldSpec, ...]]] = {}

    @classmethod
    def specs(cls) -> tuple[FieldSpec, ...]:
        """The fields in custom_id order, as the class declares them."""
        if cls not in ControlId._specs:
            hints = get_type_hints(cls, include_extras=True)
            declared = fields(cls)  # type: ignore[arg-type]  # every subclass is a dataclass
            ControlId._specs[cls] = tuple(_spec(f.name, hints[f.name]) for f in declared)
        return ControlId._specs[cls]

    @classmethod
    def template(cls, prefix: str, only: Mapping[str, tuple[str, ...]] | None = None) -> str:
        """The regular expression of ``prefix:<fields>``; ``only`` narrows Literal fields."""
        parts = [prefix]
        for spec in cls.specs():
            words = (only or {}).get(spec.name)
            pattern = "|".join(words) if words else spec.pattern
            parts.append(f"(?P<{spec.name}>{pattern})")
        return ":".join(parts)

    @classmethod
    def parse(cls, match: re.Match[str]) -> Self:
        """The id a template's match describes."""
        return cls(**{spec.name: spec.parse(match[spec.name]) for spec in cls.specs()})

    def custom_id(self, prefix: str) -> str:
        return ":".join([prefix, *(spec.format(getattr(self, spec.name)) for spec in self.specs())])


@dataclass(frozen=True)
class BoardId(ControlId):
    """A board's button: the table and the round (or step) it was posted for."""

    table: TableNumber
    round: int


@dataclass(frozen=True)
class TableId(ControlId):
    """A control that names only its table (a final message's Rematch or Replay)."""

    table: TableNumber


class Control:
    """Mixed into a DynamicItem: ``class Pick(Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splito:pick", fields=PickId)``.
    The item is rebuilt from a click's custom_id with ``cls(fields.parse(match))``;
    ``self.choice`` holds its fields.
    """

    prefix: ClassVar[str]
    fields: ClassVar[type[ControlId]]
    #: Whether the control acts only on its player's own private message (an ephemeral reply
    #: or their DM): a hand, a bet, a panel. Public controls (a board's, a lobby's) say False.
    PRIVATE: ClassVar[bool] = True
    #: The Literal fields the template narrows (a select's kinds, say).
    only: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    choice: Any

    def __init_subclass__(
        cls,
        *,
        prefix: str | None = None,
        fields: type[ControlId] | None = None,
        only: Mapping[str, tuple[str, ...]] | None = None,
        **kwargs: Any,
    ) -> None:
        if prefix is not None and fields is not None:
            cls.prefix, cls.fields, cls.only = prefix, fields, dict(only or {})
            kwargs["template"] = fields.template(prefix, cls.only)
        super().__init_subclass__(**kwargs)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cls.fields.parse(match))

    def __init__(self, choice: ControlId, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.choice = choice

    @classmethod
    def custom_id_of(cls, choice: ControlId) -> str:
        return choice.custom_id(cls.prefix)

    @classmethod
    def button(
        cls,
        choice: ControlId,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> discord.ui.Button[Any]:
        """The button of this control at ``choice``."""
        return discord.ui.Button(
            label=label[:80], style=style, row=row, custom_id=cls.custom_id_of(choice)
        )

    @classmethod
    def select(
        cls, choice: ControlId, options: Sequence[discord.SelectOption], **kwargs: Any
    ) -> discord.ui.Select[Any]:
        """The select of this control at ``choice``. Selects take a whole component row each,
        laid out in the order they are added."""
        # Rebuilt from a click, the options are not shown: one placeholder will do.
        shown = list(options) or [discord.SelectOption(label="?", value="0")]
        return discord.ui.Select(custom_id=cls.custom_id_of(choice), options=shown, **kwargs)


class ChoiceButton(Control):
    """A button that chooses something: grey, or in ``SELECTED`` style while it is the choice
    made (or the main one); on row ``ROW`` unless told otherwise."""

    SELECTED: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.primary
    ROW: ClassVar[int | None] = None

    def __init__(
        self, choice: ControlId, label: str = "?", selected: bool = False, row: int | None = None
    ) -> None:
        style = self.SELECTED if selected else discord.ButtonStyle.secondary
        super().__init__(
            choice, self.button(choice, label, style, self.ROW if row is None else row)
        )


class ConfirmButton(Control):
    """The green **Confirm** of a secret control, on row ``ROW``."""

    ROW: ClassVar[int]

    def __init__(self, choice: ControlId, label: str = "Confirm") -> None:
        # Rebuilt from a click, the label is not shown: only a new control needs its words.
        super().__init__(choice, self.button(choice, label, discord.ButtonStyle.success, self.ROW))


class BoardButton(Control):
    """The button on a round's (or step's) public message that opens the clicker's secret
    control: ``class PlayButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="splito:play")`` with a ``callback``; its custom_id is ``<prefix>:<table>:<round>``.
    """

    #: The catalog key of its label (the board is in its table's language).
    LABEL: ClassVar[str] = "button-play"
    PRIVATE = False
    choice: BoardId

    def __init_subclass__(cls, *, prefix: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(prefix=prefix, fields=BoardId, **kwargs)

    def __init__(self, choice: ControlId, label: str | None = None) -> None:
        button = self.button(choice, label or self.LABEL, discord.ButtonStyle.primary)
        super().__init__(choice, button)

    @property
    def table(self) -> int:
        return self.choice.table

    @property
    def round(self) -> int:
        return self.choice.round
