"""``rulingqa history``: one row per recorded run, for a dashboard."""

from __future__ import annotations

from pathlib import Path

import click

from ..config import DEFAULT_OUT
from ..report.history import FORMATS, history_csv, history_json, history_rows, moment
from ..state.store import default_state_path, run_history
from .common import friendly_errors
from .langs import LangList


def _since(ctx, param, value: str | None):
    if value is None:
        return None
    try:
        return moment(value)
    except ValueError:
        raise click.BadParameter(f"{value!r} is not an ISO date or date-time "
                                 "(2026-11-01, 2026-11-01T02:30)") from None


@click.command()
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT,
              show_default=True, help="The runs' --out folder, whose state store is read.")
@click.option("--state", type=click.Path(dir_okay=False, path_type=Path),
              help="State store (SQLite). Default: OUT/state.sqlite.")
@click.option("--since", callback=_since, metavar="DATE",
              help="Only the runs started on or after this ISO date or date-time (UTC "
              "unless it has an offset).")
@click.option("--lang", type=LangList(), default=None,
              help="Only the runs of this language, or of several comma-separated.")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="csv",
              show_default=True, help="CSV with a header row, or one JSON array of objects.")
@friendly_errors
def history(out: Path, state: Path | None, since, lang: tuple[str, ...] | None,
            fmt: str) -> None:
    """One row per run recorded in the state store, oldest first, on stdout.

    Columns: run_id, lang, started, ended, duration_s, rulings, review, ok, findings (not
    waived), new, persisting, resolved, waived, exit_code, package_version,
    glossary_fingerprint. Each language of a run is a run of its own. The store is read
    without the run lock: history works while a run is in progress. A run recorded
    before exit codes were kept has an empty exit_code (null in JSON).

    Example:

        rulingqa history --out reports --since 2026-11-01 --format json
    """
    rows = history_rows(run_history(state or default_state_path(out)), since, lang or ())
    click.echo(history_json(rows) if fmt == "json" else history_csv(rows), nl=False)
