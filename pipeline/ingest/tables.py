"""Bilingual tables: CSV, TSV, JSONL and Parquet with an id, an English and a target column.

JSON Lines are read line by line with the json module (an error names its line; pandas
is imported only for the other formats, which keeps it out of a run's start-up)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import PipelineError, invalid_utf8
from ..models import Pair, PairKind, Ruling, TextKind
from .exchange import EXCHANGE_SUFFIXES, read_exchange

if TYPE_CHECKING:
    import pandas as pd


@dataclass(frozen=True)
class Columns:
    id: str = "id"
    en: str = "en"
    target: str = "fr"
    reference: str = "ref"
    lang: str = ""  # target language of TMX/XLIFF files (default: the target column's name)
    texts_col: str = "texts"  # what a row's texts are (ruling or card-text), where it says
    date_col: str = "released"  # when a row's texts were published (ISO date), where it says
    texts: TextKind = TextKind.RULING  # what they are where it does not


def _exchange_frame(path: Path, columns: Columns) -> pd.DataFrame:
    import pandas as pd
    units = read_exchange(path, columns.lang or columns.target)
    several_files = len({u.file for u in units}) > 1
    return pd.DataFrame(
        [{columns.id: f"{u.file}#{u.id}" if several_files else u.id, columns.en: u.source,
          columns.target: u.target or ""} for u in units],
        columns=[columns.id, columns.en, columns.target], dtype=str)


TABLE_BLOCK = 10_000  # rows read at a time


def _cell(value) -> str:
    """A JSON value as table text: null is an empty cell, a number its JSON spelling."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _no_lone_surrogate(value: dict, path: str, line: int) -> None:
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        raise PipelineError("E107", f"a lone surrogate \\u{ord(exc.object[exc.start]):04x} "
                            "in a string: half of a UTF-16 pair, not text", path, line) from None


def _jsonl_records(path: Path) -> Iterator[tuple[int, dict[str, str]]]:
    """(line number, row) of each non-blank line; each line one JSON object."""
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            try:
                line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError as exc:
                raise PipelineError("E105", f"invalid UTF-8 at byte {exc.start} of the line",
                                    str(path), number) from None
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except json.JSONDecodeError as exc:
                raise PipelineError("E121", f"not JSON: {exc.msg} (column {exc.colno})",
                                    str(path), number) from None
            if not isinstance(value, dict):
                raise PipelineError("E121", "each line must be a JSON object", str(path),
                                    number)
            if _SURROGATE_ESCAPE.search(line):  # only an escape can make a lone surrogate
                _no_lone_surrogate(value, str(path), number)
            yield number, {str(k): _cell(v) for k, v in value.items()}


def _blocks(path: Path, columns: Columns) -> Iterator[pd.DataFrame]:
    """The table a block of rows at a time (TMX and XLIFF files: all at once; JSON Lines
    as one frame, see read_table)."""
    suffix = path.suffix.lower()
    if suffix in EXCHANGE_SUFFIXES:
        yield _exchange_frame(path, columns)
        return
    import pandas as pd
    if suffix in (".jsonl", ".ndjson"):
        rows = [row for _, row in _jsonl_records(path)]
        names = list(dict.fromkeys(k for row in rows for k in row))
        yield pd.DataFrame(rows, columns=names, dtype=str).fillna("")
        return
    try:
        if suffix in (".csv", ".tsv", ".tab"):
            sep = "," if suffix == ".csv" else "\t"
            with pd.read_csv(path, sep=sep, dtype=str, keep_default_na=False,
                             encoding="utf-8", chunksize=TABLE_BLOCK) as reader:
                yield from reader
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


