"""One folder per run, ``OUT/<run-id>/``, and ``OUT/latest`` pointing at the newest.

A run's reports are written into a hidden partial folder, which is renamed into place
only when complete; then ``latest`` is swapped in one rename. A run killed at any point
leaves the previous reports and ``latest`` as they were.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from .. import crashpoints
from ..errors import PipelineError
from ..state.store import fsync_dir

RUN_ID = re.compile(r"^\d{8}T\d{6}Z(?:-\d+)?$")
LATEST = "latest"


def new_run_id(out: Path, taken: set[str], now: datetime | None = None) -> str:
    base = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    run_id, n = base, 1
    while run_id in taken or (out / run_id).exists():
        n += 1
        run_id = f"{base}-{n}"
    return run_id


def run_dirs(out: Path) -> list[str]:
    if not out.is_dir():
        return []
    return sorted(d.name for d in out.iterdir() if d.is_dir() and RUN_ID.match(d.name))


def publish(out: Path, run_id: str, write: Callable[[Path], None], keep: int) -> Path:
    partial = out / f".{run_id}.partial"
    try:
        out.mkdir(parents=True, exist_ok=True)
        for stale in out.glob(".*.partial"):
            shutil.rmtree(stale, ignore_errors=True)
        partial.mkdir()
        write(partial)
        final = out / run_id
        os.replace(partial, final)
    except OSError as exc:  # a full or read-only disk: what was written goes, latest stays
        shutil.rmtree(partial, ignore_errors=True)
        raise PipelineError("E175", f"the reports of run {run_id} could not be written: "
                            f"{exc.strerror or exc}", exc.filename or str(out)) from None
    crashpoints.reached("run-folder")
    link = out / f".{LATEST}.{run_id}"
    link.unlink(missing_ok=True)
    os.symlink(run_id, link)
    os.replace(link, out / LATEST)
    fsync_dir(out)
    crashpoints.reached("published")
    for old in run_dirs(out)[:-keep] if keep > 0 else []:
        if old != run_id:
            shutil.rmtree(out / old, ignore_errors=True)
    return final
