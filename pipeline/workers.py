"""Checking pairs in several worker processes.

The parent builds everything once (analyzers, lookup tables, the compiled glossary, the
encoder's weights) and then forks: each worker inherits them, copy-on-write, instead of
paying the start-up again. Each worker embeds the sentences of its pairs that the run
does not know yet, so the encoder runs on every core. Workers return plain data
(findings, sentence beads, the words the incremental cache keeps, the vectors they
encoded); the parent turns it into results exactly as it does for reused ones, so the
reports do not depend on the number of workers.
"""

from __future__ import annotations

import ctypes
import gc
import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from .align.sentences import align_sentences
from .analysis import Context, Side
from .checks import InputLimit, PairView, default_checks, run_checks
from .incremental import side_words, used_entries
from .limits import PairTimeout, watched
from .models import Bead, Finding, Pair
from .semantic import first_look, second_looks

CHUNK = 32
_CTX: Context | None = None  # the parent's context, inherited by the forked workers


@dataclass
class Checked:
    findings: list[Finding]
    beads: list[Bead]
    en_words: list[str]
    fr_words: list[str]
    used: list[str]
    vectors: dict[str, bytes] = field(default_factory=dict)  # encoded here, to be stored
    timed_out: bool = False  # past the time limit: not kept in the state store's cache


def check_batch(batch: list[tuple[int, Pair]], ctx: Context) -> list[tuple[int, Checked]]:
    """A batch of pairs checked in this process: both sides analysed, the sentences of
    the batch embedded together (first looks, then the second looks), then each pair
    aligned sentence by sentence and checked."""
    seconds = ctx.limits.seconds
    _ready(ctx)  # never on a pair's time: its watchdog would count the start-up
    sides: list[tuple[Side | None, Side | None]] = []
    late: dict[int, Checked] = {}  # pairs past the time limit
    for k, pair in batch:
        try:
            with watched(seconds):
                en = ctx.source(pair.en.text, pair.en.date) if pair.en else None
                fr = ctx.target(pair.fr.text, pair.en.date if pair.en else "") \
                    if pair.fr else None
                sides.append((en, ctx.settle(en, fr) if en and fr else fr))
        except PairTimeout:
            sides.append((None, None))
            late[k] = _timed_out("its analysis", seconds)
    if ctx.semantic is not None:
        _embed([pair for k, pair in batch if k not in late],
               [fr for (k, _), (_, fr) in zip(batch, sides, strict=True) if k not in late], ctx)
    out = []
    for (k, pair), (en, fr) in zip(batch, sides, strict=True):
        if k not in late:
            try:
                with watched(seconds):
                    out.append((k, _check(pair, en, fr, ctx)))
                continue
            except PairTimeout:
                late[k] = _timed_out("its checks", seconds)
        out.append((k, late[k]))
    if out and ctx.semantic is not None:
        out[0][1].vectors = ctx.semantic.drain()  # a worker's: the run's process keeps them
    return out


def _timed_out(what: str, seconds: float) -> Checked:
    return Checked([InputLimit().finding(f"{what} took more than {seconds:g} s, the time "
                                         "one pair may take: left out of the checks")],
                   [], [], [], [], timed_out=True)


def _embed(pairs: list[Pair], targets: list[Side | None], ctx: Context) -> None:
    semantic = ctx.semantic
    for pair in pairs:
        if pair.vectors:  # what the run's process knew
            semantic.take(pair.vectors)
            pair.vectors = None
    first_look(semantic, pairs)
    second_looks(semantic, ctx.pack.drift,
                 [(pair, fr) for pair, fr in zip(pairs, targets, strict=True)
                  if fr is not None and pair.en is not None])


def _check(pair: Pair, en: Side | None, fr: Side | None, ctx: Context) -> Checked:
    beads = align_sentences(en, fr, ctx, pair.sentence_cosines) if en and fr else []
    findings = run_checks(PairView(pair, en, fr, beads), ctx, default_checks())
    return Checked(findings, beads, side_words(en), side_words(fr), used_entries(en, fr))


def _work(batch: list[tuple[int, Pair]]) -> list[tuple[int, Checked]]:
    assert _CTX is not None
    return check_batch(batch, _CTX)


