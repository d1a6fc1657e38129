"""Checks on the shape of a pair: missing, extra or misplaced entries; dropped, added or
untranslated sentences."""

from __future__ import annotations

import math
import re
from collections import Counter

from ..align.words import group_span, renderings
from ..analysis import Context, Side, cognate, near_cognate
from ..glossary.compiled import ACCEPTED
from ..lang import LanguagePack
from ..lexicon import content
from ..models import Bead, Finding, MqmCategory, PairKind, Severity, TextKind
from .base import Check, PairView
from .meaning import Part, _while_nots
from .terminology import another_part_of_speech, everyday_term, said_wrongly

MIN_WORDS_FOR_OMISSION = 3
MIN_WORDS_UNTRANSLATED = 4
COPIED_SHARE = 0.7  # share of a target sentence's words found in the English


class MissingTranslation(Check):
    """English ruling with no translation on the target page.

    The ruling-level aligner found no target entry for this English ruling: the
    translation was never produced or was lost. Nothing else can be checked for it.
    """

    id = "missing-translation"
    mqm = MqmCategory.ACCURACY_OMISSION
    severity = Severity.MAJOR
    needs_translation = False

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        if view.pair.kind is not PairKind.MISSING:
            return []
        message = "no translation of this ruling on the target page"
        if view.pair.source_error:
            message = f"the target page could not be read: {view.pair.source_error}"
        return [self.finding(message,
                             en_span=(0, len(view.pair.en.text)) if view.pair.en else None)]


class ExtraTranslation(Check):
    """Translated entry that matches no English ruling of its page.

    A duplicated entry, a translation of a ruling that is not on the English page, or
    one so far from any English ruling that it could not be paired.
    """

    id = "extra-translation"
    mqm = MqmCategory.ACCURACY_ADDITION
    severity = Severity.MAJOR
    needs_translation = False

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        if view.pair.kind is not PairKind.EXTRA or view.pair.fr is None:
            return []
        return [self.finding(
            f"target entry {view.pair.fr.index} matches no English ruling of the page",
            found=view.pair.fr.text, fr_span=(0, len(view.pair.fr.text)))]


class MisplacedTranslation(Check):
    """Translation found, but not at the English ruling's position on the page.

    The pair was made by content; on the published page this translation stands under
    another English ruling, so readers see the wrong text under both.
    """

    id = "misplaced-translation"
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MAJOR

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        if view.pair.kind is not PairKind.MOVED:
            return []
        en, fr = view.pair.en, view.pair.fr
        return [self.finding(
            f"the translation of English ruling {en.index} stands at position {fr.index} "
            "of the target page", expected=f"position {en.index}",
            found=f"position {fr.index}")]


def _words(tokens) -> list[str]:
    return [t.lower for t in tokens if t.is_alpha]


class Untranslated(Check):
    """Text left in English inside the translation.

    A target sentence of at least four words that is copied from the English (most of
    its words stand in the English ruling) or whose function words are English rather
    than target-language ones (more than two to one). A whole ruling left in English
    is one finding.
    """

    id = "untranslated"
    mqm = MqmCategory.ACCURACY_UNTRANSLATED
    severity = Severity.MAJOR

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        english_only = ctx.source_pack.stop_words - ctx.pack.stop_words
        target_only = ctx.pack.stop_words - ctx.source_pack.stop_words
        source_words = set(_words(view.en.tokens))
        flagged = []
        for sentence in view.fr.sentences:
            words = _words(view.fr.sub(sentence.start, sentence.end).tokens)
            if len(words) < MIN_WORDS_UNTRANSLATED:
                continue
            copied = sum(w in source_words for w in words) / len(words)
            n_en = sum(w in english_only for w in words)
            n_tgt = sum(w in target_only for w in words)
            if copied >= COPIED_SHARE or (n_en >= 2 and n_en > 2 * n_tgt):
                flagged.append(sentence)
        if not flagged:
            return []
        if len(flagged) == len(view.fr.sentences):
            return [self.finding("the whole ruling is left in English",
                                 found=view.fr.text, fr_span=(0, len(view.fr.text)))]
        return [self.finding("sentence left in English", found=s.text,
                             fr_span=(s.start, s.end)) for s in flagged]


def _parenthetical(text: str, check: Check, view: PairView | None = None,
                   side_text: str = "", span: tuple[int, int] = (0, 0)) -> Severity:
    """A whole sentence in parentheses is reminder or aside text: minor when dropped or
    added. So is, in a card text, a sentence of a longer parenthesis (reminder text of
    several sentences, which a print may word otherwise or leave out)."""
    stripped = text.strip()
    if stripped.startswith("(") and stripped.rstrip(".").endswith(")"):
        return Severity.MINOR
    if view is not None and view.pair.texts is TextKind.CARD_TEXT and any(
            m.start() <= span[0] and span[1] <= m.end() + 1
            for m in PARENTHESIS.finditer(side_text)):
        return Severity.MINOR
    return check.severity


PARENTHESIS = re.compile(r"\([^()]*\)")
QUOTED = re.compile(r"«[^«»]*»|“[^“”]*”|„[^„“”]*[“”]|\"[^\"]*\"")


def _lonely(mine: list[re.Match], theirs: list[re.Match], span: tuple[int, int],
            other: tuple[int, int]) -> list[re.Match]:
    """The parentheses of one side's group left over when each of the other side's is
    paired with the one nearest its relative place in its group."""
    def place(m: re.Match, where: tuple[int, int]) -> float:
        return (m.start() - where[0]) / max(1, where[1] - where[0])

    left = list(mine)
    for m in theirs:
        if not left:
            break
        left.remove(min(left, key=lambda k: abs(place(k, span) - place(m, other))))
    return left


def one_sided_parentheses(view: PairView, ctx: Context, bead: Bead, english: bool
                          ) -> list[tuple[int, int]]:
    """The parentheses of an aligned sentence group (of the English or of the target)
    whose content the other side's group leaves out, in rulings: a translation may lose
    or gain a parenthesis as it may a clause. Card texts are spared: a print may leave
    out the reminder text its Oracle text has.

    A parenthesis with no counterpart is judged by the group's length, the language
    pack's characters per English character told apart: its content is left out where
    the other side is nearer the length of this side without it than with it (a
    translation that only drops the brackets, or moves the aside into the sentence, keeps
    the length)."""
    if view.pair.texts is not TextKind.RULING or not bead.en or not bead.fr:
        return []
    en_span, fr_span = group_span(view.en, bead.en), group_span(view.fr, bead.fr)
    en_marks = list(PARENTHESIS.finditer(view.en.text, *en_span))
    fr_marks = list(PARENTHESIS.finditer(view.fr.text, *fr_span))
    ratio = ctx.pack.length_ratio
    if english:
        if len(en_marks) <= len(fr_marks):
            return []
        lonely, mine, other = _lonely(en_marks, fr_marks, en_span, fr_span), en_span, fr_span
        theirs_length = (other[1] - other[0]) / ratio  # in English characters
    else:
        if len(fr_marks) <= len(en_marks):
            return []
        lonely, mine, other = _lonely(fr_marks, en_marks, fr_span, en_span), fr_span, en_span
        theirs_length = (other[1] - other[0]) * ratio  # in target characters
    length = mine[1] - mine[0]
    out = []
    for m in lonely:
        without = length - (m.end() - m.start())
        # nearer (on a log scale) to this side without the parenthesis than with it
        if (without > 0 and theirs_length < math.sqrt(length * without)
                and not (_said_in_running_text(view, ctx, m.span(), en_span, fr_span)
                         if not english else
                         _rendered_in_running_text(view, ctx, m.span(), en_span, fr_span))):
            out.append(m.span())
    return out


def _rendered_in_running_text(view: PairView, ctx: Context, aside: tuple[int, int],
                              en_span: tuple[int, int], fr_span: tuple[int, int]) -> bool:
    """Whether an English parenthesis is said in the translation's running text ("(which
    should be illegal)" said « , qui devrait être illégale »): at least half of its words
    the lexicon knows and of its numbers rendered in the translation's group by words
    the rest of the English group leaves over (``_left_over_english``)."""
    if ctx.lexicon is None:
        return False
    stop = ctx.source_pack.stop_words
    en_tokens = [view.en.tokens[i] for i in view.en.token_range(*en_span)]
    fr_tokens = [view.fr.tokens[i] for i in view.fr.token_range(*fr_span)]
    words = [t for t in en_tokens if aside[0] <= t.start < aside[1] and t.is_alpha
             and content(t, stop) and t.lemma in ctx.lexicon.links]
    numbers = [n.value for n in view.en.numbers if aside[0] <= n.start < aside[1]
               and not n.weak]
    units = len(words) + len(numbers)
    said = (_left_over_english(ctx, words, aside, en_tokens, fr_tokens, en_span, fr_span)
            + _numbers_left_over(view, numbers, aside, en_span, fr_span))
    return units >= 1 and said >= PROVISO_RENDERED_SHARE * units


def _said_in_running_text(view: PairView, ctx: Context, aside: tuple[int, int],
                          en_span: tuple[int, int], fr_span: tuple[int, int]) -> bool:
    """Whether a parenthesis of the translation says what the English says in its running
    text ("… and haste if X is 10 or more" said « (sofern X gleich 10 oder mehr ist) »,
    "such as a Vehicle that isn't crewed" « (etwa ein Fahrzeug, das nicht bemannt ist) »):
    at least half of what it says is in the English's group (``_told``)."""
    said, units = _told(view, ctx, aside, en_span, fr_span)
    return units >= MIN_KNOWN and said >= PROVISO_RENDERED_SHARE * units


