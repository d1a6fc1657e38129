"""``rulingqa fix``: the suggested corrections of chosen kinds written into the pages.

For the nightly job that wants mechanical errors (a wrong term, a card name, typography)
fixed before a person sees the rest. The corpus is checked as ``run`` checks it, and the
translation of each ruling with a given suggestion of an accepted kind is rewritten with
them applied (see pipeline/suggest.py). Only translation pages change: the English
pages and the reference pages are never written. Each page is replaced atomically, and
its previous text is kept first in ``.rulingqa-backup/<time>/<lang>/`` beside the
language folders. A page that would not read back as written (the page format
normalised) is left as it is and named: nothing of it may be lost.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from .diff import word_diff
from .errors import PipelineError
from .glossary.model import Glossary
from .ingest.pages import decode, format_page, parse_page
from .models import finding_key
from .report.atomic import write_text
from .run import run_corpus
from .semantic import Semantic
from .suggest import MECHANICAL, corrected

BACKUP = ".rulingqa-backup"


@dataclass
class FixRun:
    changed: list[tuple[str, int, str]] = field(default_factory=list)  # doc, index, diff
    written: list[Path] = field(default_factory=list)
    backups: list[Path] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    unfixed: int = 0  # findings of the accepted kinds without a suggestion given


def fix_corpus(root: Path, glossary: Glossary, lang: str, kinds: tuple[str, ...],
               dry_run: bool = False, encoding: str = "utf-8",
               semantic: Semantic | None = None, now: datetime | None = None) -> FixRun:
    unknown = [k for k in kinds if k not in MECHANICAL]
    if unknown:
        raise PipelineError("E128", f"no suggestions for {', '.join(unknown)}: --accept takes "
                            f"{', '.join(MECHANICAL)}")
    if not dry_run and encoding.lower().replace("_", "-") not in ("utf-8", "utf8"):
        raise PipelineError("E128", f"fix writes UTF-8 pages; these are read as {encoding}",
                            str(root))
    result = run_corpus(root, glossary, lang, encoding, semantic)
    out = FixRun()
    edits: dict[str, dict[int, str]] = {}
    for r in result.by_position():
        pair = r.pair
        if pair.fr is None or pair.en is None:
            continue
        chosen = []
        for f in r.findings:
            if f.check_id not in kinds or f.waiver is not None:
                continue
            s = r.suggestions.get(finding_key(pair, f))
            if s is not None and s.given:
                chosen.append(s)
            else:
                out.unfixed += 1
        new = corrected(pair.fr.text, chosen) if chosen else pair.fr.text
        if new != pair.fr.text:
            edits.setdefault(pair.doc, {})[pair.fr.index] = new
            out.changed.append((pair.doc, pair.fr.index, word_diff(pair.fr.text, new)))
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    for doc, texts in sorted(edits.items()):
        path = root / lang / f"{doc}.txt"
        data = path.read_bytes() if path.is_file() else None
        original = decode(data, str(path), encoding) if data is not None else None
        page = parse_page(original, doc, str(path)) if original is not None else None
        if page is None or format_page(page.header, page.rulings) != original:
            out.refused.append(f"{doc}: the page would not read back as written; fix it by "
                               "hand (see report.html)")
            continue
        rulings = [replace(ruling, text=texts.get(ruling.index, ruling.text))
                   for ruling in page.rulings]
        if dry_run:
            continue
        backup = root / BACKUP / stamp / lang / f"{doc}.txt"
        write_text(backup, original)
        write_text(path, format_page(page.header, rulings))
        out.backups.append(backup)
        out.written.append(path)
    return out
