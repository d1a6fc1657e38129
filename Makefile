# rulings-qa: every target sets itself up (a .venv with the pinned dependencies) first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
CORPUS := corpora/rulings
OUT    := reports

.PHONY: setup run test lint eval clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

run: setup
	$(BIN)/rulingqa run $(CORPUS) --out $(OUT)

test: setup
	$(BIN)/python -m pytest

lint: setup
	$(BIN)/ruff check pipeline tests

eval: setup
	$(BIN)/rulingqa eval $(CORPUS) --gold corpora/gold/annotations.csv

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
