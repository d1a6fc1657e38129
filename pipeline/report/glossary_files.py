"""Glossary files written by the importers: cards.csv / terms.csv in the shipped format."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..glossary.model import Entry
from .csvout import write_csv


def write_glossary_csv(path: Path, entries: Iterable[Entry], lang: str,
                       with_outdated: bool = False) -> None:
    columns = ["en", lang, "forbidden"] + (["outdated"] if with_outdated else []) + ["note"]
    rows = []
    for e in entries:
        row = {"en": e.en, lang: "|".join(e.target), "forbidden": "|".join(e.forbidden),
               "note": e.note}
        if with_outdated:
            row["outdated"] = "|".join(e.outdated)
        rows.append(row)
    write_csv(path, columns, rows, raw=True)  # data for programs, not a spreadsheet
