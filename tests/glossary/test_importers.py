"""Card names from card databases: MTGJSON TSV and JSON, Forge; faces, recency, conflicts."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.errors import PipelineError
from pipeline.glossary.importers import import_cards
from pipeline.ingest.cards import (
    line_breaks_restored,
    read_forge,
    read_mtgjson_json,
    read_mtgjson_tsv,
    unescape,
)
from tests.conftest import SHARED_DATA

TSV_HEADER = ("set_code\tset_release_date\tcollector_number\tmtgjson_uuid\tscryfall_oracle_id\t"
              "name_en\tlayout\ttype_en\ttype_fr\ttext_en\ttext_fr\tname_fr\tmultiverse_id_fr")


def _tsv(tmp_path: Path, rows: list[tuple]) -> Path:
    lines = [TSV_HEADER]
    for set_code, date, name_en, layout, text_en, text_fr, name_fr in rows:
        lines.append("\t".join([set_code, date, "1", "u-" + name_en, "", name_en, layout, "",
                                "", text_en, text_fr, name_fr, ""]))
    path = tmp_path / "cards-en-fr.tsv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_tsv_faces_recency_and_conflicts(tmp_path):
    path = _tsv(tmp_path, [
        ("CON", "2009-04-30", "Banefire", "normal", "Banefire deals X damage.",
         "La Pestefeu inflige X blessures.", "Pestefeu"),
        ("GRN", "2018-10-05", "Discovery", "split", "Surveil 2, then draw a card.",
         "Surveillez 2, puis piochez une carte.", "Révélation"),
        ("GRN", "2018-10-05", "Dispersal", "split", "Each opponent returns…",
         "Chaque adversaire renvoie…", "Répartition"),
        ("PLC", "2007-02-02", "Aeon Chronicler", "normal", "", "", "Chroniqueur d'éons"),
        ("TSB", "2006-10-06", "Aeon Chronicler", "normal", "", "", "Aeon Chronicler"),
        ("C14", "2014-11-07", "Aether Gale", "normal", "", "", "Bourrasque d'Aether"),
        ("KLD", "2016-09-30", "Aether Gale", "normal", "", "", "Bourrasque d'Éther"),
    ])
    result = import_cards(read_mtgjson_tsv(path, "fr"))
    names = {e.en: e.expected for e in result.entries}
    assert names == {"Banefire": "Pestefeu", "Discovery": "Révélation",
                     "Dispersal": "Répartition", "Aeon Chronicler": "Chroniqueur d'éons",
                     "Aether Gale": "Bourrasque d'Éther"}
    conflicts = {c.en: c.others for c in result.conflicts}
    assert conflicts == {"Aeon Chronicler": (("Aeon Chronicler", "TSB 2006-10-06"),),
                         "Aether Gale": (("Bourrasque d'Aether", "C14 2014-11-07"),)}


def test_tsv_keeps_line_separators_inside_fields(tmp_path):
    """U+2028 stands inside texts of the real Spanish file: it is no line break."""
    path = _tsv(tmp_path, [
        ("DOM", "2018-04-27", "Opt", "normal", "Scry 1.\u2028Draw a card.",
         "Regardez\u2028la carte.", "Idée"),
        ("M19", "2018-07-13", "Shock", "normal", "Shock deals 2 damage.", "Choc inflige 2.", "Choc"),
    ])
    printings = list(read_mtgjson_tsv(path, "fr"))
    assert [(p.name_en, p.name, p.source_line) for p in printings] == [
        ("Opt", "Idée", 2), ("Shock", "Choc", 3)]
    assert printings[0].text_en == "Scry 1.\u2028Draw a card."


def test_translations_whose_lines_run_together_get_them_back(tmp_path):
    """The data lost the line breaks of whole sets' translations: where the English has
    more lines, a line starts again wherever one visibly does."""
    path = _tsv(tmp_path, [
        ("BFZ", "2015-10-02", "Akoum Hellkite", "normal",
         r"Flying\nLandfall — Whenever a land enters the battlefield under your control, "
         r"Akoum Hellkite deals 1 damage to any target.",
         "VolToucheterre — À chaque fois qu'un terrain arrive sur le champ de bataille sous "
         "votre contrôle, l'Escouflenfer d'Akoum inflige 1 blessure à n'importe quelle cible.",
         "Escouflenfer d'Akoum"),
        ("M19", "2018-07-13", "Shock", "normal", "Shock deals 2 damage to any target.",
         "Le Choc inflige 2 blessures à n'importe quelle cible.", "Choc"),
    ])
    hellkite, shock = read_mtgjson_tsv(path, "fr")
    assert hellkite.text.split("\n") == [
        "Vol", "Toucheterre — À chaque fois qu'un terrain arrive sur le champ de bataille sous "
        "votre contrôle, l'Escouflenfer d'Akoum inflige 1 blessure à n'importe quelle cible."]
    assert shock.text == "Le Choc inflige 2 blessures à n'importe quelle cible."


@pytest.mark.parametrize(("en", "joined", "lines"), [
    ("Vigilance, lifelink\nAt the beginning of your upkeep, you gain 1 life.",
     "Vigilance, lien de vieAu début de votre entretien, vous gagnez 1 point de vie.",
     ["Vigilance, lien de vie", "Au début de votre entretien, vous gagnez 1 point de vie."]),
    ("+1: Draw a card.\n−3: Exile target creature.",
     "+1 : Piochez une carte.−3 : Exilez la créature ciblée.",
     ["+1 : Piochez une carte.", "−3 : Exilez la créature ciblée."]),
    ("Menace (This creature can't be blocked except by two or more creatures.)\n{T}: Add {R}.",
     "Menace (Cette créature ne peut pas être bloquée excepté par deux créatures ou plus.)"
     "{T} : Ajoutez {R}.",
     ["Menace (Cette créature ne peut pas être bloquée excepté par deux créatures ou plus.)",
      "{T} : Ajoutez {R}."]),
])
def test_lines_start_again_where_they_visibly_do(en, joined, lines):
    assert line_breaks_restored(en, joined).split("\n") == lines


def test_a_translation_with_its_lines_is_left_as_it_is():
    """Mana costs ({2}{R}), a name's capitals and a text with every line stay whole."""
    assert line_breaks_restored("Flying", "VolToucheterre") == "VolToucheterre"
    text = "Vol\n{2}{R}, {T} : la Crête de McKenzie inflige 1 blessure."
    assert line_breaks_restored("Flying\n{2}{R}, {T}: deal 1 damage.", text) == text


