"""Meaning cues: the small words that turn a ruling around while every term stays right.

A negation flipped ("can't" rendered « peut »), "may" made "must", "up to two" made
« deux », "your" made « chaque adversaire », "unless" made « si »: the glossary and the
numbers check see nothing wrong. These checks compare, sentence by aligned sentence,
which cues each side carries. The cues are regular expressions in the language packs
(``LanguagePack.cues``), named alike in the source and the target pack; the rules below
say which cues must appear together.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..analysis import Context, Side
from ..cuedata import pack_cues
from ..lang import LanguagePack
from ..lang.base import DriftModels
from ..models import Finding, MqmCategory, Severity
from ..semantic import (
    DRIFT_MAJOR,
    DRIFT_MINOR,
    SENTENCE_DRIFT_MAJOR,
    SENTENCE_DRIFT_MINOR,
    SENTENCE_MIN_CHARS,
    reminder_on_one_side,
)
from .base import Check, PairView


@dataclass(frozen=True)
class Part:
    """The text of an aligned group of sentences, and where it starts in its side."""

    text: str
    start: int


def _without_names(side: Side, pack: LanguagePack) -> str:
    """The side's text with its card names blanked out (« Piscine sans fond » says
    nothing about negation), and the pack's neutral phrases (« que no sea », the Spanish
    "non-"); offsets are kept. Made once per side for every cue check."""
    text = side.memo.get("without names")
    if text is None:
        chars = list(side.text)
        for match in side.cards:
            start, end = side.span(match)
            chars[start:end] = " " * (end - start)
        if pack.cue_neutral_pattern is not None:
            for match in pack.cue_neutral_pattern.finditer(side.text):
                chars[match.start():match.end()] = " " * (match.end() - match.start())
        text = side.memo["without names"] = "".join(chars)
    return text


def aligned_parts(view: PairView, ctx: Context) -> list[tuple[Part, Part]]:
    """Aligned sentence groups with a sentence on both sides (a dropped or added one is
    the omission and addition checks' business); the whole texts without beads."""
    en, fr = view.en, view.fr
    en_text, fr_text = _without_names(en, ctx.source_pack), _without_names(fr, ctx.pack)
    if not view.beads or not en.sentences or not fr.sentences:
        return [_comparable(Part(en_text, 0), Part(fr_text, 0))]
    out = []
    for bead in view.beads:
        if not bead.en or not bead.fr:
            continue
        e0, e1 = en.sentences[bead.en[0]].start, en.sentences[bead.en[-1]].end
        f0, f1 = fr.sentences[bead.fr[0]].start, fr.sentences[bead.fr[-1]].end
        out.append(_comparable(Part(en_text[e0:e1], e0), Part(fr_text[f0:f1], f0)))
    return out


PARENTHESES = re.compile(r"\([^()]*\)")


def _comparable(en: Part, fr: Part) -> tuple[Part, Part]:
    """Where one side has a parenthesis the other has not (reminder text a translation
    adds or leaves out), the parentheses of both are left out of the comparison."""
    if en.text.count("(") == fr.text.count("("):
        return en, fr
    return tuple(Part(PARENTHESES.sub(lambda m: " " * len(m.group()), p.text), p.start)
                 for p in (en, fr))


def _first(pattern: re.Pattern[str] | None, part: Part) -> tuple[int, int, str] | None:
    m = pattern.search(part.text) if pattern is not None else None
    return (part.start + m.start(), part.start + m.end(), m.group()) if m else None


def _unless_without(negation: re.Pattern[str], pack: LanguagePack, part: Part) -> list:
    """The part's "unless" cues that hold no negation of their own (« es sei denn »
    does not, « falls … nicht » does and is counted already)."""
    unless = pack.cue_patterns.get("unless")
    if unless is None:
        return []
    return [m for m in unless.finditer(part.text) if not negation.search(m.group())]


# A cue the official texts leave out on the other side in more than one aligned group in
# five (CUE_BINDING, of at least CUE_LEAST groups: the pack's cues-<lang>.tsv) is only a
# hint when missing: German and French official texts carry "one or more" as « au moins »
# or « ou plus » in 72-81% of groups, German "unless" in 70%. The others flip a ruling.
CUE_BINDING, CUE_LEAST = 0.8, 20
# Cues whose flip is the error ("after" made « avant »): one missing where the other side
# has its opposite is major whatever the official texts leave out.
OPPOSITES = {"before": "after", "after": "before", "at-least": "at-most",
             "at-most": "at-least"}


def cue_severity(ctx: Context, cue: str, side: str, severity: Severity) -> Severity:
    """``severity`` for a cue of ``side`` ("en" or "target") with no counterpart, minor
    where the official texts often render it with none."""
    both, seen = pack_cues(ctx.pack.code).get((cue, side), (0, 0))
    if seen >= CUE_LEAST and both < CUE_BINDING * seen:
        return Severity.MINOR
    return severity


@dataclass(frozen=True)
class Together:
    """A cue of one side that the other side must carry too, in the same sentences."""

    cue: str
    both_ways: bool = True  # also: the target's cue needs the source's
    count: bool = False  # as many times on both sides (a second negation dropped)


class CueCheck(Check):
    """Base of the cue checks: the cues of ``rules`` compared in each aligned part."""

    rules: tuple[Together, ...] = ()
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MAJOR
    suppressed_by = ("untranslated", "omission", "addition")

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
        out: list[Finding] = []
        for en, fr in aligned_parts(view, ctx):
            for rule in self.rules:
                if rule.cue not in src or rule.cue not in tgt:
                    continue
                if rule.count:
                    out += self._counted(rule.cue, src[rule.cue], tgt[rule.cue], en, fr, ctx)
                    continue
                e, f = _first(src[rule.cue], en), _first(tgt[rule.cue], fr)
                # Where the other side has the opposite cue, the cue flipped: never excused.
                opposite = OPPOSITES.get(rule.cue)
                if e and not f:
                    flipped = opposite in tgt and _first(tgt[opposite], fr) is not None
                    out.append(self.finding(
                        f"« {e[2]} » ({rule.cue}) has no counterpart in the aligned "
                        "translation", expected=rule.cue, en_span=e[:2],
                        severity=self.severity if flipped else
                        cue_severity(ctx, rule.cue, "en", self.severity)))
                elif f and not e and rule.both_ways and rule.cue not in ctx.pack.one_way_cues:
                    flipped = opposite in src and _first(src[opposite], en) is not None
                    out.append(self.finding(
                        f"« {f[2]} » ({rule.cue}) has no counterpart in the English",
                        found=f[2], fr_span=f[:2],
                        severity=self.severity if flipped else
                        cue_severity(ctx, rule.cue, "target", self.severity)))
        return out


    def _counted(self, cue: str, src: re.Pattern[str], tgt: re.Pattern[str], en: Part,
                 fr: Part, ctx: Context) -> list[Finding]:
        e, f = list(src.finditer(en.text)), list(tgt.finditer(fr.text))
        if cue == "negation" and ctx.pack.unless_negates:
            e += _unless_without(src, ctx.source_pack, en)
            f += _unless_without(tgt, ctx.pack, fr)
            e.sort(key=lambda m: m.start())
            f.sort(key=lambda m: m.start())
        # A word the English negates by a prefix ("nonbasic") may be said with a
        # negation of the translation's own (« tierra no básica »): so many more are no
        # finding.
        privative = ctx.source_pack.cue_patterns.get("privative") if cue == "negation" else None
        if privative is not None and len(e) < len(f) <= len(e) + len(
                privative.findall(en.text)):
            return []
        # Present on one side and absent from the other, the cue flips the meaning: major;
        # so is one of the English's dropped. More in the translation than in the English,
        # both having some, is most often the language's way (negative concord: « no …
        # ninguna », « ni » in a list, « aucun » after « ne … pas »): a minor hint.
        severity = Severity.MINOR if e and len(f) > len(e) else self.severity
        if not e or not f:  # present on one side only: as often as official texts do so
            severity = cue_severity(ctx, cue, "en" if e else "target", severity)
        if len(e) > len(f):
            m = e[len(f)]
            return [self.finding(
                f"the English has {len(e)} × {cue} (« {m.group()} »…), the aligned "
                f"translation {len(f)}", expected=cue, severity=severity,
                en_span=(en.start + m.start(), en.start + m.end()))]
        if len(f) > len(e):
            m = f[len(e)]
            return [self.finding(
                f"the translation has {len(f)} × {cue} (« {m.group()} »…), the English "
                f"{len(e)}", found=m.group(), severity=severity,
                fr_span=(fr.start + m.start(), fr.start + m.end()))]
        return []


class Negation(CueCheck):
    """Negation added or dropped.

    An aligned sentence has more negations on one side than on the other: "can't",
    "no", "never", "without" in the English, « ne … pas/plus/jamais/aucun », « sans »,
    « ni » in the translation (« ne … que » is "only", not a negation). Major where one
    side has a negation and the other none, or the translation fewer than the English;
    minor where the translation has more than the English, which has some (negative
    concord: « no … ninguna », « ni » in a list of negatives). A word the English
    negates by a prefix ("nonbasic", "unblocked") may be said with a negation
    (« tierra no básica »): so many more in the translation are no finding.
    """

    id = "negation"
    # 2: negative concord minor; 3: words negated by a prefix; 4: minor where the
    # official texts often leave it out (CUE_BINDING); 5: "whether or not", concord
    # not across a conjunction, « no … más que »
    version = 5
    rules = (Together("negation", count=True),)


class Modality(CueCheck):
    """May made must, or must made may.

    Permission ("may", "can") and obligation ("must") are compared in each aligned
    sentence: an obligation rendered with « pouvoir » and no « devoir », or a
    permission rendered with « devoir » and no « pouvoir », changes what the player is
    allowed to do. A "may" with no counterpart at all (the choice dropped) is minor.
    """

    id = "modality"
    # 2: modal verbs in every person, tense and mood; 3: « devait », « devrait » are
    # "would", no obligation
    version = 3

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
        if not {"permission", "obligation", "may"} <= set(src) & set(tgt):
            return []
        out: list[Finding] = []
        for en, fr in aligned_parts(view, ctx):
            must, can = _first(src["obligation"], en), _first(src["permission"], en)
            devoir, pouvoir = _first(tgt["obligation"], fr), _first(tgt["permission"], fr)
            if must and not can and pouvoir and not devoir:
                out.append(self.finding(f"« {must[2]} » became « {pouvoir[2]} »",
                                        expected="obligation", found=pouvoir[2],
                                        en_span=must[:2], fr_span=pouvoir[:2]))
            elif can and not must and devoir and not pouvoir:
                out.append(self.finding(f"« {can[2]} » became « {devoir[2]} »",
                                        expected="permission", found=devoir[2],
                                        en_span=can[:2], fr_span=devoir[:2]))
            else:
                may = _first(src["may"], en)
                if may and not _first(tgt["may"], fr) and not devoir:
                    out.append(self.finding(
                        f"« {may[2]} »: the choice has no counterpart in the aligned "
                        "translation", expected="may", en_span=may[:2],
                        severity=Severity.MINOR))
        return out


class Quantifier(CueCheck):
    """Quantifier changed: "up to", "at least" ("one or more"), "at most", "only",
    "each", "any number of".

    Each of these in an aligned English sentence needs its counterpart in the
    translation (« jusqu'à deux », « au moins », « au plus », « seulement/ne … que »,
    « chaque », « un nombre quelconque de »); the first three are also required the
    other way round.
    """

    id = "quantifier"
    # 2: "each" floated after a plural subject is not required; 3: CUE_BINDING;
    # 4: « erst », « no … más que » for "only"; 5: "a maximum of", « par » + noun
    version = 5
    rules = (Together("up-to"), Together("at-least"), Together("at-most"),
             Together("only", both_ways=False), Together("each", both_ways=False),
             Together("any-number", both_ways=False))


class Possessor(CueCheck):
    """Whose object changed: you, your, an opponent, its owner, its controller.

    "Your" rendered « de chaque adversaire », "you control" rendered « qu'un
    adversaire contrôle », "its owner" rendered « son contrôleur »: each of these
    cues must stand on both sides of an aligned sentence.
    """

    id = "possessor"
    # 2: minor where the official texts often leave it out (CUE_BINDING); 3: "you no
    # longer control"; 4: « vous ne la contrôlez plus »
    version = 4
    rules = (Together("opponent"), Together("you-control"),
             Together("your", both_ways=False),  # « votre » also renders "you", "any"
             Together("owner"), Together("controller"))


class Condition(CueCheck):
    """Condition or timing reversed: unless, before, after, next turn.

    "Unless" rendered « si », "before" rendered « après », "this turn" rendered « au
    prochain tour »: the cue must stand on both sides of an aligned sentence.
    """

    id = "condition"
    # 2: minor where the official texts often leave it out (CUE_BINDING); 3: an adverb
    # closing a clause ("what they were before") is no condition; « une fois résolue »
    version = 3
    rules = (Together("unless"), Together("before", both_ways=False),
             Together("after", both_ways=False), Together("next-turn"))


class MeaningDrift(Check):
    """Translation far from the English in meaning (sentence embeddings).

    The cosine of the two texts' embeddings (Universal Sentence Encoder multilingual,
    pipeline/semantic.py) against what a faithful translation of that length reaches.
    A pair whose cosine as written is low is embedded again with the translation's game
    terms put back into English (the encoder knows the jargon poorly across languages),
    and judged on that. The expected cosine is the language pack's (fitted on official
    translations by rulingqa calibrate); see semantic.py for the share of official texts
    each threshold flags. It catches a text that says something else
    altogether (a stale or misplaced translation, an invented sentence); a single
    flipped word moves the cosine too little, which is what the cue checks are for.

    A ruling far from its English is one finding over the whole translation. Otherwise
    each aligned group of sentences of a ruling of several is judged on its own, against
    what a sentence of that length reaches: one sentence that says something else in an
    otherwise faithful ruling is a finding on that sentence. Silent with --no-semantic,
    and where one side has a parenthesis the other has not (reminder text a printed card
    leaves out moves the embedding as much as a sentence that says something else).
    """

    id = "meaning-drift"
    version = 3  # 2: sentences judged one by one; 3: rulings' one-sided parentheses too
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MINOR
    suppressed_by = ("untranslated", "omission", "addition", "misplaced-translation",
                     "missing-translation")

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        cosine = view.pair.semantic_terms  # set only where the first look was low
        models = ctx.pack.drift
        if cosine is None or models is None or view.en is None or view.fr is None:
            return []
        if reminder_on_one_side(view.pair):
            return []
        expected = models.expected("text", len(view.en.text))
        residual = cosine - expected
        if residual < DRIFT_MINOR:
            return [self._drift(cosine, expected, DRIFT_MAJOR, None, (0, len(view.fr.text)),
                                "translation")]
        return self._sentences(view, models)

    def _sentences(self, view: PairView, models: DriftModels) -> list[Finding]:
        cosines = view.pair.sentence_cosines_terms
        beads = [b for b in view.beads if b.en and b.fr]
        if not cosines or len(beads) < 2:
            return []
        en, fr = view.en.sentences, view.fr.sentences
        out = []
        for bead in beads:
            cosine = cosines.get((bead.en[0], len(bead.en), bead.fr[0], len(bead.fr)))
            if cosine is None:
                continue
            en_span = (en[bead.en[0]].start, en[bead.en[-1]].end)
            if en_span[1] - en_span[0] < SENTENCE_MIN_CHARS:
                continue
            expected = models.expected("sentence", en_span[1] - en_span[0])
            if cosine - expected < SENTENCE_DRIFT_MINOR:
                fr_span = (fr[bead.fr[0]].start, fr[bead.fr[-1]].end)
                out.append(self._drift(cosine, expected, SENTENCE_DRIFT_MAJOR, en_span,
                                       fr_span, "sentence"))
        return out

    def _drift(self, cosine: float, expected: float, major: float, en_span, fr_span,
               what: str) -> Finding:
        severity = Severity.MAJOR if cosine - expected < major else Severity.MINOR
        return self.finding(
            f"the {what}'s meaning is far from the English: embedding similarity "
            f"{cosine:.2f} where {expected:.2f} was expected for its length",
            severity=severity, expected=f"{expected:.2f}", found=f"{cosine:.2f}",
            en_span=en_span, fr_span=fr_span)
