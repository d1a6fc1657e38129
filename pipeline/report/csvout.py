"""CSV reports: UTF-8 with a header row, RFC 4180 quoting, LF line ends."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from pathlib import Path

from .atomic import write_text


def to_csv(columns: Sequence[str], rows: Iterable[dict[str, str]]) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(columns), lineterminator="\n",
                            quoting=csv.QUOTE_MINIMAL)
    writer.writeheader()
    for row in rows:
        writer.writerow(row)
    return buffer.getvalue()


def write_csv(path: Path, columns: Sequence[str], rows: Iterable[dict[str, str]]) -> None:
    write_text(path, to_csv(columns, rows))
