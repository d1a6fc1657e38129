"""Shared fixtures: the shipped glossary, a French context built once, pair helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.align.sentences import align_sentences
from pipeline.analysis import Context
from pipeline.checks import PairView, default_checks, run_checks
from pipeline.glossary.model import load_glossary
from pipeline.lang import get_pack
from pipeline.models import Finding, Pair, Ruling

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpora" / "rulings"
GLOSSARY = ROOT / "corpora" / "glossary"
SHARED_DATA = ROOT.parent / "shared" / "data"
SEEDS = ROOT.parent / "shared" / "seeds"


@pytest.fixture(scope="session")
def ctx() -> Context:
    return Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))


def make_view(ctx: Context, en: str, fr: str) -> PairView:
    pair = Pair("test", Ruling("test", 1, en), Ruling("test", 1, fr))
    en_side, fr_side = ctx.pair(en, fr)
    return PairView(pair, en_side, fr_side, align_sentences(en_side, fr_side, ctx))


def findings_for(ctx: Context, en: str, fr: str) -> list[Finding]:
    return run_checks(make_view(ctx, en, fr), ctx, default_checks())


def ids_for(ctx: Context, en: str, fr: str, severities=("major", "critical", "minor")) -> set[str]:
    return {f.check_id for f in findings_for(ctx, en, fr) if f.severity.value in severities}
