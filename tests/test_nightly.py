"""Nightly operation: incremental reuse, run-to-run diff, waivers, lock, exit codes,
determinism, crash safety."""

import csv
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline import crashpoints
from pipeline.cli import main
from pipeline.glossary.model import load_glossary
from pipeline.nightly import NightlyOptions, corpus_reader, make_context, nightly_run
from pipeline.state.store import StateStore
from tests.conftest import CORPUS, GLOSSARY

DOCS = ("abstruse-archaic", "discovery-dispersal")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """Two pages of the shipped corpus, to change at will."""
    root = tmp_path / "corpus"
    for lang, source in (("en", "en"), ("fr", "fr"), ("reference", "reference/fr")):
        (root / lang).mkdir(parents=True)
        for doc in DOCS:
            shutil.copy(CORPUS / source / f"{doc}.txt", root / lang / f"{doc}.txt")
    return root


def _run(corpus: Path, out: Path, glossary: Path = GLOSSARY, **options):
    ctx = make_context(load_glossary([glossary], "fr"), "fr")
    opts = NightlyOptions(out=out, state=out / "state.sqlite", **options)
    return nightly_run(ctx, corpus_reader(corpus, ctx, "utf-8"), opts)


def _rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_second_run_reuses_everything_and_says_unchanged(corpus, tmp_path):
    first = _run(corpus, tmp_path / "r")
    assert first.counts["checked"] == 22 and first.counts["reused"] == 0
    second = _run(corpus, tmp_path / "r")
    assert second.counts["checked"] == 0 and second.counts["reused"] == 22
    assert {r.change for r in second.rulings} == {"unchanged"}
    assert {f.diff for r in second.results for f in r.findings} == {"persisting"}
    assert second.previous_run_id == first.run_id
    full = _run(corpus, tmp_path / "r", full=True)
    assert full.counts["checked"] == 22


def test_a_changed_aligner_rechecks_everything(corpus, tmp_path, monkeypatch):
    """What the sentence aligner decides is part of every pair's key: a new aligner
    version reuses nothing the old one checked."""
    import pipeline.incremental

    _run(corpus, tmp_path / "r")
    monkeypatch.setattr(pipeline.incremental, "ALIGNER_VERSION",
                        pipeline.incremental.ALIGNER_VERSION + 1)
    again = _run(corpus, tmp_path / "r")
    assert again.counts["checked"] == 22 and again.counts["reused"] == 0


def test_changed_translation_is_rechecked_and_diffed(corpus, tmp_path):
    _run(corpus, tmp_path / "r")
    _edit(corpus / "fr" / "abstruse-archaic.txt", "nombre de compteurs", "nombre de marqueurs")
    run = _run(corpus, tmp_path / "r")
    assert run.counts["checked"] == 1
    changed = [r for r in run.rulings if r.change == "changed"]
    assert [(r.pair.doc, r.pair.en.index) for r in changed] == [("abstruse-archaic", 3)]
    rows = {(r["doc"], r["en_index"]): r for r in _rows(tmp_path / "r" / "latest" / "rulings.csv")}
    assert rows[("abstruse-archaic", "3")]["fr_diff"].count("[-compteurs-] {+marqueurs+}") == 1
    assert rows[("abstruse-archaic", "3")]["status"] == "ok"
    findings = _rows(tmp_path / "r" / "latest" / "findings.csv")
    resolved = [f for f in findings if f["diff"] == "resolved"]
    assert [(f["doc"], f["en_index"], f["check_id"], f["found"]) for f in resolved] == [
        ("abstruse-archaic", "3", "terminology", "compteurs")]


def test_new_ruling_is_new(corpus, tmp_path):
    _run(corpus, tmp_path / "r")
    date = "05 octobre 2018 · source : wotc\n"
    with open(corpus / "en" / "discovery-dispersal.txt", "a", encoding="utf-8") as handle:
        handle.write(date + "Dispersal can't be countered.\n")
    with open(corpus / "fr" / "discovery-dispersal.txt", "a", encoding="utf-8") as handle:
        handle.write(date + "La Répartition ne peut pas être contrecarrée.\n")
    run = _run(corpus, tmp_path / "r")
    assert [(r.pair.en.index, r.change) for r in run.rulings if r.change != "unchanged"] == [
        (12, "new")]
    assert run.counts["checked"] == 1


def test_glossary_change_rechecks_only_rulings_that_use_it(corpus, tmp_path):
    glossary = tmp_path / "glossary"
    shutil.copytree(GLOSSARY / "fr", glossary)
    _run(corpus, tmp_path / "r", glossary=glossary)
    _edit(glossary / "terms.csv", "library,bibliothèque,librairie|deck,",
          "library,bibliothèque,librairie|deck|bouquin,")
    run = _run(corpus, tmp_path / "r", glossary=glossary)
    rechecked = {(r.pair.doc, r.pair.en.index) for r in run.rulings if not r.reused}
    uses = {(r.pair.doc, r.pair.en.index) for r in run.rulings
            if "library" in r.pair.en.text
            or any(w in (r.pair.fr.text if r.pair.fr else "")
                   for w in ("bibliothèque", "librairie", "deck"))}
    assert rechecked == uses
    assert 0 < len(rechecked) < len(run.rulings)


