"""A run with memory: the state store, incremental reuse, run-to-run diff, waivers, and
one report folder per run. This is what ``rulingqa run`` does."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

from . import __version__, crashpoints
from .analysis import Context
from .config import EXIT_ERROR, EXIT_FINDINGS, EXIT_OK
from .diff import Comparison, fr_hash
from .errors import PipelineError
from .glossary.model import Glossary
from .incremental import Reuse, checks_signature, glossary_entries
from .ingest.tables import Columns, count_rows, iter_pairs
from .ingest.waivers import read_waivers
from .lang import get_pack
from .models import Pair, Severity, diff_key, finding_key
from .report import write_reports
from .report.html import OK_SHOWN
from .report.rows import finding_rows_of, row_key
from .report.rundir import new_run_id, publish
from .report.summary import summary
from .run import DEFAULT_CHUNK, Progress, Result, RunResult, finish, read_corpus_pairs
from .score.mqm import score
from .semantic import Semantic
from .state.store import StateStore

log = logging.getLogger("rulingqa")
HISTORY_RUNS = 20


@dataclass
class NightlyOptions:
    out: Path
    state: Path
    full: bool = False
    keep: int = 30
    waivers: Path | None = None
    today: str = ""  # ISO date waivers are judged against; default: today
    raw_csv: bool = False
    xlsx: bool = False  # also findings.xlsx
    parquet: bool = False  # also rulings.parquet and findings.parquet
    html_ok: int = OK_SHOWN  # rulings not flagged shown in report.html at most
    workers: int = 1
    scheduler: str | None = None  # a Dask scheduler's address: check pairs on that cluster
    chunk: int = DEFAULT_CHUNK  # pairs in memory at a time; 0: all of them
    fail_on: str | None = None  # exit 3 at a finding (not waived) this severe or worse
    strict: bool = False  # exit 1 when a page was not read or a ruling was past a limit


class Waiving:
    """Marks the findings covered by an active waiver, a chunk at a time; a ruling whose
    findings are all waived is scored without them."""

    def __init__(self, waivers: dict, today: str):
        self.waivers, self.today, self.waived = waivers, today, 0

    def __call__(self, chunk: list[Result]) -> None:
        for r in chunk:
            touched = False
            for f in r.findings:
                w = self.waivers.get(finding_key(r.pair, f))
                if w is not None and w.active(self.today):
                    f.waiver = w
                    touched = True
                    self.waived += 1
            if touched:
                r.score = score(r.findings, r.pair.en.text if r.pair.en else r.pair.fr.text)


def nightly_run(ctx: Context, read: Callable[[Reuse | None, list], Iterable[Pair]],
                options: NightlyOptions,
                progress: Progress | None = None) -> RunResult:
    started = datetime.now(UTC).isoformat(timespec="seconds")
    with StateStore(options.state) as store:
        if options.waivers is not None:
            for w in read_waivers(options.waivers):
                store.waive(w, started)
        reuse = Reuse(store, ctx, ctx.pack.code, options.full)
        crashpoints.reached("started")
        if ctx.semantic is not None:  # embeddings are kept in the store across runs
            ctx.semantic.store = store
        try:
            return _run(ctx, read, options, progress, store, reuse, started)
        finally:
            if ctx.semantic is not None:
                ctx.semantic.store = None


def _run(ctx: Context, read: Callable[[Reuse | None, list], Iterable[Pair]],
         options: NightlyOptions, progress: Progress | None, store: StateStore,
         reuse: Reuse, started: str) -> RunResult:
    """The run itself, with the store open and the semantic cache on it."""
    problems: list[PipelineError] = []
    waiving = Waiving(store.waivers(), options.today or date.today().isoformat())
    result = finish(_logged(read(reuse, problems), problems), ctx, reuse, progress,
                    options.workers, options.scheduler, options.chunk, waiving)
    result.problems = [str(p) for p in problems]
    result.counts["checked"], result.counts["reused"] = reuse.checked, reuse.reused
    result.counts["waived"] = waiving.waived
    last = store.last_run(ctx.pack.code)
    comparison = Comparison(store, ctx.pack.code, last["run_id"] if last else None,
                            result.tally.identities)
    result.results.update(comparison)
    result.resolved = comparison.resolved()
    result.run_id = new_run_id(options.out, set(store.run_ids()))
    if last:
        result.previous_run_id = last["run_id"]
        result.previous_summary = last["summary"]
    result.history = store.recent_runs(ctx.pack.code, HISTORY_RUNS - 1)
    if progress is not None:
        progress.stage("report")
    publish(options.out, result.run_id,
            lambda folder: write_reports(result, folder, options.raw_csv, options.xlsx,
                                         options.html_ok, parquet=options.parquet),
            options.keep)
    _record(store, result, started, options)
    log.info("run %s: %d rulings, %d checked, %d reused, %d to review",
             result.run_id, result.counts["rulings_read"], reuse.checked, reuse.reused,
             result.counts["review"])
    if ctx.semantic is not None:
        log.info("semantic: %d sentences embedded, %d from the cache",
                 ctx.semantic.encoded, ctx.semantic.cached)
    return result


def _logged(pairs: Iterable[Pair], problems: list[PipelineError]) -> Iterator[Pair]:
    """The pairs; each page that could not be read is logged as soon as it is met."""
    logged = 0
    for pair in pairs:
        for problem in problems[logged:]:
            log.warning("%s", problem)
        logged = len(problems)
        yield pair
    for problem in problems[logged:]:
        log.warning("%s", problem)


EXIT_ORDER = (EXIT_OK, EXIT_FINDINGS, EXIT_ERROR)  # the worst last


def run_exit_code(run: RunResult, fail_on: str | None, strict: bool) -> int:
    """The exit code of one run (one language), as the state store records it and
    ``rulingqa run`` exits with: 1 with ``strict`` when a page could not be read or a
    ruling was past an input limit; else 3 when a finding (not waived) is at or above
    ``fail_on``; else 0. Of several runs, the command exits with ``worst_exit_code``."""
    if strict and (run.problems or run.counts.get("input_limits", 0)):
        return EXIT_ERROR
    if fail_on and run.worst_severity_rank() >= Severity(fail_on).rank:
        return EXIT_FINDINGS
    return EXIT_OK


def worst_exit_code(codes: Iterable[int]) -> int:
    """An error before findings before a clean run; 0 of none."""
    return max(codes, key=EXIT_ORDER.index, default=EXIT_OK)


def _record(store: StateStore, run: RunResult, started: str, options: NightlyOptions) -> None:
    lang = run.lang
    rulings = ((lang, r.identity, r.pair.doc, r.pair.en.index, r.pair.en.ruling_id,
                r.pair.en.ruling_id, fr_hash(r.pair.fr.text if r.pair.fr else None),
                r.pair.fr.text if r.pair.fr else "", run.run_id, run.run_id)
               for r in run.results if r.pair.en is not None)
    findings = ((run.run_id, lang, diff_key(lang, r.pair, f), row["finding_id"], r.identity,
                 json.dumps(row, ensure_ascii=False))
                # in the order of findings.csv: where two rows share a key, the first is kept
                for r in run.by_position()
                for f, row in sorted(zip(r.findings, finding_rows_of(run, r), strict=True),
                                     key=lambda pair: row_key(pair[1])))
    store.record_run({
        "run_id": run.run_id, "started": started,
        "ended": datetime.now(UTC).isoformat(timespec="seconds"), "status": "done",
        "inputs_hash": run.tally.inputs_hash, "package_version": __version__,
        "glossary_fingerprint": run.glossary.fingerprint(), "checks": checks_signature(),
        "lang": lang, "summary": json.dumps(summary(run), ensure_ascii=False),
        "glossary_entries": json.dumps(glossary_entries(run.glossary)),
        "exit_code": run_exit_code(run, options.fail_on, options.strict),
    }, rulings, findings)
    store.forget_runs(lang, [r["run_id"] for r in store.recent_runs(lang, HISTORY_RUNS)])


def corpus_reader(root: Path, ctx: Context, encoding: str, progress: Progress | None = None):
    return lambda reuse, problems: read_corpus_pairs(root, ctx, encoding, reuse, problems,
                                                     progress)


def table_reader(path: Path, columns: Columns, progress: Progress | None = None):
    def read(reuse, problems):
        if progress is not None:
            progress.stage("check", count_rows(path))
        return iter_pairs(path, columns)
    return read


def make_context(glossary: Glossary, lang: str, semantic: Semantic | None = None) -> Context:
    return Context(glossary, get_pack(lang), semantic)
