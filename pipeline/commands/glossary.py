"""``rulingqa glossary``: import card names, check and convert glossaries."""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

import click

from ..analysis import Context
from ..checks.terminology import MEASURE_LEAST
from ..config import DEFAULT_LANG, EXIT_FINDINGS, SHIPPED_GLOSSARY
from ..errors import PipelineError, text_lines
from ..glossary.counters import learn_counters
from ..glossary.importers import import_cards
from ..glossary.model import (
    CARDS_FILE,
    COUNTERS_FILE,
    TERMS_FILE,
    Glossary,
    language_dir,
    load_glossary,
)
from ..glossary.validate import (
    ERROR,
    against_pairs,
    from_error,
    recent_counts,
    rendering_counts_by_year,
    structural,
)
from ..ingest.tables import Columns, read_pairs
from ..ingest.tbx import read_tbx
from ..lang import PACKS, SOURCE, get_pack
from ..report.atomic import write_text
from ..report.csvout import write_csv
from ..report.glossary_files import write_glossary_csv
from ..report.tbx import write_tbx
from .common import CARD_FORMATS, friendly_errors, read_printings

LANG = click.option("--lang", default=DEFAULT_LANG, show_default=True,
                    type=click.Choice(sorted(PACKS)))
OFFICIAL_TEXTS = click.option(
    "--against", required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="A bilingual table of official texts (id,en,<lang>[,released]), e.g. what "
         "'rulingqa pairs import' makes of the card data.")
SINCE = click.option(
    "--since", default="", help="Count the texts released on or after this ISO date (the "
    "table's released column), reaching back a year at a time for a term they hold fewer "
    "than --least times.")
LEAST = click.option("--least", default=MEASURE_LEAST, show_default=True,
                     type=click.IntRange(1), help="Texts a term's count reaches back for "
                     "(see --since).")


def tables(help_text: str):
    """The repeatable --against option of a command that learns from bilingual tables."""
    return click.option("--against", required=True, multiple=True,
                        type=click.Path(exists=True, dir_okay=False, path_type=Path),
                        help=help_text)


def pack_data_out(what: str, stem: str):
    """The --out option of a command that learns a language pack's data file."""
    return click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
                        help=f"{what} to write (default: the language pack's own, "
                             f"pipeline/lang/data/{stem}-<lang>.tsv).")


@click.group()
def glossary() -> None:
    """Glossaries: import card names, validate, TBX in and out."""


