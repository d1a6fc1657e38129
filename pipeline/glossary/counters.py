"""Kinds of counter from the official card texts: one glossary row per kind, learnt where
the card data has both texts ("verse counter" is « marqueur « verset » », « Lyrikmarke »,
« contador de estrofa »).

There are some two hundred kinds, most of them on one or two cards, so no hand-written
glossary lists them all, and a machine translator renders a rare one word for word
(« contador de verso »). Each kind's name is a proper name of the game: the official
texts name a kind by one name wherever they name it. A row is learnt only where that
holds in the card data: the name stands in more than half of the official texts whose
English names the kind, and no other kind takes the same name more often. Its counts
are the row's consistency (see model.Entry.learnt for how binding such a row is)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable

from ..ingest.cards import Printing
from ..lang import SOURCE, get_pack
from ..lang.base import LanguagePack
from .model import Entry


def _pattern(pack: LanguagePack) -> re.Pattern[str] | None:
    return re.compile(pack.counter_kind) if pack.counter_kind else None


def _kinds(pattern: re.Pattern[str], text: str, stop: frozenset[str]) -> dict[str, str]:
    """The kinds a text names: folded kind -> its words as written."""
    out: dict[str, str] = {}
    for m in pattern.finditer(text):
        kind = m.group("kind").strip()
        if kind and kind.casefold() not in stop:
            out.setdefault(kind.casefold(), kind)
    return out


def learn_counters(printings: Iterable[Printing], lang: str) -> list[Entry]:
    """One term row per kind of counter whose official name the card texts agree on."""
    english, target = SOURCE, get_pack(lang)
    en_pattern, pattern = _pattern(english), _pattern(target)
    if en_pattern is None or pattern is None:
        return []
    en_stop, stop = english.stop_words, target.stop_words
    seen: Counter[str] = Counter()
    named: dict[str, Counter[str]] = defaultdict(Counter)
    spelt: dict[str, Counter[str]] = defaultdict(Counter)
    example: dict[tuple[str, str], Printing] = {}
    texts = set()
    for p in printings:
        if not p.text_en.strip() or not p.text.strip() or (p.text_en, p.text) in texts:
            continue  # a reprint with the same texts is no new evidence
        texts.add((p.text_en, p.text))
        names = _kinds(pattern, p.text, stop)
        for kind in _kinds(en_pattern, p.text_en.lower(), en_stop):
            seen[kind] += 1
            for folded, written in names.items():
                named[kind][folded] += 1
                spelt[folded][written] += 1
                if (kind, folded) not in example or p.released > example[kind, folded].released:
                    example[kind, folded] = p
    best = {kind: counts.most_common(1)[0] for kind, counts in named.items()}
    # A name that is the best of several kinds belongs to the one it names most often
    # (« énergie » stands on the cards with vortex counters too); where two kinds tie,
    # to neither.
    owners: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for kind, (name, n) in best.items():
        owners[name].append((n, kind))
    entries = []
    for kind in sorted(best):
        name, n = best[kind]
        if 2 * n <= seen[kind]:
            continue
        rivals = sorted(owners[name], reverse=True)
        if rivals[0][1] != kind or (len(rivals) > 1 and rivals[1][0] == n):
            continue
        written = spelt[name].most_common(1)[0][0]
        source = example[kind, name]
        where = " ".join(x for x in (source.set_code, source.released[:4]) if x)
        entries.append(Entry(
            "term", english.counter_form.format(kind=kind),
            (target.counter_form.format(kind=written),), consistency=(n, seen[kind]),
            learnt=True,
            note=f"learnt from the card texts: {n} of {seen[kind]} official texts with the "
                 f"English kind name it so; {source.name_en} ({where})"))
    return entries
