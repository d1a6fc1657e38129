"""The stages in order: ingest, align, check, score. Reports are written by report/."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from . import __version__
from .align.rulings import align_rulings
from .analysis import Context, Side
from .checks import CheckError, PairView
from .distributed import check_on_cluster
from .errors import PipelineError
from .glossary.model import Glossary
from .incremental import Reuse, beads_from_json, content_key, finding_from_json
from .ingest.corpus import read_corpus
from .ingest.tables import Columns, read_pairs
from .lang import get_pack
from .models import Bead, Finding, Pair, PairKind, Ruling
from .nlp.sentences import split_sentences
from .score.metrics import CorpusMetrics, corpus_scores, segment_scores
from .score.mqm import REVIEW, Score, score
from .workers import CHUNK, check_one, check_parallel


@dataclass
class Result:
    """One pair after every stage: its analysis, findings and score."""

    view: PairView
    findings: list[Finding]
    score: Score
    chrf: float | None = None
    ter: float | None = None
    reused: bool = False  # findings carried over from an earlier run
    change: str = ""  # new | changed | unchanged (against the previous run)
    fr_before: str | None = None  # the translation at the previous run, when it changed

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
    run_id: str = ""
    previous_run_id: str = ""
    resolved: list[dict] = field(default_factory=list)  # findings gone since the last run
    problems: list[str] = field(default_factory=list)  # pages not read, and why
    previous_summary: dict | None = None
    history: list[dict] = field(default_factory=list)  # summaries of the last runs

    @property
    def rulings(self) -> list[Result]:
        """One result per English ruling, in corpus order."""
        return [r for r in self.results if r.pair.en is not None]

    def worst_severity_rank(self) -> int:
        """Of the findings that count (not waived)."""
        return max((f.severity.rank for r in self.results for f in r.findings
                    if f.waiver is None), default=0)


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


def _light_side(text: str) -> Side:
    """Enough of a side for the reports (its sentences), without analysing it again."""
    return Side(text=text, tokens=[], sentences=split_sentences(text), numbers=[])


def check_pairs(pairs: list[Pair], ctx: Context, reuse: Reuse | None = None,
                progress: Callable[[int], None] | None = None,
                workers: int = 1, scheduler: str | None = None) -> list[Result]:
    keys = [content_key(p, ctx.pack.code) for p in pairs] if reuse else []
    cached = reuse.lookup(keys) if reuse else {}
    views: dict[int, PairView] = {}
    found: dict[int, list[Finding]] = {}
    misses: list[tuple[int, Pair]] = []
    for k, pair in enumerate(pairs):
        hit = cached.get(keys[k]) if reuse else None
        if hit is None:
            misses.append((k, pair))
            continue
        views[k] = _light_view(pair, beads_from_json(hit["beads"]))
        found[k] = [finding_from_json(f) for f in hit["findings"]]
        reuse.reused += 1
    if scheduler and misses:
        done = check_on_cluster(misses, ctx, scheduler)
        checked = ((k, c, _light_view(pairs[k], c.beads)) for k, c in done)
    elif workers > 1 and len(misses) > CHUNK:
        done = check_parallel(misses, ctx, workers)
        checked = ((k, c, _light_view(pairs[k], c.beads)) for k, c in done)
    else:
        checked = ((k, *check_one(pair, ctx)) for k, pair in misses)
    for k, result, view in checked:
        views[k], found[k] = view, result.findings
        if reuse is not None:
            reuse.remember(keys[k], result.findings, result.beads, result.en_words,
                           result.fr_words, result.used)
            reuse.checked += 1
        if progress is not None:
            progress(1)
    if reuse is not None:
        reuse.flush()
    checked_now = {k for k, _ in misses}
    results: list[Result] = []
    for k, pair in enumerate(pairs):
        source_text = pair.en.text if pair.en else pair.fr.text
        results.append(Result(views[k], found[k], score(found[k], source_text),
                              reused=k not in checked_now))
    return results


def _light_view(pair: Pair, beads: list[Bead]) -> PairView:
    return PairView(pair, _light_side(pair.en.text) if pair.en else None,
                    _light_side(pair.fr.text) if pair.fr else None, beads)


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


def _pairing_to_json(pairs: list[Pair]) -> list:
    return [[p.en.index if p.en else None, p.fr.index if p.fr else None, p.kind.value, p.score]
            for p in pairs]


def _pairing_from_json(doc: str, en: list[Ruling], fr: list[Ruling], data: list) -> list[Pair]:
    return [Pair(doc, en[i - 1] if i else None, fr[j - 1] if j else None, PairKind(kind), score)
            for i, j, kind, score in data]


def align_document(doc, ctx: Context, reuse: Reuse | None = None) -> list[Pair]:
    en = doc.en.rulings
    fr = doc.target.rulings if doc.target else []
    key = reuse.page_key(doc.doc, [r.text for r in en], [r.text for r in fr]) if reuse else ""
    cached = reuse.store.page_pairing(key) if reuse and not reuse.full else None
    if cached is not None:
        pairs = _pairing_from_json(doc.doc, en, fr, cached)
    else:
        pairs = align_rulings(doc.doc, en, fr, ctx)
        if reuse is not None:
            reuse.store.put_page_pairing(key, _pairing_to_json(pairs))
    _reference_texts(doc, pairs, ctx)
    return pairs


def read_corpus_pairs(root: Path, ctx: Context, encoding: str = "utf-8",
                      reuse: Reuse | None = None,
                      problems: list[PipelineError] | None = None) -> list[Pair]:
    corpus = read_corpus(root, ctx.pack.code, encoding)
    if problems is not None:
        problems.extend(corpus.problems)
    pairs: list[Pair] = []
    for doc in corpus.documents:
        doc_pairs = align_document(doc, ctx, reuse)
        for pair in doc_pairs:
            pair.source_error = doc.target_error
        pairs.extend(doc_pairs)
    for page in corpus.orphans:
        pairs.extend(Pair(page.doc, None, r, PairKind.EXTRA, 0.0) for r in page.rulings)
    return pairs


def run_corpus(root: Path, glossary: Glossary, lang: str = "fr",
               encoding: str = "utf-8") -> RunResult:
    ctx = Context(glossary, get_pack(lang))
    problems: list[PipelineError] = []
    result = finish(read_corpus_pairs(root, ctx, encoding, problems=problems), ctx)
    result.problems = [str(p) for p in problems]
    return result


def run_table(path: Path, glossary: Glossary, lang: str = "fr",
              columns: Columns | None = None) -> RunResult:
    ctx = Context(glossary, get_pack(lang))
    return finish(read_pairs(path, columns or Columns(target=lang)), ctx)


def finish(pairs: list[Pair], ctx: Context, reuse: Reuse | None = None,
           progress: Callable[[int], None] | None = None, workers: int = 1,
           scheduler: str | None = None) -> RunResult:
    results = check_pairs(pairs, ctx, reuse, progress, workers, scheduler)
    result = RunResult(lang=ctx.pack.code, results=results, glossary=ctx.glossary,
                       counts=_counts(pairs))
    result.metrics = _metrics(results)
    result.counts["review"] = sum(r.score.status == REVIEW for r in result.rulings)
    result.counts["check_errors"] = sum(f.check_id == CheckError.id for r in results
                                        for f in r.findings)
    return result
