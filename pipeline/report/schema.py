"""The columns of rulings.csv and findings.csv, declared once: their names and order (a
documented contract: columns are only ever appended), Table Schema types, constraints
and meanings. rows.py takes its column lists from here, datapackage.json its Table
Schemas, and README.md its two column tables (readme.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checks import ALL_IDS
from ..diff import CHANGED, NEW, PERSISTING, RESOLVED, UNCHANGED
from ..ingest.waivers import DECISIONS
from ..models import MqmCategory, PairKind, Severity
from ..score.mqm import OK, REVIEW

HASH = "[0-9a-f]{16}"  # models.content_hash and finding_key: 16 hex digits
ISO_DATE = r"\d{4}-\d{2}-\d{2}"


@dataclass(frozen=True)
class Field:
    """One column, in Table Schema terms: ``type`` is string, integer or number; an
    empty cell is a missing value, allowed unless ``required``."""

    name: str
    type: str
    description: str
    required: bool = False
    enum: tuple[str, ...] | None = None
    pattern: str | None = None  # the whole of a value matches it
    minimum: int | None = None

    def descriptor(self) -> dict:
        constraints: dict = {"required": self.required}
        if self.enum is not None:
            constraints["enum"] = list(self.enum)
        if self.pattern is not None:
            constraints["pattern"] = self.pattern
        if self.minimum is not None:
            constraints["minimum"] = self.minimum
        return {"name": self.name, "type": self.type, "description": self.description,
                "constraints": constraints}


DOC = Field("doc", "string", "page file stem (or table file stem)", required=True)
LANG = Field("lang", "string", "target language", required=True)
FR_INDEX = Field("fr_index", "integer", "position of the paired translation on its page "
                 "(empty when missing)", minimum=1)
NO_ENGLISH = " (empty for a translated entry with no English ruling)"

RULING_FIELDS = (
    DOC,
    Field("en_index", "integer", "1-based position of the ruling on its English page",
          required=True, minimum=1),
    Field("ruling_id", "string", "hash of the normalised English text (the same ruling on "
          "two pages has the same id)", required=True, pattern=HASH),
    Field("status", "string", f"`{REVIEW}` when any major or critical finding, else `{OK}`",
          required=True, enum=(REVIEW, OK)),
    Field("mqm_score", "number", "severity-weighted error points (minor 1, major 5, "
          "critical 25) per 100 English words", required=True, minimum=0),
    Field("n_findings", "integer", "number of findings", required=True, minimum=0),
    Field("check_ids", "string", "`;`-separated ids of the checks that fired"),
    LANG,
    # not the Table Schema date type: a --pairs table's date is only checked for its shape
    Field("date", "string", "ISO date of the ruling", pattern=ISO_DATE),
    FR_INDEX,
    Field("pair_kind", "string", "`matched`, `moved` or `missing`", required=True,
          enum=tuple(k.value for k in PairKind if k is not PairKind.EXTRA)),
    Field("align_score", "number", "ruling alignment confidence, 0..1", required=True,
          minimum=0),
    Field("chrf", "number", "sacrebleu chrF against the reference translation (empty "
          "without one)", minimum=0),
    Field("ter", "number", "sacrebleu TER against the reference translation (empty "
          "without one)", minimum=0),
    Field("change", "string", f"`{NEW}` (first seen), `{CHANGED}` (English or translation "
          f"changed since the last run), `{UNCHANGED}`", required=True,
          enum=(NEW, CHANGED, UNCHANGED)),
    Field("n_waived", "integer", "findings of this ruling covered by a waiver (they do not "
          "count toward status or score)", required=True, minimum=0),
    Field("fr_diff", "string", "word-level diff of the previous and the new translation, "
          "`[-old-] {+new+}`, when it changed"),
    Field("fr_suggested", "string", "the translation with every suggested correction "
          "applied (see \"Suggested corrections\"); empty when there is none"),
)

FINDING_FIELDS = (
    DOC,
    Field("en_index", "integer", "1-based position of the ruling on its English page"
          + NO_ENGLISH, minimum=1),
    Field("ruling_id", "string", "hash of the normalised English text" + NO_ENGLISH,
          pattern=HASH),
    Field("check_id", "string", "the check (`rulingqa checks list`)", required=True,
          enum=ALL_IDS),
    Field("mqm_category", "string", "MQM category", required=True,
          enum=tuple(c.value for c in MqmCategory)),
    Field("severity", "string", "minor, major or critical", required=True,
          enum=tuple(s.value for s in Severity)),
    Field("expected", "string", "what the translation should have (the official term or "
          "name, the number, the dropped sentence)"),
    Field("found", "string", "what it has instead (the wrong span; empty when nothing "
          "stands in its place)"),
    Field("en_excerpt", "string", "the sentence(s) of the English side that hold the "
          "finding"),
    Field("fr_excerpt", "string", "the sentence(s) of the translation that hold the "
          "finding"),
    Field("message", "string", "one line for a person", required=True),
    LANG,
    FR_INDEX,
    Field("en_start", "integer", "character offset of the finding's start in the English "
          "ruling text", minimum=0),
    Field("en_end", "integer", "character offset of the finding's end in the English "
          "ruling text", minimum=0),
    Field("fr_start", "integer", "character offset of the finding's start in the "
          "translated ruling text", minimum=0),
    Field("fr_end", "integer", "character offset of the finding's end in the translated "
          "ruling text", minimum=0),
    Field("finding_id", "string", "stable key: hash of both texts, the check and the "
          "spans; the key of a waiver", required=True, pattern=HASH),
    Field("diff", "string", f"`{NEW}` or `{PERSISTING}` against the previous run; "
          f"`{RESOLVED}` rows are findings of the previous run that are gone (their other "
          "columns are as they were then)", required=True, enum=(NEW, PERSISTING, RESOLVED)),
    Field("waived", "string", f"the waiver's decision ({', '.join(DECISIONS)}), when one "
          "applies", enum=DECISIONS),
    Field("waiver_reason", "string", "the waiver's reason, when one applies"),
    Field("suggestion", "string", "the suggested correction: the text that replaces "
          "suggestion_start..suggestion_end of the translation (empty when there is none)"),
    Field("suggestion_start", "integer", "character offset, in the translation, of the "
          "start of what the suggestion replaces (the found span and the words that agree "
          "with it)", minimum=0),
    Field("suggestion_end", "integer", "character offset, in the translation, of the end "
          "of what the suggestion replaces", minimum=0),
    Field("suggestion_note", "string", "why there is no suggestion (an unknown gender, no "
          "known form), or what to check beside it"),
)

# The smallest keys that are unique. A ruling: its page and English position (lang is
# the run's one language). A finding: finding_id alone is not, since it hashes the texts
# and not the page (the same ruling on two pages, or twice on one, has the same ids);
# its page and position make it one. en_index is empty for an extra translation and
# fr_index for a missing one, never both; no column that is never empty tells apart two
# identical entries of one page. A resolved row never shares a key with a current one:
# the same page and finding_id make the same run-to-run identity, which would be
# persisting instead.
RULING_KEY = ("doc", "en_index", "lang")
FINDING_KEY = ("doc", "en_index", "fr_index", "finding_id")
RULING_KEY_NOTE = "a ruling's page and English position (lang is the run's one language)"
FINDING_KEY_NOTE = (
    "finding_id alone is not unique: it hashes both texts and not the page, so the same "
    "ruling on two pages (or twice on one) gives the same ids; with the page and the "
    "positions it is (en_index is empty for a translated entry with no English ruling, "
    "fr_index for a ruling with no translation, never both)")


def names(fields: tuple[Field, ...]) -> tuple[str, ...]:
    return tuple(f.name for f in fields)


def table_schema(fields: tuple[Field, ...], key: tuple[str, ...]) -> dict:
    return {"fields": [f.descriptor() for f in fields], "missingValues": [""],
            "primaryKey": list(key)}


def markdown_table(fields: tuple[Field, ...]) -> str:
    rows = [f"| {f.name} | {f.type} | {f.description.replace('|', '&#124;')} |"
            for f in fields]
    return "\n".join(["| column | type | meaning |", "|---|---|---|", *rows]) + "\n"
