"""spaCy pipelines, built once per language and process.

Each language gets ``spacy.blank(code)`` (its tokenizer: elision, hyphens, punctuation)
and the lookup lemma table from spacy-lookups-data, read through the language pack's
fixes. The table is case-sensitive and misses some participles, so lemmas are taken
from the lower-cased form, then the pack's overrides, then its suffix rules.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from functools import cache, cached_property
from typing import NamedTuple

from ..lang.base import LanguagePack

MAX_VARIANTS = 128
COMPOUND_MIN = 8  # letters of the shortest word read as a compound
COMPOUND_PART = 4  # letters of the shortest part of a compound
COMPOUND_HEAD = 5  # letters of the shortest forbidden word heading an unknown modifier
LINKING = ("s", "es", "n", "en", "e", "er")  # German linking elements (Fugenelemente)
APOSTROPHES = str.maketrans({"’": "'", "ʼ": "'", "‘": "'"})
CLAUSE_MARKS = frozenset(",;:.!?()—–•")  # what ends a clause, a particle's among them
# Letters and single spaces only: no prefix, suffix or infix rule of a spaCy tokenizer can
# apply, so such a phrase (most card names) is its words, unless a word is a special case.
PLAIN = re.compile(r"[^\W\d_]+(?: [^\W\d_]+)*")
WORD = re.compile(r"[^\W\d_]+")


class Token(NamedTuple):  # a tuple: built by the million, it must be cheap to make
    text: str
    lower: str
    lemma: str
    start: int
    end: int
    is_alpha: bool
    is_punct: bool

    @property
    def keys(self) -> tuple[str, str]:
        return (self.lemma, self.lower)


class Analyzer:
    """Tokenises and lemmatises text of one language."""

    def __init__(self, pack: LanguagePack):
        self.pack = pack
        self._known: set[str] | None = None
        self._cache: dict[str, str] = {}
        self._compounds: dict[str, tuple[str, str] | None] = {}
        self._vocabulary: frozenset[str] = frozenset()
        # the glossary's forbidden one-word forms (compound, a head of an unknown modifier)
        self._forbidden: frozenset[str] = frozenset()
        self._plurals: frozenset[str] = frozenset()  # read only from their plurals

    # Built on first use: a run whose results all come from the state store needs neither.
    @cached_property
    def nlp(self):
        import spacy  # imported here: a run that reuses every result never needs it

        from ..regex_cache import cached_compiles
        with cached_compiles():  # the language's module compiles its tokenizer's patterns
            return spacy.blank(self.pack.code)

    @cached_property
    def _table(self) -> dict:
        """The lookup table of spacy-lookups-data, as the dict its file holds: spaCy's
        ``Table`` answers the same lookups, but hashes every key and fills a Bloom filter
        as it is built, which took twice as long as reading the file (French: 0.74 s
        against 0.34 s, paid by every run and every worker)."""
        from spacy.util import load_language_data
        lookups = importlib.import_module("spacy_lookups_data")
        table = load_language_data(getattr(lookups, self.pack.code)["lemma_lookup"])
        if not self.pack.cased_lemmas:
            return table
        lowered: dict[str, str] = {}
        # Capitalised forms last, so that they win: a noun (Marke, Marken) is far more
        # often meant in rulings than a lower-case form spelt alike.
        for form, lemma in sorted(table.items(), key=lambda item: item[0][:1].isupper()):
            if isinstance(lemma, list):
                lemma = lemma[0] if lemma else form
            lowered[form.lower()] = lemma.lower()
        return lowered

    def _known_lemmas(self) -> set[str]:
        if self._known is None:
            known: set[str] = set()
            for value in self._table.values():
                known.update(value if isinstance(value, list) else [value])
            self._known = known
        return self._known

    def _lookup(self, form: str) -> str | None:
        """The table's lemma of ``form`` (the first, where it gives several), or None."""
        found = self._table.get(form)
        if isinstance(found, list):
            return found[0] if found else None
        return found

    @cached_property
    def _game_lemmas(self) -> frozenset[str]:
        """The words of the pack's lemma_vocabulary files (their first column)."""
        if not self.pack.lemma_vocabulary:
            return frozenset()
        from ..lexicon import DATA
        words: set[str] = set()
        for path in sorted(DATA.glob(self.pack.lemma_vocabulary)):
            with path.open(encoding="utf-8") as handle:
                next(handle, None)
                words.update(line.split("\t", 1)[0] for line in handle)
        return frozenset(w for w in words if w.isalpha())

    def _other_word(self, form: str, lemma: str) -> bool:
        found = self._table.get(form)
        values = found if isinstance(found, list) else [found] if found else []
        return any(v not in (lemma, form) for v in values)

    def _word_of_its_own(self, form: str, lemma: str) -> bool:
        """Whether the lookup table leads ``form``, an agreement form of ``lemma``, to a
        word of its own: one that is no form of ``lemma`` (which the table leads to
        itself) but a headword the table leads forms of its own to (« sorte », « sortes »
        beside « sort »; « pointe » beside « point »). A participle's feminine, which the
        table may lead to itself while its other forms go to the verb (« équipée »), is
        no such word."""
        found = self._table.get(form)
        values = found if isinstance(found, list) else [found] if found else []
        if len(values) != 1 or values[0] == lemma:
            return False
        head = values[0]
        if self._table.get(lemma) not in ([lemma], lemma) or self._table.get(head) not in (
                [head], head):
            return False
        return any(self._table.get(other) in ([head], head)
                   for other in self.pack.agreement_forms(head) if other != head)

    def reads_as(self, form: str, lemma: str) -> bool:
        """Whether ``form`` is a form of ``lemma`` the lookup table (or the pack's own
        inflections of it) knows: a word a suggested correction may write."""
        found = self._table.get(form)
        values = found if isinstance(found, list) else [found] if found else []
        if lemma in values:
            return True
        if form == lemma:
            return bool(values) or lemma in self._known_lemmas()
        # a regular verb form the table lacks (« surveillerez »), of a verb it knows
        return lemma in self._known_lemmas() and form in self.pack.inflections(lemma)

    def form_count(self, lemma: str) -> int:
        """How many forms the lookup table leads to ``lemma``: a verb's dozens (its
        conjugation), a noun's one or two."""
        counts = self.__dict__.get("_form_counts")
        if counts is None:
            counts = self.__dict__["_form_counts"] = Counter(
                v for value in self._table.values()
                for v in (value if isinstance(value, list) else [value]))
        return counts[lemma]

    def is_common_word(self, lower: str) -> bool:
        """A word of the language's general vocabulary (the lookup table knows it)."""
        return lower in self._table or lower in self._known_lemmas()

    def lemma(self, lower: str) -> str:
        cached = self._cache.get(lower)
        if cached is not None:
            return cached
        result = self.pack.lemma_overrides.get(lower)
        if result is None:
            result = self._lookup(lower)
        rules = self.pack.lemma_suffix_rules if result is None else (
            self.pack.participle_rules if result == lower else ())
        for suffix, repl in rules:
            if lower.endswith(suffix) and len(lower) > len(suffix) + 2:
                candidate = lower[: -len(suffix)] + repl
                if (candidate in self._known_lemmas() or candidate in self._vocabulary
                        or candidate in self._game_lemmas or (
                            candidate in self._plurals and suffix in self.pack.plural_suffixes)):
                    result = candidate
                    break
                if self.pack.chain_suffix_lookup and candidate in self._table:
                    result = self._lookup(candidate)
                    break
        if result is None:
            result = self._participle(lower)
        if result is None:
            for form, sure in self.pack.clitic_stems(lower):
                found = self._lookup(form)
                if found or sure or form in self._known_lemmas():
                    result = found or form
                    break
        if result is None:
            result = lower
        elif self.pack.chain_suffix_lookup and lower not in self.pack.lemma_overrides:
            # getappten -> getappte -> getappt -> tappen
            for _ in range(3):
                if result in self.pack.lemma_overrides:
                    result = self.pack.lemma_overrides[result]
                    break
                further = self._lookup(result)
                if not further or further == result:
                    break
                result = further
        self._cache[lower] = result
        return result

    def _participle(self, lower: str) -> str | None:
        """The verb of a past participle the table lacks (the pack's participle_prefix
        and endings: « geblockte » blocken), where the glossary has the verb (not
        « gesamte », which no game verb « samen » explains)."""
        prefix = self.pack.participle_prefix
        if not prefix or not lower.startswith(prefix):
            return None
        for ending in self.pack.participle_endings:
            stem = lower[len(prefix):len(lower) - len(ending)]
            if lower.endswith(ending) and len(stem) > 2:
                verb = stem + self.pack.participle_infinitive
                if verb in self._vocabulary:
                    return verb
        return None

    @cached_property
    def _special_cases(self) -> frozenset[str]:
        return frozenset(self.nlp.tokenizer.rules or ())

    def _plain_tokens(self, text: str) -> list[Token] | None:
        """The tokens of a phrase of plain words without running the tokenizer (about 50
        times faster, which counts when a glossary holds 100,000 card names); None where
        the tokenizer is needed. Tests check it against the tokenizer."""
        if not PLAIN.fullmatch(text):
            return None
        words = [(m.group(), m.start(), m.end()) for m in WORD.finditer(text)]
        if any(w in self._special_cases for w, _, _ in words):
            return None
        return [Token(w, w.lower(), self.lemma(w.lower()), a, b, True, False)
                for w, a, b in words]

    def tokens(self, text: str) -> list[Token]:
        tokens = self._tokens(text)
        if self.pack.separable_particles:
            tokens = self._join_particles(tokens)
        if not self.pack.compounds:
            return tokens
        out: list[Token] = []
        for whole in tokens:
            if whole.text.endswith("-") and whole.text[:-1].isalpha():
                # A suspended compound: « Wald- oder Ebene-Karte » (the word Wald).
                whole = self._word(whole.text[:-1], whole.start)
            # A hyphenated compound (+1/+1-Marke, Kreaturen-Karte): its parts, each long
            # part cut off from the right (« Betritt-das-Schlachtfeld-Fähigkeiten »:
            # Betritt-das, Schlachtfeld, Fähigkeiten).
            pieces: list[Token] = []
            left = whole.text
            while 0 < (hyphen := left.rfind("-")) < len(left) - COMPOUND_PART and left[
                    hyphen + 1:].isalpha():
                pieces.insert(0, self._word(left[hyphen + 1:], whole.start + hyphen + 1))
                left = left[:hyphen]
            pieces.insert(0, self._word(left, whole.start, left.isalpha()) if pieces else whole)
            for t in pieces:
                self._split(t, out)
        return out

    def _join_particles(self, tokens: list[Token]) -> list[Token]:
        """Each particle that ends a clause (before a punctuation mark, a conjunction or
        the end) joined in the lemma of its verb: the clause's first word that makes a
        known verb with it, capitalised only at the clause's start, no present participle
        (« Du wirfst eine Karte ab » and « Wirf sie ab »: abwerfen; « Decke die Karte
        auf, … »: aufdecken). A relative clause between commas (the pack's relative
        cue after the first) leaves the clause it interrupts going on after it (« lösen
        Fähigkeiten der Karte, die er kopiert, nicht aus »: auslösen). The particle keeps
        its own lemma."""
        pack = self.pack
        out = tokens
        start = 0  # the current clause's first token
        interrupted = None  # where the clause a relative clause interrupts began
        aside: range = range(0)  # that relative clause's tokens, no verb of the clause
        relative = pack.cue_patterns.get("relative")

        def ends(t: Token) -> bool:
            return t.text in CLAUSE_MARKS or t.lower in pack.particle_clause_joins

        for i, t in enumerate(tokens):
            if ends(t):
                if t.text == "," and interrupted is not None:
                    # the relative clause closed: the one it interrupted goes on
                    start, interrupted, aside = interrupted, None, range(start, i + 1)
                    continue
                aside = range(0)
                if (t.text == "," and relative is not None and i + 1 < len(tokens)
                        and relative.fullmatch(tokens[i + 1].text)):
                    interrupted = start
                else:
                    interrupted = None
                start = i + 1
                continue
            if t.lower not in pack.separable_particles or i == start:
                continue
            after = tokens[i + 1] if i + 1 < len(tokens) else None
            if after is not None and not ends(after):
                continue
            first = next((k for k in range(start, i) if tokens[k].is_alpha), i)
            for k in range(first, i):
                if k in aside:
                    continue
                verb = out[k]
                if (not verb.is_alpha or (k > first and verb.text[:1].isupper())
                        or verb.lower.endswith(pack.present_participle_endings)):
                    continue
                # The table may lead a verb to a noun spelt like its stem (deckt: Decke),
                # and read a clause's first word, an imperative, as one (Decke, Lege).
                stems = (verb.lemma, verb.lemma + "n") + ((verb.lower + "n",) if k == first else ())
                # (a verb the table lacks that the glossary has: « dazuerhalten »)
                joined = next((t.lower + stem for stem in stems if stem.endswith("n")
                               and (t.lower + stem in self._known_lemmas()
                                    or t.lower + stem in self._vocabulary)), None)
                if joined:
                    if out is tokens:
                        out = list(tokens)
                    out[k] = verb._replace(lemma=joined)
                    break
        return out

    def _split(self, t: Token, out: list[Token]) -> None:
        """Append ``t``, or the two parts of it where it is a closed compound."""
        parts = self.compound(t.lower) if t.is_alpha and len(t.text) >= COMPOUND_MIN else None
        if parts is None:
            out.append(t)
            return
        cut = len(parts[0])
        out.append(self._word(t.text[:cut], t.start))
        out.append(self._word(t.text[cut:], t.start + cut))

    def _word(self, text: str, start: int, is_alpha: bool = True) -> Token:
        """The token of a word cut out of a longer one (a compound's part)."""
        lower = text.lower()
        return Token(text, lower, self.lemma(lower), start, start + len(text), is_alpha, False)

    def compound(self, lower: str) -> tuple[str, str] | None:
        """A closed compound as (modifier, head), both words the lookup table knows and at
        least four letters long, the head a word of the game where one is (learn), else as
        long as possible; None for a word the table knows, for an inflected form of a word
        that is no compound (« Artefakten » is Artefakt's, no « Arte|fakten »), or for one
        that has no such split. The modifier keeps its linking letters (Kreaturen-karte);
        its lemma is found through the suffix rules."""
        cached = self._compounds.get(lower)
        if cached is not None or lower in self._compounds:
            return cached
        result = None
        # (not a word of the stop list, whole as it stands: « allerdings », no « aller|dings »;
        # « vielleicht », no « viel|leicht »)
        if (lower not in self._table and lower not in self._known_lemmas()
                and lower not in self.pack.stop_words
                and ((lemma := self.lemma(lower)) == lower
                     or self.compound(lemma) is not None)):
            cuts = range(COMPOUND_PART, len(lower) - COMPOUND_PART + 1)
            # a head that is a word of the game first (Treffer-zählern, not Treff-erzählern)
            result = next(((lower[:cut], lower[cut:]) for cut in cuts
                           if self._game_word(lower[cut:])
                           and self._known_word(lower[:cut], modifier=True)), None)
            if result is None:
                result = next(((lower[:cut], lower[cut:]) for cut in cuts
                               if self._known_word(lower[cut:])
                               and self._known_word(lower[:cut], modifier=True)), None)
            if result is None:
                # a word the glossary forbids as the head of a modifier the table lacks
                # (« Quest|zähler », « Göttlichkeits|zähler »: a counter said wrongly)
                result = next(((lower[:cut], lower[cut:]) for cut in cuts
                               if len(lower) - cut >= COMPOUND_HEAD
                               and (lower[cut:] in self._forbidden
                                    or self.lemma(lower[cut:]) in self._forbidden)), None)
        self._compounds[lower] = result
        return result

    def learn(self, words, plurals_only: bool = False) -> None:
        """Add game words (a glossary's one-word forms: Kreatur, Spielstein, Mana,
        Saprolín) to the words compounds are split into and inflected forms are read as
        (suffix rules); the lookup table lacks many of them. ``plurals_only``: words read
        from their plurals only (the pack's plural suffix rules: an English glossary's
        "supertype" from "supertypes")."""
        new = {w.lower() for w in words if w.isalpha()}
        if plurals_only and not new <= self._plurals:
            self._plurals = self._plurals | new
            self._cache.clear()
        elif not plurals_only and not new <= self._vocabulary:
            self._vocabulary = self._vocabulary | new
            self._compounds.clear()
            self._cache.clear()

    def learn_forbidden(self, words) -> None:
        """Add a glossary's forbidden one-word forms (« Zähler »): read as the head of a
        compound whose modifier the table lacks (« Questzähler »)."""
        new = {w.lower() for w in words if w.isalpha()}
        if not new <= self._forbidden:
            self._forbidden = self._forbidden | new
            self._compounds.clear()

    def _game_word(self, lower: str) -> bool:
        return lower in self._vocabulary or self.lemma(lower) in self._vocabulary

    def _known_word(self, lower: str, modifier: bool = False) -> bool:
        if lower in self._vocabulary or lower in self._table or lower in self._known_lemmas():
            return True
        if modifier:  # a linking element: Kreatur-en-karte, Lebens-punkte
            return any(lower.endswith(link) and self._known_word(lower[: -len(link)])
                       for link in LINKING if len(lower) - len(link) >= COMPOUND_PART)
        return self.lemma(lower) != lower

    def _tokens(self, text: str) -> list[Token]:
        plain = self._plain_tokens(text)
        if plain is not None:
            return plain
        norm = text.translate(APOSTROPHES)
        out: list[Token] = []
        for t in self.nlp.make_doc(norm):
            if t.is_space:
                continue
            lower = t.text.lower()
            out.append(
                Token(
                    text=text[t.idx : t.idx + len(t.text)],
                    lower=lower,
                    lemma=self.lemma(lower),
                    start=t.idx,
                    end=t.idx + len(t.text),
                    is_alpha=t.is_alpha,
                    is_punct=t.is_punct,
                )
            )
        return out

    def keys(self, phrase: str) -> tuple[str, ...]:
        """The lemma sequence of a glossary phrase (some forms kept as written)."""
        return self._keys(self.tokens(phrase))

    def _keys(self, tokens: list[Token]) -> tuple[str, ...]:
        endings, attributive = self.pack.keep_form_endings, self.pack.keep_attributive_endings
        last = len(tokens) - 1
        return tuple(t.lower if (endings and t.lower.endswith(endings))
                     or (attributive and i < last and t.lower.endswith(attributive))
                     else t.lemma for i, t in enumerate(tokens))

    def key_variants(self, phrase: str) -> list[tuple[str, ...]]:
        """The lemma sequence and the same with the forms the lookup table may not lead
        back to it: verb forms, plurals and feminines from the pack (a verb form that the table
        gives to another word, jetons: jeton, is left out), without an optional lead; and,
        where the language writes no closed compounds, its two words joined by a hyphen
        or its hyphenated word apart, as the tokenizer may cut them in a text (« non-bloqué »
        is one token, « Au-delà » at a line's start three, « au-delà » one)."""
        out = self._key_variants(phrase)
        if not self.pack.compounds:
            words = phrase.split()
            other = ("-".join(words) if len(words) == 2 and "-" not in phrase
                     else " - ".join(phrase.split("-")) if "-" in phrase.strip("-") else "")
            if other:
                out += [v for v in self._key_variants(other) if v not in out]
        return out

    def _key_variants(self, phrase: str) -> list[tuple[str, ...]]:
        tokens = self.tokens(phrase)
        keys = self._keys(tokens)
        written = [t.lower for t in tokens]
        variants: list[tuple[str, ...]] = [()]
        for key, form in zip(keys, written, strict=True):
            verb_forms = [f for f in self.pack.inflections(key) if not self._other_word(f, key)]
            # the word as written too, where the table leads it to another word: « daño »
            # to the verb « dañar », whose plural « daños » it leads to « daño »
            agreeing = [f for f in self.pack.agreement_forms(key)
                        if not self._word_of_its_own(f, key)]
            options = tuple(dict.fromkeys((key, *verb_forms, *agreeing, form)))
            if len(variants) * len(options) > MAX_VARIANTS:
                options = (key,)
            variants = [v + (o,) for v in variants for o in options]
        if len(keys) > 1 and keys[0] in self.pack.optional_leading:
            variants += [v[1:] for v in variants]
        return variants


@cache
def analyzer(pack: LanguagePack) -> Analyzer:
    return Analyzer(pack)
