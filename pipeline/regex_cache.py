"""Very large regular expressions, compiled once per machine rather than once per process.

spaCy's French tokenizer matches hyphenated and elided words (« porte-monnaie »,
« entr'ouvert ») with one pattern built when ``spacy.lang.fr`` is imported: some two
hundred rules, each with the whole Unicode alphabet as a character class, 1.4 million
characters in all. Python's ``re`` takes about five seconds to compile it, in every
process that imports the language, which was half of a run's start-up.

Within ``cached_compiles()``, a pattern of at least ``LARGE`` characters is compiled once
and its compiled code kept in a file named by a hash of the interpreter's version, the
regular-expression engine's version, the flags and the pattern; a later process builds the
pattern from that file in milliseconds. The result is the pattern a fresh compile gives:
CPython compares patterns by their text, flags and compiled code, and the tests check that
they are equal. The engine validates the code it is given, so a damaged file fails to load,
and then, as when the cache is missing, unwritable or from another interpreter, the
pattern is compiled as usual: the cache can make a run slower, never different.

This uses CPython's own compiler (``re._parser``, ``re._compiler``, ``_sre``), as written
for Python 3.11; where they are missing or differ, patterns are compiled as usual. The
files are trusted as ``__pycache__`` files are: they are the user's own.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

try:
    import _sre
    from re import _compiler, _parser
    _ENGINE = (_sre.compile, _compiler._code, _parser.parse, _sre.MAGIC)
except (ImportError, AttributeError):  # not CPython 3.11+: compile as usual
    _ENGINE = None

LARGE = 20_000  # characters of the smallest pattern cached (re's own cache holds the rest)
_compile = re.compile


def cache_dir() -> Path:
    """``$RULINGQA_CACHE_DIR``, else ``rulingqa`` in ``$XDG_CACHE_HOME`` or ``~/.cache``."""
    if os.environ.get("RULINGQA_CACHE_DIR"):
        return Path(os.environ["RULINGQA_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "rulingqa"


def _key(pattern: str, flags: int) -> str:
    tag = f"{sys.implementation.cache_tag}\x1f{sys.version}\x1f{_sre.MAGIC}\x1f{flags}\x1f"
    return hashlib.sha256((tag + pattern).encode("utf-8", "surrogatepass")).hexdigest()[:40]


def _load(path: Path, pattern: str) -> re.Pattern | None:
    try:
        with path.open("rb") as handle:
            flags, code, groups, groupindex, indexgroup = marshal.load(handle)
        return _sre.compile(pattern, flags, code, groups, groupindex, indexgroup)
    except (OSError, EOFError, ValueError, TypeError, RuntimeError):
        return None  # missing, damaged or refused by the engine's validation: compile


def _compile_and_keep(pattern: str, flags: int, path: Path) -> re.Pattern:
    """What ``re._compiler.compile`` does, keeping the code it hands to the engine."""
    parsed = _parser.parse(pattern, flags)
    code = [int(op) for op in _compiler._code(parsed, flags)]
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    parts = (int(flags | parsed.state.flags), code, parsed.state.groups - 1, groupindex,
             tuple(indexgroup))
    compiled = _sre.compile(pattern, *parts)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        with partial.open("wb") as handle:
            marshal.dump(parts, handle)
        os.replace(partial, path)  # whole or absent, even with two processes at once
    except OSError:
        pass  # an unwritable cache only means the next process compiles again
    return compiled


def cached_compile(pattern, flags=0, directory: Path | None = None):
    """``re.compile``, through the cache for large text patterns."""
    if (_ENGINE is None or not isinstance(pattern, str) or len(pattern) < LARGE
            or not isinstance(flags, int)):
        return _compile(pattern, flags)
    flags = int(flags)
    if flags & re.DEBUG:
        return _compile(pattern, flags)
    path = (directory or cache_dir()) / "regex" / _key(pattern, flags)
    found = _load(path, pattern)
    if found is not None:
        return found
    try:
        return _compile_and_keep(pattern, flags, path)
    except (TypeError, AttributeError, RuntimeError):  # another interpreter's internals
        return _compile(pattern, flags)


@contextmanager
def cached_compiles(directory: Path | None = None) -> Iterator[None]:
    """Large patterns compiled meanwhile by ``re.compile`` (such as those of the spaCy
    modules imported here) come from the cache. Not reentrant across threads: meant
    for the import of a spaCy language, once per process."""
    if _ENGINE is None or re.compile is not _compile:  # unavailable, or already inside
        yield
        return
    re.compile = lambda pattern, flags=0: cached_compile(pattern, flags, directory)
    try:
        yield
    finally:
        re.compile = _compile
