# rulings-qa: every target sets itself up (a .venv with the pinned dependencies) first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# make run installs the package and what a run needs; the other targets add the dev
# extra (tests, lint, the evaluations' tools).
RUNTIME := $(VENV)/.runtime-stamp
STAMP  := $(VENV)/.installed-stamp
CORPUS := corpora/rulings
OUT    := reports

SHARED := ../shared/data
REAL   := $(OUT)/eval-real
REAL_SINCE := 2015-01-01

SCHEMAS := $(VENV)/share/xliff

.PHONY: runtime setup browser schemas run test lint eval eval-blind eval-dev sets eval-real calibrate lexicon bench fuzz soak clean readme-tables

$(RUNTIME): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $(RUNTIME)

$(STAMP): $(RUNTIME)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

runtime: $(RUNTIME)

setup: $(STAMP)

run: runtime
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

# README's column tables of rulings.csv and findings.csv, from pipeline/report/schema.py
readme-tables: setup
	$(BIN)/python -m pipeline.report.readme README.md

eval: setup
	$(BIN)/rulingqa eval $(CORPUS) --gold corpora/gold/annotations.csv \
	  --meaning corpora/gold/meaning.csv --alignment
	@for lang in de es; do echo; echo "== $$lang"; \
	  $(BIN)/rulingqa eval $(CORPUS) --lang $$lang --gold corpora/gold/annotations-$$lang.csv \
	    --alignment || exit 1; done
	@$(MAKE) --no-print-directory eval-blind

# The blind sets (corpora/blind/, written by someone who never read the code: a measuring
# stick, never tuned on), each run as a user would, with the shipped glossary and every
# official card name of its language imported from ../shared/data where it is there.
# The second generation (-2) was written after the first had been looked at by class.
BLIND := fr fr-free de es fr-2 fr-free-2 de-2 es-2
eval-blind: setup
	@$(MAKE) --no-print-directory sets SETS="$(BLIND)" KIND=blind WHAT="not tuned on"

# The development sets (corpora/dev/, written the same way, freely restructured
# translations): what the checks may be tuned on, measured the same way.
DEV := free-fr free-de free-es free-fr-2 free-de-2 free-es-2 free-fr-3 free-de-3 free-es-3 \
	free-fr-4 free-de-4 free-es-4 free-fr-5 free-de-5 free-es-5 free-fr-6 free-de-6 free-es-6 \
	free-fr-7 free-de-7 free-es-7 free-fr-8 free-de-8 free-es-8 free-fr-9 free-de-9 free-es-9 \
	free-fr-10 free-de-10 free-es-10 free-fr-11 free-de-11 free-es-11 free-fr-12 free-de-12 \
	free-es-12 free-fr-13 free-de-13 free-es-13 free-fr-14 free-de-14 free-es-14 \
	free-fr-15 free-de-15 free-es-15 free-fr-16 free-de-16 free-es-16 \
	free-fr-17 free-de-17 free-es-17 free-fr-18 free-de-18 free-es-18 \
	free-fr-19 free-de-19 free-es-19 free-fr-20 free-de-20 free-es-20 \
	free-fr-21 free-de-21 free-es-21 free-fr-22 free-de-22 free-es-22 \
	free-fr-23 free-de-23 free-es-23 free-fr-24 free-de-24 free-es-24 \
	free-fr-25 free-de-25 free-es-25 free-fr-26 free-de-26 free-es-26 \
	free-fr-27 free-de-27 free-es-27 free-fr-28 free-de-28 free-es-28 \
	free-fr-29 free-de-29 free-es-29 free-fr-30 free-de-30 free-es-30 \
	free-fr-31 free-de-31 free-es-31 free-fr-32 free-de-32 free-es-32 \
	free-fr-33 free-de-33 free-es-33 free-fr-34 free-de-34 free-es-34 \
	free-fr-35 free-de-35 free-es-35 free-fr-36 free-de-36 free-es-36 \
	free-fr-37 free-de-37 free-es-37 free-fr-38 free-de-38 free-es-38 \
	free-fr-39 free-de-39 free-es-39
eval-dev: setup
	@$(MAKE) --no-print-directory sets SETS="$(DEV)" KIND=dev WHAT="development set"

sets:
	@for set in $(SETS); do lang=$$(echo $$set | sed -E 's/^free-//; s/-.*//'); \
	  dir=corpora/$(KIND)/$$set; cards=""; tsv=$(SHARED)/mtgjson-2019/cards-en-$$lang.tsv; \
	  echo; echo "== $(KIND) set $$set ($(WHAT))"; \
	  if [ -f $$tsv ]; then \
	    $(BIN)/rulingqa glossary import-cards --format mtgjson $$tsv --lang $$lang \
	      --out $(OUT)/blind/cards-$$lang/cards.csv \
	      --conflicts $(OUT)/blind/cards-$$lang/conflicts.csv >/dev/null || exit 1; \
	    cards="--glossary corpora/glossary --glossary $(OUT)/blind/cards-$$lang"; \
	  else echo "(without the official card names: $$tsv is absent)"; fi; \
	  $(BIN)/rulingqa eval $$dir --lang $$lang $$cards --gold $$dir/gold.csv \
	    --manifest $$dir/rulings.csv || exit 1; done

