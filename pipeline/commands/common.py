"""Shared pieces of the command line: error mapping, card database options."""

from __future__ import annotations

import functools
from pathlib import Path

import click

from ..errors import PipelineError
from ..ingest.cards import Printing, read_forge, read_mtgjson_json, read_mtgjson_tsv
from ..lang import get_pack

CARD_FORMATS = ("mtgjson", "forge")


def friendly_errors(func):
    """Bad input becomes one line and exit status 1, never a traceback."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except PipelineError as exc:
            raise click.ClickException(str(exc)) from None
        except OSError as exc:
            raise click.ClickException(f"{exc.strerror or exc}: {exc.filename or ''}") from None

    return wrapper


def read_printings(fmt: str, path: Path, lang: str) -> list[Printing]:
    if fmt == "forge":
        return list(read_forge(path))
    if path.suffix.lower() in (".tsv", ".tab"):
        return list(read_mtgjson_tsv(path, lang))
    return list(read_mtgjson_json(path, get_pack(lang).name))
