"""The stages in order: ingest, align, check, score. Reports are written by report/."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from . import __version__
from .align.rulings import align_rulings
from .align.sentences import align_sentences
from .analysis import Context
from .checks import PairView, default_checks, run_checks
from .glossary.model import Glossary
from .ingest.corpus import read_corpus
from .ingest.tables import Columns, read_pairs
from .lang import get_pack
from .models import Finding, Pair, PairKind
from .score.metrics import CorpusMetrics, corpus_scores, segment_scores
from .score.mqm import REVIEW, Score, score


@dataclass
class Result:
    """One pair after every stage: its analysis, findings and score."""

    view: PairView
    findings: list[Finding]
    score: Score
    chrf: float | None = None
    ter: float | None = None

    @property
    def pair(self) -> Pair:
        return self.view.pair


@dataclass
class RunResult:
    lang: str
    results: list[Result]
    glossary: Glossary
    counts: dict[str, int] = field(default_factory=dict)
    metrics: CorpusMetrics | None = None
    version: str = __version__

    @property
    def rulings(self) -> list[Result]:
        """One result per English ruling, in corpus order."""
        return [r for r in self.results if r.pair.en is not None]

    def worst_severity_rank(self) -> int:
        return max((f.severity.rank for r in self.results for f in r.findings), default=0)


def _reference_texts(doc, pairs: list[Pair], ctx: Context) -> None:
    """Attach the approved translation of each English ruling, when a reference page exists."""
    if doc.reference is None:
        return
    refs = doc.reference.rulings
    if len(refs) == len(doc.en.rulings):
        by_index = {r.index: r.text for r in refs}
    else:
        ref_pairs = align_rulings(doc.doc, doc.en.rulings, refs, ctx)
        by_index = {p.en.index: p.fr.text for p in ref_pairs if p.en and p.fr}
    for pair in pairs:
        if pair.en is not None:
            pair.reference = by_index.get(pair.en.index)


def check_pairs(pairs: list[Pair], ctx: Context) -> list[Result]:
    checks = default_checks()
    results: list[Result] = []
    for pair in pairs:
        en = ctx.source(pair.en.text) if pair.en else None
        fr = ctx.target(pair.fr.text) if pair.fr else None
        beads = align_sentences(en, fr, ctx) if en and fr else []
        view = PairView(pair, en, fr, beads)
        findings = run_checks(view, ctx, checks)
        source_text = pair.en.text if pair.en else pair.fr.text
        results.append(Result(view, findings, score(findings, source_text)))
    return results


def _metrics(results: list[Result]) -> CorpusMetrics | None:
    scored = [r for r in results if r.pair.reference and r.pair.fr]
    hyps = [r.pair.fr.text for r in scored]
    refs = [r.pair.reference for r in scored]
    for r, (chrf, ter) in zip(scored, segment_scores(hyps, refs), strict=False):
        r.chrf, r.ter = chrf, ter
    return corpus_scores(hyps, refs)


def _counts(pairs: list[Pair]) -> dict[str, int]:
    kinds = [p.kind for p in pairs]
    return {
        "rulings_read": sum(p.en is not None for p in pairs),
        "translations_read": sum(p.fr is not None for p in pairs),
        "paired": sum(p.en is not None and p.fr is not None for p in pairs),
        "missing": kinds.count(PairKind.MISSING),
        "extra": kinds.count(PairKind.EXTRA),
        "moved": kinds.count(PairKind.MOVED),
    }


def run_corpus(root: Path, glossary: Glossary, lang: str = "fr",
               encoding: str = "utf-8") -> RunResult:
    ctx = Context(glossary, get_pack(lang))
    documents, orphans = read_corpus(root, lang, encoding)
    pairs: list[Pair] = []
    for doc in documents:
        target = doc.target.rulings if doc.target else []
        doc_pairs = align_rulings(doc.doc, doc.en.rulings, target, ctx)
        _reference_texts(doc, doc_pairs, ctx)
        pairs.extend(doc_pairs)
    for page in orphans:
        pairs.extend(Pair(page.doc, None, r, PairKind.EXTRA, 0.0) for r in page.rulings)
    return _finish(pairs, ctx, lang, glossary)


def run_table(path: Path, glossary: Glossary, lang: str = "fr",
              columns: Columns | None = None) -> RunResult:
    ctx = Context(glossary, get_pack(lang))
    pairs = read_pairs(path, columns or Columns(target=lang))
    return _finish(pairs, ctx, lang, glossary)


def _finish(pairs: list[Pair], ctx: Context, lang: str, glossary: Glossary) -> RunResult:
    results = check_pairs(pairs, ctx)
    result = RunResult(lang=lang, results=results, glossary=glossary, counts=_counts(pairs))
    result.metrics = _metrics(results)
    result.counts["review"] = sum(r.score.status == REVIEW for r in result.rulings)
    return result
