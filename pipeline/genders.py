"""The grammatical gender of target nouns, learnt from official texts.

A suggested correction that puts one noun in place of another must carry the gender of
the new one through the words that agree with it (« les dégâts infligés » → « les
blessures infligées »; « le Bassin sans fond » → « la Piscine sans fond »). The lookup
tables that lemmatise the target know no gender, and the trained pipeline's guess is
the context's (it reads « dégâts » as feminine after « les »). The official texts say
it: each noun after a determiner that shows a gender (« le », « une », « cette »; the
pack's ``gender_determiners``) is counted, by its lemma, and a noun seen with one
gender in at least ``MIN_SHARE`` of its sightings is written to
``genders-<lang>.tsv`` beside the pack's lexicon (``rulingqa glossary genders``). A noun
the file lacks has an unknown gender, and a suggestion that depends on it says so.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from .lexicon import DATA
from .nlp import Analyzer

HEADER = ("lemma", "gender", "masculine", "feminine")
# A noun seen once after a gendered determiner is taken at its word: of the French
# glossary's hand-labelled nouns that only a single sighting covers, 25 of 25 were right.
MIN_SEEN = 1
MIN_SHARE = 0.9
MASCULINE, FEMININE = "m", "f"
# Endings that tell a noun's gender (French « -tion », « -euse »: feminine; « -ment »:
# masculine), learnt from the nouns whose gender is known: an ending of ENDING_CHARS
# letters or more, shared by at least ENDING_NOUNS of them with one gender in at least
# ENDING_SHARE. Written as "-tion" rows; a noun the file does not name takes the gender
# of its longest such ending (a card's name: « Dévoreuse »).
ENDING_CHARS = (2, 3, 4, 5)
ENDING_NOUNS = 8
ENDING_SHARE = 0.95
VERB_FORMS = 6  # forms the lookup table leads to a lemma that make it a verb's


def genders_path(code: str) -> Path:
    """Where a language pack's noun genders are."""
    return DATA / f"genders-{code}.tsv"


def learn_genders(texts: Iterable[str], analyzer: Analyzer) -> list[tuple[str, str, int, int]]:
    """(lemma, gender, masculine count, feminine count) of the nouns of ``texts`` that a
    gendered determiner stands before, where one gender clearly wins."""
    marks = analyzer.pack.gender_determiners
    counts: dict[str, Counter[str]] = {}
    for text in texts:
        tokens = analyzer.tokens(text)
        for before, token in zip(tokens, tokens[1:], strict=False):
            gender = marks.get(before.lower)
            if gender is None or not token.is_alpha or token.start != before.end + 1:
                continue
            if analyzer.form_count(token.lemma) >= VERB_FORMS:
                continue  # a verb's infinitive after a contraction (« al lanzar »)
            counts.setdefault(token.lemma, Counter())[gender] += 1
    out = []
    for lemma, seen in sorted(counts.items()):
        m, f = seen[MASCULINE], seen[FEMININE]
        if m + f < MIN_SEEN:
            continue
        if m >= MIN_SHARE * (m + f):
            out.append((lemma, MASCULINE, m, f))
        elif f >= MIN_SHARE * (m + f):
            out.append((lemma, FEMININE, m, f))
    return out + learn_endings({lemma: gender for lemma, gender, _, _ in out})


def learn_endings(nouns: dict[str, str]) -> list[tuple[str, str, int, int]]:
    """("-ending", gender, masculine nouns, feminine nouns) of the endings that tell
    the gender of the known ``nouns`` (see ENDING_NOUNS, ENDING_SHARE)."""
    counts: dict[str, Counter[str]] = {}
    for lemma, gender in nouns.items():
        for n in ENDING_CHARS:
            if len(lemma) > n and lemma.isalpha():
                counts.setdefault(lemma[-n:], Counter())[gender] += 1
    out = []
    for ending, seen in sorted(counts.items()):
        m, f = seen[MASCULINE], seen[FEMININE]
        if m + f < ENDING_NOUNS:
            continue
        for gender, k in ((MASCULINE, m), (FEMININE, f)):
            if k >= ENDING_SHARE * (m + f):
                out.append((f"-{ending}", gender, m, f))
    return out


def gender_of(lemma: str, genders: dict[str, str]) -> str | None:
    """A noun's gender: the file's for it, else that of its longest telling ending."""
    found = genders.get(lemma)
    if found is not None:
        return found
    for n in sorted(ENDING_CHARS, reverse=True):
        if len(lemma) > n:
            found = genders.get(f"-{lemma[-n:]}")
            if found is not None:
                return found
    return None


def genders_text(rows: list[tuple[str, str, int, int]]) -> str:
    out = io.StringIO()
    out.write("\t".join(HEADER) + "\n")
    for lemma, gender, m, f in rows:
        out.write(f"{lemma}\t{gender}\t{m}\t{f}\n")
    return out.getvalue()


def read_genders(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    with path.open(encoding="utf-8") as handle:
        next(handle, None)
        for line in handle:
            cells = line.rstrip("\n").split("\t")
            if len(cells) >= 2 and cells[1] in (MASCULINE, FEMININE):
                out[cells[0]] = cells[1]
    return out


@cache
def pack_genders(code: str) -> dict[str, str]:
    """The noun genders shipped with a language pack (empty where it has none)."""
    path = genders_path(code)
    return read_genders(path) if path.is_file() else {}
