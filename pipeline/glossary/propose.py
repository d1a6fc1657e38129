"""Glossary rows proposed from official texts: for English terms another language's
glossary has and this one lacks, the target phrase the official translations use.

Each official text is cut into line pairs where both sides have as many lines (a card's
abilities), else kept whole, its reminder text (in parentheses) left out: it explains a
keyword in other words, which would stand beside the keyword as often as its rendering.
For a term, the units whose English has it are counted over the texts of a year on
(reaching back a year at a time for a rare term, as ``glossary measure`` does); each
phrase of one to MAX_WORDS target words that starts and ends with a content word is
scored by its Dice coefficient with the term, 2·together / (units with the term + units
with the phrase), over the same years. The best phrase (of equal scores, the one nearer
the term's place in the line) is proposed where it stands in at least ``share`` of the
term's units: what a terminologist would find by hand in a concordancer, for a person
to confirm.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from ..analysis import Context
from ..lexicon import content, units
from ..nlp import Analyzer, Token
from .model import Entry
from .validate import recent_years

MAX_WORDS = 3
MIN_UNITS = 5  # a term seen in fewer line pairs gets no proposal
QUOTES = frozenset("«»\"")  # inside a phrase: marqueur « sapience »
_REMINDER = re.compile(r"\s*\([^()]*\)")


@dataclass(frozen=True)
class Proposal:
    entry: Entry  # the other glossary's row: its English and context
    form: str  # the target phrase, as most often written
    together: int  # units with both
    seen: int  # units with the term
    dice: float

    @property
    def share(self) -> float:
        return self.together / self.seen


def phrases(text: str, tokens: list[Token], stop_words: frozenset[str]
            ) -> dict[tuple[str, ...], tuple[str, float]]:
    """The phrases of one to MAX_WORDS words of a line that start and end with a content
    word: lemmas -> (the words as written, where the phrase starts: 0 to 1)."""
    out: dict[tuple[str, ...], tuple[str, float]] = {}
    for i, first in enumerate(tokens):
        if not content(first, stop_words):
            continue
        for j in range(i, min(i + MAX_WORDS, len(tokens))):
            if not tokens[j].is_alpha and tokens[j].text not in QUOTES:
                break
            if content(tokens[j], stop_words):
                span = tokens[i:j + 1]
                out.setdefault(tuple(t.lemma for t in span),
                               (text[first.start:tokens[j].end], i / len(tokens)))
    return out


def propose(ctx: Context, target: Analyzer, rows: Iterable[tuple[str, str, str]],
            since: str, least: int, share: float) -> list[Proposal]:
    """Proposals for the terms of ``ctx``'s glossary, from (English, translation, year)
    official texts, each text once (as 'rulingqa pairs import' writes them: the same
    keyword line on many cards is as many votes); ``since`` is a year ('' for all)."""
    stop = target.pack.stop_words
    per_year: dict[str, Counter] = defaultdict(Counter)  # year -> phrase -> units
    with_term: dict[str, list[tuple[str, float, dict]]] = defaultdict(list)  # key -> units
    entries: dict[str, Entry] = {}
    for en_text, target_text, year in rows:
        for en_line, target_line in units(en_text, target_text):
            en_line, target_line = _REMINDER.sub("", en_line), _REMINDER.sub("", target_line)
            en = ctx.source(en_line)
            there = phrases(target_line, target.tokens(target_line), stop)
            per_year[year].update(there.keys())
            places: dict[str, float] = {}  # each term once a unit, at its first place
            for m in en.terms:
                for entry in m.payloads:
                    entries[entry.key] = entry
                    places.setdefault(entry.key, m.start / len(en.tokens))
            for key, place in places.items():
                with_term[key].append((year, place, there))
    out = []
    for key, found_in in with_term.items():
        years = Counter(year for year, _, _ in found_in)
        window = set(recent_years(years, since, least))
        n = sum(years[y] for y in window)
        if n < MIN_UNITS:
            continue
        together: Counter = Counter()
        written: dict[tuple[str, ...], Counter] = defaultdict(Counter)
        distance: Counter = Counter()  # summed distance of each phrase from the term
        for year, place, there in found_in:
            if year in window:
                together.update(there.keys())
                for lemmas, (form, start) in there.items():
                    written[lemmas][form] += 1
                    distance[lemmas] += abs(start - place)
        dice = {g: round(2 * c / (n + sum(per_year[y][g] for y in window)), 3)
                for g, c in together.items()}
        best = max(together, default=None,
                   key=lambda g: (dice[g], -distance[g] / together[g], g))
        if best is None:
            continue
        proposal = Proposal(entries[key], written[best].most_common(1)[0][0],
                            together[best], n, dice[best])
        if proposal.share >= share:
            out.append(proposal)
    return sorted(out, key=lambda p: (p.entry.en.lower(), p.entry.key))