@glossary.command(name="import-cards")
@click.option("--format", "fmt", type=click.Choice(CARD_FORMATS), required=True)
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@LANG
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="cards.csv to write.")
@click.option("--conflicts", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the printings that disagree on a name, as CSV.")
@click.option("--counters/--no-counters", default=True, show_default=True,
              help=f"Also learn the kinds of counter from the card texts and write them "
                   f"as {COUNTERS_FILE} beside the cards file.")
@friendly_errors
def import_cards_command(fmt: str, source: Path, lang: str, out: Path,
                         conflicts: Path | None, counters: bool) -> None:
    """Card names from MTGJSON (JSON or the per-language TSV) or Forge's cardnames file.

    One row per card face (split, Room, flip and double-faced cards give one per face);
    where printings disagree the most recent wins, and the others are named in the note.
    Where the data has the card texts, the kinds of counter are learnt from them too
    (counters.csv: "verse counter" is « marqueur « verset » »), each kind's official name
    where the texts agree on it; a run reads them with the folder's cards.csv.

    Example:

        rulingqa glossary import-cards --format mtgjson cards-en-fr.tsv --out cards.csv
    """
    printings = list(read_printings(fmt, source, lang))
    result = import_cards(printings)
    write_glossary_csv(out, result.entries, lang)
    kinds = learn_counters(printings, lang) if counters else []
    if kinds:
        write_csv(out.parent / COUNTERS_FILE, ["en", lang, "forbidden", "consistency", "note"],
                  [{"en": e.en, lang: "|".join(e.target), "forbidden": "",
                    "consistency": f"{e.consistency[0]}/{e.consistency[1]}", "note": e.note}
                   for e in kinds], raw=True)
    if conflicts is not None:
        write_csv(conflicts, ["en", "chosen", "others"],
                  [{"en": c.en, "chosen": c.chosen,
                    "others": "; ".join(f"{n} ({w})" for n, w in c.others)}
                   for c in result.conflicts])
    click.echo(f"{len(result.entries)} card faces from {result.printings} printings "
               f"({result.without_name} without a {lang} name); "
               f"{len(result.conflicts)} names differ between printings"
               + (f"; {len(kinds)} kinds of counter" if kinds else ""), err=True)


def _dirs(dirs: tuple[Path, ...]) -> list[Path]:
    return list(dirs) or [SHIPPED_GLOSSARY]


@glossary.command()
@click.argument("dirs", nargs=-1, type=click.Path(exists=True, file_okay=False, path_type=Path))
@LANG
@click.option("--against", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A bilingual table (id,en,<lang>): report terms that never match its "
                   "English, or whose official forms its translations rarely use.")
@friendly_errors
def validate(dirs: tuple[Path, ...], lang: str, against: Path | None) -> None:
    """Duplicates, conflicts, empty cells, bad contexts, terms that never match.

    Prints one line per problem with its file and line; exits 3 when there is an error
    (warnings alone exit 0). Without DIRS, the shipped glossary.

    Example:

        rulingqa glossary validate corpora/glossary --against pairs.jsonl
    """
    errors: list[PipelineError] = []
    loaded = load_glossary(_dirs(dirs), lang, errors)
    ctx = Context(loaded, get_pack(lang))
    problems = [from_error(e) for e in errors] + structural(loaded, ctx)
    if against is not None:
        rows = [(p.en.text, p.fr.text) for p in read_pairs(against, Columns(target=lang)) if p.fr]
        problems += against_pairs(loaded, ctx, rows, against.name)
    for problem in sorted(problems, key=lambda p: (p.path, p.line, p.code)):
        click.echo(str(problem))
    n_err = sum(p.level == ERROR for p in problems)
    click.echo(f"{len(loaded.entries)} entries; {n_err} errors, {len(problems) - n_err} warnings",
               err=True)
    if n_err:
        sys.exit(EXIT_FINDINGS)


@glossary.command()
@click.argument("directory", type=click.Path(exists=True, file_okay=False, path_type=Path))
@LANG
@OFFICIAL_TEXTS
@SINCE
@LEAST
@click.option("--cards", "card_dirs", multiple=True,
              type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Folders with a cards.csv (e.g. the official names 'glossary "
                   "import-cards' makes of the card data), repeatable: a term inside a "
                   "card's name is no use of the term (Storm Fleet Pyromancer).")
@click.option("--dry-run", is_flag=True, help="Print the counts; change no file.")
@friendly_errors
def measure(directory: Path, lang: str, against: Path, since: str, least: int,
            card_dirs: tuple[Path, ...], dry_run: bool) -> None:
    """Fill the consistency column of DIRECTORY's terms.csv from official texts.

    For each term: of the official translations whose English has the term, how many
    show one of its accepted forms, or one of its outdated ones (what older prints
    said), RENDERED/SEEN. With --since, today's texts are counted, and older ones only
    for a term too rare among them. A term its official texts render nearly always
    makes term-missing a major finding (see README, "Binding terms"). With --cards, a
    term inside a card's name is not counted: the texts name their own card ("Storm
    Fleet Pyromancer", « Pyromancienne de la Flotte de la tempête ») and say nothing of
    storm. A name that is itself a term ("Storm", "Plains") stays the term. The file
    is rewritten atomically, every other cell and row as it was.

    Example:

        rulingqa glossary measure corpora/glossary --lang fr --against pairs.jsonl \
            --since 2015-01-01 --cards cards-fr
    """
    path = language_dir(directory, lang) / TERMS_FILE
    loaded = load_glossary([directory], lang)
    ctx = Context(_with_longer_names(loaded, card_dirs, lang), get_pack(lang))
    rows = [(p.en.text, p.fr.text, p.en.date[:4])  # the table's released column
            for p in read_pairs(against, Columns(target=lang)) if p.fr]
    if since and not any(year for _, _, year in rows):
        raise PipelineError("E120", "--since needs a released column (ISO dates), as "
                            "'rulingqa pairs import' writes", str(against), 1)
    by_year = rendering_counts_by_year(ctx, rows, outdated=True)
    seen, rendered = recent_counts(*by_year, since[:4], least if since else 0)
    by_line = {e.line: e for e in loaded.terms if Path(e.path) == path}
    text = path.read_text(encoding="utf-8-sig")
    reader = csv.DictReader(text_lines(text))
    fields = list(reader.fieldnames or [])
    if "consistency" not in fields:
        fields.insert(fields.index("note") if "note" in fields else len(fields), "consistency")
    out = io.StringIO()
    writer = csv.DictWriter(out, fields, lineterminator="\n")
    writer.writeheader()
    shares = []
    for row in reader:
        entry = by_line.get(reader.line_num)
        if entry is not None:
            n = seen.get(entry.key, 0)
            row["consistency"] = f"{rendered.get(entry.key, 0)}/{n}" if n else ""
            if n:
                shares.append(rendered.get(entry.key, 0) / n)
        writer.writerow(row)
    for floor in (1.0, 0.99, 0.98, 0.95, 0.9, 0.5):
        click.echo(f"terms rendered in at least {floor:.0%} of their texts: "
                   f"{sum(s >= floor for s in shares)} of {len(shares)} seen "
                   f"({len(by_line) - len(shares)} never seen)")
    if not dry_run:
        write_text(path, out.getvalue())
        click.echo(f"wrote {path}", err=True)


def _with_longer_names(loaded: Glossary, card_dirs: tuple[Path, ...], lang: str) -> Glossary:
    """``loaded`` with the card names of ``card_dirs`` that are not themselves one of its
    terms (a card named Storm or Plains: in a text, the word is the term)."""
    if not card_dirs:
        return loaded
    terms = {e.en.casefold() for e in loaded.terms}
    cards = [e for e in load_glossary(list(card_dirs), lang).cards
             if e.en.casefold() not in terms]
    return Glossary(lang=lang, entries=loaded.entries + cards, sources=loaded.sources)


@glossary.command()
@click.argument("directory", type=click.Path(exists=True, file_okay=False, path_type=Path))
@LANG
@OFFICIAL_TEXTS
@click.option("--from", "sources", multiple=True,
              type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Glossary folders whose other languages' terms are the candidates "
                   "(repeatable; default: DIRECTORY).")
@SINCE
@LEAST
@click.option("--share", default=0.9, show_default=True, type=click.FloatRange(0, 1),
              help="Propose a phrase standing in at least this share of the term's texts.")
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="Rows to review, in the shape of terms.csv.")
@friendly_errors
def propose(directory: Path, lang: str, against: Path, sources: tuple[Path, ...], since: str,
            least: int, share: float, out: Path) -> None:
    """Propose rows for the terms other languages' glossaries have and DIRECTORY lacks.

    For each such English term, the target phrase the official translations use most
    distinctively (Dice coefficient over the line pairs whose English has the term) is
    written with its counts, where it stands in at least --share of them: rows for a
    person to confirm and copy into terms.csv, then measure with 'glossary measure'.

    Example:

        rulingqa glossary propose corpora/glossary --lang es --against pairs-es.jsonl \
            --since 2015-01-01 --out proposed-es.csv
    """
    from ..glossary.context import format_context
    from ..glossary.model import Entry, Glossary, sense
    from ..glossary.propose import propose as proposals_of
    from ..nlp import analyzer

    have = {e.en.casefold() for e in load_glossary([directory], lang).terms}
    candidates: dict[tuple, Entry] = {}  # terms this glossary has in no sense
    for source in sources or (directory,):
        for other in sorted(PACKS):
            if other != lang and language_dir(source, other) != source:
                for e in load_glossary([source], other).terms:
                    if e.en.casefold() not in have:
                        candidates.setdefault(sense(e), e)
    if not candidates:
        raise PipelineError("E130", "no other language's terms to propose from",
                            str(directory))
    pack = get_pack(lang)
    ctx = Context(Glossary(lang=lang, entries=list(candidates.values())), pack)
    rows = [(p.en.text, p.fr.text, p.en.date[:4])
            for p in read_pairs(against, Columns(target=lang)) if p.fr]
    found = proposals_of(ctx, analyzer(pack), rows, since[:4], least, share)
    table = [{"en": p.entry.en, lang: p.form, "forbidden": "", "outdated": "",
              "context": format_context(p.entry.context), "consistency": "",
              "note": f"proposed: in {p.together} of {p.seen} official line pairs with the "
                      f"English term (Dice {p.dice})"} for p in found]
    write_csv(out, ["en", lang, "forbidden", "outdated", "context", "consistency", "note"],
              table, raw=True)
    click.echo(f"{len(found)} of {len(candidates)} terms proposed, written to {out}",
               err=True)


@glossary.command()
@LANG
@OFFICIAL_TEXTS
@pack_data_out("File", "cues")
@friendly_errors
def cues(lang: str, against: Path, out: Path | None) -> None:
    """Learn how often official translations carry each meaning cue where the English
    has it, and the English where they have it.

    The meaning checks make a cue missing on one side major only where the official
    texts carry it nearly always (see README, "Cues the official texts leave out").
    Written atomically.

    Example:

        rulingqa glossary cues --lang de --against pairs-before-2015.jsonl
    """
    from ..cuedata import cues_path, cues_text, learn_cues

    ctx = Context(load_glossary([SHIPPED_GLOSSARY], lang), get_pack(lang))
    rows = [(p.en.text, p.fr.text, p.en.date)
            for p in read_pairs(against, Columns(target=lang)) if p.fr]
    agreement = learn_cues(ctx, rows)
    path = out or cues_path(lang)
    write_text(path, cues_text(agreement))
    for (cue, side), (both, n) in sorted(agreement.items()):
        click.echo(f"{cue:12} {side:7} {both:6,} of {n:6,}  {both / n:.0%}")
    click.echo(f"written to {path}", err=True)


@glossary.command()
@LANG
@OFFICIAL_TEXTS
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="File to write (default: the source language's own, "
                   "pipeline/lang/data/kin-en.tsv).")
