"""Ruling-level alignment on real pages: a missing, an extra, a duplicated and moved entries
are paired by content and reported, without shifting the other pairs."""

from dataclasses import replace

import pytest

from pipeline.align.rulings import align_rulings
from pipeline.ingest.pages import read_page
from pipeline.models import PairKind
from tests.conftest import CORPUS


@pytest.fixture(scope="module")
def page():
    en = read_page(CORPUS / "en" / "mirror-room.txt").rulings
    fr = read_page(CORPUS / "reference" / "fr" / "mirror-room.txt").rulings
    return en, fr


def _renumber(rulings):
    return [replace(r, index=k) for k, r in enumerate(rulings, start=1)]


def _by_en(pairs):
    return {p.en.index: p for p in pairs if p.en is not None}


def test_same_order_pairs_everything(ctx, page):
    en, fr = page
    pairs = align_rulings("mirror-room", en, fr, ctx)
    assert [(p.en.index, p.fr.index, p.kind) for p in pairs] == [
        (k, k, PairKind.MATCHED) for k in range(1, 29)]


def test_missing_entry_does_not_shift_later_pairs(ctx, page):
    en, fr = page
    pairs = _by_en(align_rulings("mirror-room", en, _renumber(fr[:9] + fr[10:]), ctx))
    assert pairs[10].kind is PairKind.MISSING and pairs[10].fr is None
    assert all(pairs[k].fr.text == fr[k - 1].text for k in range(1, 29) if k != 10)
    assert all(pairs[k].kind is PairKind.MATCHED for k in range(1, 29) if k != 10)


def test_extra_entry_is_reported(ctx, page):
    en, fr = page
    intruder = read_page(CORPUS / "reference" / "fr" / "arcee.txt").rulings[4]
    pairs = align_rulings("mirror-room", en, _renumber(fr[:5] + [intruder] + fr[5:]), ctx)
    extra = [p for p in pairs if p.kind is PairKind.EXTRA]
    assert [p.fr.text for p in extra] == [intruder.text]
    assert all(p.fr.text == fr[p.en.index - 1].text for p in pairs if p.en)


def test_duplicated_entry_is_extra(ctx, page):
    en, fr = page
    pairs = align_rulings("mirror-room", en, _renumber(fr[:3] + [fr[2]] + fr[3:]), ctx)
    assert [p.fr.index for p in pairs if p.kind is PairKind.EXTRA] in ([3], [4])
    assert all(p.fr.text == fr[p.en.index - 1].text for p in pairs if p.en)


def test_swapped_entries_pair_by_content_and_both_are_moved(ctx, page):
    en, fr = page
    swapped = fr[:13] + [fr[14], fr[13]] + fr[15:]
    pairs = _by_en(align_rulings("mirror-room", en, _renumber(swapped), ctx))
    assert pairs[14].fr.text == fr[13].text and pairs[15].fr.text == fr[14].text
    assert {k for k, p in pairs.items() if p.kind is PairKind.MOVED} == {14, 15}


def test_entry_moved_far_is_the_only_one_moved(ctx, page):
    en, fr = page
    moved = fr[:2] + fr[3:20] + [fr[2]] + fr[20:]
    pairs = _by_en(align_rulings("mirror-room", en, _renumber(moved), ctx))
    assert all(p.fr.text == fr[k - 1].text for k, p in pairs.items())
    assert {k for k, p in pairs.items() if p.kind is PairKind.MOVED} == {3}


def test_a_translation_with_a_fault_keeps_its_own_place(ctx, monkeypatch):
    """Four rulings of one date, the first translated with a fault (« insgesamt nur eine
    Kreatur » for "a creature for each one") that leaves it less like its English than the
    second translation is, and every pair below IN_ORDER_THRESHOLD: the similarities the
    run blended from the cheap signals and the embeddings on that German page (every card
    name imported). Paired best-first, the first English took the second translation and
    left the second English missing; with as many entries on both sides, each pairs with
    the one of its own rank (PLACE_BONUS)."""
    import pipeline.align.rulings as rulings
    from pipeline.models import Ruling

    measured = [[0.217, 0.333, 0.289, 0.165], [0.159, 0.306, 0.169, 0.258],
                [0.179, 0.308, 0.359, 0.176], [0.109, 0.132, 0.093, 0.319]]
    en = [Ruling("tainted-aether", k, f"en {k}", date="2004-10-04") for k in range(1, 5)]
    de = [Ruling("tainted-aether", k, f"de {k}", date="2004-10-04") for k in range(1, 5)]
    en_sides = [object() for _ in en]
    de_sides = [object() for _ in de]
    sides = {id(x): k for k, x in enumerate(en_sides)} | {id(x): k for k, x in enumerate(de_sides)}
    monkeypatch.setattr(rulings, "similarity",
                        lambda e, f, _ctx: measured[sides[id(e)]][sides[id(f)]])
    pairs = rulings.align_rulings("tainted-aether", en, de, ctx, en_sides, de_sides)
    assert [(p.en.index, p.fr.index) for p in pairs] == [(k, k) for k in range(1, 5)]
    monkeypatch.setattr(rulings, "PLACE_BONUS", 0.0)
    pairs = rulings.align_rulings("tainted-aether", en, de, ctx, en_sides, de_sides)
    assert (2, None) in [(p.en.index, p.fr and p.fr.index) for p in pairs if p.en]


def test_an_entry_alone_between_pairs_takes_the_one_alone_facing_it(ctx, monkeypatch):
    """Two rulings of one date, the second a short sentence worded freely ("“You” is
    always Jinxed Choker’s current controller." said « Mit „du“ ist stets derjenige
    gemeint, der die Verhexte Halskette gerade kontrolliert. »: 0.14 by the cheap signals
    on that German page): below MIN_SIMILARITY, it was reported missing and its
    translation extra. Alone in the gap after the first pair, facing the one translation
    alone there, it is paired (GAP_SIMILARITY); a faint likeness to nothing is still no
    pair, nor is an entry alone facing two."""
    import pipeline.align.rulings as rulings
    from pipeline.models import Ruling

    def pairs_for(measured, n_de):
        en = [Ruling("jinxed-choker", k, f"en {k}", date="2004-12-01") for k in (1, 2)]
        de = [Ruling("jinxed-choker", k, f"de {k}", date="2004-12-01")
              for k in range(1, n_de + 1)]
        en_sides, de_sides = [object() for _ in en], [object() for _ in de]
        sides = ({id(x): k for k, x in enumerate(en_sides)}
                 | {id(x): k for k, x in enumerate(de_sides)})
        monkeypatch.setattr(rulings, "similarity",
                            lambda e, f, _ctx: measured[sides[id(e)]][sides[id(f)]])
        return [(p.en and p.en.index, p.fr and p.fr.index, p.kind)
                for p in rulings.align_rulings("jinxed-choker", en, de, ctx, en_sides,
                                               de_sides)]

    assert pairs_for([[0.66, 0.0], [0.0, 0.14]], 2) == [
        (1, 1, PairKind.MATCHED), (2, 2, PairKind.MATCHED)]
    assert pairs_for([[0.66, 0.0], [0.0, 0.01]], 2) == [
        (1, 1, PairKind.MATCHED), (2, None, PairKind.MISSING), (None, 2, PairKind.EXTRA)]
    assert (2, None, PairKind.MISSING) in pairs_for(
        [[0.66, 0.0, 0.0], [0.0, 0.14, 0.14]], 3)