def _rows(path: Path, columns: Columns) -> Iterator[tuple[int | None, dict[str, str]]]:
    """(line, row) of every row, rows with the id, English and target keys. The line is
    None for TMX and XLIFF units (named by their id instead)."""
    wanted = (columns.id, columns.en, columns.target)
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        for line, row in _jsonl_records(path):
            missing = [c for c in wanted if c not in row]
            if missing:
                raise PipelineError("E120", f"missing key(s) {', '.join(missing)}", str(path),
                                    line)
            yield line, row
        return
    xml = path.suffix.lower() in EXCHANGE_SUFFIXES
    line = 1  # the header's line; a CSV row's line is its number plus one
    for frame in _blocks(path, columns):
        missing = [c for c in wanted if c not in frame.columns]
        if missing:
            raise PipelineError("E120", f"missing column(s) {', '.join(missing)}", str(path), 1)
        for values in frame.to_dict("records"):
            line += 1
            yield None if xml else line, {k: str(v) for k, v in values.items()}


def count_rows(path: Path) -> int | None:
    """How many rows a table holds, read cheaply (a progress display's total): Parquet's
    metadata, JSON Lines' lines, CSV and TSV records; None for TMX and XLIFF files or a
    file that cannot be read (reading it properly says why)."""
    import csv
    suffix = path.suffix.lower()
    try:
        if suffix == ".parquet":
            import pyarrow.parquet as pq
            return pq.ParquetFile(path).metadata.num_rows
        if suffix in (".jsonl", ".ndjson"):
            with path.open("rb") as f:
                return sum(1 for line in f if line.strip())
        if suffix in (".csv", ".tsv", ".tab"):
            with path.open(encoding="utf-8", errors="replace", newline="") as f:
                reader = csv.reader(f, delimiter="," if suffix == ".csv" else "\t")
                return max(sum(1 for _ in reader) - 1, 0)
    except (OSError, ValueError, csv.Error):
        return None
    return None


def read_table(path: Path, columns: Columns | None = None) -> pd.DataFrame:
    """A table; TMX and XLIFF files become a table with the id, English and target columns."""
    import pandas as pd
    blocks = list(_blocks(path, columns or Columns()))
    return pd.concat(blocks, ignore_index=True) if len(blocks) > 1 else blocks[0]


def read_pairs(path: Path, columns: Columns = Columns()) -> list[Pair]:
    """One pair per row; doc is the file stem and en_index the 1-based row number."""
    return list(iter_pairs(path, columns))


def iter_pairs(path: Path, columns: Columns = Columns()) -> Iterator[Pair]:
    """The pairs of ``read_pairs``, read a block of rows at a time. An error (a missing
    column, a repeated id, a row without English) is raised when its row is reached."""
    doc = path.stem
    first_line: dict[str, int] = {}
    row_number = 0
    for line, values in _rows(path, columns):
        row_number += 1
        source = values[columns.id]
        if source in first_line:
            where = f"unit {first_line[source]}" if line is None else f"line {first_line[source]}"
            raise PipelineError("E122", f"id {source!r} repeats {where}", str(path), line)
        first_line[source] = row_number if line is None else line
        if not values[columns.en].strip():
            raise PipelineError("E123", f"row {source!r} has no English text", str(path), line)
        en = Ruling(doc=doc, index=row_number, text=values[columns.en], source=source,
                    path=str(path), line=line or 0,
                    date=_date(values, columns, str(path), line))
        target_text = values[columns.target].strip()
        fr = (Ruling(doc=doc, index=row_number, text=target_text, source=source,
                     path=str(path), line=line or 0) if target_text else None)
        ref = values.get(columns.reference, "").strip()
        yield Pair(doc=doc, en=en, fr=fr, kind=PairKind.MATCHED if fr else PairKind.MISSING,
                   reference=ref or None, texts=_texts(values, columns, str(path), line))


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _date(values: dict[str, str], columns: Columns, path: str, line: int | None) -> str:
    cell = values.get(columns.date_col, "").strip()
    if cell and not _ISO_DATE.fullmatch(cell):
        raise PipelineError("E127", f"released {cell!r} is not an ISO date (YYYY-MM-DD)",
                            path, line)
    return cell


def _texts(values: dict[str, str], columns: Columns, path: str, line: int | None) -> TextKind:
    cell = values.get(columns.texts_col, "").strip()
    if not cell:
        return columns.texts
    try:
        return TextKind(cell)
    except ValueError:
        raise PipelineError("E126", f"texts {cell!r}: neither 'ruling' nor 'card-text'",
                            path, line) from None
