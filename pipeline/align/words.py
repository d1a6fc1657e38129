"""Words inside an aligned sentence group: which target word stands where an English
term's official rendering should.

A target word is *explained* when something of the English group accounts for it: a
function word, a number, an accepted rendering of a glossary entry the English has,
a word the language pack's lexicon links to an English word of the group, a word
spelt like one of them (a cognate, a name). Where an English term has no accepted
rendering, what stands in its place is the word the lexicon links to the term's own
words without being an accepted form (« contrer » for countered), a word kept from the
English (« stack », « tappé »), a false friend, or else a word nothing explains
(« garde » for ward); nearest the place the term has in the English, relatively, among
several. A word is kept from the English where it is the English word and no word of the
target language, or one no translation the lexicon learnt from uses (« pool »), or where
it starts like it (five letters) and is no word of the language (« tappé »; « contrôle »
is French). A false friend is a word of the target language spelt like the term
(« explota » for exploits) where none of the term's official renderings is
(« aprovechar »): the official texts chose another word, so the one spelt alike is the
translator's guess.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..analysis import Context, Side, cognate, fold
from ..glossary.compiled import ACCEPTED
from ..lexicon import content

# how surely a word stands in a term's place
KEPT, FALSE_FRIEND, LINKED, UNEXPLAINED = 4, 3, 2, 1
# A false friend needs the official texts to confirm the term's rendering: shown in at
# least this share of at least this many official texts with the English term (German
# « zulässig » for legal, shown in none of three, leaves « legal » a word of the language).
FALSE_FRIEND_SHARE, FALSE_FRIEND_LEAST = 0.9, 5
# An English word of at least KEPT_WORD letters written as it is stands kept from the
# English even where the language has that word, unless translations use it.
KEPT_WORD = 4


@dataclass(frozen=True)
class StandIn:
    start: int  # character offsets in the target text
    end: int
    how: int  # KEPT, FALSE_FRIEND, LINKED or UNEXPLAINED


def group_span(side: Side, ids: tuple[int, ...] | list[int]) -> tuple[int, int]:
    return side.sentences[ids[0]].start, side.sentences[ids[-1]].end


def groups(view, en_char: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The character spans of the aligned group holding the English at ``en_char``: its
    English sentences and their target sentences (None where they have none)."""
    k = view.en.sentence_of(en_char)
    for bead in view.beads:
        if k in bead.en:
            if not bead.fr:
                return None
            return group_span(view.en, bead.en), group_span(view.fr, bead.fr)
    return None


def entries(view, en_span: tuple[int, int]) -> list:
    """The glossary entries of the English term at ``en_span``."""
    return [e for m in (*view.en.terms, *view.en.cards) if view.en.span(m) == en_span
            for e in m.payloads]


def renderings(fr: Side, ctx: Context, entries_: list, span: tuple[int, int]) -> set[int]:
    """Target token indices, inside ``span``, where one of the entries' accepted forms
    starts (as lemmas or lower-case forms, as anchors are found)."""
    tokens = fr.tokens
    window = fr.token_range(*span)
    at = fr.positions()  # (where each form's first word stands: no scan of every token)
    out = set()
    for keys in {k for e in entries_ for k in ctx.expected_keys(e)}:
        n = len(keys)
        for i in (at.get(keys[0], ()) if n else window):
            if i in window and i + n <= len(tokens) and all(
                    keys[j] in (tokens[i + j].lemma, tokens[i + j].lower)
                    for j in range(1, n)):
                out.add(i)
    return out


# English prefixes a calque swaps for the language's own (untap: « détapper »), and the
# least letters of what remains (the English word's stem) for a calque to hold it.
CALQUE_PREFIXES, CALQUE_STEM = ("un", "re", "dis", "non"), 3


def _calque(word: str, english, ctx: Context) -> bool:
    """Whether ``word`` (lower-case, of the target) holds the stem of the English token
    ``english`` with letters of its own around it: the English word dressed in the
    language's affixes (« détapper », « scryer »), at least two letters more; not a stem
    that is a word of the language too (German « Land » in « Nichtstandardländern »)."""
    for form in {english.lower, english.lemma}:
        stem = next((form[len(p):] for p in CALQUE_PREFIXES
                     if form.startswith(p) and len(form) - len(p) >= CALQUE_STEM), form)
        if (len(stem) >= CALQUE_STEM and stem in fold(word) and len(word) >= len(stem) + 2
                and not ctx.tgt.is_common_word(stem)):
            return True
    return False


