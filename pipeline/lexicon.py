"""Which target words render which English words, learnt from official translations.

A word lexicon per language pack (``pipeline/lang/data/words-<code>.tsv``), made by
``rulingqa glossary lexicon`` from a bilingual table of official texts: for each English
lemma, the target lemmas that render it in the same lines of the translations (IBM Model 1,
both ways). The checks use it to tell, inside an
aligned sentence group, the target words that render some English word of the group
from those that render none: where a term's official rendering is missing, such an
unexplained word is what stands in its place (« garde » for ward), and a mention
rendered by a pronoun leaves none.
"""

from __future__ import annotations

import csv
import hashlib
import io
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from .nlp import Analyzer, Token
from .nlp.sentences import split_sentences

DATA = Path(__file__).resolve().parent / "lang" / "data"
HEADER = ("en", "target", "probability", "together")

# What a link must have to be kept: seen together in at least MIN_TOGETHER line pairs,
# and a translation probability of at least MIN_PROBABILITY one way or the other.
MIN_TOGETHER = 3
MIN_PROBABILITY = 0.1
MIN_SEEN = 10
# and seen together at least MIN_LIFT times as often as chance would have them: a word
# on nearly every line ("the", "you", « créature ») stands beside everything, and Model
# 1 one way or the other gives it a share of whatever it stands beside
MIN_LIFT = 2.0
# and the likeliest rendering in at least MIN_AGREED line pairs (_viterbi): one way
# for a word of meaning, both ways for a function word
MIN_AGREED = 2
# Competitive linking: where a word has several links on the other side, only those
# within COMPETE of its strongest there count as its renderings.
COMPETE = 0.5


def competing(scores: list[float]) -> list[bool]:
    """Which of a word's link strengths to several words (Lexicon.strength) make them
    its renderings, as competitive linking has it: those within COMPETE of the
    strongest ("ability" is rendered by « Fähigkeit », not by the « Ziel » it often
    stands beside)."""
    top = max(scores, default=0.0)
    return [score > 0 and score >= COMPETE * top for score in scores]


def content(token: Token, stop_words: frozenset[str]) -> bool:
    """A word that carries meaning: alphabetic, of three letters or more, no function
    word of its language."""
    return token.is_alpha and len(token.text) >= 3 and token.lower not in stop_words


def lemmas(tokens: list[Token], stop_words: frozenset[str]) -> set[str]:
    return {t.lemma for t in tokens if content(t, stop_words)}


def units(en_text: str, target_text: str) -> list[tuple[str, str]]:
    """The line pairs of a text and its translation where both have as many lines (a
    card's abilities, one a line); a line pair, the sentence pairs where both have as
    many sentences (a ruling's); else the two whole texts."""
    en_lines = [line for line in en_text.splitlines() if line.strip()]
    target_lines = [line for line in target_text.splitlines() if line.strip()]
    if len(en_lines) != len(target_lines):
        return [(en_text, target_text)]
    out = []
    for en_line, target_line in zip(en_lines, target_lines, strict=True):
        en_sentences = [s.text for s in split_sentences(en_line)]
        target_sentences = [s.text for s in split_sentences(target_line)]
        if len(en_sentences) == len(target_sentences) > 1:
            out.extend(zip(en_sentences, target_sentences, strict=True))
        else:
            out.append((en_line, target_line))
    return out


