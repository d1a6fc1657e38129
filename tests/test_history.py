"""rulingqa history: one row per recorded run from the state store; the exit code each run
records; the schema migration that added it; reading without the run lock."""

import csv
import io
import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline import __version__
from pipeline.cli import main
from pipeline.nightly import run_exit_code, worst_exit_code
from pipeline.report.history import HISTORY_COLUMNS
from pipeline.state.store import MIGRATIONS, SCHEMA_VERSION, StateStore
from tests.conftest import CORPUS

HEADER = ("run_id,lang,started,ended,duration_s,rulings,review,ok,findings,new,persisting,"
          "resolved,waived,exit_code,package_version,glossary_fingerprint\n")
PAGE = "abstruse-archaic.txt"
# Three nights: as shipped; a translation fixed (a terminology finding resolved); the fix
# undone (the finding new again), with --fail-on minor.
EDITS = (None, ("nombre de compteurs", "nombre de marqueurs"),
         ("nombre de marqueurs", "nombre de compteurs"))
STARTED = ("2026-10-31T02:30:00+00:00", "2026-11-01T02:30:00+00:00",
           "2026-11-02T02:30:00+00:00")
ENDED = ("2026-10-31T02:30:41+00:00", "2026-11-01T02:31:07+00:00",
         "2026-11-02T02:30:09+00:00")


def _run(corpus: Path, out: Path, *extra: str):
    return CliRunner().invoke(main, ["run", str(corpus), "--lang", "fr", "--out", str(out),
                                     "--no-semantic", "--workers", "1", "--quiet", *extra])


def _history(*args: str):
    return CliRunner().invoke(main, ["history", *args])


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")


@pytest.fixture(scope="module")
def nights(tmp_path_factory) -> dict:
    """Three runs of the shipped corpus into one store, each run's exit code and summary;
    then the runs' recorded times set to known nights (STARTED, ENDED)."""
    root = tmp_path_factory.mktemp("history")
    corpus, out = root / "corpus", root / "out"
    shutil.copytree(CORPUS, corpus)
    codes, summaries = [], []
    for n, edit in enumerate(EDITS):
        if edit is not None:
            _edit(corpus / "fr" / PAGE, *edit)
        result = _run(corpus, out, *(["--fail-on", "minor"] if n == 2 else []))
        assert result.exit_code in (0, 3), result.output
        run_id = json.loads((out / "latest" / "summary.json").read_text("utf-8"))["run_id"]
        summaries.append(json.loads((out / run_id / "summary.json").read_text("utf-8")))
        codes.append(result.exit_code)
    with sqlite3.connect(out / "state.sqlite") as db:
        for summary, started, ended in zip(summaries, STARTED, ENDED, strict=True):
            db.execute("UPDATE runs SET started = ?, ended = ? WHERE run_id = ?",
                       (started, ended, summary["run_id"]))
    db.close()
    return {"out": out, "state": out / "state.sqlite", "codes": codes, "summaries": summaries}


def _expected(summary: dict, started: str, ended: str, duration: int, code) -> dict:
    return {"run_id": summary["run_id"], "lang": "fr", "started": started, "ended": ended,
            "duration_s": duration, "rulings": summary["counts"]["rulings_read"],
            "review": summary["status"]["review"], "ok": summary["status"]["ok"],
            "findings": sum(summary["severity"].values()),
            "new": summary["findings"]["new"], "persisting": summary["findings"]["persisting"],
            "resolved": summary["findings"]["resolved"], "waived": summary["waived"],
            "exit_code": code, "package_version": __version__,
            "glossary_fingerprint": summary["glossary"]["fingerprint"]}


def _expected_rows(nights: dict) -> list[dict]:
    return [_expected(s, started, ended, duration, code) for s, started, ended, duration, code
            in zip(nights["summaries"], STARTED, ENDED, (41, 67, 9), nights["codes"],
                   strict=True)]


def _csv(rows: list[dict]) -> str:
    return HEADER + "".join(
        ",".join("" if row[c] is None else str(row[c]) for c in HISTORY_COLUMNS) + "\n"
        for row in rows)


