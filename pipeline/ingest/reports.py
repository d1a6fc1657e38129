"""Reading a run's reports back (for ``rulingqa top``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import PipelineError

if TYPE_CHECKING:
    import pandas as pd


def read_report_tables(folder: Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """rulings.csv and findings.csv of a run folder, or of OUT/latest given OUT."""
    import pandas as pd  # here: pandas is not part of a run's start-up
    if not (folder / "rulings.csv").is_file() and (folder / "latest").is_dir():
        folder = folder / "latest"
    frames = []
    for name in ("rulings.csv", "findings.csv"):
        path = folder / name
        if not path.is_file():
            raise PipelineError("E110", f"no {name} here: not a report folder", str(folder))
        frames.append(pd.read_csv(path, dtype=str, keep_default_na=False))
    return frames[0], frames[1]