@dataclass
class Lexicon:
    links: dict[str, frozenset[str]]  # English lemma -> the target lemmas that render it
    # (English lemma, target lemma) -> how likely the one is rendered by the other;
    # a pair is here exactly where it is in links
    probability: dict[tuple[str, str], float]

    @cached_property
    def targets(self) -> frozenset[str]:
        """Every target lemma some English lemma links to: the words the lexicon knows."""
        return frozenset(t for group in self.links.values() for t in group)

    def renders(self, en_words: Iterable[str], best: bool = False) -> frozenset[str]:
        """The target lemmas that render one of ``en_words``; with ``best``, only those
        within COMPETE of the word's likeliest rendering (stack: « pile », not the
        « mise » of "put on the stack" it often stands beside)."""
        out: set[str] = set()
        for word in en_words:
            links = self.links.get(word, ())
            if best and links:
                top = max(self.probability[word, t] for t in links)
                links = [t for t in links if self.probability[word, t] >= COMPETE * top]
            out.update(links)
        return frozenset(out)

    def strength(self, en_word: Token, target: Token) -> float:
        """How likely English word ``en_word`` is rendered by ``target``: the learnt
        probability, 1 for words spelt alike (cognates), 0 for no link."""
        from .analysis import cognate

        if cognate(en_word.text, target.text):
            return 1.0
        return max(self.probability.get((a, b), 0.0) for a in (en_word.lemma, en_word.lower)
                   for b in (target.lemma, target.lower))

    @classmethod
    def read(cls, path: Path) -> Lexicon:
        links: dict[str, set[str]] = {}
        probability: dict[tuple[str, str], float] = {}
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                links.setdefault(row["en"], set()).add(row["target"])
                probability[row["en"], row["target"]] = float(row["probability"])
        return cls({k: frozenset(v) for k, v in links.items()}, probability)


def pack_path(code: str) -> Path:
    """Where a language pack's lexicon is."""
    return DATA / f"words-{code}.tsv"


@cache
def lexicon_signature(code: str) -> str:
    """What the pack's learnt data is (part of the cache keys of checked pairs): a hash
    of its lexicon and its cue agreement (cues-<lang>.tsv), or none, of the English's
    kin terms (kin-en.tsv), and of the files the English reads its inflected game words
    by (the source pack's lemma_vocabulary)."""
    from .cuedata import cues_path
    from .kindata import kin_path
    from .lang import SOURCE

    digest = hashlib.sha256()
    for path in (pack_path(code), cues_path(code), kin_path(SOURCE.code)):
        digest.update(path.read_bytes() if path.is_file() else b"none")
    if SOURCE.lemma_vocabulary:
        for path in sorted(DATA.glob(SOURCE.lemma_vocabulary)):
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


@cache
def pack_lexicon(code: str) -> Lexicon | None:
    """The lexicon shipped with a language pack, or None where it has none."""
    path = pack_path(code)
    return Lexicon.read(path) if path.is_file() else None


def _model_one(pairs: list[tuple[list[int], list[int]]], sources: int, iterations: int
               ) -> dict[tuple[int, int], float]:
    """IBM Model 1's translation probabilities t(target | source) by EM, with a null
    source word (id ``sources``) that renders the target words no source word does."""
    null = sources
    t: dict[tuple[int, int], float] = {}
    for src, tgt in pairs:  # uniform start over the pairs seen together
        for f in tgt:
            for e in (*src, null):
                t[f, e] = 1.0
    for _ in range(iterations):
        counts: dict[tuple[int, int], float] = dict.fromkeys(t, 0.0)
        totals = [0.0] * (sources + 1)
        for src, tgt in pairs:
            full = (*src, null)
            for f in tgt:
                weights = [t[f, e] for e in full]
                norm = sum(weights)
                for e, w in zip(full, weights, strict=True):
                    share = w / norm
                    counts[f, e] += share
                    totals[e] += share
        t = {(f, e): c / totals[e] for (f, e), c in counts.items() if c > 0}
    return t


