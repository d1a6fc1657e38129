"""Evaluation against gold annotations: ruling-level review flags and per-category recall."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from .ingest.gold import Annotation
from .run import RunResult
from .score.mqm import REVIEW

# Gold category -> the check ids that report it.
CATEGORY_CHECKS = {
    "terminology": ("terminology",),
    "outdated-term": ("outdated-term",),
    "card-name": ("card-name",),
    "number": ("numbers",),
    "omission": ("omission",),
    "addition": ("addition",),
    "untranslated": ("untranslated",),
    "typography": ("typography",),
    "missing-translation": ("missing-translation",),
    "misplaced-translation": ("misplaced-translation",),
}
FLAGGING = ("major", "critical")


@dataclass
class CategoryScore:
    category: str
    gold: int
    found: int
    predicted: int  # findings of the category's checks
    correct: int  # of those, on a ruling whose gold has the category

    @property
    def recall(self) -> float:
        return self.found / self.gold if self.gold else 0.0

    @property
    def precision(self) -> float:
        return self.correct / self.predicted if self.predicted else 0.0


@dataclass
class Evaluation:
    tp: int
    fp: int
    fn: int
    tn: int
    categories: list[CategoryScore]
    false_positives: list[tuple[str, int]]
    false_negatives: list[tuple[str, int]]

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0


def evaluate(run: RunResult, gold: list[Annotation]) -> Evaluation:
    by_ruling: dict[tuple[str, int], list[Annotation]] = defaultdict(list)
    for a in gold:
        by_ruling[(a.doc, a.en_index)].append(a)
    checks_at: dict[tuple[str, int], list[str]] = {}
    flagged: set[tuple[str, int]] = set()
    for r in run.rulings:
        key = (r.pair.doc, r.pair.en.index)
        checks_at[key] = [f.check_id for f in r.findings]
        if r.score.status == REVIEW:
            flagged.add(key)
    positive = {k for k, rows in by_ruling.items() if any(a.severity in FLAGGING for a in rows)}
    universe = set(checks_at)
    tp, fp = len(flagged & positive), sorted(flagged - positive)
    fn = sorted((positive & universe) - flagged)
    tn = len(universe - flagged - positive)

    categories = []
    for category, ids in CATEGORY_CHECKS.items():
        rows = [a for a in gold if a.category == category]
        gold_keys = {(a.doc, a.en_index) for a in rows}
        found = sum(any(c in ids for c in checks_at.get((a.doc, a.en_index), [])) for a in rows)
        predicted = [(k, c) for k, cs in checks_at.items() for c in cs if c in ids]
        correct = sum(k in gold_keys for k, _ in predicted)
        categories.append(CategoryScore(category, len(rows), found, len(predicted), correct))
    return Evaluation(tp, len(fp), len(fn), tn, categories, fp, fn)


def format_evaluation(ev: Evaluation) -> str:
    lines = [
        f"review flags (ruling level): precision {ev.precision:.3f}  recall {ev.recall:.3f}  "
        f"(tp {ev.tp}, fp {ev.fp}, fn {ev.fn}, tn {ev.tn})",
        "",
        f"{'category':<24}{'gold':>6}{'found':>7}{'recall':>8}{'findings':>10}{'precision':>11}",
    ]
    for c in ev.categories:
        lines.append(f"{c.category:<24}{c.gold:>6}{c.found:>7}{c.recall:>8.3f}"
                     f"{c.predicted:>10}{c.precision:>11.3f}")
    if ev.false_positives:
        lines.append("false positives: " + ", ".join(f"{d}#{i}" for d, i in ev.false_positives))
    if ev.false_negatives:
        lines.append("false negatives: " + ", ".join(f"{d}#{i}" for d, i in ev.false_negatives))
    return "\n".join(lines)
