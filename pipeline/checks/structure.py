"""Checks on the shape of a pair: missing, extra or misplaced entries; dropped, added or
untranslated sentences."""

from __future__ import annotations

from ..analysis import Context
from ..models import Finding, MqmCategory, PairKind, Severity
from .base import Check, PairView

MIN_WORDS_FOR_OMISSION = 3
MIN_WORDS_UNTRANSLATED = 4
COPIED_SHARE = 0.7  # share of a target sentence's words found in the English


class MissingTranslation(Check):
    """English ruling with no translation on the target page.

    The ruling-level aligner found no target entry for this English ruling: the
    translation was never produced or was lost. Nothing else can be checked for it.
    """

    id = "missing-translation"
    mqm = MqmCategory.ACCURACY_OMISSION
    severity = Severity.MAJOR
    needs_translation = False

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        if view.pair.kind is not PairKind.MISSING:
            return []
        message = "no translation of this ruling on the target page"
        if view.pair.source_error:
            message = f"the target page could not be read: {view.pair.source_error}"
        return [self.finding(message,
                             en_span=(0, len(view.pair.en.text)) if view.pair.en else None)]


class ExtraTranslation(Check):
    """Translated entry that matches no English ruling of its page.

    A duplicated entry, a translation of a ruling that is not on the English page, or
    one so far from any English ruling that it could not be paired.
    """

    id = "extra-translation"
    mqm = MqmCategory.ACCURACY_ADDITION
    severity = Severity.MAJOR
    needs_translation = False

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        if view.pair.kind is not PairKind.EXTRA or view.pair.fr is None:
            return []
        return [self.finding(
            f"target entry {view.pair.fr.index} matches no English ruling of the page",
            found=view.pair.fr.text, fr_span=(0, len(view.pair.fr.text)))]


class MisplacedTranslation(Check):
    """Translation found, but not at the English ruling's position on the page.

    The pair was made by content; on the published page this translation stands under
    another English ruling, so readers see the wrong text under both.
    """

    id = "misplaced-translation"
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MAJOR

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        if view.pair.kind is not PairKind.MOVED:
            return []
        en, fr = view.pair.en, view.pair.fr
        return [self.finding(
            f"the translation of English ruling {en.index} stands at position {fr.index} "
            "of the target page", expected=f"position {en.index}",
            found=f"position {fr.index}")]


def _words(tokens) -> list[str]:
    return [t.lower for t in tokens if t.is_alpha]


class Untranslated(Check):
    """Text left in English inside the translation.

    A target sentence of at least four words that is copied from the English (most of
    its words stand in the English ruling) or whose function words are English rather
    than target-language ones (more than two to one). A whole ruling left in English
    is one finding.
    """

    id = "untranslated"
    mqm = MqmCategory.ACCURACY_UNTRANSLATED
    severity = Severity.MAJOR

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        english_only = ctx.source_pack.stop_words - ctx.pack.stop_words
        target_only = ctx.pack.stop_words - ctx.source_pack.stop_words
        source_words = set(_words(view.en.tokens))
        flagged = []
        for sentence in view.fr.sentences:
            words = _words(view.fr.sub(sentence.start, sentence.end).tokens)
            if len(words) < MIN_WORDS_UNTRANSLATED:
                continue
            copied = sum(w in source_words for w in words) / len(words)
            n_en = sum(w in english_only for w in words)
            n_tgt = sum(w in target_only for w in words)
            if copied >= COPIED_SHARE or (n_en >= 2 and n_en > 2 * n_tgt):
                flagged.append(sentence)
        if not flagged:
            return []
        if len(flagged) == len(view.fr.sentences):
            return [self.finding("the whole ruling is left in English",
                                 found=view.fr.text, fr_span=(0, len(view.fr.text)))]
        return [self.finding("sentence left in English", found=s.text,
                             fr_span=(s.start, s.end)) for s in flagged]


def _parenthetical(text: str, check: Check) -> Severity:
    """A whole sentence in parentheses is reminder or aside text: minor when dropped or added."""
    stripped = text.strip()
    if stripped.startswith("(") and stripped.rstrip(".").endswith(")"):
        return Severity.MINOR
    return check.severity


class Omission(Check):
    """English sentence with no counterpart in the translation.

    From the sentence alignment: a 1-0 bead whose English sentence has at least three
    words. The finding carries the English sentence as the text to translate. A
    sentence wholly in parentheses (reminder text) is a minor finding.
    """

    id = "omission"
    mqm = MqmCategory.ACCURACY_OMISSION
    severity = Severity.MAJOR
    suppressed_by = ("untranslated",)

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        out = []
        for bead in view.beads:
            if bead.en and not bead.fr:
                for k in bead.en:
                    s = view.en.sentences[k]
                    if len(_words(view.en.sub(s.start, s.end).tokens)) >= MIN_WORDS_FOR_OMISSION:
                        out.append(self.finding(
                            "English sentence not translated (dropped)", expected=s.text,
                            en_span=(s.start, s.end), severity=_parenthetical(s.text, self)))
        return out


class Addition(Check):
    """Sentence in the translation with no counterpart in the English.

    From the sentence alignment: a 0-1 bead. Machine translation sometimes adds an
    explanation or a repeated clause; the English is the source of truth. A sentence
    wholly in parentheses (reminder text) is a minor finding.
    """

    id = "addition"
    mqm = MqmCategory.ACCURACY_ADDITION
    severity = Severity.MAJOR

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        out = []
        for bead in view.beads:
            if bead.fr and not bead.en:
                for k in bead.fr:
                    s = view.fr.sentences[k]
                    out.append(self.finding("sentence with no English counterpart (added)",
                                            found=s.text, fr_span=(s.start, s.end),
                                            severity=_parenthetical(s.text, self)))
        return out
