"""The number of worker processes does not change the reports."""

import csv
import json
import os
import sqlite3
from pathlib import Path

from click.testing import CliRunner

from pipeline import workers as workers_module
from pipeline.cli import main
from pipeline.semantic import Semantic, sentence_texts
from tests.conftest import CORPUS, GLOSSARY


def test_two_workers_give_the_same_reports(tmp_path: Path):
    outs = []
    for workers in ("1", "2"):
        out = tmp_path / f"w{workers}"
        result = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(out), "--quiet",
                                           "--workers", workers])
        assert result.exit_code == 0, result.output
        outs.append(out / "latest")
    for name in ("rulings.csv", "findings.csv"):
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes()
    html = [(o / "report.html").read_text(encoding="utf-8") for o in outs]
    assert html[0].count("<mark") == html[1].count("<mark") > 0


MEANING = CORPUS.parent / "gold" / "meaning.csv"


def _encoded_log(monkeypatch, log: Path) -> None:
    """Every text the encoder embeds, with the process that embedded it, appended to
    ``log`` (forked workers inherit the patch)."""
    encode = Semantic._encode

    def logged(self, texts):
        with log.open("a", encoding="utf-8") as out:
            out.writelines(json.dumps([os.getpid(), t]) + "\n" for t in texts)
        return encode(self, texts)

    monkeypatch.setattr(Semantic, "_encode", logged)


def _read(log: Path) -> list[tuple[int, str]]:
    if not log.exists():
        return []
    return [tuple(json.loads(line)) for line in log.read_text(encoding="utf-8").splitlines()]


def test_workers_embed_and_the_run_keeps_what_they_embedded(tmp_path: Path, monkeypatch):
    """Pairs from a table, nothing known: the workers embed (not the run's process), the
    reports are those of one worker, and the state store keeps every vector; run again,
    the run's process gives the workers what it knows and they embed nothing of it."""
    log = tmp_path / "encoded.jsonl"
    _encoded_log(monkeypatch, log)
    outs, stored = [], []
    for workers in ("1", "2"):
        out = tmp_path / f"w{workers}"
        result = CliRunner().invoke(main, ["run", "--pairs", str(MEANING), "--out", str(out),
                                           "--quiet", "--workers", workers])
        assert result.exit_code in (0, 3), result.output
        outs.append(out / "latest")
        with sqlite3.connect(out / "state.sqlite") as db:
            stored.append(db.execute("SELECT count(*) FROM embeddings").fetchone()[0])
    for name in ("rulings.csv", "findings.csv"):
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes(), name
    assert "meaning-drift" in (outs[1] / "findings.csv").read_text(encoding="utf-8")
    assert stored[0] == stored[1] > 0
    first = _read(log)
    assert {pid for pid, _ in first} - {os.getpid()}, "the workers embedded nothing"

    log.unlink()
    result = CliRunner().invoke(main, ["run", "--pairs", str(MEANING), "--out",
                                       str(tmp_path / "w2"), "--quiet", "--full",
                                       "--workers", "2"])
    assert result.exit_code in (0, 3), result.output
    with MEANING.open(encoding="utf-8", newline="") as rows:
        as_written = {s for row in csv.DictReader(rows) for s in
                      (*sentence_texts(row["en"]), *sentence_texts(row["fr"]))}
    assert as_written <= {t for _, t in first}
    # the second looks' sentences with their terms in English were embedded as well
    assert {t for _, t in first} - as_written
    # every pair checked again, nothing embedded again: first and second looks known
    assert _read(log) == []


def test_a_run_with_nothing_to_check_forks_no_worker(tmp_path: Path, monkeypatch):
    out = tmp_path / "out"
    first = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(out), "--quiet",
                                      "--workers", "2"])
    assert first.exit_code == 0, first.output
    forks: list[str] = []
    get_context = workers_module.multiprocessing.get_context

    def spy(method):
        forks.append(method)
        return get_context(method)

    monkeypatch.setattr(workers_module.multiprocessing, "get_context", spy)
    again = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(out), "--quiet",
                                      "--workers", "2"])
    assert again.exit_code == 0, again.output
    assert forks == []  # every result came from the state store
    full = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(out), "--quiet",
                                     "--workers", "2", "--full"])
    assert full.exit_code == 0, full.output
    assert forks == ["fork"]  # the spy sees a pool when there is work


def test_what_start_up_builds_is_frozen_once_with_the_collector_as_it_was():
    """_ready builds the analyzers, tables and tries with the collector paused, then
    freezes them (later collections do not walk them); a second call builds nothing and
    freezes nothing more, and the collector is left as it was found."""
    import gc

    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    ctx = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    gc.unfreeze()
    try:
        workers_module._ready(ctx)
        assert gc.isenabled()
        frozen = gc.get_freeze_count()
        assert frozen > 10_000
        assert "compiled" in vars(ctx) and "_table" in vars(ctx.tgt)
        gc.disable()
        workers_module._ready(ctx)
        assert not gc.isenabled()
        assert gc.get_freeze_count() == frozen
    finally:
        gc.enable()
        gc.unfreeze()
