"""Bilingual tables written by ``rulingqa pairs import``: CSV, TSV, JSONL or Parquet."""

from __future__ import annotations

from pathlib import Path

from ..errors import PipelineError
from .atomic import write_text
from .csvout import to_csv


def write_table(path: Path, columns: list[str], rows: list[dict[str, str]]) -> None:
    import pandas as pd  # here: pandas is not part of a run's start-up
    suffix = path.suffix.lower()
    if suffix in (".csv", ".tsv"):
        text = to_csv(columns, rows, raw=True)
        if suffix == ".tsv":
            frame = pd.DataFrame(rows, columns=columns)
            text = frame.to_csv(sep="\t", index=False, lineterminator="\n")
        write_text(path, text)
    elif suffix in (".jsonl", ".ndjson"):
        frame = pd.DataFrame(rows, columns=columns)
        write_text(path, frame.to_json(orient="records", lines=True, force_ascii=False))
    elif suffix == ".parquet":
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.tmp")
        pd.DataFrame(rows, columns=columns).to_parquet(tmp, index=False)
        tmp.replace(path)
    else:
        raise PipelineError("E121", f"unknown table format {suffix!r}", str(path))
