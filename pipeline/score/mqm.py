"""MQM-style scoring: severity-weighted error points per 100 source words, and a status."""

from __future__ import annotations

from dataclasses import dataclass

from ..models import Finding, Severity

DEFAULT_WEIGHTS = {Severity.MINOR: 1.0, Severity.MAJOR: 5.0, Severity.CRITICAL: 25.0}
PER_WORDS = 100
REVIEW, OK = "review", "ok"


@dataclass(frozen=True)
class Score:
    penalty: float  # weighted error points per PER_WORDS source words
    status: str


def word_count(text: str) -> int:
    return len(text.split())


def score(findings: list[Finding], source_text: str,
          weights: dict[Severity, float] = DEFAULT_WEIGHTS) -> Score:
    counted = [f for f in findings if f.waiver is None]  # waived findings do not count
    points = sum(weights[f.severity] for f in counted)
    words = max(1, word_count(source_text))
    review = any(f.severity.rank >= Severity.MAJOR.rank for f in counted)
    return Score(round(points * PER_WORDS / words, 2), REVIEW if review else OK)