def _told(view: PairView, ctx: Context, where: tuple[int, int], en_span: tuple[int, int],
          fr_span: tuple[int, int], idioms: list[tuple[int, int]] = ()
          ) -> tuple[int, int]:
    """How much of what a stretch of the translation's group says the English's group
    says too, as many times as the translation's group says it, and out of how much: its
    numbers, its glossary terms and card names, and its words the lexicon knows that
    English words the rest of the group leaves over render (``_left_over``). The words
    of ``idioms`` (« Es spielt keine Rolle ») count for nothing."""
    lexicon = ctx.lexicon
    if lexicon is None:
        return 0, 0

    def inside(span: tuple[int, int], within: tuple[int, int]) -> bool:
        return within[0] <= span[0] and span[1] <= within[1]

    def as_often(same, en_items: list, fr_items: list, referred: int = 0) -> bool:
        """Whether the English group says it (``same``) as often as the translation's,
        ``referred`` times of them with a pronoun, where it names it at least once (a
        pronoun refers back to a thing named: "not just ones that entered" says no
        player that « siempre que las controle el mismo jugador » names)."""
        named = sum(map(same, (x for x, span in en_items if inside(span, en_span))))
        return (named + (referred if named else 0)
                >= sum(map(same, (x for x, span in fr_items if inside(span, fr_span)))))

    said = units = 0
    en_numbers = [(n, (n.start, n.end)) for n in view.en.numbers]
    fr_numbers = [(n, (n.start, n.end)) for n in view.fr.numbers]
    for n, span in fr_numbers:
        if inside(span, where):
            units += 1
            said += as_often(lambda m, n=n: m.value == n.value, en_numbers, fr_numbers)

    def names(match) -> frozenset[str]:  # English terms (target forms name their entry)
        return frozenset(f" {getattr(p, 'entry', p).en.casefold()} " for p in match.payloads)

    def same(a, b) -> bool:
        """Whether two matches name one thing: a term inside another names it too
        (« ins Spiel », "onto the battlefield", is a mention of the battlefield)."""
        return any(x in y or y in x for x in names(a) for y in names(b))
    en_tokens = [view.en.tokens[i] for i in view.en.token_range(*en_span)]
    fr_tokens = [view.fr.tokens[i] for i in view.fr.token_range(*fr_span)]
    # a thing the English names once and then refers back to ("those named Aurochs"),
    # which the translation may name again
    stand_in = ctx.source_pack.noun_pronoun_pattern
    referred = len(stand_in.findall(view.en.text[en_span[0]:en_span[1]])) if stand_in else 0
    named = [view.en.span(m) for m in (*view.en.terms, *view.en.cards)]
    plain = [t for t in en_tokens if t.is_alpha and not any(a <= t.start < b for a, b in named)]

    def spelt_alike(span: tuple[int, int]) -> bool:
        """Whether a word of the English group that no term or name holds is spelt like
        the term's (« à sa résolution » for "on resolution", the term being resolve)."""
        return any(cognate(t.text, o.text) for o in fr_tokens
                   if span[0] <= o.start < span[1] and o.is_alpha for t in plain)
    # each content word of a glossary term or a card's name counts, said where the
    # English group names it as often (« campo de batalla » is two words for one)
    termed: list[tuple[tuple[int, int], bool]] = []
    for en_matches, fr_matches in ((view.en.terms, view.fr.terms),
                                   (view.en.cards, view.fr.cards)):
        en_named = [(m, view.en.span(m)) for m in en_matches]
        fr_named = [(m, view.fr.span(m)) for m in fr_matches]
        termed += [(span, as_often(lambda m, match=match: same(m, match),
                                   en_named, fr_named, referred) or spelt_alike(span))
                   for match, span in fr_named if inside(span, where)]
    spelt = {t.text for t in en_tokens if t.is_alpha and not t.text.islower()}
    words = []
    for t in (view.fr.tokens[i] for i in view.fr.token_range(*where)):
        if not content(t, ctx.pack.stop_words) or any(a <= t.start < b for a, b in idioms):
            continue
        term = next((told for span, told in termed if span[0] <= t.start < span[1]), None)
        if term is not None:
            units += 1
            said += term
        elif t.lemma in lexicon.targets or t.text in spelt:  # (a name: « Sorin »)
            words.append(t)
    units += len(words)
    said += sum(_left_over(view, ctx, words, where, en_tokens, fr_tokens))
    return said, units


MARKS = re.compile(r"[,;:—–.!?()]")  # where a list or a clause ends, in any language
MIN_KNOWN = 2  # words of a clause the lexicon knows, to judge whether it is rendered
RENDERED_SHARE = 0.25  # at most this share of them rendered: the clause is not


PART_END = re.compile(r"[;:]")


