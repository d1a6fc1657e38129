"""Glossary files: game terms and card names, English to the target language.

Both files are CSV with the columns ``en``, ``fr`` (the official forms, ``|``-separated),
``forbidden`` (renderings that are wrong, ``|``-separated) and ``note``; terms.csv may
also have ``outdated`` (official forms that are no longer current), ``consistency``
(RENDERED/SEEN official texts, see ``rulingqa glossary measure``) and ``context``
(which sense of an ambiguous term the row is, see context.py). The target column is
named after the language (``fr``, ``de``, ``es``). A folder may also hold counters.csv,
term rows learnt from the card texts (the kinds of counter, see counters.py): where one
repeats a written row, the written row is used.
"""

from __future__ import annotations

import csv
import hashlib
import json
import logging
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from ..errors import PipelineError, invalid_utf8, text_lines
from .context import SenseRule, parse_context

TERMS_FILE = "terms.csv"
CARDS_FILE = "cards.csv"
COUNTERS_FILE = "counters.csv"
REQUIRED = ("en", "forbidden", "note")
log = logging.getLogger("rulingqa")


def split_forms(cell: str | None) -> tuple[str, ...]:
    return tuple(f.strip() for f in (cell or "").split("|") if f.strip())


@dataclass(frozen=True)
class Entry:
    kind: str  # "term" or "card"
    en: str
    target: tuple[str, ...]
    forbidden: tuple[str, ...] = ()
    outdated: tuple[str, ...] = ()
    note: str = ""
    path: str = ""
    line: int = 0
    context: SenseRule = SenseRule()
    # Of the official target texts whose English has the term, how many show one of its
    # accepted forms: (rendered, seen), measured by ``rulingqa glossary measure``.
    consistency: tuple[int, int] | None = None
    # The counts of every row rendering the same English term alike (its senses told
    # apart by context: "return it to" and the passive "is returned to", both
    # « renvoyer »), summed where there are several (see pool_senses); derived, never
    # written.
    pooled: tuple[int, int] | None = field(default=None, compare=False)
    # The grammatical gender of the accepted forms' head noun (m or f; German n too),
    # where the pack's learnt genders lack it: for suggested corrections only
    # (pipeline/suggest.py).
    gender: str = field(default="", compare=False)
    # Learnt from the card texts (counters.csv), not written by hand.
    learnt: bool = False

    def canonical(self) -> str:
        """The entry as text that is the same in every process (no set ordering)."""
        rule = self.context
        fields = [self.kind, self.en, self.target, self.forbidden, self.outdated,
                  sorted(rule.pos), rule.next, rule.prev]
        if rule.not_then:  # entries without one keep their old hash
            fields.append(rule.not_then)
        if rule.not_prev:  # likewise
            fields.append(["not-prev", rule.not_prev])
        if self.consistency is not None:  # entries without one keep their old hash
            fields.append(list(self.consistency))
        if self.learnt:  # likewise
            fields.append("learnt")
        return json.dumps(fields, ensure_ascii=False)

    def binding(self, share: float, least: int, slack: int = 0) -> bool:
        """Whether official texts render the term with an accepted form nearly always:
        at least ``share`` of at least ``least`` texts that have the English term, or
        all of them but ``slack``. A learnt row (a kind of counter: a name of the game,
        most on a card or two) binds where every official text with it shows it."""
        counts = self.pooled or self.consistency
        if counts is None:
            return False
        rendered, seen = counts
        if self.learnt:
            return rendered == seen
        return seen >= least and (rendered >= share * seen or seen - rendered <= slack)

    @property
    def expected(self) -> str:
        return self.target[0] if self.target else ""

    @cached_property  # asked for hundreds of times a pair
    def key(self) -> str:
        """Identity of the entry: kind, English term and sense (when it has one)."""
        return f"{self.kind}:{self.en}:{self.line}" if not self.context.empty else \
            f"{self.kind}:{self.en}"

    def faces(self) -> list[Entry]:
        """A split, Room or double-faced card's faces as entries of their own."""
        en_faces = [f.strip() for f in self.en.split("//")]
        tgt_faces = [f.strip() for f in self.expected.split("//")]
        if self.kind != "card" or len(en_faces) < 2 or len(en_faces) != len(tgt_faces):
            return [self]
        return [Entry(self.kind, e, (t,), (), (), self.note, self.path, self.line)
                for e, t in zip(en_faces, tgt_faces, strict=False)]


