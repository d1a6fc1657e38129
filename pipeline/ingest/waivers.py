"""Waivers handed back by reviewers: waivers.csv (finding_id, decision, reason, by, until)."""

from __future__ import annotations

import csv
from datetime import date
from pathlib import Path

from ..errors import PipelineError, text_lines
from ..state.store import Waiver

DECISIONS = ("accepted", "false-alarm", "fixed")
WAIVER_COLUMNS = ("finding_id", "decision", "reason", "by", "until")


def check_until(value: str, path: str = "", line: int = 0) -> str:
    if value:
        try:
            date.fromisoformat(value)
        except ValueError:
            raise PipelineError("E180", f"until {value!r} is not an ISO date (YYYY-MM-DD)",
                                path or None, line or None) from None
    return value


def read_waivers(path: Path) -> list[Waiver]:
    text = path.read_text(encoding="utf-8-sig")
    reader = csv.DictReader(text_lines(text))
    missing = [c for c in ("finding_id", "decision") if c not in (reader.fieldnames or [])]
    if missing:
        raise PipelineError("E180", f"missing column(s) {', '.join(missing)}", str(path), 1)
    out = []
    for row in reader:
        line = reader.line_num
        decision = (row.get("decision") or "").strip()
        if not decision:
            continue  # a finding the reviewer did not decide on
        if decision not in DECISIONS:
            raise PipelineError("E180", f"decision {decision!r} is not one of "
                                f"{', '.join(DECISIONS)}", str(path), line)
        finding_id = (row.get("finding_id") or "").strip()
        if not finding_id:
            raise PipelineError("E180", "empty finding_id", str(path), line)
        out.append(Waiver(finding_id, decision, (row.get("reason") or "").strip(),
                          (row.get("by") or "").strip(),
                          check_until((row.get("until") or "").strip(), str(path), line)))
    return out