def _die_with(parent: int) -> None:
    """A worker ends with the run that forked it, even one killed outright (Linux's
    PR_SET_PDEATHSIG): it neither lingers holding memory nor keeps the state store's lock,
    whose open file it shares by the fork."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the pool ends its workers at its close
        return
    if os.getppid() != parent:  # the run died before the call above
        os._exit(1)


def _as_worker(parent: int) -> None:
    _die_with(parent)
    if _CTX is not None and _CTX.semantic is not None:
        _CTX.semantic.as_worker()  # the state store stays the parent's


def _ready(ctx: Context) -> None:
    """Build what analysing a pair needs (the compiled glossary, spaCy, the lookup tables:
    seconds, more for a large glossary), once; then again it costs nothing.

    The build makes hundreds of thousands of objects that live as long as the run (the
    French lookup table alone holds 216,849 lists), none of them garbage: the collector is
    paused meanwhile (each collection it started walked them all again: a run of one pair
    took 1.74 s with it, 1.52 s without) and what was built is then frozen, as
    ``checker`` freezes what was there before it."""
    analyzers = (ctx.src, ctx.tgt)
    if ("compiled" in vars(ctx) and "lexicon" in vars(ctx)
            and all("nlp" in vars(a) and "_table" in vars(a) for a in analyzers)):
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        ctx.compiled  # noqa: B018 (a cached property: built here, once)
        ctx.lexicon  # noqa: B018
        for analyzer in analyzers:
            analyzer.nlp  # noqa: B018
            analyzer.is_common_word("the")
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


def _warm(ctx: Context) -> None:
    """Build what every worker needs before forking, so that they share it."""
    _ready(ctx)
    if ctx.semantic is not None:
        ctx.semantic.warm()


def cores() -> int:
    """The cores this process may run on (its CPU affinity, where the system tells)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


Checker = Callable[[list[tuple[int, Pair]]], Iterator[tuple[int, Checked]]]


def here(ctx: Context) -> Checker:
    """Checking in this process, CHUNK pairs at a time."""
    def check(pairs: list[tuple[int, Pair]]) -> Iterator[tuple[int, Checked]]:
        for i in range(0, len(pairs), CHUNK):
            yield from check_batch(pairs[i:i + CHUNK], ctx)
    return check


@contextmanager
def forked(ctx: Context, workers: int) -> Iterator[Checker]:
    """A pool of forked workers, open from the first batch too big to check here (a run
    whose results all come from the state store forks nothing) to the end of the run."""
    global _CTX
    _CTX = ctx
    serial = here(ctx)
    pool = None
    try:
        def check(pairs: list[tuple[int, Pair]]) -> Iterator[tuple[int, Checked]]:
            nonlocal pool
            if len(pairs) <= CHUNK:
                return serial(pairs)
            if pool is None:
                _warm(ctx)  # built once, before the fork, and shared
                gc.freeze()
                pool = multiprocessing.get_context("fork").Pool(workers, _as_worker,
                                                                   (os.getpid(),))
            batches = [pairs[i:i + CHUNK] for i in range(0, len(pairs), CHUNK)]
            return (item for batch in pool.imap(_work, batches) for item in batch)
        yield check
    finally:
        if pool is not None:
            pool.terminate()
        _CTX = None


@contextmanager
def checker(ctx: Context, workers: int = 1, scheduler: str | None = None) -> Iterator[Checker]:
    """Where the run's pairs are checked: on a Dask cluster, in forked workers, or here.

    What start-up built (the analyzers, lookup tables, the glossary) lives as long as the
    run: it is moved out of the collector's sight (``gc.freeze``), so that collections
    walk only what the run makes, and forked workers do not copy it by touching it.
    (Also frozen: whatever else was alive, garbage included, until the run ends.)"""
    gc.freeze()
    try:
        if scheduler:
            from .distributed import on_cluster
            with on_cluster(ctx, scheduler) as check:
                yield check
        elif workers > 1:
            with forked(ctx, workers) as check:
                yield check
        else:
            yield here(ctx)
    finally:
        gc.unfreeze()  # collectable again once the run is over
