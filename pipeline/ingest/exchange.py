"""Bilingual exchange files read as pairs: TMX 1.4 (and 1.1) and XLIFF 2.0 (and 1.2).

Inline markup keeps its text (XLIFF ``mrk``/``pc``/``g``, TMX ``hi``); codes carry no
translatable text and are left out (``ph``, ``sc``/``ec``, ``bpt``/``ept``/``it``/``x``);
an XLIFF 2 ``cp`` becomes its character. XLIFF 2 segments and ignorables of a unit are
joined back into the unit's text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import Element

from ..errors import PipelineError
from .xmlsafe import lang_of, local, parse_xml

EXCHANGE_SUFFIXES = (".tmx", ".xlf", ".xliff")
RQ_NS = "urn:rulings-qa:xliff"  # our attributes on exported XLIFF units
TEXT_INLINE = frozenset({"mrk", "pc", "g", "hi"})  # elements whose content is text
STATES = ("initial", "translated", "reviewed", "final")  # XLIFF 2, least advanced first


@dataclass
class Unit:
    """One translation unit of an exchange file."""

    file: str  # XLIFF file@original (or its id); the TMX file's stem
    id: str
    source: str
    target: str | None
    state: str = ""  # XLIFF 2 segment state (initial/translated/reviewed/final)
    attrs: dict[str, str] = field(default_factory=dict)  # attributes in the RQ_NS namespace


def inline_text(node: Element) -> str:
    parts = [node.text or ""]
    for child in node:
        name = local(child.tag)
        if name in TEXT_INLINE:
            parts.append(inline_text(child))
        elif name == "cp":
            try:
                parts.append(chr(int(child.get("hex", ""), 16)))
            except (ValueError, OverflowError):
                pass
        parts.append(child.tail or "")
    return "".join(parts)


def _first(node: Element, name: str) -> Element | None:
    return next((c for c in node if local(c.tag) == name), None)


def _rq_attrs(node: Element) -> dict[str, str]:
    prefix = f"{{{RQ_NS}}}"
    return {k[len(prefix):]: v for k, v in node.attrib.items() if k.startswith(prefix)}


def _check_langs(path: Path, source: str, target: str, lang: str) -> None:
    source, target = source.split("-")[0].lower(), target.split("-")[0].lower()
    if source and source != "en":
        raise PipelineError("E124", f"source language is {source!r}, not English", str(path))
    if target and lang and target != lang:
        raise PipelineError("E124", f"target language is {target!r}, not {lang!r}", str(path))


def _least(states: list[str]) -> str:
    """A unit is as far along as its least advanced segment."""
    known = [s for s in states if s in STATES]
    return min(known, key=STATES.index) if known else ""


def _xliff2_units(path: Path, root: Element, lang: str) -> list[Unit]:
    _check_langs(path, root.get("srcLang", ""), root.get("trgLang", ""), lang)
    units = []
    for file_node in (f for f in root if local(f.tag) == "file"):
        name = file_node.get("original") or file_node.get("id") or ""
        for unit in (u for u in file_node.iter() if local(u.tag) == "unit"):
            sources, targets, states, has_target = [], [], [], False
            for part in (p for p in unit if local(p.tag) in ("segment", "ignorable")):
                src, tgt = _first(part, "source"), _first(part, "target")
                sources.append(inline_text(src) if src is not None else "")
                if tgt is not None:
                    has_target = True
                    targets.append(inline_text(tgt))
                elif local(part.tag) == "ignorable":
                    targets.append(sources[-1])
                if local(part.tag) == "segment":
                    states.append(part.get("state", "initial"))
            units.append(Unit(name, unit.get("id", ""), "".join(sources),
                              "".join(targets) if has_target else None,
                              _least(states),
                              _rq_attrs(unit)))
    return units


def _xliff1_units(path: Path, root: Element, lang: str) -> list[Unit]:
    units = []
    for file_node in (f for f in root if local(f.tag) == "file"):
        _check_langs(path, file_node.get("source-language", ""),
                     file_node.get("target-language", ""), lang)
        name = file_node.get("original", "")
        for tu in (u for u in file_node.iter() if local(u.tag) == "trans-unit"):
            src, tgt = _first(tu, "source"), _first(tu, "target")
            units.append(Unit(name, tu.get("id", ""), inline_text(src) if src is not None else "",
                              inline_text(tgt) if tgt is not None else None,
                              tgt.get("state", "") if tgt is not None else "", _rq_attrs(tu)))
    return units


def read_xliff(path: Path, lang: str = "") -> list[Unit]:
    root = parse_xml(path)
    if local(root.tag) != "xliff":
        raise PipelineError("E124", f"not XLIFF: the root element is <{local(root.tag)}>",
                            str(path))
    version = root.get("version", "")
    if version.startswith("2"):
        return _xliff2_units(path, root, lang)
    if version.startswith("1"):
        return _xliff1_units(path, root, lang)
    raise PipelineError("E124", f"unknown XLIFF version {version!r} (read: 1.2, 2.0)", str(path))


def read_tmx(path: Path, lang: str) -> list[Unit]:
    root = parse_xml(path)
    if local(root.tag) != "tmx":
        raise PipelineError("E124", f"not TMX: the root element is <{local(root.tag)}>", str(path))
    header = _first(root, "header")
    if header is not None:
        _check_langs(path, header.get("srclang", "") if header.get("srclang") != "*all*" else "",
                     "", lang)
    body = _first(root, "body")
    units = []
    for n, tu in enumerate((t for t in (body if body is not None else []) if local(t.tag) == "tu"),
                           start=1):
        texts: dict[str, str] = {}
        for tuv in (v for v in tu if local(v.tag) == "tuv"):
            seg = _first(tuv, "seg")
            if seg is not None:
                texts.setdefault(lang_of(tuv), inline_text(seg))
        units.append(Unit(path.stem, tu.get("tuid") or str(n), texts.get("en", ""),
                          texts.get(lang)))
    return units


def read_exchange(path: Path, lang: str) -> list[Unit]:
    """The units of a TMX or XLIFF file, chosen by its extension."""
    if path.suffix.lower() == ".tmx":
        return read_tmx(path, lang)
    return read_xliff(path, lang)
