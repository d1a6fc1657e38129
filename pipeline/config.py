"""Named defaults shared by the code and the command-line help."""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
SHIPPED_GLOSSARY = PACKAGE_DIR.parent / "corpora" / "glossary"
DEFAULT_OUT = Path("reports")
DEFAULT_LANG = "fr"
DEFAULT_KEEP = 30  # run folders kept
FAIL_ON_LEVELS = ("minor", "major", "critical")
EXIT_OK, EXIT_ERROR, EXIT_FINDINGS = 0, 1, 3
