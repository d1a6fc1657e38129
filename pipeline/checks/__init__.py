"""The check registry: an explicit, ordered tuple. Order matters: a check may be
suppressed by findings of checks that ran before it."""

from __future__ import annotations

from .base import Check, CheckError, InputLimit, PairView, run_checks
from .meaning import Condition, MeaningDrift, Modality, Negation, Possessor, Quantifier
from .numbers import Numbers
from .structure import (
    Addition,
    ExtraTranslation,
    MisplacedTranslation,
    MissingTranslation,
    Omission,
    Untranslated,
)
from .terminology import CardName, OutdatedTerm, Terminology, TermMissing
from .typography import Typography

CHECK_CLASSES: tuple[type[Check], ...] = (
    MissingTranslation,
    ExtraTranslation,
    MisplacedTranslation,
    Untranslated,
    Omission,
    Addition,
    CardName,
    Terminology,
    OutdatedTerm,
    TermMissing,
    Numbers,
    Negation,
    Modality,
    Quantifier,
    Possessor,
    Condition,
    MeaningDrift,
    Typography,
)
RUNNER_CLASSES: tuple[type[Check], ...] = (CheckError, InputLimit)  # raised by the runner
ALL_IDS = tuple(c.id for c in (*CHECK_CLASSES, *RUNNER_CLASSES))


def _registry() -> dict[str, type[Check]]:
    registry: dict[str, type[Check]] = {}
    for cls in (*CHECK_CLASSES, *RUNNER_CLASSES):
        if cls.id in registry:
            raise RuntimeError(f"duplicate check id {cls.id!r}")
        registry[cls.id] = cls
    return registry


REGISTRY = _registry()


def default_checks() -> tuple[Check, ...]:
    return tuple(cls() for cls in CHECK_CLASSES)


__all__ = ["ALL_IDS", "CHECK_CLASSES", "REGISTRY", "RUNNER_CLASSES", "Check", "CheckError",
           "InputLimit", "PairView", "default_checks", "run_checks"]
