"""A run with memory: the state store, incremental reuse, run-to-run diff, waivers, and
one report folder per run. This is what ``rulingqa run`` does."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

from . import __version__
from .analysis import Context
from .diff import compare, fr_hash, identities, inputs_hash
from .errors import PipelineError
from .glossary.model import Glossary
from .incremental import Reuse, checks_signature, glossary_entries
from .ingest.tables import Columns, read_pairs
from .ingest.waivers import read_waivers
from .lang import get_pack
from .models import diff_key, finding_key
from .report import write_reports
from .report.rows import finding_rows
from .report.rundir import new_run_id, publish
from .report.summary import summary
from .run import RunResult, finish, read_corpus_pairs
from .score.mqm import score
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
    workers: int = 1
    scheduler: str | None = None  # a Dask scheduler's address: check pairs on that cluster


def apply_waivers(run: RunResult, waivers: dict, today: str) -> int:
    waived = 0
    for r in run.results:
        touched = False
        for f in r.findings:
            w = waivers.get(finding_key(r.pair, f))
            if w is not None and w.active(today):
                f.waiver = w
                touched = True
                waived += 1
        if touched:
            r.score = score(r.findings, r.pair.en.text if r.pair.en else r.pair.fr.text)
    run.counts["review"] = sum(r.score.status == "review" for r in run.rulings)
    return waived


def nightly_run(ctx: Context, read: Callable[[Reuse | None, list], list], options: NightlyOptions,
                progress: Callable[[int], None] | None = None) -> RunResult:
    started = datetime.now(UTC).isoformat(timespec="seconds")
    with StateStore(options.state) as store:
        if options.waivers is not None:
            for w in read_waivers(options.waivers):
                store.waive(w, started)
        reuse = Reuse(store, ctx, ctx.pack.code, options.full)
        problems: list[PipelineError] = []
        pairs = read(reuse, problems)
        for problem in problems:
            log.warning("%s", problem)
        result = finish(pairs, ctx, reuse, progress, options.workers, options.scheduler)
        result.problems = [str(p) for p in problems]
        result.counts["checked"], result.counts["reused"] = reuse.checked, reuse.reused
        waived = apply_waivers(result, store.waivers(), options.today or date.today().isoformat())
        result.counts["waived"] = waived
        last = store.last_run(ctx.pack.code)
        ids = identities(result)
        compare(result, ids, store.rulings(ctx.pack.code),
                store.findings(last["run_id"], ctx.pack.code) if last else {})
        result.run_id = new_run_id(options.out, set(store.run_ids()))
        if last:
            result.previous_run_id = last["run_id"]
            result.previous_summary = last["summary"]
        result.history = store.recent_runs(ctx.pack.code, HISTORY_RUNS - 1)
        publish(options.out, result.run_id,
                lambda folder: write_reports(result, folder, options.raw_csv, options.xlsx),
                options.keep)
        _record(store, result, ids, started)
        log.info("run %s: %d rulings, %d checked, %d reused, %d to review",
                 result.run_id, result.counts["rulings_read"], reuse.checked, reuse.reused,
                 result.counts["review"])
    return result


def _record(store: StateStore, run: RunResult, ids: dict[int, str], started: str) -> None:
    lang = run.lang
    rulings = []
    for k, r in enumerate(run.results):
        pair = r.pair
        if pair.en is None:
            continue
        rulings.append((lang, ids[k], pair.doc, pair.en.index, pair.en.ruling_id,
                        pair.en.ruling_id, fr_hash(pair.fr.text if pair.fr else None),
                        pair.fr.text if pair.fr else "", run.run_id, run.run_id))
    keys = {finding_key(r.pair, f): (diff_key(lang, r.pair, f), ids[k])
            for k, r in enumerate(run.results) for f in r.findings}
    findings = []
    for row in finding_rows(run):
        if row["diff"] == "resolved":
            continue
        dkey, identity = keys[row["finding_id"]]
        findings.append((run.run_id, lang, dkey, row["finding_id"], identity,
                         json.dumps(row, ensure_ascii=False)))
    store.record_run({
        "run_id": run.run_id, "started": started,
        "ended": datetime.now(UTC).isoformat(timespec="seconds"), "status": "done",
        "inputs_hash": inputs_hash(run), "package_version": __version__,
        "glossary_fingerprint": run.glossary.fingerprint(), "checks": checks_signature(),
        "lang": lang, "summary": json.dumps(summary(run), ensure_ascii=False),
        "glossary_entries": json.dumps(glossary_entries(run.glossary)),
    }, rulings, findings)
    store.forget_runs(lang, [r["run_id"] for r in store.recent_runs(lang, HISTORY_RUNS)])


def corpus_reader(root: Path, ctx: Context, encoding: str):
    return lambda reuse, problems: read_corpus_pairs(root, ctx, encoding, reuse, problems)


def table_reader(path: Path, columns: Columns):
    return lambda reuse, problems: read_pairs(path, columns)


def make_context(glossary: Glossary, lang: str) -> Context:
    return Context(glossary, get_pack(lang))
