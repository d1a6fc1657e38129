"""Writers of the run's reports. Only report/ (and later state/) writes files."""

from __future__ import annotations

from pathlib import Path

from ..run import RunResult
from .atomic import write_pieces, write_text
from .csvout import write_csv
from .datapackage import write_datapackage
from .html import OK_SHOWN, PER_PAGE, write_html
from .parquet import write_parquet
from .rows import FINDING_COLUMNS, RULING_COLUMNS, finding_rows, ruling_rows
from .schema import FINDING_FIELDS, RULING_FIELDS
from .summary import to_json, to_markdown, with_deltas
from .xliff import xliff_pieces
from .xlsx import write_xlsx

# and, for a large run, report-2.html… (see html.PER_PAGE)
REPORT_FILES = ("rulings.csv", "findings.csv", "report.html", "summary.json", "summary.md",
                "report.xlf", "datapackage.json")
PARQUET_FILES = ("rulings.parquet", "findings.parquet")  # with parquet=True


def write_reports(run: RunResult, out: Path, raw_csv: bool = False, xlsx: bool = False,
                  html_ok: int = OK_SHOWN, html_per_page: int = PER_PAGE,
                  parquet: bool = False) -> list[Path]:
    """Every report of the run, each written atomically; the results are read in passes,
    never held all at once. datapackage.json, last, describes the tables written."""
    out.mkdir(parents=True, exist_ok=True)
    write_csv(out / "rulings.csv", RULING_COLUMNS, ruling_rows(run), raw_csv)
    write_csv(out / "findings.csv", FINDING_COLUMNS, finding_rows(run), raw_csv)
    if parquet:
        write_parquet(out / "rulings.parquet", RULING_FIELDS, ruling_rows(run))
        write_parquet(out / "findings.parquet", FINDING_FIELDS, finding_rows(run))
    if xlsx:
        write_xlsx(out / "findings.xlsx", FINDING_COLUMNS, lambda: finding_rows(run))
    data = with_deltas(run)
    parts = write_html(out, run, data, html_per_page, html_ok)
    write_text(out / "summary.json", to_json(data))
    write_text(out / "summary.md", to_markdown(data))
    write_pieces(out / "report.xlf", xliff_pieces(run))
    write_datapackage(out / "datapackage.json", run, raw_csv, parquet)
    extra = (("findings.xlsx",) if xlsx else ()) + (PARQUET_FILES if parquet else ())
    return [out / name for name in REPORT_FILES + extra] + parts[1:]
