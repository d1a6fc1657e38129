"""Bilingual tables: CSV, TSV, JSONL and Parquet with an id, an English and a target column."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from ..errors import PipelineError, invalid_utf8
from ..models import Pair, PairKind, Ruling


@dataclass(frozen=True)
class Columns:
    id: str = "id"
    en: str = "en"
    target: str = "fr"
    reference: str = "ref"


def read_table(path: Path) -> pd.DataFrame:
    suffix = path.suffix.lower()
    try:
        if suffix in (".csv", ".tsv", ".tab"):
            sep = "," if suffix == ".csv" else "\t"
            return pd.read_csv(path, sep=sep, dtype=str, keep_default_na=False,
                               encoding="utf-8")
        if suffix in (".jsonl", ".ndjson"):
            return pd.read_json(path, lines=True, dtype=False).astype(str)
        if suffix == ".parquet":
            return pd.read_parquet(path).astype(str)
    except UnicodeDecodeError as exc:
        raise invalid_utf8(exc, str(path)) from None
    except (ValueError, pd.errors.ParserError) as exc:
        raise PipelineError("E121", f"cannot read table: {exc}", str(path)) from None
    raise PipelineError("E121", f"unknown table format {suffix!r}", str(path))


def read_pairs(path: Path, columns: Columns = Columns()) -> list[Pair]:
    """One pair per row; doc is the file stem and en_index the 1-based row number."""
    frame = read_table(path)
    missing = [c for c in (columns.id, columns.en, columns.target) if c not in frame.columns]
    if missing:
        raise PipelineError("E120", f"missing column(s) {', '.join(missing)}", str(path), 1)
    doc = path.stem
    has_ref = columns.reference in frame.columns
    line_offset = 2 if path.suffix.lower() in (".csv", ".tsv", ".tab") else 1
    pairs: list[Pair] = []
    first_line: dict[str, int] = {}
    for row_number, values in enumerate(frame.to_dict("records"), start=1):
        line = row_number - 1 + line_offset
        source = str(values[columns.id])
        if source in first_line:
            raise PipelineError("E122", f"id {source!r} repeats line {first_line[source]}",
                                str(path), line)
        first_line[source] = line
        if not str(values[columns.en]).strip():
            raise PipelineError("E123", f"row {source!r} has no English text", str(path), line)
        en = Ruling(doc=doc, index=row_number, text=str(values[columns.en]), source=source,
                    path=str(path), line=line)
        target_text = str(values[columns.target]).strip()
        fr = (Ruling(doc=doc, index=row_number, text=target_text, source=source,
                     path=str(path), line=line) if target_text else None)
        ref = str(values[columns.reference]).strip() if has_ref else ""
        pairs.append(Pair(doc=doc, en=en, fr=fr,
                          kind=PairKind.MATCHED if fr else PairKind.MISSING,
                          reference=ref or None))
    return pairs
