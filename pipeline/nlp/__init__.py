"""spaCy pipelines, built once per language and process.

Each language gets ``spacy.blank(code)`` (its tokenizer: elision, hyphens, punctuation)
and the lookup lemma table from spacy-lookups-data, read through the language pack's
fixes. The table is case-sensitive and misses some participles, so lemmas are taken
from the lower-cased form, then the pack's overrides, then its suffix rules.
"""

from __future__ import annotations

import re
from functools import cache, cached_property
from typing import NamedTuple

import spacy
from spacy.lookups import load_lookups

from ..lang.base import LanguagePack

MAX_VARIANTS = 128
APOSTROPHES = str.maketrans({"’": "'", "ʼ": "'", "‘": "'"})
# Letters and single spaces only: no prefix, suffix or infix rule of a spaCy tokenizer can
# apply, so such a phrase (most card names) is its words, unless a word is a special case.
PLAIN = re.compile(r"[^\W\d_]+(?: [^\W\d_]+)*")
WORD = re.compile(r"[^\W\d_]+")


class Token(NamedTuple):  # a tuple: built by the million, it must be cheap to make
    text: str
    lower: str
    lemma: str
    start: int
    end: int
    is_alpha: bool
    is_punct: bool

    @property
    def keys(self) -> tuple[str, str]:
        return (self.lemma, self.lower)


class Analyzer:
    """Tokenises and lemmatises text of one language."""

    def __init__(self, pack: LanguagePack):
        self.pack = pack
        self._known: set[str] | None = None
        self._cache: dict[str, str] = {}

    # Built on first use: a run whose results all come from the state store needs neither.
    @cached_property
    def nlp(self):
        return spacy.blank(self.pack.code)

    @cached_property
    def _table(self):
        return load_lookups(self.pack.code, ["lemma_lookup"]).get_table("lemma_lookup")

    def _known_lemmas(self) -> set[str]:
        if self._known is None:
            known: set[str] = set()
            for value in self._table.values():
                known.update(value if isinstance(value, list) else [value])
            self._known = known
        return self._known

    def _other_word(self, form: str, lemma: str) -> bool:
        found = self._table.get(form)
        values = found if isinstance(found, list) else [found] if found else []
        return any(v not in (lemma, form) for v in values)

    def is_common_word(self, lower: str) -> bool:
        """A word of the language's general vocabulary (the lookup table knows it)."""
        return lower in self._table or lower in self._known_lemmas()

    def lemma(self, lower: str) -> str:
        cached = self._cache.get(lower)
        if cached is not None:
            return cached
        result = self.pack.lemma_overrides.get(lower)
        if result is None:
            found = self._table.get(lower)
            if isinstance(found, list):
                found = found[0] if found else None
            result = found
        rules = self.pack.lemma_suffix_rules if result is None else (
            self.pack.participle_rules if result == lower else ())
        for suffix, repl in rules:
            if lower.endswith(suffix) and len(lower) > len(suffix) + 2:
                candidate = lower[: -len(suffix)] + repl
                if candidate in self._known_lemmas():
                    result = candidate
                    break
        if result is None:
            result = lower
        self._cache[lower] = result
        return result

    @cached_property
    def _special_cases(self) -> frozenset[str]:
        return frozenset(self.nlp.tokenizer.rules or ())

    def _plain_tokens(self, text: str) -> list[Token] | None:
        """The tokens of a phrase of plain words without running the tokenizer (about 50
        times faster, which counts when a glossary holds 100,000 card names); None where
        the tokenizer is needed. Tests check it against the tokenizer."""
        if not PLAIN.fullmatch(text):
            return None
        words = [(m.group(), m.start(), m.end()) for m in WORD.finditer(text)]
        if any(w in self._special_cases for w, _, _ in words):
            return None
        return [Token(w, w.lower(), self.lemma(w.lower()), a, b, True, False)
                for w, a, b in words]

    def tokens(self, text: str) -> list[Token]:
        plain = self._plain_tokens(text)
        if plain is not None:
            return plain
        norm = text.translate(APOSTROPHES)
        out: list[Token] = []
        for t in self.nlp.make_doc(norm):
            if t.is_space:
                continue
            lower = t.text.lower()
            out.append(
                Token(
                    text=text[t.idx : t.idx + len(t.text)],
                    lower=lower,
                    lemma=self.lemma(lower),
                    start=t.idx,
                    end=t.idx + len(t.text),
                    is_alpha=t.is_alpha,
                    is_punct=t.is_punct,
                )
            )
        return out

    def keys(self, phrase: str) -> tuple[str, ...]:
        """The lemma sequence of a glossary phrase (some forms kept as written)."""
        endings = self.pack.keep_form_endings
        return tuple(t.lower if endings and t.lower.endswith(endings) else t.lemma
                     for t in self.tokens(phrase))

    def key_variants(self, phrase: str) -> list[tuple[str, ...]]:
        """The lemma sequence and the same with the forms the lookup table may not lead
        back to it: verb forms, plurals and feminines from the pack (a verb form that the table
        gives to another word, jetons: jeton, is left out), without an optional lead."""
        keys = self.keys(phrase)
        variants: list[tuple[str, ...]] = [()]
        for key in keys:
            verb_forms = [f for f in self.pack.inflections(key) if not self._other_word(f, key)]
            options = tuple(dict.fromkeys((key, *verb_forms, *self.pack.agreement_forms(key))))
            if len(variants) * len(options) > MAX_VARIANTS:
                options = (key,)
            variants = [v + (o,) for v in variants for o in options]
        if len(keys) > 1 and keys[0] in self.pack.optional_leading:
            variants += [v[1:] for v in variants]
        return variants


@cache
def analyzer(pack: LanguagePack) -> Analyzer:
    return Analyzer(pack)
