"""What one ruling may hold before it is left out of the checks, and the watchdog that
bounds the time one pair may take in them.

A nightly run must survive any input: a broken export that pastes a ruling into itself
five million characters long, a page of fifty thousand entries, a word of ten thousand
hyphens that makes a tokenizer crawl. Such a ruling costs one ruling: it gets an
``input-limit`` finding naming the cause and its pair is otherwise left out of the
checks, while every other ruling is checked as usual.

The defaults sit far above what real rulings hold (the longest of the 34,196 English
rulings of the shared data is 1,410 characters, 12 sentences, its longest word 43
characters) and far below where the tools slow down; ``rulingqa run`` sets each.
"""

from __future__ import annotations

import ctypes
import os
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property

from .nlp.sentences import split_sentences

_WORD = re.compile(r"\S+")
MAX_CHARS = 1_000_000  # spaCy refuses longer texts (its nlp.max_length)


@dataclass(frozen=True)
class Limits:
    chars: int = 20_000  # characters of one ruling's text, on either side
    sentences: int = 200  # sentences of one ruling's text
    word: int = 200  # characters of one word (a run without white space)
    seconds: float = 60.0  # one pair's analysis and checks, in a worker; 0: no watchdog
    entries: int = 500  # entries of a page paired by content; a longer page by position

    def excess(self, text: str, side: str) -> str | None:
        """Why ``text`` (the ``side``: "ruling" or "translation") is past a limit, or None."""
        if len(text) > self.chars:
            return f"{side} of {len(text):,} characters, limit {self.chars:,}"
        if self._long_word.search(text):  # the words measured only where one is too long
            longest = max(len(m) for m in _WORD.findall(text))
            return f"{side} with a word of {longest:,} characters, limit {self.word:,}"
        sentences = len(split_sentences(text))
        if sentences > self.sentences:
            return f"{side} of {sentences:,} sentences, limit {self.sentences:,}"
        return None

    def clip(self, text: str) -> str:
        """What of a text the page aligner compares: the text, or of one past the limits
        its start, with its words cut to the word limit (it is paired, not checked)."""
        text = text[:self.chars]
        if self._long_word.search(text):
            text = self._long_word.sub(lambda m: m.group(0)[:self.word], text)
        return text

    @cached_property
    def _long_word(self) -> re.Pattern:
        """A word past the word limit."""
        return re.compile(rf"\S{{{self.word + 1},}}")


DEFAULT = Limits()


class PairTimeout(BaseException):
    """Raised in a thread whose pair outlived its time. A BaseException, so that the
    per-check handler (which turns a failing check into check-error) lets it through to
    the pair's watchdog."""


class _Watchdog:
    """One thread per process that raises PairTimeout in a thread whose deadline passed
    (CPython's PyThreadState_SetAsyncExc: it lands at the thread's next bytecode, so in
    forked workers and in a Dask worker's threads alike). Registering costs a lock and a
    notify, not a thread per pair."""

    def __init__(self) -> None:
        self.deadlines: dict[int, tuple[float, int]] = {}  # thread id -> (deadline, token)
        self.wake = threading.Condition()
        self.thread: threading.Thread | None = None
        self.tokens = 0

    def start(self, seconds: float) -> tuple[int, int]:
        with self.wake:
            if self.thread is None or not self.thread.is_alive():  # none yet, or forked
                self.thread = threading.Thread(target=self._loop, name="rulingqa-watchdog",
                                               daemon=True)
                self.thread.start()
            self.tokens += 1
            ident = threading.get_ident()
            self.deadlines[ident] = (time.monotonic() + seconds, self.tokens)
            self.wake.notify()
            return ident, self.tokens

    def stop(self, ident: int, token: int) -> None:
        with self.wake:
            if self.deadlines.get(ident, (0, None))[1] == token:
                del self.deadlines[ident]
            else:  # it fired as the block ended: take back the exception not yet raised
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), None)

    def _loop(self) -> None:
        with self.wake:
            while True:
                now = time.monotonic()
                for ident, (deadline, _) in list(self.deadlines.items()):
                    if deadline <= now:
                        del self.deadlines[ident]
                        ctypes.pythonapi.PyThreadState_SetAsyncExc(
                            ctypes.c_ulong(ident), ctypes.py_object(PairTimeout))
                soonest = min((d for d, _ in self.deadlines.values()), default=None)
                self.wake.wait(None if soonest is None else max(0.0, soonest - now))


_WATCHDOG = _Watchdog()


def _after_fork() -> None:
    global _WATCHDOG
    _WATCHDOG = _Watchdog()  # the parent's thread and lock do not cross a fork


os.register_at_fork(after_in_child=_after_fork)


@contextmanager
def watched(seconds: float) -> Iterator[None]:
    """Raise PairTimeout in this thread if the block runs longer than ``seconds`` (0: never).
    The time is checked between Python bytecodes: a single call into compiled code
    ends first, which the other limits keep short."""
    if seconds <= 0:
        yield
        return
    ident, token = _WATCHDOG.start(seconds)
    try:
        yield
    finally:
        _WATCHDOG.stop(ident, token)
