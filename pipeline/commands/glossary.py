"""``rulingqa glossary``: import card names, check and convert glossaries."""

from __future__ import annotations

from pathlib import Path

import click

from ..config import DEFAULT_LANG
from ..glossary.importers import import_cards
from ..lang import PACKS
from ..report.csvout import write_csv
from ..report.glossary_files import write_glossary_csv
from .common import CARD_FORMATS, friendly_errors, read_printings


@click.group()
def glossary() -> None:
    """Glossaries: import card names, validate, TBX in and out."""


@glossary.command(name="import-cards")
@click.option("--format", "fmt", type=click.Choice(CARD_FORMATS), required=True)
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--lang", default=DEFAULT_LANG, show_default=True, type=click.Choice(sorted(PACKS)))
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="cards.csv to write.")
@click.option("--conflicts", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the printings that disagree on a name, as CSV.")
@friendly_errors
def import_cards_command(fmt: str, source: Path, lang: str, out: Path,
                         conflicts: Path | None) -> None:
    """Card names from MTGJSON (JSON or the per-language TSV) or Forge's cardnames file.

    One row per card face (split, Room, flip and double-faced cards give one per face);
    where printings disagree the most recent wins, and the others are named in the note.

    Example:

        rulingqa glossary import-cards --format mtgjson cards-en-fr.tsv --out cards.csv
    """
    result = import_cards(read_printings(fmt, source, lang))
    write_glossary_csv(out, result.entries, lang)
    if conflicts is not None:
        write_csv(conflicts, ["en", "chosen", "others"],
                  [{"en": c.en, "chosen": c.chosen,
                    "others": "; ".join(f"{n} ({w})" for n, w in c.others)}
                   for c in result.conflicts])
    click.echo(f"{len(result.entries)} card faces from {result.printings} printings "
               f"({result.without_name} without a {lang} name); "
               f"{len(result.conflicts)} names differ between printings", err=True)
