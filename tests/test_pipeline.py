"""The whole pipeline on the shipped corpus, against its gold annotations."""


import pytest

from pipeline.evaluate import evaluate
from pipeline.glossary.model import load_glossary
from pipeline.ingest.gold import read_gold
from pipeline.models import PairKind
from pipeline.run import run_corpus
from tests.conftest import CORPUS, GLOSSARY, ROOT


@pytest.fixture(scope="module")
def run():
    return run_corpus(CORPUS, load_glossary([GLOSSARY], "fr"))


def test_every_english_ruling_is_accounted_for(run):
    assert run.counts["rulings_read"] == 28 + 11 + 18 + 11 + 19
    assert len(run.rulings) == run.counts["rulings_read"]
    assert run.counts["missing"] == 1 and run.counts["extra"] == 0


def test_page_level_faults_are_found(run):
    kinds = {(r.pair.doc, r.pair.en.index): r.pair.kind for r in run.rulings}
    assert kinds[("arcee", 8)] is PairKind.MISSING
    assert kinds[("expansion-explosion", 15)] is PairKind.MOVED
    assert kinds[("expansion-explosion", 16)] is PairKind.MOVED
    assert sum(k is PairKind.MOVED for k in kinds.values()) == 2


def test_review_flags_against_gold(run):
    ev = evaluate(run, read_gold(ROOT / "corpora" / "gold" / "annotations.csv"))
    assert ev.precision >= 0.9
    assert ev.recall >= 0.9
    by_cat = {c.category: c for c in ev.categories}
    for category in ("terminology", "card-name", "number", "missing-translation"):
        assert by_cat[category].recall >= 0.9, category


def test_reference_metrics_use_corpus_statistics(run):
    assert run.metrics is not None and run.metrics.segments == 86
    assert 0 < run.metrics.ter < 20 < 80 < run.metrics.chrf <= 100
    assert "nrefs:1" in run.metrics.chrf_signature
    perfect = [r for r in run.rulings if r.pair.fr and r.pair.reference == r.pair.fr.text]
    assert perfect and all(r.chrf == 100 and r.ter == 0 for r in perfect)


def test_no_check_crashed(run):
    assert not [f for r in run.results for f in r.findings if f.check_id == "check-error"]


def test_shipped_corpus_layout():
    pages = sorted(p.name for p in (CORPUS / "en").iterdir())
    for lang in ("fr", "de", "es"):
        assert sorted(p.name for p in (CORPUS / lang).iterdir()) == pages
        assert sorted(p.name for p in (CORPUS / "reference" / lang).iterdir()) == pages
        assert (GLOSSARY / lang / "terms.csv").is_file() and (GLOSSARY / lang / "cards.csv").is_file()
