"""Run-to-run comparison: each ruling new, changed or unchanged; each finding new,
persisting or resolved; a word-level diff of a translation that changed."""

from __future__ import annotations

import difflib
import hashlib
from collections import defaultdict

from .models import content_hash, diff_key
from .run import RunResult

NEW, CHANGED, UNCHANGED = "new", "changed", "unchanged"
PERSISTING, RESOLVED = "persisting", "resolved"


def word_diff(before: str, after: str, equal=lambda w: w,
              removed=lambda w: "[-" + w + "-]", added=lambda w: "{+" + w + "+}") -> str:
    """A word-level diff, wdiff style by default: [-removed words-] {+added words+};
    the three formatters render kept, removed and added runs of words."""
    a, b = before.split(), after.split()
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(equal(" ".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(removed(" ".join(a[i1:i2])))
        if j2 > j1:
            out.append(added(" ".join(b[j1:j2])))
    return " ".join(out)


def identities(run: RunResult) -> dict[int, str]:
    """A ruling's identity across runs: page, English text, and which occurrence of it."""
    seen: dict[tuple[str, str], int] = defaultdict(int)
    out: dict[int, str] = {}
    for k, r in enumerate(run.results):
        pair = r.pair
        if pair.en is not None:
            n = seen[(pair.doc, pair.en.ruling_id)]
            seen[(pair.doc, pair.en.ruling_id)] += 1
            out[k] = f"{pair.doc}/{pair.en.ruling_id}/{n}"
        else:
            out[k] = f"{pair.doc}/extra/{pair.fr.ruling_id}/{pair.fr.index}"
    return out


def fr_hash(text: str | None) -> str:
    return content_hash(text) if text else ""


def compare(run: RunResult, ids: dict[int, str], previous: dict[str, dict],
            previous_findings: dict[str, dict]) -> None:
    """Set each result's change and each finding's diff; collect the resolved findings."""
    by_position = {(v["doc"], v["en_index"]): k for k, v in previous.items()}
    matched: set[str] = set(ids.values()) & set(previous)
    for k, r in enumerate(run.results):
        pair = r.pair
        before = previous.get(ids[k])
        if before is None and pair.en is not None:
            old = by_position.get((pair.doc, pair.en.index))
            if old is not None and old not in matched:  # the English was edited in place
                before = previous[old]
        now = fr_hash(pair.fr.text if pair.fr else None)
        if before is None:
            r.change = NEW
        elif before["fr_hash"] != now or before["ruling_id"] != (
                pair.en.ruling_id if pair.en else before["ruling_id"]):
            r.change = CHANGED
            if pair.fr is not None and before["fr_text"] and before["fr_text"] != pair.fr.text:
                r.fr_before = before["fr_text"]
        else:
            r.change = UNCHANGED
    current: set[str] = set()
    for r in run.results:
        for f in r.findings:
            key = diff_key(run.lang, r.pair, f)
            current.add(key)
            f.diff = PERSISTING if key in previous_findings else NEW
    run.resolved = [dict(row, diff=RESOLVED) for key, row in sorted(previous_findings.items())
                    if key not in current]


def inputs_hash(run: RunResult) -> str:
    digest = hashlib.sha256()
    for r in run.results:
        pair = r.pair
        digest.update(f"{pair.doc}\x1f{pair.en.text if pair.en else ''}\x1f"
                      f"{pair.fr.text if pair.fr else ''}\x1e".encode())
    return digest.hexdigest()[:16]