def stand_ins(view, ctx: Context, en_span: tuple[int, int],
              group: tuple[tuple[int, int], tuple[int, int]] | None = None,
              taken: set[int] | None = None) -> list[StandIn]:
    """The target words that may stand where the English term at ``en_span`` should be
    rendered, best first: by how surely (kept from the English, a false friend,
    linked to the term's words, explained by nothing), then by distance from the term's
    relative place. ``taken``: target token indices already accounted for. The term's
    other mentions in the group explain no word: what stands in place of one mention
    may well be spelt like another (« explota », exploits, beside « aprovechar »)."""
    en, fr = view.en, view.fr
    group = group or groups(view, en_span[0])
    if group is None:
        return []
    (en_start, en_end), (fr_start, fr_end) = group
    tgt_stop = ctx.pack.stop_words
    lexicon = ctx.lexicon
    own_entries = entries(view, en_span)
    own_keys = {k for e in own_entries for k in ctx.expected_keys(e)}
    # the term's other mentions: English matches rendered as this one is
    mentions = [view.en.span(m) for m in en.terms if view.en.span(m) != en_span and any(
        k in own_keys for e in m.payloads for k in ctx.expected_keys(e))]
    own, others = [], []
    for t in (en.tokens[i] for i in en.token_range(en_start, en_end)):
        if not t.is_alpha or any(a <= t.start < b for a, b in mentions):
            continue
        (own if en_span[0] <= t.start < en_span[1] else others).append(t)
    own_words = {t.lemma for t in own} | {t.lower for t in own}
    other_words = {t.lemma for t in others}
    own_forms = {w for keys in own_keys for w in keys}
    # A word spelt like the term is a false friend where the official texts confirm a
    # rendering that is not (see FALSE_FRIEND_SHARE).
    confirmed = bool(own_entries) and all(
        e.binding(FALSE_FRIEND_SHARE, FALSE_FRIEND_LEAST) for e in own_entries)
    spelt_alike = not confirmed or any(cognate(f, o.text) for e in own_entries
                                       for form in e.target for f in form.split()
                                       for o in own)
    linked_own = lexicon.renders(own_words, best=True) if lexicon else frozenset()
    linked_other = lexicon.renders(other_words) if lexicon else frozenset()
    # Renderings of what the English has; a rendering of another term (« surveiller »,
    # surveil, where the English says scry) may well be what stands in a term's place.
    english = {e.key for m in (*en.terms, *en.cards) for e in m.payloads}
    rendered = set(taken or ())
    for m in (*fr.terms, *fr.cards):
        if any(p.role == ACCEPTED and p.entry.key in english for p in m.payloads):
            rendered.update(range(m.start, m.end))
    out = []
    position = (en_span[0] - en_start) / max(1, en_end - en_start)
    for i in fr.token_range(fr_start, fr_end):
        t = fr.tokens[i]
        if i in rendered or not content(t, tgt_stop):
            continue
        words = (t.lemma, t.lower)
        if t.lemma in own_forms or t.lower in own_forms or (any(
                (t.lower.find(w) >= 0 if ctx.pack.compounds else t.lower.startswith(w))
                for w in own_forms if len(w) >= 3) and (
                    ctx.pack.compounds or not ctx.tgt.is_common_word(t.lower))):
            continue  # a word of the term's own rendering (« créatureQuand »: lines run
            # together; in German, inside a compound: « zurückkehren » for "return to your
            # hand"); elsewhere a word of the language that begins so stands in its place
            # (« prolifération »: another part of speech)
        if not ctx.tgt.is_common_word(t.lower) and (any(
                cognate(t.text, o.text) and len(t.text) <= len(o.text) + 2 for o in own)
                or (not (lexicon and t.lower in lexicon.targets)
                    and not any(fold(w) in fold(t.lower) for w in own_forms if len(w) >= 3)
                    and any(_calque(t.lower, o, ctx) for o in own))):
            # the English word, or one made of it, that the language lacks (not a
            # longer word of the language the lookup table misses: « transfórmalo »);
            # or its stem with the language's affixes (« détapper » for untap)
            how = KEPT
        elif (any(w in linked_other for w in words)
              or any(cognate(t.text, o.text) for o in others)):
            continue  # renders another word of the English (« égale »: equal)
        elif (len(t.lower) >= KEPT_WORD and lexicon and t.lower not in lexicon.targets
              and any(t.lower == o.lower for o in own)):
            # the English word as written, though the language has it, where no
            # translation the lexicon learnt from says it (« pool de mana » for mana
            # pool, officially « réserve »; German rulings do say « legal »)
            how = KEPT
        elif not spelt_alike and any(cognate(t.text, o.text) for o in own):
            how = FALSE_FRIEND
        elif any(w in linked_own for w in words):
            how = LINKED
        else:
            how = UNEXPLAINED
        place = (t.start - fr_start) / max(1, fr_end - fr_start)
        out.append((-how, abs(place - position), i, how))
    out.sort()
    return [StandIn(fr.tokens[i].start, fr.tokens[i].end, how) for _, _, i, how in out]
