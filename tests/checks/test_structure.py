import pytest

from pipeline.checks import PairView, default_checks, run_checks
from pipeline.models import Pair, PairKind, Ruling
from tests.conftest import findings_for, ids_for

EN = ("If an opponent controls only lands as Dispersal resolves, that player won't return "
      "any permanent to their hand. They'll still discard a card.")
FR = ("Si un adversaire ne contrôle que des terrains pendant que Répartition se résout, ce "
      "joueur ne renverra aucun permanent dans sa main. Il se défaussera quand même d'une carte.")

CASES = [
    (EN, FR, set()),
    (EN, FR.replace(" Il se défaussera quand même d'une carte.", ""), {"omission"}),
    (EN, FR + " Cette carte ne peut pas être contrecarrée.", {"addition"}),
    (EN, FR.replace("Il se défaussera quand même d'une carte.", "They'll still discard a card."),
     {"untranslated"}),
    (EN, EN, {"untranslated"}),
]


@pytest.mark.parametrize(("en", "fr", "expected"), CASES)
def test_structure(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, ("major",)) == expected


def test_whole_ruling_untranslated_is_one_finding_and_silences_name_checks(ctx):
    found = findings_for(ctx, EN, EN)
    assert [(f.check_id, f.message) for f in found] == [
        ("untranslated", "the whole ruling is left in English")]


def test_omission_carries_the_english_sentence(ctx):
    found = findings_for(ctx, EN, FR.replace(" Il se défaussera quand même d'une carte.", ""))
    (f,) = found
    assert f.expected == "They'll still discard a card."
    assert EN[slice(*f.en_span)] == f.expected


@pytest.mark.parametrize(("kind", "check_id"), [
    (PairKind.MISSING, "missing-translation"), (PairKind.EXTRA, "extra-translation"),
    (PairKind.MOVED, "misplaced-translation")])
def test_page_level_kinds(ctx, kind, check_id):
    en = Ruling("p", 2, EN) if kind is not PairKind.EXTRA else None
    fr = Ruling("p", 3, FR) if kind is not PairKind.MISSING else None
    view = PairView(Pair("p", en, fr, kind), ctx.source(EN) if en else None,
                    ctx.target(FR) if fr else None)
    assert [f.check_id for f in run_checks(view, ctx, default_checks())
            if f.severity.value == "major"] == [check_id]
