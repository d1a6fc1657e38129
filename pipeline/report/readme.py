"""The column tables of README.md "Outputs", rendered from schema.py so the two cannot
drift: ``python -m pipeline.report.readme [README.md]`` (``make readme-tables``)
rewrites each between its marker comments; a test fails when the README differs.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from .atomic import write_text
from .schema import FINDING_FIELDS, RULING_FIELDS, markdown_table

TABLES = {"rulings.csv": RULING_FIELDS, "findings.csv": FINDING_FIELDS}


def _between_markers(name: str) -> re.Pattern:
    begin = re.escape(f"<!-- {name} columns: written by make readme-tables from "
                      "pipeline/report/schema.py -->")
    end = re.escape(f"<!-- end of {name} columns -->")
    return re.compile(f"({begin}\n)(.*?)({end})", re.S)


def readme_tables(text: str) -> str:
    """``text`` (README.md) with each column table rendered afresh between its markers."""
    for name, fields in TABLES.items():
        table = markdown_table(fields)
        text, n = _between_markers(name).subn(
            lambda m, table=table: m.group(1) + table + m.group(3), text)
        if n != 1:
            raise ValueError(f"README: not one pair of markers for the columns of {name}")
    return text


def main(argv: list[str]) -> int:
    path = Path(argv[0] if argv else "README.md")
    text = path.read_text(encoding="utf-8")
    new = readme_tables(text)
    if new != text:
        write_text(path, new)
    sys.stderr.write(f"{path}: column tables {'rewritten' if new != text else 'up to date'}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
