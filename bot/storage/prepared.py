"""Core statements compiled once per dialect and run straight on the driver's cursor.

The hot write (one action: update the table's row, append to the log) is two tiny statements.
Through SQLAlchemy's execution machinery each cost several times what the database spends on
it (cache key, execution context, result object), so the journal runs them here instead: the
SQL text, the parameter order and the type processors are taken from SQLAlchemy's own
compilation of the statement for the connection's dialect, so values are stored exactly as the
ORM stores and reads them (dates on SQLite, JSON on PostgreSQL). The statements run inside the
caller's SQLAlchemy transaction, on its connection.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Connection
from sqlalchemy.engine import Dialect
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import ClauseElement

Processor = Callable[[Any], Any]


@dataclass(frozen=True)
class Compiled:
    """One statement for one dialect: its SQL, its fixed values and how to pass the others."""

    sql: str
    order: tuple[str, ...] | None  # the parameters' order for a positional driver, else named
    fixed: Mapping[str, Any]  # values the statement carries itself (literals turned binds)
    processors: Mapping[str, Processor]

    def parameters(self, values: Mapping[str, Any]) -> Sequence[Any] | dict[str, Any]:
        """``values`` (and the fixed ones) processed and in the driver's form."""
        merged = {**self.fixed, **values}
        for name, process in self.processors.items():
            merged[name] = process(merged[name])
        if self.order is None:
            return merged
        return [merged[name] for name in self.order]


class Prepared:
    """A Core statement (with bind parameters only) run on the DBAPI cursor of a connection.

    ``columns``: for an INSERT, the columns every row gives.
    """

    def __init__(self, statement: ClauseElement, columns: Sequence[str] = ()) -> None:
        self.statement = statement
        self.columns = list(columns)
        self._compiled: dict[str, Compiled] = {}

    def compiled_for(self, dialect: Dialect) -> Compiled:
        """The statement compiled for ``dialect`` (once per dialect and driver)."""
        key = f"{dialect.name}+{dialect.driver}"
        found = self._compiled.get(key)
        if found is None:
            compiled = cast(
                SQLCompiler,
                self.statement.compile(dialect=dialect, column_keys=self.columns or None),
            )
            processors, fixed = {}, {}
            for bind, name in compiled.bind_names.items():  # names as the SQL spells them
                process = bind.type.dialect_impl(dialect).bind_processor(dialect)
                if process is not None:
                    processors[name] = process
                if not bind.required:  # a value the statement carries (a literal turned bind)
                    fixed[name] = bind.value
            positional = compiled.positiontup
            found = Compiled(
                sql=compiled.string,
                order=tuple(positional) if positional is not None else None,
                fixed=fixed,
                processors=processors,
            )
            self._compiled[key] = found
        return found

    def run(self, conn: Connection, values: Mapping[str, Any]) -> int:
        """Execute with ``values``; the number of rows it touched."""
        compiled = self.compiled_for(conn.dialect)
        with _cursor(conn, compiled.sql, compiled.parameters(values), many=False) as cursor:
            return int(cursor.rowcount)

    def rows(self, conn: Connection, values: Mapping[str, Any]) -> list[tuple[Any, ...]]:
        """Execute a query with ``values``; its rows as the driver returns them (plain values:
        no result processing, so only for columns the driver reads as they are)."""
        compiled = self.compiled_for(conn.dialect)
        with _cursor(conn, compiled.sql, compiled.parameters(values), many=False) as cursor:
            return [tuple(row) for row in cursor.fetchall()]

    def run_many(self, conn: Connection, rows: Sequence[Mapping[str, Any]]) -> None:
        """Execute once per row of ``rows`` (one row takes the plain execute, cheaper than the
        driver's executemany)."""
        if len(rows) == 1:
            self.run(conn, rows[0])
            return
        compiled = self.compiled_for(conn.dialect)
        parameters = [compiled.parameters(row) for row in rows]
        with _cursor(conn, compiled.sql, parameters, many=True):
            pass


@contextmanager
def _cursor(conn: Connection, sql: str, parameters: Any, *, many: bool) -> Iterator[Any]:
    """A driver cursor that has run ``sql``, closed on exit.

    Listeners of SQLAlchemy's cursor events (statement logs, tracing, tests counting
    statements) still see the statement: they are called as SQLAlchemy would call them.
    """
    listening = conn.dispatch.before_cursor_execute or conn.dispatch.after_cursor_execute
    cursor = conn.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    try:
        if listening:
            for before in conn.dispatch.before_cursor_execute:
                sql, parameters = before(conn, cursor, sql, parameters, None, many)
        if many:
            cursor.executemany(sql, parameters)
        else:
            cursor.execute(sql, parameters)
        if listening:
            for after in conn.dispatch.after_cursor_execute:
                after(conn, cursor, sql, parameters, None, many)
        yield cursor
    finally:
        cursor.close()
