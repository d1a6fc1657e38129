# rulings-qa: every target sets itself up (a .venv with the pinned dependencies) first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
CORPUS := corpora/rulings
OUT    := reports

SHARED := ../shared/data
REAL   := $(OUT)/eval-real
REAL_SINCE := 2015-01-01

SCHEMAS := $(VENV)/share/xliff

.PHONY: setup browser schemas run test lint eval eval-real bench fuzz clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

run: setup
	$(BIN)/rulingqa run $(CORPUS) --out $(OUT)

# Debian's Chromium and its driver for the report's browser tests (never a browser
# downloaded by a test tool). Where they cannot be installed the browser tests skip.
browser:
	@command -v chromedriver >/dev/null && command -v chromium >/dev/null || \
	  { (apt-get update -q && apt-get install -y -q chromium chromium-driver) >/dev/null 2>&1 \
	    || echo "browser tests will skip: could not install chromium and chromium-driver"; }

# The OASIS XLIFF 2.0 schema that report.xlf is validated against in the tests, taken from
# Debian's php-symfony-translation, which ships it with the W3C xml.xsd it imports. Only
# the two schema files are unpacked; nothing is installed. Where apt cannot fetch the
# package the schema test skips and says why.
schemas: $(SCHEMAS)/xliff-core-2.0.xsd

$(SCHEMAS)/xliff-core-2.0.xsd:
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && cd "$$tmp" && \
	{ apt-get download -q php-symfony-translation >/dev/null 2>&1 || \
	  { apt-get update -q >/dev/null 2>&1 && apt-get download -q php-symfony-translation >/dev/null 2>&1; }; } && \
	dpkg-deb -x php-symfony-translation_*.deb root && cd - >/dev/null && \
	src=$$(dirname "$$(find "$$tmp/root" -name xliff-core-2.0.xsd | head -n 1)") && \
	mkdir -p $(SCHEMAS)/informativeCopiesOf3rdPartySchemas/w3c && \
	cp "$$src/xliff-core-2.0.xsd" $(SCHEMAS)/ && \
	cp "$$src/xml.xsd" $(SCHEMAS)/informativeCopiesOf3rdPartySchemas/w3c/ \
	|| echo "the XLIFF schema test will skip: could not fetch php-symfony-translation"

test: setup browser schemas
	$(BIN)/python -m pytest

lint: setup
	$(BIN)/ruff check pipeline tests

eval: setup
	$(BIN)/rulingqa eval $(CORPUS) --gold corpora/gold/annotations.csv \
	  --meaning corpora/gold/meaning.csv --alignment

# The official French card texts (sets from 2015 on) as a bilingual table, checked with
# the shipped glossary and the card names imported from the same data.
eval-real: setup
	@if [ ! -f $(SHARED)/mtgjson-2019/cards-en-fr.tsv ]; then \
	  echo "eval-real skipped: $(SHARED)/mtgjson-2019/cards-en-fr.tsv is absent"; exit 0; fi; \
	set -e; \
	$(BIN)/rulingqa glossary import-cards --format mtgjson $(SHARED)/mtgjson-2019/cards-en-fr.tsv \
	  --out $(REAL)/cards/cards.csv --conflicts $(REAL)/card-conflicts.csv; \
	$(BIN)/rulingqa pairs import $(SHARED)/mtgjson-2019/cards-en-fr.tsv --since $(REAL_SINCE) \
	  --out $(REAL)/pairs.jsonl; \
	$(BIN)/rulingqa run --pairs $(REAL)/pairs.jsonl --glossary corpora/glossary \
	  --glossary $(REAL)/cards --out $(REAL)/report; \
	$(BIN)/rulingqa top $(REAL)/report/latest

# Property tests with many more examples than in CI (not run by make test's profile).
fuzz: setup
	HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest tests/hostile/test_properties.py -q

$(VENV)/.bench-stamp: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev,bench]'
	touch $@

bench: setup $(VENV)/.bench-stamp
	$(BIN)/python benchmarks/bench.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
