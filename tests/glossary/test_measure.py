"""The consistency column: measured from official texts, read back, refused when wrong."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.errors import PipelineError
from pipeline.glossary.model import load_glossary
from tests.conftest import GLOSSARY

OFFICIAL = [  # real French card texts (their English and their printed French)
    ("Scry 2.", "Regard 2."),
    ("When Omen of the Sea enters the battlefield, scry 2.",
     "Quand le Présage de la mer arrive sur le champ de bataille, regard 2."),
    ("Draw a card, then scry 1.", "Piochez une carte, puis regard 1."),
    ("Shuffle your library.", "Mélangez votre bibliothèque."),
    ("Search your library for a basic land card, reveal it, then shuffle your library.",
     "Cherchez dans votre bibliothèque une carte de terrain de base, révélez-la, puis "
     "mélangez votre bibliothèque."),
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "glossary"
    shutil.copytree(GLOSSARY / "fr", root / "fr")
    return root


def _pairs(tmp_path: Path, rows) -> Path:
    path = tmp_path / "official.jsonl"
    path.write_text("".join(json.dumps({"id": str(k), "en": en, "fr": fr}) + "\n"
                            for k, (en, fr) in enumerate(rows)), encoding="utf-8")
    return path


def _column(folder: Path) -> dict[str, str]:
    with open(folder / "fr" / "terms.csv", encoding="utf-8", newline="") as handle:
        return {(r["en"], r["context"]): r["consistency"] for r in csv.DictReader(handle)}


def test_measure_fills_the_column_and_keeps_every_other_cell(folder: Path, tmp_path: Path):
    before = (folder / "fr" / "terms.csv").read_text(encoding="utf-8")
    rows = [*OFFICIAL, ("Shuffle your graveyard into your library.",
                        "Remettez votre cimetière dans votre bibliothèque.")]
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(_pairs(tmp_path, rows))])
    assert result.exit_code == 0, result.output
    column = _column(folder)
    assert column[("scry", "")] == "3/3"
    assert column[("shuffle", "")] == "2/3"  # the third one says « remettez … dans »
    assert column[("token", "")] == ""  # not seen: not measured
    with open(folder / "fr" / "terms.csv", encoding="utf-8", newline="") as handle:
        after = [{k: v for k, v in r.items() if k != "consistency"}
                 for r in csv.DictReader(handle)]
    with open(GLOSSARY / "fr" / "terms.csv", encoding="utf-8", newline="") as handle:
        shipped = [{k: v for k, v in r.items() if k != "consistency"}
                   for r in csv.DictReader(handle)]
    assert after == shipped and before != (folder / "fr" / "terms.csv").read_text("utf-8")
    entry = next(e for e in load_glossary([folder], "fr").terms if e.en == "scry")
    assert entry.consistency == (3, 3) and not entry.binding(0.99, 20)
    assert entry.binding(0.99, 3)


def test_since_counts_todays_texts_and_reaches_back_for_rare_terms(folder: Path,
                                                                   tmp_path: Path):
    """With --since, a term the recent texts hold often enough is measured on them
    alone; a rarer one reaches back a year at a time until it has --least texts."""
    rows = [("Scry 1.", "Regard 1.", "2016-04-08"), ("Scry 2.", "Regard 2.", "2017-01-20"),
            ("Scry 3.", "Regard 3.", "2014-02-07"), ("Scry 4.", "Regard 4.", "2013-09-27"),
            ("Shuffle your library.", "Mélangez votre bibliothèque.", "2018-10-05"),
            ("Shuffle your library.", "Remuez votre bibliothèque.", "2010-10-01")]
    path = tmp_path / "official.jsonl"
    path.write_text("".join(json.dumps({"id": str(k), "released": day, "en": en, "fr": fr})
                            + "\n" for k, (en, fr, day) in enumerate(rows)), encoding="utf-8")
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(path), "--since", "2015-01-01",
                                       "--least", "3"])
    assert result.exit_code == 0, result.output
    column = _column(folder)
    assert column[("scry", "")] == "3/3"  # 2017, 2016, then 2014: three texts
    assert column[("shuffle", "")] == "1/2"  # 2018 alone is too few: back to 2010
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(_pairs(tmp_path, OFFICIAL)),
                                       "--since", "2015-01-01"])
    assert result.exit_code == 1 and "E120" in result.output  # no released column


def test_an_outdated_official_form_counts_as_rendered(folder: Path, tmp_path: Path):
    """What older prints said is how they rendered the term: « mettez sur le champ de
    bataille un jeton » for "create a token", until 2017."""
    rows = [("Create a 1/1 white Soldier creature token.",
             "Mettez sur le champ de bataille un jeton de créature 1/1 blanche Soldat."),
            ("Create a 1/1 white Soldier creature token.",
             "Créez un jeton de créature 1/1 blanche Soldat.")]
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(_pairs(tmp_path, rows))])
    assert result.exit_code == 0, result.output
    assert _column(folder)[("create", "")] == "2/2"


def test_a_text_that_renders_one_sense_counts_for_that_sense(folder: Path, tmp_path: Path):
    """« Counters on it stay. » may be either counter (the word is both): the text
    renders the marker, so it does not count as the spell-countering sense missing."""
    rows = [("Counters on it stay.", "Les marqueurs restent sur lui."),
            ("Counter target spell.", "Contrecarrez le sort ciblé.")]
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(_pairs(tmp_path, rows))])
    assert result.exit_code == 0, result.output
    column = _column(folder)
    assert column[("counter", "pos=NOUN")] == "1/1"
    assert column[("counter", "pos=VERB")] == "1/1"


def test_reminder_text_a_print_leaves_out_says_nothing_of_the_term(folder: Path,
                                                                  tmp_path: Path):
    """Narset Transcendent's French print leaves rebound's reminder text out: the upkeep
    of that reminder is no text that failed to render upkeep (term-missing excuses it
    in card texts alike). Said in running text, or where both sides have the reminder,
    it counts."""
    rows = [("It gains rebound. (Exile the spell as it resolves. At the beginning of your "
             "next upkeep, you may cast this card from exile without paying its mana "
             "cost.)", "Il acquiert le rebond."),
            ("At the beginning of your upkeep, draw a card.",
             "Au début de votre entretien, piochez une carte."),
            ("Echo {2} (At the beginning of your upkeep, sacrifice it unless you pay its "
             "echo cost.)", "Écho {2} (Au début de votre entretien, sacrifiez-le à moins "
             "que vous ne payiez son coût d'écho.)"),
            ("At the beginning of your upkeep, lose 1 life.",
             "Au début de votre phase de maintenance, perdez 1 point de vie.")]
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(_pairs(tmp_path, rows))])
    assert result.exit_code == 0, result.output
    assert _column(folder)[("upkeep", "")] == "2/3"


def test_dry_run_changes_nothing(folder: Path, tmp_path: Path):
    before = (folder / "fr" / "terms.csv").read_bytes()
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(_pairs(tmp_path, OFFICIAL)),
                                       "--dry-run"])
    assert result.exit_code == 0 and "terms rendered in at least" in result.output
    assert (folder / "fr" / "terms.csv").read_bytes() == before


@pytest.mark.parametrize("cell", ["12", "5/3", "a/b", "1/2/3"])
def test_a_consistency_that_is_not_counts_names_its_line(folder: Path, cell: str):
    path = folder / "fr" / "terms.csv"
    lines = path.read_text(encoding="utf-8").splitlines()
    fields = lines[2].split(",")
    header = lines[0].split(",")
    fields[header.index("consistency")] = cell
    lines[2] = ",".join(fields)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(PipelineError) as error:
        load_glossary([folder], "fr")
    assert error.value.code == "E133" and error.value.line == 3


def test_a_row_with_more_cells_than_the_header_names_its_line(folder: Path, tmp_path: Path):
    """A note holding an unquoted comma gives the row a cell too many: an error naming
    the file and line, from loading and from 'glossary measure' alike, never a
    traceback nor a cell silently dropped."""
    path = folder / "fr" / "terms.csv"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] += ", and more"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(PipelineError) as error:
        load_glossary([folder], "fr")
    assert error.value.code == "E134" and error.value.line == 3
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("id,en,fr\n1,Draw a card.,Piochez une carte.\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["glossary", "measure", str(folder), "--lang", "fr",
                                       "--against", str(pairs)])
    assert result.exit_code != 0 and isinstance(result.exception, SystemExit)
    assert "E134" in result.output and "terms.csv:3" in result.output


def test_the_shipped_glossaries_are_measured():
    """The three shipped glossaries carry their consistency, measured on the official card
    texts of 2015 on, and older ones for rare terms (see README, "Binding terms")."""
    for lang in ("fr", "de", "es"):
        terms = load_glossary([GLOSSARY], lang).terms
        measured = [e for e in terms if e.consistency is not None]
        assert len(measured) >= len(terms) // 2, lang
        assert any(e.binding(0.99, 20) for e in measured), lang


def test_a_term_inside_a_cards_name_is_no_use_of_it(folder: Path, tmp_path: Path):
    """With --cards, a text naming its own card ("Storm Fleet Pyromancer") says nothing
    of storm: without the names it counts as a text that leaves the keyword out. A card
    named as the term itself (Storm) stays the term."""
    rows = [("Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, "
             "copy it for each spell cast before it this turn. You may choose new targets "
             "for the copies.)",
             "La mitraille inflige 1 blessure à une cible, créature ou joueur.\nDéluge "
             "(Quand vous jouez ce sort, copiez-le pour chaque sort joué avant lui ce "
             "tour-ci. Vous pouvez choisir de nouvelles cibles pour ces copies.)"),
            ("Raid — When Storm Fleet Pyromancer enters the battlefield, if you attacked "
             "with a creature this turn, Storm Fleet Pyromancer deals 2 damage to any "
             "target.",
             "Saccage — Quand la Pyromancienne de la Flotte de la tempête arrive sur le "
             "champ de bataille, si vous avez attaqué avec une créature ce tour-ci, la "
             "Pyromancienne de la Flotte de la tempête inflige 2 blessures à une cible, "
             "créature ou joueur.")]
    official = _pairs(tmp_path, rows)
    cards = tmp_path / "cards" / "fr"
    cards.mkdir(parents=True)
    (cards / "cards.csv").write_text(
        "en,fr,forbidden,note\nStorm Fleet Pyromancer,Pyromancienne de la Flotte de la "
        "tempête,,\nStorm,Déluge,,a card named as the keyword\n", encoding="utf-8")
    args = ["glossary", "measure", str(folder), "--lang", "fr", "--against", str(official)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert _column(folder)[("storm", "")] == "1/2"
    result = CliRunner().invoke(main, [*args, "--cards", str(tmp_path / "cards")])
    assert result.exit_code == 0, result.output
    assert _column(folder)[("storm", "")] == "1/1"
