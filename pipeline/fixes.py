"""``rulingqa import-fixes``: corrected translations from a reviewed report.xlf become the
reference translations of the corpus (reference/ pages) or of a bilingual table (its
``ref`` column).

A unit is imported when its target differs from the translation that was exported, or
when the reviewer set its state to reviewed or final. It is refused, with the reason,
when its English ruling is no longer in the input (the English changed since the
export): a fix is only ever attached to the text it was made for.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

from .errors import PipelineError, text_lines
from .ingest.corpus import reference_dir
from .ingest.exchange import EXCHANGE_SUFFIXES, Unit, read_xliff
from .ingest.pages import LOOKS_LIKE_DATE, Page, format_page, read_page
from .ingest.tables import Columns, read_table
from .models import Ruling, content_hash
from .report.atomic import write_text
from .report.tables import write_table

APPROVED_STATES = ("reviewed", "final")


@dataclass
class FixReport:
    imported: list[str] = field(default_factory=list)  # "doc #index"
    unchanged: int = 0
    refused: list[str] = field(default_factory=list)  # "doc #index: reason"
    written: list[Path] = field(default_factory=list)


@dataclass
class Fix:
    doc: str
    index: int
    ruling: str  # content hash of the English ruling the fix was made for
    text: str

    @property
    def label(self) -> str:
        return f"{self.doc} #{self.index}"


def _page_text(text: str) -> str:
    """The target as a page entry: lines trimmed, blank lines dropped (a blank line or a
    leading space means nothing on a page); every other character kept, NBSP included."""
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


def _fixes(units: list[Unit], path: Path, report: FixReport) -> list[Fix]:
    fixes: dict[tuple[str, str], Fix] = {}
    for unit in units:
        doc, index, ruling = unit.attrs.get("doc", unit.file), unit.attrs.get("index"), \
            unit.attrs.get("ruling")
        if not index or not ruling or not index.isdigit():
            raise PipelineError("E125", f"unit {unit.id!r} was not exported by rulingqa "
                                "(no rq:index/rq:ruling)", str(path))
        fix = Fix(doc, int(index), ruling, _page_text(unit.target or ""))
        if not fix.text:
            if unit.attrs.get("target"):  # a translation was exported and has been erased
                report.refused.append(f"{fix.label}: the target is empty")
            else:  # a missing translation, still missing
                report.unchanged += 1
            continue
        edited = content_hash(fix.text) != unit.attrs.get("target")
        if not edited and unit.state not in APPROVED_STATES:
            report.unchanged += 1
            continue
        if any(LOOKS_LIKE_DATE.match(line) for line in fix.text.split("\n")):
            report.refused.append(f"{fix.label}: a line of the target reads as a date line")
            continue
        if (doc, ruling) in fixes and fixes[doc, ruling].text != fix.text:
            raise PipelineError("E125", f"two different fixes for {fix.label}", str(path))
        fixes[doc, ruling] = fix
    return list(fixes.values())


def _find(fix: Fix, english: list[str], report: FixReport) -> int | None:
    """0-based position of the English ruling the fix was made for, preferring its index."""
    hashes = [content_hash(t) for t in english]
    places = [k for k, h in enumerate(hashes) if h == fix.ruling]
    if not places:
        report.refused.append(f"{fix.label}: its English ruling is no longer in the input "
                              "(changed since the export)")
        return None
    return fix.index - 1 if fix.index - 1 in places else places[0]


def _into_corpus(fixes: list[Fix], root: Path, lang: str, encoding: str, report: FixReport,
                 align=None) -> None:
    for doc in sorted({f.doc for f in fixes}):
        en_path = root / "en" / f"{doc}.txt"
        if "/" in doc or "\\" in doc or doc.startswith(".") or not en_path.is_file():
            report.refused += [f"{f.label}: no English page {doc}.txt" for f in fixes
                               if f.doc == doc]
            continue
        en = read_page(en_path, encoding)
        ref_path = reference_dir(root, lang) / f"{doc}.txt"
        reference = read_page(ref_path, encoding) if ref_path.is_file() else None
        texts = _reference_by_index(en, reference, align)
        changed = False
        for fix in (f for f in fixes if f.doc == doc):
            k = _find(fix, [r.text for r in en.rulings], report)
            if k is None:
                continue
            if texts.get(k + 1) == fix.text:
                report.unchanged += 1  # already the reference
                continue
            texts[k + 1] = fix.text
            report.imported.append(fix.label)
            changed = True
        if changed:
            rulings = [Ruling(doc, r.index, texts[r.index], r.date, r.source)
                       for r in en.rulings if r.index in texts]
            header = reference.header if reference else en.header
            write_text(ref_path, format_page(header, rulings))
            report.written.append(ref_path)


def _reference_by_index(en: Page, reference: Page | None, align) -> dict[int, str]:
    """English index -> approved translation, as the run reads them."""
    if reference is None:
        return {}
    if len(reference.rulings) == len(en.rulings):
        return {r.index: r.text for r in reference.rulings}
    return align(en, reference)


def _into_table(fixes: list[Fix], path: Path, columns: Columns, report: FixReport) -> None:
    if path.suffix.lower() in EXCHANGE_SUFFIXES:
        raise PipelineError("E121", "fixes go into a CSV, TSV, JSONL or Parquet table",
                            str(path))
    frame = read_table(path, columns)
    if columns.en not in frame.columns:
        raise PipelineError("E120", f"missing column {columns.en}", str(path), 1)
    if columns.reference not in frame.columns:
        frame[columns.reference] = ""
    english = [str(t) for t in frame[columns.en]]
    changed = False
    for fix in fixes:
        if fix.doc != path.stem:
            report.refused.append(f"{fix.label}: exported from another table or page")
            continue
        k = _find(fix, english, report)
        if k is None:
            continue
        frame.loc[frame.index[k], columns.reference] = fix.text
        report.imported.append(fix.label)
        changed = True
    if changed:
        write_table(path, list(frame.columns), frame.astype(str).to_dict("records"))
        report.written.append(path)


FIXES_COLUMNS = ("doc", "en_index", "ruling", "target", "translation", "findings")


def _csv_fixes(path: Path, report: FixReport) -> list[Fix]:
    """The corrections a reviewer accepted in report.html (its fixes.csv): one row per
    ruling, its translation with them applied."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PipelineError("E125", f"fixes.csv is not UTF-8 ({exc.reason})", str(path)) from None
    reader = csv.DictReader(text_lines(text))
    missing = [c for c in FIXES_COLUMNS if c not in (reader.fieldnames or [])]
    if missing:
        raise PipelineError("E125", f"not a fixes.csv of report.html: no column "
                            f"{', '.join(missing)}", str(path), 1)
    fixes: dict[tuple[str, str], Fix] = {}
    for row in reader:
        index = (row["en_index"] or "").strip()
        if not index.isdigit() or not row["ruling"]:
            raise PipelineError("E125", "a row names no ruling (en_index, ruling)", str(path),
                                reader.line_num)
        fix = Fix(row["doc"], int(index), row["ruling"], _page_text(row["translation"] or ""))
        if not fix.text:
            report.refused.append(f"{fix.label}: the corrected translation is empty")
            continue
        if any(LOOKS_LIKE_DATE.match(line) for line in fix.text.split("\n")):
            report.refused.append(f"{fix.label}: a line of the target reads as a date line")
            continue
        if (fix.doc, fix.ruling) in fixes and fixes[fix.doc, fix.ruling].text != fix.text:
            raise PipelineError("E125", f"two different fixes for {fix.label}", str(path),
                                reader.line_num)
        fixes[fix.doc, fix.ruling] = fix
    return list(fixes.values())


def import_fixes(xliff: Path, lang: str, corpus: Path | None = None, table: Path | None = None,
                 columns: Columns | None = None, encoding: str = "utf-8",
                 align=None) -> FixReport:
    """The fixes of a reviewed report.xlf, or of the fixes.csv report.html downloads,
    into the corpus's reference pages or the table's reference column."""
    report = FixReport()
    if xliff.suffix.lower() == ".csv":
        fixes = _csv_fixes(xliff, report)
    else:
        fixes = _fixes(read_xliff(xliff, lang), xliff, report)
    if corpus is not None:
        _into_corpus(fixes, corpus, lang, encoding, report, align)
    elif table is not None:
        _into_table(fixes, table, columns or Columns(target=lang), report)
    return report
