"""How alike an English text and its candidate translation are, from cheap signals.

Three signals, each in 0..1: the length ratio against the language pack's expected
ratio (Gale and Church's observation that translation lengths are proportional), the
share of anchors (glossary forms, numbers, symbols) the translation carries, and shared
cognate prefixes (names, "copie"/"copy", "caractéristiques"/"characteristics").
"""

from __future__ import annotations

import re
from math import exp, sqrt

from ..analysis import Context, Side, anchor_present

PARENTHESES = re.compile(r"\s*\([^()]*\)")
WEIGHTS = {"length": 0.35, "anchors": 0.4, "cognates": 0.25}


def length_score(en_len: int, fr_len: int, ratio: float, variance: float) -> float:
    """Gale and Church: delta = (l2 - c l1) / sqrt(s2 l1), scored exp(-delta^2 / 2)."""
    if en_len <= 0 or fr_len <= 0:
        return 0.0
    delta = (fr_len - ratio * en_len) / sqrt(variance * en_len)
    return exp(-delta * delta / 2)


def anchor_score(en: Side, fr: Side, ctx: Context) -> float | None:
    anchors = en.memo.get("anchors")
    if anchors is None:  # a side is compared with several candidates: its anchors once
        anchors = en.memo["anchors"] = ctx.anchors(en)
    if not anchors:
        return None
    return sum(anchor_present(a, fr) for a in anchors) / len(anchors)


def cognate_score(en: Side, fr: Side) -> float | None:
    if not en.cognates:
        return None
    return len(en.cognates & fr.cognates) / len(en.cognates)


def _similarity(en: Side, fr: Side, ctx: Context) -> float:
    signals = {
        "length": length_score(len(en.text), len(fr.text), ctx.pack.length_ratio,
                               ctx.pack.length_variance),
        "anchors": anchor_score(en, fr, ctx),
        "cognates": cognate_score(en, fr),
    }
    total = sum(WEIGHTS[k] for k, v in signals.items() if v is not None)
    return sum(WEIGHTS[k] * v for k, v in signals.items() if v is not None) / total


def _parentheses(side: Side) -> list[tuple[int, int]]:
    return [m.span() for m in PARENTHESES.finditer(side.text)]


def similarity(en: Side, fr: Side, ctx: Context) -> float:
    """The better of the similarity of the texts and of the texts without their
    parentheses: a reminder text one side has and the other has not (printed cards
    often leave it out) says nothing about whether they are translations."""
    score = _similarity(en, fr, ctx)
    if _parentheses(en) or _parentheses(fr):
        score = max(score, _similarity(_core(en), _core(fr), ctx))
    return score


def _core(side: Side) -> Side:
    """The side without its parenthesised parts, cut out once per side."""
    core = side.memo.get("core")
    if core is None:
        core = side.memo["core"] = side.excluding(_parentheses(side))
    return core
