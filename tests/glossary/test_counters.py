"""Kinds of counter learnt from the card texts (pipeline/glossary/counters.py): each
kind's official name where the texts agree on it, a row that yields to a written one,
and a kind named otherwise in a translation found."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.analysis import Context
from pipeline.cli import main
from pipeline.glossary.counters import learn_counters
from pipeline.glossary.model import Entry, load_glossary, load_run_glossary
from pipeline.ingest.cards import Printing, read_mtgjson_tsv
from pipeline.lang import get_pack
from tests.conftest import GLOSSARY, SHARED_DATA, findings_for
from tests.glossary.test_importers import _tsv


def _card(name: str, en: str, text: str, released: str = "2018-04-27") -> Printing:
    return Printing(name, name, "DOM", released, text_en=en, text=text)


ARIA = ("Aria of Flame", "Whenever an opponent casts a spell, put a verse counter on Aria of "
        "Flame.", "Chaque fois qu'un adversaire lance un sort, mettez un marqueur « verset » sur "
        "l'Aria de flammes.")


def test_each_kind_is_named_as_the_card_texts_name_it():
    rows = learn_counters([
        _card(*ARIA),
        _card("Serra's Hymn", "You may put a verse counter on Serra's Hymn.",
              "Vous pouvez mettre un marqueur « verset » sur l'Hymne de Serra."),
        _card("Ice Cauldron", "Put a charge counter on Ice Cauldron.",
              "Mettez un marqueur « charge » sur le Chaudron de glace."),
    ], "fr")
    assert [(e.en, e.target, e.consistency, e.learnt) for e in rows] == [
        ("charge counter", ("marqueur « charge »",), (1, 1), True),
        ("verse counter", ("marqueur « verset »",), (2, 2), True)]
    assert "Serra's Hymn" in rows[1].note or "Aria of Flame" in rows[1].note


def test_german_and_spanish_kinds_are_their_compounds_and_phrases():
    de = learn_counters([_card("Corrosion", "put a rust counter on each artifact",
                               "lege eine Rostmarke auf jedes Artefakt")], "de")
    es = learn_counters([_card("Obsidian Fireheart", "Put a blaze counter on target land.",
                               "Pon un contador de llamarada sobre la tierra objetivo.")], "es")
    assert [(e.en, e.target) for e in de] == [("rust counter", ("Rostmarke",))]
    assert [(e.en, e.target) for e in es] == [("blaze counter", ("contador de llamarada",))]


def test_a_name_the_texts_do_not_agree_on_is_no_row():
    cards = [_card("Imminent Doom", "Put a doom counter on it.",
                   "Pon un contador de perdición sobre ella.", "2015-01-01"),
             _card("Lich's Tomb", "Put a doom counter on it.",
                   "Pon un contador de destino sobre ella.", "2008-01-01")]
    assert learn_counters(cards, "es") == []  # one text each: a tie
    # a kind's texts that also name another kind (the vortex card names energy): the
    # name belongs to the kind it names most often
    energy = [_card(f"Energy {k}", f"You get {k} energy counters.",
                    f"Vous obtenez {k} marqueurs « énergie ».") for k in range(3)]
    vortex = _card("Vortex", "Put a vortex counter on it. You get an energy counter.",
                   "Mettez un marqueur « énergie » dessus.")
    rows = learn_counters(energy + [vortex], "fr")
    assert [(e.en, e.consistency) for e in rows] == [("energy counter", (4, 4))]


def test_a_determiner_is_no_kind():
    rows = learn_counters([_card("X", "Remove each counter from it. Put that counter back.",
                                 "Retirez chaque marqueur « charge ».")], "fr")
    assert rows == []


def _folder(tmp: Path, name: str, header: str, rows: list[str]) -> Path:
    folder = tmp / name
    folder.mkdir()
    (folder / ("counters.csv" if name == "learnt" else "terms.csv")).write_text(
        "\n".join([header, *rows]) + "\n", encoding="utf-8")
    return folder


def test_a_learnt_row_yields_to_a_written_one_without_a_warning(tmp_path):
    written = _folder(tmp_path, "written", "en,fr,forbidden,consistency,note",
                      ["charge counter,marqueur « charge »,,20/20,by hand"])
    learnt = _folder(tmp_path, "learnt", "en,fr,forbidden,consistency,note",
                     ["charge counter,marqueur « charge »,,95/96,learnt",
                      "verse counter,marqueur « verset »,,3/3,learnt"])
    for dirs in ([written, learnt], [learnt, written]):
        glossary = load_run_glossary(dirs, "fr")
        assert glossary.problems == []
        rows = {e.en: (e.consistency, e.learnt) for e in glossary.entries}
        assert rows == {"charge counter": ((20, 20), False),
                        "verse counter": ((3, 3), True)}


def test_a_learnt_row_binds_where_every_official_text_shows_it():
    assert Entry("term", "rust counter", ("Rostmarke",), consistency=(1, 1),
                 learnt=True).binding(0.99, 8, 1)
    assert not Entry("term", "doom counter", ("Verdammnismarke",), consistency=(2, 3),
                     learnt=True).binding(0.99, 8, 1)
    assert not Entry("term", "rust counter", ("Rostmarke",), consistency=(1, 1)).binding(
        0.99, 8, 1)  # a written row needs its texts


def _learnt(tmp_path: Path, lang: str, row: str) -> Context:
    """The shipped glossary and a folder whose counters.csv holds ``row``."""
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "counters.csv").write_text(
        f"en,{lang},forbidden,consistency,note\n{row}\n", encoding="utf-8")
    return Context(load_glossary([GLOSSARY, folder], lang), get_pack(lang))


def test_a_rare_kind_said_word_for_word_is_found(tmp_path):
    ctx = _learnt(tmp_path, "es", "verse counter,contador de estrofa,,3/3,learnt")
    en = "Aria of Flame’s last ability triggers whenever it has a verse counter on it."
    wrong = findings_for(ctx, en, "La última habilidad se dispara siempre que tenga un "
                                  "contador de verso sobre ella.")
    assert [(f.check_id, f.severity.value, f.expected, f.found) for f in wrong
            if f.check_id == "term-missing"] == [
        ("term-missing", "major", "contador de estrofa", "verso")]
    right = findings_for(ctx, en, "La última habilidad se dispara siempre que tenga un "
                                  "contador de estrofa sobre ella.")
    assert not [f for f in right if f.check_id.startswith("term")]


def test_import_cards_writes_the_kinds_beside_the_names(tmp_path):
    source = _tsv(tmp_path, [("AKH", "2017-04-28", ARIA[0], "normal", *ARIA[1:], "Aria de flammes")])
    out = tmp_path / "g" / "cards.csv"
    result = CliRunner().invoke(main, ["glossary", "import-cards", "--format", "mtgjson",
                                       str(source), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "1 kinds of counter" in result.output
    assert (out.parent / "counters.csv").read_text(encoding="utf-8").splitlines()[:2] == [
        "en,fr,forbidden,consistency,note",
        "verse counter,marqueur « verset »,,1/1,learnt from the card texts: 1 of 1 official "
        "texts with the English kind name it so; Aria of Flame (AKH 2017)"]
    again = CliRunner().invoke(main, ["glossary", "import-cards", "--format", "mtgjson",
                                      str(source), "--out", str(tmp_path / "h" / "cards.csv"),
                                      "--no-counters"])
    assert again.exit_code == 0 and not (tmp_path / "h" / "counters.csv").exists()


@pytest.mark.skipif(not (SHARED_DATA / "mtgjson-2019").is_dir(), reason="shared/data is absent")
@pytest.mark.parametrize("lang, kinds", [
    ("fr", {"verse counter": "marqueur « verset »", "quest counter": "marqueur « quête »",
            "spore counter": "marqueur « spore »"}),
    ("de", {"verse counter": "Lyrikmarke", "rust counter": "Rostmarke",
            "spore counter": "Sporenmarke"}),
    ("es", {"verse counter": "contador de estrofa", "quest counter": "contador de búsqueda",
            "blaze counter": "contador de llamarada"}),
])
def test_the_official_card_texts_give_the_kinds(lang, kinds):
    rows = learn_counters(read_mtgjson_tsv(
        SHARED_DATA / "mtgjson-2019" / f"cards-en-{lang}.tsv", lang), lang)
    names = {e.en: e.expected for e in rows}
    assert len(rows) > 60
    assert {k: names.get(k) for k in kinds} == kinds
    assert all(2 * e.consistency[0] > e.consistency[1] for e in rows)


def test_a_learnt_row_forbids_what_its_head_forbids(tmp_path):
    """« compteur » is wrong for counter: « compteurs « pot-de-vin » » is wrong for the
    bribery counter, which the kind's row covers instead of the row of counter."""
    ctx = _learnt(tmp_path, "fr", "bribery counter,marqueur « pot-de-vin »,,2/2,learnt")
    row = next(e for e in ctx.glossary.entries if e.en == "bribery counter")
    assert "compteur « pot-de-vin »" in row.forbidden
    found = findings_for(ctx, "Creatures with bribery counters on them can attack as normal.",
                         "Les créatures qui ont des compteurs « pot-de-vin » peuvent attaquer "
                         "normalement.")
    assert [(f.check_id, f.found) for f in found if f.severity.value == "major"] == [
        ("terminology", "compteurs « pot-de-vin »")]


def test_a_kind_said_word_for_word_at_its_second_mention_is_found(tmp_path):
    """« un contador de llamarada » at the first mention, « un contador de incendio » at
    the second: the kind's word for word modifier, joined to « contador » by « de », is a
    noun phrase in the mention's place, which no pronoun leaves."""
    ctx = _learnt(tmp_path, "es", "blaze counter,contador de llamarada,,2/2,learnt")
    en = ("A land with a blaze counter on it is an illegal target for this ability. "
          "Although the first ability to resolve will put a blaze counter on that land, the "
          "second ability to resolve won’t resolve.")
    first = "Una tierra que ya tenga un contador de llamarada es un objetivo ilegal. "
    wrong = findings_for(ctx, en, first + "La primera habilidad en resolverse pondrá un "
                         "contador de incendio sobre esa tierra, pero la segunda no llegará a "
                         "resolverse.")
    assert [(f.severity.value, f.found) for f in wrong if f.check_id == "term-missing"] == [
        ("major", "incendio")]
    right = findings_for(ctx, en, first + "La primera habilidad en resolverse pondrá un "
                         "contador de llamarada sobre esa tierra, pero la segunda no llegará a "
                         "resolverse.")
    assert not [f for f in right if f.check_id == "term-missing"]