# The official French, German and Spanish card texts (sets from 2015 on) as bilingual
# tables, each checked with the shipped glossary and the card names imported from the
# same data; REAL_LANGS=fr for one.
REAL_LANGS ?= fr de es
eval-real: setup
	@for lang in $(REAL_LANGS); do \
	  tsv=$(SHARED)/mtgjson-2019/cards-en-$$lang.tsv; out=$(REAL)/$$lang; \
	  if [ ! -f $$tsv ]; then echo "eval-real $$lang skipped: $$tsv is absent"; continue; fi; \
	  echo "== $$lang"; \
	  $(BIN)/rulingqa glossary import-cards --format mtgjson $$tsv --lang $$lang \
	    --out $$out/cards/cards.csv --conflicts $$out/card-conflicts.csv || exit 1; \
	  $(BIN)/rulingqa pairs import $$tsv --lang $$lang --since $(REAL_SINCE) \
	    --out $$out/pairs.jsonl || exit 1; \
	  $(BIN)/rulingqa run --pairs $$out/pairs.jsonl --lang $$lang --glossary corpora/glossary \
	    --glossary $$out/cards --out $$out/report --quiet || exit 1; \
	  $(BIN)/rulingqa top $$out/report/latest || exit 1; \
	done

# The meaning-drift models (pipeline/semantic.py) fitted on the official card texts of
# one language, and what the check flags of others, as they are and with one sentence
# swapped (CAL_LANG=de for German).
CAL_LANG ?= fr
calibrate: setup
	@tsv=$(SHARED)/mtgjson-2019/cards-en-$(CAL_LANG).tsv; out=$(REAL)/$(CAL_LANG); \
	if [ ! -f $$tsv ]; then echo "calibrate skipped: $$tsv is absent"; exit 0; fi; \
	$(BIN)/rulingqa glossary import-cards --format mtgjson $$tsv --lang $(CAL_LANG) \
	  --out $$out/cards/cards.csv --conflicts $$out/card-conflicts.csv || exit 1; \
	$(BIN)/rulingqa pairs import $$tsv --lang $(CAL_LANG) --since $(REAL_SINCE) \
	  --out $$out/pairs.jsonl || exit 1; \
	$(BIN)/rulingqa calibrate $$out/pairs.jsonl --lang $(CAL_LANG) --glossary corpora/glossary \
	  --glossary $$out/cards

# The language packs' word lexicons and cue agreement (pipeline/lang/data/words-LANG.tsv,
# cues-LANG.tsv) and the English's kin terms (kin-en.tsv, from the English of the French
# pairs), learnt from the official card texts printed before REAL_SINCE, so that
# make eval-real measures the checks that use them on texts they were not learnt from;
# the lexicons also from the translated rulings of corpora/lexicon/ (the words of rulings
# that card texts never use), joined with their English in the shared data.
lexicon: setup
	@for lang in fr de es; do tsv=$(SHARED)/mtgjson-2019/cards-en-$$lang.tsv; \
	  rulings=$(SHARED)/mtgjson-2019/rulings-en.tsv; \
	  if [ ! -f $$tsv ] || [ ! -f $$rulings ]; then \
	    echo "lexicon $$lang skipped: $$tsv or $$rulings is absent"; continue; fi; \
	  $(BIN)/rulingqa pairs import $$tsv --lang $$lang --before $(REAL_SINCE) \
	    --out $(OUT)/lexicon/pairs-$$lang.jsonl || exit 1; \
	  $(BIN)/rulingqa pairs rulings $$rulings corpora/lexicon/rulings-$$lang.tsv --lang $$lang \
	    --out $(OUT)/lexicon/rulings-$$lang.jsonl || exit 1; \
	  $(BIN)/rulingqa glossary lexicon --lang $$lang --against $(OUT)/lexicon/pairs-$$lang.jsonl \
	    --against $(OUT)/lexicon/rulings-$$lang.jsonl || exit 1; \
	  $(BIN)/rulingqa glossary cues --lang $$lang --against $(OUT)/lexicon/pairs-$$lang.jsonl \
	    >/dev/null || exit 1; done; \
	if [ -f $(OUT)/lexicon/pairs-fr.jsonl ]; then \
	  $(BIN)/rulingqa glossary kin --against $(OUT)/lexicon/pairs-fr.jsonl >/dev/null || exit 1; fi

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

# The crash soak (not in CI): SOAK_RUNS nights with random edits between them, each
# night's run killed at a random named point and compared with the same night unkilled.
SOAK_RUNS ?= 200
soak: setup
	$(BIN)/python -m tests.soak --runs $(SOAK_RUNS)
