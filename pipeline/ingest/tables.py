"""Bilingual tables: CSV, TSV, JSONL and Parquet with an id, an English and a target column."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from ..errors import PipelineError, invalid_utf8
from ..models import Pair, PairKind, Ruling
from .exchange import EXCHANGE_SUFFIXES, read_exchange


@dataclass(frozen=True)
class Columns:
    id: str = "id"
    en: str = "en"
    target: str = "fr"
    reference: str = "ref"
    lang: str = ""  # target language of TMX/XLIFF files (default: the target column's name)


def _exchange_frame(path: Path, columns: Columns) -> pd.DataFrame:
    units = read_exchange(path, columns.lang or columns.target)
    several_files = len({u.file for u in units}) > 1
    return pd.DataFrame(
        [{columns.id: f"{u.file}#{u.id}" if several_files else u.id, columns.en: u.source,
          columns.target: u.target or ""} for u in units],
        columns=[columns.id, columns.en, columns.target], dtype=str)


TABLE_BLOCK = 10_000  # rows read at a time


def _blocks(path: Path, columns: Columns) -> Iterator[pd.DataFrame]:
    """The table a block of rows at a time (TMX and XLIFF files: all at once)."""
    suffix = path.suffix.lower()
    if suffix in EXCHANGE_SUFFIXES:
        yield _exchange_frame(path, columns)
        return
    try:
        if suffix in (".csv", ".tsv", ".tab"):
            sep = "," if suffix == ".csv" else "\t"
            with pd.read_csv(path, sep=sep, dtype=str, keep_default_na=False,
                             encoding="utf-8", chunksize=TABLE_BLOCK) as reader:
                yield from reader
        elif suffix in (".jsonl", ".ndjson"):
            with pd.read_json(path, lines=True, dtype=False, chunksize=TABLE_BLOCK) as reader:
                empty = True
                for block in reader:
                    empty = False
                    yield block.astype(str)
                if empty:  # no rows, hence no columns
                    yield pd.DataFrame()
        elif suffix == ".parquet":
            import pyarrow.parquet as pq
            table = pq.ParquetFile(path)
            if table.metadata.num_rows == 0:
                yield table.schema_arrow.empty_table().to_pandas().astype(str)
            for batch in table.iter_batches(batch_size=TABLE_BLOCK):
                yield batch.to_pandas().astype(str)
        else:
            raise PipelineError("E121", f"unknown table format {suffix!r}", str(path))
    except UnicodeDecodeError as exc:
        raise invalid_utf8(exc, str(path)) from None
    except (ValueError, pd.errors.ParserError, OSError) as exc:
        raise PipelineError("E121", f"cannot read table: {exc}", str(path)) from None


def read_table(path: Path, columns: Columns | None = None) -> pd.DataFrame:
    """A table; TMX and XLIFF files become a table with the id, English and target columns."""
    blocks = list(_blocks(path, columns or Columns()))
    return pd.concat(blocks, ignore_index=True) if len(blocks) > 1 else blocks[0]


def read_pairs(path: Path, columns: Columns = Columns()) -> list[Pair]:
    """One pair per row; doc is the file stem and en_index the 1-based row number."""
    return list(iter_pairs(path, columns))


def iter_pairs(path: Path, columns: Columns = Columns()) -> Iterator[Pair]:
    """The pairs of ``read_pairs``, read a block of rows at a time. An error (a missing
    column, a repeated id, a row without English) is raised when its row is reached."""
    doc = path.stem
    suffix = path.suffix.lower()
    line_offset = 2 if suffix in (".csv", ".tsv", ".tab") else 1
    xml = suffix in EXCHANGE_SUFFIXES  # no line numbers: a unit is named by its id
    first_line: dict[str, int] = {}
    row_number = 0
    for frame in _blocks(path, columns):
        missing = [c for c in (columns.id, columns.en, columns.target) if c not in frame.columns]
        if missing:
            raise PipelineError("E120", f"missing column(s) {', '.join(missing)}", str(path), 1)
        has_ref = columns.reference in frame.columns
        for values in frame.to_dict("records"):
            row_number += 1
            line = 0 if xml else row_number - 1 + line_offset
            source = str(values[columns.id])
            if source in first_line:
                where = f"unit {first_line[source]}" if xml else f"line {first_line[source]}"
                raise PipelineError("E122", f"id {source!r} repeats {where}", str(path),
                                    None if xml else line)
            first_line[source] = row_number if xml else line
            if not str(values[columns.en]).strip():
                raise PipelineError("E123", f"row {source!r} has no English text", str(path),
                                    None if xml else line)
            en = Ruling(doc=doc, index=row_number, text=str(values[columns.en]), source=source,
                        path=str(path), line=line)
            target_text = str(values[columns.target]).strip()
            fr = (Ruling(doc=doc, index=row_number, text=target_text, source=source,
                         path=str(path), line=line) if target_text else None)
            ref = str(values[columns.reference]).strip() if has_ref else ""
            yield Pair(doc=doc, en=en, fr=fr, kind=PairKind.MATCHED if fr else PairKind.MISSING,
                       reference=ref or None)
