"""Rule-based sentence splitting, the same rule on both sides so that sentences align."""

from __future__ import annotations

import re

from ..models import Sentence

# A parenthesis after a full stop stays with its sentence: Spanish card texts end a
# keyword with one before its reminder text (« Destreza. (Siempre que…) »), English and
# French do not (Prowess (Whenever…)), and the two must split alike.
_BOUNDARY = re.compile(
    r"[.!?…](?:[\s\u00a0\u202f]*[»\"”’)\]])*(?=\s+[«\"“\[\dA-ZÀ-ÖØ-Þ])"
    # run-together lines, as in some card databases: "engagées.Quand", "réserve.)Toutes",
    # "ciblée.-2 :", "fois.• Contrecarrez", "créatureQuand"
    r"|(?<=[a-zà-ÿ])[.!?]\)?(?=[A-ZÀ-ÖØ-Þ{+\-−•\[])"
    r"|(?<=[a-zà-ÿ])(?=[A-ZÀ-ÖØ-Þ][a-zà-ÿ])"
    r"|(?=\s*•)"
)


def split_sentences(text: str) -> list[Sentence]:
    """Sentences; a line break always ends one (card texts put one ability a line)."""
    out: list[Sentence] = []
    line_start = 0
    for line in text.split("\n"):
        start = line_start
        for match in _BOUNDARY.finditer(line):
            end = line_start + match.end()
            if text[start:end].strip():
                out.append(_trimmed(text, start, end))
            start = end
        line_end = line_start + len(line)
        if text[start:line_end].strip():
            out.append(_trimmed(text, start, line_end))
        line_start = line_end + 1
    return out


def _trimmed(text: str, start: int, end: int) -> Sentence:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Sentence(start, end, text[start:end])