def test_tsv_escapes():
    assert unescape(r"Flying\nWhen it dies, draw a card.\t\\") == \
        "Flying\nWhen it dies, draw a card.\t\\"


ALL_PRINTINGS = {"data": {"DSK": {"code": "DSK", "releaseDate": "2024-09-27", "cards": [
    {"name": "Bottomless Pool // Locker Room", "faceName": "Bottomless Pool", "layout": "split",
     "text": "When you unlock this door, return up to one target creature to its owner's hand.",
     "foreignData": [{"language": "French", "name": "Piscine sans fond // Vestiaire",
                      "faceName": "Piscine sans fond", "text": "Quand vous déverrouillez…"},
                     {"language": "German", "name": "x", "faceName": "y"}]},
    {"name": "Bottomless Pool // Locker Room", "faceName": "Locker Room", "layout": "split",
     "foreignData": [{"language": "French", "name": "Piscine sans fond // Vestiaire",
                      "faceName": "Vestiaire"}]},
]}}}
ATOMIC = {"data": {"Banefire": [{"name": "Banefire", "layout": "normal",
                                 "foreignData": [{"language": "French", "name": "Pestefeu"}]}]}}


@pytest.mark.parametrize("data", [ALL_PRINTINGS, ATOMIC])
def test_mtgjson_json(tmp_path, data):
    path = tmp_path / "AllPrintings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = import_cards(read_mtgjson_json(path, "French"))
    expected = ({"Bottomless Pool": "Piscine sans fond", "Locker Room": "Vestiaire"}
                if data is ALL_PRINTINGS else {"Banefire": "Pestefeu"})
    assert {e.en: e.expected for e in result.entries} == expected


def test_forge_lines_and_bad_line(tmp_path):
    path = tmp_path / "cardnames-fr-FR.txt"
    path.write_text("Mirror Room|Galerie des miroirs|Enchantement — pièce|Quand…\\nSuite\n"
                    "Fractured Realm|Royaume fracturé|Enchantement — pièce|Si…\n", encoding="utf-8")
    printings = list(read_forge(path))
    assert [(p.name_en, p.name) for p in printings] == [
        ("Mirror Room", "Galerie des miroirs"), ("Fractured Realm", "Royaume fracturé")]
    assert printings[0].text == "Quand…\nSuite"
    path.write_text("only one field\n", encoding="utf-8")
    with pytest.raises(PipelineError) as err:
        list(read_forge(path))
    assert (err.value.code, err.value.line) == ("E150", 1)


def test_import_cards_command_writes_a_glossary(tmp_path):
    source = _tsv(tmp_path, [("GRN", "2018-10-05", "Discovery", "split", "", "", "Révélation")])
    out = tmp_path / "g" / "cards.csv"
    result = CliRunner().invoke(main, ["glossary", "import-cards", "--format", "mtgjson",
                                       str(source), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8") == (
        "en,fr,forbidden,note\nDiscovery,Révélation,,from GRN 2018-10-05\n")


@pytest.mark.skipif(not (SHARED_DATA / "forge").is_dir(), reason="shared/data is absent")
def test_forge_excerpt_gives_the_seed_names():
    result = import_cards(read_forge(SHARED_DATA / "forge" / "cardnames-fr-FR.excerpt.txt"))
    names = {e.en: e.expected for e in result.entries}
    assert names["Bottomless Pool"] == "Piscine sans fond"
    assert names["Mirror Room"] == "Galerie des miroirs"
    assert names["Abstruse Archaic"] == "Archaïque abscons"
