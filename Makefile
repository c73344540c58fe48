# Everything a newcomer needs: `make test` and `make run` work on a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Test processes: two per core by default (`make test PYTEST_WORKERS=1` runs them in one).
# Many tests wait (for a subprocess, a database, a simulated clock): on 2 cores, 4 workers ran
# the suite in 272 s against 391 s for 2, and 6 gained nothing more.
PYTEST_WORKERS ?= $(shell $(PYTHON) -c 'import os; print(2 * (os.cpu_count() or 1))')

# Test runs write bytecode even where the environment says not to (PYTHONDONTWRITEBYTECODE):
# every test process, and every bot process a test starts, imports the bot anew, and compiling
# it each time cost more CPU than the tests that need it. The bot's modules are compiled up
# front, on every core, so that the test processes find them ready from the first run.
TEST_ENV := PYTHONDONTWRITEBYTECODE=
COMPILE := $(BIN)/python -m compileall -q -j 0 engine bot render

.PHONY: run test test-fast test-postgres test-web lint format bench demo samples clean catalog constraints mutation \
	mutation-sample

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

RUNTIME := $(VENV)/.runtime

# `make run` needs only what the bot runs on; `make test` adds the test tools.
# constraints.txt pins every package's version, so that each install gets the tested set.
$(RUNTIME): pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[postgres]'
	touch $(RUNTIME)

$(STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test]'
	touch $(STAMP) $(RUNTIME)

## make constraints: pin the versions now installed (after a change of dependencies)
constraints: $(STAMP)
	$(BIN)/python -m pip install --quiet --upgrade -e '.[test]'
	{ sed -n '1,2p' constraints.txt; $(BIN)/python -m pip freeze --exclude-editable; } > constraints.new
	mv constraints.new constraints.txt

# Discord's Embedded App SDK (npm, pinned by package-lock.json), which the Activity's page
# loads: the package ships ES modules whose imports are all relative, so its files are served
# as they are, copied into the page's static files (not committed). npm is Debian's where it
# is missing, installed as Chromium is.
SDK := bot/web/static/vendor/embedded-app-sdk
SDK_STAMP := $(SDK)/.installed
$(SDK_STAMP): package.json package-lock.json
	@command -v npm >/dev/null || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm; \
		else \
			echo "the Activity's page needs npm (Node.js): sudo apt-get install nodejs npm"; exit 1; \
		fi; }
	npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	rm -rf $(SDK) && mkdir -p $(SDK)
	cd node_modules/@discord/embedded-app-sdk && cp LICENSE.md $(CURDIR)/$(SDK)/ && \
		cd output && find . -name '*.mjs' -exec cp --parents {} $(CURDIR)/$(SDK)/ \;
	touch $(SDK_STAMP)

## make run: the Discord bot (DISCORD_TOKEN in the environment or .env; see .env.example), with
## its live table on this machine's loopback (SPLITBOT_WEB_PORT, 8765 unless set)
run: $(RUNTIME) $(SDK_STAMP)
	SPLITBOT_WEB_PORT=$${SPLITBOT_WEB_PORT:-8765} $(BIN)/splitbot run

## make test-postgres: the service and Discord suites on a throwaway PostgreSQL server
## (TEST_DATABASE_URL=postgresql://user@host/db uses an existing server instead)
test-postgres: $(STAMP) $(SDK_STAMP)
	$(COMPILE)
	$(TEST_ENV) $(BIN)/python -m tests.postgres_server -- $(BIN)/pytest tests/bot tests/discord \
		-n $(PYTEST_WORKERS) --dist worksteal

## make test: lint, types and import contracts, then the whole suite with branch coverage
test: $(STAMP) $(SDK_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(COMPILE)
	$(TEST_ENV) $(BIN)/pytest -n $(PYTEST_WORKERS) --dist worksteal --cov --cov-report=
	$(BIN)/coverage report --include='engine/*' --fail-under=90
	$(BIN)/coverage report --include='bot/*,render/*'

## make test-fast: the inner loop, no lint, no coverage, no whole-game tests (make test runs all)
test-fast: $(STAMP) $(SDK_STAMP)
	$(COMPILE)
	$(TEST_ENV) $(BIN)/pytest -n $(PYTEST_WORKERS) --dist worksteal -m "not slow and not browser"

# The browser the live table's tests drive: Debian's Chromium (Playwright's own download
# cannot work here), installed when missing on a machine where this may (root with apt-get).
CHROMIUM := /usr/bin/chromium
$(CHROMIUM):
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	else \
		echo "make test-web needs Debian's Chromium: sudo apt-get install chromium"; exit 1; \
	fi

## make test-web: the live table in a real browser (Debian's Chromium) beside SimCord
test-web: $(STAMP) $(CHROMIUM) $(SDK_STAMP)
	$(COMPILE)
	$(TEST_ENV) $(BIN)/pytest tests/discord/web -m browser -n $(PYTEST_WORKERS) --dist worksteal

## make bench: performance figures, each beside its target and a floor measured in the same run;
## every bench runs, then it fails naming each target missed
BENCHES := bench.render bench.lanes bench.burst bench.service bench.presenter bench.discord_calls \
	bench.strength bench.web
bench: $(STAMP) $(CHROMIUM) $(SDK_STAMP)
	@failed=""; \
	for bench in $(BENCHES); do $(BIN)/python -m $$bench || failed="$$failed $$bench"; done; \
	$(BIN)/python -m tests.postgres_server -- $(BIN)/python -m bench.scale || failed="$$failed bench.scale"; \
	if [ -n "$$failed" ]; then echo "make bench: targets missed in$$failed"; exit 1; fi

## make mutation: the engine's own tests against mutants of the engine, and the score per game
## (long: hours on two cores; mutmut resumes where a stopped run left off). MUTANTS=engine.splito*
## narrows it to one game.
MUTANTS ?=
mutation: $(STAMP)
	$(BIN)/pip install -q -c constraints.txt mutmut==3.8.1
	HYPOTHESIS_PROFILE=mutation $(BIN)/mutmut run --max-children $$(nproc) $(MUTANTS)
	$(BIN)/python -m bench.mutation

## make mutation-sample: 40 mutants of each game and 40 of the shared modules, drawn with a seed
## (SEED=2026), run and scored as make mutation scores them: under an hour on two cores.
SEED ?= 2026
mutation-sample: $(STAMP)
	$(BIN)/pip install -q -c constraints.txt mutmut==3.8.1
	HYPOTHESIS_PROFILE=mutation $(BIN)/python -m bench.mutation_sample --seed $(SEED)

## make demo: a whole offline game with AI seats, written to demo/splito/
demo: $(STAMP)
	$(BIN)/splitbot demo splito --players 5 --seed 7

## make samples: each game's boards at a phone's width (324 px), written to samples/
samples: $(STAMP)
	$(BIN)/python -m bot.samples --out samples $(if $(LANGUAGE),--language $(LANGUAGE),)

## make catalog LANGUAGE=de: copy the messages a language lacks from English, then check them
catalog: $(STAMP)
	$(BIN)/python -m bot.i18n update $(LANGUAGE)
	$(BIN)/pytest tests/test_i18n.py -n 0

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) node_modules bot/web/static/vendor .pytest_cache .ruff_cache .coverage .hypothesis .mypy_cache .import_linter_cache .grimp_cache
