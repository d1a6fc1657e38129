"""The progress display of ``rulingqa run`` on a terminal: stage, done/total, rate and
time remaining (tqdm, which spaCy already brings). Never in a pipe or with --quiet: there
the log lines are all there is, as cron wants them."""

from __future__ import annotations

import sys
from contextlib import contextmanager, nullcontext

from ..run import Progress


class Bar(Progress):
    """One bar per stage on stderr, labelled with the run's language."""

    def __init__(self, label: str):
        self.label = label
        self.bar = None

    def stage(self, name: str, total: int | None = None) -> None:
        from tqdm import tqdm
        self.close()
        self.bar = tqdm(total=total, desc=f"{self.label} {name}", file=sys.stderr,
                        unit=" ruling" if name == "check" else "", dynamic_ncols=True,
                        leave=name == "check", mininterval=0.5,
                        bar_format=None if name == "check" else "{desc}: {elapsed}")

    def __call__(self, n: int) -> None:
        if self.bar is None:
            self.stage("check")
        self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def shown(quiet: bool) -> bool:
    """Whether a run shows a progress display: on a terminal, unless --quiet."""
    return not quiet and sys.stderr.isatty()


@contextmanager
def progress_bar(label: str, quiet: bool):
    """A Bar for the run (None where none is shown), the log lines written above it
    while it is on screen."""
    if not shown(quiet):
        yield None
        return
    import logging

    from tqdm.contrib.logging import logging_redirect_tqdm
    bar = Bar(label)
    redirect = logging_redirect_tqdm(loggers=[logging.getLogger("rulingqa")])
    with redirect if redirect is not None else nullcontext():
        try:
            yield bar
        finally:
            bar.close()
