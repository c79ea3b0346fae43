# Two commands do everything on a fresh machine: `make run` and `make test`.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
FLASK := $(VENV)/bin/flask --app shop
PYTEST := $(VENV)/bin/pytest
HOST ?= 127.0.0.1
PORT ?= 5000
POSTGRES_TEST_URL ?= postgresql+psycopg://postgres@127.0.0.1:5432/test
# How the shop is served (bench/ serves its yardstick with the same flags; tests/boot runs SERVE as `make -n serve`
# prints it). gunicorn.conf.py holds the settings: gunicorn's gthread worker, a worker per CPU with 2 threads each,
# timeouts, max_requests with jitter, JSON logs.
GUNICORN_FLAGS := --config gunicorn.conf.py
# glibc gives each thread a malloc arena of its own whose freed memory the other threads never reuse, so a worker's
# threads share two; glibc reads this when the process starts, so it is set in the server's environment.
MALLOC_ARENA_MAX ?= 2
# The address mailed links, invoices and canonical URLs name: the environment's SHOP_PUBLIC_URL, else where this serves.
PUBLIC_URL = $(or $(SHOP_PUBLIC_URL),http://$(HOST):$(PORT))
SERVE = env MALLOC_ARENA_MAX=$(MALLOC_ARENA_MAX) SHOP_PUBLIC_URL='$(PUBLIC_URL)' \
	$(VENV)/bin/gunicorn $(GUNICORN_FLAGS) -b $(HOST):$(PORT) wsgi:app
# `make bench QUICK=1`: every benchmark once on a tiny shop, without warm-up runs, to prove the scripts run (figures
# mean nothing then).
QUICK ?=

.PHONY: run test setup venv venv-dev ui db lint lint-and-ui-tests audit test-boot test-api test-api-sqlite test-api-postgres test-contract test-ui test-e2e bench bench-catalog bench-listing bench-wide serve watch clean

run: setup db ## set everything up, then serve the shop at http://$(HOST):$(PORT) (make run PORT=5100 HOST=0.0.0.0)
	$(SERVE)

serve: ## serve without the set-up steps
	$(SERVE)

setup: venv ui

# Serving needs requirements/base.txt only: a shop on one host with SQLite and its media folder. A shop on several
# servers adds its drivers, `make setup WITH="postgresql redis s3"` (requirements/postgresql.txt, redis.txt, s3.txt);
# the tests, linters, benchmarks and audit add requirements/dev.txt, which holds all three. Each has a marker of its
# own, so `make run` after `make test` installs nothing again.
WITH ?=
venv: $(VENV)/.installed-base $(WITH:%=$(VENV)/.installed-%)
$(VENV)/.installed-base: requirements/base.txt
	test -d $(VENV) || python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -r requirements/base.txt
	touch $@

$(VENV)/.installed-%: requirements/%.txt $(VENV)/.installed-base
	$(PIP) install -q -r $<
	touch $@

venv-dev: $(VENV)/.installed-dev
$(VENV)/.installed-dev: $(VENV)/.installed-base requirements/dev.txt requirements/postgresql.txt requirements/redis.txt requirements/s3.txt
	$(PIP) install -q -r requirements/dev.txt
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

ui: node_modules/.installed ## build the UI bundle into shop/static/dist
	npm run build

watch: node_modules/.installed ## rebuild the UI on every change
	npm run watch

db: venv ## migrate the SQLite database in instance/ and seed the demo catalogue when empty
	$(FLASK) db upgrade
	$(FLASK) seed-demo --if-empty

lint: venv-dev node_modules/.installed
	$(VENV)/bin/ruff check shop tests bench wsgi.py
	$(VENV)/bin/lint-imports --no-cache
	npm run typecheck
	npm run lint

test: setup lint-and-ui-tests test-boot test-api test-contract test-e2e ## everything: lint, types, UI unit tests, boot, API on SQLite and PostgreSQL, the API contract, browser

lint-and-ui-tests: ## lint (mostly one core) beside the UI unit tests; every other suite uses both cores itself
	$(MAKE) --no-print-directory -j2 --output-sync=target lint test-ui

test-ui: node_modules/.installed ## UI unit tests; the first-load JS budget, checked on the built UI (the build only reports it)
	npm test
	npm run --silent check-budget

test-boot: venv-dev ui ## every module imports alone; `make run`'s server command serves a fresh shop; the README's commands work
	@echo "=== Boot: imports, the server command, the operator commands ==="
	$(PYTEST) tests/boot -q -p no:playwright

# The API suites run on both cores (pytest-xdist), which shortens them markedly: on PostgreSQL each worker has a
# database of its own (tests/worker_database.py).
test-api: test-api-sqlite test-api-postgres

test-api-sqlite: venv-dev
	@echo "=== API tests on SQLite ==="
	SHOP_TEST_DATABASE_URL=sqlite:// $(PYTEST) tests --ignore=tests/e2e --ignore=tests/boot --ignore=tests/test_api_contract.py -q -p no:playwright -n 2

test-api-postgres: venv-dev
	@echo "=== API tests on PostgreSQL ==="
	SHOP_TEST_DATABASE_URL=$(POSTGRES_TEST_URL) $(PYTEST) tests --ignore=tests/e2e --ignore=tests/boot --ignore=tests/test_api_contract.py -q -p no:playwright -n 2

test-contract: venv-dev ## schemathesis: every check and phase, as anonymous, shopper and admin, on a throwaway demo shop (SQLite: the contract does not depend on the database)
	@echo "=== API contract (schemathesis) ==="
	@# -n 2: the role runs, each on its own copy of the demo shop, on both cores, so they take far less than on one.
	@mkdir -p instance && rm -f instance/contract-totals.txt
	SHOP_TEST_DATABASE_URL=sqlite:// SHOP_CONTRACT_REPORT=instance/contract-totals.txt \
		$(PYTEST) tests/test_api_contract.py -q -p no:playwright -n 2
	@cat instance/contract-totals.txt

test-e2e: venv-dev ui
	@echo "=== Browser tests in Chromium ==="
	@# -n 2: two browsers, each with its own live shop (tests/e2e/conftest.py), so the suite is shorter than on one.
	$(PYTEST) tests/e2e -q -n 2

audit: venv-dev node_modules/.installed ## known vulnerabilities in the pinned Python requirements and the UI's runtime packages (asks PyPI's and npm's advisories; not part of `make test`)
	$(VENV)/bin/pip-audit --strict --disable-pip --no-deps $(foreach set,base postgresql redis s3,-r requirements/$(set).txt)
	npm audit --omit=dev --audit-level=high

# One after another for figures; QUICK=1 runs the three side by side (each one's output printed whole once it ends):
# their wrk runs last fixed seconds, so together they take little longer than the longest alone.
bench: venv ## performance figures (see bench/)
	@$(MAKE) --no-print-directory $(if $(QUICK),-j3 --output-sync=target,-j1) bench-catalog bench-listing bench-wide

bench-catalog:
	$(PY) bench/catalog.py $(if $(QUICK),--products 200 --db sqlite --requests 5 --seconds 2)

bench-listing:
	$(PY) bench/listing_load.py $(if $(QUICK),--products 200 --seconds 1 --stock-seconds 2 --warmup-seconds 0)

bench-wide:
	$(PY) bench/wide_load.py $(if $(QUICK),--products 300 --seconds 1 --smoke)

clean:
	rm -rf $(VENV) node_modules shop/static/dist
