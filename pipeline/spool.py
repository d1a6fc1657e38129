"""A run's results, held a chunk at a time.

A run streams: pairs are read, checked and scored a chunk at a time, and each finished
chunk goes into a spool. A spool is a list of chunks in memory until it holds more than
MEMORY_ITEMS items; then it spills to an anonymous temporary file (gone when closed or
when the process dies, so a killed run leaves nothing behind) read back one chunk at a
time, so that the run's memory stays that of a few chunks whatever the size of the
corpus. The reports read the spool in passes; those that need an order (by page and
ruling) get it from an external merge sort.
"""

from __future__ import annotations

import gc
import heapq
import pickle
import tempfile
from collections.abc import Callable, Iterator
from typing import IO, Any, Generic, TypeVar

T = TypeVar("T")
SORT_RUN = 20_000  # items sorted in memory at a time by ``sorted``; the runs are merged
RUN_BLOCK = 256  # items per pickle in a sorted run: read back a block at a time
MEMORY_ITEMS = 20_000  # a spool that may spill holds this many items before it does


def _load(handle: IO[bytes]) -> Any:
    """One pickle. The collector is paused meanwhile: unpickling makes many objects and
    no garbage, and would otherwise set off collections that walk the whole heap."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return pickle.load(handle)
    finally:
        if enabled:
            gc.enable()


def _dump_blocks(items: list[Any], handle: IO[bytes]) -> None:
    for start in range(0, len(items), RUN_BLOCK):
        pickle.dump(items[start:start + RUN_BLOCK], handle, pickle.HIGHEST_PROTOCOL)


def _load_blocks(handle: IO[bytes]) -> Iterator[Any]:
    handle.seek(0)
    while True:
        try:
            block = _load(handle)
        except EOFError:
            return
        yield from block


class Spool(Generic[T]):
    """Chunks of items, appended once and read back in order as often as needed.

    ``spill``: the spool may move to disk, which it does once it holds more than
    MEMORY_ITEMS items (a small run is never pickled)."""

    def __init__(self, spill: bool = False):
        self.spill = spill
        self._chunks: list[list[T]] = []
        self._file: IO[bytes] | None = None
        self._offsets: list[int] = []
        self._len = 0

    @property
    def on_disk(self) -> bool:
        return self._file is not None

    def append(self, chunk: list[T]) -> None:
        if not chunk:
            return
        self._len += len(chunk)
        if self._file is None:
            self._chunks.append(chunk)
            if self.spill and self._len > MEMORY_ITEMS:
                self._file = tempfile.TemporaryFile()
                held, self._chunks = self._chunks, []
                for block in held:
                    self._write(block)
            return
        self._write(chunk)

    def _write(self, chunk: list[T]) -> None:
        assert self._file is not None
        self._file.seek(0, 2)
        self._offsets.append(self._file.tell())
        pickle.dump(chunk, self._file, pickle.HIGHEST_PROTOCOL)

    def chunks(self) -> Iterator[list[T]]:
        if self._file is None:
            yield from self._chunks
            return
        for offset in list(self._offsets):
            self._file.seek(offset)
            yield _load(self._file)

    def __iter__(self) -> Iterator[T]:
        for chunk in self.chunks():
            yield from chunk

    def __len__(self) -> int:
        return self._len

    def update(self, change: Callable[[list[T]], None]) -> None:
        """Apply ``change`` to every chunk in place (on disk: into a new file)."""
        if self._file is None:
            for chunk in self._chunks:
                change(chunk)
            return
        fresh: Spool[T] = Spool(spill=True)
        fresh._file = tempfile.TemporaryFile()
        for chunk in self.chunks():
            change(chunk)
            fresh._write(chunk)
        self.close()
        self._file, self._offsets = fresh._file, fresh._offsets
        fresh._file = None

    def sorted(self, key: Callable[[T], Any]) -> Iterator[T]:
        """The items in ``key`` order (stable, as ``sorted``), without holding them all."""
        if self._file is None:
            yield from sorted(self, key=key)
            return
        runs: list[IO[bytes]] = []
        try:
            batch: list[T] = []
            for chunk in self.chunks():
                batch.extend(chunk)
                if len(batch) >= SORT_RUN:
                    runs.append(self._sorted_run(batch, key))
                    batch = []
            if batch or not runs:
                runs.append(self._sorted_run(batch, key))
            # merge is stable across runs: equal keys come from the earlier run first
            yield from heapq.merge(*(_load_blocks(run) for run in runs), key=key)
        finally:
            for run in runs:
                run.close()

    @staticmethod
    def _sorted_run(batch: list[T], key: Callable[[T], Any]) -> IO[bytes]:
        run = tempfile.TemporaryFile()
        _dump_blocks(sorted(batch, key=key), run)
        return run

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
            self._offsets = []

    def __del__(self) -> None:
        self.close()
