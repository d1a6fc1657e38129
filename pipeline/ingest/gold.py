"""Gold annotations: one row per known error, for evaluation."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from ..errors import PipelineError, text_lines

GOLD_COLUMNS = ("doc", "en_index", "category", "severity", "expected", "found", "note")


@dataclass(frozen=True)
class Annotation:
    doc: str
    en_index: int
    category: str
    severity: str
    expected: str
    found: str
    note: str
    line: int


def _reader(path: Path, required: tuple[str, ...]) -> csv.DictReader:
    """The rows of a gold CSV, once its required columns are known to be there."""
    reader = csv.DictReader(text_lines(path.read_text(encoding="utf-8-sig")))
    missing = [c for c in required if c not in (reader.fieldnames or [])]
    if missing:
        raise PipelineError("E140", f"missing column(s) {', '.join(missing)}", str(path), 1)
    return reader


def read_gold(path: Path) -> list[Annotation]:
    reader = _reader(path, GOLD_COLUMNS[:4])
    out = []
    for row in reader:
        try:
            index = int(row["en_index"])
        except (TypeError, ValueError):
            raise PipelineError("E140", f"en_index {row['en_index']!r} is not a number",
                                str(path), reader.line_num) from None
        out.append(Annotation(row["doc"], index, row["category"], row["severity"],
                              row.get("expected") or "", row.get("found") or "",
                              row.get("note") or "", reader.line_num))
    return out


MEANING_COLUMNS = ("id", "en", "fr", "label", "kind", "note")
MEANING_KINDS = ("ok", "negation", "modality", "quantifier", "possessor", "object", "content",
                 "condition")


@dataclass(frozen=True)
class MeaningRow:
    """A pair of the meaning evaluation set: a faithful translation (label ok) or one
    whose terms are right and whose meaning is not (label error, kind of error)."""

    id: str
    en: str
    fr: str
    label: str
    kind: str
    note: str
    line: int


def read_meaning(path: Path) -> list[MeaningRow]:
    reader = _reader(path, MEANING_COLUMNS[:5])
    out = []
    for row in reader:
        label, kind = row["label"], row["kind"]
        if label not in ("ok", "error") or kind not in MEANING_KINDS or (
                (label == "ok") != (kind == "ok")):
            raise PipelineError("E140", f"label {label!r} and kind {kind!r} do not go "
                                f"together (kinds: {', '.join(MEANING_KINDS)})", str(path),
                                reader.line_num)
        out.append(MeaningRow(row["id"], row["en"], row["fr"], label, kind,
                              row.get("note") or "", reader.line_num))
    return out


MANIFEST_COLUMNS = ("doc", "en_index", "label", "style")


@dataclass(frozen=True)
class ManifestRow:
    doc: str
    en_index: int
    label: str  # error | minor | ok
    style: str  # close | free


def read_manifest(path: Path) -> list[ManifestRow]:
    """A blind set's list of every ruling: its label (error, minor, ok) and the style of
    its translation (close to the English, or freely restructured)."""
    reader = _reader(path, MANIFEST_COLUMNS)
    out = []
    for row in reader:
        if row["label"] not in ("error", "minor", "ok") or row["style"] not in ("close", "free"):
            raise PipelineError("E140", f"label {row['label']!r} or style {row['style']!r} "
                                "unknown (labels: error, minor, ok; styles: close, free)",
                                str(path), reader.line_num)
        try:
            index = int(row["en_index"])
        except ValueError:
            raise PipelineError("E140", f"en_index {row['en_index']!r} is not a number",
                                str(path), reader.line_num) from None
        out.append(ManifestRow(row["doc"], index, row["label"], row["style"]))
    return out