def test_new_entries_recheck_the_rulings_whose_words_they_match(corpus, tmp_path):
    glossary = tmp_path / "glossary"
    shutil.copytree(GLOSSARY / "fr", glossary)
    _run(corpus, tmp_path / "r", glossary=glossary)
    with open(glossary / "terms.csv", "a", encoding="utf-8") as handle:
        handle.write("monarch,monarque,roi,,,\n")  # a new term (English side)
    with open(glossary / "cards.csv", "a", encoding="utf-8") as handle:
        handle.write("Planechase,Planechase,,\n")  # a new card name
    run = _run(corpus, tmp_path / "r", glossary=glossary)
    rechecked = {(r.pair.doc, r.pair.en.index) for r in run.rulings if not r.reused}
    uses = {(r.pair.doc, r.pair.en.index) for r in run.rulings
            if "monarch" in r.pair.en.text or "Planechase" in r.pair.en.text
            or (r.pair.fr and ("monarque" in r.pair.fr.text or " roi" in r.pair.fr.text))}
    assert rechecked == uses and 0 < len(uses) < len(run.rulings)


def test_waiver_counts_no_more_and_expires_with_the_text(corpus, tmp_path):
    out = tmp_path / "r"
    first = _run(corpus, out)
    target = next(f for f in _rows(out / "latest" / "findings.csv")
                  if f["check_id"] == "card-name" and f["en_index"] == "8")
    result = CliRunner().invoke(main, ["waive", target["finding_id"], "--reason",
                                       "kept on purpose", "--by", "ana",
                                       "--state", str(out / "state.sqlite")])
    assert result.exit_code == 0, result.output
    second = _run(corpus, out)
    rows = {(r["doc"], r["en_index"]): r for r in _rows(out / "latest" / "rulings.csv")}
    assert rows[("abstruse-archaic", "8")]["status"] == "ok"
    assert rows[("abstruse-archaic", "8")]["n_waived"] == "1"
    (waived,) = [f for f in _rows(out / "latest" / "findings.csv")
                 if f["finding_id"] == target["finding_id"]]
    assert (waived["waived"], waived["waiver_reason"]) == ("accepted", "kept on purpose")
    assert second.counts["review"] == first.counts["review"] - 1
    # the translation changes (elsewhere in the ruling): the waiver no longer applies
    _edit(corpus / "fr" / "abstruse-archaic.txt", "Si une capacité est liée",
          "Lorsqu'une capacité est liée")
    _run(corpus, out)
    rows = {(r["doc"], r["en_index"]): r for r in _rows(out / "latest" / "rulings.csv")}
    assert rows[("abstruse-archaic", "8")]["status"] == "review"
    assert rows[("abstruse-archaic", "8")]["n_waived"] == "0"


def test_waivers_file_and_fail_on(corpus, tmp_path):
    out = tmp_path / "r"
    runner = CliRunner()
    assert runner.invoke(main, ["run", str(corpus), "--out", str(out), "--fail-on", "major",
                                "--quiet"]).exit_code == 3
    majors = [f for f in _rows(out / "latest" / "findings.csv") if f["severity"] == "major"]
    waivers = tmp_path / "waivers.csv"
    with open(waivers, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["finding_id", "decision", "reason", "by", "until"])
        for f in majors:
            writer.writerow([f["finding_id"], "false-alarm", "checked", "qa", ""])
    result = runner.invoke(main, ["run", str(corpus), "--out", str(out), "--fail-on", "major",
                                  "--waivers", str(waivers), "--quiet"])
    assert result.exit_code == 0, result.output
    # a lapsed waiver counts again
    with open(waivers, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["finding_id", "decision", "reason", "by", "until"])
        writer.writerow([majors[0]["finding_id"], "accepted", "old", "qa", "2000-01-01"])
    assert runner.invoke(main, ["run", str(corpus), "--out", str(out), "--fail-on", "major",
                                "--waivers", str(waivers), "--quiet"]).exit_code == 3
    bad = tmp_path / "bad.csv"
    bad.write_text("finding_id,decision\nabc,maybe\n", encoding="utf-8")
    result = runner.invoke(main, ["run", str(corpus), "--out", str(out), "--waivers", str(bad)])
    assert result.exit_code == 1 and "E180" in result.output and "bad.csv:2:" in result.output


def test_a_second_run_on_the_same_store_is_refused(corpus, tmp_path):
    out = tmp_path / "r"
    with StateStore(out / "state.sqlite"):
        result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out)])
    assert result.exit_code == 1
    assert "E170" in result.output and "another run holds the lock" in result.output
    assert not (out / "latest").exists()


