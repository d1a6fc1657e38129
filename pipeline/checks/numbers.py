"""Numbers and MTG symbols: every number, {X}/{T} symbol, P/T and +1/+1 of the English
must stand in the translation, and no other."""

from __future__ import annotations

from collections import Counter

from ..analysis import Context
from ..models import Finding, MqmCategory, Severity
from ..nlp.numbers import NumberMention
from .base import Check, PairView


class Numbers(Check):
    """Number or symbol changed, dropped or added.

    Compares the numbers of both sides as multisets after normalising them: digits in
    the language's own format (EN 1,000.5 is FR 1 000,5), number words (two/deux),
    mana symbols ({X}, {T}), power/toughness (2/2) and counters (+1/+1). « un/une » and
    "one" are not counted (they are mostly articles). A dropped number and an added one
    in aligned sentences are reported together as a change. Numbers that may be rendered
without one ("both", « les deux ») satisfy the other side but are never reported.
    In a text dated before the colorless mana symbol existed, {C} is read as the generic
    mana its print shows ({C}{C} as {2}).
    """

    id = "numbers"
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MAJOR
    # 2: {C} of texts printed before the colorless symbol; 3: « doppelt »; 4: {C} read so
    # for the aligner too (Context.source); 5: a number inside a compound ("Two-Headed")
    version = 5
    suppressed_by = ("untranslated", "omission", "addition")

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        en_numbers = view.en.numbers  # {C} read as its print showed it (Context.source)
        en_all = Counter(n.value for n in en_numbers)
        fr_all = Counter(n.value for n in view.fr.numbers)
        en_strong = [n for n in en_numbers if not n.weak]
        fr_strong = [n for n in view.fr.numbers if not n.weak]
        missing = _take(en_strong, Counter(n.value for n in en_strong) - fr_all)
        extra = _take(fr_strong, Counter(n.value for n in fr_strong) - en_all)
        out: list[Finding] = []
        for m in missing:
            part = view.target_part_for(m.start)
            partner = next((e for e in extra if part and part[0] <= e.start < part[1]), None)
            if partner is None and len(missing) == 1 and len(extra) == 1:
                partner = extra[0]
            if partner is not None:
                extra.remove(partner)
                out.append(self.finding(
                    f"« {m.text} » in the English became « {partner.text} »",
                    expected=m.value, found=partner.text, en_span=(m.start, m.end),
                    fr_span=(partner.start, partner.end)))
            else:
                out.append(self.finding(f"« {m.text} » of the English is missing",
                                        expected=m.value, en_span=(m.start, m.end)))
        for e in extra:
            out.append(self.finding(f"« {e.text} » has no counterpart in the English",
                                    found=e.text, fr_span=(e.start, e.end)))
        return out


def _take(mentions: list[NumberMention], surplus: Counter) -> list[NumberMention]:
    """The last mentions of each surplus value (the first ones are taken as matched)."""
    out: list[NumberMention] = []
    left = Counter(surplus)
    for m in reversed(mentions):
        if left[m.value] > 0:
            out.append(m)
            left[m.value] -= 1
    return sorted(out, key=lambda m: m.start)
