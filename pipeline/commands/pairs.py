"""``rulingqa pairs``: bilingual tables made from card databases and translated rulings."""

from __future__ import annotations

from pathlib import Path

import click

from ..config import DEFAULT_LANG
from ..ingest.cards import read_keyed_translations, read_mtgjson_rulings
from ..lang import PACKS
from ..models import TextKind
from ..report.tables import write_table
from .common import CARD_FORMATS, friendly_errors, read_printings


@click.group()
def pairs() -> None:
    """Bilingual tables for ``rulingqa run --pairs``."""


@pairs.command(name="import")
@click.option("--format", "fmt", type=click.Choice(CARD_FORMATS), default="mtgjson",
              show_default=True)
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--lang", default=DEFAULT_LANG, show_default=True, type=click.Choice(sorted(PACKS)))
@click.option("--since", default="", help="Only printings released on or after this ISO date.")
@click.option("--before", default="", help="Only printings released before this ISO date.")
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="Table to write (.csv, .tsv, .jsonl or .parquet).")
@friendly_errors
def import_pairs(fmt: str, source: Path, lang: str, since: str, before: str, out: Path) -> None:
    """Unique (English text, official translation) pairs of a card database.

    Each row's texts column says card-text: the checks know that a print may leave out the
    reminder text (in parentheses) its Oracle text has.

    Example:

        rulingqa pairs import cards-en-fr.tsv --since 2015-01-01 --out pairs.jsonl
    """
    seen: dict[tuple[str, str], dict] = {}
    rows = []
    for p in read_printings(fmt, source, lang):
        if (not p.text_en.strip() or not p.text.strip() or (since and p.released < since)
                or (before and p.released >= before)):
            continue
        key = (p.text_en.strip(), p.text.strip())
        if key in seen:  # a reprint: the text's latest release is when it was last used
            row = seen[key]
            row["released"] = max(row["released"], p.released)
            continue
        seen[key] = {"id": p.uid or f"{p.name_en} ({p.set_code})", "name": p.name_en,
                     "released": p.released, "texts": TextKind.CARD_TEXT.value,
                     "en": key[0], lang: key[1]}
        rows.append(seen[key])
    write_table(out, ["id", "name", "released", "texts", "en", lang], rows)
    click.echo(f"{len(rows)} unique pairs written to {out}", err=True)


@pairs.command(name="rulings")
@click.argument("english", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.argument("translations", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--lang", default=DEFAULT_LANG, show_default=True, type=click.Choice(sorted(PACKS)))
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="Table to write (.csv, .tsv, .jsonl or .parquet).")
@friendly_errors
def ruling_pairs(english: Path, translations: Path, lang: str, out: Path) -> None:
    """(English ruling, translation) pairs: MTGJSON's English rulings (rulings-en.tsv)
    joined with a table of their translations keyed by ruling (key, <lang>).

    A translation table names each ruling by a key (the first 16 hexadecimal digits of
    the SHA-1 of its English text), so it carries no English of its own. Each row's
    texts column says ruling: every part of one side is in the other. A key the English
    rulings lack is named on the error stream and left out.

    Example:

        rulingqa pairs rulings rulings-en.tsv corpora/lexicon/rulings-fr.tsv --lang fr \\
            --out ruling-pairs-fr.jsonl
    """
    by_key = {}
    for ruling in read_mtgjson_rulings(english):
        by_key.setdefault(ruling.key, ruling)
    rows, unknown = [], 0
    for key, text, line in read_keyed_translations(translations, lang):
        ruling = by_key.get(key)
        if ruling is None:
            unknown += 1
            click.echo(f"{translations}:{line}: no English ruling has the key {key}", err=True)
            continue
        rows.append({"id": key, "name": ruling.name_en, "released": ruling.date,
                     "texts": TextKind.RULING.value, "en": ruling.text, lang: text})
    write_table(out, ["id", "name", "released", "texts", "en", lang], rows)
    click.echo(f"{len(rows)} pairs written to {out}"
               + (f" ({unknown} keys without an English ruling left out)" if unknown else ""),
               err=True)
