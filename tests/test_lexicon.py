"""The word lexicon: learnt from official texts, shipped per language pack."""

import pytest

from pipeline.analysis import Context
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


def test_a_rulings_sentences_are_paired_where_both_have_as_many():
    assert units("The copy isn't cast. It won't trigger.",
                 "La copie n'est pas lancée. Elle ne se déclenche pas.") == [
        ("The copy isn't cast.", "La copie n'est pas lancée."),
        ("It won't trigger.", "Elle ne se déclenche pas.")]
    joined = ("The copy isn't cast. It won't trigger.",
              "La copie n'est pas lancée, elle ne se déclenche donc pas.")
    assert units(*joined) == [joined]


def test_a_word_on_every_line_links_to_nothing():
    """"your" stands beside « bibliothèque » on every line that has it, as it stands
    beside everything: Model 1 gives it a share, chance explains it, no link is kept."""
    kinds = [("creature", "créature"), ("artifact", "artefact"), ("land", "terrain"),
             ("enchantment", "enchantement"), ("Goblin", "Gobelin"), ("Elf", "Elfe"),
             ("Zombie", "Zombie"), ("Dragon", "Dragon"), ("Angel", "Ange"),
             ("Vampire", "Vampire"), ("Wizard", "Sorcier"), ("Knight", "Chevalier")]
    pairs = [pair for en, fr in kinds for pair in (
        (f"Search your library for a {en} card.",
         f"Cherchez dans votre bibliothèque une carte de {fr}."),
        (f"Return a {en} card from your graveyard to your hand.",
         f"Renvoyez une carte de {fr} de votre cimetière dans votre main."),
        (f"Put a {en} card from your library onto the battlefield.",
         f"Mettez sur le champ de bataille une carte de {fr} de votre bibliothèque."),
        (f"Exile a {en} card from your graveyard.",
         f"Exilez une carte de {fr} de votre cimetière."))]
    links = {(e, t) for e, t, *_ in learn(pairs, analyzer(SOURCE), analyzer(get_pack("fr")))}
    assert ("library", "bibliothèque") in links
    assert ("graveyard", "cimetière") in links
    assert not {t for e, t in links if e == "your"} & {"bibliothèque", "cimetière", "carte"}


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


def test_a_words_likeliest_renderings_leave_out_its_companions():
    """"put on the stack" teaches stack « mise » beside « pile »: only the renderings
    within half of the likeliest stand for the word where a check asks for them."""
    lexicon = Lexicon({"stack": frozenset({"pile", "mise"}), "put": frozenset({"mettre"})},
                      {("stack", "pile"): 0.868, ("stack", "mise"): 0.107,
                       ("put", "mettre"): 0.9})
    assert lexicon.renders(["stack"]) == {"pile", "mise"}
    assert lexicon.renders(["stack", "put"], best=True) == {"pile", "mettre"}


def test_the_lexicon_reads_words_as_a_run_reads_them(tmp_path):
    """The lexicon is learnt with the shipped glossary's words taught, as a run teaches
    them: a compound a run cuts in two (« Lebenspunkte|stand », « Lebenspunkte » being a
    glossary word) is learnt by its parts, the words a run looks up, not whole."""
    from click.testing import CliRunner

    from pipeline.cli import main
    from pipeline.config import SHIPPED_GLOSSARY
    from pipeline.glossary.model import load_glossary

    others = [("Draw a card.", "Ziehe eine Karte."), ("Discard a card.", "Wirf eine Karte ab."),
              ("Destroy target creature.", "Zerstöre eine Kreatur deiner Wahl."),
              ("Sacrifice a land.", "Opfere ein Land."), ("Scry 1.", "Hellsicht 1.")]
    rows = ["id,en,de"]
    for n in range(1, 13):
        rows.append(f'{n},Your life total becomes {n}.,Dein Lebenspunktestand wird {n}.')
        for k, (en, de) in enumerate(others):
            rows.append(f"{n}-{k},{en} You gain {n} life.,{de} Du erhältst {n} Lebenspunkte.")
    table = tmp_path / "pairs.csv"
    table.write_text("\n".join(rows) + "\n", encoding="utf-8")
    out = tmp_path / "words-de.tsv"
    result = CliRunner().invoke(main, ["glossary", "lexicon", "--lang", "de", "--against",
                                       str(table), "--out", str(out)])
    assert result.exit_code == 0, result.output
    lexicon = Lexicon.read(out)
    ctx = Context(load_glossary([SHIPPED_GLOSSARY], "de"), get_pack("de"))
    _, side = ctx.pair("Your life total becomes 3.", "Dein Lebenspunktestand wird 3.")
    read = {t.lemma for t in side.tokens}
    assert "lebenspunktestand" not in read  # a run cuts it
    assert "lebenspunktestand" not in lexicon.targets
    assert lexicon.renders(["total"]) & read
