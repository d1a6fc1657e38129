"""sacrebleu metrics against a reference (approved) translation, where one exists.

Segment scores are kept per ruling; the corpus score comes from the metric's own
corpus method (sums of statistics), never from a mean of segment scores. sacrebleu is
imported on first use: a run without reference translations never loads it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CorpusMetrics:
    chrf: float
    ter: float
    segments: int
    chrf_signature: str
    ter_signature: str


def segment_scores(hypotheses: list[str], references: list[str]) -> list[tuple[float, float]]:
    if not hypotheses:
        return []
    from sacrebleu.metrics import CHRF, TER
    chrf, ter = CHRF(), TER()
    return [(round(chrf.sentence_score(h, [r]).score, 2), round(ter.sentence_score(h, [r]).score, 2))
            for h, r in zip(hypotheses, references, strict=False)]


def corpus_scores(hypotheses: list[str], references: list[str]) -> CorpusMetrics | None:
    if not hypotheses:
        return None
    from sacrebleu.metrics import CHRF, TER
    chrf, ter = CHRF(), TER()
    c = chrf.corpus_score(hypotheses, [references])
    t = ter.corpus_score(hypotheses, [references])
    return CorpusMetrics(round(c.score, 2), round(t.score, 2), len(hypotheses),
                         str(chrf.get_signature()), str(ter.get_signature()))
