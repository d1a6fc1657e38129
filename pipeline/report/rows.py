"""The rows of rulings.csv and findings.csv: their content.

The columns, their order and meaning are declared in schema.py (the documented schema,
README "Outputs"); new columns are only ever appended.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator

from ..checks import ALL_IDS
from ..diff import word_diff
from ..models import Finding, finding_key
from ..run import Result, RunResult
from .schema import FINDING_FIELDS, RULING_FIELDS, names

RULING_COLUMNS = names(RULING_FIELDS)
FINDING_COLUMNS = names(FINDING_FIELDS)
EXCERPT_CHARS = 300
CHECK_ORDER = {cid: k for k, cid in enumerate(ALL_IDS)}


def _excerpt(text: str, span: tuple[int, int] | None, side) -> str:
    if span is None or side is None:
        return ""
    k0 = side.sentence_of(span[0])
    k1 = side.sentence_of(max(span[0], span[1] - 1))
    start, end = side.sentences[k0].start, side.sentences[k1].end
    excerpt = text[start:end]
    return excerpt if len(excerpt) <= EXCERPT_CHARS else excerpt[:EXCERPT_CHARS - 1] + "…"


def finding_id(result: Result, f: Finding) -> str:
    return finding_key(result.pair, f)


def _num(value: float | None) -> str:
    return "" if value is None else f"{value:g}"


def ruling_rows(run: RunResult) -> Iterator[dict[str, str]]:
    """One row per English ruling, by page and position."""
    for r in run.by_position():
        pair = r.pair
        if pair.en is None:
            continue
        ids = sorted({f.check_id for f in r.findings}, key=lambda c: CHECK_ORDER.get(c, 99))
        yield {
            "doc": pair.doc, "en_index": str(pair.en.index), "ruling_id": pair.en.ruling_id,
            "status": r.score.status, "mqm_score": _num(r.score.penalty),
            "n_findings": str(len(r.findings)), "check_ids": ";".join(ids),
            "lang": run.lang, "date": pair.en.date,
            "fr_index": str(pair.fr.index) if pair.fr else "", "pair_kind": pair.kind.value,
            "align_score": _num(pair.score), "chrf": _num(r.chrf), "ter": _num(r.ter),
            "change": r.change, "n_waived": str(sum(f.waiver is not None for f in r.findings)),
            "fr_diff": word_diff(r.fr_before, pair.fr.text) if r.fr_before and pair.fr else "",
            "fr_suggested": r.fr_suggested,
        }


def finding_rows_of(run: RunResult, r: Result) -> list[dict[str, str]]:
    """The rows of one result's findings, in the order of its findings (made once)."""
    if r.finding_rows is None:
        r.finding_rows = _finding_rows(run, r)
    return r.finding_rows


def _suggestion_cells(r: Result, key: str) -> dict[str, str]:
    s = r.suggestions.get(key)
    if s is None:
        return {"suggestion": "", "suggestion_start": "", "suggestion_end": "",
                "suggestion_note": ""}
    return {"suggestion": s.text or "", "suggestion_start": str(s.start),
            "suggestion_end": str(s.end), "suggestion_note": s.note}


def _finding_rows(run: RunResult, r: Result) -> list[dict[str, str]]:
    pair = r.pair
    return [{
        "doc": pair.doc, "en_index": str(pair.en.index) if pair.en else "",
        "ruling_id": pair.en.ruling_id if pair.en else "",
        "check_id": f.check_id, "mqm_category": f.mqm.value,
        "severity": f.severity.value, "expected": f.expected, "found": f.found,
        "en_excerpt": _excerpt(pair.en.text, f.en_span, r.view.en) if pair.en else "",
        "fr_excerpt": _excerpt(pair.fr.text, f.fr_span, r.view.fr) if pair.fr else "",
        "message": f.message, "lang": run.lang,
        "fr_index": str(pair.fr.index) if pair.fr else "",
        "en_start": str(f.en_span[0]) if f.en_span else "",
        "en_end": str(f.en_span[1]) if f.en_span else "",
        "fr_start": str(f.fr_span[0]) if f.fr_span else "",
        "fr_end": str(f.fr_span[1]) if f.fr_span else "",
        "finding_id": finding_id(r, f), "diff": f.diff,
        "waived": f.waiver.decision if f.waiver else "",
        "waiver_reason": f.waiver.reason if f.waiver else "",
        **_suggestion_cells(r, finding_id(r, f)),
    } for f in r.findings]


def row_key(row: dict[str, str]):
    return (row["doc"], int(row["en_index"] or 10**9), int(row["fr_index"] or 0),
            CHECK_ORDER.get(row["check_id"], 99), int(row["en_start"] or -1),
            int(row["fr_start"] or -1), row["finding_id"], row["diff"])


def finding_rows(run: RunResult) -> Iterator[dict[str, str]]:
    """Every finding, and those of the previous run that are gone ("resolved"), by page,
    position, check and span. The results come by position, so sorting each one's rows
    and merging in the resolved ones orders the whole."""
    current = (row for r in run.by_position()
               for row in sorted(finding_rows_of(run, r), key=row_key))
    resolved = sorted(({c: row.get(c, "") for c in FINDING_COLUMNS} | {"diff": "resolved"}
                       for row in run.resolved), key=row_key)
    return heapq.merge(current, resolved, key=row_key)
