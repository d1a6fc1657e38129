"""One-pass multi-pattern matching over token key sequences (a token trie).

A pattern is a tuple of keys; a token offers one or more keys (its lemma, its
lower-cased form, or its exact text). Matching walks the trie from every token and
keeps the longest match; overlapping matches are resolved left to right, longest
first, so "arrive en jeu" wins over "jeu" inside it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from ..nlp import APOSTROPHES, Token

P = TypeVar("P")
KeyFn = Callable[[Token], Sequence[str]]


def lemma_keys(token: Token) -> Sequence[str]:
    return token.keys


STEM = "~"  # marks a word without its case ending (a key no word of a text can be)


def lower_keys(token: Token) -> Sequence[str]:
    return (token.lower,)


def inflected_name_keys(name_key, token: Token) -> Sequence[str]:
    """A token as a card name's word where the language inflects names: as written, and
    without its case ending (names of several words are stored so; a one-word name is
    stored whole, so that « falls » is not the card Fall)."""
    return (token.lower, STEM + name_key(token.lower))


def exact_keys(token: Token) -> Sequence[str]:
    """The token as written, its apostrophe straight: rulings print "Ajani’s Welcome"
    where card databases say "Ajani's Welcome"."""
    return (token.text.translate(APOSTROPHES),)


@dataclass
class _Node(Generic[P]):
    children: dict[str, _Node[P]] = field(default_factory=dict)
    payloads: list[P] = field(default_factory=list)


@dataclass(frozen=True)
class Match(Generic[P]):
    start: int  # token index
    end: int  # token index, exclusive
    payloads: tuple[P, ...]


class TokenTrie(Generic[P]):
    def __init__(self, key_fn: KeyFn = lemma_keys):
        self.root: _Node[P] = _Node()
        self.key_fn = key_fn
        self.size = 0

    def add(self, pattern: Sequence[str], payload: P) -> None:
        if not pattern:
            return
        node = self.root
        for key in pattern:
            node = node.children.setdefault(key, _Node())
        node.payloads.append(payload)
        self.size += 1

    def _longest_at(self, tokens: Sequence[Token], i: int) -> Match[P] | None:
        starts = self.root.children
        if not any(key in starts for key in self.key_fn(tokens[i])):
            return None  # most tokens begin no pattern
        best: Match[P] | None = None
        frontier = [(self.root, i)]
        while frontier:
            node, j = frontier.pop()
            if node.payloads and j > i and (best is None or j > best.end):
                best = Match(i, j, tuple(node.payloads))
            if j >= len(tokens):
                continue
            seen: set[str] = set()
            for key in self.key_fn(tokens[j]):
                if key in seen:
                    continue
                seen.add(key)
                child = node.children.get(key)
                if child is not None:
                    frontier.append((child, j + 1))
        return best

    def find(self, tokens: Sequence[Token], blocked: set[int] | None = None) -> list[Match[P]]:
        """Non-overlapping longest matches, left to right; skip tokens in ``blocked``."""
        out: list[Match[P]] = []
        i = 0
        while i < len(tokens):
            if blocked and i in blocked:
                i += 1
                continue
            match = self._longest_at(tokens, i)
            if match and not (blocked and any(k in blocked for k in range(match.start, match.end))):
                out.append(match)
                i = match.end
            else:
                i += 1
        return out
