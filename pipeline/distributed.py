"""``rulingqa run --executor dask --scheduler ADDRESS``: pairs checked on a Dask cluster.

The glossary is scattered to every worker once; each worker builds its own context
(analyzers, compiled glossary) on its first chunk and keeps it for the next ones, keyed
by the glossary's fingerprint. Chunks of pairs go out as tasks; the plain data that
comes back (findings, sentence beads, the words the incremental cache keeps) is turned
into results by the same code as for local workers, in input order, so the reports are
the same whatever ran the checks. The workers need this package installed (the same
version) and nothing else: no corpus, no glossary files, no state store.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from .analysis import Context
from .errors import PipelineError
from .glossary.model import Glossary
from .lang import get_pack
from .models import Pair
from .workers import Checked, Checker, check_one

CHUNK = 64
_CONTEXTS: dict[tuple[str, str], Context] = {}  # on a worker: one per glossary and language


def _context(glossary: Glossary, lang: str) -> Context:
    key = (lang, glossary.fingerprint())
    if key not in _CONTEXTS:
        _CONTEXTS.clear()  # a new glossary: the old context will not be asked for again
        _CONTEXTS[key] = Context(glossary, get_pack(lang))
    return _CONTEXTS[key]


def _check_chunk(chunk: list[tuple[int, Pair]], glossary: Glossary,
                 lang: str) -> list[tuple[int, Checked]]:
    ctx = _context(glossary, lang)
    return [(k, check_one(pair, ctx)[0]) for k, pair in chunk]


@contextmanager
def on_cluster(ctx: Context, scheduler: str) -> Iterator[Checker]:
    """A connection to the cluster for the whole run; the glossary is scattered once."""
    try:
        from dask.distributed import Client
    except ImportError:
        raise PipelineError("E190", "--executor dask needs the dask extra: pip install "
                            "'rulings-qa[dask]'") from None
    try:
        client = Client(scheduler, timeout="10s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise PipelineError("E190", f"cannot reach the Dask scheduler {scheduler}: "
                            f"{exc}") from None
    with client:
        glossary = client.scatter(ctx.glossary, broadcast=True, hash=False)

        def check(pairs: list[tuple[int, Pair]]) -> Iterator[tuple[int, Checked]]:
            chunks = [pairs[i:i + CHUNK] for i in range(0, len(pairs), CHUNK)]
            futures = client.map(_check_chunk, chunks, glossary=glossary,
                                 lang=ctx.pack.code, pure=False)
            for future in futures:  # in input order; the cluster works ahead
                yield from future.result()
        yield check
