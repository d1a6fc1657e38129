"""TBX termbases (TBX v3 ``conceptEntry``/``langSec``/``termSec`` and TBX v2 ``martif``
``termEntry``/``langSet``/``tig``) read into glossary entries.

XML is parsed with defusedxml: a document type with entities (billion laughs, external
entities) is refused, never expanded.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree.ElementTree import Element

from ..errors import PipelineError
from ..glossary.context import parse_context
from ..glossary.model import Entry
from .xmlsafe import lang_of, local, parse_xml

CARD_SUBJECT = "card name"
ACCEPTED_STATUS = ("preferredTerm-admn-sts", "admittedTerm-admn-sts", "")
FORBIDDEN_STATUS = "deprecatedTerm-admn-sts"
OUTDATED_STATUS = "supersededTerm-admn-sts"


def _children(node: Element, *names: str) -> list[Element]:
    return [c for c in node if local(c.tag) in names]


def _descrip(node: Element, kind: str) -> str:
    for c in node.iter():
        if local(c.tag) in ("descrip", "termNote") and c.get("type") == kind:
            return (c.text or "").strip()
    return ""


def _terms(lang_sec: Element) -> list[tuple[str, str, str]]:
    """(term, administrative status, context) of each term of a language section."""
    out = []
    for term_sec in _children(lang_sec, "termSec", "tig", "ntig"):
        term = next((t for t in term_sec.iter() if local(t.tag) == "term"), None)
        if term is None or not (term.text or "").strip():
            continue
        out.append((term.text.strip(), _descrip(term_sec, "administrativeStatus"),
                    _descrip(term_sec, "context")))
    return out


def read_tbx(path: Path, lang: str) -> list[Entry]:
    root = parse_xml(path)
    entries: list[Entry] = []
    for number, concept in enumerate(
            (e for e in root.iter() if local(e.tag) in ("conceptEntry", "termEntry")), 1):
        sections = {lang_of(s): s for s in _children(concept, "langSec", "langSet")}
        source, target = sections.get("en"), sections.get(lang)
        if source is None or target is None:
            continue
        en_terms = _terms(source)
        if not en_terms:
            continue
        en, _, context = en_terms[0]
        tgt = _terms(target)
        accepted = tuple(t for t, status, _ in tgt if status in ACCEPTED_STATUS)
        if not accepted:
            raise PipelineError("E131", f"entry {en!r} has no accepted {lang} term",
                                str(path), None)
        kind = "card" if _descrip(concept, "subjectField") == CARD_SUBJECT else "term"
        note = " ".join((n.text or "").strip() for n in _children(concept, "note"))
        entries.append(Entry(
            kind, en, accepted,
            forbidden=tuple(t for t, status, _ in tgt if status == FORBIDDEN_STATUS),
            outdated=tuple(t for t, status, _ in tgt if status == OUTDATED_STATUS),
            note=note, path=str(path), line=number,
            context=parse_context(context, str(path), number)))
    return entries
