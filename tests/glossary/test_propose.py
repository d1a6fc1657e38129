"""Glossary rows proposed from official texts for terms other languages' glossaries have."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from pipeline.cli import main
from pipeline.glossary.context import format_context, parse_context
from tests.conftest import GLOSSARY

REMINDER = ("(Each card you exile from your graveyard while casting this spell pays for {1}.)",
            "(Cada carta que exilies de tu cementerio al lanzar este hechizo cuenta como un "
            "pago de {1}.)")
DELVE = [  # real Spanish card texts: delve's line and the card's other line
    ("Target creature gets +6/+6 until end of turn.",
     "La criatura objetivo obtiene +6/+6 hasta el final del turno."),
    ("Target player sacrifices two creatures.", "El jugador objetivo sacrifica dos criaturas."),
    ("Destroy target creature.", "Destruye la criatura objetivo."),
    ("Draw three cards.", "Roba tres cartas."),
    ("Counter target spell.", "Contrarresta el hechizo objetivo."),
]
OTHERS = [
    ("Return target creature card from your graveyard to your hand.",
     "Regresa la carta de criatura objetivo de tu cementerio a tu mano."),
    ("Exile target card from a graveyard.", "Exilia la carta objetivo de un cementerio."),
    ("Scry 2.", "Adivina 2."),
]


def _pairs(tmp_path: Path) -> Path:
    rows = [(f"Delve {REMINDER[0]}\n{en}", f"Excavar. {REMINDER[1]}\n{es}") for en, es in DELVE]
    rows += OTHERS
    path = tmp_path / "official.jsonl"
    path.write_text("".join(json.dumps({"id": str(k), "en": en, "es": es,
                                        "released": "2015-01-23"}) + "\n"
                            for k, (en, es) in enumerate(rows)), encoding="utf-8")
    return path


def test_a_term_the_other_glossaries_have_gets_its_official_rendering(tmp_path: Path):
    """Delve is in the French glossary, not in this Spanish one: the official texts say
    « Excavar », not the words of its reminder text that stand beside it as often."""
    folder = tmp_path / "glossary"
    shutil.copytree(GLOSSARY / "fr", folder / "fr")
    (folder / "es").mkdir()
    (folder / "es" / "terms.csv").write_text(
        "en,es,forbidden,outdated,context,consistency,note\nlibrary,biblioteca,,,,,\n",
        encoding="utf-8")
    out = tmp_path / "proposed.csv"
    result = CliRunner().invoke(main, ["glossary", "propose", str(folder), "--lang", "es",
                                       "--against", str(_pairs(tmp_path)), "--out", str(out)])
    assert result.exit_code == 0, result.output
    with open(out, encoding="utf-8", newline="") as handle:
        rows = {r["en"]: r for r in csv.DictReader(handle)}
    assert rows["delve"]["es"] == "Excavar"
    assert "in 5 of 5 official line pairs" in rows["delve"]["note"]
    assert "library" not in rows  # the Spanish glossary has it
    assert "scry" not in rows  # one text: too few to propose anything
    assert all(r["es"].lower() not in REMINDER[1].lower() for r in rows.values())


def test_a_context_is_written_as_it_is_read():
    for cell in ("pos=VERB", "pos=NOUN|ADJ;next=a|cards|the battlefield", "prev=until|at"):
        assert parse_context(format_context(parse_context(cell))) == parse_context(cell)
