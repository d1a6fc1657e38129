"""``rulingqa run --executor dask --scheduler ADDRESS``: pairs checked on a Dask cluster.

The glossary is scattered to every worker once; each worker builds its own context
(analyzers, compiled glossary, the encoder unless --no-semantic) on its first chunk and
keeps it for the next ones, keyed by the glossary's fingerprint. Chunks of pairs go out
as tasks, with the sentence vectors the run already knows; the plain data that comes
back (findings, sentence beads, the words the incremental cache keeps, the vectors the
worker encoded) is turned into results by the same code as for local workers, in input
order, so the reports are the same whatever ran the checks. The workers need this
package installed (the same version, with the same extras) and nothing else: no corpus,
no glossary files, no state store.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from .analysis import Context
from .errors import PipelineError
from .glossary.model import Glossary
from .lang import get_pack
from .limits import Limits
from .models import Pair
from .semantic import Semantic
from .workers import Checked, Checker, check_batch

CHUNK = 64
# On a worker: one context per language, glossary and semantic signal (on or off).
_CONTEXTS: dict[tuple[str, str, bool], Context] = {}


def _context(glossary: Glossary, lang: str, semantic: Semantic | None) -> Context:
    key = (lang, glossary.fingerprint(), semantic is not None)
    if key not in _CONTEXTS:
        _CONTEXTS.clear()  # a new glossary: the old context will not be asked for again
        _CONTEXTS[key] = Context(glossary, get_pack(lang), semantic)
    return _CONTEXTS[key]


def _check_chunk(chunk: list[tuple[int, Pair]], glossary: Glossary, lang: str,
                 semantic: Semantic | None, limits: Limits) -> list[tuple[int, Checked]]:
    ctx = _context(glossary, lang, semantic)
    ctx.limits = limits  # the run's, watchdog included
    return check_batch(chunk, ctx)


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
                                 lang=ctx.pack.code, semantic=ctx.semantic,
                                 limits=ctx.limits, pure=False)
            for future in futures:  # in input order; the cluster works ahead
                yield from future.result()
        yield check