def _parts(text: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    """The parts of a sentence group that a semicolon or a colon closes."""
    points = [span[0]] + [m.end() for m in PART_END.finditer(text, *span)] + [span[1]]
    return [(a, b) for a, b in zip(points, points[1:], strict=False) if text[a:b].strip()]


def _clauses(text: str, span: tuple[int, int], pattern,
             asides: list[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """The clauses of a sentence group: cut before each word that opens one and after
    each punctuation mark (its pack's clause_breaks), and before each parenthesis (a
    clause does not run into one; what follows one keeps it, which it may be the
    subject of: « (las que empiezan por “cuando”) no se ven afectadas »)."""
    cuts = {span[0], span[1], *(start for start, _ in asides)}
    # no cut inside a quotation or a parenthesis (« (qui commencent par « quand », « à
    # chaque fois que » ou « au début de ») ne sont pas concernées »): what is quoted is
    # one thing named, a parenthesis is judged as one
    inside = [m.span() for m in QUOTED.finditer(text, *span)] + list(asides)
    for m in pattern.finditer(text, *span):
        at = m.end() if not m.group()[:1].isalpha() else m.start()
        if not any(a < at < b for a, b in inside):
            cuts.add(at)
    points = sorted(cuts)
    return [(a, b) for a, b in zip(points, points[1:], strict=False) if text[a:b].strip()]


def _ruling_group(view: PairView, ctx: Context, bead: Bead
                  ) -> tuple[tuple[int, int], tuple[int, int], list, list] | None:
    """A ruling's aligned group with a sentence on both sides, judged with the lexicon:
    its English and target spans and tokens; None for card texts, a one-sided group or
    no lexicon."""
    if (ctx.lexicon is None or view.pair.texts is not TextKind.RULING or not bead.en
            or not bead.fr):
        return None
    en_span, fr_span = group_span(view.en, bead.en), group_span(view.fr, bead.fr)
    return (en_span, fr_span, [view.en.tokens[i] for i in view.en.token_range(*en_span)],
            [view.fr.tokens[i] for i in view.fr.token_range(*fr_span)])


# The cues whose words say a connective, not content of a clause's own
CONNECTIVES = ("contrast", "proviso", "concession", "whenever")
# An English clause of too few words of meaning to weigh ("but it still can if able") is
# dropped where it holds cues of at least CUES_LEAST of these kinds and the translation's
# group says each of them fewer times than the English's does (lonely_clauses).
CLAUSE_CUES = ("still", "permission", "may", "obligation", "if", "unless", "until", "only",
               "negation", "contrast", "at-least", "at-most", "before", "after", "each")
CUES_LEAST = 2


def lonely_clauses(view: PairView, ctx: Context, bead: Bead, english: bool
                   ) -> list[tuple[int, int]]:
    """The clauses of an aligned sentence group that the other side's group does not
    render, in rulings: a condition dropped inside a sentence (« … et qu'un autre
    joueur en est propriétaire » gone), an explanation added to one.

    A clause is judged by its content words that the language pack's lexicon knows: at
    least two of them, at most a quarter rendered on the other side (a word the
    lexicon links them to, a word spelt alike, a glossary rendering, a number); and by
    length, as a parenthesis is (``one_sided_parentheses``): the other side is nearer
    this side's length without the clause than with it. A restructured translation
    keeps its words and its length, so it is no finding.

    A clause of the translation that a contrast, a concession or a proviso opens where
    the English group has none (« …, nicht jedoch mit zusätzlichen Kosten », « …, siempre
    que se haya activado antes », « tant que la créature est toujours sur le champ de
    bataille ») is added where fewer than half of what it says is said in the English's
    group (``_told``: its terms and card names as often as the English names them, its
    words by English words that the rest of the group leaves over; each English word
    renders one target word: the repeated « Kosten » is said by nothing), and the
    translation's group is longer than its English's."""
    lexicon = ctx.lexicon
    group = _ruling_group(view, ctx, bead)
    if group is None:
        return []
    en_span, fr_span, en_tokens, fr_tokens = group
    ratio = ctx.pack.length_ratio
    if english:
        side, span, other_length = view.en, en_span, (fr_span[1] - fr_span[0]) / ratio
        pattern, stop = ctx.source_pack.clause_pattern, ctx.source_pack.stop_words
        there = _there(fr_tokens, ctx)

        def known(t) -> bool:
            return t.lemma in lexicon.links

        def said(t) -> bool:
            return bool(lexicon.links.get(t.lemma, frozenset()) & there) or any(
                cognate(t.text, o.text) for o in fr_tokens)

        unsaid = _unsaid_repeats(side, span, en_tokens, fr_tokens, pattern, stop, known,
                                 said, lexicon)

        # (a game term or a card name the group names once whose official rendering the
        # other side's group has: « Schleichen » says "skulk" where the lexicon links
        # nothing; one named twice may be dropped from either clause)
        def inside(m) -> bool:
            return en_span[0] <= view.en.span(m)[0] < en_span[1]

        named = Counter(frozenset(e.key for e in m.payloads)
                        for m in (*view.en.terms, *view.en.cards) if inside(m))
        termed = [view.en.span(m) for m in _said_terms(view, ctx, fr_span, fr_tokens)
                  if inside(m) and named[frozenset(e.key for e in m.payloads)] == 1]

        def rendered(t) -> bool:
            return (said(t) and t.start not in unsaid
                    or any(a <= t.start < b for a, b in termed))
    else:
        side, span, other_length = view.fr, fr_span, (en_span[1] - en_span[0]) * ratio
        pattern, stop = ctx.pack.clause_pattern, ctx.pack.stop_words
        # (not by the English's possessives: "their" renders no word of a clause,
        # though the lexicon pairs it with « joueur », and "your" with « mano »)
        renders = lexicon.renders({w for t in en_tokens
                                   if t.lower not in ctx.source_pack.possessives
                                   for w in (t.lemma, t.lower)})

        def known(t) -> bool:
            return t.lemma in lexicon.targets

        # (a rendering of a game term or a card name of the English group, said no more
        # often than the English names it)
        keys = Counter(e.key for m in (*view.en.terms, *view.en.cards)
                       if en_span[0] <= view.en.span(m)[0] < en_span[1] for e in m.payloads)
        said_keys = [(view.fr.span(m), {p.entry.key for p in m.payloads if p.role == ACCEPTED})
                     for m in (*view.fr.terms, *view.fr.cards)
                     if fr_span[0] <= view.fr.span(m)[0] < fr_span[1]]
        times = Counter(k for _, ks in said_keys for k in ks)
        termed = [span for span, ks in said_keys
                  if any(keys[k] and times[k] <= keys[k] for k in ks)]

        def rendered(t) -> bool:
            return (_said_in_group(t, renders, en_tokens)
                    or any(a <= t.start < b for a, b in termed))
    asides = [m.span() for m in PARENTHESIS.finditer(side.text, *span)]
    # an idiom that says no content of its own (« Es spielt keine Rolle, ob … » for "can
    # be … or …", "whether or not"): its words judge nothing
    neutral = (ctx.source_pack if english else ctx.pack).cue_neutral_pattern
    idioms = [m.span() for m in neutral.finditer(side.text, *span)] if neutral else []
    # nor do the words of a connective the English's group says too (« du moment qu'il
    # s'agit de vous » for "as long as it's you": « moment » is the proviso's); one
    # beyond the English's is a clause added (« à condition d'avoir la célérité »)
    # (the translation's: the English's "still", "except" say something of their own)
    # (a connective of several kinds is said where the English says each: « à condition
    # que » is a proviso beyond "even if", though both are contrasts)
    said_as, beyond = [], []
    for name in () if english else CONNECTIVES:
        theirs, ours = ctx.source_pack.cue_patterns.get(name), ctx.pack.cue_patterns.get(name)
        if theirs is None or ours is None:
            continue
        found = [m.span() for m in ours.finditer(side.text, *span)]
        if name == "proviso":
            # "until" said "as long as … not" (« tant qu'elle n'a pas fini »): no proviso
            found = _until_said_while_not(view, ctx, found, en_span, span)
        (said_as if len(found) <= len(theirs.findall(view.en.text, *en_span))
         else beyond).extend(found)
    connectives = idioms + [(a, b) for a, b in said_as
                            if not any(a < d and c < b for c, d in beyond)]
    length = span[1] - span[0]
    other, other_span = (view.fr, fr_span) if english else (view.en, en_span)
    there_numbers = {n.value for n in other.numbers
                     if other_span[0] <= n.start < other_span[1]}
    weak = {n.start: n.value for n in side.numbers if n.weak}
    provisos = [] if english else (_provisos(view, ctx, en_span, fr_span)
                                   + _drawn(view, ctx, en_span, fr_span))
    en_keys = {_sense_free(e.key) for m in (*view.en.terms, *view.en.cards)
               if en_span[0] <= view.en.span(m)[0] < en_span[1] for e in m.payloads}

    def added(start: int, end: int) -> bool:
        """Whether a clause a restriction or an example opens says what the English's
        group does not: less than half of it said there (its terms and names as often
        as the English's), and the group longer than its English's."""
        if not any(content(t, stop) and not start <= t.start < end for t in fr_tokens):
            return False  # the whole group: what says the English's, however freely
            # (« Dieser darf allerdings Vorschläge machen » for "They may offer suggestions")
        said, units = _told(view, ctx, (start, end), en_span, fr_span, idioms)
        # (one word of meaning is enough where it is a game term the English does not
        # say: « sofern er ungetappt ist »; not a connective, « en revanche »), beside a
        # card name the English says too (« sofern der Spiegelschwingendrache ungetappt
        # ist »: the condition is the term's)
        termed = [m for m in view.fr.terms if start <= view.fr.span(m)[0] < end]
        return ((units >= MIN_KNOWN and said < PROVISO_RENDERED_SHARE * units
                 or termed and units and not said
                 or _new_term(view, ctx, (start, end), en_keys, en_tokens, renders))
                and other_length < length)

    def cued(start: int, end: int) -> bool:
        """Whether an English clause of cue words (CLAUSE_CUES) is dropped with them: two
        kinds of them at least, each said fewer times in the translation's group than in
        the English's, none of its words of meaning said there, and the translation
        nearer the English's length without the clause than with it."""
        if not english:
            return False
        src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
        kinds = [c for c in CLAUSE_CUES if c in src and c in tgt
                 and src[c].search(side.text, start, end)]
        if len(kinds) < CUES_LEAST or any(
                len(tgt[c].findall(view.fr.text, *fr_span))
                >= len(src[c].findall(view.en.text, *en_span)) for c in kinds):
            return False
        # (and none of its words of meaning said there: "If there is no valid artifact
        # to choose" said « Faute d'artefact valide à choisir » keeps its words)
        if any(rendered(t) for t in (side.tokens[i] for i in side.token_range(start, end))
               if content(t, stop) and known(t)):
            return False
        without = length - (end - start)
        return without > 0 and other_length < math.sqrt(length * without)

    def unrendered(start: int, end: int) -> bool:
        """Whether the side's ``start``-``end`` says what the other side's group does
        not: at least MIN_KNOWN words the lexicon knows, at most RENDERED_SHARE of them
        (and of its numbers) rendered there, and the other side nearer this side's
        length without it than with it."""
        words = [t for t in (side.tokens[i] for i in side.token_range(start, end))
                 if content(t, stop) and known(t)
                 and not any(a <= t.start < b for a, b in connectives)]
        # (a compound's parts are one written word: « Spielsteine, » alone names what
        # the English's "Ones which …" refers to)
        if sum(k == 0 or words[k - 1].end != t.start for k, t in enumerate(words)) < MIN_KNOWN:
            return False
        # its numbers count too, said where the other side's group has the same
        # (« Sinkt dein Lebenspunktestand auf 0 » keeps the 0 of "brought to 0")
        numbers = [n.value for n in side.numbers if start <= n.start < end and not n.weak]
        # (and a word that is a weak number, said by the same number there: "a second
        # time" by « una segunda vez »)
        told = sum(rendered(t) or weak.get(t.start) in there_numbers for t in words) + sum(
            n in there_numbers for n in numbers)
        if told > RENDERED_SHARE * (len(words) + len(numbers)):
            return False
        without = length - (end - start)
        return without > 0 and other_length < math.sqrt(length * without)

    out = []
    # an example runs over its list to the next mark (« comme le cimetière ou la main »);
    # one in a parenthesis is judged with it
    examples = [] if english else [
        (at, next((m.start() for m in MARKS.finditer(side.text, at, span[1])),
                  span[1]))
        for at in _examples(view, ctx, en_span, fr_span)
        if not any(a <= at < b for a, b in asides)]
    out += [(start, end) for start, end in examples if added(start, end)]
    for start, end in _clauses(side.text, span, pattern, asides):
        if any(a <= start and end <= b for a, b in asides):
            continue  # a parenthesis: judged as one
        if any(a <= start < b for a, b in examples):
            continue  # judged with its example
        if any(start <= at < end for at in provisos):
            # a restriction the translation adds ("…, nicht jedoch mit zusätzlichen
            # Kosten", « sofern Sorin nicht mehr im Spiel ist »)
            if added(start, end):
                out.append((start, end))
            continue
        if unrendered(start, end) or cued(start, end):
            out.append((start, end))
    # a part a semicolon or a colon closes, whose clauses each say too little to judge
    # (« ; Effekte, die das verhindern würden, werden dabei ignoriert »)
    parts = _parts(side.text, span)
    out += [(start, end) for start, end in parts if len(parts) > 1
            and not any(start < b and a < end for a, b in (*out, *asides))
            and unrendered(start, end)]
    return out


# A clause whose words are said less than this share is one a word said there as often
# as the rest of the group says it may be missing from (_unsaid_repeats).
UNSAID_SHARE = 0.5


def _unsaid_repeats(side: Side, span: tuple[int, int], en_tokens: list, fr_tokens: list,
                    pattern, stop: frozenset[str], known, said, lexicon) -> set[int]:
    """The English words of a group that the translation renders fewer times than the
    group says them, left unsaid where the rest of their clause is said least: each
    word of the translation renders one English word ("the first Demon has left the
    battlefield …, regardless of whether the second Demon is still on the battlefield"
    said up to its "regardless": the one « Dämon », the one « Spiel » are the first
    clause's). The offsets of those words."""
    clauses = _clauses(side.text, span, pattern)
    words = [[t for t in (side.tokens[i] for i in side.token_range(a, b))
              if content(t, stop) and known(t)] for a, b in clauses]
    share = {t.start: sum(map(said, ws)) / len(ws) for ws in words if ws for t in ws}
    out: set[int] = set()
    by_lemma: dict[str, list] = {}
    for ws in words:
        for t in ws:
            by_lemma.setdefault(t.lemma, []).append(t)
    for lemma, mentions in by_lemma.items():
        if len(mentions) < 2 or not said(mentions[0]):
            continue
        links = lexicon.links.get(lemma, frozenset())
        times = sum(o.lemma in links or o.lower in links
                    or cognate(mentions[0].text, o.text) for o in fr_tokens)
        # (the least said clause first, one whose words are mostly unsaid (UNSAID_SHARE);
        # of two alike, the later: a sentence's tail is what a translation drops)
        unsure = [t for t in mentions if share[t.start] < UNSAID_SHARE]
        for t in sorted(unsure, key=lambda t: (share[t.start], -t.start))[
                :max(0, len(mentions) - times)]:
            out.add(t.start)
    return out


def _said_in_group(t, renders: frozenset[str] | set[str], en_tokens: list) -> bool:
    """Whether a word of the translation renders a word of the English group: one of the
    words its words are said with (``renders``), or spelt alike."""
    return t.lemma in renders or t.lower in renders or any(
        cognate(t.text, o.text) for o in en_tokens)


def _new_term(view: PairView, ctx: Context, where: tuple[int, int], en_keys: set[str],
              en_tokens: list, renders: frozenset[str] | set[str], common: bool = False
              ) -> bool:
    """Whether ``where`` of the translation holds the official rendering of a game term
    the English (``en_keys``, its terms' keys without their senses) does not say at all,
    in any sense or form (« ungetappt » where the English has no word spelt like
    "untapped"; not « la resolución » beside "the resolution"), none of everyday English
    words (« wird » is turn's « werden »), nor a word an English word of the group
    (``en_tokens``) is said with (``renders``), nor one word of the language's common
    stock (« recuperes » for "regaining", though « recuperar » is buyback's rendering),
    unless ``common`` (a list's item beside an item that renders an English term:
    « ninguna Aura ni ningún Equipo », « atacar ni bloquear »: there an everyday term
    names the game's thing too)."""
    start, end = where
    return any(start <= view.fr.span(m)[0] < end
               and all(p.role == ACCEPTED and _sense_free(p.entry.key) not in en_keys
                       and (common or not everyday_term((p.entry,), ctx))
                       and not any(cognate(w, t.text) for w in p.entry.en.split()
                                   if len(w) >= MIN_SPELT for t in en_tokens)
                       for p in m.payloads)
               and not any(t.lemma in renders or t.lower in renders
                           for t in view.fr.tokens[m.start:m.end])
               and (m.end - m.start > 1 or common
                    or not ctx.tgt.is_common_word(view.fr.tokens[m.start].lower))
               for m in view.fr.terms)


SENSE = re.compile(r":\d+$")  # a glossary key's sense number (term:target:194)
MIN_SPELT = 4  # letters of a term's English word that may be spelt alike in the English


def _sense_free(key: str) -> str:
    """A glossary key without its sense number: the term in any of its senses."""
    return SENSE.sub("", key)


# A clause of the translation that a contrast, a concession or a proviso opens (« mais »,
# « jedoch », « aunque », « siempre que ») where the English group has fewer is added
# where less than this share of its words is rendered by English words that the rest of
# the translation's group leaves over.
PROVISO_RENDERED_SHARE = 0.5
# The English cues that answer a translation's proviso: a restriction of its own.
RESTRICTIONS = ("proviso", "unless", "except", "concession")


# The cues that join a clause to what it follows from ("so"): where the translation's
# group says one more often than the English's, in a group of one sentence a side, the
# clause it opens is judged as a proviso the translation adds is (« ; il compte donc
# comme une carte » after the token is put into the graveyard). Where the translation
# joins the English's sentences, « also », « así que » are its glue (« – du bekommst also
# keine Spielsteine » for "You won't get any tokens."); a next step (« puis », « dann »)
# is one more often than a consequence (« puis en lançant un dé » for "and rolling a
# die", « nur dann bezahlen »): on the development sets it flagged 5 faithful rulings
# for the one step it found.
JOINED = ("consequence",)


def _drawn(view: PairView, ctx: Context, en_span: tuple[int, int],
           fr_span: tuple[int, int]) -> list[int]:
    """The offsets of the translation's JOINED cues of a kind it says more often in its
    group than the English's group does, where each group is one sentence."""
    out: list[int] = []
    if any(sum(span[0] <= s.start < span[1] for s in side.sentences) != 1
           for side, span in ((view.en, en_span), (view.fr, fr_span))):
        return out
    for name in JOINED:
        theirs, ours = ctx.source_pack.cue_patterns.get(name), ctx.pack.cue_patterns.get(name)
        if theirs is None or ours is None:
            continue
        found = [m.start() for m in ours.finditer(view.fr.text, *fr_span)]
        if len(found) > len(theirs.findall(view.en.text, *en_span)):
            out += found
    return out


def _until_said_while_not(view: PairView, ctx: Context, found: list[tuple[int, int]],
                          en_span: tuple[int, int], fr_span: tuple[int, int]
                          ) -> list[tuple[int, int]]:
    """``found`` less those inside the translation's "as long as … not" that say the
    English group's "until" (the negation check's while-not spans)."""
    en = Part(view.en.text[en_span[0]:en_span[1]], en_span[0])
    fr = Part(view.fr.text[fr_span[0]:fr_span[1]], fr_span[0])
    said = [(fr.start + a, fr.start + b) for a, b in _while_nots(ctx, en, fr, ("until",))]
    return [f for f in found if not any(a <= f[0] < b for a, b in said)]


def _provisos(view: PairView, ctx: Context, en_span: tuple[int, int],
              fr_span: tuple[int, int]) -> list[int]:
    """Where the translation's group has contrast cues (« mais », « jedoch ») beyond the
    English group's ("but", "unless", "as long as"): the offsets of those beyond. An
    English cue of one word that a word of the translation's group renders, outside the
    clauses its contrast cues open, is said so and answers none of them ("and still
    spend mana" said « y seguir gastando maná » leaves « pero solo durante tu turno »
    unanswered; not « wirken sich dagegen weiterhin auf sie aus », "still" said twice).
    A proviso of the translation (its pack's proviso cue: « sofern », « siempre que »)
    is answered only by a restriction of the English (a proviso, an exception, a
    concession), not by an adverb ("can still attack" leaves « siempre que siga
    enderezada » unanswered; "cast it for that cost instead", « sofern du … nicht
    bezahlen kannst »)."""
    src, tgt = ctx.source_pack.cue_patterns.get("contrast"), ctx.pack.cue_patterns.get("contrast")
    if src is None or tgt is None:
        return []
    contrasts = list(tgt.finditer(view.fr.text, *fr_span))
    kept = set(_until_said_while_not(view, ctx, [m.span() for m in contrasts], en_span,
                                     fr_span))
    found = [m for m in contrasts if m.span() in kept]
    opened = [(a, b) for a, b in _clauses(view.fr.text, fr_span, ctx.pack.clause_pattern)
              if any(a <= m.start() < b for m in found)]
    tokens = (view.fr.tokens[i] for i in view.fr.token_range(*fr_span))
    there = {w for t in tokens if not any(a <= t.start < b for a, b in opened)
             for w in (t.lemma, t.lower)}
    links = ctx.lexicon.links if ctx.lexicon else {}
    theirs = [m for m in src.finditer(view.en.text, *en_span)
              if not (len(m.group().split()) == 1
                      and links.get(m.group().lower(), frozenset()) & there)]

    def spans(pack, text: str, span: tuple[int, int]) -> list[tuple[int, int]]:
        return [m.span() for name in RESTRICTIONS if name in pack.cue_patterns
                for m in pack.cue_patterns[name].finditer(text, *span)]

    def among(m: re.Match, within: list[tuple[int, int]]) -> bool:
        return any(a < m.end() and m.start() < b for a, b in within)
    # a concession of the English answers one of the translation's first ("even for a
    # brief moment during the resolution" said « aunque sea … mientras se resuelve »:
    # the « aunque », not the « mientras »)
    src_c = ctx.source_pack.cue_patterns.get("concession")
    tgt_c = ctx.pack.cue_patterns.get("concession")
    if src_c is not None and tgt_c is not None:
        en_c = [m.span() for m in src_c.finditer(view.en.text, *en_span)]
        fr_c = [m.span() for m in tgt_c.finditer(view.fr.text, *fr_span)]
        conceded = [m for m in found if among(m, fr_c)][:sum(among(m, en_c) for m in theirs)]
        if conceded:
            found = [m for m in found if m not in conceded]
            answering = [m for m in theirs if among(m, en_c)][:len(conceded)]
            theirs = [m for m in theirs if m not in answering]
    restricting = spans(ctx.source_pack, view.en.text, en_span)
    restrictions = sum(among(m, restricting) for m in theirs)
    if src_c is not None and tgt_c is not None:
        # an English concession the translation says with one of its own that is no
        # contrast cue (« Peu importe à qui est le tour » for "regardless of whose turn
        # it is") answers no proviso beside it (« pour peu que … soit encore là »), unless
        # the English has an "if" the translation does not say as one ("if you can
        # choose …" said « sofern du … kannst »)
        own = sum(not any(a < m.end() and m.start() < b for m in found) for a, b in fr_c)
        # (the translation's "if" counted outside its concessions and provisos: « auch
        # wenn », « sofern »)
        src_if, tgt_if = ctx.source_pack.cue_patterns.get("if"), ctx.pack.cue_patterns.get("if")
        tgt_p = ctx.pack.cue_patterns.get("proviso")
        kept = fr_c + ([m.span() for m in tgt_p.finditer(view.fr.text, *fr_span)]
                       if tgt_p is not None else [])
        spare_if = (len(src_if.findall(view.en.text, *en_span))
                    - sum(not among(m, kept) for m in tgt_if.finditer(view.fr.text, *fr_span))
                    ) if src_if and tgt_if else 0
        restrictions -= max(0, min(own, sum(among(m, en_c) for m in theirs)) - max(0, spare_if))
    proviso = ctx.pack.cue_patterns.get("proviso")
    ruled = [m.span() for m in proviso.finditer(view.fr.text, *fr_span)] if proviso else []
    mine = [m.start() for m in found if among(m, ruled)]
    others = [m.start() for m in found if not among(m, ruled)]
    spare = max(0, restrictions - len(mine))
    return sorted(mine[restrictions:] + others[len(theirs) - restrictions + spare:])


def _examples(view: PairView, ctx: Context, en_span: tuple[int, int],
              fr_span: tuple[int, int]) -> list[int]:
    """Where the translation's group names more examples than the English's (its pack's
    example cue: « comme le cimetière ou la main », « also auch dich selbst »): the
    offsets of all of them, each judged as an added proviso's clause is."""
    src, tgt = ctx.source_pack.cue_patterns.get("example"), ctx.pack.cue_patterns.get("example")
    if src is None or tgt is None:
        return []
    mine = [m.start() for m in tgt.finditer(view.fr.text, *fr_span)]
    # (all of them are judged: which one the English lacks, what each says tells)
    return mine if len(mine) > sum(1 for _ in src.finditer(view.en.text, *en_span)) else []



# How near the words of one rendering of an English word stand (« points de vie »).
PHRASE_REACH = 2


def _left_over_english(ctx: Context, words: list, clause: tuple[int, int], en_tokens: list,
                       fr_tokens: list, en_span: tuple[int, int], fr_span: tuple[int, int]
                       ) -> int:
    """How many English words of a stretch (``clause``) the translation's group renders
    with a word the rest of the English group has not taken: each target word renders
    one English word, the rest of the group taking first the one nearest its own place."""
    links, stop = ctx.lexicon.links, ctx.source_pack.stop_words
    free = [t for t in fr_tokens if t.is_alpha]

    def renders(e, t) -> bool:
        said = links.get(e.lemma, frozenset())
        return t.lemma in said or t.lower in said or cognate(e.text, t.text)

    def place(token, span) -> float:
        return (token.start - span[0]) / max(1, span[1] - span[0])

    at = {id(t): k for k, t in enumerate(fr_tokens)}

    def take(e) -> bool:
        there = [t for t in free if renders(e, t)]
        if not there:
            return False
        chosen = min(there, key=lambda t: abs(place(t, fr_span) - place(e, en_span)))
        # with the other words of its phrase that render it too (« points de vie » is
        # one rendering of "life", not two)
        for t in there:
            if abs(at[id(t)] - at[id(chosen)]) <= PHRASE_REACH:
                free.remove(t)
        return True

    for e in en_tokens:
        if not (clause[0] <= e.start < clause[1]) and e.is_alpha and content(e, stop):
            take(e)
    return sum(map(take, words))


def _numbers_left_over(view: PairView, numbers: list, clause: tuple[int, int],
                       en_span: tuple[int, int], fr_span: tuple[int, int]) -> int:
    """How many of an English stretch's numbers the translation's group says more often
    than the rest of the English group does."""
    there = Counter(n.value for n in view.fr.numbers if fr_span[0] <= n.start < fr_span[1])
    there.subtract(n.value for n in view.en.numbers if en_span[0] <= n.start < en_span[1]
                   and not (clause[0] <= n.start < clause[1]) and not n.weak)
    told = 0
    for value in numbers:
        if there[value] > 0:
            there[value] -= 1
            told += 1
    return told


def _left_over(view: PairView, ctx: Context, words: list, clause: tuple[int, int],
               en_tokens: list, fr_tokens: list) -> list[bool]:
    """For each word of a translation's clause, whether an English word of the group
    renders it that the rest of the group's translation has not used: a second
    « Kosten » beside one "costs" is said by nothing."""
    lexicon, compounds = ctx.lexicon, ctx.pack.compounds
    links: dict[str, frozenset[str]] = {}

    def renders(e, t) -> bool:
        if e.lemma not in links:  # its likeliest renderings only ("as … resolves" is
            # « au moment où … se résout »: « moment » is no rendering of "resolve")
            links[e.lemma] = lexicon.renders((e.lemma,), best=True)
        said = links[e.lemma]
        return (t.lemma in said or t.lower in said or cognate(e.text, t.text)
                or (compounds and any(len(w) >= 4 and w in t.lower for w in said)))

    # (the English's function words render none: "the" is no « champ »)
    stop = ctx.source_pack.stop_words
    free = [e for e in en_tokens if e.is_alpha and content(e, stop)]
    for t in fr_tokens:  # the rest of the group takes its English words first
        if clause[0] <= t.start < clause[1] or not t.is_alpha:
            continue
        used = next((e for e in free if renders(e, t)), None)
        if used is not None:
            free.remove(used)
    out = []
    for t in words:
        used = next((e for e in free if renders(e, t)), None)
        if used is not None:
            free.remove(used)
        out.append(used is not None)
    return out


COORDINATORS = frozenset(("or", "and", "nor", "and/or"))
ARTICLES = frozenset(("a", "an", "the"))  # before an item: "that player or a planeswalker"
# words that open a list, none of its first item ("any object on the battlefield,
# including tokens and lands" lists tokens and lands)
OPENERS = frozenset(("including", "excluding", "except", "besides"))
# what closes a list in place of its last item ("power, toughness, color, or so on")
ETCETERA = frozenset({("so", "on"), ("so", "forth"), ("the", "like")})
MAX_ITEM_WORDS = 3  # content words of a list item (beyond: a clause, judged as one)


def _list_items(tokens: list, stop: frozenset[str]) -> list[list[list]]:
    """The coordinated lists of a group's English tokens, each as its items (each a
    list of content tokens): "static abilities, triggered abilities, or mana abilities"
    is three items; an item is the run of content words next to a coordinator or a
    comma of the list (after an article, "or a planeswalker"), at most MAX_ITEM_WORDS
    of them. "Or so on" closes a list in place of its last item (ETCETERA)."""
    def run(k: int, step: int) -> tuple[list, int]:
        """The item from k on (backwards where step is -1) and the index past it."""
        if step > 0 and k < len(tokens) and tokens[k].lower in ARTICLES:
            k += 1
        out = []
        while (0 <= k < len(tokens) and tokens[k].is_alpha and content(tokens[k], stop)
               and tokens[k].lower not in OPENERS):
            out.append(tokens[k])
            k += step
        if step < 0 and out and k >= 0 and tokens[k].lower in ARTICLES:
            k -= 1
        return (out, k) if 0 < len(out) <= MAX_ITEM_WORDS else ([], k)

    lists = []
    for k, t in enumerate(tokens):
        if t.lower not in COORDINATORS:
            continue
        after, _ = run(k + 1, 1)
        ends = k + 2 < len(tokens) and (tokens[k + 1].lower, tokens[k + 2].lower) in ETCETERA
        before, k0 = run(k - 1 - (k > 0 and tokens[k - 1].text == ","), -1)
        if not (after or ends) or not before:
            continue
        items = [after, before[::-1]] if after else [before[::-1]]
        while k0 >= 1 and tokens[k0].text == ",":
            more, k1 = run(k0 - 1, -1)
            if not more:
                break
            items.append(more[::-1])
            k0 = k1
        if len(items) < 2:
            continue
        items.reverse()
        # the first item runs back no further than the longest other ("doesn't stop
        # static abilities, triggered abilities": "stop" is none of it)
        items[0] = items[0][-max(len(i) for i in items[1:]):]
        lists.append(items)
    return lists


# what follows a verb, not a noun: "and exert it", "owned and controlled by"
OBJECTS = frozenset("it them him her itself themselves by".split())


def _of_actions(view: PairView, ctx: Context, items: list[list]) -> bool:
    """Whether a list's items are verbs: its first word, a verb's inflected form, follows
    a word that makes it none of a noun ("is detained and later turns"; not "are white,
    blue, … and colorless"), or an object follows an item."""
    tokens = view.en.tokens
    first = view.en.token_range(items[0][0].start, items[0][0].end)[0]
    guess = ctx.source_pack.pos_guess(tokens, first)
    if guess is not None and "NOUN" not in guess and tokens[first].lemma != tokens[first].lower:
        return True
    for item in items:
        after = view.en.token_range(item[-1].start, item[-1].end)[0] + 1
        if after < len(tokens) and tokens[after].lower in OBJECTS:
            return True
    return False


def lonely_items(view: PairView, ctx: Context, bead: Bead) -> list[tuple[int, int]]:
    """Items of an English list the translation's group leaves out: "Skeleton or
    Zombie" said « Skelett », "static abilities, triggered abilities, or mana
    abilities" said « statische und ausgelöste Fähigkeiten ». Lists of things the game
    names only: each item a glossary term, a card name ("lands named Plains, Island,
    …") or a word the lexicon knows written as a name (Zombie; no card name's word),
    none a verb and no noun in the English lemma index ("change your mind and
    choose"), an adverb, or a verb by its neighbours ("is detained and later turns",
    "exert it"): a list of actions is said in many ways. An item is judged by its own
    such words (those no other item repeats: a shared "abilities" is said once): none
    rendered in the translation's group (a glossary rendering, in German also inside a
    compound, « Zusatzkosten »; a word the lexicon links it to; a word spelt alike, once
    doubled letters are written once), nor said with a wrong or outdated word
    (« Basis-Kraft » is terminology's). Each word of the translation renders one item
    (a largest matching of items to words): « type ou super-type » leaves "subtypes"
    unsaid beside "types" and "supertypes"."""
    lexicon = ctx.lexicon
    group = _ruling_group(view, ctx, bead)
    if group is None:
        return []
    en_span, fr_span, en_tokens, fr_tokens = group
    # game terms and card names ("lands named Plains, Island, … and Forest")
    terms = [(view.en.span(m), m) for m in (*view.en.terms, *view.en.cards)]

    compounds = ctx.pack.compounds
    # the parts of the hyphenated words the target tokenizer keeps whole (« blanco-azul »)
    parts = {o.start: _there([o], ctx) for o in fr_tokens if "-" in o.text}
    # a term said with a wrong or outdated word is no item dropped (terminology says so)
    wrong = said_wrongly(view)

    def renders(t) -> set[int] | None:
        """The translation's words (their offsets) that may render the English word
        ``t``; None where it is said with a wrong word, which renders it anyway."""
        out: set[int] = set()
        for (a, b), m in terms:
            if a <= t.start < b:
                if any(e.key in wrong for e in m.payloads):
                    return None
                out |= {view.fr.tokens[i].start
                        for i in renderings(view.fr, ctx, list(m.payloads), fr_span)}
                if compounds:
                    out |= {o.start for o in fr_tokens for e in m.payloads for f in e.target
                            if f.split()[-1].lower() in o.lower}
                # the rendering in another part of speech (« ganas el enfrentamiento »
                # for "win the clash", officially « enfrentar »)
                out |= {o.start for o in fr_tokens
                        if o.is_alpha and another_part_of_speech(o.text, m.payloads, ctx)}
        said = lexicon.links.get(t.lemma, frozenset())
        return out | {o.start for o in fr_tokens
                      if o.lemma in said or o.lower in said or near_cognate(t.text, o.text)
                      or parts.get(o.start, frozenset()) & said}

    names = [view.en.span(m) for m in view.en.cards]

    def named(t) -> bool:  # a game term, or a word the lexicon knows written as a name
        return any(a <= t.start < b for (a, b), _ in terms) or (
            t.text[:1].isupper() and t is not en_tokens[0] and t.lemma in lexicon.links
            and not any(a <= t.start < b for a, b in names))  # not in a card's name

    def one_name(a, b) -> bool:  # two items inside one card's name
        return any(x <= a[0].start and b[-1].end <= y for x, y in names)

    out = []
    for items in _list_items(en_tokens, ctx.source_pack.stop_words):
        items[-1] = _without_verb(items[-1], en_tokens, ctx.source_pack)
        if any(one_name(a, b) for a, b in zip(items, items[1:], strict=False)):
            continue  # a card's name ("Firesong and Sunspeaker"), no list of the English
        if (not all(any(map(named, item)) for item in items)
                or any(item[-1].lower.endswith("ly") for item in items)  # adverbs
                or any(ctx.source_pack.verb_only(t.lemma) for item in items for t in item)
                or _of_actions(view, ctx, items)):
            continue  # a list of things the game names, not of actions or clauses
        judged: list[tuple[list, set[int]]] = []
        for item in items:
            others = {t.lemma for other in items if other is not item for t in other}
            own = [t for t in item if t.lemma not in others and named(t)]
            said = [renders(t) for t in own]
            if own and None not in said:
                judged.append((item, set().union(*said)))
        # each word of the translation renders one item: « type ou supertype » says
        # no "subtypes" beside "types" and "supertypes"
        unsaid = _unmatched(judged)
        if len(unsaid) == len(items) == 2 and _both_named_before(view, ctx, items, en_span,
                                                                  fr_span):
            continue  # "If both the permanent and the Aura …" said « Si ambos … »
        if len(unsaid) == len(items) and _named_again(view, ctx, items, en_span, fr_span):
            continue  # "Instant and sorcery cards that are put …" after "Only instant and
            # sorcery cards", said « Las que van a parar … »
        out += [(item[0].start, item[-1].end) for item in unsaid]
    return out


def added_items(view: PairView, ctx: Context, bead: Bead) -> list[tuple[int, int]]:
    """Items the translation's group adds to a list, in rulings: « y a los planeswalkers
    que controlas » after "you and creatures you control", « et les marqueurs qui sont
    sur lui », « ni ningún Equipo » after "no Auras". An item is the run of words of
    meaning after one of the pack's list coordinators (its articles and prepositions
    skipped), with a word of meaning just before the coordinator (a list, not a clause
    it opens); it is added where it holds the official rendering of a game term that
    the English ruling does not say in any sense or form (``_new_term``), and none of
    its words renders a word of the English group (a link of the lexicon, a word spelt
    alike). Beside an item that renders a term the English says, a common word written
    as a name or in the plural, or a verb in its citation form after another (« no
    pueden atacar ni bloquear » for "can't attack"), names the game's thing too, however
    everyday its English. Each offset span runs from the coordinator to the item's end."""
    group = _ruling_group(view, ctx, bead)
    coordinators = ctx.pack.list_coordinators
    if group is None or not coordinators:
        return []
    _, fr_span, en_tokens, fr_tokens = group
    stop = ctx.pack.stop_words
    renders = ctx.lexicon.renders({w for t in en_tokens for w in (t.lemma, t.lower)})
    en_keys = {_sense_free(e.key) for m in (*view.en.terms, *view.en.cards)
               for e in m.payloads}
    names = [view.fr.span(m) for m in view.fr.cards]
    negation = ctx.pack.cue_patterns.get("negation")
    concord = ctx.pack.cue_patterns.get("concord")
    out = []
    for k, t in enumerate(fr_tokens):
        if t.lower not in coordinators or any(a <= t.start < b for a, b in names):
            continue
        before = fr_tokens[k - 2] if k >= 2 and fr_tokens[k - 1].text == "," else (
            fr_tokens[k - 1] if k >= 1 else None)
        if before is None or not content(before, stop):
            continue
        item, j = [], k + 1
        while j < len(fr_tokens) and fr_tokens[j].is_alpha and not content(fr_tokens[j], stop):
            j += 1  # its articles and prepositions (« a los », « les »)
        # a negation there opens a clause (« y no la recuperará », « und die keine
        # Kreatur ist »), unless the coordinator carries it over a list (« ni »)
        if negation is not None and not (concord and concord.fullmatch(t.text)) and any(
                negation.search(o.text) for o in fr_tokens[k + 1:j]):
            continue
        while (j < len(fr_tokens) and fr_tokens[j].is_alpha and content(fr_tokens[j], stop)
               and len(item) < MAX_ITEM_WORDS):
            item.append(fr_tokens[j])
            j += 1
        if not item or any(_said_in_group(o, renders, en_tokens) for o in item):
            continue
        if all(any(o.lemma == p.lemma for p in fr_tokens[:k]) for o in item):
            continue  # its words said before in the group: "X switches … and it switches"
            # said « X échange … et elle échange », the translation's own word again
        # beside an item that names a game term the English says (a list of the game's
        # things), a word of the common stock written as a name (« Equipo ») or in the
        # plural (« les marqueurs »; no verb, « recuperará ») names the game's thing too,
        # as does a verb in its citation form after one (« atacar ni bloquear »)
        noun = item[-1].text[:1].isupper() or (
            bool(ctx.pack.plural_endings) and item[-1].lower.endswith(ctx.pack.plural_endings))
        verb = len(item) == 1 and item[0].lower == item[0].lemma and before.lower == before.lemma
        listed = (noun or verb) and any(view.fr.span(m)[0] <= before.start < view.fr.span(m)[1]
                     and any(_sense_free(p.entry.key) in en_keys for p in m.payloads)
                     for m in view.fr.terms)
        if _new_term(view, ctx, (item[0].start, item[-1].end), en_keys, en_tokens, renders,
                     common=listed):
            out.append((t.start, item[-1].end))
    return out


def _without_verb(item: list, tokens: list, pack: LanguagePack) -> list:
    """A list's last item less the verb its run of words took in: an inflected word in -s
    after another of the item, with its object after it, a number or a determiner ("an
    effect or rule puts two or more cards": the item is "rule")."""
    if len(item) < 2:
        return item
    last = item[-1]
    k = next((i for i, t in enumerate(tokens) if t is last), None)
    after = tokens[k + 1] if k is not None and k + 1 < len(tokens) else None
    if (after is not None and last.lower.endswith("s") and last.lower != last.lemma
            and (after.lower in pack.number_words or after.lower in pack.determiners
                 or after.text[:1].isdigit())):
        return item[:-1]
    return item


def _both_named_before(view: PairView, ctx: Context, items: list[list], en_span: tuple[int, int],
                       fr_span: tuple[int, int]) -> bool:
    """Whether a pair the English names again, each item said before its group, is one the
    translation's group names as "both" (« ambos », « les deux », « beide »)."""
    both = ctx.pack.cue_patterns.get("both")
    if both is None or not both.search(view.fr.text, *fr_span):
        return False
    before = {t.lemma for t in view.en.tokens if t.end <= en_span[0]}
    return all(any(t.lemma in before for t in item if t.is_alpha) for item in items)


def _named_again(view: PairView, ctx: Context, items: list[list], en_span: tuple[int, int],
                 fr_span: tuple[int, int]) -> bool:
    """Whether a list the English names again, every item said before its group, is one
    the translation's group refers back to whole with a pronoun of a noun (the pack's
    noun_pronoun: « las que », « celles qui », « diejenigen »)."""
    pronoun = ctx.pack.noun_pronoun_pattern
    if pronoun is None or not pronoun.search(view.fr.text, *fr_span):
        return False
    before = {t.lemma for t in view.en.tokens if t.end <= en_span[0]}
    return all(any(t.lemma in before for t in item if t.is_alpha) for item in items)


# A list written out with commas: its items between two commas at most LIST_ITEM_WORDS
# words (a translation's TRANSLATION_ITEM_WORDS), the first item the last
# FIRST_ITEM_WORDS words before its list's first comma; at least LIST_LEAST items.
LIST_ITEM_WORDS, TRANSLATION_ITEM_WORDS = 12, 18
FIRST_ITEM_WORDS = 5
LIST_LEAST = 3
# A sentence's first words before a comma open it, no item, where they are at most
# OPENER_WORDS and begin with a function word or an adverb ("For example", "On the other
# hand"); a function word of ITEM_WORD letters makes an item (« usar un dado »).
OPENER_WORDS = 5
ITEM_WORD = 4
# where a list's items run: a sentence, up to a semicolon, a colon or a parenthesis
LIST_STRETCH = re.compile(r"[^;:()]+")


def _serial_lists(side, span: tuple[int, int], cues: dict, stop_words: frozenset[str],
                  english: bool) -> list[list[tuple[int, int]]]:
    """The lists written out with commas in ``span`` of ``side``, each as its items'
    character spans: at least LIST_LEAST items, the last after a coordinator (the
    language's conjunction or disjunction cue). The English puts a comma before it
    ("by keeping a count on paper, by using a die, or by any other method"); a
    translation may not (« sur papier, à l'aide d'un dé ou par … »), and its lists are
    read either way, with items half again as long (TRANSLATION_ITEM_WORDS): read
    leniently, a translation's lists are never shorter than they are. A sentence's
    first words before its first comma are no item where they open it with a function
    word or an adverb ("For example, …", "However, …"). Each item says something
    (``worded``)."""
    coordinator = [cues[k] for k in ("conjunction", "disjunction") if k in cues]
    # steps in order close with "then" ("reveal it, put it into your hand, then shuffle"),
    # not a condition's consequence ("If, for one of the targets, …, then it remains")
    sequence, condition = cues.get("sequence"), cues.get("if")
    text = side.text
    longest = LIST_ITEM_WORDS if english else TRANSLATION_ITEM_WORDS

    def worded(a: int, b: int) -> bool:
        """Whether an item says something: a content word, or a function word of
        ITEM_WORD letters or more (Spanish counts « usar » and « dado » among its
        function words), not « que ce » of « que ce soit … ou »."""
        return any(t.is_alpha and (content(t, stop_words) or len(t.text) >= ITEM_WORD)
                   for t in (side.tokens[i] for i in side.token_range(a, b)))

    def opens(segment: tuple[int, int], begun: int) -> re.Match | None:
        """The coordinator opening ``segment`` of a sentence ``begun`` there, if any."""
        opened = next((m for m in (c.match(text, segment[0]) for c in coordinator) if m), None)
        if opened is None and sequence is not None and not (
                condition is not None and condition.search(text, begun, segment[0])):
            opened = sequence.match(text, segment[0])
        return opened

    out = []
    for sentence in side.sentences:
        if not (span[0] <= sentence.start < span[1]):
            continue
        for stretch in LIST_STRETCH.finditer(text, sentence.start, sentence.end):
            cuts = [stretch.start()] + [m.end() for m in re.finditer(
                ",", text[:stretch.end()]) if m.start() >= stretch.start()] + [stretch.end()]
            segments = []
            for a, b in zip(cuts, cuts[1:], strict=False):
                a += len(text[a:b]) - len(text[a:b].lstrip())
                end = b - 1 if text[b - 1:b] == "," else b
                segments.append((a, end))
            for first in range(len(segments) - 2 + (not english)):
                words = text[slice(*segments[first])].split()
                if not words or (first == 0 and stretch.start() <= sentence.start + 1
                                 and len(words) <= OPENER_WORDS and (
                                     words[0].lower() in stop_words
                                     or words[0].lower().endswith("ly"))):
                    continue
                # (its last words, whatever space parts them: « marqueurs « énergie » »)
                starts = [m.start() for m in re.finditer(r"\S+", text[slice(*segments[first])])]
                items = [(segments[first][0] + starts[-min(len(starts), FIRST_ITEM_WORDS)],
                          segments[first][1])]
                for a, b in segments[first + 1:]:
                    opened = opens((a, b), sentence.start)
                    inner = None if english else next(
                        (m for c in coordinator for m in c.finditer(text, a, b)
                         if len(text[a:m.start()].split()) <= longest), None)
                    if opened:
                        items.append((opened.end() + 1, b))
                        break
                    if inner is not None and worded(a, inner.start()):
                        items += [(a, inner.start() - 1), (inner.end() + 1, b)]
                        break
                    if len(text[a:b].split()) > longest:
                        items = []
                        break
                    items.append((a, b))
                else:
                    items = []
                if len(items) >= LIST_LEAST and all(worded(a, b) for a, b in items):
                    out.append(items)
    return out


COMPOUND_PART = 4  # letters of a rendering found inside a compound, at least


def _there(tokens: list, ctx: Context) -> set[str]:
    """The words of the target tokens, as lemmas and lower-case forms, and the parts of
    a hyphenated word the tokenizer keeps whole (« blanco-azul » says "white-blue", which
    the English tokenizer cuts in three)."""
    out = {w for t in tokens for w in (t.lemma, t.lower)}
    for t in tokens:
        if "-" in t.text:
            for part in t.lower.split("-"):
                if part:
                    out.update((part, ctx.tgt.lemma(part)))
    return out


def _said_terms(view: PairView, ctx: Context, fr_span: tuple[int, int], fr_tokens: list
                ) -> list:
    """The English terms and card names (matches) that the translation's group at
    ``fr_span`` says: by a glossary rendering, or by the rendering in another part of
    speech (« ganas el enfrentamiento » for "win the clash", officially « enfrentar »).
    Found once per group and English: the clause and list judgements all ask."""
    key = ("said_terms", fr_span, view.en.text)
    if key not in view.fr.memo:
        view.fr.memo[key] = [
            m for m in (*view.en.terms, *view.en.cards)
            if renderings(view.fr, ctx, list(m.payloads), fr_span) or any(
                t.is_alpha and another_part_of_speech(t.text, m.payloads, ctx)
                for t in fr_tokens)]
    return view.fr.memo[key]


def _group_renderings(view: PairView, ctx: Context, fr_span: tuple[int, int], fr_tokens: list):
    """What says an English word of a ruling's group in its translation: ``renders(e,
    t)``, whether target token ``t`` renders English token ``e`` (a word the lexicon
    links it to, one spelt alike); ``rendered(e)``, whether a word of the group does, or
    a glossary rendering of the English term or name holding ``e`` stands in the
    group."""
    links = ctx.lexicon.links
    said_terms = [view.en.span(m) for m in _said_terms(view, ctx, fr_span, fr_tokens)]
    there = _there(fr_tokens, ctx)
    # in German, a word the tokenizer cut out of a compound is said by the compound
    # (« Untertypen » says "subtypes", cut « Unter » and « typen »)
    wholes = (re.findall(r"\w[\w-]*", view.fr.text[fr_span[0]:fr_span[1]].lower())
              if ctx.pack.compounds else [])

    def renders(e, t) -> bool:
        said = links.get(e.lemma, frozenset())
        return t.lemma in said or t.lower in said or near_cognate(e.text, t.text)

    def rendered(e) -> bool:
        said = links.get(e.lemma, frozenset())
        return (any(a <= e.start < b for a, b in said_terms)
                or bool(said & there)
                # a form the lookup table reads as another word (« reste », a noun, is
                # also a form of « rester »)
                or any(ctx.tgt.reads_as(w, s) for w in there for s in said)
                or any(len(w) >= COMPOUND_PART and w in whole for w in said for whole in wholes)
                or any(near_cognate(e.text, o.text) for o in fr_tokens))

    return renders, rendered


def dropped_items(view: PairView, ctx: Context, bead: Bead) -> list[tuple[int, int]]:
    """Items of a list the English writes out with commas (of three items or more:
    "by keeping a running count on paper, by using a die, or by any other clear …
    method") where the translation's group writes out none as long, and the item's own
    words (those no other item has) are said by none of the group's: words the lexicon
    knows, none rendered by a word the lexicon links to it, one spelt alike or a
    glossary rendering. Both are needed: a list made into a sentence of its own has
    fewer items and says every one; a word the lexicon cannot link may well be said."""
    lexicon = ctx.lexicon
    group = _ruling_group(view, ctx, bead)
    if group is None:
        return []
    en_span, fr_span, en_tokens, fr_tokens = group
    src, tgt = ctx.source_pack, ctx.pack
    lists = _serial_lists(view.en, en_span, src.cue_patterns, src.stop_words, True)
    if not lists:
        return []
    longest = max((len(items) for items in _serial_lists(
        view.fr, fr_span, tgt.cue_patterns, tgt.stop_words, False)), default=0)
    _, rendered = _group_renderings(view, ctx, fr_span, fr_tokens)
    # the English's game terms and card names: the glossary knows how each is said
    named = [(view.en.span(m), m) for m in (*view.en.terms, *view.en.cards)]
    wrong = said_wrongly(view)

    def term_of(t):
        return next((m for (a, b), m in named if a <= t.start < b), None)
    out = []
    for items in lists:
        if len(items) <= longest:
            continue
        words = [[t for t in (view.en.tokens[i] for i in view.en.token_range(a, b))
                  if t.is_alpha and content(t, src.stop_words)] for a, b in items]
        dropped = []
        for k, span in enumerate(items):
            others = {t.lemma for j, w in enumerate(words) if j != k for t in w}
            own = [t for t in words[k] if t.lemma not in others]
            termed = [(t, m) for t, m in zip(own, map(term_of, own), strict=True)
                      if m is not None]
            if any(e.key in wrong for _, m in termed for e in m.payloads):
                continue  # said with a wrong word: terminology says so
            # none of its words said, or a game term of its own not said at all ("playing
            # a land" gone, though « jugando » says "playing" elsewhere)
            # (a term named before in the ruling, "whether that creature is tapped", the
            # translation may refer back to with a pronoun: « qu'elle soit engagée »)
            # (an item of game terms alone, each named before, may be referred back to
            # with the rest of its list: « Las que van a parar a tu cementerio » for
            # "Instant and sorcery cards that are put into your graveyard" after "Only
            # instant and sorcery cards")
            back = bool(termed) and len(termed) == len(own) and all(
                _named_before(view, m, t.start) for t, m in termed)
            if ((any(t.lemma in lexicon.links for t in own) or termed) and not back
                    and not any(map(rendered, own))
                    or any(not rendered(t) and not _named_before(view, m, t.start)
                           for t, m in termed)):
                dropped.append(span)
        if len(dropped) <= len(items) - max(longest, 1):
            out += dropped
    return out


def _named_before(view: PairView, mention, at: int) -> bool:
    """Whether the English names the glossary entry of ``mention`` before ``at`` (a term
    or a card named again)."""
    keys = {p.key for p in mention.payloads}
    return any(view.en.span(m)[1] <= at and keys & {p.key for p in m.payloads}
               for m in (*view.en.terms, *view.en.cards))


# The last item of a pair closing an English clause ("Other kinds of counters that
# players may have include poison and experience.", "exile all tokens and lands."): the
# word of meaning just before "and" or "or" (X) and the words of meaning after it up to
# the punctuation, past determiners and PAIR_WORDS at most, with no other word between
# (Y; not "and exert it,", "and the game moves on."). Y is dropped where none of its
# words is said in the group (a word the lexicon links to it, one spelt alike, a
# glossary rendering), one word of the group renders X and no coordinator of the pack
# stands within PAIR_REACH words of it. A word the lexicon cannot link counts as unsaid
# ("experience"): the missing coordinator beside X's rendering is the second sign. Card
# texts are spared it (older prints said "target player" where the English now says
# "target player or planeswalker").
PAIR_WORDS = 2
PAIR_REACH = 3


def dropped_pairs(view: PairView, ctx: Context, bead: Bead) -> list[tuple[int, int]]:
    """The last items of pairs the translation's group drops (see PAIR_WORDS)."""
    group = _ruling_group(view, ctx, bead)
    if group is None:
        return []
    en_span, fr_span, en_tokens, fr_tokens = group
    src, tgt = ctx.source_pack, ctx.pack
    renders, rendered = _group_renderings(view, ctx, fr_span, fr_tokens)
    out = []
    for k, co in enumerate(en_tokens):
        if co.lower not in src.coordinators or not k or not content(en_tokens[k - 1],
                                                                    src.stop_words):
            continue
        x, item = en_tokens[k - 1], []
        for t in en_tokens[k + 1:]:
            if not t.is_alpha:
                break
            if content(t, src.stop_words):
                item.append(t)
            elif item or t.lower not in src.determiners:
                item = []
                break
            if len(item) > PAIR_WORDS:
                break
        if not (item and len(item) <= PAIR_WORDS and _closes(en_tokens, item[-1])):
            continue
        if any(map(rendered, item)):
            continue  # said in the group
        said = [i for i, o in enumerate(fr_tokens) if renders(x, o)]
        if len(said) != 1:
            continue
        near = fr_tokens[max(0, said[0] - PAIR_REACH):said[0] + PAIR_REACH + 1]
        if not any(o.lower in tgt.coordinators for o in near):
            out.append((co.start, item[-1].end))
    return out


def _closes(tokens: list, last) -> bool:
    """Whether the token after ``last`` is punctuation (the pair closes its clause)."""
    k = tokens.index(last) + 1
    return (k < len(tokens) and not tokens[k].is_alpha and not tokens[k].text[:1].isalnum()
            and tokens[k].text[:1] not in "{'’")


def _unmatched(items: list[tuple[list, set[int]]]) -> list[list]:
    """The items left with no word of their own in a largest matching of items to the
    words that may render them (each word renders one item)."""
    owner: dict[int, int] = {}

    def place(k: int, seen: set[int]) -> bool:
        for w in items[k][1]:
            if w not in seen:
                seen.add(w)
                if w not in owner or place(owner[w], seen):
                    owner[w] = k
                    return True
        return False

    return [item for k, (item, _) in enumerate(items) if not place(k, set())]


def _inside_groups(check: Check, view: PairView, ctx: Context, english: bool
                   ) -> list[Finding]:
    """The parentheses and clauses of one side's aligned groups that the other side's
    leave out: the English's dropped (omission), or the translation's added (addition)."""
    side = view.en if english else view.fr
    what = ("English {} not translated (dropped)" if english
            else "{} with no English counterpart (added)")

    def finding(kind: str, span: tuple[int, int], text: str, severity: Severity) -> Finding:
        where = {"en_span": span, "expected": text} if english else {"fr_span": span,
                                                                     "found": text}
        return check.finding(what.format(kind), severity=severity, **where)

    out = []
    beads = list(view.beads)
    for k, bead in enumerate(beads):
        for start, end in one_sided_parentheses(view, ctx, bead, english):
            text = side.text[start:end]
            if ENUMERATOR.fullmatch(text) and not side.text[start - 1:start].isalnum():
                # a list's letter or number ("(e)"; not a plural's "color(s)"): the list
                # has an item more or fewer
                out.append(finding("list item", (start, end), text, check.severity))
            else:
                out.append(finding("parenthesis", (start, end), text, _aside(text, check)))
        clauses = lonely_clauses(view, ctx, bead, english)
        if clauses:
            # a clause moved into the next or previous sentence ("…, the ability will
            # trigger five times. Those creatures get …" said « … : liste. La capacité
            # se déclenche cinq fois, et ces créatures gagnent … »): the other side's
            # lonely clause there says it
            near = [c for j in (k - 1, k + 1) if 0 <= j < len(beads)
                    for c in lonely_clauses(view, ctx, beads[j], not english)]
            clauses = [c for c in clauses
                       if not any(_same_clause(view, ctx, c, n) if english
                                  else _same_clause(view, ctx, n, c) for n in near)]
        for start, end in clauses:
            out.append(finding("clause", (start, end), side.text[start:end].strip(" ,;:"),
                               check.severity))
        said = list(clauses)
        for start, end in ([*lonely_items(view, ctx, bead), *dropped_items(view, ctx, bead),
                            *dropped_pairs(view, ctx, bead)] if english
                           else added_items(view, ctx, bead)):
            if not any(a <= start < b or start <= a < end for a, b in said):
                said.append((start, end))
                out.append(finding("list item", (start, end), side.text[start:end],
                                   check.severity))
    return out


# The share of each of two clauses' words of meaning the lexicon knows that the other
# clause renders, for them to say one thing (a clause moved to a neighbouring sentence).
MOVED_SHARE = 0.5


def _same_clause(view: PairView, ctx: Context, en: tuple[int, int], fr: tuple[int, int]
                 ) -> bool:
    """Whether an English clause and a translation's say the same: of the words of
    meaning the lexicon knows on each side, at least MOVED_SHARE rendered by the other
    clause's (a word it links to, one spelt alike), and their numbers alike."""
    lexicon = ctx.lexicon
    en_words = [t for t in (view.en.tokens[i] for i in view.en.token_range(*en))
                if content(t, ctx.source_pack.stop_words) and t.lemma in lexicon.links]
    fr_words = [t for t in (view.fr.tokens[i] for i in view.fr.token_range(*fr))
                if content(t, ctx.pack.stop_words) and t.lemma in lexicon.targets]
    if len(en_words) < MIN_KNOWN or len(fr_words) < MIN_KNOWN:
        return False
    numbers = [sorted(n.value for n in side.numbers if a <= n.start < b)
               for side, (a, b) in ((view.en, en), (view.fr, fr))]
    if numbers[0] != numbers[1]:
        return False
    renders = lexicon.renders({w for t in en_words for w in (t.lemma, t.lower)})
    there = {w for t in fr_words for w in (t.lemma, t.lower)}
    said_fr = sum(_said_in_group(t, renders, en_words) for t in fr_words)
    said_en = sum(bool(lexicon.links.get(t.lemma, frozenset()) & there)
                  or any(cognate(t.text, o.text) for o in fr_words) for t in en_words)
    return (said_fr >= MOVED_SHARE * len(fr_words)
            and said_en >= MOVED_SHARE * len(en_words))


# The source pack's cues that make a sentence of a word or two say something (« Not
# both. », "No.", "Only once.")
SHORT_SENTENCE_CUES = ("negation", "only", "both", "each", "at-least", "at-most")


def _says_a_cue(ctx: Context, view: PairView, sentence) -> bool:
    """Whether an English sentence negates, restricts or counts: a cue of
    SHORT_SENTENCE_CUES, or a number."""
    cues = ctx.source_pack.cue_patterns
    return (any(cues[c].search(sentence.text) for c in SHORT_SENTENCE_CUES if c in cues)
            or any(sentence.start <= n.start < sentence.end and not n.weak
                   for n in view.en.numbers))


# The letter or number of an item of a list written out ("(a) …, (b) …, or (e) …"),
# which a translation keeps: one side's without a counterpart counts the items apart.
ENUMERATOR = re.compile(r"\(\s*(?:[a-zA-Z]|\d{1,2}|[ivx]{1,4})\s*\)")


def _aside(text: str, check: Check) -> Severity:
    """A parenthesis of a few words ("(see below)") is minor when dropped or added."""
    return check.severity if len(text.split()) >= MIN_WORDS_FOR_OMISSION else Severity.MINOR


class Omission(Check):
    """English sentence, or parenthesis of a ruling, with no counterpart in the translation.

    From the sentence alignment: a 1-0 bead whose English sentence has at least three
    words, or fewer that negate, restrict or count ("Not both."). The finding carries
    the English sentence as the text to translate. A sentence wholly in parentheses
    (reminder text) is a minor finding.

    Inside an aligned group of a ruling, a parenthesis the translation leaves out is one
    too (see ``one_sided_parentheses``): minor when it has fewer than three words, unless
    it is a list's letter or number ("(e)": an item of the list gone). Card
    texts are spared it, since prints may leave out reminder text (``--texts``). So is a
    clause of a ruling's sentence that the translation does not render (see
    ``lonely_clauses``), an item of a list the game's terms make ("Skeleton or
    Zombie" said « Skelett »: see ``lonely_items``), and an item of a list written out
    with commas that the translation's group writes out shorter and says nothing of
    ("by using a die" gone: see ``dropped_items``), and the last item of a pair closing
    a clause ("poison and experience" said « los de veneno »: see ``dropped_pairs``).
    """

    id = "omission"
    mqm = MqmCategory.ACCURACY_OMISSION
    severity = Severity.MAJOR
    # 2: parentheses of rulings; 3: clauses; 4: card texts' reminder sentences; 5: an
    # idiom's words ("it doesn't matter") judge nothing; 6: a clause ends before a
    # parenthesis; the English's function words render none ("the" is no « champ »);
    # 7: an item of a list of things the game names (lonely_items); 8: card names too,
    # and adjectives after "is" (colours); 9: no clause cut inside a quotation or a
    # parenthesis; 10: each word of the translation renders one item of a list; an item
    # after an article ("or a planeswalker") or "including"; a word spelt alike once
    # doubled letters are written once; 11: a list closed by "or so on" ("power,
    # toughness, types, color, or so on"); 12: a clause's numbers count, said where
    # the translation's group has the same; 13: an item of a list written out with
    # commas, said shorter (dropped_items); 14: the last item of a pair closing a
    # clause, unsaid, with no coordinator beside the first's rendering (dropped_pairs)
    # 15: a comma list's item with a game term of its own unsaid; its glossary terms count
    # as known words; steps closed by "then" (not a condition's); German compounds say
    # the words the tokenizer cut (« Untertypen »)
    # 16: an English parenthesis said in the translation's running text (« , qui devrait
    # être illégale ») is no omission, as a translation's is no addition
    # 17: no list inside a card's name ("Firesong and Sunspeaker")
    # 18: after a relative "that", a word with its object after it is a verb (the English
    # pack's pos_guess), for a list of actions as for terms
    # 19: a pair named before and again as "both" (« Si ambos se destruyen » for "If both
    # the permanent and the Aura are destroyed": _both_named_before); an -ing form after
    # an article is a verb (the English pack's pos_guess); a list's last item leaves out
    # the verb its run took in ("an effect or rule puts two cards": _without_verb)
    # 20: an English sentence of a word or two that negates, restricts or counts ("Not
    # both.": _says_a_cue)
    # 21: a compound's parts are one written word of a clause (lonely_clauses)
    # 22: a clause moved into the neighbouring sentence is said (_same_clause); a form
    # the lookup table reads as a linked word renders it (« reste », rester); one
    # rendering of several words renders one English word (« points de vie »)
    # 23: a German condition (the pack's "if") opens no step of a list its "dann" closes
    # 24: a connective's words judge no clause where the English's group says it too
    # (« du moment qu'il s'agit de vous » for "as long as it's you")
    # 25: a word said fewer times than the English's group says it is unsaid in the
    # clause said least (_unsaid_repeats); a part a semicolon or colon closes judged whole
    # 26: « mit Ausnahme », « à l'exception », « a excepción » open a restriction (the
    # packs' contrast cue)
    # 27: a glossary rendering's feminine in -euse (« bloqueuse »), no word of its own
    # (« sorte » is no form of « sort »: the Analyzer's keys)
    # 28: a clause judged with the renderings of the terms and names its group names once,
    # a term's rendering in another part of speech (_said_terms), the parts of a hyphenated
    # target word (_there), a weak number said by the same number; "whenever" a connective
    # 29: the English's possessives render no word of a clause ("their" is no « joueur »);
    # a concession of the English answers the translation's first ("even for" said
    # « aunque sea », _provisos)
    # 30: « le cas échéant », « en su caso », « gegebenenfalls » ("if any") say no clause
    # of their own (the packs' neutral phrases); German inflected words read whole
    # (« Artefakten », Analyzer.compound)
    # 31: "until" said "as long as … not" (« tant qu'elle n'a pas fini ») opens no proviso
    # (_until_said_while_not)
    # 32: an English clause of cue words dropped with its cues ("but it still can if
    # able": CLAUSE_CUES)
    # 33: a term named before in the ruling may be said by a pronoun in a list item
    # (_named_before); a word the translation says again after a coordinator adds no item
    # 34: a list's letter left without a counterpart ("(a) … (e)" said up to « (d) »): an
    # item dropped (ENUMERATOR)
    # 35: a list the English names again whole, said by a pronoun of a noun (« Las que
    # van a parar … »: _named_again), drops no item; nor does a written-out list's item
    # of game terms alone, each named before in the ruling (dropped_items)
    version = 35
    suppressed_by = ("untranslated",)

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        out = _inside_groups(self, view, ctx, english=True)
        for bead in view.beads:
            if bead.en and not bead.fr:
                for k in bead.en:
                    s = view.en.sentences[k]
                    # (a shorter one that negates or counts says as much: "Not both.")
                    if (len(_words(view.en.sub(s.start, s.end).tokens)) >= MIN_WORDS_FOR_OMISSION
                            or _says_a_cue(ctx, view, s)):
                        out.append(self.finding(
                            "English sentence not translated (dropped)", expected=s.text,
                            en_span=(s.start, s.end), severity=_parenthetical(
                                s.text, self, view, view.en.text, (s.start, s.end))))
        return out


class Addition(Check):
    """Sentence in the translation, or parenthesis of a ruling's, with no counterpart in
    the English.

    From the sentence alignment: a 0-1 bead. Machine translation sometimes adds an
    explanation or a repeated clause; the English is the source of truth. A sentence
    wholly in parentheses (reminder text) is a minor finding.

    Inside an aligned group of a ruling, a parenthesis the translation adds is one too
    (see ``one_sided_parentheses``): minor when it has fewer than three words; so is a
    clause that renders nothing of the English (see ``lonely_clauses``).
    """

    id = "addition"
    mqm = MqmCategory.ACCURACY_ADDITION
    severity = Severity.MAJOR
    # 2: parentheses of rulings; 3: clauses; 4: card texts' reminder sentences; 5: a
    # clause a contrast or a proviso opens, judged by the words the rest leaves over;
    # 6: an idiom's words (« Es spielt keine Rolle ») judge nothing; 7: a parenthesis
    # that says the English's running text (_said_in_running_text) is none; 8: a
    # proviso judged by all it says (_told: its terms and names as often as the
    # English's, a name spelt alike); a lasting condition (« tant que », « solange »,
    # « mientras ») opens one as the English's "as long as", "while"; a clause ends
    # before a parenthesis; 9: no clause cut inside a quotation or a parenthesis; a
    # proviso of one word of meaning, a game term the English does not say; 10: an
    # exception opens one (« salvo », « sauf », « außer »); the English's "as though" and
    # "whether" of choice answer none; 11: a clause's numbers count, said where the
    # English's group has the same (« auf 0 » for "to 0"); 12: an English contrast cue
    # of one word that a word of the translation renders answers none ("still" said
    # « seguir »: _provisos); 13: a proviso of the translation answered only by a
    # restriction of the English ("still", "instead" answer none); a term inside a longer
    # one is a mention of it (« ins Spiel », "onto the battlefield", names the battlefield)
    # 14: an example the translation names beyond the English's (the packs' example cue:
    # « comme le cimetière ou la main »), judged over its list as a proviso's clause is
    # 15: French « tel que » before a subject compares (« telle qu'elle était », "as it
    # last existed"): no example; 16: a clause that is its whole group adds nothing
    # 17: a proviso holding a game term the English group does not say in any form
    # (« sofern der Spiegelschwingendrache ungetappt ist »), beside a name it does
    # 18: a term of the translation that an English word of the group no term holds is
    # spelt like is said there (« mais à sa résolution » for "on resolution")
    # 19: a list's item that names a game term the English ruling does not say
    # (« y a los planeswalkers que controlas »: added_items)
    # 20: a verb in its citation form after one that renders an English term (« no
    # pueden atacar ni bloquear »), and an everyday term beside a listed one; a
    # compound's parts are one written word of a clause (« Spielsteine, »: lonely_clauses)
    # 22: as Omission 22; a term named again where the English says "those named …" (the
    # English pack's noun_pronoun)
    # 23: as Omission 23
    # 24: as Omission 24
    # 25: as Omission 25
    # 26: as Omission 26
    # 27: as Omission 27
    # 28: as Omission 28
    # 29: as Omission 29
    # 30: as Omission 30
    # 31: as Omission 31
    # 32: as Omission 32
    # 33: as Omission 33
    # 34: as Omission 34; the English's emphatic "does" ("it does expire") a contrast,
    # which « allerdings » says
    # 35: a clause a consequence opens (« donc ») where the English's group says fewer,
    # in a group of one sentence a side, is judged as a proviso added (JOINED); a pronoun
    # of the English ("ones") refers back only to a thing its group names (_told)
    version = 35

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        out = _inside_groups(self, view, ctx, english=False)
        for bead in view.beads:
            if bead.fr and not bead.en:
                for k in bead.fr:
                    s = view.fr.sentences[k]
                    out.append(self.finding("sentence with no English counterpart (added)",
                                            found=s.text, fr_span=(s.start, s.end),
                                            severity=_parenthetical(
                                                s.text, self, view, view.fr.text,
                                                (s.start, s.end))))
        return out
