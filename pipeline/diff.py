"""Run-to-run comparison: each ruling new, changed or unchanged; each finding new,
persisting or resolved; a word-level diff of a translation that changed."""

from __future__ import annotations

import difflib
from collections import defaultdict
from typing import TYPE_CHECKING

from .models import Pair, content_hash, diff_key

if TYPE_CHECKING:
    from .run import Result
    from .state.store import StateStore

NEW, CHANGED, UNCHANGED = "new", "changed", "unchanged"
PERSISTING, RESOLVED = "persisting", "resolved"


def word_diff(before: str, after: str, equal=lambda w: w,
              removed=lambda w: "[-" + w + "-]", added=lambda w: "{+" + w + "+}") -> str:
    """A word-level diff, wdiff style by default: [-removed words-] {+added words+};
    the three formatters render kept, removed and added runs of words."""
    a, b = before.split(), after.split()
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(equal(" ".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(removed(" ".join(a[i1:i2])))
        if j2 > j1:
            out.append(added(" ".join(b[j1:j2])))
    return " ".join(out)


class Identities:
    """A ruling's identity across runs: page, English text, and which occurrence of it.
    Given in corpus order, a pair at a time; an extra translation is named by its
    position."""

    def __init__(self) -> None:
        self._seen: dict[int, int] = defaultdict(int)  # hash of (page, ruling id): occurrences

    def of(self, pair: Pair) -> str:
        if pair.en is None:
            return f"{pair.doc}/extra/{pair.fr.ruling_id}/{pair.fr.index}"
        seen = hash((pair.doc, pair.en.ruling_id))
        n = self._seen[seen]
        self._seen[seen] += 1
        return f"{pair.doc}/{pair.en.ruling_id}/{n}"


def fr_hash(text: str | None) -> str:
    return content_hash(text) if text else ""


class Comparison:
    """Each result against the previous run, a chunk at a time (``__call__``): the
    ruling new, changed or unchanged, each finding new or persisting. Then ``resolved``:
    the previous run's findings that are gone. The previous state is looked up in the
    store per chunk; ``current`` is every identity of this run."""

    def __init__(self, store: StateStore, lang: str, last_run_id: str | None,
                 current: set[str]):
        self.store, self.lang, self.last_run_id, self.current = store, lang, last_run_id, current
        self._found: set[str] = set()

    def __call__(self, chunk: list[Result]) -> None:
        previous = self.store.rulings(self.lang, [r.identity for r in chunk])
        # a ruling whose English was edited in place: the previous one at its position,
        # unless that one is still in the corpus under its own identity
        at = self.store.rulings_at(self.lang, [
            (r.pair.doc, r.pair.en.index) for r in chunk
            if r.identity not in previous and r.pair.en is not None])
        for r in chunk:
            pair = r.pair
            before = previous.get(r.identity)
            if before is None and pair.en is not None:
                old = at.get((pair.doc, pair.en.index))
                if old is not None and old["identity"] not in self.current:
                    before = old
            now = fr_hash(pair.fr.text if pair.fr else None)
            if before is None:
                r.change = NEW
            elif before["fr_hash"] != now or before["ruling_id"] != (
                    pair.en.ruling_id if pair.en else before["ruling_id"]):
                r.change = CHANGED
                if pair.fr is not None and before["fr_text"] and before["fr_text"] != pair.fr.text:
                    r.fr_before = before["fr_text"]
            else:
                r.change = UNCHANGED
        keys = [(f, diff_key(self.lang, r.pair, f)) for r in chunk for f in r.findings]
        persisting = (self.store.finding_keys(self.last_run_id, self.lang, [k for _, k in keys])
                      if self.last_run_id else set())
        for f, key in keys:
            f.diff = PERSISTING if key in persisting else NEW
            self._found.add(key)

    def resolved(self) -> list[dict]:
        if not self.last_run_id:
            return []
        return [dict(row, diff=RESOLVED)
                for key, row in self.store.findings(self.last_run_id, self.lang)
                if key not in self._found]
