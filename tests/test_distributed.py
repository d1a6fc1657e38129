"""--executor dask: the same reports as a local run, from a two-worker LocalCluster."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main

from .conftest import CORPUS

distributed = pytest.importorskip("dask.distributed")

SAME = ("rulings.csv", "findings.csv", "report.xlf")


MEANING = CORPUS.parent / "gold" / "meaning.csv"


def _run(out: Path, *extra: str, source: tuple[str, ...] = (str(CORPUS),)) -> Path:
    result = CliRunner().invoke(main, ["run", *source, "--out", str(out), "--quiet",
                                       "--full", *extra])
    assert result.exit_code in (0, 3), result.output  # 3: findings at --fail-on
    return out / "latest"


def test_dask_cluster_gives_the_same_reports(tmp_path: Path):
    local = _run(tmp_path / "local")
    table = ("--pairs", str(MEANING))  # no page alignment: the cluster embeds them all
    local_table = _run(tmp_path / "local-table", source=table)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        remote = _run(tmp_path / "dask", "--executor", "dask", "--scheduler",
                      cluster.scheduler_address)
        # the run's pairs in three chunks, through one connection to the cluster
        chunked = _run(tmp_path / "chunked", "--executor", "dask", "--scheduler",
                       cluster.scheduler_address, "--chunk", "30")
        remote_table = _run(tmp_path / "dask-table", "--executor", "dask", "--scheduler",
                            cluster.scheduler_address, source=table)
        with distributed.Client(cluster) as client:
            # both workers took part, and each built its context once
            counts = client.run(lambda: len(__import__("pipeline.distributed").distributed
                                            ._CONTEXTS))
    assert sorted(counts.values()) == [1, 1]
    for name in SAME:
        assert (remote / name).read_bytes() == (local / name).read_bytes(), name
        assert (chunked / name).read_bytes() == (local / name).read_bytes(), name
        assert (remote_table / name).read_bytes() == (local_table / name).read_bytes(), name
    assert "meaning-drift" in (remote_table / "findings.csv").read_text(encoding="utf-8")
    with sqlite3.connect(tmp_path / "dask-table" / "state.sqlite") as db:
        # what the cluster embedded came back and was stored
        assert db.execute("SELECT count(*) FROM embeddings").fetchone()[0] > 0
    shutil.rmtree(tmp_path / "dask")


def test_unreachable_scheduler_is_a_clear_error(tmp_path: Path):
    result = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(tmp_path / "o"),
                                       "--full", "--executor", "dask", "--scheduler",
                                       "tcp://127.0.0.1:9"])
    assert result.exit_code == 1
    assert "E190" in result.output and "cannot reach the Dask scheduler" in result.output


def test_executor_and_scheduler_go_together(tmp_path: Path):
    result = CliRunner().invoke(main, ["run", str(CORPUS), "--executor", "dask"])
    assert result.exit_code == 2 and "go together" in result.output
