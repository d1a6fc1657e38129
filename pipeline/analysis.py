"""Per-text analysis shared by the aligners and the checks, built from one Context per run.

A Context holds what is built once per process: the two spaCy analyzers, the language
pack and the compiled glossary. ``Context.source(text)`` and ``Context.target(text)``
turn a ruling into a Side: tokens with lemmas, sentences, numbers and glossary matches.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

from .glossary.compiled import CompiledGlossary
from .glossary.context import applies
from .glossary.matcher import Match
from .glossary.model import Entry, Glossary
from .lang import SOURCE, LanguagePack
from .lexicon import Lexicon, pack_lexicon
from .limits import DEFAULT as DEFAULT_LIMITS
from .models import Sentence
from .nlp import Analyzer, Token, analyzer
from .nlp.numbers import (
    COLORLESS_SYMBOL,
    ORDINAL,
    NumberMention,
    extract_numbers,
    generic_colorless,
)
from .nlp.sentences import split_sentences

if TYPE_CHECKING:
    from .semantic import Semantic

COGNATE_PREFIX = 5
MAX_NGRAM = 8  # longest glossary form, in tokens


@lru_cache(maxsize=1 << 16)
def fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def cognate(a: str, b: str) -> bool:
    """Whether two words are spelt alike across languages: the same once accents are
    folded, or sharing their first COGNATE_PREFIX letters."""
    a, b = fold(a), fold(b)
    return a == b or (len(a) >= COGNATE_PREFIX and len(b) >= COGNATE_PREFIX
                      and a[:COGNATE_PREFIX] == b[:COGNATE_PREFIX])


def near_cognate(a: str, b: str) -> bool:
    """Whether two words are cognates (``cognate``) once doubled letters are written
    once, as languages spell a borrowed word: Illusion « Ilusión », commander « comandante »."""
    return cognate(a, b) or cognate(re.sub(r"(\w)\1", r"\1", fold(a)),
                                    re.sub(r"(\w)\1", r"\1", fold(b)))


def _mid_line(side: Side, at: int) -> bool:
    """Whether token ``at`` follows a word on its line: not the first of a sentence, a
    line or a clause."""
    if at < 1:
        return False
    prior, word = side.tokens[at - 1], side.tokens[at]
    return prior.is_alpha and side.text[prior.end:word.start] in (" ", "\u00a0")


PARENTHESES = re.compile(r"\([^()]*\)")  # a parenthesis, as reminder text is

# A format's name: what follows it ("a Two-Headed Giant game", "the Commander variant")
# or what comes just before it ("formats other than Commander").
FORMAT = re.compile(r"[ \u00a0]+(?:games?|formats?|variants?|match(?:es)?)\b")
# A set's name that is also a card's, or begins with one: "the Hour of Devastation set",
# "the Time Spiral block", "Return to Ravnica block" (the rest of a title between)
SET_NAME = re.compile(r"(?:[ \u00a0]+(?:(?:of|over|to|into|for|from|at|on|in|the)[ \u00a0]+)?"
                      r"[A-Z][\w'’-]*)*[ \u00a0]+(?:core[ \u00a0]+)?(?:sets?|blocks?|expansions?)\b")
# A title going on after the capitalised word: a capitalised word, or one of a title's
# small words and then one ("the Shadows over Innistrad mechanics article", "the Return
# to Ravnica block"); not "and" ("has Flying and First Strike" lists keywords).
TITLE_GOES_ON = re.compile(r"[ \u00a0]+(?:(?:of|over|to|into|for|from|at|on|in|the)"
                           r"[ \u00a0]+)?[A-Z][a-z]")
FORMAT_BEFORE = re.compile(r"\b(?:formats?|variants?),?(?:[ \u00a0]+[a-z]+){0,2}[ \u00a0]+$")


def _proper_name(side: Side, match: Match) -> bool:
    """Whether a term the glossary writes in lower case is written capitalised after a
    word on its line as a format's name ("in formats other than Commander", "in
    multiplayer formats, including Commander", "the Commander variant") or in a title
    (a set's: "the Shadows over Innistrad mechanics article"): no commander, no shadow,
    a name, which every language keeps or names. Capitals alone tell nothing: older
    rulings write keywords and types so ("actually have Flying", "the type Creature")."""
    word = side.tokens[match.start]
    if not (word.text[:1].isupper() and _mid_line(side, match.start)
            and all(e.en[:1].islower() for e in match.payloads)):
        return False
    end = side.tokens[match.end - 1].end
    return bool(FORMAT.match(side.text, end) or TITLE_GOES_ON.match(side.text, end)
                or FORMAT_BEFORE.search(side.text, max(0, word.start - 40), word.start))


def _verb_of_a_name(side: Side, match: Match) -> bool:
    """Whether a term the glossary writes capitalised (a type: Construct, Aura) is
    matched by a verb's form ending its last word ("Constructed", "Equipped"): the
    lemma is the name's, the word is none of it ("a Constructed deck")."""
    word = side.tokens[match.end - 1].lower
    return all(e.en[:1].isupper() and not e.en.lower().endswith(("ed", "ing"))
               for e in match.payloads) and word.endswith(("ed", "ing"))


def _inside_longer_name(side: Side, match: Match) -> bool:
    """Whether a card name the English seems to say is the end of a longer proper name:
    a capitalised word before it that follows a word on its line ("the Legends card
    Divine Intervention" names no card Intervention), not one that begins a sentence, a
    line or a clause ("Exile Platinum Angel.", "Flash\nWhen Cast Out enters", "{2}:
    Return Platinum Angel"); or, a name of one word, the start of one ("Arena Standard")."""
    if match.end - match.start == 1 and match.end < len(side.tokens):
        # a name of one word that begins a longer one, the words after it capitalised on
        # its line ("banned in Arena Standard" names no card Arena), itself mid-line
        after = side.tokens[match.end]
        if (after.is_alpha and after.text[:1].isupper() and _mid_line(side, match.end)
                and _mid_line(side, match.start)):
            return True
    if match.start < 2:
        return False
    word = side.tokens[match.start - 1]
    return word.is_alpha and word.text[:1].isupper() and _mid_line(side, match.start - 1)


def _in_compound(side: Side, match: Match) -> bool:
    """Whether a card name the English seems to say is joined by a hyphen to a word
    before or after it: "Jump-start" names no card Jump, it is the keyword."""
    start, end = side.span(match)
    text = side.text
    return (text[end:end + 1] == "-" and text[end + 1:end + 2].isalpha()
            or start > 1 and text[start - 1] == "-" and text[start - 2].isalpha())


@dataclass
class Side:
    text: str
    tokens: list[Token]
    sentences: list[Sentence]
    numbers: list[NumberMention]
    cards: list[Match] = field(default_factory=list)
    terms: list[Match] = field(default_factory=list)
    memo: dict = field(default_factory=dict, repr=False, compare=False)  # derived, per side

    def sentence_of(self, char: int) -> int:
        starts = [s.start for s in self.sentences]
        return max(0, bisect_right(starts, char) - 1)

    def span(self, match: Match) -> tuple[int, int]:
        return self.tokens[match.start].start, self.tokens[match.end - 1].end

    def token_range(self, start: int, end: int) -> range:
        """Indices of the tokens that start between two character offsets."""
        starts = self.memo.get("token_starts")
        if starts is None:  # tokens are in text order: their starts are sorted
            starts = self.memo["token_starts"] = [t.start for t in self.tokens]
        return range(bisect_left(starts, start), bisect_left(starts, end))

    def positions(self) -> dict[str, list[int]]:
        """Where each word stands: its lemma and its lower-case form, each to the indices
        of the tokens that have it, in text order (built once per side)."""
        found = self.memo.get("positions")
        if found is None:
            found = self.memo["positions"] = {}
            for i, t in enumerate(self.tokens):
                found.setdefault(t.lemma, []).append(i)
                if t.lower != t.lemma:
                    found.setdefault(t.lower, []).append(i)
        return found

    def sub(self, start: int, end: int) -> Side:
        """The part of this side between two character offsets (a sentence or a bead)."""
        kept = self.token_range(start, end)
        first, last = kept.start, kept.stop
        if first == last:
            first = last = 0

        def inside(matches: list[Match]) -> list[Match]:
            return [Match(m.start - first, m.end - first, m.payloads)
                    for m in matches if first <= m.start and m.end <= last]

        return Side(text=self.text[start:end], tokens=self.tokens[first:last],
                    sentences=[s for s in self.sentences if start <= s.start < end],
                    numbers=[n for n in self.numbers if start <= n.start < end],
                    cards=inside(self.cards), terms=inside(self.terms))

    def excluding(self, spans: list[tuple[int, int]]) -> Side:
        """This side without the given character spans (offsets of what is kept stay)."""
        def out(start: int) -> bool:
            return any(a <= start < b for a, b in spans)

        keep = [i for i, t in enumerate(self.tokens) if not out(t.start)]
        index = {old: new for new, old in enumerate(keep)}

        def kept(matches: list[Match]) -> list[Match]:
            return [Match(index[m.start], index[m.end - 1] + 1, m.payloads) for m in matches
                    if all(i in index for i in range(m.start, m.end))]

        text, at = [], 0
        for a, b in sorted(spans):
            text.append(self.text[at:max(at, a)])
            at = max(at, b)
        text.append(self.text[at:])
        return Side(text="".join(text), tokens=[self.tokens[i] for i in keep],
                    sentences=self.sentences,
                    numbers=[n for n in self.numbers if not out(n.start)],
                    cards=kept(self.cards), terms=kept(self.terms))

    @cached_property
    def cognates(self) -> frozenset[str]:
        return frozenset(fold(t.text)[:COGNATE_PREFIX] for t in self.tokens
                         if t.is_alpha and len(t.text) >= COGNATE_PREFIX)

    @cached_property
    def _starts(self) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
        """Positions of each lemma and of each lower-case form."""
        lemmas: dict[str, list[int]] = {}
        lowers: dict[str, list[int]] = {}
        for i, t in enumerate(self.tokens):
            lemmas.setdefault(t.lemma, []).append(i)
            lowers.setdefault(t.lower, []).append(i)
        return lemmas, lowers

    def contains(self, gram: tuple[str, ...]) -> bool:
        """Whether the token sequence occurs here as lemmas, or as lower-case forms."""
        if not gram or len(gram) > MAX_NGRAM:
            return False
        n, tokens = len(gram), self.tokens
        for positions, field_ in zip(self._starts, ("lemma", "lower"), strict=True):
            for i in positions.get(gram[0], ()):
                if i + n <= len(tokens) and all(
                        getattr(tokens[i + j], field_) == gram[j] for j in range(1, n)):
                    return True
        return False

    def contains_loosely(self, gram: tuple[str, ...], slack: int = 3) -> bool:
        """Whether the words of ``gram`` occur here in order (as lemmas or lower-case
        forms) with at most ``slack`` other tokens among them: a term whose words a
        coordination or an inserted word parts (« coûts alternatifs ou supplémentaires »
        has coût supplémentaire)."""
        if len(gram) < 2:
            return bool(gram) and gram[0] in self.words
        tokens, n = self.tokens, len(gram)
        starts = {i for positions in self._starts for i in positions.get(gram[0], ())}
        for i in starts:
            k, limit = 1, min(len(tokens), i + n + slack)
            for j in range(i + 1, limit):
                if gram[k] in (tokens[j].lemma, tokens[j].lower):
                    k += 1
                    if k == n:
                        return True
        return False

    def contains_scattered(self, gram: tuple[str, ...], nouns: frozenset[str] = frozenset()
                           ) -> bool:
        """Whether the words of ``gram`` all occur in one sentence here, in any order
        and apart (as lemmas or lower-case forms): German puts the verb of a phrase
        first or last in its clause, its object far away (« Verlässt die Tasche des
        Tragens das Spiel » has das Spiel verlassen). A word of ``nouns`` (written with a
        capital in the rendering) counts only written with one here: « spielt » is no
        « Spiel », though both lead to one lemma (« Es spielt keine Rolle, ob … den Tisch
        verlassen haben »)."""
        for sentence in self.sentences:
            words = set()
            for i in self.token_range(sentence.start, sentence.end):
                token = self.tokens[i]
                keys = (token.lemma, token.lower)
                words.update(k for k in keys if token.text[:1].isupper() or k not in nouns)
            if all(w in words for w in gram):
                return True
        return False

    @cached_property
    def number_values(self) -> Counter:
        return Counter(n.value for n in self.numbers)

    @cached_property
    def words(self) -> frozenset[str]:
        """Every lemma, lower-case form and number value here: a one-word anchor is
        present when it is one of them."""
        lemmas, lowers = self._starts
        return frozenset(lemmas.keys() | lowers.keys() | self.number_values.keys())


def _blocked(side: Side, cards, pack: LanguagePack) -> set[int]:
    """The tokens of ``side`` no game term is looked for in: its card names, and the
    pack's idioms ("on the other hand" holds no hand, « außer Kraft setzen » no power)."""
    blocked = {i for m in cards for i in range(m.start, m.end)}
    if (idioms := pack.idiom_pattern) is not None:
        for m in idioms.finditer(side.text):
            blocked.update(side.token_range(m.start(), m.end()))
    return blocked


class Context:
    """Everything built once per run for one target language."""

    def __init__(self, glossary: Glossary, pack: LanguagePack, semantic: Semantic | None = None):
        self.pack = pack
        self.semantic = semantic  # the embedding signal, or None (--no-semantic)
        self.source_pack = SOURCE
        self.src: Analyzer = analyzer(SOURCE)
        self.tgt: Analyzer = analyzer(pack)
        self.glossary = glossary
        self.limits = DEFAULT_LIMITS  # what one ruling may hold (rulingqa run sets them)
        self._expected_keys: dict[str, list[tuple[str, ...]]] = {}

    @cached_property
    def lexicon(self) -> Lexicon | None:
        """The language pack's word lexicon (which target words render which English
        ones), or None where the pack has none."""
        return pack_lexicon(self.pack.code)

    @property
    def semantic_signature(self) -> str:
        """What the semantic signal is (part of the cache keys): its model, or off."""
        return self.semantic.signature if self.semantic is not None else "off"

    @cached_property
    def noun_genders(self) -> dict[str, str]:
        """Target nouns' genders by lemma, for suggested corrections: the pack's learnt
        ones (pipeline/genders.py), and the glossary's gender column, which wins."""
        from .genders import pack_genders

        out = dict(pack_genders(self.pack.code))
        for entry in self.glossary.entries:
            for form in entry.target if entry.gender else ():
                head = next((t for t in self.tgt.tokens(form) if t.is_alpha), None)
                if head is not None:
                    out[head.lemma] = entry.gender
        return out

    @cached_property
    def participle_kin(self) -> dict[str, frozenset[str]]:
        """Game verbs kindred by the glossary's own terms: those whose participles qualify
        the same head ("activated ability", "triggered ability": activate and trigger;
        "attacking creature", "blocking creature": attack and block), each verb's lemma
        to its kin's. One said in the other's place names the other act of the game."""
        # the source pack's forms kept as written: its participles ("-ing", "-ed")
        endings = self.source_pack.keep_form_endings + self.source_pack.keep_attributive_endings
        heads: dict[str, set[str]] = defaultdict(set)
        for entry in self.glossary.terms:
            words = [t for t in self.src.tokens(entry.en) if t.is_alpha]
            for word in words[:-1]:
                if endings and word.lower != word.lemma and word.lower.endswith(endings):
                    heads[word.lemma].add(words[-1].lemma)
        return {verb: frozenset(other for other, theirs in heads.items()
                                if other != verb and theirs & own)
                for verb, own in heads.items()}

    @cached_property
    def term_words(self) -> dict[str, frozenset[str]]:
        """The glossary's terms rendered by one word, by that word (lower case; its lemma
        too): word -> the English of the terms it renders."""
        words: dict[str, set[str]] = defaultdict(set)
        for entry in self.glossary.terms:
            for form in entry.target:
                if len(form.split()) == 1:
                    words[form.lower()].add(entry.en.lower())
                    words[self.tgt.lemma(form.lower())].add(entry.en.lower())
        return {w: frozenset(v) for w, v in words.items()}

    @cached_property
    def one_word_terms(self) -> dict[str, tuple[Entry, ...]]:
        """The glossary's terms of one lower-case English word, by that word ("cycling":
        the word a glued mention, "landcycling", ends with)."""
        words: dict[str, list[Entry]] = defaultdict(list)
        for entry in self.glossary.terms:
            if " " not in entry.en and entry.en.islower():
                words[entry.en].append(entry)
        return {w: tuple(v) for w, v in words.items()}

    @cached_property
    def outdating(self) -> dict[str, tuple[Entry, ...]]:
        """The glossary's terms by each of their outdated forms, folded (« ins Spiel
        bringen »: create)."""
        forms: dict[str, list[Entry]] = defaultdict(list)
        for entry in self.glossary.terms:
            for form in entry.outdated:
                forms[fold(form)].append(entry)
        return {f: tuple(v) for f, v in forms.items()}

    @cached_property
    def compiled(self) -> CompiledGlossary:
        """The glossary's tries, built on first use (not at all when every result of a
        run comes from the state store)."""
        return CompiledGlossary(self.glossary, self.src, self.tgt)

    def _side(self, text: str, an: Analyzer, pack: LanguagePack) -> Side:
        _ = self.compiled  # built first: it teaches the analyzers the glossary's words
        return Side(text=text, tokens=an.tokens(text), sentences=split_sentences(text),
                    numbers=extract_numbers(text, pack))

    def source(self, text: str, date: str = "") -> Side:
        """The English side. A text dated (ISO) before the colorless mana symbol existed
        has its {C} read as the generic mana its prints show, for every check and the
        aligner alike."""
        side = self._side(text, self.src, self.source_pack)
        if "" < date < COLORLESS_SYMBOL:
            side.numbers = generic_colorless(side.numbers)
        # "a Two-Headed Giant game" names the format, not the card: its words are left to
        # the glossary's terms; "the Hour of Devastation set" names the set
        side.cards = [m for m in self.compiled.source_cards.find(side.tokens)
                      if not _inside_longer_name(side, m) and not _in_compound(side, m)
                      and not FORMAT.match(text, side.span(m)[1])
                      and not SET_NAME.match(text, side.span(m)[1])]
        # a card named as a game term is named so by the translation too ("Dredge",
        # « Dragage »): its words are the term's as well, which a translation that keeps
        # the keyword in English (« Le dredge ») leaves out whichever the English means
        blocking = [m for m in side.cards if not self._named_as_term(side, m)]
        side.terms = self._senses(side.tokens, [
            m for m in self.compiled.source_terms.find(
                side.tokens, _blocked(side, blocking, self.source_pack))
            if not _proper_name(side, m) and not _verb_of_a_name(side, m)])
        return side

    def _named_as_term(self, side: Side, card: Match) -> bool:
        """Whether ``card`` is named as a game term is, in both languages: the term's
        English words exactly, and one of its accepted forms the card's official name."""
        found = self.compiled.source_terms.find(side.tokens[card.start:card.end])
        if len(found) != 1 or (found[0].start, found[0].end) != (0, card.end - card.start):
            return False
        names = {n.lower() for e in card.payloads for n in e.target}
        return any(f.lower() in names for e in found[0].payloads for f in e.target)

    def _senses(self, tokens: list[Token], matches: list[Match]) -> list[Match]:
        """Keep, at each match, the senses its context allows (all, where none is told)."""
        out: list[Match] = []
        for m in matches:
            entries = m.payloads
            if any(not e.context.empty for e in entries):
                guess = self.source_pack.pos_guess(tokens, m.start)
                told = [e for e in entries if not e.context.empty
                        and applies(e.context, tokens, m.start, m.end, guess)]
                # Where the part-of-speech guess rules out every sense, it was wrong: keep
                # those the words around allow ("prevent you from losing" is no
                # prevention, whatever its part of speech); unless the guess is sure
                # (a determiner before: "their own" is no verb "own").
                sure = guess is not None and self.source_pack.pos_sure(tokens, m.start)
                entries = (tuple(told) or tuple(e for e in entries if e.context.empty)
                           or (tuple(e for e in entries
                                     if applies(e.context, tokens, m.start, m.end, None)
                                     and not (sure and e.context.pos))
                               if guess is not None else ()))
            if entries:
                out.append(Match(m.start, m.end, tuple(entries)))
        return out

    def target(self, text: str, date: str = "") -> Side:
        """The translation's side; dated before the colorless mana symbol, its {C} is the
        generic mana of the English it renders (``source``)."""
        side = self._side(text, self.tgt, self.pack)
        if "" < date < COLORLESS_SYMBOL:
            side.numbers = generic_colorless(side.numbers)
        side.cards = self.compiled.target_cards.find(side.tokens)
        side.terms = self.compiled.target_terms.find(side.tokens,
                                                     _blocked(side, side.cards, self.pack))
        return side

    def settle(self, en: Side, fr: Side) -> Side:
        """The target side of a pair, its card names settled by the English: a target
        span is a card's name only where the English names that card. Elsewhere it is an
        ordinary word (« vol », « hâte », « menace » are cards' French names too, with the
        full card list imported), and the game's terms are matched in it like anywhere."""
        named = {e.key for m in en.cards for e in m.payloads}
        if all(f.entry.key in named for m in fr.cards for f in m.payloads):
            return fr
        # Matched again among the named cards alone: an unnamed card's name may have
        # taken the words of a named one (« la Brute » in « la Brute de laboratoire »).
        cards = self.compiled.named_cards(named).find(fr.tokens) if named else []
        return replace(fr, cards=cards,
                       terms=self.compiled.target_terms.find(fr.tokens,
                                                             _blocked(fr, cards, self.pack)),
                       memo={})

    def pair(self, en_text: str, fr_text: str, date: str = "") -> tuple[Side, Side]:
        """Both sides of a pair analysed, the target's card names settled by the English
        (dated ``date``, see ``source``: a translation that keeps an old text's {C} keeps
        its generic mana too)."""
        en = self.source(en_text, date)
        return en, self.settle(en, self.target(fr_text, date))

    def expected_keys(self, entry: Entry) -> list[tuple[str, ...]]:
        """Target key sequences of an entry's accepted forms (lemmas; lower case for names)."""
        cached = self._expected_keys.get(entry.key)
        if cached is None:
            if entry.kind == "card":
                cached = [tuple(t.lower for t in self.tgt.tokens(f)) for f in entry.target]
            else:
                cached = [k for f in entry.target for k in self.tgt.key_variants(f)]
            self._expected_keys[entry.key] = cached
        return cached

    def anchors(self, en: Side) -> list[tuple[tuple[str, ...], ...]]:
        """What a faithful translation of ``en`` should contain: glossary forms, numbers.

        Each anchor is a tuple of alternatives (key sequences); one present is enough.
        """
        out: list[tuple[tuple[str, ...], ...]] = []
        for match in en.cards + en.terms:
            keys = [k for entry in match.payloads for k in self.expected_keys(entry)]
            if keys:
                out.append(tuple(keys))
        # (not an ordinal: "first" is often « d'abord », « zuerst », no number)
        out.extend(((n.value,),) for n in en.numbers if not n.value.endswith(ORDINAL))
        return out


def anchor_present(anchor: tuple[tuple[str, ...], ...], fr: Side) -> bool:
    """Whether one of the anchor's alternatives occurs in ``fr`` (as lemmas or lower-case
    forms; a number as its value). Most alternatives are one word: a set lookup."""
    words = fr.words
    for alt in anchor:
        if len(alt) == 1:
            if alt[0] in words:
                return True
        elif alt and alt[0] in words and fr.contains(alt):
            return True
    return False
