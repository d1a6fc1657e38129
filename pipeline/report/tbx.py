"""A glossary written as TBX (ISO 30042, TBX-Basic dialect), for CAT tools."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from ..glossary.context import format_context
from ..glossary.model import Entry
from ..ingest.tbx import CARD_SUBJECT, FORBIDDEN_STATUS, OUTDATED_STATUS
from .atomic import write_text

PREFERRED, ADMITTED = "preferredTerm-admn-sts", "admittedTerm-admn-sts"


def _context(entry: Entry) -> str:
    return format_context(entry.context)


def _term(text: str, status: str, context: str = "") -> str:
    extra = f'<descrip type="context">{escape(context)}</descrip>' if context else ""
    return (f"<termSec><term>{escape(text)}</term>"
            f'<termNote type="administrativeStatus">{status}</termNote>{extra}</termSec>')


def to_tbx(entries: Iterable[Entry], lang: str) -> str:
    concepts = []
    for k, e in enumerate(entries, start=1):
        subject = CARD_SUBJECT if e.kind == "card" else "game term"
        targets = [_term(t, PREFERRED if i == 0 else ADMITTED) for i, t in enumerate(e.target)]
        targets += [_term(t, FORBIDDEN_STATUS) for t in e.forbidden]
        targets += [_term(t, OUTDATED_STATUS) for t in e.outdated]
        note = f"<note>{escape(e.note)}</note>" if e.note else ""
        concepts.append(
            f'<conceptEntry id="c{k}"><descrip type="subjectField">{subject}</descrip>{note}'
            f'<langSec xml:lang="en">{_term(e.en, PREFERRED, _context(e))}</langSec>'
            f"<langSec xml:lang={quoteattr(lang)}>{''.join(targets)}</langSec></conceptEntry>")
    body = "\n".join(concepts)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">\n'
            "<tbxHeader><fileDesc><sourceDesc><p>rulings-qa glossary</p></sourceDesc>"
            "</fileDesc></tbxHeader>\n<text><body>\n" + body + "\n</body></text></tbx>\n")


def write_tbx(path: Path, entries: Iterable[Entry], lang: str) -> None:
    write_text(path, to_tbx(entries, lang))
