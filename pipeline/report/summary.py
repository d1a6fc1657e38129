"""summary.json: counts by status, check and severity; what was read; corpus metrics."""

from __future__ import annotations

import json
from collections import Counter

from ..run import RunResult


def summary(run: RunResult) -> dict:
    findings = [f for r in run.results for f in r.findings]
    statuses = Counter(r.score.status for r in run.rulings)
    out = {
        "version": run.version,
        "lang": run.lang,
        "glossary": {"fingerprint": run.glossary.fingerprint(),
                     "entries": len(run.glossary.entries)},
        "counts": dict(run.counts),
        "status": {k: statuses.get(k, 0) for k in ("review", "ok")},
        "severity": {k: sum(f.severity.value == k for f in findings)
                     for k in ("critical", "major", "minor")},
        "check": dict(sorted(Counter(f.check_id for f in findings).items())),
        "metrics": None,
    }
    if run.metrics is not None:
        m = run.metrics
        out["metrics"] = {"chrf": m.chrf, "ter": m.ter, "segments": m.segments,
                          "chrf_signature": m.chrf_signature, "ter_signature": m.ter_signature}
    return out


def to_json(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n"