@friendly_errors
def kin(lang: str, against: Path, out: Path | None) -> None:
    """Learn which game terms are kin from the English of official texts: two one-word
    terms of the shipped glossaries that the texts coordinate ("power and toughness",
    "attacks or blocks") in enough of them.

    One said where the English says the other names the other side of one thing of the
    game (see README, "Kin terms"). The table's English column is read (--lang names
    its other column). Written atomically.

    Example:

        rulingqa glossary kin --against pairs-before-2015.jsonl
    """
    from ..kindata import kin_path, kin_text, learn_kin
    from ..nlp import Analyzer

    terms = {e.en.lower() for code in sorted(PACKS)
             for e in load_glossary([SHIPPED_GLOSSARY], code).terms}
    texts = [p.en.text for p in read_pairs(against, Columns(target=lang))]
    found = learn_kin(Analyzer(SOURCE), SOURCE, sorted(terms), texts)
    path = out or kin_path(SOURCE.code)
    write_text(path, kin_text(found))
    for (term, other), n in sorted(found.items(), key=lambda item: -item[1]):
        click.echo(f"{term:16} {other:16} {n:6,}")
    click.echo(f"written to {path}", err=True)


@glossary.command()
@LANG
@tables("A bilingual table (id,en,<lang>) of official texts ('rulingqa pairs import'); "
        "its target column is read. Repeatable.")
