"""ratings: each player's skill at each game in each server, with finished games rated once

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24 02:00:00
"""

from collections import defaultdict
from collections.abc import Sequence

from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = '0006'
down_revision: str | None = '0005'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    ratings = op.create_table(
        'ratings',
        sa.Column('guild_id', sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column('game', sa.String(length=32), nullable=False),
        sa.Column('player', sa.String(length=40), nullable=False),
        sa.Column('name', sa.String(length=100), nullable=False),
        sa.Column('mu', sa.Float(), nullable=False),
        sa.Column('sigma', sa.Float(), nullable=False),
        sa.Column('games', sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint('guild_id', 'game', 'player'),
    )
    _rate_finished_games(ratings)


def _rate_finished_games(ratings: sa.Table) -> None:
    """Every game finished before ratings existed, rated once in the order they ended, as
    ``bot.service.ratings`` rates a game as it ends (its AI seats count for the default policy:
    results do not say which played). Written out here so that this step stays what it was."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    results = sa.table(
        'results',
        sa.column('table_id'),
        sa.column('guild_id'),
        sa.column('game'),
        sa.column('seat'),
        sa.column('user_id'),
        sa.column('name'),
        sa.column('rank'),
        sa.column('finished_at'),
    )
    rows = op.get_bind().execute(
        sa.select(results).order_by(results.c.finished_at, results.c.table_id, results.c.seat)
    )
    games: dict[int, list[sa.Row[Any]]] = defaultdict(list)
    for row in rows:
        games[row.table_id].append(row)
    # (server, game, player) -> (mu, sigma, games, name)
    skills: dict[tuple[int, str, str], tuple[float, float, int, str]] = {}
    for seats in games.values():
        server, game = seats[0].guild_id or 0, seats[0].game
        players = [f"user:{s.user_id}" if s.user_id is not None else "ai:greedy" for s in seats]
        if len(set(players)) < 2:
            continue
        teams = []
        for player in players:
            mu, sigma, _, _ = skills.get((server, game, player), (model.mu, model.sigma, 0, ""))
            teams.append([model.rating(mu, sigma)])
        updated = model.rate(teams, ranks=[float(s.rank) for s in seats])
        seen: dict[str, list[Any]] = defaultdict(list)
        for player, (rating,) in zip(players, updated, strict=True):
            seen[player].append(rating)
        for seat, player in zip(seats, players, strict=True):
            if player not in seen:
                continue
            rated = seen.pop(player)
            played = skills.get((server, game, player), (0, 0, 0, ""))[2] + 1
            mu = sum(r.mu for r in rated) / len(rated)
            sigma = sum(r.sigma for r in rated) / len(rated)
            skills[(server, game, player)] = (mu, sigma, played, seat.name)
    if skills:
        op.bulk_insert(
            ratings,
            [
                {
                    'guild_id': server,
                    'game': game,
                    'player': player,
                    'name': name[:100],
                    'mu': mu,
                    'sigma': sigma,
                    'games': played,
                }
                for (server, game, player), (mu, sigma, played, name) in skills.items()
            ],
        )


def downgrade() -> None:
    op.drop_table('ratings')
