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

Where a determiner does not show one gender (German « dem »: masculine or neuter; « der »:
a masculine nominative, a feminine dative or genitive, a plural genitive), the pack's
``Agreement.sightings`` reads each noun's sighting as the genders it leaves, and a gender
is written where, against each other gender, the sightings that tell the two apart
allow it in ``MIN_SHARE`` of them (« dem Drachen », masculine or neuter, and « der
Raffende Drache », masculine or nothing else: masculine). Its file has a neuter column
too, and the sightings of a masculine noun outside the nominative with a weak noun's
-(e)n (« dem Drachen ») and without (« dem Spielstein ») in ``weak`` and ``strong``.
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
# the columns of a pack that learns from sightings: the sightings that allow each gender,
# and those of a masculine or neuter noun outside the nominative with a weak noun's
# ending and with none
SIGHTINGS_HEADER = ("lemma", "gender", "masculine", "feminine", "neuter", "weak", "strong")
# A noun seen once after a gendered determiner is taken at its word: of the French
# glossary's hand-labelled nouns that only a single sighting covers, 25 of 25 were right.
MIN_SEEN = 1
MIN_SHARE = 0.9
MASCULINE, FEMININE, NEUTER = "m", "f", "n"
GENDERS = (MASCULINE, FEMININE, NEUTER)
# Endings that tell a noun's gender (French « -tion », « -euse »: feminine; « -ment »:
# masculine), learnt from the nouns whose gender is known: an ending of ENDING_CHARS
# letters or more, shared by at least ENDING_NOUNS of them with one gender in at least
# ENDING_SHARE. Written as "-tion" rows; a noun the file does not name takes the gender
# of its longest such ending (a card's name: « Dévoreuse »).
ENDING_CHARS = (2, 3, 4, 5)
ENDING_NOUNS = 8
ENDING_SHARE = 0.95
VERB_FORMS = 6  # forms the lookup table leads to a lemma that make it a verb's
# letters of a known noun a compound the tokenizer did not split must end with to take
# its gender (« Lichfürst »: Fürst), and of what stands before it (not « Rückbl|ende »)
COMPOUND_HEAD, COMPOUND_MODIFIER = 5, 3


def genders_path(code: str) -> Path:
    """Where a language pack's noun genders are."""
    return DATA / f"genders-{code}.tsv"


def learn_genders(texts: Iterable[str], analyzer: Analyzer) -> list[tuple[str, str, int, int]]:
    """(lemma, gender, masculine count, feminine count) of the nouns of ``texts`` that a
    gendered determiner stands before, where one gender clearly wins (with the pack's
    sightings: see learn_sightings)."""
    agreement = analyzer.pack.agreement
    if agreement is not None and agreement.sightings is not None:
        return learn_sightings(texts, analyzer)
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


def learn_endings(nouns: dict[str, str], neuter: bool = False) -> list[tuple]:
    """("-ending", gender, masculine nouns, feminine nouns) of the endings that tell
    the gender of the known ``nouns`` (see ENDING_NOUNS, ENDING_SHARE); with
    ``neuter``, the neuter nouns' count after them and two empty counts (as the
    sightings' rows)."""
    counts: dict[str, Counter[str]] = {}
    for lemma, gender in nouns.items():
        for n in ENDING_CHARS:
            if len(lemma) > n and lemma.isalpha():
                counts.setdefault(lemma[-n:], Counter())[gender] += 1
    out = []
    for ending, seen in sorted(counts.items()):
        m, f, n = seen[MASCULINE], seen[FEMININE], seen[NEUTER]
        if m + f + n < ENDING_NOUNS:
            continue
        for gender, k in ((MASCULINE, m), (FEMININE, f), (NEUTER, n)):
            if k >= ENDING_SHARE * (m + f + n):
                out.append((f"-{ending}", gender, m, f, n, 0, 0) if neuter
                           else (f"-{ending}", gender, m, f))
    return out


