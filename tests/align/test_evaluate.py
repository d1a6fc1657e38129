"""The alignment evaluation: perturbed pages and the truth that goes with them."""

import random
import shutil
from pathlib import Path

from pipeline.align.evaluate import alignment_accuracy, perturb, perturb_sentences
from pipeline.models import Ruling
from pipeline.nlp.sentences import split_sentences
from tests.conftest import CORPUS

PAGE = [Ruling("p", k + 1, f"texte {k}", "2024-09-20") for k in range(6)]


def _check(page: list[Ruling], truth, how: str) -> None:
    assert [r.index for r in page] == list(range(1, len(page) + 1))
    for k, allowed in enumerate(truth):  # English ruling k is translated by "texte k"
        for p in allowed - {None}:
            assert f"texte {k}" in page[p].text, (how, k, p)


def test_perturbations_say_where_each_translation_went():
    rng = random.Random(1)
    for how in ("as is", "shuffled", "merged", "dropped"):
        page, truth = perturb(PAGE, how, rng)
        _check(page, truth, how)
    page, truth = perturb(PAGE, "dropped", rng)
    assert len(page) == 5 and sum(t == {None} for t in truth) == 1
    page, truth = perturb(PAGE, "merged", rng)
    assert len(page) == 5 and sum(None in t for t in truth) == 1
    page, truth = perturb(PAGE, "shuffled", random.Random(3))
    assert sorted(r.text for r in page) == sorted(r.text for r in PAGE)
    assert [r.text for r in page] != [r.text for r in PAGE]


def test_accuracy_on_one_reference_page(ctx, tmp_path: Path):
    root = tmp_path / "c"
    for side, source in (("en", "en"), ("fr", "fr"), ("reference", "reference/fr")):
        (root / side).mkdir(parents=True)
        shutil.copy(CORPUS / source / "abstruse-archaic.txt", root / side)
    scores = {s.perturbation: s for s in alignment_accuracy(root, ctx, seeds=1)}
    assert scores["as is"].accuracy == 1.0 and scores["as is"].rulings == 11
    assert scores["dropped"].rulings == 11 and scores["shuffled"].rulings == 11
    assert all(0.0 <= s.accuracy <= 1.0 for s in scores.values())


def test_sentence_perturbations_say_where_each_translation_went():
    text = "Phrase zéro. Phrase un. Phrase deux. Phrase trois."
    rng = random.Random(2)
    same, truth = perturb_sentences(text, "as is", rng)
    assert same == text and truth == [(0,), (1,), (2,), (3,)]
    for _ in range(5):
        merged, truth = perturb_sentences(text, "merged", rng)
        parts = [s.text for s in split_sentences(merged)]
        assert len(parts) == 3 and sum(" ; phrase" in p for p in parts) == 1
        for k, where in enumerate(truth):  # English k is inside the target sentence(s)
            assert all(["zéro", "un", "deux", "trois"][k] in parts[w] for w in where)
        dropped, truth = perturb_sentences(text, "dropped", rng)
        parts = [s.text for s in split_sentences(dropped)]
        assert len(parts) == 3 and truth.count(()) == 1
        gone = truth.index(())
        assert ["zéro", "un", "deux", "trois"][gone] not in dropped
        for k, where in enumerate(truth):
            assert all(["zéro", "un", "deux", "trois"][k] in parts[w] for w in where)
