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


@pytest.mark.parametrize(("fr", "found", "expected"), [
    # guillemets with no space inside
    (GOOD.replace("«\u00a0quand\u00a0»", "«quand»"), "«q", "«\u00a0q"),
    # English quotation marks outside guillemets (inside them they quote within a quote)
    (GOOD.replace("«\u00a0quand\u00a0»", "“quand”"), "“quand”", "«\u00a0quand\u00a0»"),
    # an ordinal written « 2ème »
    (GOOD.replace("le mot", "le 2ème mot"), "2ème", "2e"),
    # spacing a joined or cut sentence leaves
    (GOOD.replace("utilisent le mot", "utilisent , le mot"), " ,", ","),
    (GOOD.replace("déclenchées utilisent", "déclenchées,utilisent"), ",", ", "),
    (GOOD.replace("utilisent le mot", "utilisent  le mot"), "  ", " "),
])
def test_french_quotes_ordinals_and_spacing(ctx, fr, found, expected):
    (f,) = [f for f in findings_for(ctx, EN, fr) if f.check_id == "typography"]
    assert (f.found, f.expected, f.severity.value) == (found, expected, "minor")


def test_a_quotation_within_guillemets_may_use_english_marks(ctx):
    fr = GOOD.replace("«\u00a0quand\u00a0»", "«\u00a0“quand”\u00a0»")
    assert [f for f in findings_for(ctx, EN, fr) if f.check_id == "typography"] == []


def test_german_and_spanish_quotes_and_spacing():
    from tests.checks.test_meaning import _context

    de, es = _context("de"), _context("es")
    en = 'It is called "the ability". Then it ends.'

    def typography(c, said):
        return [(f.found, f.expected) for f in findings_for(c, en, said)
                if f.check_id == "typography"]
    assert typography(de, "Sie heißt „die Fähigkeit“. Dann endet sie.") == []
    assert typography(de, "Sie heißt “die Fähigkeit”. Dann endet sie.") == [
        ("“die Fähigkeit”", "„die Fähigkeit“")]
    assert typography(de, "Sie heißt „die Fähigkeit“.Dann endet sie.") == []  # after a quote
    assert typography(de, "Sie heißt die Fähigkeit.Dann endet sie.") == [(".", ". ")]
    # Spanish takes « » with no space inside, and “ ”
    assert typography(es, "Se llama «la habilidad». Luego termina.") == []
    assert typography(es, "Se llama “la habilidad”. Luego termina.") == []
    assert typography(es, "Se llama «la habilidad» . Luego termina.") == [(" .", ".")]


def test_the_guillemets_expected_for_straight_quotes_take_their_no_break_spaces(ctx):
    """What the straight-quotes finding expects is itself good French typography: the
    breaking-space rule finds nothing in it."""
    from pipeline.lang.fr import breaking_space, straight_quotes

    (f,) = straight_quotes('Les mots "quand" et "à chaque fois que".')
    assert f.expected == "«\u00a0quand\u00a0»"
    assert breaking_space(f"Les mots {f.expected} et rien.") == []
