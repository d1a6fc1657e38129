"""report.xlf: the flagged rulings as XLIFF 2.0, for review in a CAT tool.

One ``file`` per page (or table) and one ``unit`` per flagged ruling: the English as
source, the translation as target, each finding as a ``note`` and, on the target, the
French span of each finding inside an ``mrk`` carrying W3C ITS 2.0 Localization Quality
Issue attributes. Attributes in the ``urn:rulings-qa:xliff`` namespace name the ruling and
fingerprint both texts, so ``rulingqa import-fixes`` can tell an edited target from an
untouched one and refuse a unit whose English has changed since the export.

Characters XML 1.0 cannot carry (C0 controls, U+FFFE, U+FFFF) are written as XLIFF
``cp`` elements, so any corpus text gives a well-formed file.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from itertools import groupby

from ..ingest.exchange import RQ_NS
from ..models import Finding, MqmCategory, Severity, content_hash
from ..run import Result, RunResult
from ..score.mqm import REVIEW
from .rows import CHECK_ORDER

XLIFF_NS = "urn:oasis:names:tc:xliff:document:2.0"
ITS_NS = "http://www.w3.org/2005/11/its"
MTC_NS = "urn:oasis:names:tc:xliff:matches:2.0"  # the Translation Candidates module
PREFIXES = {ITS_NS: "its", RQ_NS: "rq", MTC_NS: "mtc"}  # literal prefixes in the tree
ORIGIN = "rulings-qa"

# ITS 2.0 Localization Quality Issue types for our MQM categories.
ITS_TYPE = {
    MqmCategory.TERMINOLOGY: "terminology",
    MqmCategory.ACCURACY_MISTRANSLATION: "mistranslation",
    MqmCategory.ACCURACY_OMISSION: "omission",
    MqmCategory.ACCURACY_ADDITION: "addition",
    MqmCategory.ACCURACY_UNTRANSLATED: "untranslated",
    MqmCategory.LOCALE_CONVENTION: "locale-violation",
    MqmCategory.STYLE: "style",
    MqmCategory.OTHER: "other",
}
ITS_SEVERITY = {Severity.MINOR: "25", Severity.MAJOR: "60", Severity.CRITICAL: "100"}
NOTE_PRIORITY = {Severity.CRITICAL: "1", Severity.MAJOR: "2", Severity.MINOR: "5"}
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _q(ns: str, name: str) -> str:
    return f"{PREFIXES[ns]}:{name}" if ns in PREFIXES else name


def _add_text(parent: ET.Element, piece: str) -> None:
    if len(parent):
        parent[-1].tail = (parent[-1].tail or "") + piece
    else:
        parent.text = (parent.text or "") + piece


def _append(parent: ET.Element, text: str) -> None:
    """Add text at the end of parent; characters XML cannot hold become <cp hex=…/>."""
    at = 0
    for m in NOT_XML.finditer(text):
        _add_text(parent, text[at:m.start()])
        ET.SubElement(parent, _q(XLIFF_NS, "cp"), hex=f"{ord(m.group()):04X}")
        at = m.end()
    _add_text(parent, text[at:])


STRUCTURE = frozenset(_q(XLIFF_NS, n) for n in ("xliff", "file", "unit", "notes", "segment"))


def _indent(node: ET.Element, level: int = 0) -> None:
    """Line breaks between structural elements only: inside source, target and note every
    character is content."""
    if node.tag not in STRUCTURE or not len(node):
        return
    inner = "\n" + " " * (level + 1)
    node.text = inner
    for child in node:
        _indent(child, level + 1)
        child.tail = inner
    node[-1].tail = "\n" + " " * level


def _note_text(f: Finding) -> str:
    parts = [f"{f.severity.value} · {f.check_id} ({f.mqm.value}): {f.message}"]
    if f.expected:
        parts.append(f"expected: {f.expected}")
    if f.found:
        parts.append(f"found: {f.found}")
    if f.waiver is not None:
        parts.append(f"waived ({f.waiver.decision}): {f.waiver.reason}")
    return " — ".join(parts)


def _marked(findings: list[Finding], length: int) -> list[Finding]:
    """Findings with a target span, left to right, none overlapping an earlier one (XLIFF
    markers nest and cannot cross); the notes still list every finding."""
    out: list[Finding] = []
    end = 0
    for f in sorted((f for f in findings if f.fr_span and f.waiver is None),
                    key=lambda f: (f.fr_span[0], -f.fr_span[1])):
        start, stop = f.fr_span
        if start >= end and 0 <= start < stop <= length:
            out.append(f)
            end = stop
    return out


def _target(parent: ET.Element, text: str, findings: list[Finding]) -> None:
    target = ET.SubElement(parent, _q(XLIFF_NS, "target"))
    at = 0
    for n, f in enumerate(_marked(findings, len(text)), start=1):
        start, stop = f.fr_span
        _append(target, text[at:start])
        mrk = ET.SubElement(target, _q(XLIFF_NS, "mrk"), {
            "id": f"m{n}", "type": "its:any",
            _q(ITS_NS, "locQualityIssueType"): ITS_TYPE.get(f.mqm, "other"),
            _q(ITS_NS, "locQualityIssueSeverity"): ITS_SEVERITY[f.severity],
            _q(ITS_NS, "locQualityIssueComment"): NOT_XML.sub(" ", _note_text(f)),
        })
        _append(mrk, text[start:stop])
        at = stop
    _append(target, text[at:])


def _unit(parent: ET.Element, r: Result) -> None:
    pair = r.pair
    attrs = {"id": f"u{pair.en.index}", "name": f"{pair.doc} #{pair.en.index}",
             _q(RQ_NS, "doc"): pair.doc, _q(RQ_NS, "index"): str(pair.en.index),
             _q(RQ_NS, "ruling"): pair.en.ruling_id}
    if pair.en.source:
        attrs[_q(RQ_NS, "source")] = pair.en.source
    if pair.fr is not None:
        attrs[_q(RQ_NS, "target")] = content_hash(pair.fr.text)
    unit = ET.SubElement(parent, _q(XLIFF_NS, "unit"), attrs)
    if r.fr_suggested:
        # the translation with every suggested correction applied, as a candidate the
        # CAT tool offers for the segment (accepted with one key)
        matches = ET.SubElement(unit, _q(MTC_NS, "matches"))
        match = ET.SubElement(matches, _q(MTC_NS, "match"), {
            "id": "c1", "ref": "#s1", "type": "other", "origin": ORIGIN,
            "subType": "rq:corrected"})
        _append(ET.SubElement(match, _q(XLIFF_NS, "source")), pair.en.text)
        _append(ET.SubElement(match, _q(XLIFF_NS, "target")), r.fr_suggested)
    findings = sorted(r.findings, key=lambda f: (f.fr_span or (10**9, 0),
                                                  CHECK_ORDER.get(f.check_id, 99)))
    if findings:
        notes = ET.SubElement(unit, _q(XLIFF_NS, "notes"))
        for n, f in enumerate(findings, start=1):
            note = ET.SubElement(notes, _q(XLIFF_NS, "note"), {
                "id": f"n{n}", "category": f.check_id, "priority": NOTE_PRIORITY[f.severity],
                "appliesTo": "target" if f.fr_span else "source"})
            _append(note, _note_text(f))
    segment = ET.SubElement(unit, _q(XLIFF_NS, "segment"), id="s1",
                            state="translated" if pair.fr is not None else "initial")
    _append(ET.SubElement(segment, _q(XLIFF_NS, "source")), pair.en.text)
    if pair.fr is not None:
        _target(segment, pair.fr.text, r.findings)


DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
_INSIDE = "\ue000"  # stands for the root's content while its tags are serialised


def xliff_pieces(run: RunResult) -> Iterator[str]:
    """The document in pieces, one ``file`` (flagged rulings of one page) at a time."""
    root = ET.Element(_q(XLIFF_NS, "xliff"), {
        "xmlns": XLIFF_NS, "xmlns:its": ITS_NS, "xmlns:rq": RQ_NS, "xmlns:mtc": MTC_NS,
        "version": "2.0", "srcLang": "en", "trgLang": run.lang, _q(ITS_NS, "version"): "2.0"})
    flagged = (r for r in run.by_position() if r.pair.en is not None and r.score.status == REVIEW)
    pending: ET.Element | None = None
    for k, (doc, results) in enumerate(groupby(flagged, key=lambda r: r.pair.doc), start=1):
        file_node = ET.Element(_q(XLIFF_NS, "file"), id=f"f{k}", original=doc)
        for r in results:
            _unit(file_node, r)
        _indent(file_node, 1)
        if pending is None:
            root.text = _INSIDE
            start = ET.tostring(root, encoding="unicode").split(_INSIDE)[0]
            yield DECLARATION + start + "\n "
        else:
            pending.tail = "\n "
            yield ET.tostring(pending, encoding="unicode")
        pending = file_node
    if pending is None:  # nothing flagged: an empty document
        yield DECLARATION + ET.tostring(root, encoding="unicode") + "\n"
        return
    pending.tail = "\n"
    yield ET.tostring(pending, encoding="unicode")
    yield f"</{root.tag}>\n"

