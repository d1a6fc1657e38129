"""The run history table of ``rulingqa history``: one row per recorded run, as CSV or
JSON, from the runs the state store read (``state.store.run_history``)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime

from .csvout import to_csv

HISTORY_COLUMNS = (
    "run_id", "lang", "started", "ended", "duration_s", "rulings", "review", "ok",
    "findings", "new", "persisting", "resolved", "waived", "exit_code", "package_version",
    "glossary_fingerprint",
)
FORMATS = ("csv", "json")


def moment(text: str) -> datetime:
    """An ISO date or date-time; without an offset, UTC (a date: its midnight)."""
    value = datetime.fromisoformat(text)
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def _seconds(started: str | None, ended: str | None) -> int | None:
    try:
        return round((moment(ended) - moment(started)).total_seconds())
    except (TypeError, ValueError):
        return None


def history_row(run: dict) -> dict:
    """A run's row; a count its summary lacks is None (an empty cell, a JSON null)."""
    summary = run.get("summary") or {}
    counts = summary.get("counts") or {}
    status = summary.get("status") or {}
    found = summary.get("findings") or {}
    severity = summary.get("severity")
    return {
        "run_id": run["run_id"],
        "lang": run.get("lang"),
        "started": run.get("started"),
        "ended": run.get("ended"),
        "duration_s": _seconds(run.get("started"), run.get("ended")),
        "rulings": counts.get("rulings_read"),
        "review": status.get("review"),
        "ok": status.get("ok"),
        "findings": sum(severity.values()) if severity is not None else None,  # not waived
        "new": found.get("new"),
        "persisting": found.get("persisting"),
        "resolved": found.get("resolved"),
        "waived": summary.get("waived"),
        "exit_code": run.get("exit_code"),
        "package_version": run.get("package_version"),
        "glossary_fingerprint": run.get("glossary_fingerprint"),
    }


def history_rows(runs: Iterable[dict], since: datetime | None = None,
                 langs: Iterable[str] = ()) -> list[dict]:
    """The rows of the runs started on or after ``since``, of ``langs`` (all if none), in
    the order given (the store's: oldest first)."""
    wanted = set(langs)
    return [history_row(run) for run in runs
            if (not wanted or run.get("lang") in wanted)
            and (since is None or moment(run["started"]) >= since)]


def history_csv(rows: list[dict]) -> str:
    """For programs: cells as they are (ids, dates, counts, versions, fingerprints: none
    is formula-like), None as an empty cell."""
    return to_csv(HISTORY_COLUMNS, rows, raw=True)


def history_json(rows: list[dict]) -> str:
    """One JSON array of objects, the columns as keys in their order; counts as numbers,
    None as null."""
    return json.dumps([{c: row.get(c) for c in HISTORY_COLUMNS} for row in rows],
                      ensure_ascii=False, indent=2) + "\n"
