"""Which target words render a term: found through each side's index of where its words
stand, as a scan of every token finds them."""

from pipeline.align.words import renderings
from tests.conftest import CORPUS


def _scanned(side, ctx, entries, span) -> set[int]:
    """Every token of the span tried as the start of each accepted form."""
    tokens = side.tokens
    out = set()
    for keys in {k for e in entries for k in ctx.expected_keys(e)}:
        for i in side.token_range(*span):
            if i + len(keys) <= len(tokens) and all(
                    keys[j] in (tokens[i + j].lemma, tokens[i + j].lower)
                    for j in range(len(keys))):
                out.add(i)
    return out


def test_renderings_found_through_the_index_are_those_a_scan_finds(ctx):
    page = (CORPUS / "fr").glob("*.txt")
    texts = [line for path in sorted(page)[:4]
             for line in path.read_text(encoding="utf-8").splitlines()[2::2]][:10]
    assert len(texts) == 10
    found = 0
    for text in texts:
        side = ctx.target(text)
        spans = [(0, len(text))] + [(s.start, s.end) for s in side.sentences]
        for entry in ctx.glossary.terms:
            for span in spans:
                ours = renderings(side, ctx, [entry], span)
                assert ours == _scanned(side, ctx, [entry], span), (entry.en, text, span)
                found += len(ours)
    assert found > 40  # the texts say many terms
