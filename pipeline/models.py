"""The data that flows between stages: rulings, pairs, sentences, findings."""

from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property


class _Member(StrEnum):
    """A StrEnum that unpickles as a plain attribute lookup (a run's results are read
    back from disk many times; the default goes through the enum's Python call)."""

    def __reduce_ex__(self, protocol):
        return getattr, (self.__class__, self._name_)


class Severity(_Member):
    MINOR = "minor"
    MAJOR = "major"
    CRITICAL = "critical"

    @property
    def rank(self) -> int:
        return {"minor": 1, "major": 2, "critical": 3}[self.value]


class MqmCategory(_Member):
    """MQM top-level error types (with the sub-type where it is the useful name)."""

    TERMINOLOGY = "terminology"
    ACCURACY_MISTRANSLATION = "accuracy/mistranslation"
    ACCURACY_OMISSION = "accuracy/omission"
    ACCURACY_ADDITION = "accuracy/addition"
    ACCURACY_UNTRANSLATED = "accuracy/untranslated"
    LOCALE_CONVENTION = "locale-convention"
    STYLE = "style"
    OTHER = "other"


def normalise_text(text: str) -> str:
    """NFC, every kind of white space folded to one space, trimmed. (str.split with no
    argument splits at the characters ``\\s`` matches, so this equals
    ``re.sub(r"\\s+", " ", …).strip()``, at a fraction of its cost on text that is mostly
    single spaces.)"""
    return " ".join(unicodedata.normalize("NFC", text).split())


def content_hash(text: str) -> str:
    return hashlib.sha256(normalise_text(text).encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class Ruling:
    """One entry of a page (or one row of a bilingual table), in one language."""

    doc: str
    index: int  # 1-based position on its page
    text: str
    date: str = ""  # ISO 8601, empty when the source has none
    source: str = ""
    path: str = ""
    line: int = 0  # line of the date line (or table row) in its file

    @cached_property
    def ruling_id(self) -> str:
        return content_hash(self.text)


class PairKind(_Member):
    MATCHED = "matched"  # in place
    MOVED = "moved"  # paired by content, but not at the English position
    MISSING = "missing"  # English ruling with no translation
    EXTRA = "extra"  # translation with no English ruling


class TextKind(_Member):
    """What a pair's texts are; some checks read them differently."""
    RULING = "ruling"  # a ruling and its translation: every part of one is in the other
    CARD_TEXT = "card-text"  # a card's text as printed: a print may leave reminder text out


@dataclass
class Pair:
    doc: str
    en: Ruling | None
    fr: Ruling | None
    kind: PairKind = PairKind.MATCHED
    score: float = 1.0  # alignment confidence, 0..1
    reference: str | None = None  # approved translation, when one exists
    source_error: str = ""  # why the translation could not be read, when it could not
    semantic: float | None = None  # cosine of the two texts' embeddings (pipeline/semantic.py)
    semantic_terms: float | None = None  # the same with the terms in English, where asked
    # The same two signals per group of sentences a bead may join, keyed (first English
    # sentence, count, first target sentence, count): see semantic.group_cosines.
    sentence_cosines: dict[tuple[int, int, int, int], float] | None = None
    sentence_cosines_terms: dict[tuple[int, int, int, int], float] | None = None
    # Sentence vectors the run already has, by key, shipped with the pair to the worker
    # that checks it (see semantic.Semantic.known); taken off there.
    vectors: dict[str, bytes] | None = field(default=None, repr=False, compare=False)
    texts: TextKind = TextKind.RULING


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Bead:
    """One step of a sentence alignment: English sentence ids to target sentence ids."""

    en: tuple[int, ...]
    fr: tuple[int, ...]
    score: float

    @property
    def kind(self) -> str:
        return f"{len(self.en)}-{len(self.fr)}"


Span = tuple[int, int]


@dataclass
class Finding:
    check_id: str
    severity: Severity
    mqm: MqmCategory
    message: str
    expected: str = ""
    found: str = ""
    en_span: Span | None = None
    fr_span: Span | None = None
    en_term: str = ""
    extra: dict = field(default_factory=dict)
    diff: str = ""  # new | persisting (against the previous run), "" without one
    waiver: object | None = None  # the active Waiver that covers this finding


def finding_key(pair: Pair, f: Finding) -> str:
    """Stable key of a finding, and its waiver's key: the content of both texts, the
    check, the spans and what was expected and found. It changes when either text does."""
    parts = (
        pair.en.ruling_id if pair.en else "", pair.fr.ruling_id if pair.fr else "",
        f.check_id, repr(f.en_span), repr(f.fr_span), f.expected, f.found,
    )
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


def diff_key(lang: str, pair: Pair, f: Finding) -> str:
    """Identity of a finding from run to run: the same error in the same ruling, even if
    the translation around it changed (new / persisting / resolved)."""
    ruling = pair.en.ruling_id if pair.en else f"extra:{pair.fr.ruling_id if pair.fr else ''}"
    parts = (lang, pair.doc, ruling, f.check_id, f.expected, f.found)
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]
