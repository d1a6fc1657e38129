import pytest

from tests.conftest import findings_for

EN = 'Triggered abilities use the word "when," "whenever," or "at."'
GOOD = ("Les capacités déclenchées utilisent le mot «\u00a0quand\u00a0», "
        "«\u00a0à chaque fois que\u00a0» ou «\u00a0au début de\u00a0».")


@pytest.mark.parametrize(("fr", "found"), [
    (GOOD, []),
    ('Les capacités déclenchées utilisent le mot "quand", "à chaque fois que" ou "au début de".',
     ['"quand"']),
    (GOOD.replace("«\u00a0quand\u00a0»", "« quand »"), ["« "]),
])
def test_quotes_and_spaces(ctx, fr, found):
    typo = [f for f in findings_for(ctx, EN, fr) if f.check_id == "typography"]
    assert [f.found for f in typo] == found
    assert all(f.severity.value == "minor" for f in typo)


def test_missing_space_before_colon(ctx):
    en = 'They\'re generally written "[Cost]: [Effect]."'
    fr = "Elles sont généralement écrites sous la forme «\u00a0[Coût]: [Effet]\u00a0»."
    (f,) = [f for f in findings_for(ctx, en, fr) if f.check_id == "typography"]
    assert f.found == "]:" and f.expected == "]\u00a0:"
