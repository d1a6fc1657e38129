"""Where the meaning-drift models of a language pack (DriftModels) come from, and what
they and semantic.py's thresholds do, on official translations (``rulingqa pairs
import`` of a card database, see make calibrate).

Half of the pairs (drawn at random, the same every run) fit the models: the cosine a
faithful translation reaches from the length of its English, for whole texts and for
single sentences, as written and with the terms put back into English. The other half
is checked the way a run checks it, with the pack's models as they stand:
the share of official translations meaning-drift flags (false alarms, as far as the
official translations are right), and the share it flags of the same pairs with one
sentence of the translation swapped for a sentence of another card (a ruling that says
something else in one sentence only).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, replace

import numpy as np

from .analysis import Context
from .models import Pair, Severity
from .nlp.sentences import split_sentences
from .run import check_pairs
from .score.mqm import REVIEW
from .semantic import pair_cosine, sentence_texts, sentences_in_source_terms

SAMPLE = 3000  # pairs drawn; half fit, half are checked


@dataclass
class Fit:
    what: str
    intercept: float
    log_length: float
    spread: float
    count: int


def fit(what: str, lengths: list[int], cosines: list[float]) -> Fit:
    x = np.log(np.maximum(np.asarray(lengths, dtype=float), 1))
    y = np.asarray(cosines, dtype=float)
    design = np.vstack([np.ones_like(x), x]).T
    (a, b), *_ = np.linalg.lstsq(design, y, rcond=None)
    spread = float((y - design @ np.array([a, b])).std())
    return Fit(what, float(a), float(b), spread, len(y))


def sample_pairs(pairs: list[Pair], size: int = SAMPLE, seed: int = 1) -> list[Pair]:
    """Pairs with both texts, each text pair once, in a fixed random order."""
    seen, out = set(), []
    for pair in pairs:
        if pair.en is None or pair.fr is None:
            continue
        key = (pair.en.text, pair.fr.text)
        if key not in seen:
            seen.add(key)
            out.append(pair)
    random.Random(seed).shuffle(out)
    return out[:size]


def fit_models(pairs: list[Pair], ctx: Context) -> list[Fit]:
    """The four models, on ``pairs``: sentences are paired in order where both sides
    have as many."""
    en = [sentence_texts(p.en.text) for p in pairs]
    fr = [sentence_texts(p.fr.text) for p in pairs]
    terms = [sentences_in_source_terms(ctx.pair(p.en.text, p.fr.text)[1]) for p in pairs]
    vectors = ctx.semantic.sentence_vectors([*en, *fr, *terms])
    n = len(pairs)
    whole: dict[str, list[float]] = {"as written": [], "terms in English": []}
    single: dict[str, list[float]] = {"as written": [], "terms in English": []}
    single_lengths: list[int] = []
    for k in range(n):
        e, f, t = vectors[k], vectors[n + k], vectors[2 * n + k]
        whole["as written"].append(pair_cosine(e, f))
        whole["terms in English"].append(pair_cosine(e, t))
        if len(e) == len(f) == len(t):
            single["as written"] += [float(x) for x in np.einsum("ij,ij->i", e, f)]
            single["terms in English"] += [float(x) for x in np.einsum("ij,ij->i", e, t)]
            single_lengths += [len(s) for s in en[k]]
    lengths = [len(p.en.text) for p in pairs]
    return [fit(f"texts, {how}", lengths, cos) for how, cos in whole.items()] + [
        fit(f"sentences, {how}", single_lengths, cos) for how, cos in single.items()]


def swap_one_sentence(pairs: list[Pair], seed: int = 2) -> list[Pair]:
    """The pairs with a translation of two sentences or more, one of its sentences
    replaced with a sentence of another pair's translation."""
    rng = random.Random(seed)
    donors = [s for p in pairs for s in sentence_texts(p.fr.text)]
    out = []
    for pair in pairs:
        sentences = split_sentences(pair.fr.text)
        if len(sentences) < 2 or len(sentence_texts(pair.en.text)) != len(sentences):
            continue
        own = {s.text for s in sentences}
        others = [d for d in donors if d not in own]
        if not others:
            continue
        k, other = rng.randrange(len(sentences)), rng.choice(others)
        text = pair.fr.text[:sentences[k].start] + other + pair.fr.text[sentences[k].end:]
        out.append(replace(pair, fr=replace(pair.fr, text=text), semantic=None,
                           semantic_terms=None, sentence_cosines=None,
                           sentence_cosines_terms=None))
    return out


def flagged(pairs: list[Pair], ctx: Context) -> Counter:
    """How many pairs meaning-drift flags, by the level and severity of its finding, and
    how many any check sends to review."""
    counts: Counter = Counter()
    for result in check_pairs(pairs, ctx):
        drift = [f for f in result.findings if f.check_id == "meaning-drift"]
        counts["pairs"] += 1
        counts["review"] += result.score.status == REVIEW
        if drift:
            counts["flagged"] += 1
            counts["sentence" if drift[0].en_span else "text"] += 1
            counts["major"] += any(f.severity == Severity.MAJOR for f in drift)
    return counts


def calibrate(pairs: list[Pair], ctx: Context, size: int = SAMPLE) -> str:
    chosen = sample_pairs(pairs, size)
    half = len(chosen) // 2
    fitting, held = chosen[:half], chosen[half:]
    lines = [f"models fitted on {len(fitting)} official pairs "
             "(cosine = intercept + log_length * ln(English characters)):",
             f"{'model':<30}{'intercept':>10}{'log_length':>12}{'spread':>8}{'n':>7}"]
    fits = fit_models(fitting, ctx)
    for m in fits:
        lines.append(f"{m.what:<30}{m.intercept:>10.3f}{m.log_length:>12.4f}"
                     f"{m.spread:>8.3f}{m.count:>7}")
    text_raw, text, sentence_raw, sentence = (f"({m.intercept:.3f}, {m.log_length:.4f})"
                                              for m in fits)
    lines += ["", "for the language pack (pipeline/lang/<code>.py):",
              f"DriftModels(text={text}, text_raw={text_raw}, sentence={sentence}, "
              f"sentence_raw={sentence_raw})"]
    plain = Context(ctx.glossary, ctx.pack)
    swapped = swap_one_sentence(held)
    rows = (("official translations", flagged([replace(p) for p in held], ctx),
             flagged([replace(p) for p in held], plain)),
            ("one sentence swapped", flagged([replace(p) for p in swapped], ctx),
             flagged([replace(p) for p in swapped], plain)))
    if ctx.pack.drift is None:
        lines += ["", f"the {ctx.pack.name} pack has no DriftModels yet: meaning-drift is "
                  "silent, nothing to check"]
        return "\n".join(lines)
    lines += ["", f"meaning-drift with the {ctx.pack.name} pack's models and semantic.py's "
              f"thresholds, on the other {len(held)} "
              "(review: sent to review by any check, with / without the semantic signal):",
              f"{'pairs':<24}{'n':>6}{'flagged':>9}{'share':>8}{'as text':>9}"
              f"{'as sentence':>13}{'major':>7}{'review':>16}"]
    for name, c, without in rows:
        share = c["flagged"] / c["pairs"] if c["pairs"] else math.nan
        review = f"{c['review'] / c['pairs']:.2%} / {without['review'] / c['pairs']:.2%}"
        lines.append(f"{name:<24}{c['pairs']:>6}{c['flagged']:>9}{share:>8.2%}"
                     f"{c['text']:>9}{c['sentence']:>13}{c['major']:>7}{review:>16}")
    return "\n".join(lines)
