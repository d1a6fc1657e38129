"""The compiled-pattern cache gives the very pattern a fresh compile gives, or compiles."""

import marshal
import re

import pytest

from pipeline import regex_cache
from pipeline.regex_cache import LARGE, cached_compile, cached_compiles

pytestmark = pytest.mark.skipif(regex_cache._ENGINE is None,
                                reason="not CPython's regular-expression compiler")

# Large the way spaCy's are: many rules, each with a big character class.
LETTERS = "a-zà-öø-ÿ" + "".join(chr(c) for c in range(0x100, 0x250))
RULES = [f"^{word}[-‐][{LETTERS}][-‐'{LETTERS}]*$" for word in
         ("anti", "arrière", "avant", "contre", "entre", "extra", "grand", "haut",
          "mi", "non", "porte", "sous", "super", "sur", "ultra", "vice")]
PATTERN = "(?iu)" + "|".join(f"(?:{rule})" for rule in RULES * 6)
SAMPLES = ["porte-monnaie", "Arrière-garde", "entre-deux", "mi-temps", "sous",
           "porte monnaie", "avant-", "ULTRA-ǅ", "vice-‐roi", ""]


def files(tmp_path):
    return sorted((tmp_path / "regex").glob("*")) if (tmp_path / "regex").is_dir() else []


def test_a_cached_pattern_is_the_one_a_fresh_compile_gives(tmp_path, monkeypatch):
    assert len(PATTERN) >= LARGE
    fresh = re.compile(PATTERN)
    first = cached_compile(PATTERN, 0, tmp_path)
    assert len(files(tmp_path)) == 1
    # Read back, not compiled: the compiler is not called again.
    monkeypatch.setattr(regex_cache, "_compile_and_keep", lambda *a: pytest.fail("compiled"))
    again = cached_compile(PATTERN, 0, tmp_path)
    for pattern in (first, again):
        assert pattern == fresh  # CPython compares text, flags and compiled code
        assert pattern.flags == fresh.flags and pattern.groups == fresh.groups
        assert [bool(pattern.match(s)) for s in SAMPLES] == [bool(fresh.match(s))
                                                             for s in SAMPLES]
    assert [bool(fresh.match(s)) for s in SAMPLES].count(True) == 5


def test_named_groups_and_flags_survive(tmp_path):
    pattern = "|".join(f"(?P<head{k}>[{LETTERS}]+)-(?P<tail{k}>[{LETTERS}]+)"
                       for k in range(40))
    fresh = re.compile(pattern, re.IGNORECASE)
    cached_compile(pattern, re.IGNORECASE, tmp_path)
    loaded = cached_compile(pattern, re.IGNORECASE, tmp_path)
    assert loaded == fresh
    assert loaded.groupindex == fresh.groupindex
    assert loaded.groups == 80
    assert loaded.match("Porte-Monnaie").group("head0") == "Porte"


@pytest.mark.parametrize("damage", ["garbage", "truncated code", "empty"])
def test_a_damaged_file_is_compiled_again_and_replaced(tmp_path, damage):
    cached_compile(PATTERN, 0, tmp_path)
    [path] = files(tmp_path)
    flags, code, groups, groupindex, indexgroup = marshal.loads(path.read_bytes())
    path.write_bytes({
        "garbage": b"\x00not a marshal stream",
        "truncated code": marshal.dumps((flags, code[:-7], groups, groupindex, indexgroup)),
        "empty": b""}[damage])
    assert cached_compile(PATTERN, 0, tmp_path) == re.compile(PATTERN)
    assert marshal.loads(path.read_bytes())[1] == code  # written whole again


def test_an_unwritable_cache_only_compiles(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    assert cached_compile(PATTERN, 0, blocked) == re.compile(PATTERN)
    assert blocked.read_text() == "not a directory"


def test_small_patterns_and_bytes_never_touch_the_cache(tmp_path):
    assert cached_compile(r"\bmarqueurs?\b", 0, tmp_path) == re.compile(r"\bmarqueurs?\b")
    large_bytes = b"(?:porte|sous)-[a-z]+|" * 2000 + b"x"
    assert cached_compile(large_bytes, 0, tmp_path) == re.compile(large_bytes)
    assert files(tmp_path) == []


def test_an_invalid_pattern_raises_as_re_does(tmp_path):
    with pytest.raises(re.error):
        cached_compile(PATTERN + "(", 0, tmp_path)
    assert files(tmp_path) == []


def test_re_compile_is_itself_again_after_the_block(tmp_path):
    original = re.compile
    with pytest.raises(KeyError):
        with cached_compiles(tmp_path):
            assert re.compile is not original
            assert re.compile(PATTERN) == original(PATTERN)
            raise KeyError("inside")
    assert re.compile is original
    assert len(files(tmp_path)) == 1


def test_the_french_tokenizer_pattern_through_the_cache(tmp_path):
    """The pattern that made the cache worth having: spaCy's French token_match."""
    from spacy.lang.fr.tokenizer_exceptions import TOKEN_MATCH
    module_pattern = TOKEN_MATCH.__self__
    assert len(module_pattern.pattern) >= LARGE
    cached_compile(module_pattern.pattern, 0, tmp_path)  # as spaCy compiles it
    loaded = cached_compile(module_pattern.pattern, 0, tmp_path)
    assert loaded == module_pattern
    for word in ("arrière-garde", "entr'ouvert", "porte-monnaie", "c'est-à-dire"):
        assert bool(loaded.match(word)) == bool(module_pattern.match(word))