def learn_sightings(texts: Iterable[str], analyzer: Analyzer) -> list[tuple]:
    """(lemma, gender, masculine, feminine, neuter, weak, strong) of the nouns the pack's
    ``Agreement.sightings`` finds in ``texts``: a gender is written where, against each
    other gender, the sightings that tell the two apart (allow one and not the other)
    allow it in MIN_SHARE of them and there are MIN_SEEN such (« des Zuges » tells
    nothing of masculine against neuter; « den Zug » does). The counts are the sightings
    that allow each gender, and those with a weak masculine's ending and with none.
    Endings that tell a gender follow, as learn_endings finds them."""
    sightings = analyzer.pack.agreement.sightings
    counts: dict[str, Counter[str]] = {}
    declensions: dict[str, Counter[str]] = {}
    for text in texts:
        for lemma, genders, declension in sightings(text, analyzer.tokens(text)):
            counts.setdefault(lemma, Counter())[genders] += 1
            declensions.setdefault(lemma, Counter())[declension] += 1
    out = []
    for lemma, seen in sorted(counts.items()):
        won = [g for g in GENDERS if lemma.isalpha() and _tells(seen, g)]
        if len(won) == 1:
            out.append((lemma, won[0],
                        *(sum(k for genders, k in seen.items() if g in genders) for g in GENDERS),
                        declensions[lemma]["weak"], declensions[lemma]["strong"]))
    return out + learn_endings({row[0]: row[1] for row in out}, neuter=True)


def _tells(seen: Counter[str], gender: str) -> bool:
    """Whether the sightings (counted by the genders each allows) tell ``gender`` from
    each other one (see learn_sightings)."""
    for other in GENDERS:
        if other == gender:
            continue
        this = sum(k for genders, k in seen.items() if gender in genders and other not in genders)
        that = sum(k for genders, k in seen.items() if other in genders and gender not in genders)
        if this < MIN_SEEN or this < MIN_SHARE * (this + that):
            return False
    return True


def gender_of(lemma: str, genders: dict[str, str], compounds: bool = False,
              endings: bool = True) -> str | None:
    """A noun's gender: the file's for it, else (in a language of closed compounds) that
    of the longest known noun it ends with (« Gildenmagier »: Magier), else (with
    ``endings``) that of its longest telling ending."""
    found = genders.get(lemma)
    if found is not None:
        return found
    for cut in range(COMPOUND_MODIFIER, len(lemma) - COMPOUND_HEAD + 1) if compounds else ():
        found = genders.get(lemma[cut:])
        if found is not None:
            return found
    for n in sorted(ENDING_CHARS, reverse=True) if endings else ():
        if len(lemma) > n:
            found = genders.get(f"-{lemma[-n:]}")
            if found is not None:
                return found
    return None


def genders_text(rows: list[tuple]) -> str:
    out = io.StringIO()
    header = SIGHTINGS_HEADER if rows and len(rows[0]) == len(SIGHTINGS_HEADER) else HEADER
    out.write("\t".join(header) + "\n")
    for row in rows:
        out.write("\t".join(str(cell) for cell in row) + "\n")
    return out.getvalue()


def read_genders(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    with path.open(encoding="utf-8") as handle:
        next(handle, None)
        for line in handle:
            cells = line.rstrip("\n").split("\t")
            if len(cells) >= 2 and cells[1] in GENDERS:
                out[cells[0]] = cells[1]
    return out


def read_weak(path: Path) -> dict[str, bool]:
    """Of the masculine nouns of a sightings file seen outside the nominative, whether
    they are weak (« dem Drachen »): more sightings with the weak ending than without."""
    out: dict[str, bool] = {}
    with path.open(encoding="utf-8") as handle:
        header = next(handle, "").rstrip("\n").split("\t")
        if header != list(SIGHTINGS_HEADER):
            return out
        for line in handle:
            lemma, gender, *_, weak, strong = line.rstrip("\n").split("\t")
            if gender == MASCULINE and int(weak) + int(strong):
                out[lemma] = int(weak) > int(strong)
    return out


@cache
def pack_genders(code: str) -> dict[str, str]:
    """The noun genders shipped with a language pack (empty where it has none)."""
    path = genders_path(code)
    return read_genders(path) if path.is_file() else {}


@cache
def pack_weak(code: str) -> dict[str, bool]:
    """Whether each masculine noun whose declension a pack learnt is weak (see read_weak)."""
    path = genders_path(code)
    return read_weak(path) if path.is_file() else {}
