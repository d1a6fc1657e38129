from pipeline.checks import CHECK_CLASSES, REGISTRY, RUNNER_CLASSES, run_checks
from pipeline.checks.base import Check
from pipeline.models import MqmCategory, Severity
from tests.conftest import make_view


class Broken(Check):
    """Always fails."""

    id = "broken"
    mqm = MqmCategory.OTHER
    severity = Severity.MINOR

    def check(self, view, ctx):
        raise KeyError("boom")


def test_a_crashing_check_becomes_a_finding_and_the_run_goes_on(ctx):
    view = make_view(ctx, "Draw a card.", "Piochez une carte.")
    findings = run_checks(view, ctx, (Broken(), *(cls() for cls in CHECK_CLASSES)))
    assert [f.check_id for f in findings] == ["check-error"]
    assert "check broken failed: KeyError" in findings[0].message


def test_registry_ids_are_unique_kebab_case_and_documented():
    assert len(REGISTRY) == len(CHECK_CLASSES) + len(RUNNER_CLASSES)
    for cid, cls in REGISTRY.items():
        assert cid == cid.lower() and " " not in cid and "_" not in cid
        assert cls.title() and cls.title() != cid
