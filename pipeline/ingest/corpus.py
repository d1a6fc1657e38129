"""A corpus directory: ``en/`` pages, one folder of translated pages per target language
(``fr/``), and optionally ``reference/`` with approved translations of the same pages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import PipelineError
from .pages import Page, read_page

PAGE_SUFFIX = ".txt"


@dataclass
class Document:
    doc: str
    en: Page
    target: Page | None
    reference: Page | None


def _pages(folder: Path) -> dict[str, Path]:
    if not folder.is_dir():
        return {}
    return {p.stem: p for p in sorted(folder.glob(f"*{PAGE_SUFFIX}")) if p.is_file()}


def read_corpus(root: Path, lang: str, encoding: str = "utf-8") -> tuple[list[Document], list[Page]]:
    """English documents with their translations, and translated pages with no English page."""
    en_dir = root / "en"
    if not en_dir.is_dir():
        raise PipelineError("E110", "no en/ folder", str(root))
    if not (root / lang).is_dir():
        raise PipelineError("E110", f"no {lang}/ folder", str(root))
    en_pages, tgt_pages = _pages(en_dir), _pages(root / lang)
    ref_pages = _pages(root / "reference")
    docs = [
        Document(
            doc=stem,
            en=read_page(path, encoding),
            target=read_page(tgt_pages[stem], encoding) if stem in tgt_pages else None,
            reference=read_page(ref_pages[stem], encoding) if stem in ref_pages else None,
        )
        for stem, path in en_pages.items()
    ]
    orphans = [read_page(p, encoding) for stem, p in tgt_pages.items() if stem not in en_pages]
    return docs, orphans
