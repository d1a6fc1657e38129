"""``rulingqa glossary validate``: what is wrong or doubtful in a glossary, by file and line."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from ..analysis import PARENTHESES, Context, anchor_present
from ..errors import PipelineError
from .model import Entry, Glossary, repeats

PATTERN_CHARS = re.compile(r"[*?\[\]{}^$\\<>]")
MAX_TERM_CHARS = 100
MIN_OCCURRENCES = 10
LOW_RATE = 0.5

ERROR, WARNING = "error", "warning"


@dataclass(frozen=True)
class Problem:
    level: str
    code: str
    message: str
    path: str = ""
    line: int = 0

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}: " if self.path else ""
        return f"{where}{self.level} {self.code} {self.message}"


def from_error(exc: PipelineError) -> Problem:
    return Problem(ERROR, exc.code, exc.message, exc.path or "", exc.line or 0)


def structural(glossary: Glossary, ctx: Context) -> list[Problem]:
    problems: list[Problem] = []
    for e, earlier in repeats(glossary.entries):
        if e.learnt and not earlier.learnt:
            continue  # a learnt row yields to a written one (model.load_run_glossary)
        if set(earlier.target) == set(e.target):
            problems.append(Problem(WARNING, "G201", f"{e.en!r} repeats line {earlier.line}",
                                    e.path, e.line))
        else:
            problems.append(Problem(
                ERROR, "G202", f"{e.en!r} conflicts with line {earlier.line}: "
                f"{'|'.join(e.target)} against {'|'.join(earlier.target)}", e.path, e.line))
    by_keys: dict[tuple, list[Entry]] = defaultdict(list)
    for e in glossary.entries:
        where = {"path": e.path, "line": e.line}
        both = set(e.target) & set(e.forbidden + e.outdated)
        if both:
            problems.append(Problem(ERROR, "G203", f"{e.en!r}: {sorted(both)} both accepted "
                                    "and forbidden or outdated", **where))
        if PATTERN_CHARS.search(e.en) or len(e.en) > MAX_TERM_CHARS or not any(
                c.isalpha() for c in e.en):
            problems.append(Problem(WARNING, "G204", f"{e.en[:60]!r} looks like a pattern or "
                                    "is not a term; it is matched literally", **where))
        keys = ctx.src.keys(e.en) if e.kind == "term" else tuple(
            t.text for t in ctx.src.tokens(e.en))
        if not keys:
            problems.append(Problem(ERROR, "G205", f"{e.en!r} never matches: no words",
                                    **where))
        elif e.kind == "term" and e.context.empty:
            by_keys[keys].append(e)
    for same in by_keys.values():
        for e in same[1:]:
            if e.en.casefold() != same[0].en.casefold():
                problems.append(Problem(
                    WARNING, "G206", f"{e.en!r} has the same English lemmas as "
                    f"{same[0].en!r} (line {same[0].line}); both apply wherever one does",
                    e.path, e.line))
    return problems


def rendering_counts(ctx: Context, pairs: Iterable[tuple[str, str]], outdated: bool = False
                     ) -> tuple[dict[str, int], dict[str, int]]:
    """For each glossary entry (by key): in how many of ``pairs`` the English has it, and
    in how many of those the translation shows one of its accepted forms (or, with
    ``outdated``, one of its outdated official forms: what older prints said)."""
    by_year = rendering_counts_by_year(ctx, ((en, fr, "") for en, fr in pairs), outdated)
    return ({k: sum(c.values()) for k, c in by_year[0].items()},
            {k: sum(c.values()) for k, c in by_year[1].items()})


def recent_years(years: Counter, since: str, least: int) -> list[str]:
    """The years (of a term's texts, counted by year) from ``since`` on, reaching back a
    year at a time while they hold fewer than ``least`` texts: today's usage, on enough
    texts."""
    out: list[str] = []
    n = 0
    for year in sorted(years, reverse=True):
        if year < since and n >= least:
            break
        out.append(year)
        n += years[year]
    return out


def recent_counts(seen: dict[str, Counter], rendered: dict[str, Counter], since: str,
                  least: int) -> tuple[dict[str, int], dict[str, int]]:
    """Counts over each term's ``recent_years``."""
    out_seen: dict[str, int] = {}
    out_rendered: dict[str, int] = {}
    for key, years in seen.items():
        window = recent_years(years, since, least)
        out_seen[key] = sum(years[y] for y in window)
        out_rendered[key] = sum(rendered[key][y] for y in window)
    return out_seen, out_rendered


def rendering_counts_by_year(ctx: Context, pairs: Iterable[tuple[str, str, str]],
                             outdated: bool = False
                             ) -> tuple[dict[str, Counter], dict[str, Counter]]:
    """``rendering_counts`` of (English, translation, year) rows, by year.

    Where the English word may be either of two senses (counter: « marqueur » or
    « contrecarrer ») and the text renders one of them, the other is not counted as
    missing there: the text used the sense it renders."""
    seen: dict[str, Counter] = defaultdict(Counter)
    rendered: dict[str, Counter] = defaultdict(Counter)
    for en_text, fr_text, year in pairs:
        en, fr = ctx.source(en_text), None
        # reminder text one side has and the other not (a print leaves it out) says
        # nothing of how the term is rendered, as term-missing excuses it in card texts
        asides = ([m.span() for m in PARENTHESES.finditer(en_text)]
                  if en_text.count("(") != fr_text.count("(") else [])
        found = {e.key: e for m in en.terms if not _inside(en.span(m), asides)
                 for e in m.payloads}
        found.update((m.payloads[0].key, m.payloads[0]) for m in en.cards)
        alone = {m.payloads[0].key for m in en.terms if len(m.payloads) == 1}
        siblings: dict[str, set[str]] = defaultdict(set)
        for m in en.terms:
            for e in m.payloads:
                siblings[e.key].update(o.key for o in m.payloads if o.key != e.key)
        shown: dict[str, bool] = {}
        for key, entry in found.items():
            fr = fr or ctx.target(fr_text)
            forms = list(ctx.expected_keys(entry))
            if outdated:
                forms += [k for f in entry.outdated for k in ctx.tgt.key_variants(f)]
            shown[key] = anchor_present(tuple(forms), fr)
        for key, here in shown.items():
            if not here and key not in alone and any(shown.get(o) for o in siblings[key]):
                continue  # the other sense, rendered
            seen[key][year] += 1
            rendered[key][year] += here
    return seen, rendered


def _inside(span: tuple[int, int], asides: list[tuple[int, int]]) -> bool:
    return any(a <= span[0] and span[1] <= b for a, b in asides)


def against_pairs(glossary: Glossary, ctx: Context, pairs: list[tuple[str, str]],
                  source: str) -> list[Problem]:
    """Terms that never match the English of ``pairs``, or whose official forms are rarely
    found in the translations where they do."""
    seen, rendered = rendering_counts(ctx, pairs)
    problems = []
    for e in glossary.terms:
        n = seen.get(e.key, 0)
        if n == 0:
            problems.append(Problem(WARNING, "G207", f"{e.en!r} never matches in {source}",
                                    e.path, e.line))
        elif n >= MIN_OCCURRENCES and rendered[e.key] / n < LOW_RATE:
            problems.append(Problem(
                WARNING, "G208", f"{e.en!r}: {'|'.join(e.target)} found in only "
                f"{rendered[e.key]} of {n} translations in {source}", e.path, e.line))
    return problems
