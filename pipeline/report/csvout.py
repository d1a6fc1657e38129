"""CSV reports: UTF-8 with a header row, RFC 4180 quoting, LF line ends.

Cells are neutralised for spreadsheets by default (OWASP "CSV injection"): a cell that
begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a leading
apostrophe, so a spreadsheet shows it as text instead of evaluating it ("+1/+1" would
show as 1, "=HYPERLINK(…)" would run). ``raw=True`` writes the cells as they are, for
programs.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from .atomic import write_pieces

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_FORMULA_FIRST = frozenset(FORMULA_STARTS)


def neutralise(cell: str) -> str:
    return "'" + cell if cell[:1] in _FORMULA_FIRST else cell


def csv_pieces(columns: Sequence[str], rows: Iterable[dict[str, str]],
               raw: bool = False, rows_per_piece: int = 1000) -> Iterator[str]:
    """The CSV text in pieces of ``rows_per_piece`` rows, the header first; a column a
    row lacks is an empty cell, a key not in ``columns`` is left out."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(columns)
    for n, row in enumerate(rows, start=1):
        cells = ["" if (v := row.get(c)) is None else str(v) for c in columns]
        if not raw:
            cells = [neutralise(c) for c in cells]
        writer.writerow(cells)
        if n % rows_per_piece == 0:
            yield buffer.getvalue()
            buffer.seek(0)
            buffer.truncate()
    yield buffer.getvalue()


def to_csv(columns: Sequence[str], rows: Iterable[dict[str, str]], raw: bool = False) -> str:
    return "".join(csv_pieces(columns, rows, raw))


def write_csv(path: Path, columns: Sequence[str], rows: Iterable[dict[str, str]],
              raw: bool = False) -> None:
    write_pieces(path, csv_pieces(columns, rows, raw))
