"""Game terms that are kin: the two sides of one thing of the game, learnt from the
official English texts.

A translation that says « fuerza » (power) where the English says "toughness", or
« Widerstandskraft » where it says "power", names the other of a pair the game keeps
apart, and nothing in the glossary says so: the two terms share no word. The official
English texts do: they coordinate such terms, "power and toughness", "attacks or
blocks", "instant or sorcery", "top or bottom", "graveyard or library". Each two
one-word glossary terms written "A and B", "A or B" or "A, and B" (one of the source
pack's ``determiners`` may open B: "creature or a planeswalker") are counted, by the
official texts that say so. A pair said so in at least ``KIN_WRITTEN`` texts is written,
with its count, to ``kin-<source>.tsv`` beside the packs' lexicons (``rulingqa glossary
kin``; the shipped file is learnt from the official card texts printed before 2015, as the
lexicons are), and each reader asks its own least (``pack_kin``): kin are those said so
in ``KIN_LEAST``.
A coordination of clauses is no pair: B followed by what opens an object ("reveal it and
put it", "cast spells and activate abilities") is a verb, and A and B must agree in
number, both inflected or neither ("enters the battlefield or attacks").
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from .lang import LanguagePack
from .lexicon import DATA
from .nlp import Analyzer

HEADER = ("term", "kin", "texts")
# Official texts that coordinate two terms, at least, for the two to be kin: of the
# French pairs' English printed before 2015, "power and toughness" in 140, "Arcane and
# Spirit" in 48; "permanent and player" (31) made « eine solche bleibende Karte » for
# "one" (a creature or planeswalker) a player said otherwise, on a faithful development
# ruling, and "haste and trample" (two keywords of one creature, no pair) are in 14
KIN_LEAST = 40
# Texts that coordinate two terms, at least, for the pair to be written (a reader that
# asks less than KIN_LEAST, as a mention said by another game term of the same sort does:
# "hand or graveyard" in 4 of the French pairs' English printed before 2015, "hand and
# library" in 18)
KIN_WRITTEN = 3


def kin_path(code: str) -> Path:
    """Where a source language's kin terms are."""
    return DATA / f"kin-{code}.tsv"


def learn_kin(analyzer: Analyzer, pack: LanguagePack, terms: Iterable[str],
              texts: Iterable[str]) -> dict[tuple[str, str], int]:
    """(term, kin) -> the texts of ``texts`` that coordinate them, for each two of the
    one-word ``terms`` (English, lower case) said so in KIN_WRITTEN texts at least; each
    pair once, in alphabetical order."""
    words: dict[str, str] = {}
    for term in terms:
        if len(term.split()) == 1 and term.isalpha():
            words.setdefault(term, term)
            words.setdefault(analyzer.lemma(term), term)
    seen: Counter[tuple[str, str]] = Counter()
    for text in dict.fromkeys(texts):
        tokens = [t for t in analyzer.tokens(text) if not t.text.isspace()]
        pairs = set()
        for i, a in enumerate(tokens):
            first = words.get(a.lower) or words.get(a.lemma)
            if first is None:
                continue
            j = i + 1
            if j < len(tokens) and tokens[j].text == ",":
                j += 1
            if j >= len(tokens) or tokens[j].lower not in pack.coordinators:
                continue
            j += 1
            if j < len(tokens) and tokens[j].lower in pack.determiners:
                j += 1
            if j >= len(tokens):
                continue
            b = tokens[j]
            second = words.get(b.lower) or words.get(b.lemma)
            after = tokens[j + 1].lower if j + 1 < len(tokens) else ""
            if (second is None or second == first or after in pack.object_openers
                    or (a.lower != a.lemma) != (b.lower != b.lemma)):
                continue
            pairs.add((min(first, second), max(first, second)))
        seen.update(pairs)
    return {pair: n for pair, n in seen.items() if n >= KIN_WRITTEN}


def kin_text(kin: dict[tuple[str, str], int]) -> str:
    out = io.StringIO()
    out.write("\t".join(HEADER) + "\n")
    for (term, other), n in sorted(kin.items(), key=lambda item: (-item[1], item[0])):
        out.write(f"{term}\t{other}\t{n}\n")
    return out.getvalue()


@cache
def pack_kin(code: str, least: int = KIN_LEAST) -> dict[str, frozenset[str]]:
    """The kin terms shipped for a source language, each term to those coordinated with
    it in ``least`` texts at least (empty where it has none)."""
    path = kin_path(code)
    if not path.is_file():
        return {}
    out: dict[str, set[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        term, other, texts = line.split("\t")
        if int(texts) < least:
            continue
        out.setdefault(term, set()).add(other)
        out.setdefault(other, set()).add(term)
    return {term: frozenset(kin) for term, kin in out.items()}