@pack_data_out("File", "genders")
@friendly_errors
def genders(lang: str, against: tuple[Path, ...], out: Path | None) -> None:
    """Learn the gender of target nouns from official texts, for suggested corrections.

    Each noun after a determiner that shows a gender (French « le », « une », « cette »)
    is counted by its lemma; one seen twice or more with one gender in nine tenths of
    its uses is written. A correction that puts one noun in place of another makes
    the words around it agree by these (see README, "Suggested corrections"). Written
    atomically.

    Example:

        rulingqa glossary genders --lang fr --against pairs-fr.jsonl
    """
    from ..genders import genders_path, genders_text, learn_genders

    pack = get_pack(lang)
    if not pack.gender_determiners:
        raise click.UsageError(f"the {pack.name} pack names no determiner that shows a gender")
    ctx = Context(load_glossary([SHIPPED_GLOSSARY], lang), pack)
    _ = ctx.compiled  # the glossary's words taught first, as a run reads them
    texts = (p.fr.text for table in against
             for p in read_pairs(table, Columns(target=lang)) if p.fr)
    rows = learn_genders(texts, ctx.tgt)
    path = out or genders_path(lang)
    write_text(path, genders_text(rows))
    endings = sum(lemma.startswith("-") for lemma, *_ in rows)
    click.echo(f"{len(rows) - endings:,} nouns and {endings} endings that tell a gender "
               f"written to {path}", err=True)


