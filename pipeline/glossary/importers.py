"""Card names from card databases: one glossary entry per card face, the most recent
printing's name winning, every disagreement between printings reported."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..ingest.cards import Printing
from .model import Entry


@dataclass(frozen=True)
class Conflict:
    en: str
    chosen: str
    others: tuple[tuple[str, str], ...]  # (name, where) of the disagreeing printings


@dataclass
class CardImport:
    entries: list[Entry] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    printings: int = 0
    without_name: int = 0


def _where(p: Printing) -> str:
    if p.set_code or p.released:
        return " ".join(x for x in (p.set_code, p.released) if x)
    return f"line {p.source_line}" if p.source_line else "?"


def import_cards(printings: Iterable[Printing]) -> CardImport:
    result = CardImport()
    by_name: dict[str, list[tuple[int, Printing]]] = defaultdict(list)
    for order, p in enumerate(printings):
        result.printings += 1
        if not p.name.strip() or not p.name_en.strip():
            result.without_name += 1
            continue
        by_name[p.name_en.strip()].append((order, p))
    for en in sorted(by_name):
        # Most recent first; a printing that only repeats the English name (a timeshifted
        # or untranslated reprint) loses to any that translates it.
        ranked = sorted(by_name[en], key=lambda item: (
            item[1].name.strip() != en, item[1].released, item[0]))
        chosen = ranked[-1][1]
        name = chosen.name.strip()
        others: dict[str, str] = {}
        for _, p in ranked:
            other = p.name.strip()
            if other.casefold() != name.casefold() and other not in others:
                others[other] = _where(p)
        note = f"from {_where(chosen)}"
        if name == en:
            note += "; same as the English name"
        if others:
            conflict = Conflict(en, name, tuple(others.items()))
            result.conflicts.append(conflict)
            note += "; other printings: " + ", ".join(f"{n} ({w})" for n, w in others.items())
        result.entries.append(Entry("card", en, (name,), note=note))
    return result
