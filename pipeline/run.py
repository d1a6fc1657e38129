"""The stages in order: ingest, align, check, score. Reports are written by report/."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import TypeVar

from . import __version__, crashpoints
from .align.rulings import align_rulings
from .analysis import Context, Side
from .checks import CheckError, InputLimit, PairView
from .diff import Identities
from .errors import PipelineError
from .glossary.model import Glossary
from .incremental import Reuse, beads_from_json, content_key, finding_from_json
from .ingest.corpus import read_corpus
from .ingest.tables import Columns, iter_pairs
from .lang import get_pack
from .limits import Limits
from .models import Bead, Finding, Pair, PairKind, Ruling, finding_key
from .nlp.sentences import split_sentences
from .score.metrics import CorpusMetrics, corpus_scores, segment_scores
from .score.mqm import REVIEW, Score, score
from .semantic import (
    Semantic,
    first_look,
    sentence_texts,
    sentences_in_source_terms,
    text_key,
    wants_second_look,
)
from .spool import Spool
from .suggest import MECHANICAL, corrected, suggestions
from .workers import Checker, checker, here

T = TypeVar("T")
DEFAULT_CHUNK = 2000  # pairs checked and held at a time by ``rulingqa run``
CHUNK_SORTED = 2000
COUNTED = ("rulings_read", "translations_read", "paired", "missing", "extra", "moved")


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
    identity: str = ""  # the ruling's identity from run to run (see diff.Identities)
    fr_before: str | None = None  # the translation at the previous run, when it changed
    # the rows of findings.csv, kept once made: the state store's record of the run needs
    # them too (results waiting on disk are read afresh, without them, at each pass)
    finding_rows: list | None = field(default=None, repr=False, compare=False)
    # suggested corrections by finding id (pipeline/suggest.py), and the translation
    # with every one given applied ("" where there is none)
    suggestions: dict = field(default_factory=dict)
    fr_suggested: str = ""

    @property
    def pair(self) -> Pair:
        return self.view.pair


class Tally:
    """What the run needs to know about all its results, gathered a chunk at a time as
    they are made: counts, the worst severity, identities, a digest of the inputs."""

    def __init__(self) -> None:
        self.review = self.check_errors = self.input_limits = self.findings = self.worst = 0
        self.identities: set[str] = set()
        self.in_order = True  # results already by page and position
        self._last: tuple | None = None
        self._digest = hashlib.sha256()

    def add(self, results: list[Result]) -> None:
        for r in results:
            pair = r.pair
            self.review += pair.en is not None and r.score.status == REVIEW
            self.findings += len(r.findings)
            for f in r.findings:
                self.check_errors += f.check_id == CheckError.id
                self.input_limits += f.check_id == InputLimit.id
                if f.waiver is None:
                    self.worst = max(self.worst, f.severity.rank)
            self.identities.add(r.identity)
            key = position(r)
            if self._last is not None and key < self._last:
                self.in_order = False
            self._last = key
            self._digest.update(f"{pair.doc}\x1f{pair.en.text if pair.en else ''}\x1f"
                                f"{pair.fr.text if pair.fr else ''}\x1e".encode())

    @property
    def inputs_hash(self) -> str:
        """Of every pair's page and texts, in corpus order."""
        return self._digest.hexdigest()[:16]


@dataclass
class RunResult:
    lang: str
    results: Spool[Result]
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
    tally: Tally = field(default_factory=Tally)
    _by_position: Spool[Result] | None = field(default=None, repr=False)

    @property
    def in_position_order(self) -> bool:
        return self.tally.in_order

    @property
    def rulings(self) -> list[Result]:
        """One result per English ruling, in corpus order (all of them in memory: the
        reports read ``results`` in passes instead)."""
        return [r for r in self.results if r.pair.en is not None]

    def by_position(self) -> Spool[Result]:
        """The final results by page and position (English index; extras after, by
        target index): the results themselves when they came in that order, else
        sorted once (on disk when the results are)."""
        if self.in_position_order:
            return self.results
        if self._by_position is None:
            self._by_position = Spool(spill=self.results.spill)
            for block in chunked(self.results.sorted(position), CHUNK_SORTED):
                self._by_position.append(block)
        return self._by_position

    def worst_severity_rank(self) -> int:
        """Of the findings that count (not waived)."""
        return self.tally.worst


