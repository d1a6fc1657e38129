"""A corpus directory: ``en/`` pages, one folder of translated pages per target language
(``fr/``), and optionally ``reference/`` with approved translations of the same pages."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..errors import PipelineError
from ..lang import PACKS
from .pages import Page, read_page

PAGE_SUFFIX = ".txt"


@dataclass
class Document:
    doc: str
    en: Page
    target: Page | None
    reference: Page | None
    target_error: str = ""  # why the translated page could not be read


@dataclass
class Corpus:
    documents: list[Document] = field(default_factory=list)
    orphans: list[Page] = field(default_factory=list)  # translated pages, no English page
    problems: list[PipelineError] = field(default_factory=list)  # pages not read, and why


def _pages(folder: Path, problems: list[PipelineError]) -> dict[str, Path]:
    if not folder.is_dir():
        return {}
    pages = {p.stem: p for p in sorted(folder.glob(f"*{PAGE_SUFFIX}")) if p.is_file()}
    by_case: dict[str, list[str]] = {}
    for stem in pages:
        by_case.setdefault(stem.casefold(), []).append(stem)
    for stems in by_case.values():
        if len(stems) > 1:
            problems.append(PipelineError(
                "E111", f"page names differ only in case: {', '.join(stems)}; each is read "
                "as a page of its own", str(folder)))
    return pages


def _read(path: Path, encoding: str, problems: list[PipelineError]) -> Page | None:
    try:
        return read_page(path, encoding)
    except PipelineError as exc:
        problems.append(exc)
        return None


def reference_dir(root: Path, lang: str) -> Path:
    """The folder of a corpus's reference translations into ``lang``: ``reference/<lang>/``,
    or ``reference/`` itself in a corpus with one target folder (the layout before several
    target languages)."""
    per_lang = root / "reference" / lang
    if per_lang.is_dir():
        return per_lang
    targets = [d for d in root.iterdir() if d.is_dir() and d.name in PACKS] if root.is_dir() else []
    return root / "reference" if len(targets) == 1 else per_lang


def read_corpus(root: Path, lang: str, encoding: str = "utf-8") -> Corpus:
    """English pages with their translations. A page that cannot be read is not fatal:
    an English page is left out, a translated page leaves its rulings untranslated, and
    either is listed in ``problems`` with its file, line and cause."""
    en_dir = root / "en"
    if not en_dir.is_dir():
        raise PipelineError("E110", "no en/ folder", str(root))
    if not (root / lang).is_dir():
        raise PipelineError("E110", f"no {lang}/ folder", str(root))
    corpus = Corpus()
    problems = corpus.problems
    en_pages = _pages(en_dir, problems)
    tgt_pages = _pages(root / lang, problems)
    ref_pages = _pages(reference_dir(root, lang), problems)
    for stem, path in en_pages.items():
        en = _read(path, encoding, problems)
        if en is None:
            continue
        target, error = None, ""
        if stem in tgt_pages:
            before = len(problems)
            target = _read(tgt_pages[stem], encoding, problems)
            error = str(problems[-1]) if len(problems) > before else ""
        reference = _read(ref_pages[stem], encoding, problems) if stem in ref_pages else None
        corpus.documents.append(Document(stem, en, target, reference, error))
    for stem, path in tgt_pages.items():
        if stem not in en_pages:
            page = _read(path, encoding, problems)
            if page is not None:
                corpus.orphans.append(page)
    return corpus
