"""findings.xlsx (``rulingqa run --xlsx``): the findings for reviewers who work in a
spreadsheet, one sheet per severity (critical, major, minor, then resolved), the columns
of findings.csv.

Every cell is written as a string cell, so a text starting with ``=`` stays text and is
never evaluated as a formula. Characters a workbook cannot hold (C0 controls) are shown
as their Unicode control pictures (U+0001 as ␁); findings.csv keeps them as they are.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path

SHEETS = ("critical", "major", "minor", "resolved")
NOT_IN_XLSX = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")


def _shown(value: str) -> str:
    return NOT_IN_XLSX.sub(lambda m: chr(0x2400 + ord(m.group())), value)


def write_xlsx(path: Path, columns: tuple[str, ...],
               rows: Callable[[], Iterable[dict[str, str]]]) -> None:
    """``rows`` gives the rows afresh for each sheet."""
    from openpyxl import Workbook  # only runs that ask for the workbook pay for the import
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    for name in SHEETS:
        sheet = book.create_sheet(name)
        sheet.append(list(columns))
        for row in rows():
            if (row["diff"] == "resolved") != (name == "resolved") or (
                    name != "resolved" and row["severity"] != name):
                continue
            cells = []
            for column in columns:
                cell = WriteOnlyCell(sheet, value=_shown(row[column]))
                cell.data_type = "s"
                cells.append(cell)
            sheet.append(cells)
    tmp = path.with_name(f".{path.name}.tmp")
    book.save(tmp)
    os.replace(tmp, path)
