"""Card databases: MTGJSON (AllPrintings / AtomicCards JSON, and the flat per-language TSV
of its foreignData) and Forge's cardnames-<lang>.txt. Each yields Printings: one card face
in one printing, with its English and target names and texts."""

from __future__ import annotations

import csv
import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..errors import PipelineError, invalid_utf8, text_lines

csv.field_size_limit(16 * 1024 * 1024)

_ESCAPES = re.compile(r"\\(.)")
_ESCAPED = {"n": "\n", "t": "\t", "\\": "\\"}
# Where a translation's lines were run together (MTGJSON's foreign texts lost the line
# breaks of whole sets: « VolToucheterre — À chaque fois… », « …sur elle.-3 : … »): a
# lower-case letter or a sentence's end straight before what starts a line (a capital, a
# symbol, a loyalty cost, a bullet), or a symbol straight before a capital.
_LOWER, _UPPER = "a-zß-öø-ÿā-ž", "A-ZÀ-ÖØ-ÞĀ-Ž"
_JOINED = re.compile(rf"(?<=[{_LOWER}])(?=[{_UPPER}{{•])"
                     rf"|(?<=[.)\]»!?])(?=[{_UPPER}{{•]|[-−+]\d)"
                     rf"|(?<=}})(?=[{_UPPER}•])")


@dataclass(frozen=True)
class Printing:
    name_en: str
    name: str  # target-language name ("" when the printing has none)
    set_code: str = ""
    released: str = ""  # ISO date; "" when unknown (Forge)
    layout: str = "normal"
    text_en: str = ""
    text: str = ""
    uid: str = ""
    source_line: int = 0


def unescape(cell: str) -> str:
    """The TSV's escapes: \\n a line break, \\t a tab, \\\\ a backslash."""
    return _ESCAPES.sub(lambda m: _ESCAPED.get(m.group(1), m.group(0)), cell)


def line_breaks_restored(text_en: str, text: str) -> str:
    """``text`` with a line break wherever its lines were run together, when it has fewer
    lines than the English it translates (as the data carries it); else as it is."""
    if text.count("\n") >= text_en.count("\n"):
        return text
    return "\n".join(_JOINED.sub("\n", line) for line in text.split("\n"))


def _tsv(path: Path, need: tuple[str, ...]) -> csv.DictReader:
    """A UTF-8 TSV table with a header holding the columns ``need`` (else E150)."""
    try:
        lines = text_lines(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        raise invalid_utf8(exc, str(path)) from None
    reader = csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    missing = [c for c in need if c not in (reader.fieldnames or [])]
    if missing:
        raise PipelineError("E150", f"missing column(s) {', '.join(missing)}", str(path), 1)
    return reader


def read_mtgjson_tsv(path: Path, lang: str) -> Iterator[Printing]:
    """cards-en-<lang>.tsv: one row per printing face with the target-language data."""
    reader = _tsv(path, ("name_en", f"name_{lang}", "text_en", f"text_{lang}",
                         "set_release_date"))
    for row in reader:
        yield Printing(
            name_en=unescape(row["name_en"]), name=unescape(row[f"name_{lang}"] or ""),
            set_code=row.get("set_code", ""), released=row["set_release_date"],
            layout=row.get("layout", "normal") or "normal", text_en=unescape(row["text_en"]),
            text=line_breaks_restored(unescape(row["text_en"]), unescape(row[f"text_{lang}"] or "")),
            uid=row.get("mtgjson_uuid", ""),
            source_line=reader.line_num)


def _json_cards(data: dict) -> Iterator[tuple[dict, str, str]]:
    """(card, set code, release date) from AllPrintings ({set: {cards}}) or AtomicCards."""
    body = data.get("data", data)
    for key, value in body.items():
        if isinstance(value, dict) and "cards" in value:  # AllPrintings: a set
            for card in value["cards"]:
                yield card, value.get("code", key), value.get("releaseDate", "")
        elif isinstance(value, list):  # AtomicCards: name -> faces
            for card in value:
                yield card, "", ""


def read_mtgjson_json(path: Path, language: str) -> Iterator[Printing]:
    """MTGJSON AllPrintings or AtomicCards JSON; foreignData entries in ``language``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        raise invalid_utf8(exc, str(path)) from None
    except json.JSONDecodeError as exc:
        raise PipelineError("E150", f"invalid JSON: {exc.msg}", str(path), exc.lineno) from None
    for card, set_code, released in _json_cards(data):
        face_en = card.get("faceName") or card.get("name", "")
        for foreign in card.get("foreignData") or []:
            if foreign.get("language") != language:
                continue
            yield Printing(
                name_en=face_en, name=foreign.get("faceName") or foreign.get("name", ""),
                set_code=set_code or card.get("setCode", ""), released=released,
                layout=card.get("layout", "normal"), text_en=card.get("text", ""),
                text=line_breaks_restored(card.get("text", ""), foreign.get("text", "")),
                uid=card.get("uuid", ""))


def read_forge(path: Path) -> Iterator[Printing]:
    """Forge's cardnames-<lang>.txt: ``English|Target|type|text``, one face a line."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise invalid_utf8(exc, str(path)) from None
    for number, line in enumerate(text_lines(text), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("|")
        if len(fields) < 2 or not fields[0].strip():
            raise PipelineError("E150", "expected 'English|Target|type|text'", str(path), number)
        target_text = unescape(fields[3]) if len(fields) > 3 else ""
        yield Printing(name_en=fields[0].strip(), name=fields[1].strip(), text=target_text,
                       source_line=number)


@dataclass(frozen=True)
class EnglishRuling:
    name_en: str
    date: str  # ISO date
    text: str
    line: int

    @property
    def key(self) -> str:
        return ruling_key(self.text)


def ruling_key(text: str) -> str:
    """What names an English ruling without copying it: the first 16 hexadecimal digits of
    the SHA-1 of its text (UTF-8, as MTGJSON carries it, line breaks unescaped)."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


def read_mtgjson_rulings(path: Path) -> Iterator[EnglishRuling]:
    """rulings-en.tsv (name_en, date, ruling_en): MTGJSON's English rulings, a row each."""
    reader = _tsv(path, ("name_en", "date", "ruling_en"))
    for row in reader:
        yield EnglishRuling(name_en=unescape(row["name_en"] or ""), date=row["date"] or "",
                            text=unescape(row["ruling_en"] or ""), line=reader.line_num)


def read_keyed_translations(path: Path, lang: str) -> Iterator[tuple[str, str, int]]:
    """A table of translations of English rulings (key, <lang>): the ruling's
    ``ruling_key`` and its translation, one a row, as (key, translation, line)."""
    reader = _tsv(path, ("key", lang))
    for row in reader:
        key, text = (row["key"] or "").strip(), (row[lang] or "").strip()
        if not re.fullmatch(r"[0-9a-f]{16}", key) or not text:
            raise PipelineError("E151", "a row needs a 16-digit hexadecimal key and a "
                                "translation", str(path), reader.line_num)
        yield key, unescape(text), reader.line_num
