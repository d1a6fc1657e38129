"""Atomic file writes: a reader sees the old file or the new one, never half of one."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from .. import crashpoints


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_text(path: Path, text: str) -> None:
    write_pieces(path, (text,))


def write_pieces(path: Path, pieces: Iterable[str]) -> None:
    """Write the text made of ``pieces`` (read once, as written) atomically."""
    with replacing(path, "w", encoding="utf-8", newline="") as handle:
        for piece in pieces:
            handle.write(piece)


@contextmanager
def replacing(path: Path, mode: str = "wb", **options) -> Iterator[IO]:
    """A handle on a hidden temporary file beside ``path``, which takes the place of
    ``path`` when the block ends, and is removed if it fails."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, 0o666 & ~_umask())
        with os.fdopen(fd, mode, **options) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as exc:  # a full or read-only disk: name the file it was writing
        Path(tmp).unlink(missing_ok=True)
        raise OSError(exc.errno, exc.strerror, str(path)) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    crashpoints.reached("report-file")
