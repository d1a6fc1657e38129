"""datapackage.json: the run's tables described as a Frictionless Tabular Data Package
(https://specs.frictionlessdata.io/tabular-data-package/), one resource per table with
its CSV dialect and Table Schema (schema.py), so a validator or a loader can check and
type the columns without reading the README.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from ..run import RunResult
from .atomic import write_text
from .csvout import FORMULA_STARTS
from .schema import (
    FINDING_FIELDS,
    FINDING_KEY,
    FINDING_KEY_NOTE,
    RULING_FIELDS,
    RULING_KEY,
    RULING_KEY_NOTE,
    table_schema,
)

DIALECT = {"header": True, "delimiter": ",", "quoteChar": '"', "doubleQuote": True,
           "lineTerminator": "\n"}  # csvout.csv_pieces: RFC 4180 quoting, LF line ends
TABLES = (  # name, what a row is, fields, primary key and why it is that one
    ("rulings", "One row per English ruling, by page and position.", RULING_FIELDS,
     RULING_KEY, RULING_KEY_NOTE),
    ("findings", "One row per finding, and per finding of the previous run that is gone "
     "(diff `resolved`), by page, position and check.", FINDING_FIELDS, FINDING_KEY,
     FINDING_KEY_NOTE),
)
_STARTS = [{"\t": "a tab", "\r": "a carriage return"}.get(c, f"`{c}`") for c in FORMULA_STARTS]
NEUTRALISED = (
    f"Formula neutralising is on (the default): a string cell that begins with "
    f"{', '.join(_STARTS[:-1])} or {_STARTS[-1]} is written with a leading apostrophe, so a "
    "spreadsheet shows it as text; `rulingqa run --raw-csv` writes the cells as they are. "
    "Integer and number cells never begin with those (they are not negative).")
RAW = "The cells are written as they are (`rulingqa run --raw-csv`)."


def _created(run_id: str) -> str | None:
    """The run's time, from its id (``20261130T042436Z``, or ``…Z-2``)."""
    try:
        when = datetime.strptime(run_id[:16], "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
    except ValueError:
        return None
    return when.isoformat().replace("+00:00", "Z")


def descriptor(run: RunResult, raw_csv: bool = False, parquet: bool = False) -> dict:
    resources = []
    for name, rows, fields, key, note in TABLES:
        schema = table_schema(fields, key)
        resources.append({
            "name": name, "path": f"{name}.csv", "profile": "tabular-data-resource",
            "title": f"{name}.csv",
            "description": f"{rows} Primary key ({', '.join(key)}): {note}. "
                           + (RAW if raw_csv else NEUTRALISED),
            "format": "csv", "mediatype": "text/csv", "encoding": "utf-8",
            "dialect": DIALECT, "schema": schema,
        })
        if parquet:
            # frictionless reads Parquet through pandas, where a null float64 is NaN
            typed = schema | {"missingValues": ["", "nan"]}
            resources.append({
                "name": f"{name}-parquet", "path": f"{name}.parquet",
                "profile": "tabular-data-resource", "title": f"{name}.parquet",
                "description": f"The rows of {name}.csv with typed columns (integers as "
                               "nullable int64, numbers as float64); the cells as they are, "
                               "never neutralised.",
                "format": "parquet", "mediatype": "application/vnd.apache.parquet",
                "schema": typed,
            })
    package = {
        "profile": "tabular-data-package",
        "name": "-".join(filter(None, ("rulings-qa", run.lang, run.run_id))).lower(),
        "title": f"rulings-qa reports of run {run.run_id or '(no id)'} ({run.lang})",
        "description": "Translation QA of Magic: The Gathering rulings: every ruling with "
                       "its status and score, and every finding, of one run of rulings-qa.",
    }
    created = _created(run.run_id)
    if created:
        package["created"] = created
    package["rulingqa"] = {
        "run_id": run.run_id, "previous_run_id": run.previous_run_id, "lang": run.lang,
        "package_version": run.version, "csv_formulas_neutralised": not raw_csv,
    }
    package["resources"] = resources
    return package


def write_datapackage(path: Path, run: RunResult, raw_csv: bool = False,
                      parquet: bool = False) -> None:
    write_text(path, json.dumps(descriptor(run, raw_csv, parquet), ensure_ascii=False,
                                indent=2) + "\n")
