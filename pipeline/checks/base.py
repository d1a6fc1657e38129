"""Check base class, the per-pair view the checks read, and the runner.

A check is a small declarative class: a stable kebab-case id, an MQM category, a
severity, a version, and ``check(view, ctx)`` returning findings (an empty list is a
pass). Its docstring's first line is the report title; the rest is what
``rulingqa checks explain ID`` prints.
"""

from __future__ import annotations

import inspect
import traceback
from dataclasses import dataclass, field
from typing import ClassVar

from ..analysis import Context, Side
from ..models import Bead, Finding, MqmCategory, Pair, Severity


@dataclass
class PairView:
    """A pair with both sides analysed and its sentences aligned."""

    pair: Pair
    en: Side | None
    fr: Side | None
    beads: list[Bead] = field(default_factory=list)

    def target_sentences_for(self, en_sentence: int) -> list[int]:
        for bead in self.beads:
            if en_sentence in bead.en:
                return list(bead.fr)
        return []

    def target_part_for(self, en_char: int) -> tuple[int, int] | None:
        """Character span of the target sentences aligned with the English at en_char."""
        if self.en is None or self.fr is None or not self.fr.sentences:
            return None
        ids = self.target_sentences_for(self.en.sentence_of(en_char))
        if not ids:
            return None
        return self.fr.sentences[ids[0]].start, self.fr.sentences[ids[-1]].end

    def source_part_for(self, fr_char: int) -> tuple[int, int] | None:
        """Character span of the English sentences aligned with the target at fr_char."""
        if self.en is None or self.fr is None or not self.en.sentences:
            return None
        sentence = self.fr.sentence_of(fr_char)
        ids = next((bead.en for bead in self.beads if sentence in bead.fr), ())
        if not ids:
            return None
        return self.en.sentences[ids[0]].start, self.en.sentences[ids[-1]].end


class Check:
    id: ClassVar[str]
    mqm: ClassVar[MqmCategory]
    severity: ClassVar[Severity]
    version: ClassVar[int] = 1
    needs_translation: ClassVar[bool] = True
    # Findings of these checks covering this check's span make its findings noise.
    suppressed_by: ClassVar[tuple[str, ...]] = ()

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        raise NotImplementedError

    def finding(self, message: str, **kwargs) -> Finding:
        kwargs.setdefault("severity", self.severity)
        return Finding(check_id=self.id, mqm=self.mqm, message=message, **kwargs)

    @classmethod
    def title(cls) -> str:
        return (inspect.getdoc(cls) or cls.id).splitlines()[0]

    @classmethod
    def explanation(cls) -> str:
        return inspect.getdoc(cls) or ""


class CheckError(Check):
    """A check failed on this pair; the pair was not fully checked.

    Raised by the runner, never by input: the message names the check and the error.
    The pair is flagged for review because a part of its checks did not run.
    """

    id = "check-error"
    mqm = MqmCategory.OTHER
    severity = Severity.MAJOR
    needs_translation = False


class InputLimit(Check):
    """A ruling past one of the run's input limits; its pair was left out of the checks.

    Raised by the runner, never by a check: a text longer than the limit in characters,
    sentences or the length of one word, or a pair whose checks outlived the time one pair
    may take (``rulingqa run --max-chars``, ``--max-sentences``, ``--max-word``,
    ``--pair-timeout``). The message says which limit and by how much; the other rulings
    of the run are checked as usual.
    """

    id = "input-limit"
    mqm = MqmCategory.OTHER
    severity = Severity.MAJOR
    needs_translation = False


def _inside(inner: tuple[int, int] | None, outer: tuple[int, int] | None) -> bool:
    return inner is not None and outer is not None and outer[0] <= inner[0] and inner[1] <= outer[1]


def _suppressed(f: Finding, by: list[Finding], view: PairView) -> bool:
    # Where a finding has only an English span, judge it by the target part aligned with it.
    fr_span = f.fr_span
    if fr_span is None and f.en_span is not None:
        fr_span = view.target_part_for(f.en_span[0])
    for g in by:
        if g.en_span is None and g.fr_span is None:
            return True
        if _inside(fr_span, g.fr_span) or _inside(f.en_span, g.en_span):
            return True
    return False


def run_checks(view: PairView, ctx: Context, checks: tuple[Check, ...]) -> list[Finding]:
    findings: list[Finding] = []
    for check in checks:
        if check.needs_translation and (view.fr is None or view.en is None):
            continue
        try:
            produced = check.check(view, ctx)
        except Exception as exc:  # a defect in a check must not stop the run
            last = traceback.extract_tb(exc.__traceback__)[-1]
            findings.append(CheckError().finding(
                f"check {check.id} failed: {type(exc).__name__}: {exc} "
                f"({last.filename.rsplit('/', 1)[-1]}:{last.lineno})"))
            continue
        if check.suppressed_by:
            blockers = [f for f in findings if f.check_id in check.suppressed_by]
            produced = [f for f in produced if not _suppressed(f, blockers, view)]
        findings.extend(produced)
    return findings
