"""Target-language typography, by the rules of the language pack."""

from __future__ import annotations

from ..analysis import Context
from ..models import Finding, MqmCategory, Severity
from .base import Check, PairView


class Typography(Check):
    """Typography of the target language not followed.

    The language pack's rules; for French: « » rather than straight or English quotes, a
    no-break space before : ; ! ? and inside « », never a breaking space there, nor
    none; « 2e » for « 2ème »; in every pack, the spacing around commas and full stops
    (``spacing``). Minor.
    """

    id = "typography"
    # 2: guillemets with no space inside, English quotation marks, « 2ème »; German “…”;
    # spacing around commas and full stops, two spaces; 3: French guillemets expected
    # with the no-break spaces they take
    version = 3
    mqm = MqmCategory.LOCALE_CONVENTION
    severity = Severity.MINOR
    suppressed_by = ("untranslated",)

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for rule in ctx.pack.typography:
            out.extend(rule(view.fr.text))
        return out