@glossary.command(name="import-tbx")
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@LANG
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Folder to write terms.csv and cards.csv into.")
@friendly_errors
def import_tbx(source: Path, lang: str, out: Path) -> None:
    """A TBX termbase (v2 or v3) into terms.csv and cards.csv.

    Preferred and admitted terms become the accepted forms, deprecated ones the
    forbidden forms, superseded ones the outdated forms; a concept whose subjectField
    is "card name" goes to cards.csv.

    Example:

        rulingqa glossary import-tbx termbase.tbx --out my-glossary
    """
    entries = read_tbx(source, lang)
    terms = [e for e in entries if e.kind == "term"]
    cards = [e for e in entries if e.kind == "card"]
    write_glossary_csv(out / TERMS_FILE, terms, lang, with_outdated=True)
    write_glossary_csv(out / CARDS_FILE, cards, lang)
    click.echo(f"{len(terms)} terms and {len(cards)} card names written to {out}", err=True)


@glossary.command(name="export-tbx")
@click.argument("dirs", nargs=-1, type=click.Path(exists=True, file_okay=False, path_type=Path))
@LANG
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path))
@friendly_errors
def export_tbx(dirs: tuple[Path, ...], lang: str, out: Path) -> None:
    """The glossary as TBX (TBX-Basic), for CAT tools. Without DIRS, the shipped one.

    Example:

        rulingqa glossary export-tbx --out rulings-qa.tbx
    """
    loaded = load_glossary(_dirs(dirs), lang)
    write_tbx(out, loaded.entries, lang)
    click.echo(f"{len(loaded.entries)} entries written to {out}", err=True)


@glossary.command()
@LANG
@tables("A bilingual table (id,en,<lang>): official card texts ('rulingqa pairs import'), "
        "translated rulings ('rulingqa pairs rulings'). Repeatable.")
@pack_data_out("Lexicon", "words")
@friendly_errors
def lexicon(lang: str, against: tuple[Path, ...], out: Path | None) -> None:
    """Learn which target words render which English words from bilingual texts.

    Lines of a text and its translation are paired, and a line's sentences where both
    have as many (the whole texts where their lines differ in number); an English lemma
    and a target lemma that render each other more often than chance are linked (IBM
    Model 1, both ways). The checks use the language pack's lexicon to find what stands
    in place of a missing term (see README, "What stands in a term's place") and which
    words of a sentence render which. Written atomically.

    Example:

        rulingqa glossary lexicon --lang fr --against pairs-before-2015.jsonl \
            --against ruling-pairs-fr.jsonl
    """
    from ..lexicon import learn, lexicon_text, pack_path

    # the words read as a run reads them: the shipped glossary's words taught first, so
    # that a compound a run splits (« Lebenspunkte|stand ») is learnt split
    ctx = Context(load_glossary([SHIPPED_GLOSSARY], lang), get_pack(lang))
    _ = ctx.compiled
    rows = ((p.en.text, p.fr.text) for table in against
            for p in read_pairs(table, Columns(target=lang)) if p.fr)
    links = learn(rows, ctx.src, ctx.tgt)
    path = out or pack_path(lang)
    write_text(path, lexicon_text(links))
    click.echo(f"{len(links):,} links of {len({e for e, *_ in links}):,} English words "
               f"written to {path}", err=True)
