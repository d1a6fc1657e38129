"""The ``rulingqa`` command. Thin: parses options, calls the stages, maps errors to exit codes.

Exit codes: 0 ran (findings or not), 1 error (one line on stderr), 3 findings at or
above ``--fail-on``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from . import __version__
from .checks import CHECK_CLASSES, REGISTRY
from .commands.common import friendly_errors
from .commands.glossary import glossary
from .commands.pairs import pairs
from .config import (
    DEFAULT_LANG,
    DEFAULT_OUT,
    EXIT_FINDINGS,
    FAIL_ON_LEVELS,
    SHIPPED_GLOSSARY,
)
from .evaluate import evaluate, format_evaluation
from .glossary.model import load_glossary
from .ingest.gold import read_gold
from .ingest.reports import read_report_tables
from .ingest.tables import Columns
from .lang import PACKS
from .models import Severity
from .report import write_reports
from .run import RunResult, run_corpus, run_table


def corpus_options(func):
    options = [
        click.argument("corpus_dir", required=False,
                       type=click.Path(exists=True, file_okay=False, path_type=Path)),
        click.option("--pairs", type=click.Path(exists=True, dir_okay=False, path_type=Path),
                     help="A bilingual table (CSV/TSV/JSONL/Parquet) instead of a corpus folder."),
        click.option("--glossary", "glossaries", multiple=True,
                     type=click.Path(exists=True, file_okay=False, path_type=Path),
                     help="Folder with terms.csv and/or cards.csv; repeatable. "
                          "Default: the shipped corpora/glossary."),
        click.option("--lang", default=DEFAULT_LANG, show_default=True,
                     type=click.Choice(sorted(PACKS)), help="Target language."),
        click.option("--encoding", default="utf-8", show_default=True,
                     help="Encoding of the pages (utf-8, cp1252, latin-1)."),
        click.option("--id-col", default="id", show_default=True, help="Id column of --pairs."),
        click.option("--en-col", default="en", show_default=True,
                     help="English column of --pairs."),
        click.option("--target-col", default=None,
                     help="Target column of --pairs (default: the --lang code)."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def _execute(corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col,
             target_col) -> RunResult:
    if (corpus_dir is None) == (pairs is None):
        raise click.UsageError("give either CORPUS_DIR or --pairs FILE")
    dirs = list(glossaries) or [SHIPPED_GLOSSARY]
    glossary = load_glossary(dirs, lang)
    if pairs is not None:
        columns = Columns(id=id_col, en=en_col, target=target_col or lang)
        return run_table(pairs, glossary, lang, columns)
    return run_corpus(corpus_dir, glossary, lang, encoding)


@click.group()
@click.version_option(__version__, prog_name="rulingqa")
def main() -> None:
    """Translation QA for Magic: The Gathering rulings (English source)."""


main.add_command(glossary)
main.add_command(pairs)


@main.command()
@corpus_options
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT,
              show_default=True, help="Folder for the reports.")
@click.option("--fail-on", type=click.Choice(FAIL_ON_LEVELS),
              help="Exit 3 when a finding of this severity or worse is found.")
@friendly_errors
def run(corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col, target_col, out,
        fail_on) -> None:
    """Run every stage on a corpus and write the reports.

    Example:

        rulingqa run corpora/rulings --out reports --fail-on major
    """
    result = _execute(corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col,
                      target_col)
    write_reports(result, out)
    counts = result.counts
    click.echo(f"{counts['rulings_read']} rulings, {counts['review']} to review, "
               f"{sum(len(r.findings) for r in result.results)} findings; reports in {out}",
               err=True)
    if fail_on and result.worst_severity_rank() >= Severity(fail_on).rank:
        sys.exit(EXIT_FINDINGS)


@main.command(name="eval")
@corpus_options
@click.option("--gold", required=True, type=click.Path(exists=True, dir_okay=False,
              path_type=Path), help="Gold annotations CSV.")
@friendly_errors
def eval_command(corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col, target_col,
                 gold) -> None:
    """Precision and recall of the review flags against gold annotations.

    Example:

        rulingqa eval corpora/rulings --gold corpora/gold/annotations.csv
    """
    result = _execute(corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col,
                      target_col)
    click.echo(format_evaluation(evaluate(result, read_gold(gold))))


@main.group()
def checks() -> None:
    """The checks: list them, explain one."""


@checks.command(name="list")
def checks_list() -> None:
    """Every check with its id, severity, MQM category and title.

    Example:

        rulingqa checks list
    """
    for cls in (*CHECK_CLASSES, REGISTRY["check-error"]):
        click.echo(f"{cls.id:<22}{cls.severity.value:<10}{cls.mqm.value:<26}{cls.title()}")


@checks.command(name="explain")
@click.argument("check_id")
def checks_explain(check_id: str) -> None:
    """What a check looks for.

    Example:

        rulingqa checks explain card-name
    """
    cls = REGISTRY.get(check_id)
    if cls is None:
        raise click.ClickException(f"no check {check_id!r}; see 'rulingqa checks list'")
    click.echo(f"{cls.id} (severity {cls.severity.value}, MQM {cls.mqm.value}, "
               f"version {cls.version})\n")
    click.echo(cls.explanation())


@main.command()
@click.argument("report_dir", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("-n", "count", default=10, show_default=True, help="How many check ids.")
@friendly_errors
def top(report_dir: Path, count: int) -> None:
    """The share of rulings to review and the most frequent checks, one example each.

    Example:

        rulingqa top reports
    """
    rulings, findings = read_report_tables(report_dir)
    review = (rulings["status"] == "review").sum()
    click.echo(f"{review} of {len(rulings)} rulings to review "
               f"({100 * review / max(1, len(rulings)):.2f}%)")
    ranked = findings["check_id"].value_counts().head(count)
    for check_id, n in ranked.items():
        sub = findings[findings["check_id"] == check_id]
        flagged = sub[sub["severity"] != "minor"]
        example = (flagged if len(flagged) else sub).iloc[0]
        click.echo(f"\n{check_id}: {n} findings ({len(flagged)} major or critical), "
                   f"on {sub['en_index'].nunique()} rulings")
        click.echo(f"  e.g. {example['doc']}#{example['en_index']}: {example['message']}")
        if example["en_excerpt"]:
            click.echo(f"    EN: {example['en_excerpt'][:200]}")
        if example["fr_excerpt"]:
            click.echo(f"    FR: {example['fr_excerpt'][:200]}")
