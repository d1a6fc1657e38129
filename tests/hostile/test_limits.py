"""No input takes a run down: a ruling past a limit costs that ruling (an input-limit
finding naming the cause), every other ruling is reported as in a clean run, and shapes
that make tokenizers and regular expressions crawl, huge pages, glossaries and exchange
files, odd characters, a full or read-only disk each end in a finding or one clear line."""

from __future__ import annotations

import csv
import io
import json
import logging
import os
import shutil
import sqlite3
import subprocess
import time
from contextlib import closing
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline import workers
from pipeline.align.rulings import align_rulings
from pipeline.analysis import Context
from pipeline.cli import main
from pipeline.errors import PipelineError
from pipeline.glossary.model import load_glossary
from pipeline.ingest.exchange import read_exchange
from pipeline.ingest.pages import format_page, read_page
from pipeline.ingest.tables import read_pairs
from pipeline.lang import get_pack
from pipeline.limits import Limits, PairTimeout, watched
from pipeline.models import Pair, PairKind, Ruling
from pipeline.run import check_pairs
from tests.conftest import CORPUS, GLOSSARY

DOCS = ("arcee", "mirror-room")
EN = "Put a +1/+1 counter on target creature you control. It gains flying until end of turn."
FR = ("Mettez un marqueur +1/+1 sur une créature ciblée que vous contrôlez. Elle acquiert le "
      "vol jusqu'à la fin du tour.")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    for lang in ("en", "fr"):
        (root / lang).mkdir(parents=True)
        for doc in DOCS:
            shutil.copy(CORPUS / lang / f"{doc}.txt", root / lang / f"{doc}.txt")
    return root


def _replace_translation(corpus: Path, doc: str, index: int, text: str) -> None:
    path = corpus / "fr" / f"{doc}.txt"
    page = read_page(path)
    rulings = list(page.rulings)
    rulings[index - 1] = Ruling(doc, index, text, date=rulings[index - 1].date,
                                source=rulings[index - 1].source)
    path.write_text(format_page(page.header, rulings), encoding="utf-8")


def _run(corpus: Path, out: Path, *extra: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--quiet",
                                       "--no-semantic", "--workers", "1", *extra])
    return result.exit_code, result.output


def _rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _by_ruling(folder: Path, name: str) -> dict[tuple[str, str], list[dict]]:
    out: dict[tuple[str, str], list[dict]] = {}
    for row in _rows(folder / name):
        row = {k: v for k, v in row.items() if k not in ("ruling_id", "finding_id", "fr_diff")}
        out.setdefault((row["doc"], row["en_index"]), []).append(row)
    return out


def _clean(corpus: Path, tmp_path: Path) -> Path:
    code, output = _run(corpus, tmp_path / "clean")
    assert code == 0, output
    return tmp_path / "clean" / "latest"


def _only_the_bad_ruling_differs(clean: Path, latest: Path, bad: tuple[str, str]) -> None:
    for name in ("rulings.csv", "findings.csv"):
        before, after = _by_ruling(clean, name), _by_ruling(latest, name)
        assert before.keys() - {bad} == after.keys() - {bad}, name
        for key in before.keys() - {bad}:
            assert after[key] == before[key], (name, key)


def _limit_findings(latest: Path) -> list[dict]:
    return [r for r in _rows(latest / "findings.csv") if r["check_id"] == "input-limit"]


