"""Named defaults shared by the code and the command-line help, and the configuration
file that sets a command's options (rulingqa.toml)."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .errors import PipelineError, invalid_utf8, text_lines

PACKAGE_DIR = Path(__file__).resolve().parent
# The shipped glossary: corpora/glossary beside the package in a checkout (an editable
# install), else the copy a wheel installs in the environment's share/ (pyproject.toml).
SHIPPED_GLOSSARY = next(
    (p for p in (PACKAGE_DIR.parent / "corpora" / "glossary",
                 Path(sys.prefix) / "share" / "rulings-qa" / "glossary") if p.is_dir()),
    PACKAGE_DIR.parent / "corpora" / "glossary")
DEFAULT_OUT = Path("reports")
DEFAULT_LANG = "fr"
DEFAULT_KEEP = 30  # run folders kept
FAIL_ON_LEVELS = ("minor", "major", "critical")
EXIT_OK, EXIT_ERROR, EXIT_FINDINGS = 0, 1, 3

# -- the configuration file ------------------------------------------------------------
#
# rulingqa.toml (or a pyproject.toml's [tool.rulingqa]) holds a table per command, keyed
# by the command's long option names: [run] out = "reports", fail-on = "major". Command
# groups nest: [glossary.measure]. The command line overrides the environment
# (RULINGQA_RUN_OUT…), which overrides the file, which overrides the defaults.

CONFIG_FILE = "rulingqa.toml"
PYPROJECT_TABLE = ("tool", "rulingqa")

_HEADER = re.compile(r"\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")
_KEY = re.compile(r"""\s*((?:"[^"]*"|'[^']*'|[A-Za-z0-9_-]+)"""
                  r"""(?:\s*\.\s*(?:"[^"]*"|'[^']*'|[A-Za-z0-9_-]+))*)\s*=""")


@dataclass(frozen=True)
class ConfigFile:
    """The settings of one configuration file, with the line each key is on."""

    path: Path
    settings: dict  # {command: {key: value}}, groups nested: {group: {command: {…}}}
    lines: dict[tuple[str, ...], int]  # a table's or a key's dotted path -> its line

    def line(self, keys: tuple[str, ...]) -> int | None:
        """The line of a key, else of the nearest table holding it."""
        while keys:
            if keys in self.lines:
                return self.lines[keys]
            keys = keys[:-1]
        return None


def find_config(folder: Path) -> Path | None:
    """The folder's rulingqa.toml, else its pyproject.toml if that has [tool.rulingqa]."""
    own = folder / CONFIG_FILE
    if own.is_file():
        return own
    pyproject = folder / "pyproject.toml"
    if pyproject.is_file():
        if b"rulingqa" not in pyproject.read_bytes():
            return None  # another project's: not read at all
        read = read_config(pyproject)
        return pyproject if read.settings or read.lines else None
    return None


def read_config(path: Path) -> ConfigFile:
    """A configuration file read (E195 when it is not TOML); its keys are checked against
    the commands by ``pipeline.commands.config``."""
    import tomllib

    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise invalid_utf8(exc, str(path)) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        at = re.search(r"\(at line (\d+), column \d+\)$", str(exc))
        message = str(exc)[:at.start()].rstrip() if at else str(exc)
        raise PipelineError("E195", message, str(path), int(at.group(1)) if at else None) \
            from None
    lines = _key_lines(text)
    if path.name == "pyproject.toml":
        for key in PYPROJECT_TABLE:
            data = data.get(key, {})
        depth = len(PYPROJECT_TABLE)
        lines = {keys[depth:]: n for keys, n in lines.items()
                 if keys[:depth] == PYPROJECT_TABLE and len(keys) > depth}
    return ConfigFile(path, data, lines)


def _key_lines(text: str) -> dict[tuple[str, ...], int]:
    """Where each table and key of a TOML text is (the first line it is on)."""
    lines: dict[tuple[str, ...], int] = {}
    table: tuple[str, ...] = ()
    for n, line in enumerate(text_lines(text), start=1):
        if m := _HEADER.match(line):
            table = _dotted(m.group(1))
            lines.setdefault(table, n)
        elif m := _KEY.match(line):
            lines.setdefault(table + _dotted(m.group(1)), n)
    return lines


def _dotted(keys: str) -> tuple[str, ...]:
    return tuple(k.strip().strip("\"'") for k in re.findall(r'"[^"]*"|\'[^\']*\'|[^.]+', keys))
