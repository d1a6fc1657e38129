"""``rulingqa langs``: the language packs and what each provides."""

from __future__ import annotations

import json

import click

from ..config import SHIPPED_GLOSSARY
from ..errors import PipelineError
from ..genders import pack_genders
from ..glossary.model import language_dir, load_glossary
from ..lang import PACKS, LanguagePack


def describe(pack: LanguagePack) -> dict:
    """What a pack provides, for ``langs list`` (nothing is loaded but the glossary)."""
    folder = language_dir(SHIPPED_GLOSSARY, pack.code)
    try:
        shipped = load_glossary([SHIPPED_GLOSSARY], pack.code)
        terms, cards = len(shipped.terms), len(shipped.cards)
    except PipelineError:
        terms = cards = 0
    return {
        "code": pack.code,
        "name": pack.name,
        "spacy": f"spacy.blank({pack.code!r}) + spacy-lookups-data lemma_lookup"
                 + (" (case-sensitive, read lower-cased)" if pack.cased_lemmas else ""),
        "typography": [rule.__name__ for rule in pack.typography],
        "number_words": len(pack.number_words),
        "numbers": ("1{}000,5".format(pack.thousands[0].replace("\u00a0", " "))
                    if pack.decimal_comma else "1,000.5"),
        "compounds": pack.compounds,
        "cues": sorted(pack.cues),
        "drift_models": pack.drift is not None,
        # suggested corrections: whether the words around a replaced noun are made to agree,
        # and how many noun genders the pack has learnt (pipeline/genders.py)
        "agreement": pack.agreement is not None,
        "noun_genders": sum(not k.startswith("-") for k in pack_genders(pack.code)),
        "glossary": folder.relative_to(SHIPPED_GLOSSARY.parent.parent).as_posix(),
        "terms": terms,
        "cards": cards,
    }


class LangList(click.ParamType):
    """One target language or several, comma-separated (fr,de,es)."""

    name = "LANG[,LANG…]"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        codes = tuple(dict.fromkeys(c.strip() for c in str(value).split(",") if c.strip()))
        unknown = [c for c in codes if c not in PACKS]
        if not codes or unknown:
            self.fail(f"no language pack for {', '.join(unknown) or repr(value)} "
                      f"(have: {', '.join(sorted(PACKS))})", param, ctx)
        return codes


@click.group()
def langs() -> None:
    """Language packs: one per target language."""


@langs.command(name="list")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per pack.")
def list_command(as_json: bool) -> None:
    """The target languages and what each pack provides.

    Example:

        rulingqa langs list
    """
    for pack in PACKS.values():
        info = describe(pack)
        if as_json:
            click.echo(json.dumps(info, ensure_ascii=False))
            continue
        click.echo(f"{info['code']}  {info['name']}")
        click.echo(f"    lemmas:     {info['spacy']}")
        click.echo(f"    typography: {', '.join(info['typography']) or '-'}")
        click.echo(f"    numbers:    {info['numbers']}, {info['number_words']} number words"
                   + (", compounds split" if info["compounds"] else ""))
        click.echo(f"    cues:       {len(info['cues'])} ({', '.join(info['cues'])})")
        click.echo("    meaning:    " + ("drift models calibrated" if info["drift_models"] else
                                         "no drift models (make calibrate): meaning-drift "
                                         "silent"))
        click.echo("    suggests:   " + (f"corrections made to agree ({info['noun_genders']:,} "
                                         "noun genders learnt)" if info["agreement"] else
                                         "corrections of the found span only (no agreement "
                                         "rules)"))
        click.echo(f"    glossary:   {info['glossary']}: {info['terms']} terms, "
                   f"{info['cards']} card names")