def _viterbi(lines: list[tuple[list[int], list[int]]], forward: dict, backward: dict,
             sources: int, targets: int
             ) -> tuple[Counter[tuple[int, int]], Counter[tuple[int, int]]]:
    """In how many line pairs each (English, target) pair is the best link one way (the
    target word's likeliest English word under Model 1 forward, or the English word's
    likeliest target word backward: the union of the two alignments) and both ways
    (their intersection). A word on nearly every line ("the", "will") is some target
    word's likeliest source now and then, but seldom the one that word's own best
    rendering chooses back."""
    either: Counter[tuple[int, int]] = Counter()
    both: Counter[tuple[int, int]] = Counter()
    for en, tgt in lines:
        best_en = {f: max((*en, sources), key=lambda e, f=f: forward.get((f, e), 0.0))
                   for f in tgt}
        best_tgt = {e: max((*tgt, targets), key=lambda f, e=e: backward.get((e, f), 0.0))
                    for e in en}
        one = {(e, f) for f, e in best_en.items() if e != sources}
        other = {(e, f) for e, f in best_tgt.items() if f != targets}
        either.update(one | other)
        both.update(one & other)
    return either, both


def learn(pairs: Iterable[tuple[str, str]], source: Analyzer, target: Analyzer,
          iterations: int = 6) -> list[tuple[str, str, float, int]]:
    """The links (English lemma, target lemma, probability, line pairs together) of a
    parallel corpus: IBM Model 1 in both directions, a link kept where either direction
    gives it at least MIN_PROBABILITY and the two stood together in at least MIN_TOGETHER
    line pairs, MIN_LIFT times as often as chance, and chosen by the alignments in
    MIN_AGREED of them (_viterbi); the probability kept is the larger of the two."""
    target_stop = target.pack.stop_words
    en_ids: dict[str, int] = {}
    target_ids: dict[str, int] = {}
    together: Counter[tuple[int, int]] = Counter()
    lines: list[tuple[list[int], list[int]]] = []
    seen: set[tuple[str, str]] = set()
    for en_text, target_text in pairs:
        for en_line, target_line in units(en_text, target_text):
            if (en_line, target_line) in seen:  # reprints: one vote per wording
                continue
            seen.add((en_line, target_line))
            # English function words too ("whenever" is « chaque fois », "next" is
            # « prochain »): a target content word may render one.
            en = sorted(lemmas(source.tokens(en_line), frozenset()))
            tgt = sorted(lemmas(target.tokens(target_line), target_stop))
            if not en or not tgt:
                continue
            en_n = [en_ids.setdefault(w, len(en_ids)) for w in en]
            tgt_n = [target_ids.setdefault(w, len(target_ids)) for w in tgt]
            lines.append((en_n, tgt_n))
            together.update((e, f) for e in en_n for f in tgt_n)
    forward = _model_one(lines, len(en_ids), iterations)  # t(target | English)
    backward = _model_one([(t, e) for e, t in lines], len(target_ids), iterations)
    en_words, target_words = list(en_ids), list(target_ids)
    en_seen = Counter(e for en, _ in lines for e in en)
    target_seen = Counter(f for _, tgt in lines for f in tgt)
    either, both = _viterbi(lines, forward, backward, len(en_ids), len(target_ids))
    function_words = source.pack.stop_words
    out = []
    for (e, f), n in together.items():
        # a function word must be chosen both ways, a word of meaning one way (a
        # rendering of several words, « champ de bataille », is chosen by one of them)
        chosen = both if en_words[e] in function_words else either
        if (n < MIN_TOGETHER or n * len(lines) < MIN_LIFT * en_seen[e] * target_seen[f]
                or chosen[e, f] < MIN_AGREED):
            continue
        # A rare word's probabilities are spread over whatever stood beside it: each
        # direction speaks only for words seen in at least MIN_SEEN lines.
        p = max(forward.get((f, e), 0.0) if en_seen[e] >= MIN_SEEN else 0.0,
                backward.get((e, f), 0.0) if target_seen[f] >= MIN_SEEN else 0.0)
        if p >= MIN_PROBABILITY:
            out.append((en_words[e], target_words[f], p, n))
    return sorted(out, key=lambda s: (s[0], -s[2], s[1]))


def lexicon_text(links: list[tuple[str, str, float, int]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter="\t", lineterminator="\n")
    writer.writerow(HEADER)
    writer.writerows((e, t, f"{p:.3f}", n) for e, t, p, n in links)
    return out.getvalue()