def position(r: Result) -> tuple[str, int, int]:
    """Order of the reports: page, English index (extras last), target index."""
    return (r.pair.doc, r.pair.en.index if r.pair.en else 10**9,
            r.pair.fr.index if r.pair.fr else 0)


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


class LightSide(Side):
    """Enough of a side for the reports, without analysing it again: its text, and its
    sentences, split when a report first asks for them (most rulings of a large run
    have no finding and are not shown in report.html: theirs never are)."""

    def __init__(self, text: str):
        super().__init__(text=text, tokens=[], sentences=None, numbers=[])

    @property
    def sentences(self) -> list:
        if self._sentences is None:
            self._sentences = split_sentences(self.text)
        return self._sentences

    @sentences.setter
    def sentences(self, value: list | None) -> None:
        self._sentences = value


def chunked(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """Lists of ``size`` items (the last one shorter); one list of all when size is 0."""
    if size <= 0:
        block = list(items)
        if block:
            yield block
        return
    it = iter(items)
    while block := list(islice(it, size)):
        yield block


class Progress:
    """What a run tells a progress display: the stage it is in, with how many pairs it
    will take where that is known, and each pair done. This one shows nothing."""

    def stage(self, name: str, total: int | None = None) -> None:
        """A stage begins ("check": ``total`` pairs; "report": the reports are written)."""

    def __call__(self, n: int) -> None:
        """``n`` more pairs done (checked, taken from the cache or left out)."""


def check_pairs(pairs: list[Pair], ctx: Context, reuse: Reuse | None = None,
                progress: Progress | None = None,
                check: Checker | None = None) -> list[Result]:
    """Findings and scores of one chunk of pairs: taken from the cache where the reuse
    rules allow it, checked by ``check`` (here, forked workers, a cluster) otherwise."""
    keys = [content_key(p, ctx.pack.code, ctx.semantic_signature) for p in pairs] if reuse else []
    cached = reuse.lookup(keys) if reuse else {}
    views: dict[int, PairView] = {}
    found: dict[int, list[Finding]] = {}
    misses: list[tuple[int, Pair]] = []
    cached_at: set[int] = set()
    for k, pair in enumerate(pairs):
        hit = cached.get(keys[k]) if reuse else None
        if hit is None:
            misses.append((k, pair))
            continue
        cached_at.add(k)
        views[k] = _light_view(pair, beads_from_json(hit["beads"]))
        found[k] = [finding_from_json(f) for f in hit["findings"]]
        reuse.reused += 1
    misses = _within_limits(misses, ctx.limits, views, found)
    check = check or here(ctx)
    _known_vectors([p for _, p in misses], ctx)
    encoded: dict[str, bytes] = {}  # by workers: stored with the chunk
    for k, result in check(misses):
        encoded.update(result.vectors)
        # the reports need each side's sentences only: the analysis is not kept
        views[k], found[k] = _light_view(pairs[k], result.beads), result.findings
        if reuse is not None:
            if not result.timed_out:  # a time limit's verdict depends on the machine
                reuse.remember(keys[k], result.findings, result.beads, result.en_words,
                               result.fr_words, result.used)
            reuse.checked += 1
        if progress is not None:
            progress(1)
        crashpoints.reached("checked")
    if progress is not None:  # those from the cache and those past a limit
        progress(len(pairs) - len(misses))
    if encoded and ctx.semantic is not None:
        ctx.semantic.keep(encoded)
    if reuse is not None:
        reuse.flush()
    checked_now = {k for k in range(len(pairs)) if k not in cached_at}
    results: list[Result] = []
    for k, pair in enumerate(pairs):
        source_text = pair.en.text if pair.en else pair.fr.text
        results.append(Result(views[k], found[k], score(found[k], source_text),
                              reused=k not in checked_now))
    return results


def _within_limits(misses: list[tuple[int, Pair]], limits: Limits,
                   views: dict[int, PairView], found: dict[int, list[Finding]]
                   ) -> list[tuple[int, Pair]]:
    """The pairs to check; a pair with a text past the run's limits gets its input-limit
    finding here instead (into ``views`` and ``found``) and is left out of the checks."""
    kept = []
    for k, pair in misses:
        causes = [cause for ruling, side in ((pair.en, "ruling"), (pair.fr, "translation"))
                  if ruling is not None and (cause := limits.excess(ruling.text, side))]
        if not causes:
            kept.append((k, pair))
            continue
        views[k] = _light_view(pair, [])
        found[k] = [InputLimit().finding(f"{'; '.join(causes)}: left out of the checks")]
    return kept


def _known_vectors(pairs: list[Pair], ctx: Context) -> None:
    """What the run already knows of the embeddings of pairs to be checked (in memory,
    in the state store): a pair whose sentences are all known gets its first look here,
    at the cost of a few dot products; the others take their known vectors along to the
    worker, which encodes only the rest (see workers.check_batch), and so does a pair
    whose first look calls for a second, made where its target is analysed (with the
    vectors of that second look, where known)."""
    if ctx.semantic is None:
        return
    todo = [p for p in pairs
            if p.en is not None and p.fr is not None and p.sentence_cosines is None]
    keys = [[text_key(s) for s in (*sentence_texts(p.en.text), *sentence_texts(p.fr.text))]
            for p in todo]
    known = ctx.semantic.known([k for group in keys for k in group])
    complete = []
    for pair, group in zip(todo, keys, strict=True):
        if all(k in known for k in group):
            complete.append(pair)
        pair.vectors = {k: known[k] for k in group if k in known} or None
    first_look(ctx.semantic, complete)
    for pair in complete:
        if not wants_second_look(ctx.pack.drift, pair):
            pair.vectors = None  # nothing left to embed for it
            continue
        # Its second look's target sentences, terms in English, are known too from an
        # earlier run (unless the glossary changed): finding out takes the target's
        # analysis, here, for the few pairs whose first look was low.
        terms = sentences_in_source_terms(ctx.pair(pair.en.text, pair.fr.text)[1])
        pair.vectors.update(ctx.semantic.known([text_key(t) for t in terms]))


def _light_view(pair: Pair, beads: list[Bead]) -> PairView:
    return PairView(pair, LightSide(pair.en.text) if pair.en else None,
                    LightSide(pair.fr.text) if pair.fr else None, beads)


class ReferenceScores:
    """chrF and TER of each pair that has a reference translation, and of the corpus."""

    def __init__(self) -> None:
        self.hypotheses: list[str] = []
        self.references: list[str] = []

    def add(self, results: list[Result]) -> None:
        scored = [r for r in results if r.pair.reference and r.pair.fr]
        hyps = [r.pair.fr.text for r in scored]
        refs = [r.pair.reference for r in scored]
        for r, (chrf, ter) in zip(scored, segment_scores(hyps, refs), strict=True):
            r.chrf, r.ter = chrf, ter
        self.hypotheses += hyps
        self.references += refs

    def corpus(self) -> CorpusMetrics | None:
        return corpus_scores(self.hypotheses, self.references)


def _count(counts: Counter, pairs: list[Pair]) -> None:
    kinds = Counter(p.kind for p in pairs)
    counts["rulings_read"] += sum(p.en is not None for p in pairs)
    counts["translations_read"] += sum(p.fr is not None for p in pairs)
    counts["paired"] += sum(p.en is not None and p.fr is not None for p in pairs)
    counts["missing"] += kinds[PairKind.MISSING]
    counts["extra"] += kinds[PairKind.EXTRA]
    counts["moved"] += kinds[PairKind.MOVED]


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
                      problems: list[PipelineError] | None = None,
                      progress: Progress | None = None) -> Iterator[Pair]:
    """The pairs of a corpus, a page at a time (each page is aligned when reached)."""
    corpus = read_corpus(root, ctx.pack.code, encoding)
    if problems is not None:
        problems.extend(corpus.problems)
    if progress is not None:
        progress.stage("check", sum(  # each English ruling, and each translation beyond
            max(len(d.en.rulings), len(d.target.rulings) if d.target else 0)
            for d in corpus.documents) + sum(len(page.rulings) for page in corpus.orphans))
    for doc in corpus.documents:
        doc_pairs = align_document(doc, ctx, reuse)
        for pair in doc_pairs:
            pair.source_error = doc.target_error
        yield from doc_pairs
    for page in corpus.orphans:
        yield from (Pair(page.doc, None, r, PairKind.EXTRA, 0.0) for r in page.rulings)


