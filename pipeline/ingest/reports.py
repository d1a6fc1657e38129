"""Reading a run's reports back (for ``rulingqa top``)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from ..errors import PipelineError


def read_report_tables(folder: Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """rulings.csv and findings.csv of a run folder, or of OUT/latest given OUT."""
    if not (folder / "rulings.csv").is_file() and (folder / "latest").is_dir():
        folder = folder / "latest"
    frames = []
    for name in ("rulings.csv", "findings.csv"):
        path = folder / name
        if not path.is_file():
            raise PipelineError("E110", f"no {name} here: not a report folder", str(folder))
        frames.append(pd.read_csv(path, dtype=str, keep_default_na=False))
    return frames[0], frames[1]
