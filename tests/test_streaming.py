"""Streaming: a run checks and holds a chunk of pairs at a time, and the reports are the
same whatever the chunk size, the number of workers, or whether the results waited on
disk; the spool's external sort is the same as sorting in memory."""

from __future__ import annotations

import json
import random
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline import nightly
from pipeline import spool as spool_module
from pipeline.cli import main
from pipeline.ingest import tables
from pipeline.ingest.tables import Columns, iter_pairs
from pipeline.report.rundir import new_run_id
from pipeline.spool import Spool
from tests.conftest import CORPUS

ONE_SECOND = datetime(2026, 1, 1, 2, 0, 0, tzinfo=UTC)
REPORTS = ("rulings.csv", "findings.csv", "report.xlf", "report.html", "summary.json",
           "summary.md")


def _run(corpus: Path, out: Path, *options: str) -> Path:
    result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--quiet",
                                       *options])
    assert result.exit_code == 0, result.output
    return (out / "latest").resolve()


def _reports(folder: Path, run_ids: list[str]) -> dict[str, str]:
    texts = {}
    for name in REPORTS:
        text = (folder / name).read_text(encoding="utf-8")
        # the one thing that differs between runs; the longer first, since two runs in
        # one second are "…Z" and "…Z-2"
        for k, run_id in sorted(enumerate(run_ids), key=lambda item: -len(item[1])):
            text = text.replace(run_id, f"RUN{k}")
        if name == "summary.json":
            text = json.dumps(json.loads(text), sort_keys=True)
        texts[name] = text
    return texts


def _edit(root: Path) -> None:
    """A night's changes: translations corrected and broken, an English ruling edited
    in place, an entry gone."""
    fr = root / "fr" / "abstruse-archaic.txt"
    text = fr.read_text(encoding="utf-8")
    fr.write_text(text.replace("dégâts", "blessures").replace("blessures", "dommages", 1),
                  encoding="utf-8")
    en = root / "en" / "discovery-dispersal.txt"
    text = en.read_text(encoding="utf-8")
    en.write_text(text.replace("target", "the target", 1), encoding="utf-8")
    page = sorted((root / "fr").glob("*.txt"))[-1]
    lines = page.read_text(encoding="utf-8").split("\n")
    page.write_text("\n".join(lines[:-3] + lines[-1:]), encoding="utf-8")


WAYS = {  # name: options, items a spool holds before it spills to disk
    "one pass": (["--chunk", "0"], None),
    "chunks of 1, on disk": (["--chunk", "1"], 0),
    "chunks of 7, on disk": (["--chunk", "7"], 0),
    "chunks of 7, spilled half-way": (["--chunk", "7"], 40),
    "default chunks, in memory": ([], None),
    "chunks of 40, two workers, on disk": (["--chunk", "40", "--workers", "2"], 0),
}


@pytest.fixture(scope="module")
def nights(tmp_path_factory) -> dict[str, list[dict[str, str]]]:
    """Two nights on the shipped corpus for each way of running, reports normalised."""
    base = tmp_path_factory.mktemp("streaming")
    out: dict[str, list[dict[str, str]]] = {}
    for name, (options, memory_items) in WAYS.items():
        corpus = base / name / "corpus"
        shutil.copytree(CORPUS, corpus)
        reports = base / name / "reports"
        with pytest.MonkeyPatch.context() as patch:
            # both nights in one second, however fast the runs: "…Z" and "…Z-2"
            patch.setattr(nightly, "new_run_id",
                          lambda out, taken: new_run_id(out, taken, ONE_SECOND))
            if memory_items is not None:
                patch.setattr(spool_module, "MEMORY_ITEMS", memory_items)
            spilled = _spy_spills(patch)
            first = _run(corpus, reports, *options)
            _edit(corpus)
            second = _run(corpus, reports, *options)
        assert bool(spilled) == (memory_items is not None), name
        ids = [first.name, second.name]
        out[name] = [_reports(first, ids), _reports(second, ids)]
    return out


def _spy_spills(patch: pytest.MonkeyPatch) -> list[int]:
    """Records the size of each spool when it spills to disk."""
    spilled: list[int] = []
    make = spool_module.tempfile.TemporaryFile

    class Spy:
        @staticmethod
        def TemporaryFile(*args, **kwargs):  # noqa: N802 (tempfile's name)
            spilled.append(1)
            return make(*args, **kwargs)

    patch.setattr(spool_module, "tempfile", Spy)
    return spilled


