"""Evaluation against gold annotations: ruling-level review flags and per-category recall."""

from __future__ import annotations

import unicodedata
from collections import defaultdict
from dataclasses import dataclass

from .ingest.gold import Annotation, ManifestRow, MeaningRow
from .run import RunResult
from .score.mqm import REVIEW

# Gold category -> the check ids that report it.
CATEGORY_CHECKS = {
    "terminology": ("terminology", "term-missing"),
    "outdated-term": ("outdated-term",),
    "card-name": ("card-name",),
    "number": ("numbers",),
    "omission": ("omission",),
    "addition": ("addition",),
    "untranslated": ("untranslated",),
    "typography": ("typography",),
    "missing-translation": ("missing-translation",),
    "misplaced-translation": ("misplaced-translation",),
    "meaning": ("negation", "modality", "quantifier", "possessor", "condition", "meaning-drift"),
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
    major_at: dict[tuple[str, int], list[str]] = {}
    flagged: set[tuple[str, int]] = set()
    for r in run.rulings:
        key = (r.pair.doc, r.pair.en.index)
        checks_at[key] = [f.check_id for f in r.findings]
        major_at[key] = [f.check_id for f in r.findings if f.severity.value in FLAGGING]
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
        if not rows and category == "meaning":
            continue  # a gold without meaning rows (the meaning set is scored apart)
        gold_keys = {(a.doc, a.en_index) for a in rows}
        # found: a finding of the category's checks, major where the error is major (a
        # minor hint of term-missing does not find a major term error)
        found = sum(any(c in ids for c in (major_at if a.severity in FLAGGING else checks_at)
                        .get((a.doc, a.en_index), [])) for a in rows)
        # findings: of a category of minor errors, every one; else the major ones
        minor = bool(rows) and all(a.severity not in FLAGGING for a in rows)
        predicted = [(k, c) for k, cs in (checks_at if minor else major_at).items()
                     for c in cs if c in ids]
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


# Error kind of the meaning set -> the check that should report it (None: no cue check
# is meant to; only the meaning as a whole can tell).
MEANING_CHECKS = {"negation": "negation", "modality": "modality", "quantifier": "quantifier",
                  "possessor": "possessor", "condition": "condition", "object": None,
                  "content": "meaning-drift"}


@dataclass
class MeaningEvaluation:
    rows: int
    errors: int
    fired: dict[str, dict[str, int]]  # check id -> kind -> rows it fired on
    flagged: dict[str, bool]  # row id -> any meaning check fired
    labels: dict[str, str]  # row id -> kind

    def confusion(self) -> tuple[int, int, int, int]:
        tp = sum(f and self.labels[i] != "ok" for i, f in self.flagged.items())
        fp = sum(f and self.labels[i] == "ok" for i, f in self.flagged.items())
        fn = self.errors - tp
        return tp, fp, fn, self.rows - tp - fp - fn


def evaluate_meaning(run: RunResult, rows: list[MeaningRow]) -> MeaningEvaluation:
    """Which meaning checks fire on which rows of the meaning set (read as a table:
    its n-th row is the ruling of index n)."""
    checks = {c for c in MEANING_CHECKS.values() if c}
    by_index = {k: row for k, row in enumerate(rows, start=1)}
    fired: dict[str, dict[str, int]] = {c: defaultdict(int) for c in sorted(checks)}
    flagged = {row.id: False for row in rows}
    for r in run.rulings:
        row = by_index.get(r.pair.en.index)
        if row is None:
            continue
        for check in sorted({f.check_id for f in r.findings} & checks):
            fired[check][row.kind] += 1
            flagged[row.id] = True
    return MeaningEvaluation(len(rows), sum(row.label == "error" for row in rows), fired,
                             flagged, {row.id: row.kind for row in rows})


def format_meaning(ev: MeaningEvaluation) -> str:
    tp, fp, fn, tn = ev.confusion()
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    kinds = sorted(set(ev.labels.values()))
    per_kind = {k: sum(v == k for v in ev.labels.values()) for k in kinds}
    lines = [f"meaning set: {ev.rows} pairs, {ev.errors} with a meaning error",
             f"any meaning check: precision {precision:.3f}  recall {recall:.3f}  "
             f"(tp {tp}, fp {fp}, fn {fn}, tn {tn})", "",
             f"{'check':<15}{'own kind':>10}{'recall':>8}{'on errors':>11}{'on ok':>7}"
             f"{'precision':>11}"]
    kind_of = {check: kind for kind, check in MEANING_CHECKS.items() if check}
    for check, by_kind in ev.fired.items():
        kind = kind_of[check]
        own = by_kind.get(kind, 0)
        on_errors = sum(n for k, n in by_kind.items() if k != "ok")
        on_ok = by_kind.get("ok", 0)
        share = own / per_kind[kind] if per_kind.get(kind) else 0.0
        prec = on_errors / (on_errors + on_ok) if on_errors + on_ok else 0.0
        lines.append(f"{check:<15}{f'{own}/{per_kind.get(kind, 0)}':>10}{share:>8.3f}"
                     f"{on_errors:>11}{on_ok:>7}{prec:>11.3f}")
    missed = {k: sum(not ev.flagged[i] for i, v in ev.labels.items() if v == k)
              for k in kinds if k != "ok"}
    lines.append("missed by every check: " + ", ".join(f"{k} {n}" for k, n in missed.items()))
    return "\n".join(lines)


# Checks whose findings name what was expected and what stands in its place.
NAMING_CHECKS = {"terminology": ("terminology", "term-missing", "outdated-term", "untranslated"),
                 "card-name": ("card-name", "untranslated", "terminology")}


def _stems(text: str) -> set[str]:
    """Word stems to compare an expected wording with a finding's: the first five
    letters of each word of three letters or more, case and accents aside."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    letters = "".join(c if c.isalnum() else " " for c in folded if not unicodedata.combining(c))
    return {w[:5] for w in letters.split() if len(w) > 2}


def _names(wanted: str, said: str) -> bool:
    """Whether a finding's ``said`` names the gold's ``wanted``: at least half of the
    stems of the shorter of the two are in the other."""
    a, b = _stems(wanted), _stems(said)
    if not a or not b:
        return False
    return len(a & b) >= max(1, (min(len(a), len(b)) + 1) // 2)


@dataclass
class Naming:
    category: str
    gold: int
    expected: int  # the expected wording named in a finding of the ruling
    found: int  # the faulty span named: a finding whose target span overlaps it


def evaluate_naming(run: RunResult, gold: list[Annotation]) -> list[Naming]:
    """For term and card-name errors: whether a finding names what was expected, and
    whether it points at the faulty span of the translation (its ``found`` located in
    the translated text)."""
    results = {(r.pair.doc, r.pair.en.index): r for r in run.rulings}
    out = []
    for category, ids in NAMING_CHECKS.items():
        rows = [a for a in gold if a.category == category]
        expected = found = 0
        for a in rows:
            r = results.get((a.doc, a.en_index))
            findings = [f for f in r.findings if f.check_id in ids] if r else []
            expected += any(_names(a.expected, f.expected) for f in findings)
            text = r.pair.fr.text if r and r.pair.fr else ""
            at = text.find(a.found) if a.found else -1
            span = (at, at + len(a.found)) if at >= 0 else None
            found += span is not None and any(
                f.fr_span is not None and f.fr_span[0] < span[1] and span[0] < f.fr_span[1]
                for f in findings)
        out.append(Naming(category, len(rows), expected, found))
    return out


@dataclass
class StyleScore:
    style: str
    rulings: int
    faithful: int  # label ok
    false_alarms: int  # faithful rulings sent to review
    by_check: dict[str, int]  # check id -> faithful rulings it sent to review
    flagged: int = 0  # rulings of this style sent to review

    @property
    def precision(self) -> float:
        """Of the rulings of this style sent to review, the share with a major error."""
        return 1.0 - self.false_alarms / self.flagged if self.flagged else 1.0


def evaluate_styles(run: RunResult, manifest: list[ManifestRow]) -> list[StyleScore]:
    """Review flags on faithful rulings, by translation style (close or restructured):
    how many were sent to review for nothing, and by which checks' major findings."""
    results = {(r.pair.doc, r.pair.en.index): r for r in run.rulings}
    out = []
    for style in sorted({m.style for m in manifest}):
        rows = [m for m in manifest if m.style == style]
        score = StyleScore(style, len(rows), sum(m.label == "ok" for m in rows), 0,
                           defaultdict(int))
        for m in rows:
            r = results.get((m.doc, m.en_index))
            if r is None or r.score.status != REVIEW:
                continue
            score.flagged += 1
            if m.label == "error":
                continue
            score.false_alarms += 1
            for check in sorted({f.check_id for f in r.findings
                                 if f.severity.value in FLAGGING and f.waiver is None}):
                score.by_check[check] += 1
        out.append(score)
    return out


def format_blind(naming: list[Naming], styles: list[StyleScore]) -> str:
    lines = ["", f"{'named in a finding':<24}{'gold':>6}{'expected':>10}{'share':>7}"
             f"{'found':>7}{'share':>7}"]
    for n in naming:
        expected, found = (k / n.gold if n.gold else 0.0 for k in (n.expected, n.found))
        lines.append(f"{n.category:<24}{n.gold:>6}{n.expected:>10}{expected:>7.3f}"
                     f"{n.found:>7}{found:>7.3f}")
    lines += ["", f"{'style':<10}{'rulings':>8}{'faithful':>9}{'flagged':>8}{'false alarms':>13}"
              f"{'precision':>10}  false alarms by check"]
    for s in styles:
        checks = ", ".join(f"{c} {n}" for c, n in sorted(s.by_check.items())) or "-"
        lines.append(f"{s.style:<10}{s.rulings:>8}{s.faithful:>9}{s.flagged:>8}"
                     f"{s.false_alarms:>13}{s.precision:>10.3f}  {checks}")
    return "\n".join(lines)


# Gold categories whose fix is mechanical: the ones a suggestion is made for.
SUGGESTED_CATEGORIES = ("terminology", "outdated-term", "card-name", "number", "typography")


def _plain(text: str) -> str:
    """Text compared as a reader sees it: no-break spaces as spaces, one apostrophe."""
    text = unicodedata.normalize("NFC", text).replace("’", "'")
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


@dataclass
class SuggestionEvaluation:
    by_category: dict[str, tuple[int, int, int]]  # category -> (gold, suggested, right)
    corrected: int  # rulings with a corrected translation
    worse: int  # of them, those the checks find something new in
    new_checks: dict[str, int]  # what they find, by check
    chrf_raw: float | None  # chrF against the reference, as translated and as corrected
    chrf_suggested: float | None
    references: int


def evaluate_suggestions(run: RunResult, gold: list[Annotation], recheck
                         ) -> SuggestionEvaluation:
    """How the suggested corrections do on the gold's mechanical errors: how many of their
    rulings carry one (``suggested``) and how many corrected rulings hold the reference's
    wording (``right``: the gold's expected text, where it is one); what the checks
    (``recheck(pair, text)``: the findings of the pair with that translation) find in the
    corrected translations that they did not find in the raw ones; and chrF of both
    against the reference translations, where the corpus has them."""
    results = {(r.pair.doc, r.pair.en.index): r for r in run.by_position() if r.pair.en}
    by_category: dict[str, tuple[int, int, int]] = {}
    for a in gold:
        if a.category not in SUGGESTED_CATEGORIES or not a.expected.strip():
            continue
        r = results.get((a.doc, a.en_index))
        n, suggested, right = by_category.get(a.category, (0, 0, 0))
        text = r.fr_suggested if r is not None and r.fr_suggested else ""
        by_category[a.category] = (n + 1, suggested + bool(text),
                                   right + bool(text and _plain(a.expected) in _plain(text)))
    corrected = worse = 0
    new_checks: dict[str, int] = defaultdict(int)
    hypotheses, raw, references = [], [], []
    for r in results.values():
        if r.pair.fr is None:
            continue
        if r.pair.reference:
            raw.append(r.pair.fr.text)
            hypotheses.append(r.fr_suggested or r.pair.fr.text)
            references.append(r.pair.reference)
        if not r.fr_suggested:
            continue
        corrected += 1
        before = {(f.check_id, _plain(f.found)) for f in r.findings}
        fresh = [f for f in recheck(r.pair, r.fr_suggested)
                 if (f.check_id, _plain(f.found)) not in before]
        worse += bool(fresh)
        for f in fresh:
            new_checks[f.check_id] += 1
    chrf_raw = chrf_suggested = None
    if references:
        from .score.metrics import corpus_scores
        chrf_raw = corpus_scores(raw, references).chrf
        chrf_suggested = corpus_scores(hypotheses, references).chrf
    return SuggestionEvaluation(by_category, corrected, worse, dict(new_checks), chrf_raw,
                                chrf_suggested, len(references))


def format_suggestions(ev: SuggestionEvaluation) -> str:
    lines = ["", f"{'suggested corrections':<24}{'gold':>6}{'suggested':>10}{'right':>7}"
             f"{'share':>7}"]
    totals = [0, 0, 0]
    for category in SUGGESTED_CATEGORIES:
        if category not in ev.by_category:
            continue
        n, suggested, right = ev.by_category[category]
        totals = [totals[0] + n, totals[1] + suggested, totals[2] + right]
        lines.append(f"{category:<24}{n:>6}{suggested:>10}{right:>7}{right / n:>7.3f}")
    n, suggested, right = totals
    if n:
        lines.append(f"{'all':<24}{n:>6}{suggested:>10}{right:>7}{right / n:>7.3f}")
    checks = ", ".join(f"{c} {k}" for c, k in sorted(ev.new_checks.items())) or "none"
    lines.append(f"corrected rulings {ev.corrected}; with a new finding {ev.worse} ({checks})")
    if ev.chrf_raw is not None:
        lines.append(f"chrF against the reference ({ev.references} rulings): as translated "
                     f"{ev.chrf_raw:.2f}, corrected {ev.chrf_suggested:.2f}")
    return "\n".join(lines)
