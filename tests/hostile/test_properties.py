"""Property tests: no exception but a PipelineError on any Unicode, findings' spans inside
their texts, as many rows as English rulings. ``make fuzz`` runs them much longer
(HYPOTHESIS_PROFILE=fuzz)."""

import json
import os
import re
import sys
import unicodedata

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.align.rulings import align_rulings
from pipeline.errors import PipelineError
from pipeline.ingest.pages import parse_page
from pipeline.ingest.tables import read_pairs
from pipeline.models import Pair, PairKind, Ruling, normalise_text
from pipeline.report.rows import ruling_rows
from pipeline.run import check_pairs, finish
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


# Pieces that make tokenizers and regular expressions work hard, repeated into runs.
HOSTILE_PIECES = st.sampled_from(["-", "'", "’", "1", "/", "{", "}", "(", ")", "+1/-", ".",
                                  "«", "\u202e", "\u200f", "\x01", "\x1b", "\u00a0", " ",
                                  "\n", "{X}", "l'", "é"])
HOSTILE = st.lists(st.tuples(HOSTILE_PIECES, st.integers(1, 400)), max_size=12).map(
    lambda runs: "".join(piece * n for piece, n in runs))


@settings(max_examples=30)
@given(st.lists(st.tuples(TEXT, st.one_of(HOSTILE, TEXT)), min_size=1, max_size=6))
def test_check_pairs_accounts_for_every_pair_of_any_shape(ctx, texts):
    """Any text, however built: every pair gets its result, nothing fails but as a
    finding, and a pair past a limit gets input-limit and nothing else."""
    pairs = [Pair("d", Ruling("d", k, en or "x"), Ruling("d", k, fr or "y"),
                  PairKind.MATCHED, 1.0) for k, (en, fr) in enumerate(texts, 1)]
    results = check_pairs(pairs, ctx)
    assert [r.pair for r in results] == pairs
    for r in results:
        ids = [f.check_id for f in r.findings]
        assert "check-error" not in ids, [f.message for f in r.findings]
        over = any(ctx.limits.excess(t.text, "x") for t in (r.pair.en, r.pair.fr))
        assert (ids == ["input-limit"]) == over


@given(st.lists(st.tuples(st.text(max_size=30), st.text(max_size=30)), max_size=5),
       st.booleans())
def test_json_lines_reader_reads_every_row_or_names_the_line(tmp_path_factory, rows, escape):
    """Any strings, lone surrogates included (JSON can escape them, UTF-8 cannot hold
    them): each row read as written, or an error naming the file and the line."""
    path = tmp_path_factory.mktemp("jsonl") / "t.jsonl"
    lines = [json.dumps({"id": str(k), "en": en or "x", "fr": fr}, ensure_ascii=escape)
             for k, (en, fr) in enumerate(rows)]
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8", "surrogatepass"))
    try:
        pairs = read_pairs(path)
    except PipelineError as exc:
        assert exc.path == str(path) and exc.code in ("E105", "E107", "E123")
        assert 1 <= exc.line <= len(rows)
        return
    assert [(p.en.text, p.fr.text if p.fr else "") for p in pairs] == [
        (en or "x", fr.strip()) for en, fr in rows]