def test_a_five_megabyte_translation_costs_one_ruling(corpus: Path, tmp_path: Path):
    """A broken export pasted one ruling into itself: that ruling gets an input-limit
    finding with the cause, the others are reported as in a clean run, exit 0 (1 with
    --strict), and no report is lost."""
    clean = _clean(corpus, tmp_path)
    ruling = read_page(corpus / "fr" / "arcee.txt").rulings[1].text
    huge = ((ruling + " ") * (5_000_253 // (len(ruling) + 1) + 1))[:5_000_252] + "."
    _replace_translation(corpus, "arcee", 2, huge)
    code, output = _run(corpus, tmp_path / "run")
    assert code == 0, output
    latest = tmp_path / "run" / "latest"
    [finding] = _limit_findings(latest)
    assert (finding["doc"], finding["en_index"], finding["severity"]) == ("arcee", "2", "major")
    assert finding["message"] == ("translation of 5,000,253 characters, limit 20,000: left "
                                  "out of the checks")
    assert [r["check_id"] for r in _by_ruling(latest, "findings.csv")[("arcee", "2")]] == [
        "input-limit"]
    _only_the_bad_ruling_differs(clean, latest, ("arcee", "2"))
    assert json.loads((latest / "summary.json").read_text())["counts"]["input_limits"] == 1
    code, output = _run(corpus, tmp_path / "strict", "--strict")
    assert code == 1 and "1 ruling(s) past an input limit" in output


@pytest.mark.parametrize(("make", "options", "cause"), [
    (lambda t: " ".join([t] * (300 // (t.count(".") or 1))), ("--max-chars", "100000"),
     "translation of 300 sentences, limit 200"),
    (lambda t: f"{t} {'-' * 5_000}", (), "translation with a word of 5,000 characters, "
     "limit 200"),
    (lambda t: (" ".join([t] * 40))[:4_007] + ".", ("--max-chars", "3000"),
     "translation of 4,008 characters, limit 3,000"),
], ids=["sentences", "word", "characters"])
def test_each_limit_names_its_cause(corpus: Path, tmp_path: Path, make, options, cause):
    """The translation of one ruling, grown past a limit: that ruling's only finding
    names the cause, every other ruling is reported as in a clean run."""
    code, output = _run(corpus, tmp_path / "clean", *options)
    assert code == 0, output
    ruling = read_page(corpus / "fr" / "mirror-room.txt").rulings[2].text
    text = make(ruling)
    _replace_translation(corpus, "mirror-room", 3, text)
    code, output = _run(corpus, tmp_path / "run", *options)
    assert code == 0, output
    latest = tmp_path / "run" / "latest"
    assert [f["message"] for f in _by_ruling(latest, "findings.csv")[("mirror-room", "3")]] \
        == [f"{cause}: left out of the checks"]
    _only_the_bad_ruling_differs(tmp_path / "clean" / "latest", latest, ("mirror-room", "3"))


def _pair(en: str, fr: str, index: int = 1) -> Pair:
    return Pair("d", Ruling("d", index, en), Ruling("d", index, fr), PairKind.MATCHED, 1.0)


def _unit(piece: str, width: int = 199) -> str:
    return (piece * width)[:width]


# Runs that make a tokenizer's affix rules or a regular expression backtrack, as words
# just within the word limit filling a text just within the length limit.
SHAPES = {
    "hyphens": "-", "apostrophes": "'", "digits": "1", "slashes": "1/", "open braces": "{",
    "nested parentheses": "(", "closing parentheses": ")", "mixed": "a-'1/{(", "P/T": "+1/-",
    "guillemets": "«»", "elisions": "l'", "symbols": "{X}", "dots": ".",
    "bidi and controls": "\u202e\u200f\x01\x1b",
}


@pytest.mark.parametrize("piece", SHAPES.values(), ids=SHAPES.keys())
def test_pathological_runs_are_checked_or_limited(ctx: Context, piece: str):
    """Within the limits, such text is checked like any other (no check fails on it);
    past the word limit it is left out with its cause."""
    within = " ".join([_unit(piece)] * 95)  # 18,999 characters
    longer = _unit(piece, 20_000)
    [checked, limited] = check_pairs([_pair(EN, within, 1), _pair(EN, longer, 2)], ctx)
    assert "check-error" not in {f.check_id for f in checked.findings}
    assert "input-limit" not in {f.check_id for f in checked.findings}
    [finding] = limited.findings
    assert finding.check_id == "input-limit" and "characters, limit" in finding.message


def test_a_number_past_a_floats_range_is_compared_as_written():
    ctx = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    ctx.limits = Limits(word=1_000)
    digits = "1" * 400
    [result] = check_pairs([_pair(f"Draw {digits} cards.", f"Piochez {digits} cartes.")], ctx)
    assert not {"check-error", "numbers"} & {f.check_id for f in result.findings}
    [result] = check_pairs([_pair(f"Draw {digits} cards.", f"Piochez {digits}2 cartes.")], ctx)
    assert "numbers" in {f.check_id for f in result.findings}


SPIN = "Cette traduction fait tourner une vérification sans fin."


def _spin_on_marker(monkeypatch) -> None:
    """A check that never ends on one text (a pure-Python loop, as a quadratic check on a
    pathological input would be); bounded, so that a missing watchdog fails the test
    instead of hanging it."""
    real = workers._check

    def check(pair, en, fr, ctx):
        if pair.fr is not None and pair.fr.text == SPIN:
            deadline = time.monotonic() + 300
            while time.monotonic() < deadline:
                pass
        return real(pair, en, fr, ctx)
    monkeypatch.setattr(workers, "_check", check)


def _timeout_run(ctx: Context, checker) -> list:
    pairs = [_pair(EN, SPIN if k == 7 else FR, k) for k in range(1, 41)]  # > one batch
    return check_pairs(pairs, ctx, check=checker)


def _assert_only_the_spinning_pair_timed_out(results) -> None:
    for k, r in enumerate(results, start=1):
        ids = [f.check_id for f in r.findings]
        if k == 7:
            assert ids == ["input-limit"]
            assert r.findings[0].message.startswith("its checks took more than 5 s")
        else:
            assert "input-limit" not in ids


@pytest.mark.parametrize("where", ["here", "forked"])
def test_a_pair_past_its_time_is_left_out_and_the_rest_checked(monkeypatch, where):
    ctx = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    ctx.limits = Limits(seconds=5)  # far above a pair's time, loaded machine or not
    _spin_on_marker(monkeypatch)
    if where == "here":
        _assert_only_the_spinning_pair_timed_out(_timeout_run(ctx, workers.here(ctx)))
    else:
        with workers.forked(ctx, 2) as check:
            _assert_only_the_spinning_pair_timed_out(_timeout_run(ctx, check))


def test_a_pair_past_its_time_on_a_dask_worker_thread(monkeypatch):
    """A Dask worker checks in threads, not its main thread: the watchdog reaches them."""
    distributed = pytest.importorskip("dask.distributed")
    from pipeline.distributed import on_cluster
    ctx = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    ctx.limits = Limits(seconds=5)  # far above a pair's time, loaded machine or not
    _spin_on_marker(monkeypatch)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        with on_cluster(ctx, cluster.scheduler_address) as check:
            _assert_only_the_spinning_pair_timed_out(_timeout_run(ctx, check))


def test_the_watchdog_leaves_a_block_that_ends_in_time_alone():
    for _ in range(200):
        with watched(5):
            sum(range(1000))
    with pytest.raises(PairTimeout), watched(0.2):
        while True:
            pass
    with watched(0):  # no limit
        sum(range(1000))


def test_a_page_past_the_entry_limit_is_paired_by_position(ctx: Context, caplog):
    """50,000 entries: pairing by content would cost 2.5e9 comparisons and as many cells
    of memory; past the limit the page is paired entry by entry."""
    en = [Ruling("p", k, f"Draw {k} cards.") for k in range(1, 50_001)]
    fr = [Ruling("p", k, f"Piochez {k} cartes.") for k in range(1, 50_000)]
    with caplog.at_level(logging.WARNING, logger="rulingqa"):
        pairs = align_rulings("p", en, fr, ctx)
    assert "paired by position" in caplog.text
    assert [p.kind for p in pairs[:3]] == [PairKind.MATCHED] * 3
    assert all(p.en.index == p.fr.index for p in pairs[:-1])
    assert pairs[-1].kind == PairKind.MISSING and pairs[-1].en.index == 50_000


def test_a_ruling_repeated_ten_thousand_times(tmp_path: Path):
    """Every repeat is its own ruling, reported; nothing grows with the square of them."""
    root = tmp_path / "corpus"
    en_page, fr_page = (read_page(CORPUS / lang / "mirror-room.txt") for lang in ("en", "fr"))
    for lang, page in (("en", en_page), ("fr", fr_page)):
        (root / lang).mkdir(parents=True)
        first = page.rulings[0]
        (root / lang / "repeated.txt").write_text(
            format_page(page.header, [first] * 10_000), encoding="utf-8")
    code, output = _run(root, tmp_path / "run", "--workers", "2")
    assert code == 0, output
    rows = _rows(tmp_path / "run" / "latest" / "rulings.csv")
    assert len(rows) == 10_000 and {r["pair_kind"] for r in rows} == {"matched"}
    assert [r["en_index"] for r in rows] == [str(k) for k in range(1, 10_001)]


def test_a_glossary_of_200000_rows_and_a_card_name_of_5000_characters(tmp_path: Path):
    folder = tmp_path / "glossary" / "fr"
    folder.mkdir(parents=True)
    shutil.copy(GLOSSARY / "fr" / "terms.csv", folder / "terms.csv")
    long_en, long_fr = "Quiet " * 833 + "Guardian", "Gardien " * 625 + "calme"
    with open(folder / "cards.csv", "w", encoding="utf-8", newline="") as handle:
        out = csv.writer(handle)
        out.writerow(["en", "fr", "forbidden", "note"])
        out.writerows([f"Card Number {k}", f"Carte numéro {k}", "", ""] for k in range(200_000))
        out.writerow([long_en, long_fr, "", "a name of 5,000 characters"])
    table = tmp_path / "pairs.jsonl"
    table.write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in (
        {"id": "a", "en": "Card Number 1234 has flying.", "fr": "Carte numéro 1234 a le vol."},
        {"id": "b", "en": "Card Number 77 has flying.", "fr": "Card Number 77 a le vol."},
        {"id": "c", "en": f"{long_en} has flying.", "fr": f"{long_fr} a le vol."},
    )) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["run", "--pairs", str(table), "--glossary",
                                       str(tmp_path / "glossary"), "--out",
                                       str(tmp_path / "run"), "--quiet", "--no-semantic",
                                       "--workers", "1"])
    assert result.exit_code == 0, result.output
    findings = _rows(tmp_path / "run" / "latest" / "findings.csv")
    assert {(f["en_index"], f["check_id"]) for f in findings
            if f["check_id"] in ("card-name", "untranslated")} == {("2", "card-name")}


def test_lone_surrogates_in_json_lines_are_an_error_naming_the_line(tmp_path: Path):
    table = tmp_path / "pairs.jsonl"
    table.write_text('{"id": "a", "en": "Draw a card.", "fr": "Piochez une carte."}\n'
                     '{"id": "b", "en": "Draw a card.", "fr": "Pioche\\ud800z une carte."}\n',
                     encoding="utf-8")
    with pytest.raises(PipelineError) as error:
        read_pairs(table)
    assert error.value.code == "E107" and error.value.line == 2
    assert "lone surrogate \\ud800" in str(error.value)
    table.write_text('{"id": "a", "en": "A \\ud83d\\ude00 card.", "fr": "Une carte '
                     '\\ud83d\\ude00."}\n', encoding="utf-8")  # a pair is one character
    assert read_pairs(table)[0].fr.text == "Une carte \U0001f600."


def test_control_and_bidi_characters_pass_through_to_the_reports(tmp_path: Path):
    odd = "Piochez\u202e une\u200f carte\x07\u2066."
    table = tmp_path / "pairs.jsonl"
    table.write_text(json.dumps({"id": "a", "en": "Draw a card.", "fr": odd}) + "\n",
                     encoding="utf-8")
    result = CliRunner().invoke(main, ["run", "--pairs", str(table), "--out",
                                       str(tmp_path / "run"), "--quiet", "--no-semantic",
                                       "--workers", "1"])
    assert result.exit_code == 0, result.output
    latest = tmp_path / "run" / "latest"
    found = {r["check_id"] for r in _rows(latest / "findings.csv")}
    assert not {"check-error", "input-limit", "untranslated"} & found
    html = (latest / "report.html").read_text(encoding="utf-8")
    assert "Piochez\u202e une\u200f carte" in html  # shown as written


def test_an_xliff_of_100_megabytes_is_read(tmp_path: Path):
    path = tmp_path / "big.xlf"
    unit = ('<unit id="u{k}"><segment><source>Put a +1/+1 counter on target creature you '
            'control ({k}). It gains flying until end of turn, and the rest of this '
            'sentence is here for length only.</source><target>Mettez un marqueur +1/+1 '
            'sur une créature ciblée que vous contrôlez ({k}). Elle acquiert le vol '
            'jusqu\'à la fin du tour, et le reste est là pour la longueur.</target>'
            '</segment></unit>\n')
    with open(path, "w", encoding="utf-8") as handle:
        handle.write('<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="2.0" '
                     'xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" '
                     'trgLang="fr"><file id="f1">\n')
        k = 0
        while handle.tell() < 100_000_000:
            k += 1
            handle.write(unit.format(k=k))
        handle.write("</file></xliff>\n")
    units = read_exchange(path, "fr")
    assert len(units) == k and units[-1].source.endswith(f"({k}). It gains flying until "
                                                          "end of turn, and the rest of this "
                                                          "sentence is here for length only.")


def _tmpfs(path: Path, *options: str) -> bool:
    """A small tmpfs at ``path`` where this machine lets the test mount one."""
    path.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0 or not shutil.which("mount"):
        return False
    return subprocess.run(["mount", "-t", "tmpfs", "-o", ",".join(("size=300k", *options)),
                           "tmpfs", str(path)], capture_output=True).returncode == 0


def _umount(path: Path) -> None:
    if subprocess.run(["umount", str(path)], capture_output=True).returncode:
        subprocess.run(["umount", "-l", str(path)], capture_output=True)  # detach it anyway


@pytest.fixture
def small_disk(tmp_path: Path):
    disk = tmp_path / "disk"
    if not _tmpfs(disk):
        pytest.skip("cannot mount a tmpfs here (needs root and mount): a full disk is "
                    "not tried")
    yield disk
    _umount(disk)


def _fill(disk: Path, leave: int) -> None:
    """Take all but ``leave`` bytes of the disk's free space."""
    stat = os.statvfs(disk)
    with open(disk / "filler", "wb") as handle:
        handle.write(b"\0" * max(0, stat.f_bavail * stat.f_frsize - leave))


def _state_runs(state: Path) -> list[str]:
    with closing(sqlite3.connect(state)) as db:  # closed, so that the disk can go
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return [r[0] for r in db.execute("SELECT run_id FROM runs ORDER BY run_id")]


def test_a_full_disk_leaves_latest_and_the_state_store_as_they_were(corpus, tmp_path,
                                                                  small_disk):
    out, state = small_disk / "out", tmp_path / "state.sqlite"
    code, output = _run(corpus, out, "--state", str(state))
    assert code == 0, output
    latest, runs = os.readlink(out / "latest"), _state_runs(state)
    reports = {p.name: p.read_bytes() for p in (out / "latest").iterdir()}
    _fill(small_disk, leave=16_384)
    code, output = _run(corpus, out, "--state", str(state), "--full")
    assert code == 1
    [line] = output.strip().splitlines()
    assert line.startswith("Error: E175 ") and "No space left on device" in line
    assert os.readlink(out / "latest") == latest and _state_runs(state) == runs
    assert {p.name: p.read_bytes() for p in (out / "latest").iterdir()} == reports
    assert not list(out.glob(".*.partial"))  # what was written of the run is gone


def test_a_full_disk_under_the_state_store_is_one_line(corpus, tmp_path, small_disk):
    code, output = _run(corpus, tmp_path / "out", "--state", str(small_disk / "s.sqlite"))
    assert code == 1
    [line] = output.strip().splitlines()
    assert line.startswith("Error: E176 ") and "disk is full" in line
    assert _state_runs(small_disk / "s.sqlite") == []  # no part of a record


def test_a_read_only_output_folder_is_one_line(corpus, tmp_path):
    disk = tmp_path / "ro"
    if not _tmpfs(disk, "ro"):
        pytest.skip("cannot mount a read-only tmpfs here (needs root and mount)")
    try:
        code, output = _run(corpus, disk / "out", "--state", str(tmp_path / "s.sqlite"))
    finally:
        _umount(disk)
    assert code == 1
    [line] = output.strip().splitlines()
    assert line.startswith("Error: E175 ") and "Read-only file system" in line
    assert _state_runs(tmp_path / "s.sqlite") == []


def test_csv_of_a_limited_ruling_round_trips(corpus: Path, tmp_path: Path):
    """The text past the limit is kept whole in the reports (never lost)."""
    ruling = read_page(corpus / "fr" / "arcee.txt").rulings[1].text
    huge = " ".join([ruling] * (21_000 // len(ruling) + 1))
    _replace_translation(corpus, "arcee", 2, huge)
    code, output = _run(corpus, tmp_path / "run")
    assert code == 0, output
    xlf = (tmp_path / "run" / "latest" / "report.xlf").read_text(encoding="utf-8")
    assert huge.replace("'", "&apos;") in xlf or huge in xlf
    rows = list(csv.DictReader(io.StringIO(
        (tmp_path / "run" / "latest" / "findings.csv").read_text(encoding="utf-8"))))
    assert any(r["check_id"] == "input-limit" and r["doc"] == "arcee" for r in rows)