def test_the_nights_compare_something(nights):
    second = nights["one pass"][1]
    assert "changed" in second["rulings.csv"] and "resolved" in second["findings.csv"]
    counts = json.loads(second["summary.json"])
    assert counts["findings"]["persisting"] > 0 and counts["findings"]["resolved"] > 0
    assert counts["change"]["changed"] > 0 and counts["change"]["unchanged"] > 0
    assert second["report.xlf"].count("<unit ") == counts["status"]["review"] > 0


@pytest.mark.parametrize("way", [w for w in WAYS if w != "one pass"])
def test_chunked_runs_give_the_reports_of_one_pass(nights, way):
    for night, (expected, got) in enumerate(zip(nights["one pass"], nights[way], strict=True)):
        for name in REPORTS:
            assert got[name] == expected[name], f"{way}, night {night + 1}: {name} differs"


def test_pairs_table_in_chunks_gives_the_reports_of_one_pass(tmp_path: Path):
    rows = [{"id": f"r{k}", "en": en, "fr": fr} for k, (en, fr) in enumerate([
        ("Put a +1/+1 counter on it.", "Mettez un compteur +1/+1 dessus."),
        ("It deals 3 damage to any target.", "Il inflige 3 blessures à n'importe quelle cible."),
        ("Draw a card.", ""),
        ("Tap target creature.", "Tapez la créature ciblée."),
        ("Draw two cards.", "Piochez deux cartes."),
    ] * 3)]
    table = tmp_path / "pairs.jsonl"
    table.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                     encoding="utf-8")
    folders = []
    for chunk in ("0", "2"):
        result = CliRunner().invoke(main, ["run", "--pairs", str(table), "--out",
                                           str(tmp_path / chunk), "--quiet", "--chunk", chunk])
        assert result.exit_code == 0, result.output
        folders.append((tmp_path / chunk / "latest").resolve())
    for name in ("rulings.csv", "findings.csv", "report.xlf"):
        one, chunked = ((f / name).read_text(encoding="utf-8") for f in folders)
        assert one == chunked
    assert "compteur" in one and one.count("\n") > 1


@pytest.mark.parametrize("memory_items", [10**6, 30, 0])
def test_spool_sorts_as_sorted_does(monkeypatch, memory_items):
    monkeypatch.setattr(spool_module, "SORT_RUN", 5)  # many runs to merge
    monkeypatch.setattr(spool_module, "RUN_BLOCK", 2)
    monkeypatch.setattr(spool_module, "MEMORY_ITEMS", memory_items)
    rng = random.Random(7)
    items = [(rng.randrange(6), k) for k in range(103)]
    spool: Spool[tuple[int, int]] = Spool(spill=True)
    for start in range(0, len(items), 4):
        spool.append(items[start:start + 4])
    assert spool.on_disk == (memory_items < 103)
    assert len(spool) == 103 and list(spool) == items and list(spool) == items
    # stable: equal keys keep their order, as with sorted()
    assert list(spool.sorted(lambda item: item[0])) == sorted(items, key=lambda i: i[0])
    assert list(Spool(spill=True).sorted(lambda item: item)) == []


def test_spool_update_on_disk_is_kept(monkeypatch):
    monkeypatch.setattr(spool_module, "MEMORY_ITEMS", 0)
    spool: Spool[list[int]] = Spool(spill=True)
    spool.append([[1], [2]])
    spool.append([[3]])

    def double(chunk: list[list[int]]) -> None:
        for item in chunk:
            item[0] *= 2

    spool.update(double)
    assert list(spool) == [[2], [4], [6]] and list(spool) == [[2], [4], [6]]
    assert spool.on_disk and not spool._chunks  # nothing held in memory


def test_tables_are_read_a_block_at_a_time(monkeypatch, tmp_path: Path):
    monkeypatch.setattr(tables, "TABLE_BLOCK", 3)
    lines = ["id,en,fr"] + [f"r{k},Draw {k} cards.,Piochez {k} cartes." for k in range(8)]
    path = tmp_path / "t.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    pairs = list(iter_pairs(path, Columns()))
    assert [p.en.index for p in pairs] == list(range(1, 9))
    assert [p.en.line for p in pairs] == list(range(2, 10))
    assert pairs[7].fr.text == "Piochez 7 cartes."
    # an id repeated in a later block is still caught, with both lines
    path.write_text("\n".join(lines + ["r1,Again.,Encore."]) + "\n", encoding="utf-8")
    with pytest.raises(Exception, match="E122") as error:
        list(iter_pairs(path, Columns()))
    assert "line 3" in str(error.value) and ":10" in str(error.value)
