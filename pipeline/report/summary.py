"""summary.json: counts by status, check and severity; what was read; corpus metrics."""

from __future__ import annotations

import json
from collections import Counter

from ..run import RunResult


def summary(run: RunResult) -> dict:
    statuses: Counter = Counter()
    changes: Counter = Counter()
    severities: Counter = Counter()
    checks: Counter = Counter()
    diffs: Counter = Counter()
    waived = 0
    for r in run.results:  # one pass: the results may be on disk
        if r.pair.en is not None:
            statuses[r.score.status] += 1
            changes[r.change] += 1
        for f in r.findings:
            diffs[f.diff] += 1
            if f.waiver is not None:
                waived += 1
                continue
            severities[f.severity.value] += 1
            checks[f.check_id] += 1
    out = {
        "version": run.version,
        "run_id": run.run_id,
        "previous_run_id": run.previous_run_id,
        "lang": run.lang,
        "glossary": {"fingerprint": run.glossary.fingerprint(),
                     "entries": len(run.glossary.entries),
                     "problems": list(run.glossary.problems)},
        "counts": dict(run.counts),
        "status": {k: statuses.get(k, 0) for k in ("review", "ok")},
        "severity": {k: severities[k] for k in ("critical", "major", "minor")},
        "check": dict(sorted(checks.items())),
        "waived": waived,
        "change": {k: changes[k] for k in ("new", "changed", "unchanged")},
        "findings": {"new": diffs["new"], "persisting": diffs["persisting"],
                     "resolved": len(run.resolved)},
        "problems": list(run.problems),
        "metrics": None,
    }
    if run.metrics is not None:
        m = run.metrics
        out["metrics"] = {"chrf": m.chrf, "ter": m.ter, "segments": m.segments,
                          "chrf_signature": m.chrf_signature, "ter_signature": m.ter_signature}
    return out


def deltas(now: dict, before: dict | None) -> dict:
    """Change of each count since the previous run's summary."""
    if not before:
        return {}
    out = {}
    for group in ("status", "severity", "check"):
        keys = sorted(set(now.get(group, {})) | set(before.get(group, {})))
        out[group] = {k: now.get(group, {}).get(k, 0) - before.get(group, {}).get(k, 0)
                      for k in keys}
    return out


def with_deltas(run: RunResult) -> dict:
    data = summary(run)
    data["since_previous"] = deltas(data, run.previous_summary)
    return data


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n) if n else "±0"


def to_markdown(data: dict) -> str:
    since = data.get("since_previous") or {}
    lines = [f"# rulings-qa run {data['run_id'] or '(no id)'} ({data['lang']})", ""]
    if data.get("previous_run_id"):
        lines.append(f"Compared with run {data['previous_run_id']}.")
        lines.append("")
    lines += ["| | count | since previous |", "|---|---:|---:|"]
    for group in ("status", "severity"):
        for key, value in data[group].items():
            delta = since.get(group, {}).get(key)
            lines.append(f"| {group} {key} | {value} | "
                         f"{_signed(delta) if delta is not None else ''} |")
    lines += ["", "| check | findings | since previous |", "|---|---:|---:|"]
    for key, value in data["check"].items():
        delta = since.get("check", {}).get(key)
        lines.append(f"| {key} | {value} | {_signed(delta) if delta is not None else ''} |")
    counts, change, found = data["counts"], data["change"], data["findings"]
    lines += ["", f"Rulings: {counts['rulings_read']} read, {counts['paired']} paired, "
              f"{counts['missing']} missing a translation, {counts['extra']} extra "
              f"translations; {change['new']} new, {change['changed']} changed, "
              f"{change['unchanged']} unchanged.",
              f"Findings: {found['new']} new, {found['persisting']} persisting, "
              f"{found['resolved']} resolved; {data['waived']} waived.", ""]
    if counts.get("check_errors"):
        lines += [f"Checks that failed on a ruling: {counts['check_errors']} (each is a "
                  "check-error finding naming the check; the other checks still ran).", ""]
    if data.get("problems"):
        lines += [f"Pages not read ({len(data['problems'])}):", ""]
        lines += [f"- {p}" for p in data["problems"]] + [""]
    glossary_problems = data.get("glossary", {}).get("problems")
    if glossary_problems:
        lines += [f"Glossary rows ignored ({len(glossary_problems)}):", ""]
        lines += [f"- {p}" for p in glossary_problems] + [""]
    return "\n".join(lines)


def to_json(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n"
