"""XML exchange files (TBX, TMX, XLIFF) parsed safely.

defusedxml refuses a document type that declares entities (billion laughs, external
entities), so nothing is ever expanded or fetched; a malformed file is reported with
its line.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import parse

from ..errors import PipelineError

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def local(tag: str) -> str:
    """The tag's name without its namespace."""
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def parse_xml(path: Path) -> Element:
    """The root element; E160 (with line) for malformed XML, E161 for entity tricks."""
    try:
        return parse(str(path)).getroot()
    except ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else None
        raise PipelineError("E160", f"malformed XML: {exc}", str(path), line) from None
    except DefusedXmlException as exc:
        raise PipelineError("E161", f"refused: {type(exc).__name__} (entities are never "
                            "expanded)", str(path)) from None
    except UnicodeDecodeError as exc:
        raise PipelineError("E160", f"malformed XML: not in its declared encoding ({exc.reason} "
                            f"at byte offset {exc.start})", str(path)) from None


def lang_of(node: Element) -> str:
    """The primary language subtag of xml:lang (or lang), lower-cased: fr-FR -> fr."""
    value = node.get(XML_LANG) or node.get("lang") or ""
    return value.replace("_", "-").split("-")[0].lower()
