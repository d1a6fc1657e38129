"""The word lexicon: learnt from official texts, shipped per language pack."""

import pytest

from pipeline.commands.common import read_printings
from pipeline.lang import SOURCE, get_pack
from pipeline.lexicon import Lexicon, learn, lexicon_text, pack_lexicon, units
from pipeline.nlp import analyzer
from tests.conftest import SHARED_DATA


def test_lines_are_paired_where_both_texts_have_as_many():
    assert units("Flying\nDraw a card.", "Vol\nPiochez une carte.") == [
        ("Flying", "Vol"), ("Draw a card.", "Piochez une carte.")]
    assert units("Flying\nDraw a card.", "Vol. Piochez une carte.") == [
        ("Flying\nDraw a card.", "Vol. Piochez une carte.")]


@pytest.mark.parametrize(("lang", "english", "target"), [
    ("fr", "library", "bibliothèque"), ("fr", "whenever", "fois"), ("fr", "draw", "piocher"),
    ("de", "library", "bibliothek"), ("es", "library", "biblioteca"),
])
def test_each_pack_ships_its_lexicon(lang, english, target):
    lexicon = pack_lexicon(lang)
    assert lexicon is not None
    assert target in lexicon.renders([english])


def test_learnt_links_are_translations_not_neighbours(tmp_path):
    """Learnt from official French card texts printed before 2015: each word's links
    are its renderings, not the words that often stand beside it."""
    tsv = SHARED_DATA / "mtgjson-2019" / "cards-en-fr.tsv"
    if not tsv.is_file():
        pytest.skip(f"the official card texts are absent ({tsv})")
    pairs = [(p.text_en, p.text) for p in read_printings("mtgjson", tsv, "fr")
             if p.text_en.strip() and p.text.strip() and p.released < "2010-01-01"]
    links = learn(pairs[:6000], analyzer(SOURCE), analyzer(get_pack("fr")))
    path = tmp_path / "words-fr.tsv"
    path.write_text(lexicon_text(links), encoding="utf-8")
    lexicon = Lexicon.read(path)
    assert "bibliothèque" in lexicon.renders(["library"])
    assert "cimetière" in lexicon.renders(["graveyard"])
    assert "bibliothèque" not in lexicon.renders(["graveyard"])
    assert "cimetière" not in lexicon.renders(["library"])
