"""How often official translations carry a meaning cue where the English has it, and the
English where they have it: learnt per language pack from official texts.

German official texts say "each creature you control" as « Kreaturen, die du
kontrollierst » as often as « jede Kreatur »; French ones add « au moins » where the
English says "one or more". A cue the official texts render nearly always is a cue whose
absence flips a ruling; one they often leave to other words is only a hint. For each cue
and direction (``en``: the English has it; ``target``: the translation has it), the
aligned sentence groups of official texts with the cue on that side, and how many of
them carry it on the other side too, are written to ``cues-<lang>.tsv`` beside the
pack's lexicon (``rulingqa glossary cues``; the shipped files are learnt from the official
card texts printed before 2015, as the lexicon is).
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from .lexicon import DATA

if TYPE_CHECKING:
    from .analysis import Context

HEADER = ("cue", "side", "together", "seen")


def cues_path(code: str) -> Path:
    """Where a language pack's cue agreement is."""
    return DATA / f"cues-{code}.tsv"


def learn_cues(ctx: Context, pairs: Iterable[tuple[str, str, str]]
               ) -> dict[tuple[str, str], tuple[int, int]]:
    """(cue, side) -> (together, seen) over the aligned sentence groups of (English,
    translation, date) official texts, each cue that both packs name (imported here:
    the meaning checks read this module)."""
    from .align.sentences import align_sentences
    from .checks.base import PairView
    from .checks.meaning import aligned_parts
    from .models import Pair, Ruling, TextKind

    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    names = sorted(set(src) & set(tgt))
    seen: Counter[tuple[str, str]] = Counter()
    together: Counter[tuple[str, str]] = Counter()
    for en_text, target_text, date in pairs:
        en, fr = ctx.pair(en_text, target_text, date)
        pair = Pair("official", Ruling("official", 1, en_text, date=date),
                    Ruling("official", 1, target_text), texts=TextKind.CARD_TEXT)
        view = PairView(pair, en, fr, align_sentences(en, fr, ctx))
        for en_part, fr_part in aligned_parts(view, ctx):
            for cue in names:
                e = src[cue].search(en_part.text) is not None
                f = tgt[cue].search(fr_part.text) is not None
                for side, here, there in (("en", e, f), ("target", f, e)):
                    if here:
                        seen[cue, side] += 1
                        together[cue, side] += there
    return {key: (together[key], n) for key, n in seen.items()}


def cues_text(agreement: dict[tuple[str, str], tuple[int, int]]) -> str:
    out = io.StringIO()
    out.write("\t".join(HEADER) + "\n")
    for (cue, side), (both, n) in sorted(agreement.items()):
        out.write(f"{cue}\t{side}\t{both}\t{n}\n")
    return out.getvalue()


@cache
def pack_cues(code: str) -> dict[tuple[str, str], tuple[int, int]]:
    """The cue agreement shipped with a language pack (empty where it has none)."""
    path = cues_path(code)
    if not path.is_file():
        return {}
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        cue, side, both, n = line.split("\t")
        out[cue, side] = (int(both), int(n))
    return out
