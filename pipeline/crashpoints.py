"""Named points of a run where a crash test kills it, so that it kills at known places
instead of guessed times.

Two environment variables, read when this module is first imported, drive them:

- ``RULINGQA_POINTS_LOG=FILE``: each point the run's process reaches is appended to FILE,
  one name a line (a test learns from it which points a run passes, and how often);
- ``RULINGQA_KILL_AT=NAME[:N]``: the run's process sends itself SIGKILL the N-th time it
  reaches the point NAME (N defaults to 1), as a kill from outside would land there.

Without them ``reached`` costs one test of a module constant. Only the process that
imported this module acts on them: workers forked from it pass their points silently.

The points, in the order a run meets them:

==============  ===================================================================
``started``     start-up done: the state store open, waivers read, nothing checked
``checked``     one pair checked and queued for the state store's cache
``store-commit`` inside a state-store transaction, its writes made, before COMMIT
``report-file`` one report file written into the run's hidden partial folder
``run-folder``  the run's folder in place under its id, ``latest`` not yet moved
``published``   ``latest`` moved to the new run, the run not yet recorded
==============  ===================================================================
"""

from __future__ import annotations

import os
import signal
import sys

POINTS = ("started", "checked", "store-commit", "report-file", "run-folder", "published")


def _parse(value: str) -> tuple[str, int] | None:
    if not value:
        return None
    name, _, nth = value.partition(":")
    if name not in POINTS or not (nth or "1").isdigit():
        print(f"rulingqa: RULINGQA_KILL_AT={value!r} ignored: NAME or NAME:N, with a NAME "
              f"among {', '.join(POINTS)}", file=sys.stderr)
        return None
    return name, int(nth or 1)


_KILL = _parse(os.environ.get("RULINGQA_KILL_AT", ""))
_LOG = os.environ.get("RULINGQA_POINTS_LOG") or None
_ACTIVE = _KILL is not None or _LOG is not None
_PID = os.getpid()
_seen: dict[str, int] = {}


def reached(name: str) -> None:
    """The run is at point ``name``: log it, or die here, where the environment says."""
    if not _ACTIVE or os.getpid() != _PID:
        return
    count = _seen[name] = _seen.get(name, 0) + 1
    if _LOG is not None:
        with open(_LOG, "a", encoding="utf-8") as handle:
            handle.write(name + "\n")
    if _KILL == (name, count):
        os.kill(os.getpid(), signal.SIGKILL)
