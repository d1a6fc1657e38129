"""Alignment accuracy: a correct translated page (a ``reference/`` page) is shuffled,
has two entries merged or one dropped, and the ruling aligner must still pair each
English ruling with the entry that holds its translation, or leave it missing when
that entry is gone. The same one level down: a correct translation of several
sentences has two of them merged or one dropped, and the sentence aligner must still
pair each English sentence with the sentences that hold its translation. The baseline
for any new alignment signal."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from pathlib import Path

from ..analysis import Context
from ..ingest.corpus import read_corpus
from ..models import Ruling
from ..nlp.sentences import split_sentences
from ..semantic import group_cosines, sentence_texts
from .rulings import align_rulings
from .sentences import align_sentences

PERTURBATIONS = ("as is", "shuffled", "merged", "dropped")
SEEDS = 5  # perturbed pages per page and perturbation

Truth = list[set[int | None]]  # per English ruling: target positions that are right


def perturb(fr: list[Ruling], how: str, rng: random.Random) -> tuple[list[Ruling], Truth]:
    """A target page made from a correct one (entry k translates English ruling k), and
    for each English ruling the positions an aligner may pair it with (None: missing)."""
    n = len(fr)
    if how == "shuffled":
        order = list(range(n))
        rng.shuffle(order)  # order[p] = the entry now at position p
        where = {k: p for p, k in enumerate(order)}
        page, truth = [fr[k] for k in order], [{where[k]} for k in range(n)]
    elif how == "merged" and n >= 2:
        k = rng.randrange(n - 1)
        both = replace(fr[k], text=f"{fr[k].text} {fr[k + 1].text}")
        page = fr[:k] + [both] + fr[k + 2:]
        truth = [{i if i <= k else i - 1} for i in range(n)]
        truth[k + 1] = {k, None}  # its translation is inside the merged entry
    elif how == "dropped" and n >= 2:
        k = rng.randrange(n)
        page = fr[:k] + fr[k + 1:]
        truth = [{i if i < k else i - 1} for i in range(n)]
        truth[k] = {None}
    else:
        page, truth = list(fr), [{k} for k in range(n)]
    # positions are renumbered as a page read from disk would number them
    return [replace(r, index=p + 1) for p, r in enumerate(page)], truth


@dataclass
class AlignmentScore:
    perturbation: str
    rulings: int
    right: int

    @property
    def accuracy(self) -> float:
        return self.right / self.rulings if self.rulings else 0.0


def alignment_accuracy(root: Path, ctx: Context, seeds: int = SEEDS) -> list[AlignmentScore]:
    """Per perturbation, the share of English rulings paired right, over every page of
    the corpus that has a reference page with one entry per English ruling."""
    corpus = read_corpus(root, ctx.pack.code)
    docs = [d for d in corpus.documents
            if d.reference is not None and len(d.reference.rulings) == len(d.en.rulings)]
    scores = []
    for how in PERTURBATIONS:
        rng = random.Random(f"{how}-alignment")  # the same pages every run
        score = AlignmentScore(how, 0, 0)
        for doc in docs:
            for _ in range(seeds if how != "as is" else 1):
                page, truth = perturb(doc.reference.rulings, how, rng)
                position = {id(r): p for p, r in enumerate(page)}
                for pair in align_rulings(doc.doc, doc.en.rulings, page, ctx):
                    if pair.en is None:
                        continue
                    got = position[id(pair.fr)] if pair.fr is not None else None
                    score.rulings += 1
                    score.right += got in truth[pair.en.index - 1]
        scores.append(score)
    return scores


SENTENCE_PERTURBATIONS = ("as is", "merged", "dropped")
SentenceTruth = list[tuple[int, ...]]  # per English sentence: the target sentences


def perturb_sentences(text: str, how: str, rng: random.Random) -> tuple[str, SentenceTruth]:
    """A translation made from a correct one of as many sentences as its English (target
    sentence k translates English sentence k), and where each English sentence's
    translation then stands."""
    sentences = split_sentences(text)
    n = len(sentences)
    if how == "merged":  # sentence k runs on into k + 1 after a semicolon
        k = rng.randrange(n - 1)
        first, second = sentences[k], sentences[k + 1]
        joined = f"{first.text.rstrip('.!?…')} ; {second.text[0].lower()}{second.text[1:]}"
        text = text[:first.start] + joined + text[second.end:]
        truth = [(i if i <= k else i - 1,) for i in range(n)]
        return text, truth
    if how == "dropped":
        k = rng.randrange(n)
        end = sentences[k + 1].start if k + 1 < n else sentences[k].end
        start = sentences[k].start if k + 1 < n else sentences[k - 1].end
        truth = [(i if i < k else i - 1,) for i in range(n)]
        truth[k] = ()
        return text[:start] + text[end:], truth
    return text, [(i,) for i in range(n)]


def sentence_alignment_accuracy(root: Path, ctx: Context,
                                seeds: int = SEEDS) -> list[AlignmentScore]:
    """Per perturbation, the share of English sentences paired right, over every ruling
    of the corpus's reference pages whose English and translation have as many sentences
    (two or more)."""
    corpus = read_corpus(root, ctx.pack.code)
    pairs = [(e.text, f.text) for d in corpus.documents
             if d.reference is not None and len(d.reference.rulings) == len(d.en.rulings)
             for e, f in zip(d.en.rulings, d.reference.rulings, strict=True)
             if len(split_sentences(e.text)) == len(split_sentences(f.text)) >= 2]
    scores = []
    for how in SENTENCE_PERTURBATIONS:
        rng = random.Random(f"{how}-sentences")
        score = AlignmentScore(how, 0, 0)
        for en_text, fr_text in pairs:
            for _ in range(seeds if how != "as is" else 1):
                text, truth = perturb_sentences(fr_text, how, rng)
                cosines = None
                if ctx.semantic is not None:
                    en_v, fr_v = ctx.semantic.sentence_vectors(
                        [sentence_texts(en_text), sentence_texts(text)])
                    cosines = group_cosines(en_v, fr_v)
                beads = align_sentences(*ctx.pair(en_text, text), ctx, cosines)
                for bead in beads:
                    for i in bead.en:
                        score.rulings += 1
                        score.right += bead.fr == truth[i]
        scores.append(score)
    return scores


def format_alignment(scores: dict[str, list[AlignmentScore]],
                     level: str = "ruling") -> str:
    """One row per perturbation; a column pair per variant ("without", "with" the
    semantic score)."""
    variants = list(scores)
    unit = "rulings" if level == "ruling" else "sentences"
    where = ("reference pages made wrong" if level == "ruling"
             else "reference translations of several sentences made wrong")
    lines = [f"{level} alignment on {where} "
             f"({SEEDS} per {'page' if level == 'ruling' else 'ruling'} and "
             "perturbation), semantic score " + " / ".join(variants) + ":",
             f"{'perturbation':<14}{unit:>10}"
             + "".join(f"{'right ' + v:>14}{'accuracy':>10}" for v in variants)]
    for k, first in enumerate(scores[variants[0]]):
        lines.append(f"{first.perturbation:<14}{first.rulings:>10}" + "".join(
            f"{scores[v][k].right:>14}{scores[v][k].accuracy:>10.3f}" for v in variants))
    return "\n".join(lines)
