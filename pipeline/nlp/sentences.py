"""Rule-based sentence splitting, the same rule on both sides so that sentences align."""

from __future__ import annotations

import re

from ..models import Sentence

_BOUNDARY = re.compile(
    r"[.!?…](?:[\s\u00a0\u202f]*[»\"”’)\]])*(?=\s+[«\"“(\[\dA-ZÀ-ÖØ-Þ])"
)


def split_sentences(text: str) -> list[Sentence]:
    out: list[Sentence] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        end = match.end()
        if text[start:end].strip():
            out.append(_trimmed(text, start, end))
        start = end
    if text[start:].strip():
        out.append(_trimmed(text, start, len(text)))
    return out


def _trimmed(text: str, start: int, end: int) -> Sentence:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Sentence(start, end, text[start:end])
