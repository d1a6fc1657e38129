"""Language packs: everything that depends on a language lives in one module per language."""

from __future__ import annotations

from . import de, en, es, fr
from .base import LanguagePack

SOURCE = en.PACK
PACKS: dict[str, LanguagePack] = {p.code: p for p in (fr.PACK, de.PACK, es.PACK)}


def get_pack(code: str) -> LanguagePack:
    try:
        return PACKS[code]
    except KeyError:
        known = ", ".join(sorted(PACKS))
        raise ValueError(f"no language pack for {code!r} (have: {known})") from None


__all__ = ["LanguagePack", "PACKS", "SOURCE", "get_pack"]