def test_the_nights_did_what_they_meant(nights):
    """The edits resolved a finding, then brought it back; the third run failed on it."""
    first, second, third = nights["summaries"]
    assert nights["codes"] == [0, 0, 3]
    assert second["findings"]["resolved"] == 1 and second["findings"]["new"] == 0
    assert third["findings"]["new"] == 1 and third["findings"]["resolved"] == 0
    assert first["findings"]["persisting"] == 0


def test_history_csv_is_one_row_per_run_oldest_first(nights):
    result = _history("--state", str(nights["state"]))
    assert result.exit_code == 0, result.output
    assert result.stdout == _csv(_expected_rows(nights))
    assert tuple(next(csv.reader(io.StringIO(result.stdout)))) == HISTORY_COLUMNS


def test_history_json_is_one_array_of_the_same_rows(nights):
    result = _history("--out", str(nights["out"]), "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data == _expected_rows(nights)
    assert [list(row) for row in data] == [list(HISTORY_COLUMNS)] * 3
    assert [row["exit_code"] for row in data] == nights["codes"]


@pytest.mark.parametrize(("since", "kept"), [
    ("2026-11-01", [1, 2]),
    ("2026-11-02T02:30:00", [2]),  # on or after: the very second counts
    ("2026-11-02T03:30:00+01:00", [2]),  # an offset: 02:30 UTC
    ("2026-11-02T02:30:01", []),
    ("2020-01-01", [0, 1, 2]),
])
def test_since_leaves_out_the_runs_started_before(nights, since: str, kept: list[int]):
    result = _history("--state", str(nights["state"]), "--since", since, "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == [_expected_rows(nights)[n] for n in kept]


def test_lang_filter_and_a_bad_since(nights):
    result = _history("--state", str(nights["state"]), "--lang", "de")
    assert (result.exit_code, result.stdout) == (0, HEADER)
    result = _history("--state", str(nights["state"]), "--lang", "fr,de", "--format", "json")
    assert [row["run_id"] for row in json.loads(result.stdout)] == [
        s["run_id"] for s in nights["summaries"]]
    result = _history("--state", str(nights["state"]), "--since", "last tuesday")
    assert result.exit_code == 2 and "not an ISO date" in result.output


def test_history_reads_while_a_run_holds_the_lock(nights):
    with StateStore(nights["state"]):  # as a run in progress does
        result = _history("--state", str(nights["state"]))
    assert result.exit_code == 0, result.output
    assert result.stdout == _csv(_expected_rows(nights))


def test_an_empty_store_prints_the_header_or_an_empty_array(tmp_path):
    StateStore(tmp_path / "state.sqlite").close()
    assert _history("--out", str(tmp_path)).stdout == HEADER
    assert _history("--out", str(tmp_path), "--format", "json").stdout == "[]\n"


def test_a_missing_store_is_one_line_naming_it(tmp_path):
    missing = tmp_path / "nowhere" / "state.sqlite"
    result = _history("--state", str(missing))
    assert result.exit_code == 1
    assert len(result.output.strip().splitlines()) == 1
    assert "E173" in result.output and str(missing) in result.output
    assert "Traceback" not in result.output
    assert not missing.parent.exists()  # reading makes nothing
    result = _history("--out", str(tmp_path / "reports"))
    assert result.exit_code == 1 and str(tmp_path / "reports" / "state.sqlite") in result.output


def test_not_a_store_is_e171(tmp_path):
    (tmp_path / "state.sqlite").write_text("not SQLite at all\n" * 100, encoding="utf-8")
    result = _history("--out", str(tmp_path))
    assert result.exit_code == 1 and "E171" in result.output
    assert len(result.output.strip().splitlines()) == 1


# -- the schema before exit codes --------------------------------------------------------

BEFORE_EXIT_CODES = 3  # the schema version before migration 4 added runs.exit_code
OLD_SUMMARY = {"counts": {"rulings_read": 87}, "status": {"review": 37, "ok": 50},
               "severity": {"critical": 0, "major": 40, "minor": 13}, "waived": 2,
               "findings": {"new": 5, "persisting": 48, "resolved": 1}}


def _old_store(path: Path) -> None:
    """A store as schema 3 left it, with one run of German recorded."""
    db = sqlite3.connect(path, isolation_level=None)
    for script in MIGRATIONS[:BEFORE_EXIT_CODES]:
        db.executescript(script)
    db.execute(f"PRAGMA user_version = {BEFORE_EXIT_CODES}")
    db.execute("INSERT INTO runs (run_id, started, ended, status, inputs_hash, package_version, "
               "glossary_fingerprint, checks, lang, summary, glossary_entries) VALUES "
               "(?, ?, ?, 'done', 'abc', '0.0.9', 'f00d', '{}', 'de', ?, '{}')",
               ("20261001T023000Z", "2026-10-01T02:30:00+00:00", "2026-10-01T02:31:00+00:00",
                json.dumps(OLD_SUMMARY)))
    db.close()


OLD_ROW = ("20261001T023000Z,de,2026-10-01T02:30:00+00:00,2026-10-01T02:31:00+00:00,60,87,"
           "37,50,53,5,48,1,2,,0.0.9,f00d\n")


def _user_version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return db.execute("PRAGMA user_version").fetchone()[0]
    finally:
        db.close()


def test_a_store_of_the_previous_schema_reads_with_an_empty_exit_code(tmp_path):
    assert SCHEMA_VERSION == BEFORE_EXIT_CODES + 1
    state = tmp_path / "state.sqlite"
    _old_store(state)
    result = _history("--state", str(state))
    assert (result.exit_code, result.stdout) == (0, HEADER + OLD_ROW), result.output
    assert json.loads(_history("--state", str(state), "--format", "json").stdout)[0][
        "exit_code"] is None
    assert _user_version(state) == BEFORE_EXIT_CODES  # history migrates nothing


def test_a_migrated_store_keeps_old_runs_empty_and_records_new_exit_codes(tmp_path):
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    shutil.copytree(CORPUS, corpus)
    out.mkdir()
    _old_store(out / "state.sqlite")
    result = _run(corpus, out, "--fail-on", "minor")
    assert result.exit_code == 3, result.output
    assert _user_version(out / "state.sqlite") == SCHEMA_VERSION
    lines = _history("--out", str(out)).stdout.splitlines(keepends=True)
    assert lines[:2] == [HEADER, OLD_ROW]
    assert len(lines) == 3 and lines[2].split(",")[HISTORY_COLUMNS.index("exit_code")] == "3"


def test_strict_records_exit_1(tmp_path):
    """A page that could not be read, with --strict: the run exits 1 and records 1."""
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    shutil.copytree(CORPUS, corpus)
    page = corpus / "fr" / PAGE
    page.write_text(page.read_text("utf-8").replace("juillet", "brumaire", 1), "utf-8")
    result = _run(corpus, out, "--strict", "--fail-on", "minor")
    assert result.exit_code == 1 and "page(s) could not be read" in result.output
    data = json.loads(_history("--out", str(out), "--format", "json").stdout)
    assert [row["exit_code"] for row in data] == [1]


# -- the rule itself ---------------------------------------------------------------------

class _Run:
    """What the exit code of a run depends on."""

    def __init__(self, worst: int = 0, problems: int = 0, input_limits: int = 0):
        self.problems = ["E102 a page"] * problems
        self.counts = {"input_limits": input_limits}
        self.worst = worst

    def worst_severity_rank(self) -> int:
        return self.worst


@pytest.mark.parametrize(("run", "fail_on", "strict", "code"), [
    (_Run(), None, False, 0),
    (_Run(worst=3), None, False, 0),
    (_Run(worst=1), "minor", False, 3),
    (_Run(worst=1), "major", False, 0),
    (_Run(worst=2), "major", True, 3),
    (_Run(problems=1), None, False, 0),
    (_Run(problems=1), None, True, 1),
    (_Run(input_limits=2), "critical", True, 1),
    (_Run(worst=3, problems=1), "minor", True, 1),  # the error first
    (_Run(worst=3, problems=1), "minor", False, 3),
])
def test_run_exit_code(run, fail_on, strict, code):
    assert run_exit_code(run, fail_on, strict) == code


def test_worst_exit_code_puts_an_error_before_findings():
    assert worst_exit_code([]) == 0
    assert worst_exit_code([0, 3, 0]) == 3
    assert worst_exit_code([3, 1, 0]) == 1
