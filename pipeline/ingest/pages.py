"""Reader for the rulings site's page format.

A page is a header line, then entries: a date line (French month names,
``20 septembre 2024 · source : wotc``) followed by the ruling's text on one or more
lines. A BOM, CRLF line ends and stray blank lines are tolerated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from ..errors import PipelineError, invalid_utf8
from ..lang import fr as fr_lang
from ..models import Ruling

DATE_LINE = re.compile(
    r"^\s*(?P<day>\d{1,2})(?:er)?[ \u00a0]+(?P<month>[^\W\d_]+)[ \u00a0]+(?P<year>\d{4})"
    r"\s*[·•]\s*source\s*:\s*(?P<source>\S.*?)\s*$",
    re.IGNORECASE,
)
LOOKS_LIKE_DATE = re.compile(r"^\s*\d{1,2}(?:er)?\s+\S+\s+\d{4}\b")


@dataclass
class Page:
    doc: str
    path: str
    header: str
    rulings: list[Ruling] = field(default_factory=list)


def decode(data: bytes, path: str, encoding: str = "utf-8") -> str:
    if encoding.lower().replace("_", "-") in ("utf-8", "utf8"):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise invalid_utf8(exc, path) from None
    else:
        text = data.decode(encoding)
    nul = text.find("\x00")
    if nul >= 0:
        line = text.count("\n", 0, nul) + 1
        raise PipelineError("E106", f"NUL character at offset {nul} (UTF-16, or a binary "
                            "file?)", path, line)
    return text.replace("\ufeff", "")  # a byte order mark, at the start or pasted inside


def parse_page(text: str, doc: str, path: str, months: dict[str, int] | None = None) -> Page:
    months = months or fr_lang.MONTHS
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    page = Page(doc=doc, path=path, header="")
    current: dict | None = None
    body: list[str] = []

    def close() -> None:
        if current is None:
            return
        ruling_text = "\n".join(body).strip()
        if not ruling_text:
            raise PipelineError("E104", "entry with no text", path, current["line"])
        page.rulings.append(
            Ruling(doc=doc, index=len(page.rulings) + 1, text=ruling_text,
                   date=current["date"], source=current["source"], path=path,
                   line=current["line"])
        )

    for number, raw in enumerate(lines, start=1):
        line = raw.strip("\ufeff")
        match = DATE_LINE.match(line)
        if match:
            month = months.get(match["month"].lower())
            if month is None:
                raise PipelineError("E102", f"unknown month {match['month']!r}", path, number)
            day, year = int(match["day"]), int(match["year"])
            try:
                date(year, month, day)
            except ValueError:
                raise PipelineError("E102", f"no such date: {line.split('·')[0].strip()!r}",
                                    path, number) from None
            close()
            current = {"line": number, "date": f"{year:04d}-{month:02d}-{day:02d}",
                       "source": match["source"]}
            body = []
            continue
        if LOOKS_LIKE_DATE.match(line) and "source" in line.lower():
            raise PipelineError("E102", f"malformed date line {line.strip()!r}", path, number)
        if current is None:
            if not line.strip():
                continue
            if not page.header:
                page.header = line.strip()
                continue
            raise PipelineError("E103", "text before the first date line", path, number)
        body.append(line)
    close()
    return page


def read_page(path: Path, encoding: str = "utf-8") -> Page:
    data = path.read_bytes()
    return parse_page(decode(data, str(path), encoding), path.stem, str(path))


def format_page(header: str, rulings: list[Ruling], months: dict[str, int] | None = None) -> str:
    """A page in the site's format, the inverse of parse_page: what it writes reads back
    as the same rulings (dates, sources and texts)."""
    names: dict[int, str] = {}
    for name, number in (months or fr_lang.MONTHS).items():
        names.setdefault(number, name)  # the first spelling of each month is the canonical one
    lines = [header.strip() or "—"]
    for r in rulings:
        year, month, day = (int(x) for x in (r.date or "1970-01-01").split("-"))
        lines.append(f"{day:02d} {names[month]} {year} · source : {r.source or 'wotc'}")
        lines.append(r.text.strip())
    return "\n".join(lines) + "\n"