@dataclass
class Glossary:
    lang: str
    entries: list[Entry] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # rows ignored at load, and why
    _fingerprint: tuple[int, str] = (-1, "")

    @property
    def terms(self) -> list[Entry]:
        return [e for e in self.entries if e.kind == "term"]

    @property
    def cards(self) -> list[Entry]:
        return [e for e in self.entries if e.kind == "card"]

    def fingerprint(self) -> str:
        if self._fingerprint[0] == len(self.entries):
            return self._fingerprint[1]
        digest = hashlib.sha256()
        for e in self.entries:
            digest.update(e.canonical().encode("utf-8"))
        self._fingerprint = (len(self.entries), digest.hexdigest()[:16])
        return self._fingerprint[1]


GENDERS = ("m", "f")


def parse_gender(cell: str | None, path: str, line: int, lang: str = "") -> str:
    """A gender cell checked against the language pack's noun genders."""
    from ..lang import PACKS  # (the packs are built after the glossary model)

    value = (cell or "").strip()
    allowed = PACKS[lang].noun_genders if lang in PACKS else GENDERS
    if value and value not in allowed:
        raise PipelineError("E135", f"gender {value!r} is not one of {', '.join(allowed)} "
                            "(or empty)", path, line)
    return value


def parse_consistency(cell: str | None, path: str, line: int) -> tuple[int, int] | None:
    """``RENDERED/SEEN`` (e.g. ``1454/1457``), or nothing where it was not measured."""
    cell = (cell or "").strip()
    if not cell:
        return None
    rendered, _, seen = cell.partition("/")
    if not (rendered.isdigit() and seen.isdigit()) or int(rendered) > int(seen):
        raise PipelineError("E133", f"consistency {cell!r} is not RENDERED/SEEN with "
                            "RENDERED at most SEEN", path, line)
    return int(rendered), int(seen)