def test_same_inputs_give_byte_identical_csvs(corpus, tmp_path):
    _run(corpus, tmp_path / "a")
    _run(corpus, tmp_path / "b")
    for name in ("rulings.csv", "findings.csv"):
        assert (tmp_path / "a" / "latest" / name).read_bytes() == \
            (tmp_path / "b" / "latest" / name).read_bytes()


def test_keep_prunes_old_run_folders(corpus, tmp_path):
    out = tmp_path / "r"
    ids = [_run(corpus, out, keep=2).run_id for _ in range(4)]
    kept = sorted(p.name for p in out.iterdir() if p.is_dir() and not p.is_symlink())
    assert kept == sorted(ids[-2:])
    assert os.readlink(out / "latest") == ids[-1]


def _csvs(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in ("rulings.csv", "findings.csv")}


RUN = [sys.executable, "-m", "pipeline", "run"]


def _killed_at(point: str, command: list[str]) -> str:
    """Run ``command`` in a process that kills itself at ``point`` (pipeline.crashpoints),
    see that the kill landed there (the run did not end on its own), and return what it
    wrote on stderr: read to its end, so once every process that held it (forked workers
    included) is gone."""
    env = {**os.environ, "RULINGQA_KILL_AT": point}
    proc = subprocess.run(command, env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    assert proc.returncode == -signal.SIGKILL, (point, proc.returncode, proc.stderr[-2000:])
    return proc.stderr


def kill_plan(log: list[str]) -> list[str]:
    """Where to kill, from the points a run passed: each point's first, middle and last
    passage (``NAME:N``)."""
    plan = []
    for name in crashpoints.POINTS:
        n = log.count(name)
        plan += [f"{name}:{k}" for k in sorted({1, (n + 1) // 2, n})] if n else []
    return plan


def test_kill_plan_covers_each_point_first_middle_and_last():
    log = ["started", *["checked"] * 5, "store-commit", "checked", "store-commit",
           "report-file", "published"]
    assert kill_plan(log) == ["started:1", "checked:1", "checked:3", "checked:6",
                              "store-commit:1", "store-commit:2", "report-file:1",
                              "published:1"]


def test_killed_runs_leave_store_and_reports_usable(corpus, tmp_path):
    """SIGKILL at each named point of a run (its first, middle and last passage): the store
    passes integrity_check, the previous reports stay whole, and the next run's reports
    equal a clean run's. The points are where the run announces them, so the kills land
    at the same places on any machine, however fast, and whatever its caches hold."""
    base = tmp_path / "base"
    _run(corpus, base)
    clean = tmp_path / "clean"
    shutil.copytree(base, clean, symlinks=True)
    _run(corpus, clean)
    expected = _csvs(clean / "latest")
    command = [*RUN, str(corpus), "--full", "--quiet"]
    traced, log = tmp_path / "traced", tmp_path / "points.log"
    shutil.copytree(base, traced, symlinks=True)
    subprocess.run(command + ["--out", str(traced)], check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "RULINGQA_POINTS_LOG": str(log)})
    passed = log.read_text(encoding="utf-8").split()
    assert set(passed) == set(crashpoints.POINTS)  # a run passes every point
    assert passed.count("checked") == 22 and passed[0] == "started"
    published = passed.index("published")  # latest moved to the new run
    recorded = passed.index("store-commit", published)  # the run's record, before COMMIT
    for attempt, point in enumerate(kill_plan(passed)):
        name, nth = point.split(":")
        at = [k for k, p in enumerate(passed) if p == name][int(nth) - 1]
        out = tmp_path / f"k{attempt}"
        shutil.copytree(base, out, symlinks=True)
        before = os.readlink(out / "latest")
        _killed_at(point, command + ["--out", str(out)])
        with sqlite3.connect(out / "state.sqlite") as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            runs = db.execute("SELECT count(*) FROM runs").fetchone()[0]
        assert runs == (2 if at > recorded else 1), point  # all of the record or none
        latest = out / "latest"
        assert (os.readlink(latest) != before) == (at >= published), point
        assert {"rulings.csv", "findings.csv", "report.html", "summary.json"} <= {
            p.name for p in latest.iterdir()}
        _run(corpus, out)
        assert _csvs(out / "latest") == expected, point


def test_a_killed_run_takes_its_workers_along(tmp_path):
    """Killed while its forked workers check pairs, a run takes them along at once: they
    do not finish their batch and die on a broken pipe (a traceback each), and the next
    run gets the state store's lock, whose open file they share by the fork."""
    out = tmp_path / "out"
    stderr = _killed_at("checked:40", [*RUN, str(CORPUS), "--no-semantic", "--workers", "2",
                                       "--quiet", "--out", str(out)])
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr, stderr[-2000:]
    StateStore(out / "state.sqlite").close()  # not E170: nobody holds the lock
