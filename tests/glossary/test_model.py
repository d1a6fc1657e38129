import pytest

from pipeline.errors import PipelineError
from pipeline.glossary.matcher import TokenTrie, lemma_keys
from pipeline.glossary.model import load_glossary, read_entries
from pipeline.lang import get_pack
from pipeline.nlp import analyzer
from tests.conftest import GLOSSARY


def test_shipped_glossary_loads():
    glossary = load_glossary([GLOSSARY], "fr")
    terms = {e.en: e for e in glossary.terms}
    assert terms["damage"].target == ("blessures",) and "dégâts" in terms["damage"].forbidden
    assert terms["mana value"].outdated == ("coût converti de mana",)
    cards = {e.en: e for e in glossary.cards}
    assert cards["Bottomless Pool"].expected == "Piscine sans fond"
    assert [f.en for f in cards["Mirror Room // Fractured Realm"].faces()] == [
        "Mirror Room", "Fractured Realm"]


def test_empty_french_is_an_error_with_line(tmp_path):
    path = tmp_path / "terms.csv"
    path.write_text("en,fr,forbidden,note\ndamage,blessures,dégâts,\ncounter,,compteur,\n")
    with pytest.raises(PipelineError) as err:
        read_entries(path, "term", "fr")
    assert (err.value.code, err.value.line) == ("E131", 3)


def test_missing_column_is_an_error(tmp_path):
    path = tmp_path / "cards.csv"
    path.write_text("en,french\nBanefire,Pestefeu\n")
    with pytest.raises(PipelineError) as err:
        read_entries(path, "card", "fr")
    assert err.value.code == "E130" and "fr" in err.value.message


@pytest.mark.parametrize(("pattern", "text", "found"), [
    ("infliger des blessures", "Les blessures infligées par la créature", False),
    ("blessures", "Les blessures infligées par la créature", True),
    ("marqueur", "Retirez deux marqueurs +1/+1.", True),
    ("engagé", "Elle arrive engagée.", True),
    ("tapé", "Elle arrive tapée.", True),
    ("lancer", "Le sort a été lancé depuis l'exil.", True),
    ("champ de bataille", "Elle arrive sur le champ de bataille.", True),
    ("bibliothèque", "Mélangez votre librairie.", False),
])
def test_lemma_matching_sees_inflections(pattern, text, found):
    fr = analyzer(get_pack("fr"))
    trie = TokenTrie(lemma_keys)
    trie.add(fr.keys(pattern), pattern)
    assert bool(trie.find(fr.tokens(text))) is found


def test_longest_match_wins_and_elision_splits():
    fr = analyzer(get_pack("fr"))
    trie = TokenTrie(lemma_keys)
    for p in ("arriver", "arriver en jeu", "jeu"):
        trie.add(fr.keys(p), p)
    matches = trie.find(fr.tokens("Quand l'Arcaniste d'élite arrive en jeu, le jeu continue."))
    assert [m.payloads[0] for m in matches] == ["arriver en jeu", "jeu"]
