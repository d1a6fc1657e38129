"""Reuse of earlier results: a ruling whose texts, check versions and relevant glossary
entries are unchanged is not checked again; its findings are carried over.

"Relevant" entries: those a ruling's result used (matched in either text), and any
entry added or changed since the last run whose English pattern could match the
ruling's English words or whose target forms could match its translation's words. The
words of each ruling are kept with its result, so that test needs no re-analysis.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from dataclasses import dataclass, field

from . import __version__
from .align.sentences import ALIGNER_VERSION
from .analysis import Context, Side
from .checks import CHECK_CLASSES
from .glossary.model import Entry, Glossary
from .lexicon import lexicon_signature
from .models import Bead, Finding, MqmCategory, Pair, Severity
from .state.store import StateStore


def checks_signature() -> str:
    return ",".join(f"{c.id}:{c.version}" for c in CHECK_CLASSES)


def entry_hash(e: Entry) -> str:
    return hashlib.sha256(e.canonical().encode("utf-8")).hexdigest()[:16]


def glossary_entries(glossary: Glossary) -> dict[str, str]:
    return {e.key: entry_hash(e) for e in glossary.entries}


def content_key(pair: Pair, lang: str, semantic: str = "off") -> str:
    parts = (__version__, lang, checks_signature(), str(ALIGNER_VERSION),
             lexicon_signature(lang), semantic,
             pair.en.text if pair.en else "\x00",
             pair.fr.text if pair.fr else "\x00", pair.kind.value, pair.texts.value,
             pair.en.date if pair.en else "",
             str(pair.fr.index if pair.fr else ""), str(pair.en.index if pair.en else ""))
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()


def side_words(side: Side | None) -> list[str]:
    if side is None:
        return []
    return sorted({k for t in side.tokens for k in (t.lemma, t.lower, t.text)})


def used_entries(en: Side | None, fr: Side | None) -> list[str]:
    keys: set[str] = set()
    for side in (en, fr):
        for match in (side.cards + side.terms) if side else []:
            for payload in match.payloads:
                keys.add(getattr(payload, "entry", payload).key)
    return sorted(keys)


def finding_to_json(f: Finding) -> dict:
    return {"check_id": f.check_id, "severity": f.severity.value, "mqm": f.mqm.value,
            "message": f.message, "expected": f.expected, "found": f.found,
            "en_span": f.en_span, "fr_span": f.fr_span, "en_term": f.en_term, "extra": f.extra}


def finding_from_json(d: dict) -> Finding:
    return Finding(d["check_id"], Severity(d["severity"]), MqmCategory(d["mqm"]), d["message"],
                   d["expected"], d["found"], tuple(d["en_span"]) if d["en_span"] else None,
                   tuple(d["fr_span"]) if d["fr_span"] else None, d["en_term"], d["extra"])


def beads_to_json(beads: list[Bead]) -> list:
    return [[list(b.en), list(b.fr), b.score] for b in beads]


def beads_from_json(data: list) -> list[Bead]:
    return [Bead(tuple(en), tuple(fr), score) for en, fr, score in data]


@dataclass
class Reuse:
    """What a run may take from the state store, and what it gives back to it."""

    store: StateStore
    ctx: Context
    lang: str
    full: bool = False
    reused: int = 0
    checked: int = 0
    _pending: list = field(default_factory=list)

    def __post_init__(self) -> None:
        previous = self.store.last_run(self.lang)
        self.first = previous is None  # nothing recorded: no cached result can be trusted
        before = previous["glossary_entries"] if previous else {}
        now = glossary_entries(self.ctx.glossary)
        self.changed = {k for k in set(before) | set(now) if before.get(k) != now.get(k)}
        # Word sequences that a new or changed entry matches, indexed by their first word,
        # so that judging a cached ruling costs its words, not the size of the change.
        self._probes: dict[tuple[str, str], list[tuple[str, ...]]] = defaultdict(list)
        if self.first or self.full:
            return
        for e in (e for e in self.ctx.glossary.entries if e.key in self.changed):
            src, tgt = self.ctx.src, self.ctx.tgt
            if e.kind == "card":
                sources = [tuple(t.text for t in src.tokens(e.en))]
                forms = [tuple(t.lower for t in tgt.tokens(f)) for f in e.target + e.forbidden]
            else:
                sources = [src.keys(e.en)]
                forms = [k for f in e.target + e.forbidden + e.outdated
                         for k in tgt.key_variants(f)]
            forms.append(tuple(t.lower for t in tgt.tokens(e.en)))  # left in English
            for side, sequences in (("en", sources), ("fr", forms)):
                for words in sequences:
                    if words:
                        self._probes[side, words[0]].append(words)

    def _touched(self, cached: dict) -> bool:
        if self.changed & set(cached["used"]):
            return True
        if not self._probes:  # no glossary entry added since
            return False
        for side, words in (("en", set(cached["en_keys"])), ("fr", set(cached["fr_keys"]))):
            for word in words:
                if any(set(p) <= words for p in self._probes.get((side, word), ())):
                    return True
        return False

    def lookup(self, keys: list[str]) -> dict[str, dict]:
        if self.full or self.first:
            return {}
        found = self.store.cached(keys, words=bool(self._probes))
        return {k: v for k, v in found.items() if not self._touched(v)}

    def remember(self, key: str, findings: list[Finding], beads: list[Bead],
                 en_words: list[str], fr_words: list[str], used: list[str]) -> None:
        self._pending.append((key, {
            "findings": [finding_to_json(f) for f in findings], "beads": beads_to_json(beads),
            "en_keys": en_words, "fr_keys": fr_words, "used": used}))
        if len(self._pending) >= 500:
            self.flush()

    def flush(self) -> None:
        if self._pending:
            self.store.put_cache(self._pending)
            self._pending = []

    def page_key(self, doc: str, en_texts: list[str], fr_texts: list[str]) -> str:
        data = json.dumps([__version__, self.lang, doc, en_texts, fr_texts,
                           self.ctx.glossary.fingerprint(), self.ctx.semantic_signature],
                          ensure_ascii=False)
        return hashlib.sha256(data.encode("utf-8")).hexdigest()
