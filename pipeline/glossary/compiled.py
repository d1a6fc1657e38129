"""The glossary turned into tries for one source/target language pair, built once per run."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from ..nlp import Analyzer
from .matcher import STEM, TokenTrie, exact_keys, inflected_name_keys, lemma_keys, lower_keys
from .model import Entry, Glossary

if TYPE_CHECKING:
    from ..lang.base import LanguagePack

ACCEPTED, FORBIDDEN, OUTDATED = "accepted", "forbidden", "outdated"


@dataclass(frozen=True)
class TargetForm:
    entry: Entry
    role: str  # ACCEPTED, FORBIDDEN or OUTDATED
    form: str


def bare_names(names: Sequence[str], determiners: frozenset[str]) -> list[str]:
    """The names that open with an article, written without it, as where the article
    fuses with a preposition (« du Voile de Chaîne » for Le Voile de Chaîne, « del
    Velo », « des Kettenschleiers »): two words at least remain."""
    return [" ".join(words[1:]) for words in (n.split() for n in names)
            if len(words) > 2 and words[0].lower() in determiners]


def plural_names(words: list[str], pack: LanguagePack) -> list[tuple[str, ...]]:
    """A name of several words in the plural, for several copies of the card, where the
    pack's names inflect only for number (``name_plurals``): its first word (the head
    noun) in the plural, each word after it up to the first determiner or noun link as
    written or in the plural (an adjective agrees, « Apôtres nés des ombres »,
    « Barreras místicas »; a compound one may not, « Spectres voilenuit »), the words
    after that as written (« Bouchers de Malakir »: « briseur de miroirs » is no plural
    of « briseur de miroir »). A plural is a form among the pack's agreement forms with
    an ending of ``name_plurals``. No plural of a name with a comma (a legendary name:
    one of a kind)."""
    if not pack.name_plurals or len(words) < 2 or "," in words:
        return []
    head = next((k for k, w in enumerate(words) if w in pack.noun_joiners), len(words))

    def plural(word: str) -> str | None:
        if word.endswith(pack.name_plurals):
            return word  # « Anges », « bras »: the same in the plural
        return next((f for f in pack.agreement_forms(word)
                     if any(f == word + end for end in pack.name_plurals)), None)

    first = plural(words[0])
    if first is None:
        return []  # a head whose plural the pack cannot tell
    between = words[1:head]
    plurals = [plural(word) or word for word in between]
    if len(between) > PLURAL_VARIED:
        out = [(first, *between), (first, *plurals)]  # no name has so many: no choice
    else:
        out = [(first,)]
        for word, form in zip(between, plurals, strict=True):
            out = [done + (each,) for done in out for each in dict.fromkeys((word, form))]
    rest = tuple(words[head:])
    return list(dict.fromkeys(done + rest for done in out if done + rest != tuple(words)))


# How many words after a name's head noun are each read with or without a plural ending
# (2 ** PLURAL_VARIED forms at most); past that, all of them or none.
PLURAL_VARIED = 3


class CompiledGlossary:
    def __init__(self, glossary: Glossary, source: Analyzer, target: Analyzer):
        self.glossary = glossary
        self.source_terms: TokenTrie[Entry] = TokenTrie(lemma_keys)
        self.target_terms: TokenTrie[TargetForm] = TokenTrie(lemma_keys)
        self.source_cards: TokenTrie[Entry] = TokenTrie(exact_keys)
        name_key = target.pack.name_key if target.pack.names_inflect else None
        self._card_key_fn = partial(inflected_name_keys, name_key) if name_key else lower_keys
        self.target_cards: TokenTrie[TargetForm] = TokenTrie(self._card_key_fn)
        # Each card's target patterns, by entry key: the names of one pair are matched
        # again among themselves (see named_cards).
        self.card_patterns: dict[str, list[tuple[tuple[str, ...], TargetForm]]] = {}
        # English names as they would stand, untranslated, in target text.
        self.target_english_cards: TokenTrie[Entry] = TokenTrie(exact_keys)
        self.card_faces: dict[str, Entry] = {}

        # the glossary's words, for reading compounds and inflected forms the lookup table
        # lacks (« Saprolines »): those it accepts and those it forbids (« Trefferzähler »:
        # a hit counter, wrongly)
        target.learn(w for e in glossary.terms for f in (*e.target, *e.forbidden)
                     for w in f.split() if w[:1].isupper() or " " not in f)
        target.learn_forbidden(f for e in glossary.terms for f in e.forbidden if " " not in f)
        # and the English words of its terms, whose plurals the English table may lack
        # ("supertypes", "subtypes")
        source.learn((w for e in glossary.terms for w in e.en.split()), plurals_only=True)
        # Words of the game's vocabulary (keywords such as Vigilance): ordinary words too.
        self.source_words: set[str] = set()
        for entry in glossary.terms:
            self.source_terms.add(source.keys(entry.en), entry)
            # a prefix written with a hyphen ("non-basic land" for nonbasic: the source
            # pack's hyphenated_prefixes)
            hyphened = _prefix_hyphened(entry.en, source.pack.hyphenated_prefixes)
            if hyphened:
                self.source_terms.add(source.keys(hyphened), entry)
            # a term of two words written as one adjective ("face-down creatures")
            words = entry.en.split()
            if len(words) == 2 and all(w.isalpha() for w in words):
                self.source_terms.add(source.keys("-".join(words)), entry)
            self.source_words.update(t.lower for t in source.tokens(entry.en))
            for role, forms in ((ACCEPTED, entry.target), (FORBIDDEN, entry.forbidden),
                                (OUTDATED, entry.outdated)):
                for form in forms:
                    for keys in target.key_variants(form):
                        self.target_terms.add(keys, TargetForm(entry, role, form))

        # Single names first, so a face row (with its forbidden forms) wins over the
        # face taken from a "A // B" row.
        singles = [c for c in glossary.cards if "//" not in c.en]
        faces = [f for c in glossary.cards if "//" in c.en for f in c.faces()]
        names = {c.en: tuple(t.text for t in source.tokens(c.en)) for c in singles + faces}
        written = set(names.values())
        # a name that is also a term (Swamp, a basic land and its land type) names the
        # type in the plural ("the number of Swamps you control")
        terms = {e.en.lower() for e in glossary.terms}
        for card in singles + faces:
            if card.en in self.card_faces:
                continue
            self.card_faces[card.en] = card
            words = names[card.en]
            # Several copies named in the plural ("two Stitcher's Grafts", "multiple
            # Platinum Angels"), where no other card is named so; not a name of one word,
            # which in the plural is most often a creature type ("blue Illusions")
            suffixes = [s for s in source.pack.plural_suffixes
                        if len(words) > 1 and words[-1].isalpha() and not words[-1].endswith(s)
                        and words[:-1] + (words[-1] + s,) not in written
                        and card.en.lower() not in terms]
            self.source_cards.add(words, card)
            for suffix in suffixes:
                self.source_cards.add(words[:-1] + (words[-1] + suffix,), card)
            if card.en.lower() not in {f.lower() for f in card.target}:
                # Exact case: a name left in English keeps its capitals ("exile" is French).
                for name in [card.en] + [card.en + suffix for suffix in suffixes]:
                    self.target_english_cards.add(tuple(t.text for t in target.tokens(name)),
                                                  card)
            # A legendary name is also referred to by its first part (Kalemne, Disciple
            # of Iroas: Kalemne), in both languages.
            # Not where that part is a word of the language (« Es, das verrät »: es).
            short = tuple(part for part in (f.split(",")[0].strip() for f in card.target
                                            if "," in f)
                          if len(part) > 2 and part.lower() not in target.pack.stop_words)
            bare = tuple(n for n in bare_names(card.target, target.pack.determiners)
                         if n not in card.target)
            for role, forms in ((ACCEPTED, card.target + short + bare),
                                (FORBIDDEN, card.forbidden)):
                for form in forms:
                    words = [t.lower for t in target.tokens(form)]
                    if name_key and len(words) > 1:  # « den Scheußlichen Forscher »
                        words = [STEM + name_key(w) for w in words]
                    spelt = [tuple(words)]
                    if role == ACCEPTED and card.en.lower() not in terms:
                        spelt += plural_names(words, target.pack)
                    for each in spelt:
                        self.target_cards.add(each, TargetForm(card, role, form))
                        self.card_patterns.setdefault(card.key, []).append(
                            (each, TargetForm(card, role, form)))

    def named_cards(self, keys: set[str]) -> TokenTrie[TargetForm]:
        """A trie of the target names of these cards only (those an English text names):
        where another card's name overlaps one of them (« la Brute », The Brute, in
        « la Brute de laboratoire »), the named card is found."""
        trie: TokenTrie[TargetForm] = TokenTrie(self._card_key_fn)
        for key in sorted(keys):
            for words, form in self.card_patterns.get(key, ()):
                trie.add(words, form)
        return trie


def _prefix_hyphened(term: str, prefixes: frozenset[str]) -> str:
    """The term with the first of ``prefixes`` it opens with, before a word of three
    letters or more, hyphenated ("non-basic land" for nonbasic land), or ""."""
    lower = term.lower()
    prefix = next((p for p in prefixes if lower.startswith(p)
                   and term[len(p):len(p) + 3].isalpha() and len(term) >= len(p) + 3), None)
    return f"{term[:len(prefix)]}-{term[len(prefix):]}" if prefix else ""