def read_entries(path: Path, kind: str, lang: str,
                 problems: list[PipelineError] | None = None) -> list[Entry]:
    """Entries of one glossary file. A bad row raises, or with ``problems`` is collected
    there and skipped (``rulingqa glossary validate``)."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise invalid_utf8(exc, str(path)) from None
    reader = csv.DictReader(text_lines(text))
    header = reader.fieldnames or []
    missing = [c for c in (*REQUIRED, lang) if c not in header]
    if missing:
        raise PipelineError("E130", f"missing column(s) {', '.join(missing)}", str(path), 1)
    entries: list[Entry] = []
    for row in reader:
        line = reader.line_num
        en = (row.get("en") or "").strip()
        target = split_forms(row.get(lang))
        if not en and not target:
            continue
        try:
            if None in row:  # more cells than the header names: nothing may be dropped
                raise PipelineError("E134", f"row {en!r} has {len(header) + len(row[None])} "
                                    f"cells, the header {len(header)} (a comma or a quote "
                                    "inside a cell that is not quoted?)", str(path), line)
            if not en or not target:
                side = "English term" if not en else f"{lang} form"
                raise PipelineError("E131", f"empty {side} in row {en or target!r}",
                                    str(path), line)
            entries.append(Entry(
                kind=kind, en=en, target=target, forbidden=split_forms(row.get("forbidden")),
                outdated=split_forms(row.get("outdated")),
                note=(row.get("note") or "").strip(), path=str(path), line=line,
                context=parse_context(row.get("context") or "", str(path), line),
                consistency=parse_consistency(row.get("consistency"), str(path), line),
                gender=parse_gender(row.get("gender"), str(path), line, lang)))
        except PipelineError as exc:
            if problems is None:
                raise
            problems.append(exc)
    return entries


def language_dir(directory: Path, lang: str) -> Path:
    """A glossary folder may hold one folder per target language (``de/``, ``es/``)."""
    return directory / lang if (directory / lang).is_dir() else directory


def load_glossary(dirs: list[Path], lang: str,
                  problems: list[PipelineError] | None = None) -> Glossary:
    glossary = Glossary(lang=lang)
    for directory in dirs:
        directory = language_dir(directory, lang)
        found = False
        for name, kind in ((TERMS_FILE, "term"), (CARDS_FILE, "card"), (COUNTERS_FILE, "term")):
            path = directory / name
            if path.is_file():
                entries = read_entries(path, kind, lang, problems)
                if name == COUNTERS_FILE:
                    entries = [replace(e, learnt=True) for e in entries]
                glossary.entries.extend(entries)
                glossary.sources.append(str(path))
                found = True
        if not found:
            raise PipelineError("E130", f"no {TERMS_FILE}, {CARDS_FILE} or {COUNTERS_FILE} here",
                                str(directory))
    glossary.entries = pool_senses(heads_forbidden(glossary.entries))
    return glossary


def heads_forbidden(entries: list[Entry]) -> list[Entry]:
    """The entries, each learnt row forbidding what the written row of its English head
    forbids, said in its form: "verse counter" is « marqueur « verset » », and as the
    row of "counter" forbids « compteur », « compteur « verset » » is wrong too (so is
    « Lyrikzähler » beside « Lyrikmarke »)."""
    heads: dict[str, list[Entry]] = {}
    for e in entries:
        if e.kind == "term" and not e.learnt and e.forbidden:
            heads.setdefault(e.en.casefold(), []).append(e)
    out = []
    for e in entries:
        head = e.en.split()[-1].casefold() if e.learnt else ""
        forbidden = list(e.forbidden)
        for written in heads.get(head, ()):
            for form in e.target:
                for accepted in written.target:
                    at = form.casefold().find(accepted.casefold())
                    if at < 0:
                        continue
                    for wrong in written.forbidden:
                        said = form[:at] + (wrong.lower() if at else wrong) + form[
                            at + len(accepted):]
                        if said not in forbidden and said not in e.target:
                            forbidden.append(said)
        out.append(replace(e, forbidden=tuple(forbidden)) if len(forbidden) > len(
            e.forbidden) else e)
    return out


def pool_senses(entries: list[Entry]) -> list[Entry]:
    """The entries, each row that renders its English term as other rows do (the same
    forms, senses told apart by context) carrying the counts of them all: how binding a
    rendering is does not hang on how a sense was cut out (the passive "is returned to"
    is in 4 official texts, "return it to" in 328; « renvoyer » renders both)."""
    groups: dict[tuple, list[int]] = {}
    for k, e in enumerate(entries):
        if e.consistency is not None:
            groups.setdefault((e.kind, e.en.casefold(), e.target), []).append(k)
    out = list(entries)
    for members in groups.values():
        if len(members) < 2:
            continue
        counts = [entries[k].consistency for k in members]
        pooled = (sum(c[0] for c in counts if c), sum(c[1] for c in counts if c))
        for k in members:
            out[k] = replace(entries[k], pooled=pooled)
    return out


def sense(e: Entry) -> tuple:
    """Rows with the same sense describe the same thing: kind, English term, context."""
    return (e.kind, e.en.casefold(), e.context)


def repeats(entries: list[Entry]) -> list[tuple[Entry, Entry]]:
    """(row, earlier row of the same sense) for every row that repeats an earlier one;
    written rows are taken before learnt ones, which yield to them."""
    first: dict[tuple, Entry] = {}
    out = []
    for e in sorted(entries, key=lambda e: e.learnt):
        earlier = first.setdefault(sense(e), e)
        if earlier is not e:
            out.append((e, earlier))
    return out


def _where(e: Entry, earlier: Entry) -> str:
    return f"line {earlier.line}" if earlier.path == e.path else f"{earlier.path}:{earlier.line}"


def load_run_glossary(dirs: list[Path], lang: str) -> Glossary:
    """The glossary a run uses: as load_glossary, but a row that repeats the sense of an
    earlier one (same kind, English term and context; folders in the order given) is
    ignored, so the first row always wins whatever the matcher would do with two. Each
    ignored row is named in ``problems`` (summary.json, the log)."""
    glossary = load_glossary(dirs, lang)
    dropped = set()
    for e, earlier in repeats(glossary.entries):
        dropped.add(id(e))
        if e.learnt and not earlier.learnt:
            continue  # the kind's written row says it already
        if set(e.target) == set(earlier.target):
            glossary.problems.append(f"{e.path}:{e.line}: G201 {e.en!r} repeats "
                                     f"{_where(e, earlier)}; the row is ignored")
        else:
            glossary.problems.append(
                f"{e.path}:{e.line}: G202 {e.en!r} conflicts with {_where(e, earlier)}: "
                f"{'|'.join(e.target)} against {'|'.join(earlier.target)}; the row is "
                f"ignored, {'|'.join(earlier.target)} is used")
    glossary.entries = [e for e in glossary.entries if id(e) not in dropped]
    for problem in glossary.problems:
        log.warning("%s", problem)
    return glossary