def run_corpus(root: Path, glossary: Glossary, lang: str = "fr",
               encoding: str = "utf-8", semantic: Semantic | None = None) -> RunResult:
    ctx = Context(glossary, get_pack(lang), semantic)
    problems: list[PipelineError] = []
    result = finish(read_corpus_pairs(root, ctx, encoding, problems=problems), ctx)
    result.problems = [str(p) for p in problems]
    return result


def run_table(path: Path, glossary: Glossary, lang: str = "fr",
              columns: Columns | None = None, semantic: Semantic | None = None) -> RunResult:
    ctx = Context(glossary, get_pack(lang), semantic)
    return finish(iter_pairs(path, columns or Columns(target=lang)), ctx)


def suggest_results(results: list[Result], ctx: Context) -> None:
    """The suggested correction of each mechanical finding not waived, and each
    translation with its corrections applied (see pipeline/suggest.py)."""
    for r in results:
        pair = r.pair
        todo = [f for f in r.findings if f.check_id in MECHANICAL and f.waiver is None]
        if not todo or pair.fr is None or pair.en is None:
            continue
        text = pair.fr.text
        made = suggestions(todo, text, ctx)
        r.suggestions = {finding_key(pair, f): s for f, s in zip(todo, made, strict=True)
                         if s is not None}
        applied = corrected(text, r.suggestions.values())
        r.fr_suggested = applied if applied != text else ""


