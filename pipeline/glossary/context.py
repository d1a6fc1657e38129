"""Which sense of an ambiguous term a match is: the glossary's ``context`` column.

Ambiguity is data: a row may say ``pos=NOUN`` (counter: a marqueur) or ``pos=VERB``
(counter: contrecarrer), ``next=a|cards|the battlefield`` (words that must follow the
term, within a few words), ``not-then=to|under`` (words that must not follow it at
once: "returns to the battlefield" is no "return it to"), ``prev=the|take`` (words
that must precede it) or ``not-prev=game`` (words that must not precede it at once:
"game play" is no playing); ``;`` separates conditions, ``|`` alternatives. Part of
speech is guessed by the source language pack from the neighbouring words; where it
cannot tell, every sense stays a candidate.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import PipelineError
from ..nlp import Token

KNOWN_KEYS = ("pos", "next", "prev", "not-then", "not-prev")
POS_TAGS = ("NOUN", "VERB", "ADJ")


@dataclass(frozen=True)
class SenseRule:
    pos: frozenset[str] = frozenset()
    next: tuple[tuple[str, ...], ...] = ()
    prev: tuple[tuple[str, ...], ...] = ()
    not_then: tuple[tuple[str, ...], ...] = ()
    not_prev: tuple[tuple[str, ...], ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.pos or self.next or self.prev or self.not_then or self.not_prev)


def parse_context(cell: str, path: str = "", line: int = 0) -> SenseRule:
    pos: frozenset[str] = frozenset()
    nxt: tuple[tuple[str, ...], ...] = ()
    prev: tuple[tuple[str, ...], ...] = ()
    not_then: tuple[tuple[str, ...], ...] = ()
    not_prev: tuple[tuple[str, ...], ...] = ()
    for part in (cell or "").split(";"):
        part = part.strip()
        if not part:
            continue
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or key not in KNOWN_KEYS or not value.strip():
            raise PipelineError("E132", f"context {part!r}: expected pos=, next=, not-then=, "
                                "prev= or not-prev=",
                                path or None, line or None)
        alternatives = tuple(tuple(a.lower().split()) for a in value.split("|") if a.strip())
        if key == "pos":
            tags = frozenset(a[0].upper() for a in alternatives)
            unknown = tags - set(POS_TAGS)
            if unknown:
                raise PipelineError("E132", f"unknown part of speech {sorted(unknown)}",
                                    path or None, line or None)
            pos = tags
        elif key == "next":
            nxt = alternatives
        elif key == "not-then":
            not_then = alternatives
        elif key == "not-prev":
            not_prev = alternatives
        else:
            prev = alternatives
    return SenseRule(pos, nxt, prev, not_then, not_prev)


def format_context(rule: SenseRule) -> str:
    """The rule as the context column writes it (what parse_context reads back)."""
    parts = []
    if rule.pos:
        parts.append("pos=" + "|".join(t for t in POS_TAGS if t in rule.pos))
    for key, alternatives in (("next", rule.next), ("not-then", rule.not_then),
                              ("prev", rule.prev), ("not-prev", rule.not_prev)):
        if alternatives:
            parts.append(f"{key}=" + "|".join(" ".join(a) for a in alternatives))
    return ";".join(parts)


# The words of next= and prev= may stand up to NEAR words away, across words only (not
# across punctuation): "draw two cards" is next=cards, "the top card of" next=of.
NEAR = 3


def _words_match(tokens: Sequence[Token], start: int, words: tuple[str, ...]) -> bool:
    if start < 0 or start + len(words) > len(tokens):
        return False
    return all(w in (tokens[start + k].lemma, tokens[start + k].lower)
               for k, w in enumerate(words))


def _near(tokens: Sequence[Token], at: int, step: int, words: tuple[str, ...]) -> bool:
    """Whether ``words`` begin (step 1: after ``at``) or end (step -1: before ``at``)
    within NEAR words of ``at``."""
    for k in range(NEAR):
        first = at + step * k if step > 0 else at - k - len(words)
        if _words_match(tokens, first, words):
            return True
        passed = at + step * k if step > 0 else at - k - 1
        if not 0 <= passed < len(tokens) or tokens[passed].is_punct:
            return False
    return False


def applies(rule: SenseRule, tokens: Sequence[Token], start: int, end: int,
            pos_guess: frozenset[str] | None) -> bool:
    """Whether a term matched at tokens ``start``..``end`` is in the sense of ``rule``;
    where ``pos_guess`` is None, part of speech is not asked."""
    if rule.pos and pos_guess is not None and not (rule.pos & pos_guess):
        return False
    if rule.next and not any(_near(tokens, end, 1, w) for w in rule.next):
        return False
    if any(_words_match(tokens, end, w) for w in rule.not_then):
        return False
    if rule.prev and not any(_near(tokens, start, -1, w) for w in rule.prev):
        return False
    if any(_words_match(tokens, start - len(w), w) for w in rule.not_prev):
        return False
    return True
