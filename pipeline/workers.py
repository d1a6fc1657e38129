"""Checking pairs in several worker processes.

The parent builds everything once (analyzers, lookup tables, the compiled glossary) and
then forks: each worker inherits them, copy-on-write, instead of paying the start-up
again. Workers return plain data (findings, sentence beads, the words the incremental
cache keeps); the parent turns it into results exactly as it does for reused ones, so
the reports do not depend on the number of workers.
"""

from __future__ import annotations

import gc
import multiprocessing
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from .align.sentences import align_sentences
from .analysis import Context
from .checks import PairView, default_checks, run_checks
from .incremental import side_words, used_entries
from .models import Bead, Finding, Pair

CHUNK = 32
_CTX: Context | None = None  # the parent's context, inherited by the forked workers


@dataclass
class Checked:
    findings: list[Finding]
    beads: list[Bead]
    en_words: list[str]
    fr_words: list[str]
    used: list[str]


def check_one(pair: Pair, ctx: Context) -> tuple[Checked, PairView]:
    en = ctx.source(pair.en.text) if pair.en else None
    fr = ctx.target(pair.fr.text) if pair.fr else None
    beads = align_sentences(en, fr, ctx, pair.sentence_cosines) if en and fr else []
    view = PairView(pair, en, fr, beads)
    findings = run_checks(view, ctx, default_checks())
    return Checked(findings, beads, side_words(en), side_words(fr), used_entries(en, fr)), view


def _work(batch: list[tuple[int, Pair]]) -> list[tuple[int, Checked]]:
    assert _CTX is not None
    return [(k, check_one(pair, _CTX)[0]) for k, pair in batch]


def _warm(ctx: Context) -> None:
    """Build what every worker needs before forking, so that they share it."""
    ctx.compiled  # noqa: B018 (a cached property: built here, once)
    for analyzer in (ctx.src, ctx.tgt):
        analyzer.nlp  # noqa: B018
        analyzer.is_common_word("the")


Checker = Callable[[list[tuple[int, Pair]]], Iterator[tuple[int, Checked]]]


def here(ctx: Context) -> Checker:
    """Checking in this process."""
    return lambda pairs: ((k, check_one(pair, ctx)[0]) for k, pair in pairs)


@contextmanager
def forked(ctx: Context, workers: int) -> Iterator[Checker]:
    """A pool of forked workers, open for the whole run; small batches stay here."""
    global _CTX
    _CTX = ctx
    serial = here(ctx)
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            def check(pairs: list[tuple[int, Pair]]) -> Iterator[tuple[int, Checked]]:
                if len(pairs) <= CHUNK:
                    return serial(pairs)
                batches = [pairs[i:i + CHUNK] for i in range(0, len(pairs), CHUNK)]
                return (item for batch in pool.imap(_work, batches) for item in batch)
            yield check
    finally:
        _CTX = None


@contextmanager
def checker(ctx: Context, workers: int = 1, scheduler: str | None = None) -> Iterator[Checker]:
    """Where the run's pairs are checked: on a Dask cluster, in forked workers, or here.

    What start-up built (the analyzers, lookup tables, the glossary) lives as long as the
    run: it is moved out of the collector's sight (``gc.freeze``), so that collections
    walk only what the run makes, and forked workers do not copy it by touching it.
    (Also frozen: whatever else was alive, garbage included, until the run ends.)"""
    if workers > 1 and not scheduler:
        _warm(ctx)  # built once, before the fork, and shared
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