def finish(pairs: Iterable[Pair], ctx: Context, reuse: Reuse | None = None,
           progress: Progress | None = None, workers: int = 1,
           scheduler: str | None = None, chunk: int = 0,
           adjust: Callable[[list[Result]], None] | None = None) -> RunResult:
    """Check, score and spool the pairs a chunk at a time (``chunk`` pairs; 0: all at
    once, and held in memory). ``adjust`` sees each finished chunk before it is spooled."""
    results: Spool[Result] = Spool(spill=chunk > 0)
    counts: Counter = Counter({k: 0 for k in COUNTED})
    references = ReferenceScores()
    identities = Identities()
    tally = Tally()
    with checker(ctx, workers, scheduler) as check:
        for block in chunked(pairs, chunk):
            done = check_pairs(block, ctx, reuse, progress, check)
            _count(counts, block)
            for r in done:
                r.identity = identities.of(r.pair)
            references.add(done)
            if adjust is not None:
                adjust(done)
            suggest_results(done, ctx)
            tally.add(done)
            results.append(done)
    counts.update(review=tally.review, check_errors=tally.check_errors,
                  input_limits=tally.input_limits)
    result = RunResult(lang=ctx.pack.code, results=results, glossary=ctx.glossary,
                       counts=dict(counts), tally=tally)
    result.metrics = references.corpus()
    return result
