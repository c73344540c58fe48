# splitbot in a container: a slim image, run as an unprivileged user, with a health check.
#   docker build -t splitbot .
#   docker run --env-file .env -v splitbot-data:/data splitbot
# With PostgreSQL next to it: compose.yaml.

FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml constraints.txt README.md LICENSE PRIVACY.md TERMS.md ./
COPY engine engine
COPY render render
COPY migrations migrations
COPY bot bot
# The exact versions the tests ran on (constraints.txt), PostgreSQL's driver included.
RUN python -m venv /opt/splitbot \
    && /opt/splitbot/bin/pip install --no-cache-dir --quiet -c constraints.txt '.[postgres]'

FROM python:3.11-slim
RUN useradd --system --uid 10001 --home-dir /data --no-create-home splitbot \
    && mkdir /data && chown splitbot /data
COPY --from=build /opt/splitbot /opt/splitbot
ENV PATH=/opt/splitbot/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    SPLITBOT_DATA_DIR=/data \
    SPLITBOT_HEARTBEAT_FILE=/tmp/splitbot.alive
USER splitbot
WORKDIR /data
# The SQLite file lives here when DATABASE_URL is not set.
VOLUME /data
# Healthy while connected to Discord: the bot touches its heartbeat every 10 s.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 CMD ["splitbot", "health"]
# Migrations run at start-up; logs go to standard error, plain lines (LOG_FORMAT=json: one
# JSON object a line). As PID 1 it handles SIGTERM itself: `docker stop` stops it cleanly
# within 20 s (give it `--time 30`; compose.yaml does).
CMD ["splitbot", "run"]
