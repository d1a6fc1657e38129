"""Property tests: no exception but a PipelineError on any Unicode, findings' spans inside
their texts, as many rows as English rulings. ``make fuzz`` runs them much longer
(HYPOTHESIS_PROFILE=fuzz)."""

import os
import re
import sys
import unicodedata

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.align.rulings import align_rulings
from pipeline.errors import PipelineError
from pipeline.ingest.pages import parse_page
from pipeline.models import Ruling, normalise_text
from pipeline.report.rows import ruling_rows
from pipeline.run import finish
from tests.conftest import findings_for

settings.register_profile("ci", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                 HealthCheck.too_slow])
settings.register_profile("fuzz", max_examples=20_000, deadline=None,
                          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                 HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

MTG_WORDS = st.sampled_from([
    "damage", "blessures", "dégâts", "counter", "marqueur", "compteur", "{X}", "X", "2/2",
    "+1/+1", "deux", "two", "Mirror Room", "Galerie des miroirs", "«", "»", '"', ":", ".",
    "l'", "Room", "pièce", "porte", "door", "(", ")", "\n", "\u00a0", "Explosion", "—",
])
TEXT = st.lists(st.one_of(MTG_WORDS, st.text(max_size=12)), max_size=40).map(" ".join)
DATE = st.sampled_from(["12 janvier 2024 · source : wotc", "1er mars 2021 · source : x"])


@given(st.text(max_size=400))
def test_page_parser_never_crashes(text):
    try:
        page = parse_page(text, "p", "p.txt")
    except PipelineError as exc:
        assert exc.code.startswith("E1") and exc.path == "p.txt"
    else:
        assert all(r.text.strip() for r in page.rulings)


@given(st.lists(st.tuples(DATE, TEXT.filter(lambda t: t.strip())), max_size=6))
def test_parser_keeps_every_entry(entries):
    text = "Header\n" + "".join(f"{d}\n{t.replace(chr(13), ' ')}\n" for d, t in entries)
    try:
        page = parse_page(text, "p", "p.txt")
    except PipelineError:
        return  # a generated text line that looks like a date line: reported, not lost
    assert len(page.rulings) == len(entries)


@given(TEXT, TEXT)
def test_checks_never_crash_and_spans_lie_inside(ctx, en, fr):
    for f in findings_for(ctx, en or "x", fr or "y"):
        assert f.check_id != "check-error", f.message
        if f.en_span:
            assert 0 <= f.en_span[0] <= f.en_span[1] <= len(en or "x")
        if f.fr_span:
            assert 0 <= f.fr_span[0] <= f.fr_span[1] <= len(fr or "y")


@settings(max_examples=25)
@given(st.lists(TEXT, min_size=0, max_size=5), st.lists(TEXT, min_size=0, max_size=5))
def test_aligner_accounts_for_every_entry_and_rows_match(ctx, en_texts, fr_texts):
    en = [Ruling("d", k, t or "x") for k, t in enumerate(en_texts, 1)]
    fr = [Ruling("d", k, t or "y") for k, t in enumerate(fr_texts, 1)]
    pairs = align_rulings("d", en, fr, ctx)
    assert sorted(p.en.index for p in pairs if p.en) == [r.index for r in en]
    assert sorted(p.fr.index for p in pairs if p.fr) == [r.index for r in fr]
    run = finish(pairs, ctx)
    assert len(list(ruling_rows(run))) == len(en)


SPACES = [chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()]


@given(st.lists(st.one_of(st.sampled_from(SPACES), st.text(max_size=6)), max_size=30).map("".join))
def test_normalised_text_folds_white_space_as_the_regular_expression_did(text):
    # content hashes name cached results: the fast fold must equal the pattern it replaced
    expected = re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip()
    assert normalise_text(text) == expected
