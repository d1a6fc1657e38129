"""Card names and game terms against the glossary, matched on lemmas."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from difflib import SequenceMatcher

from ..align.words import (
    FALSE_FRIEND,
    KEPT,
    LINKED,
    UNEXPLAINED,
    StandIn,
    entries,
    group_span,
    groups,
    renderings,
    stand_ins,
)
from ..analysis import PARENTHESES, Context, anchor_present, cognate, fold
from ..glossary.compiled import ACCEPTED, FORBIDDEN, OUTDATED, bare_names
from ..glossary.matcher import Match
from ..glossary.model import Entry
from ..kindata import KIN_WRITTEN, pack_kin
from ..lexicon import content
from ..models import Finding, MqmCategory, Severity
from ..nlp import APOSTROPHES
from ..semantic import reminder_on_one_side
from .base import Check, PairView

NAME_CHECKS_SUPPRESSED_BY = ("untranslated", "omission")


ABILITY_WORD = re.compile(r"[ \u00a0]*[—–]")  # what follows an ability word
# What follows a card's name that is a format's too: "a Two-Headed Giant game" (252 of the
# 34,196 rulings of MTGJSON 2019 name that format), "the Commander variant".

# How near (difflib's ratio, 0..1) a span must come to a card's official name to be
# taken for a misspelt or mistranslated one: 0.8 for « Acier sculptant » (Acier
# sculpteur), 0.79 for « Bassin sans fond » (Piscine sans fond); « Kiki-Jiki, le jeton
# reste » comes to 0.58 of « Kiki-Jiki, brise-miroir ».
NEAR_NAME = 0.75
# A name's words said in another name: at least NAME_WORDS_SHARED of its words of at least
# NAME_WORD letters; the capitalised word opening it at most NAME_REACH tokens before.
NAME_WORDS_SHARED, NAME_WORD, NAME_REACH = 2, 4, 4
OUTSIDE_NAMES = re.compile(r"[.;:!?(){}\[\]/\n«»\"]")  # what no card name holds


def _present_entries(view: PairView, attr: str) -> dict[str, tuple[Entry, list]]:
    """Glossary entries found in the English, with their matches, by entry key."""
    found: dict[str, tuple[Entry, list]] = {}
    for match in getattr(view.en, attr):
        senses = match.payloads[:1] if attr == "cards" else match.payloads
        for entry in senses:
            found.setdefault(entry.key, (entry, []))[1].append(match)
    return found


def _accepted_uses(view: PairView, present: dict[str, tuple[Entry, list]]) -> set[int]:
    """The translation's term matches (indices into view.fr.terms) that render a term
    the English uses, as many for each term as the English says it, nearest its
    mentions first: « Un effet qui vous demande de « jouer » une carte ne vous permet pas
    de jouer des terrains » renders "play" once, and the first « jouer », where "cast"
    stood, is left to be judged."""
    def place(side, match) -> float:
        return match.start / max(1, len(side.tokens))

    spans = [view.fr.span(m) for m in view.fr.terms]
    # a rendering inside a longer one of another term the English says renders that one
    # only (« girar » of « símbolo de girar », the tap symbol, says no "tap")
    held = {k for k, (a, b) in enumerate(spans) for j, (c, d) in enumerate(spans)
            if j != k and c <= a and b <= d and (d - c) > (b - a) and any(
                f.role == ACCEPTED and f.entry.key in present and f.entry.key not in {
                    g.entry.key for g in view.fr.terms[k].payloads}
                for f in view.fr.terms[j].payloads)}
    out: set[int] = set()
    for key, (_, mentions) in present.items():
        candidates = [k for k, m in enumerate(view.fr.terms) if k not in held and any(
            f.role == ACCEPTED and f.entry.key == key for f in m.payloads)]
        pairs = sorted((abs(place(view.fr, view.fr.terms[k]) - place(view.en, mention)), k, i)
                       for k in candidates for i, mention in enumerate(mentions))
        used: set[int] = set()
        for _, k, i in pairs:
            if k not in out and i not in used:
                out.add(k)
                used.add(i)
    return out


def _inside_longer_term(view: PairView, entry: Entry):
    """The English term match (of more words) that holds ``entry``'s English words, in
    a row, as written or as lemmas; None where none does."""
    words = entry.en.lower().split()
    for match in view.en.terms:
        tokens = view.en.tokens[match.start:match.end]
        if len(tokens) <= len(words):
            continue
        for k in range(len(tokens) - len(words) + 1):
            if all(w in (t.lower, t.lemma) for w, t in zip(words, tokens[k:k + len(words)],
                                                          strict=True)):
                return match
    return None


def _folded(text: str) -> str:
    """Text compared without case, its apostrophes straight (one character for one, so
    offsets hold): « Accueil d’Ajani » is « Accueil d'Ajani »."""
    return text.casefold().translate(APOSTROPHES)


def _spelt_alike(name: str, official: tuple[str, ...]) -> bool:
    """Whether ``name`` is one of the official names but for case, apostrophes and
    hyphens (« Skaab-Goliath » for Skaab Goliath is the official name, not English)."""
    return _folded(name).replace("-", " ") in {_folded(o).replace("-", " ") for o in official}


class CardName(Check):
    """Card name not rendered with its official name.

    Every card name of the English ruling (from the card glossary, exact case, with
    possessives) must stand in the translation under its official name, with any
    article or elision (le/la/l'/du/de la/des/au/aux) and either case of its first
    letter. A name left in English, a known wrong name, or a missing name is a
    finding naming the expected name; an invented name is shown when it can be found
    (the span of the aligned sentence nearest the official name, « Acier sculptant »
    for Acier sculpteur, else a capitalised word that is no known name). A name made of
    ordinary words ("Sacrifice", "Exile", "Explosion") counts as a name only where its
    capitals tell (after a lower-case word, before a possessive, or a capital after its
    first word) unless the English name or a known wrong name stands in the
    translation. A target word is a card's name only where the English names that card.
    A name right once and misspelt on its second mention is found too (in its aligned
    group, where the stand-in holds a word of the name beside its own), as is one whose
    second mention's sentences say another name made of its words (« le Mangeur
    d'esprits kheru » after « la Dévoreuse d'esprits de Kheru »), and a legendary name
    whose first part is followed by an epithet of the translation's own where the
    English says the whole name (« Hanweir, la commune convulsée »), though the first
    part alone stands right elsewhere (only the whole name counts beside a wrong one).
    """

    id = "card-name"
    mqm = MqmCategory.TERMINOLOGY
    severity = Severity.MAJOR
    # 2: names settled by the English, near misses, mentions; 3: curly apostrophes;
    # 4: an invented name located by what stands in its place where capitals mark no name;
    # 5: a format's name ("a Two-Headed Giant game") is no card's; 6: nor the end of a
    # longer proper name ("the Legends card Divine Intervention"); 7: stand-ins linked
    # by the term's likeliest renderings only (as TermMissing 21); 8: an inflected name
    # keeps its prepositions; 9: a set named like a card ("the Hour of Devastation set");
    # 10: a name's article fused with a preposition (« du Voile de Chaîne »); 11: a
    # mention whose sentences have another name made of the name's words; 12: a
    # legendary name's first part with an epithet of its own (« Hanweir, la commune
    # convulsée »); 13: no name joined by a hyphen to a word ("Jump-start" names no
    # card Jump); 14: a name's words as written too (as Terminology 17); 15: a word
    # holding an English word's stem with the language's affixes is kept from the English
    # (stand_ins: « détapper »); 16: a name of ordinary words after an indefinite
    # determiner is the word ("an Illusion"); 17: a legendary name's first part said
    # right counts for no mention beside a wrong name of the card (« Chromium … Chromium,
    # le Mutable »); 18: several copies named in the plural ("two Platinum Angels",
    # « deux Anges de platine »; not a name of one word: "blue Illusions"); 19: a mention
    # in an aligned group with fewer official names than mentions, where a stand-in holds
    # a word of the name beside its own (_group_stand_in: « Der Verschiebende Schatten »);
    # 20: an English name of several words kept where the English misspells it
    # 21: a name that is a game term, where the translation renders the term ("may
    # Replicate" said « reproducir »: _said_as_term), is the term
    # 22: the English name left in the running text beside the official one (« Verwandelt
    # Cytoshape … durch Zytoform »), however the mentions add up
    # 23: where capitals mark names, a group's stand-in that renders a word of the English
    # name (« La Règle de la loi » for Rule of Law beside « l'Autorité de la loi »); an
    # English name of one word that a capitalised word follows mid-line begins another
    # name, no card's ("banned in Arena Standard": analysis._inside_longer_name)
    # 24: another card's official name, which the English does not name, standing where a
    # mention has no name of its own (« le Lhurgoyf » for Tarmogoyf beside « le
    # Tarmogoyf »: _group_stand_in)
    version = 24
    suppressed_by = NAME_CHECKS_SUPPRESSED_BY

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        fr = view.fr
        # English names left in the translation; a shorter official name inside one
        # (Kiki-Jiki in "Kiki-Jiki, Mirror Breaker") does not count as rendered.
        # An official name spelt like the English one but for a hyphen (Boros-Elite) is
        # not left in English either.
        english = [m for m in ctx.compiled.target_english_cards.find(fr.tokens)
                   if not any(a.start <= m.start and m.end <= a.end and (
                       a.end - a.start > m.end - m.start
                       or any(p.role == ACCEPTED for p in a.payloads))
                       for a in fr.cards)]
        inside_english = {i for m in english for i in range(m.start, m.end)}
        accepted: dict[str, int] = defaultdict(int)
        whole: dict[str, int] = defaultdict(int)  # of them, the whole official name
        wrong: dict[str, list] = defaultdict(list)
        for match in fr.cards:
            if match.start in inside_english:
                continue
            for form in match.payloads:
                if form.role == ACCEPTED and form.form not in form.entry.target:
                    # A legendary name's first part (« Kiki-Jiki ») is its name unless
                    # an epithet follows that misses the official one.
                    at = fr.span(match)[0]
                    near = self._near_miss(view, form.entry, (at, at + 1), ctx)
                    if near is not None and near[0][1] > match.end and not near[1]:
                        wrong[form.entry.en].append((Match(*near[0], (form,)), ""))
                        continue
                    end = self._other_epithet(view, form.entry, match, ctx)
                    if end is not None:
                        wrong[form.entry.en].append((Match(match.start, end, (form,)), ""))
                        continue
                if form.role == ACCEPTED:
                    accepted[form.entry.en] += 1
                    whole[form.entry.en] += form.form in form.entry.target
                elif form.role == FORBIDDEN:
                    wrong[form.entry.en].append((match, form.form))
        for match in english:
            wrong[match.payloads[0].en].append((match, None))
        covered = {i for m in fr.cards for i in range(m.start, m.end)} | inside_english
        asides = [m.span() for m in PARENTHESES.finditer(fr.text)]
        folded = _folded(fr.text)

        out: list[Finding] = []
        present = _present_entries(view, "cards")
        judged = {entry.en for entry, _ in present.values()}
        # An English name of several words left in the translation where the English does
        # not write it: the English misspells it ("Crook of Condemnatnion" beside « Crook
        # of Condemnation »). Not where the English writes it as no card's name: a
        # format's name kept (« una partida de Grand Melee » for "a Grand Melee game").
        english_text = _folded(view.en.text)
        for match in english:
            entry, kept = match.payloads[0], fr.text[slice(*fr.span(match))]
            if (entry.en not in judged and match.end - match.start > 1
                    and _folded(entry.en) not in english_text
                    and not _spelt_alike(kept, entry.target)):
                judged.add(entry.en)
                out.append(self.finding(
                    f"{entry.en}: « {kept} » is left in English; the official name is "
                    f"« {entry.expected} »", expected=entry.expected, found=kept,
                    fr_span=fr.span(match), en_term=entry.en))
        for entry, matches in present.values():
            # "Delirium — …" is the ability word, not the card Delirium ("a Two-Headed
            # Giant game" names the format: no card, see Context.source)
            matches = [m for m in matches
                       if not ABILITY_WORD.match(view.en.text, view.en.span(m)[1])
                       and not _said_as_term(view, entry)]
            if not matches:
                continue
            first = view.en.span(matches[0])
            bad = wrong.get(entry.en, [])
            # As written, too: where lines run together, the tokenizer leaves a name's
            # last word glued to what follows (« Karlov du Conseil fantôme.{W} »).
            written = sum(len(re.findall(rf"(?<!\w){re.escape(_folded(name))}(?!\w)", folded))
                          for name in entry.target)
            # A legendary name's first part said right counts for a mention, but for none
            # the translation says with an epithet of its own or misspelt beside it
            # (« Chromium … Chromium, le Mutable » for "Chromium … Chromium, the Mutable")
            # The English name left in the running text, beside the official one or not
            # ("If Cytoshape turns … the Cytoshaped creature" said « Verwandelt Cytoshape
            # … die durch Zytoform veränderte Kreatur »), is a name left in English
            # however the mentions add up; not in a parenthesis (« Zytoform (Cytoshape) »
            # glosses the official name).
            left = [(m, form) for m, form in bad if form is None and not any(
                a <= fr.span(m)[0] < b for a, b in asides)]
            if not left and max(accepted[entry.en] if not bad else whole[entry.en],
                                written) >= len(matches):
                continue
            if accepted[entry.en] and not bad:
                # Fewer right names than mentions that are surely names: a pronoun, or a
                # name misspelt (« Liche de filacteria » beside « Liche de la filacteria »).
                named = [m for m in matches if self._surely_a_name(view, m, ctx)]
                near = (self._near_miss(view, entry, (0, len(fr.text)), ctx, covered)
                        if accepted[entry.en] < len(named) else None)
                if near is None and accepted[entry.en] < len(named):
                    near = self._name_words(view, entry, named, ctx, covered)
                if near is None and accepted[entry.en] < len(named):
                    near = self._group_stand_in(view, entry, named, ctx, covered)
                if near is None or near[1]:
                    continue
                bad = [(Match(*near[0], ()), "")]
            if not bad and not any(self._surely_a_name(view, m, ctx) for m in matches):
                continue  # "Sacrifice a creature", "Exile target card": ordinary words
            if bad:
                match, form = (left or bad)[0]
                how = "left in English" if form is None else "a wrong name"
                out.append(self.finding(
                    f"{entry.en}: « {fr.text[slice(*fr.span(match))]} » is {how}; "
                    f"the official name is « {entry.expected} »",
                    expected=entry.expected, found=fr.text[slice(*fr.span(match))],
                    en_span=first, fr_span=fr.span(match), en_term=entry.en))
                continue
            part = view.target_part_for(first[0])
            near = self._near_miss(view, entry, part, ctx) if part else None
            if near is not None and near[1]:
                continue  # the name, inflected (German: « Aminatou der Schicksalswandlerin »)
            candidate = (fr.span(Match(*near[0], ())) if near
                         else self._invented(view, ctx, first, covered))
            out.append(self.finding(
                f"{entry.en}: the official name « {entry.expected} » is not in the translation"
                + (f"; « {fr.text[candidate[0]:candidate[1]]} » stands in its place"
                   if candidate else ""),
                expected=entry.expected,
                found=fr.text[candidate[0]:candidate[1]] if candidate else "",
                en_span=first, fr_span=candidate, en_term=entry.en))
        return out

    @staticmethod
    def _group_stand_in(view: PairView, entry: Entry, named: list[Match], ctx: Context,
                        covered: set[int]) -> tuple[tuple[int, int], bool] | None:
        """A mention in an aligned group whose translation has fewer of the card's
        official names than the English has mentions, where what stands in the name's
        place holds a word of the official name beside words of its own (« Der
        Verschiebende Schatten » for Shifting Shadow, « Veränderliche Schatten » said
        right in the sentence before), or, where capitals mark names, a capitalised word
        that renders a word of the English name (« La Règle de la loi » for Rule of Law),
        or another card's official name the English does not name (« le Lhurgoyf » for
        Tarmogoyf): its span, as token offsets, as _near_miss gives it. A pronoun, or the
        name's own words alone (« der Schatten »), is none."""
        fr, stop = view.fr, ctx.pack.stop_words
        own = {w for keys in ctx.expected_keys(entry) for w in keys}
        english = ctx.lexicon.renders(
            {w for word in entry.en.lower().split() if word not in ctx.source_pack.stop_words
             for w in (word, ctx.src.lemma(word))}, best=True) if ctx.lexicon else frozenset()
        # another card's official name, which the English does not name (settled as
        # ordinary words: Context.settle), where it is surely a name: a word of it written
        # with a capital (« el Mimeoplasma »), no game term's words (« ficha de
        # Espíritu »), no part of the card's own name (« die Statue » for « Ahnenstatue »),
        # and of several words, or where capitals mark names, or a word the lexicon does
        # not know
        said = {e.key for m in view.en.cards for e in m.payloads}
        termed = [fr.span(m) for m in fr.terms]
        names = [n.lower() for n in entry.target]
        others = [fr.span(m) for m in ctx.compiled.target_cards.find(fr.tokens)
                  if not any(p.entry.key in said for p in m.payloads)]
        others = [(a, b) for a, b in others
                  if any(fr.tokens[k].text[:1].isupper() for k in fr.token_range(a, b))
                  and not any(c < b and a < d for c, d in termed)
                  and not any(fr.text[a:b].lower() in n for n in names)
                  and (ctx.pack.capitals_mark_names or len(fr.text[a:b].split()) > 1
                       or ctx.lexicon is None
                       or not any(fr.tokens[k].lemma in ctx.lexicon.targets
                                  for k in fr.token_range(a, b)))]
        right = [fr.span(m)[0] for m in fr.cards
                 if any(f.role == ACCEPTED and f.entry.en == entry.en for f in m.payloads)]
        parts = [view.target_part_for(view.en.span(m)[0]) for m in named]
        for m, part in zip(named, parts, strict=True):
            if part is None or sum(part[0] <= at < part[1] for at in right) >= parts.count(part):
                continue
            span = CardName._invented(view, ctx, view.en.span(m), covered)
            if span is None or not part[0] <= span[0] < part[1]:
                continue
            words = [fr.tokens[k] for k in fr.token_range(*span) if content(fr.tokens[k], stop)]
            # (or, where capitals mark names, a capitalised word that renders a word of the
            # English name: the name translated word for word, « La Règle de la loi » for
            # Rule of Law beside « l'Autorité de la loi »)
            # (not the name's own word, in the plural too: « l'une ou l'autre des Géantes »)
            literal = ctx.pack.capitals_mark_names and ctx.lexicon is not None and any(
                w.lemma in english or w.lower in english for w in words
                if w.text[:1].isupper() and w.lower not in own and not any(
                    w.lower == o + end for o in own for end in ctx.pack.name_plurals))
            another = next(((a, b) for a, b in others if a <= span[0] < b), None)
            if another is not None:  # « le Lhurgoyf » for Tarmogoyf beside « le Tarmogoyf »
                k = fr.token_range(*another)
                return (k.start, k.stop), False
            if literal or (any(w.lower in own for w in words)
                           and any(w.lower not in own and w.is_alpha for w in words)):
                k = fr.token_range(*span)
                return (k.start, k.stop), False
        return None

    @staticmethod
    def _near_miss(view: PairView, entry: Entry, where: tuple[int, int], ctx: Context,
                   covered: set[int] = frozenset()
                   ) -> tuple[tuple[int, int], bool] | None:
        """Tokens of the target, starting in ``where`` (character offsets), that come
        nearest one of the card's official names as written (Acier sculptant for Acier
        sculpteur, « Preneur d'otage » for « Preneuse d'otage »): the span standing where
        the name should, as token offsets, when it is near enough; and whether it is the
        name itself, inflected, in a language whose names inflect (« Aminatou der
        Schicksalswandlerin »: its words' case endings and articles aside)."""
        tokens, text = view.fr.tokens, view.fr.text
        best, span, same = NEAR_NAME, None, False
        # a name that opens with an article is also written without it (« du Voile de
        # Chaîne »): a near miss is measured against that too
        for name in (*entry.target, *bare_names(entry.target, ctx.pack.determiners)):
            folded = _folded(name)
            shortest, longest = 0.6 * len(folded), 1.5 * len(folded) + 2
            for i in view.fr.token_range(*where):
                tok = tokens[i]
                if not tok.is_alpha:
                    continue
                for j in range(i + 1, len(tokens) + 1):
                    if j - 1 in covered:
                        break  # another name, or this one rendered right
                    window = _folded(text[tok.start:tokens[j - 1].end])
                    if len(window) > longest or OUTSIDE_NAMES.search(window):
                        break
                    if len(window) < shortest or not tokens[j - 1].is_alpha:
                        continue
                    if window == folded:
                        return (i, j), True  # the name itself
                    ratio = SequenceMatcher(None, window, folded, autojunk=False).ratio()
                    if ratio > best:
                        best, span = ratio, (i, j)
                        same = ctx.pack.names_inflect and _stems(window, ctx) == _stems(folded, ctx)
        return (span, same) if span else None

    @staticmethod
    def _other_epithet(view: PairView, entry: Entry, match: Match, ctx: Context
                       ) -> int | None:
        """Where the English says a legendary card's whole name ("Hanweir, the Writhing
        Township") and the translation its first part with an epithet of its own after
        the comma (« Hanweir, la commune convulsée » for « Hanweir, le comté grouillant »):
        the token offset where that epithet ends, the invented name being the first part
        and it. None where the epithet is the official one, or no epithet follows (the
        first part alone, or a clause after the comma that no article opens)."""
        if ", " not in entry.en or entry.en.replace("’", "'") not in view.en.text.replace(
                "’", "'"):
            return None
        tokens = view.fr.tokens
        comma = match.end
        if comma + 1 >= len(tokens) or tokens[comma].text != ",":
            return None
        first = tokens[comma + 1]
        if first.lower.replace("’", "'") not in ctx.pack.determiners:
            return None
        official = {_folded(name.split(",", 1)[1].strip()) for name in entry.target
                    if "," in name}
        if not official:
            return None
        longest = max(len(o.split()) for o in official) + NAME_REACH
        end = comma + 1
        while (end < len(tokens) and end - comma <= longest
               and (tokens[end].is_alpha or tokens[end].text in ("'", "’"))):
            end += 1
        said = _folded(view.fr.text[first.start:tokens[end - 1].end])
        if any(said.startswith(o) or o.startswith(said) for o in official):
            return None
        if ctx.pack.names_inflect and any(  # « Nissa, der weisen Animistin »: inflected
                _stems(" ".join(said.split()[:len(o.split())]), ctx) == _stems(o, ctx)
                for o in official):
            return None
        return end

    @staticmethod
    def _name_words(view: PairView, entry: Entry, named: list, ctx: Context,
                    covered: set[int]) -> tuple[tuple[int, int], bool] | None:
        """Where a mention's aligned sentences have no official name, words of it said
        in another name (« le Mangeur d'esprits kheru » beside « Dévoreuse d'esprits de
        Kheru »): two of the name's words of meaning, with the capitalised word before
        them, as token offsets. A pronoun or « cette créature » has none."""
        stop = ctx.pack.stop_words
        tokens = view.fr.tokens
        words = {t.lower for name in entry.target for t in ctx.tgt.tokens(_folded(name))
                 if t.is_alpha and len(t.lower) >= NAME_WORD and t.lower not in stop}
        rendered = {k for m in view.fr.cards for k in range(m.start, m.end)
                    if any(p.role == ACCEPTED and p.entry is entry for p in m.payloads)}
        starts = {s.start for s in view.fr.sentences}
        for match in named:
            part = view.target_part_for(view.en.span(match)[0])
            if part is None:
                continue
            inside = list(view.fr.token_range(*part))
            if any(k in rendered for k in inside):
                continue  # the name stands in this mention's sentences
            shared = [k for k in inside if k not in covered
                      and _folded(tokens[k].lower) in words]
            if len({_folded(tokens[k].lower) for k in shared}) < NAME_WORDS_SHARED:
                continue
            first = shared[0]
            opening = first if tokens[first].text[:1].isupper() else next(
                (k for k in range(first - 1, max(-1, first - NAME_REACH), -1)
                 if tokens[k].is_alpha and tokens[k].text[:1].isupper()
                 and k not in covered and tokens[k].start not in starts
                 and tokens[k].lower not in stop), first)
            return (opening, shared[-1] + 1), False
        return None

    @staticmethod
    def _surely_a_name(view: PairView, match, ctx: Context) -> bool:
        """A name made of ordinary words (Sacrifice, Exile, Explosion) is taken for a name
        only inside a sentence after a lower-case word that is no indefinite determiner
        ("an Illusion" is the type), before a possessive, or where a word after its first
        has a capital (Sculpting Steel, Hostage Taker)."""
        tokens = view.en.tokens
        before = tokens[match.start - 1] if match.start else None
        after = tokens[match.end] if match.end < len(tokens) else None
        if after is not None and after.text in ("—", "–"):
            return False  # an ability word: "Undergrowth — When …"
        if any(t.is_alpha and t.text[:1].isupper() for t in tokens[match.start + 1:match.end]):
            return True
        if not all(ctx.src.is_common_word(t.lower) or t.lower in ctx.compiled.source_words
                   for t in tokens[match.start:match.end] if t.is_alpha):
            return True
        if after is not None and after.lower in ("'s", "’s", "'"):
            return True
        return (before is not None and before.is_alpha and before.text[:1].islower()
                and before.lower not in ctx.source_pack.indefinites)

    @staticmethod
    def _invented(view: PairView, ctx: Context, first: tuple[int, int], covered: set[int]
                  ) -> tuple[int, int] | None:
        """The target span standing where an invented name should be. Where capitals mark
        names, the aligned part's first capitalised word that the English lacks and that
        starts no sentence. Otherwise (German nouns all have capitals), and where there
        is none, the words that stand in the name's place as in a term's (a literal
        translation the name's own words explain, « Griff nach Morgen » for Pull from
        Tomorrow, or words nothing explains), capitalised where every name is, widened
        over the neighbouring such words and the function words between them."""
        fr = view.fr
        capitals = ctx.pack.capitals_mark_names
        starts = {s.start for s in fr.sentences}
        if capitals:
            part = view.target_part_for(first[0])
            if part is None:
                return None
            english_caps = {t.lower for t in view.en.tokens if t.text[:1].isupper()}
            for k, tok in enumerate(fr.tokens):
                if not part[0] <= tok.start < part[1] or k in covered or tok.start in starts:
                    continue
                if tok.is_alpha and tok.text[:1].isupper() and tok.lower not in english_caps:
                    return tok.start, tok.end
        stop = ctx.pack.stop_words
        at = {t.start: k for k, t in enumerate(fr.tokens)}
        # Words that stand in the name's place, but a word nothing explains that starts
        # a sentence (« Falls », where every sentence starts with a capital).
        found = [at[c.start] for c in stand_ins(view, ctx, first) if c.start in at
                 and (capitals or c.how > UNEXPLAINED or c.start not in starts)]
        # A word the invented name shares with the official one (« Gestaltender Stahl »
        # for « Formbarer Stahl ») is part of it, though no stand-in for the name.
        group = groups(view, first[0])
        own = {w for e in entries(view, first) for keys in ctx.expected_keys(e) for w in keys}
        shared = [k for k in (fr.token_range(*group[1]) if group else ())
                  if content(fr.tokens[k], stop) and fr.tokens[k].lower in own]
        places = [k for k in (*found, *shared) if k not in covered
                  and (capitals or fr.tokens[k].text[:1].isupper())]
        if not places:
            return None
        best = places[0]
        longest = len(view.en.token_range(*first)) + 2
        lo = hi = best
        for step in (1, -1):
            k, edge = best + step, best
            while 0 <= k < len(fr.tokens) and abs(k - best) < longest:
                if k in places:
                    edge = k
                elif not (fr.tokens[k].is_alpha and fr.tokens[k].lower in stop):
                    break
                k += step
            lo, hi = (lo, edge) if step == 1 else (edge, hi)
        return fr.tokens[lo].start, fr.tokens[hi].end


def _stems(name: str, ctx: Context) -> list[str]:
    """A name's words without their case endings (cut while one is left: « dämons » and
    « dämon » alike) or articles, where names inflect. Its prepositions stay: « Reise
    zur Ewigkeit » is no form of « Reise in die Ewigkeit »."""
    skip = ctx.pack.determiners or ctx.pack.stop_words
    out = []
    for word in re.findall(r"\w+", name):
        if word in skip:
            continue
        while (cut := ctx.pack.name_key(word)) != word:
            word = cut
        out.append(word)
    return out


class _TermCheck(Check):
    suppressed_by = NAME_CHECKS_SUPPRESSED_BY
    role: str = FORBIDDEN

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        present = _present_entries(view, "terms")
        out: list[Finding] = []
        seen: set[tuple[str, str]] = set()
        excused = _accepted_uses(view, present)
        # how many of each term's mentions an accepted form renders: where all of them,
        # and any longer term of the English holding its words ("energy counter") too, a
        # wrong form of it says some other word ("removing them" said « sacándolos »
        # beside "draw a card" said « robando una carta »)
        # (a word counts once for its term, however many of its forms it matches:
        # « dispara » is a form of « dispararse » and of « disparar »)
        rendered = Counter(key for k in excused for key in {
            f.entry.key for f in view.fr.terms[k].payloads if f.role == ACCEPTED})
        for k, match in enumerate(view.fr.terms):
            forms = match.payloads
            if k in excused:
                continue  # an accepted form of a term the English uses (jouer: play)
            for form in forms:
                if form.role != self.role:
                    continue
                if form.entry.key not in present:
                    # a term inside a longer one of the English ("damage" of "be dealt
                    # damage", which the glossary has as "deal damage")
                    inside = _inside_longer_term(view, form.entry)
                    if inside is None:
                        continue
                    present[form.entry.key] = (form.entry, [inside])
                if (form.entry.key, form.form) in seen:
                    continue
                entry, en_matches = present[form.entry.key]
                longer = _inside_longer_term(view, entry)
                if rendered[form.entry.key] >= len(en_matches) and (
                        longer is None or any(e.key in rendered for e in longer.payloads)):
                    continue
                seen.add((form.entry.key, form.form))
                span = view.fr.span(match)
                found = view.fr.text[span[0]:span[1]]
                # an outdated wording beside today's for another mention of the same
                # term mixes two terminologies in one ruling ("sur le champ de bataille
                # … la garder en jeu"): no reader's habit, a wording to mend
                mixed = self.role == OUTDATED and rendered[form.entry.key] > 0
                out.append(self.finding(
                    self.describe(entry, found) + (
                        ", which this ruling says at another mention" if mixed else ""),
                    expected=entry.expected, found=found,
                    en_span=view.en.span(en_matches[0]), fr_span=span, en_term=entry.en,
                    extra={"note": entry.note},
                    severity=Severity.MAJOR if mixed else self.severity))
                break  # one finding per word: « tapearse » is wrong for tap and tapped alike
        return out

    def describe(self, entry: Entry, found: str) -> str:
        raise NotImplementedError


class Terminology(_TermCheck):
    """Game term rendered with a wrong word.

    For each glossary term the English uses, a forbidden rendering in the translation
    (dégâts for damage, compteur for counter, tapé for tapped, librairie for library…),
    matched on lemmas so every inflection counts. A forbidden form that is also the
    right rendering of another term of the same ruling (jouer: play a land) is excused;
    so is one beside accepted forms rendering every mention of its term, where no longer
    term of the English holding it is left unrendered (« sacándolos » for "removing"
    beside « robando una carta » for "draw a card").
    """

    id = "terminology"
    mqm = MqmCategory.TERMINOLOGY
    severity = Severity.MAJOR
    # 2: words that are cards' names only where the English names the card; 3: a sense's
    # next= and prev= words hold near it, even where the part-of-speech guess fails;
    # 4: a lower-case term written capitalised after a word is a proper name; 5: only
    # as a format's name ("formats other than Commander"); 6: no term inside an idiom
    # ("on the other hand"); 7: a term inside a longer one ("be dealt damage"); a
    # rendering excuses a forbidden form as often as the English says its term; 8: a
    # forbidden form as the head of a compound (« Trefferzählern »); 9: idioms "has no
    # effect on", "your ability to"; 10: a plural after "is", "aren't" is a noun ("emblems
    # aren't counters"); 11: none inside the target's idioms either (« außer Kraft
    # setzen »); 12: a run's first text read with the glossary's words as every other
    # (German compounds: « Kreaturenspielsteine » has Kreatur in it); 13: a
    # part-of-speech guess sure of itself (an article or a possessive before: "their
    # own") rules a sense out; a hyphenated form agrees by its last part (« non-jetons »);
    # 14: a sense's not-prev= words ("game play" is no playing); 15: a word no verb
    # inflects to is no verb ("dice" is no "die"); 16: no term in a title ("the Shadows
    # over Innistrad mechanics article"); a form's two words joined by a hyphen, its
    # hyphenated word apart (« non-bloqué », « Au-delà »); 17: a form's words as written
    # too (« daños » renders « daño », which the table reads as « dañar »); a modal
    # before a base form makes the guess sure ("will never reach" is no keyword); 18: a
    # verb's form of a capitalised type is none of it ("a Constructed deck"); 19: "as"
    # read as itself, not the article (next=a: "removed as the turn ends" is no "remove
    # a counter"); "the ability to block" is a capacity, no game ability; 20: plurals
    # the lookup tables lack read as the game's words ("permanents", « Saprolines »); one
    # finding per word of the translation; 21: none where accepted forms render every
    # mention of the term (and of a longer term holding it): the word says another
    # 22: no term inside a card name in the plural ("two Stitcher's Grafts")
    # 23: a base form after a plural noun an article opens is its verb (the English
    # pack's pos_guess: "its effects persist")
    # 24: a target word counts once for its term, however many of its forms it matches
    # 25: after a relative "that", a word with its object after it is its verb
    # ("effects that counter triggered abilities": the English pack's pos_guess)
    # 26: an -ing form after an article is the verb's ("when the countering fails": no
    # counter, the English pack's pos_guess)
    # 27: a participle before a term's last word keeps its form ("activated ability" is
    # no "activate abilities": the English pack's keep_attributive_endings)
    # 28: a rendering inside a longer one of another term the English says renders that
    # one only (« girar » of « símbolo de girar »)
    # 29: after a relative "that", two plurals in a row make the first a verb ("a spell
    # that counters spells": the English pack's pos_guess)
    # 30: a rendering's forms leave out words of their own the lookup table knows
    # (« sorte », « sortes » beside « sort »: Analyzer._word_of_its_own) and take French
    # feminines in -euse and -trice (« bloqueuse »)
    # 31: a format's name after "formats," ("In multiplayer formats, including Commander");
    # Spanish "remove" before counters, combat or X only (the glossary's context)
    # 32: a negative prefix written with a hyphen ("non-basic land") is the term's
    # (CompiledGlossary)
    # 33: the English's verbs of the game in -ing read as the verb ("Untapping": the
    # English pack's suffix rules); German inflected words read whole, no compound of
    # other words (« Artefakten », Analyzer.compound)
    # 34: a card named as a game term ("Dredge", « Dragage ») is the term too
    # 35: the kinds of counter learnt from the card texts (glossary/counters.py), each
    # forbidding what the row of counter forbids (« compteurs « pot-de-vin » »)
    version = 35
    role = FORBIDDEN

    def describe(self, entry: Entry, found: str) -> str:
        return f"{entry.en}: « {found} » is wrong here; the game's term is « {entry.expected} »"


class OutdatedTerm(_TermCheck):
    """Game term rendered with an outdated official wording.

    Official once, replaced since (coût converti de mana became valeur de mana in
    2021; arrive en jeu became arrive sur le champ de bataille). Minor: readers
    understand it, but it is not today's wording.
    """

    id = "outdated-term"
    mqm = MqmCategory.TERMINOLOGY
    severity = Severity.MINOR
    # 2-20: senses and terms as Terminology 3-7, 10-19, 21, 23-25; 21: major beside
    # today's wording for another mention of the term; senses as Terminology 26-27
    # 23: renderings inside longer ones as Terminology 28
    # 24: senses as Terminology 29
    # 25: senses as Terminology 31
    # 26: senses as Terminology 32
    # 27: words as Terminology 33
    version = 27
    role = OUTDATED

    def describe(self, entry: Entry, found: str) -> str:
        return f"{entry.en}: « {found} » is outdated; today's term is « {entry.expected} »"


# A term is binding when official texts render it with an accepted form nearly always:
# in at least BINDING_SHARE of at least BINDING_LEAST official texts that have the English
# term (the glossary's consistency column, from ``rulingqa glossary measure``). Chosen on
# the official card texts of 2015 on: at 0.99 a term missing from them would be a major
# finding on at most 0.7% of the French texts (1.2% German, 0.9% Spanish), at 0.98 on
# 1.1% (2.1%, 1.4%), at 0.95 on 2.1% (3.3%, 2.3%) (README, "Binding terms"). A rare
# term (a keyword of one block, « emportement » for unleash in 11 of 11) binds from 8
# texts: on the 3,167 translated rulings of corpora/lexicon this made 33 more major
# findings (26 more rulings to review), 30 of them the term said with a word of the
# translator's own (« déchaînement », « Wunder » for « Mirakulum », « Renombre » for
# « Prestigio »); from 5, « zone » (5 of 5) flagged a faithful development-set ruling.
BINDING_SHARE = 0.99
BINDING_LEAST = 8
# or in all of them but one: one print of an older wording or of a reminder text left
# out keeps a keyword of 18 texts from 0.99 (dash « Rapidez » in 17 of 18, exert
# « surmener » in 28 of 29). Binding rows 286, 236, 290 → 334, 273, 328; on the official
# texts of 2015 on, 4, 2 and 3 more flagged (README, "Binding terms").
BINDING_SLACK = 1


def _binding(senses) -> bool:
    """Whether every sense of a term binds (BINDING_SHARE, BINDING_LEAST, BINDING_SLACK)."""
    return all(e.binding(BINDING_SHARE, BINDING_LEAST, BINDING_SLACK) for e in senses)


# A binding term whose English words are all everyday words ("return", "create", "look
# at", "effect": the source pack's ``everyday``) is said in other words by a free
# translation (« bei der Verrechnung », « pris », « Wirkung » for effect): its absence
# is major only beside another term missing from the same English sentence, the mark of
# a clause dropped ("You must pay its costs" gone), else a hint. On the development sets
# this took 6 false alarms of 25 and 5 errors of 544 found, each a dropped clause or a
# meaning error found through its term; on the 3,167 faithful translated rulings, 36 of
# 1,253 sent to review, most a synonym or a paraphrase (look at « ansehen », effect
# « Wirkung », search « Suche »), a few the helper's wrong word (Cat « Gato »).
def everyday_term(senses, ctx: Context) -> bool:
    """Whether every word of the term's English is an everyday word (a hyphenated word
    is one: "jump-start" is none)."""
    words = re.findall(r"[a-z]+(?:-[a-z]+)*", senses[0].en.lower())
    return bool(words) and all(ctx.source_pack.everyday(w) for w in words)


# How many texts ``rulingqa glossary measure --since`` reaches back a year at a time for
# (how the shipped glossaries were measured).
MEASURE_LEAST = 20


def _written(keys: tuple[str, ...], text: str, compounds: bool) -> bool:
    """Whether each word of a rendering stands in the text as written where the tokenizer
    could not cut it out: at the start of a token and not going on as a word of its own
    (lines run together: « une carte.{1}, {T} » is one token « carte.{1 », « créatureQuand »
    another; « joueurs » is no « joue »), or in a language of closed compounds anywhere in
    one (« Nichtspielsteinkreaturen »), a rendering of several parts with its parts
    together and in order."""
    if compounds and len(keys) > 1:
        # the parts of a compound or a phrase together, in order (« Trampelschaden »,
        # « Trampel-Schaden »), not each in a word of its own (« Niedertrampeln …
        # Schaden »)
        joined = r"\W{0,2}".join(re.escape(key) for key in keys)
        # (or its first part hyphenated before a coordinated compound that has the rest:
        # « +1/+1- als auch -1/-1-Marken »)
        elided = (re.escape(keys[0]) + r"-\s[^.;:]{0,60}?-"
                  + r"\W{0,2}".join(re.escape(key) for key in keys[1:]))
        return any(re.search(p, text, re.IGNORECASE) is not None for p in (joined, elided))

    def stands(key: str) -> bool:
        if compounds:
            return re.search(re.escape(key), text, re.IGNORECASE) is not None
        for m in re.finditer(r"(?<!\w)" + re.escape(key), text, re.IGNORECASE):
            if m.end() == len(text) or not text[m.end()].islower():
                return True
        return False
    return all(stands(key) for key in keys)


class TermMissing(Check):
    """Game term of the English with none of its official renderings in the translation,
    or with fewer renderings than mentions.

    Major where the official texts render the term nearly always (its consistency in
    the glossary: at least 99% of at least 8 official texts, or all but one), so that
    ward rendered as « garde » or scry as « scruter », words nobody listed as wrong,
    still flag the ruling; a term of everyday English words ("return", "look at") only
    beside another term missing from the same English sentence (see everyday_term). Minor
    elsewhere: a translation may rephrase (a pronoun, a verb for a noun), so it is a
    hint for the reviewer. Not raised when a wrong or outdated form of the
    same term was found (those checks say more). The finding names the word that stands
    in the term's place where one does (see README, "What stands in a term's place").

    Mentions are counted in each aligned sentence group: a binding term the English has
    twice, rendered once, is a finding on the other mention where a word stands in its
    place that the English does not account for (a word kept from the English, or one
    the lexicon links to the term); a pronoun or an elided repeat
    (« elle », « celle-ci », « en ») is no such word, nor one word of a term of several
    said whole once in the group (« … deja el campo de batalla … antes de que salga »).
    A term whose place a word kept from
    the English takes (« stack », « tappé », or the English word's stem with the
    language's affixes, « détapper » for untap), or a false friend (« explota » for exploits,
    officially « aprovechar »), is major, binding or not. A subtype (a term written with
    a capital) said by another word of its stem is a wrong noun (« Equipamiento » for
    « Equipo »), not the term in another part of speech.
    """

    id = "term-missing"
    mqm = MqmCategory.TERMINOLOGY
    severity = Severity.MINOR  # major where the term is binding
    # 6: reminder text excused in card texts only; 7-9: mentions, stand-ins; 11: a longer
    # word beginning with a rendering is no rendering written uncut; 12: senses as
    # Terminology 3; 13: a rendering in another part of speech (« bajo tu control ») is
    # no error; 14: proper names as Terminology 4; 15: that other part of speech a word
    # of the language; 16: proper names as Terminology 5; 17: idioms as Terminology 6;
    # 18: false friends; a term's other mentions explain no word in its place; 19: the
    # rendering in another part of speech wherever it stands in the group; 20: a phrase's
    # words apart in one sentence render it where the pack says so (German); 21: a
    # word linked to the term stands in its place only if among its likeliest renderings;
    # 22: the term's English word as written is kept from the English, though the
    # language has it (« pool de mana »); 23: idioms as Terminology 9; 24: senses as
    # Terminology 10; 25: binding from 8 official texts (BINDING_LEAST); the target's
    # idioms as Terminology 11; 26: a run's first text read with the glossary's words
    # as every other (Terminology 12); 27: binding in all official texts but one too
    # (BINDING_SLACK); senses and forms as Terminology 13; 28, 29: as Terminology 14, 15;
    # 30: as Terminology 16; the term in another part of speech anywhere in the
    # translation (« bei der Verrechnung »), or in its group for a mention; 31: a term
    # of everyday words binds only beside another term missing from its sentence; 32-34:
    # as Terminology 17-19; 35: the English word's stem with the language's affixes
    # (« détapper » for untap) stands in a term's place kept from the English; 36: a
    # term of everyday words binds only beside another binding term absent from its
    # sentence (not beside a hint); plurals the English table lacks ("permanents")
    # 37: plurals of the glossary's English words ("supertypes"); a term of several
    # words said whole once may be said by one of its words after (« antes de que salga »)
    # 38: a subtype (a term with a capital) said by another word of its stem
    # (« Equipamiento »); only renderings of several words written apart are read
    # scattered over a German sentence (« Trample hat … Schaden » is no Trampelschaden)
    # 39: the term as the first part of a German compound (« Aktivierungs|kosten ») is
    # the term in another part of speech; a term of several words said word for word is
    # major (_calqued); no term inside a card name in the plural; 40: another game term's
    # word heading the term is a calque too (« phase de nettoyage », _another_term)
    # 41: a kindred game term in the term's place (face up said « verdeckt »:
    # _kindred_term) is major
    # 42: a base form after a plural noun an article opens is its verb ("its effects
    # persist this turn" asks for no « persistance »)
    # 43: after a relative "that", a word with its object after it is its verb ("that
    # counter triggered abilities" asks for no « marqueur »)
    # 44: a word of the stem before an action noun's ending is that noun in another part
    # of speech (« suspendre » for « suspension », « résolu » for « résolution »: the
    # packs' action_noun_suffixes)
    # 45: a mention said by another game term's word heading a calque of it (« fase de
    # limpieza », « phase de fin » for end step), whichever mention it stands for; the
    # action noun of the English's family (« destruction » for destroy, « détruire »)
    # the term in another part of speech; a subtype's mention said by another noun of
    # its stem (« del Equipamiento »)
    # 46: a German compound's parts stand together, in order, to render it
    # (« Trampelschaden »; not « Niedertrampeln … Schaden »), or its first part
    # hyphenated before a coordinated compound that has the rest (« +1/+1- als auch
    # -1/-1-Marken »); an -ing form after an article is a verb ("the countering")
    # 47: "activate abilities" is no activated ability (Terminology 27); verbs whose
    # participles qualify one head are kindred (activate and trigger: Context.participle_kin);
    # a mention without a rendering where a kindred term stands in its group is major
    # 48: French « -ation », Spanish « -ación » action nouns (« imprégnée » is splice's
    # « imprégnation » as a verb)
    # 49: a rendering's words with another game term's word as head major (« phase de
    # déclaration des attaquants », « Angreifer-deklarieren-Phase »:
    # _head_said_otherwise); two words turned round a few words apart render it
    # 50: a state said by another verb's participle beside a verb of state (« gedreht
    # wird » for "becomes tapped": _state); a German noun of a scattered rendering only
    # with its capital (« spielt » is no « Spiel »); another term's word as the first part
    # of a compound with the term's head (« Angriffsphase »: _calqued)
    # 51: terms the official English texts coordinate are kin (kindata.py: « fuerza »
    # for toughness); a subtype's mention said by another noun of its stem wherever it
    # stands among the candidates; senses as Terminology 29
    # 52: as Terminology 30
    # 53: a passive said in the active voice, its auxiliary left out (« no pueden
    # bloquearlo » for "can't be blocked by"); senses as Terminology 31
    # 54: a word qualifying the rendering of the game term the English term qualifies
    # (« sa capacité de métamorphe » for "its changeling ability": _qualifier) stands in
    # its place, major; the term's English word kept in its group before its rendering
    # in another part of speech elsewhere; senses as Terminology 32
    # 55: words as Terminology 33
    # 56: a mention's possessive said before a word nothing explains, nearer the
    # mention's place than any rendering (« votre défausse »: _framed); a card named as
    # a game term ("Dredge", « Dragage ») is the term too
    # 57: a mention said word for word, the modifier a noun link joins to a rendering of
    # the term's head (« un contador de incendio » after « contador de llamarada »); the
    # learnt kinds of counter bind where every official text with them shows them
    # 58: a rendering's words made into a phrase of the translator's making, joined by
    # another link or one of them in another form (« actions d'état », « créatures
    # bloquantes »: _recomposed); the term's word glued to an English word is a mention
    # ("Forestcycling", _glued) and a word of its rendering's stem in its place another
    # noun of that stem (« cyclage de forêt »)
    # 59: a mention said by another game term of its sort, coordinated with it in the
    # official English however seldom (« desde tu mano » for "from your graveyard":
    # _unsaid_term), or by a word the lexicon links to it that renders another game term
    # (« umgedreht » after « verdeckt »); a term of two words written as one adjective
    # ("face-down"); the English word kept comes before a rendering of another term the
    # English says (« cycler » beside « avec le recyclage »)
    # 60: a German compound of the rendering's first part with another head
    # (« Totemrüstung » after « Totembeistand »: _recompounded); a term glued to an
    # English word no row has ("landcycling") said by another noun of the rendering's
    # stem (« cyclage »: _glued_alone); the rendering's verb stem as a compound's first
    # part (« Ausrüstkosten ») the term in another part of speech
    version = 60
    suppressed_by = NAME_CHECKS_SUPPRESSED_BY

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        wrong_keys = said_wrongly(view)
        out: list[Finding] = []
        reported: set[frozenset[str]] = set()
        one_sided = reminder_on_one_side(view.pair)
        reminders = [m.span() for m in PARENTHESES.finditer(view.en.text)] if one_sided else []
        missing = []
        for match in view.en.terms:
            senses = match.payloads
            keys = frozenset(e.key for e in senses)
            if keys in reported or keys & wrong_keys:
                continue
            expected = tuple(k for e in senses for k in ctx.expected_keys(e))
            if anchor_present(expected, view.fr) or (ctx.pack.scattered_phrases and any(
                    view.fr.contains_scattered(words, nouns)
                    for words, nouns in _phrases(senses, ctx))):
                continue  # rendered (in German, maybe with its verb far from its object)
            if any(len(keys) == 2 and view.fr.contains_loosely(keys[::-1]) for keys in expected):
                continue  # its two words turned round, a few words between (« la partie
                # générique du coût de mana » for "the generic mana requirement")
            if any(len(active) >= 3 and view.fr.contains_loosely(active) for active in (
                    tuple(k for k in keys if k not in ctx.pack.state_verbs)
                    for keys in expected if set(keys) & ctx.pack.state_verbs)):
                continue  # a passive said in the active voice, its auxiliary left out
                # (« las criaturas multicolores no pueden bloquearlo » for "can't be
                # blocked by multicolored creatures")
            if _modernized(view, ctx, senses):
                continue  # the English's old wording said with today's ("put a token onto
                # the battlefield" said « einen Spielstein erzeugen »: create)
            reported.add(keys)
            missing.append((match, expected))
        sentences = [view.en.sentence_of(view.en.span(m)[0]) for m, _ in missing]

        def absent(match, expected) -> bool:
            """Whether the term binds and no rendering stands even parted by a
            coordination or an inserted word, nor is the term in reminder text that only
            the English has (a printed card may leave it out)."""
            span = view.en.span(match)
            return (_binding(match.payloads)
                    and not any(view.fr.contains_loosely(keys) for keys in expected)
                    and not any(_written(keys, view.fr.text, ctx.pack.compounds)
                                for keys in expected)
                    and not (one_sided and any(a <= span[0] and span[1] <= b
                                               for a, b in reminders)))
        absences = [absent(match, expected) for match, expected in missing]
        for k, (match, _) in enumerate(missing):
            senses = match.payloads
            entry = senses[0]
            forms = " | ".join(dict.fromkeys(f for e in senses for f in e.target))
            # Major only where the term is absent (``absent``), one of everyday words only
            # beside another term absent from its English sentence (a hint beside it,
            # « mise » for "put", is no clause dropped).
            alone = not any(absences[j] and sentences[j] == sentences[k]
                            for j in range(len(missing)) if j != k)
            binding = absences[k] and not (alone and everyday_term(senses, ctx))
            message = f"{entry.en}: none of « {forms} » in the translation"
            if binding:
                rendered, seen = entry.consistency
                message += (f"; official texts with the English term show it in {rendered:,}"
                            f" of {seen:,}")
            out.append(self._with_stand_in(view, ctx, message, match, entry, binding))
        out.extend(self._mentions(view, ctx, reported | wrong_keys_sets(view, wrong_keys)))
        out.extend(self._glued_alone(view, ctx, wrong_keys))
        return out

    def _glued_alone(self, view: PairView, ctx: Context, wrong_keys: set[str]
                     ) -> list[Finding]:
        """A binding term of one word glued at the end of an English word the glossary
        has no row of ("basic landcycling": cycling), in a group that has no rendering
        of it, plain or glued, where a word of the rendering's stem stands in the
        translation's group (« une capacité de cyclage de terrain de base », officially
        « recyclage »): another noun of its stem, as for a glued mention beside a plain
        one (_mentions). A word of the stem is needed: "landcycling" may be said in many
        ways, « cyclage » is none of them."""
        out: list[Finding] = []
        words = ctx.one_word_terms
        # (not inside a card's name: "Phyrexian Metamorph" names no morph)
        matched = {i for m in (*view.en.terms, *view.en.cards) for i in range(m.start, m.end)}
        for bead in view.beads:
            if not bead.en or not bead.fr:
                continue
            en_group, fr_group = group_span(view.en, bead.en), group_span(view.fr, bead.fr)
            for i in view.en.token_range(*en_group):
                t = view.en.tokens[i]
                if i in matched or not t.is_alpha:
                    continue
                senses = next((words[t.lower[cut:]] for cut in range(
                    GLUED_LEAST, len(t.lower) - GLUED_LEAST + 1)
                    if t.lower[cut:] in words), None)
                if (not senses or not _binding(senses) or everyday_term(senses, ctx)
                        or any(e.key in wrong_keys for e in senses)
                        or renderings(view.fr, ctx, senses, fr_group)
                        or _glued_renderings(view, senses, fr_group)):
                    continue
                forms = tuple(f for e in senses for f in e.target)
                stem = next((o for o in (view.fr.tokens[k] for k in view.fr.token_range(
                    *fr_group)) if o.is_alpha and _one_stem(o.text, forms)), None)
                if stem is None:
                    continue
                entry = senses[0]
                out.append(self.finding(
                    f"{entry.en}: « {t.text} » has no « {entry.expected} »; « {stem.text} » "
                    "stands in its place, another noun of its stem", severity=Severity.MAJOR,
                    expected=entry.expected, found=stem.text, en_span=(t.start, t.end),
                    fr_span=(stem.start, stem.end), en_term=entry.en))
        return out

    def _with_stand_in(self, view: PairView, ctx: Context, message: str, match: Match,
                       entry, binding: bool) -> Finding:
        told = message  # what is missing, before what stands in its place
        span = view.en.span(match)
        found = stand_ins(view, ctx, span)

        def derived_from(candidate) -> bool:
            return another_part_of_speech(view.fr.text[candidate.start:candidate.end],
                                           (entry,), ctx)

        # The rendering in another part of speech wherever it stands among the words
        # that may stand in the term's place ("destroyed" said « Zerstörung », a word
        # away from where the verb stood) or anywhere in the translation ("as the ability
        # resolves" said « bei der Verrechnung » a clause away), else the likeliest of them.
        # A kindred game term said in the term's aligned group comes before the
        # likeliest word (« mana générique » for colored mana, wherever it stands).
        group = groups(view, span[0])
        where = _kindred_term(view, ctx, entry, group[1]) if group else None
        kindred = StandIn(*where, UNEXPLAINED) if where else None
        headed = _head_said_otherwise(view, ctx, entry, group[1]) if group else None
        # (the term's English word kept in its group, « vous ferez scry 1 », comes before
        # the rendering in another part of speech elsewhere: « regarderez » says "look at")
        # (and so does a word spelt like the English where the official texts confirm
        # another: « cycler » for "cycle", beside « avec le recyclage » for "with cycling")
        best = next((c for c in found if derived_from(c)), None) or (
            found[0] if found and found[0].how >= FALSE_FRIEND else None) or next(
            (c for c in (StandIn(t.start, t.end, UNEXPLAINED) for t in view.fr.tokens
                         if t.is_alpha) if derived_from(c)),
            kindred or (found[0] if found else None))
        # the rendering's own words joined otherwise, or one in another form (« les
        # actions d'état », « créatures bloquantes »): the term said by a phrase of the
        # translator's making (_recomposed)
        recomposed = _recomposed(view, ctx, list(match.payloads), group[1]) if group else None
        if recomposed is not None and headed is None and not (
                best is not None and derived_from(best)):
            (start, end), how = recomposed
            word = view.fr.text[start:end]
            return self.finding(
                f"{told}; « {word} » stands in its place, the term's own words {how}",
                severity=Severity.MAJOR, expected=entry.expected, found=word,
                fr_span=(start, end), en_span=span, en_term=entry.en)
        # the rendering's phrase with another head (« camp de bataille » for « champ de
        # bataille »), or a German compound of its first part with another head, where the
        # term binds
        reheaded = ((_recompounded(view, ctx, list(match.payloads), group[1])
                     or _head_swapped(view, ctx, list(match.payloads), group[1], group[0]))
                    if group and binding and headed is None else None)
        if reheaded is not None and not (best is not None and derived_from(best)):
            word = view.fr.text[reheaded[0]:reheaded[1]]
            return self.finding(
                f"{told}; « {word} » stands in its place, the term's own words with another "
                "head", severity=Severity.MAJOR, expected=entry.expected, found=word,
                fr_span=reheaded, en_span=span, en_term=entry.en)
        derived = calque = swapped = False
        if headed is not None and not (best is not None and derived_from(best)):
            best = StandIn(*headed, UNEXPLAINED)
            word = view.fr.text[best.start:best.end]
            message += f"; « {word} » stands in its place, the term's own words with another head"
            return self.finding(message, severity=Severity.MAJOR, expected=entry.expected,
                                found=word, fr_span=(best.start, best.end), en_span=span,
                                en_term=entry.en)
        if best is not None:
            word = view.fr.text[best.start:best.end]
            message += f"; « {word} » stands in its place"
            derived = derived_from(best)
            at = next(iter(view.fr.token_range(best.start, best.end)), -1)
            calque = not derived and best.how < FALSE_FRIEND and _calqued(view, ctx, span, best)
            # a kindred game term in the term's place: face up said « verdeckt » (face
            # down)
            swapped = not derived and not calque and best == kindred
            if derived:
                message += ", the same word in another part of speech"
            elif swapped:
                message += ", the word of a kindred game term"
            elif calque and _another_term(view, at):
                message += ", the word of another game term"
            elif calque:
                message += ", the term said word for word"
            else:
                message += _how_said(best.how)
        # "you control two" said « bajo tu control », « sous votre contrôle »: the term
        # is there, nominalised; a hint for the reviewer, no error
        major = not derived and (binding or calque or swapped
                                 or (best is not None and best.how >= FALSE_FRIEND))
        # a word that qualifies the game term after the term's place as the term should
        # (« la habilidad de tripulación » for "the crew ability"): the term said by
        # another word, whether or not the official texts bind it
        qualified = _qualifier(view, ctx, match, found, group[1]) \
            if not major and group else None
        if qualified is not None and not derived_from(qualified):
            word = view.fr.text[qualified.start:qualified.end]
            return self.finding(
                f"{told}; « {word} » stands in its place, the word that qualifies the game "
                "term after it", severity=Severity.MAJOR, expected=entry.expected,
                found=word, fr_span=(qualified.start, qualified.end), en_span=span,
                en_term=entry.en)
        return self.finding(
            message, severity=Severity.MAJOR if major else Severity.MINOR,
            expected=entry.expected,
            found=view.fr.text[best.start:best.end] if best else "",
            fr_span=(best.start, best.end) if best else None, en_span=span, en_term=entry.en)

    def _mentions(self, view: PairView, ctx: Context, done: set[frozenset[str]]
                  ) -> list[Finding]:
        """Binding terms with fewer renderings than mentions in an aligned group, where a
        word stands in place of the mention without one."""
        out: list[Finding] = []
        for bead in view.beads:
            if not bead.en or not bead.fr:
                continue
            en_group, fr_group = group_span(view.en, bead.en), group_span(view.fr, bead.fr)
            inside = [m for m in view.en.terms
                      if en_group[0] <= view.en.span(m)[0] < en_group[1]]
            for matches in _same_rendering(inside, ctx):
                senses = [e for m in matches for e in m.payloads]
                if any(frozenset(e.key for e in m.payloads) in done for m in matches):
                    continue  # missing from the whole ruling: said above
                binding = _binding(senses) and not everyday_term(senses, ctx)
                rendered = renderings(view.fr, ctx, senses, fr_group)
                # (the term's word glued at the end of an English word is a mention too,
                # as its rendering in the translation's phrase is one: "Mountaincycling",
                # « ciclo de montaña », « Gebirgsumwandlung »)
                glued = _glued(view, matches, en_group)
                if len(rendered) + (min(len(glued), _glued_renderings(
                        view, senses, fr_group)) if glued else 0) >= len(matches) + len(glued):
                    continue
                taken = set(rendered)
                best = calque = None
                candidates = []
                # (not the glued mention's own word, kept or holding a rendering:
                # « Multiplayer », « multijoueur »)
                own_glued = {fold(view.en.text[a:b]) for a, b in glued}
                one_word = {fold(f) for e in senses for f in e.target if " " not in f}
                for span in sorted([view.en.span(m) for m in matches] + glued):
                    found = [c for c in stand_ins(view, ctx, span, (en_group, fr_group), taken)
                             if not _glued_word(fold(view.fr.text[c.start:c.end]), one_word,
                                                own_glued)]
                    candidates += [(span, c) for c in found]
                    if found and (best is None or found[0].how > best[1].how):
                        best = (span, found[0])
                    # Another game term's word heading the term's phrase (« fase de
                    # limpieza » for cleanup step, the English saying no phase) names the
                    # wrong thing of the game, however common the word is; a word no
                    # official text uses, joined to a rendering of another of the term's
                    # words, says the term word for word (« un contador de incendio » for
                    # the blaze counter named « contador de llamarada » before): a noun
                    # phrase in the mention's place, which no pronoun leaves.
                    if found and calque is None and found[0].how < LINKED and (
                            _another_term(view, next(iter(view.fr.token_range(
                                found[0].start, found[0].end)), -1))
                            and _calqued(view, ctx, span, found[0])
                            or _calqued(view, ctx, span, found[0], linked=True)):
                        calque = (span, found[0])
                # A word nothing explains is no evidence: even at the mention's place and
                # after a function word as the mention is, it flagged 44 official German
                # texts of 2015 on (card: « unterschiedliche »), 3.55% where 2.85% were.
                other = calque is not None and best[1].how < LINKED
                if other:
                    best = calque
                    another = _another_term(view, next(iter(
                        view.fr.token_range(best[1].start, best[1].end)), -1))
                # a subtype (a term with a capital) said by another noun of its stem
                # (« del Equipamiento » for the Equipment named « Equipo » before),
                # whichever of the words that may stand in the mention's place it is
                # (« ningún equipamiento anexado, el daño se le hará igualmente »)
                # (so, at a glued mention, a word of the rendering's stem: « el ciclismo
                # de montaña », « un cyclage de forêt » after « recyclage »; a pronoun
                # says no kind of the term)
                stem = None
                if not other and binding and (glued or any(e.en[:1].isupper() for e in senses)):
                    forms = tuple(f for e in senses for f in e.target)
                    pool = sorted(candidates, key=lambda c: c[0] not in glued)
                    stem = next((c for c in pool if _derived(
                        view.fr.text[c[1].start:c[1].end], forms) or glued and _one_stem(
                            view.fr.text[c[1].start:c[1].end], forms)), None)
                    if stem is not None:
                        best = stem
                # a kindred game term in the group, which the English does not say
                # (« aktivieren » once, « ausgelöst » for "activated" after): the other
                # act of the game, no pronoun
                kindred = None
                if not (other or stem) and (best is None or best[1].how < LINKED):
                    kindred = next((w for e in dict.fromkeys(senses) if (
                        w := _kindred_term(view, ctx, e, fr_group, shared=False,
                                           coordinated=False))), None)
                    # a term the official texts coordinate with it only where it may
                    # stand in the mention's place (not « eine solche bleibende Karte »
                    # for "one" beside a player named again by a pronoun)
                    kindred = kindred or next((w for e in dict.fromkeys(senses) if (
                        w := _kindred_term(view, ctx, e, fr_group, shared=False))
                        and any(c.start < w[1] and w[0] < c.end for _, c in candidates)), None)
                    if kindred is not None:
                        best = (best[0] if best else view.en.span(matches[-1]),
                                StandIn(*kindred, UNEXPLAINED))
                # a state the English says by a participle ("tapped") stands in a
                # predicate, which no pronoun takes: another verb's participle in the
                # mention's place says it otherwise, though nothing explains it (« wenn das
                # Land gedreht wird » for "becomes tapped", « getappt » said after)
                verb = (best is not None and binding and best[1].how == UNEXPLAINED
                        and view.en.text[best[0][0]:best[0][1]].lower().endswith("ed")
                        and _state(view.fr, best[1], ctx))
                # the mention qualifies another game term ("the madness ability") whose
                # rendering another word qualifies in its place (« Irrsinn-Fähigkeit »)
                qualifier = None
                if not (other or stem or kindred or verb) and (best is None
                                                               or best[1].how < LINKED):
                    qualifier = next((
                        (view.en.span(m), q) for m in matches
                        if (q := _qualifier(view, ctx, m, [c for sp, c in candidates
                                                           if sp == view.en.span(m)],
                                            fr_group))), None)
                    if qualifier is not None:
                        best = qualifier
                # the mention's possessive said before a word nothing explains ("your
                # graveyard" said « votre défausse », « deinem Ablagestapel »): a noun in
                # the mention's place, which no pronoun or elided repeat leaves
                framed = None
                if not (other or stem or kindred or verb or qualifier) and binding and (
                        best is None or best[1].how < LINKED):
                    # (nearer the mention's place than any rendering of the term: not
                    # the mention « vos capacités d'exaltation » renders)
                    near = _nearer(view, matches, candidates, taken, (en_group, fr_group))
                    framed = _framed(view, ctx, matches, near, (en_group, fr_group))
                    if framed is not None:
                        best = framed
                # the rendering's own words joined otherwise (« les actions d'état » after
                # « action basée sur un état ») or one of them in another form (« habilidad
                # de activación » after « habilidad activada »): a noun phrase of the
                # translator's making, which no pronoun or elided repeat leaves
                recomposed = None
                if not (other or stem or kindred or verb or qualifier or framed) and (
                        best is None or best[1].how < LINKED):
                    recomposed = _recomposed(view, ctx, senses, fr_group)
                    if recomposed is not None:
                        where, how = recomposed
                        at = _place(where[0], fr_group)
                        span = min((view.en.span(m) for m in matches),
                                   key=lambda sp: abs(_place(sp[0], en_group) - at))
                        best = (span, StandIn(*where, UNEXPLAINED))
                # a German compound of the rendering's first part with a head of the
                # translator's making (« Totemrüstung » after « Totembeistand »: totem
                # armor said word for word), or a rendering's phrase with another head
                # (« camp de bataille » after « champ de bataille »), which no pronoun
                # leaves
                if not (other or stem or kindred or verb or qualifier or framed) and (
                        recomposed is None and binding
                        and (best is None or best[1].how < LINKED)):
                    where = (_recompounded(view, ctx, senses, fr_group)
                             or _head_swapped(view, ctx, senses, fr_group, en_group))
                    if where is not None:
                        at = _place(where[0], fr_group)
                        span = min((view.en.span(m) for m in matches),
                                   key=lambda sp: abs(_place(sp[0], en_group) - at))
                        best = (span, StandIn(*where, UNEXPLAINED))
                        recomposed = (where, "with another head")
                # another binding game term the English nowhere says, in the group
                # where a mention has no rendering ("it remains in its owner's graveyard"
                # said « wird auf die Hand ihres Besitzers zurückgebracht »): the other
                # thing of the game named in its place, which no pronoun names
                unsaid = None
                if not (other or stem or kindred or verb or qualifier or framed
                        or recomposed) and binding and (best is None or best[1].how < LINKED):
                    unsaid = _unsaid_term(view, ctx, matches, senses, fr_group)
                    if unsaid is not None:
                        at = _place(unsaid[0], fr_group)
                        span = min((view.en.span(m) for m in matches),
                                   key=lambda sp: abs(_place(sp[0], en_group) - at))
                        best = (span, StandIn(*unsaid, UNEXPLAINED))
                # a word the lexicon links to the term's that renders another game term
                # the English does not say names another thing of the game, however
                # everyday the term's words (« verdeckt », then « einer anderen
                # umgedrehten Kreatur » for "another face-down creature": turned over)
                foreign = (best is not None and best[1].how == LINKED and _binding(senses)
                           and _another_term(view, next(iter(view.fr.token_range(
                               best[1].start, best[1].end)), -1)))
                if not (other or stem or kindred or verb or qualifier or framed
                        or recomposed or unsaid or foreign) and (
                        best is None or best[1].how < LINKED
                        or not (binding or best[1].how >= FALSE_FRIEND)):
                    continue  # a pronoun or an elided repeat: nothing stands in its place
                span, stand_in = best
                glued_word = view.en.text[span[0]:span[1]].lower()
                entry = next((e for m in matches if view.en.span(m) == span
                              for e in m.payloads), None) or next(
                    (e for e in senses if glued_word.endswith(e.en.lower())), senses[0])
                if (rendered and stand_in.how == LINKED and len(entry.en.split()) > 1
                        and not foreign):
                    # a term of several words said whole once, then by one of its words
                    # (« … deja el campo de batalla … antes de que salga »)
                    continue
                word = view.fr.text[stand_in.start:stand_in.end]
                if not recomposed and another_part_of_speech(word, senses, ctx):
                    continue  # the term in another part of speech (« Verrechnung »)
                told = (f"{len(matches) + len(glued)} mentions in the English sentence, "
                        f"{len(rendered)} rendered « {entry.expected} »" if rendered else
                        f"« {entry.expected} » renders it elsewhere in the ruling, not here")
                out.append(self.finding(
                    f"{entry.en}: {told}; « {word} » stands in its place"
                    + (", the word of another game term" if other and another
                       else ", the term said word for word" if other
                       else ", another verb's participle" if verb
                       else ", the word that qualifies the game term after it" if qualifier
                       else ", after the possessive the English says" if framed
                       else f", the term's own words {recomposed[1]}" if recomposed
                       else ", the word of a kindred game term" if kindred
                       else ", the word of a game term the English does not say"
                       if unsaid or foreign
                       else ", another noun of its stem" if stem
                       else _how_said(stand_in.how)),
                    severity=Severity.MAJOR, expected=entry.expected,
                    found=word, en_span=span, fr_span=(stand_in.start, stand_in.end),
                    en_term=entry.en))
        return out


def _qualifier(view: PairView, ctx: Context, match: Match,
               candidates: list[StandIn], fr_group: tuple[int, int]) -> StandIn | None:
    """Where the English term qualifies the game term right after it, one of the source
    pack's qualified_heads ("its changeling ability", "the next madness ability",
    "buyback costs"), the word of ``candidates`` that qualifies that term's rendering in
    the translation, as the term should: after it and a noun link (« sa capacité de
    métamorphe », « la habilidad de tripulación ») or, where the language closes
    compounds, glued before it (« Irrsinn-Fähigkeit », « Erstangriffsschaden »). A
    pronoun or an elided repeat leaves no such word (« cette capacité »): the place is
    there, said otherwise."""
    head = next((m for m in view.en.terms if m.start == match.end), None)
    if head is None or not candidates or (
            view.en.tokens[head.start].lemma not in ctx.source_pack.qualified_heads):
        return None  # (not a verb after its subject: "the creature dies")
    tokens, text = view.fr.tokens, view.fr.text
    links = ctx.pack.noun_joiners
    spots = set()
    for i in renderings(view.fr, ctx, list(head.payloads), fr_group):
        if ctx.pack.compounds:
            if i > 0 and text[tokens[i - 1].end:tokens[i].start] in ("", "-"):
                spots.add(i - 1)
            continue
        k = i + 1
        while k < len(tokens) and k - i <= 2 and tokens[k].lower in links:
            k += 1
        if k > i + 1:
            spots.add(k)
    return next((c for c in candidates
                 if next(iter(view.fr.token_range(c.start, c.end)), -1) in spots), None)


# The least letters of the word an English term of one word is glued to ("Mountain" of
# Mountaincycling; not a prefix: "precombat", "nontoken", "untap").
GLUED_LEAST = 4


def _modernized(view: PairView, ctx: Context, senses) -> bool:
    """Whether an accepted rendering of ``senses`` is the outdated wording of another
    term whose accepted rendering the translation has: the English says a term the old
    way ("put a token onto the battlefield": « ins Spiel bringen », create's outdated
    form) and the translation today's (« erzeugen »)."""
    return any(anchor_present(tuple(ctx.expected_keys(other)), view.fr)
               for e in senses for f in e.target for other in ctx.outdating.get(fold(f), ()))


def _glued(view: PairView, matches: list[Match], en_group: tuple[int, int]
           ) -> list[tuple[int, int]]:
    """The spans of the English words in ``en_group`` that end with the word of the term
    of one word that ``matches`` mention, glued to a word of at least GLUED_LEAST letters
    ("Wizardcycling", "landcycling" for cycling), no term of their own matched."""
    words = {e.en.lower() for m in matches for e in m.payloads if " " not in e.en}
    if not words:
        return []
    matched = {i for m in view.en.terms for i in range(m.start, m.end)}
    en = view.en
    return [(t.start, t.end) for i, t in ((i, en.tokens[i]) for i in en.token_range(*en_group))
            if i not in matched and t.is_alpha and any(
                t.lower.endswith(w) and len(t.lower) - len(w) >= GLUED_LEAST for w in words)]


def _glued_word(word: str, forms: set[str], glued: set[str]) -> bool:
    """Whether the folded ``word`` is one of the ``glued`` English words kept, or holds
    one of the renderings ``forms`` glued to at least GLUED_LEAST letters more."""
    return word in glued or any(f in word and len(word) - len(f) >= GLUED_LEAST for f in forms)


def _glued_renderings(view: PairView, senses: list, fr_group: tuple[int, int]) -> int:
    """How many words of ``fr_group`` hold a one-word rendering of ``senses`` glued to at
    least GLUED_LEAST letters more (« multijugador », « multijoueur »): the rendering of
    a glued mention ("multiplayer"), and of nothing else (« ungetappten » renders
    "untapped")."""
    forms = {fold(f) for e in senses for f in e.target if " " not in f}
    fr = view.fr
    return sum(_glued_word(word, forms, set())
               for word in (fold(fr.tokens[i].lower) for i in fr.token_range(*fr_group)))


def _recomposed(view: PairView, ctx: Context, senses: list, fr_group: tuple[int, int]
                ) -> tuple[tuple[int, int], str] | None:
    """Where, in ``fr_group`` of the translation and outside every rendering of
    ``senses``, two words of one of their renderings of several words of meaning stand
    as one noun phrase of another making (nothing between them but the pack's noun links
    and determiners, at most CALQUE_GAP): the two joined by words the rendering does not
    put between them (« les actions d'état », officially « actions basées sur un
    état »), or one of them beside a word of the other's stem in another form
    (« créatures bloquantes » for « créatures bloqueuses », « habilidad de activación »
    for « habilidad activada »). A pronoun or an elided repeat says no such phrase, and a
    rendering shortened keeps its words in their order and links (« coût converti »).
    Returns the phrase's character span and how it is made."""
    fr = view.fr
    tokens = fr.tokens
    window = fr.token_range(*fr_group)
    stop, joining = ctx.pack.stop_words, ctx.pack.noun_joiners
    keysets = list(dict.fromkeys(k for e in senses for k in ctx.expected_keys(e)))
    starts = renderings(fr, ctx, senses, fr_group)
    covered = {i + j for keys in keysets for i in starts for j in range(len(keys))
               if all(keys[n] in (tokens[i + n].lemma, tokens[i + n].lower)
                      for n in range(len(keys)) if i + n < len(tokens))}
    # (another game term of several words the translation renders holds the phrase:
    # « coût de mana » is no recomposed « coût de mana converti »)
    others_said = [range(m.start, m.end) for m in fr.terms if m.end - m.start > 1
                   and any(p.role == ACCEPTED for p in m.payloads)]
    # (the words joined otherwise first, in any of the renderings; then a word in
    # another form)
    every = {k for keys in keysets for k in keys}
    named = {i for m in fr.cards for i in range(m.start, m.end)}  # (« Disparacuneta »)
    for derived, keys in ((d, k) for d in (False, True) for k in keysets):
        content = [k for k in keys if k not in stop]
        if len(content) < 2:
            continue
        for i in window:
            word = tokens[i]
            mine = next((k for k in (word.lemma, word.lower) if k in content), None)
            if i in covered or mine is None:
                continue
            others = [c for c in content if c != mine]
            for step in (1, -1):
                k, between = i + step, []
                while k in window and tokens[k].lower in joining and len(between) < CALQUE_GAP:
                    between.append(tokens[k].lower)
                    k += step
                if (k not in window or k in covered or k in named or not tokens[k].is_alpha
                        or any(i in said and k in said for said in others_said)):
                    continue
                beside = tokens[k]
                span = (min(word.start, beside.start), max(word.end, beside.end))
                # (in the rendering's order: words turned round say the term by a clause
                # or a noun of its verb, « disparara la habilidad », « Verlassen des
                # Spiels »)
                theirs = next((c for c in (beside.lemma, beside.lower) if c in others), None)
                if theirs is not None and not derived:
                    # (a word of meaning of the rendering's dropped from between them:
                    # not an article changed, « gagner de points », « gane su control »)
                    a, b = keys.index(mine), keys.index(theirs)
                    inner = keys[min(a, b) + 1:max(a, b)]
                    if ((b - a) * step > 0 and any(w not in stop for w in inner)
                            and not set(between) <= set(inner)):
                        return span, "joined otherwise"
                # (a modifier of the head in another form where the language puts the
                # head's modifiers: not a verb inflected or made a noun, « perdu des
                # points », « pérdida de vidas », before or after its object; not a
                # word of another of the renderings, « bloqueadoras » beside
                # « bloqueadores »)
                elif theirs is None and derived and beside.lemma not in every and (
                        beside.lower not in every) and any(
                        (keys.index(c) - keys.index(mine)) * step > 0
                        and (step > 0) == ctx.pack.modifiers_after and _stem_shared(w, c)
                        for w in (beside.lower, beside.lemma) for c in others):
                    return span, "with one of them in another form"
    return None


def _recompounded(view: PairView, ctx: Context, senses: list, fr_group: tuple[int, int]
                  ) -> tuple[int, int] | None:
    """In a pack whose words make closed compounds, a word of ``fr_group`` that is a
    compound of the first part of a one-word rendering of ``senses`` that is a compound
    too, with another head (« Totemrüstung » for « Totembeistand »: the English's
    "armor" said word for word), and no accepted rendering of a game term. Its
    character span."""
    if not ctx.pack.compounds:
        return None
    heads = {}
    for f in (f.lower() for e in senses for f in e.target if " " not in f):
        cut = ctx.tgt.compound(f)
        if cut is not None:
            heads[cut[0]] = cut[1]
    if not heads:
        return None
    termed = {i for m in view.fr.terms if any(p.role == ACCEPTED for p in m.payloads)
              for i in range(m.start, m.end)}
    tokens = view.fr.tokens
    for i in view.fr.token_range(*fr_group):
        t = tokens[i]
        if not t.is_alpha or i in termed:
            continue
        # (the analyzer cuts a compound it knows into its parts: « Totem|rüstung »)
        glued = i + 1 < len(tokens) and tokens[i + 1].start == t.end and tokens[i + 1].is_alpha
        cut = ((t.lower, tokens[i + 1].lower) if glued and i + 1 not in termed
               else ctx.tgt.compound(t.lower))
        if (cut is not None and cut[0] in heads
                and fold(cut[1])[:SHARED_STEM] != fold(heads[cut[0]])[:SHARED_STEM]):
            return t.start, tokens[i + 1].end if glued else t.end
    return None


def _head_swapped(view: PairView, ctx: Context, senses: list, fr_group: tuple[int, int],
                  en_group: tuple[int, int]) -> tuple[int, int] | None:
    """In a pack that writes its terms' phrases apart, a rendering of ``senses`` of
    several words whose first word (the head: « champ de bataille », « boca abajo ») stands
    in ``fr_group`` replaced by another word (« camp de bataille »), that word no game
    term's rendering, none of its stem, and no word the lexicon
    links to a word of the English group (``en_group``): not « quantité de mana » for
    "amount of mana". The phrase's character span."""
    if ctx.pack.compounds:
        return None
    lexicon = ctx.lexicon
    said = set()
    if lexicon is not None:
        for k in view.en.token_range(*en_group):
            t = view.en.tokens[k]
            said |= lexicon.links.get(t.lemma, frozenset()) | lexicon.links.get(t.lower,
                                                                            frozenset())
    termed = {view.fr.tokens[i].start for m in view.fr.terms
              if any(p.role == ACCEPTED for p in m.payloads) for i in range(m.start, m.end)}
    text, stop = view.fr.text, ctx.pack.stop_words
    for form in dict.fromkeys(f for e in senses for f in e.target):
        head, *modifiers = form.split()
        if not modifiers or all(w.lower() in stop for w in modifiers):
            continue
        pattern = rf"\b(\w+) {re.escape(' '.join(modifiers))}\b"
        for m in re.finditer(pattern, text[fr_group[0]:fr_group[1]], re.IGNORECASE):
            word, at = m.group(1), fr_group[0] + m.start(1)
            lemma = ctx.tgt.lemma(word.lower())
            if (len(word) < SHARED_STEM or word.lower() in stop or not word.isalpha()
                    or at in termed or lemma in said or word.lower() in said
                    or fold(word) == fold(head) or _stem_shared(word, head)
                    or lemma == ctx.tgt.lemma(head.lower())):
                continue
            return at, fr_group[0] + m.end()
    return None


# The least letters two words of one stem share at their start, and how many letters
# of the shorter's end may differ beyond them (« bloqu|antes », « bloqu|euse »;
# « activa|ción », « activa|da »).
SHARED_STEM, STEM_ENDING = 4, 4


def _stem_shared(word: str, other: str) -> bool:
    """Whether two different words share their stem: their common start is at least
    SHARED_STEM letters and all of the shorter but its last STEM_ENDING."""
    a, b = fold(word), fold(other)
    if a == b or min(len(a), len(b)) <= SHARED_STEM:
        return False
    common = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                  min(len(a), len(b)))
    return common >= max(SHARED_STEM, min(len(a), len(b)) - STEM_ENDING)


def _one_stem(word: str, forms: tuple[str, ...]) -> bool:
    """Whether ``word`` shares its stem with one of the one-word renderings ``forms``
    (_stem_shared) or is held by one, of at least SHARED_STEM + 1 letters (« cyclage »
    in « recyclage »; a word holding a rendering glued renders a glued mention:
    « multijugador » for "multiplayer")."""
    folded = fold(word)
    return any(_stem_shared(folded, f) or (len(folded) > SHARED_STEM and folded != f
                                           and folded in f)
               for f in (fold(form) for form in forms if " " not in form))


def _nearer(view: PairView, matches: list[Match],
            candidates: list[tuple[tuple[int, int], StandIn]], taken: set[int],
            group: tuple[tuple[int, int], tuple[int, int]]
            ) -> list[tuple[tuple[int, int], StandIn]]:
    """The (mention, word) pairs of ``candidates`` whose word stands nearer the
    mention's relative place in the group than every rendering of the term (``taken``,
    target token indices) does."""
    en_group, fr_group = group
    said = [_place(view.fr.tokens[i].start, fr_group) for i in taken]
    return [(sp, c) for sp, c in candidates
            if all(abs(_place(c.start, fr_group) - _place(sp[0], en_group))
                   < abs(r - _place(sp[0], en_group)) for r in said)]


def _place(start: int, span: tuple[int, int]) -> float:
    """Where ``start`` stands in ``span``, from 0 (its start) to 1 (its end)."""
    return (start - span[0]) / max(1, span[1] - span[0])


def _framed(view: PairView, ctx: Context, matches: list[Match],
            candidates: list[tuple[tuple[int, int], StandIn]],
            group: tuple[tuple[int, int], tuple[int, int]]
            ) -> tuple[tuple[int, int], StandIn] | None:
    """The mention of ``matches`` right after a possessive determiner ("your
    graveyard") and the word of ``candidates`` nothing explains right after a possessive
    of the translation (« votre défausse »), nearest each other's place in the group:
    the noun a translation puts where the English says the possessed term. A pronoun or
    an elided repeat takes no possessive before it."""
    en_group, fr_group = group
    en, fr = view.en, view.fr
    src, tgt = ctx.source_pack.possessives, ctx.pack.possessives
    out = []
    for m in matches:
        if not (m.start > 0 and en.tokens[m.start - 1].lower in src):
            continue
        span = en.span(m)
        for sp, c in candidates:
            at = next(iter(fr.token_range(c.start, c.end)), 0)
            if sp != span or c.how != UNEXPLAINED or at == 0 or (
                    fr.tokens[at - 1].lower not in tgt):
                continue
            out.append((abs(_place(c.start, fr_group) - _place(span[0], en_group)), span, c))
    return min(out, key=lambda o: o[0])[1:] if out else None


def _state(side, stand_in: StandIn, ctx: Context) -> bool:
    """Whether the word at ``stand_in`` says a state: a past participle by its form (the
    pack's participle endings, « tapée », « tapeada »; or its prefix and endings,
    « gedreht ») with a verb of state right before or after it (« est », « wird »)."""
    pack = ctx.pack
    lower = side.text[stand_in.start:stand_in.end].lower()
    participle = any(lower.endswith(suffix) for suffix, _ in pack.participle_rules) or (
        bool(pack.participle_prefix) and lower.startswith(pack.participle_prefix)
        and lower.endswith(pack.participle_endings))
    at = next(iter(side.token_range(stand_in.start, stand_in.end)), None)
    if not participle or at is None:
        return False
    beside = (side.tokens[k] for k in (at - 1, at + 1) if 0 <= k < len(side.tokens))
    return any(t.lemma in pack.state_verbs or ctx.tgt.lemma(t.lower) in pack.state_verbs
               for t in beside)


# How many determiners and noun links may part a calqued term's words (« piscine de
# mana », « effet de substitution »).
CALQUE_GAP = 2


def _calqued(view: PairView, ctx: Context, en_span: tuple[int, int], best: StandIn,
             linked: bool = False) -> bool:
    """Whether a term of several English words is said as a phrase of its own making (a
    calque: « piscine de mana » for mana pool, officially « réserve de mana »; « effet
    de substitution » for replacement effect): the word standing in its place is one no
    official text uses (the lexicon has no link to it), and it is joined to a rendering
    of another of the term's words, as one noun phrase: nothing between them but the
    pack's determiners and noun links (« de », « der »), at most CALQUE_GAP.
    Such a phrase is no rephrasing (a verb for a noun, a passive for an active: « subit
    des blessures »): it names the game's term with words the game does not use. With
    ``linked``, only as the modifier a noun link joins to a rendering before it
    (« contador de incendio »), where the language does not close compounds: a word
    right beside a rendering may qualify it (« aktueller Lebenspunktestand »), and one
    before it be the term in another part of speech (« ganancia de vida »)."""
    lexicon = ctx.lexicon
    own = [t for t in (view.en.tokens[i] for i in view.en.token_range(*en_span))
           if t.is_alpha and t.lower not in ctx.source_pack.stop_words]
    if len(own) < 2 or lexicon is None:
        return False
    tokens = view.fr.tokens
    at = next(iter(view.fr.token_range(best.start, best.end)), None)
    if at is None:
        return False
    stand_in = tokens[at]
    if ctx.pack.capitals_mark_names and stand_in.text[:1].isupper():
        return False  # a name (« Splaf inflige »), no word of a phrase
    lower = stand_in.lower
    # the word's ends where the language closes compounds (« nicht|legendären »)
    heads = [lower[k:] for k in range(3, len(lower) - 3)] if ctx.pack.compounds else []
    # a word official texts use, or a compound of one (« nichtlegendären »), is no calque
    # but where it is another game term's standing for the term's head: « phase » of
    # « phase de nettoyage » (step), not « double » of « carte double » (split)
    other = _another_term(view, at)
    if not other and any(w in lexicon.targets for w in (
            lower, stand_in.lemma, *heads, *(ctx.tgt.lemma(h) for h in heads))):
        return False
    joining = ctx.pack.noun_joiners  # « de », « du », « der »
    beside = []
    # (another term's word heads its phrase, a noun link after it: « phase de nettoyage »;
    # not « fügt einer Kreatur … zu », a verb before its object)
    # (or the rest of its compound: « Angriffsphase » for combat phase, officially
    # « Kampfphase »: another term's word as the modifier of the term's own head)
    compound = (other and at + 1 < len(tokens) and tokens[at + 1].start == stand_in.end
                and tokens[at + 1].is_alpha)
    if linked and ctx.pack.compounds:
        return False
    for step in ((1,) if other else (-1,) if linked else (-1, 1)):
        k = at + step
        while 0 <= k < len(tokens) and abs(k - at) <= CALQUE_GAP + 1:
            if tokens[k].lower not in joining:
                if (not other or abs(k - at) > 1 or compound) and not (
                        linked and abs(k - at) == 1):
                    beside.append(tokens[k])
                break
            k += step
    for word in own:
        if lexicon.strength(word, stand_in) > 0 and not compound:
            continue  # the word standing in the term's place renders this one
        if other and word is own[-1] and not compound:
            continue  # the head said: another term's word stands for a modifier
        renders = lexicon.renders((word.lemma, word.lower), best=True)
        if any(t.lemma in renders or t.lower in renders or cognate(t.text, word.text)
               for t in beside):
            return True
    return False


def _said_as_term(view: PairView, card: Entry) -> bool:
    """Whether an English card name that is a game term too ("a spell with Replicate",
    "you may Replicate it": the keyword, as older rulings capitalise it) is the term,
    where the translation renders that term (« reproducir ») and not the card."""
    name = card.en.casefold()
    return any(p.role == ACCEPTED and p.entry.kind == "term" and p.entry.en.casefold() == name
               for m in view.fr.terms for p in m.payloads)


# The words of meaning (or a compound's parts) a rendering needs beside its head for
# the same words with another head to be the term said wrong: « phase de déclaration
# des attaquants », « Angreifer-deklarieren-Phase » for the declare attackers step.
HEAD_MODIFIERS = 2


def _head_said_otherwise(view: PairView, ctx: Context, entry, span: tuple[int, int]
                         ) -> tuple[int, int] | None:
    """Where, in ``span`` of the translation, an accepted rendering of ``entry`` stands
    with all its words but its head and another word as the head: the head is the first
    word (« étape de déclaration des attaquants ») or, in a language that writes
    compounds, the last part of a hyphenated one (« Angreifer-deklarieren-Segment »)."""
    text = view.fr.text
    heads = ctx.term_words
    english = {e.en.lower() for m in view.en.terms for e in m.payloads}
    for form in entry.target:
        parts = form.split("-") if ctx.pack.compounds and "-" in form else form.split()
        if ctx.pack.compounds and "-" in form:
            head, modifiers = parts[-1], parts[:-1]
            pattern = rf"(?<![\w-]){re.escape('-'.join(modifiers))}-(\w+)\b"
        else:
            head, modifiers = parts[0], parts[1:]
            pattern = rf"\b(\w+) {re.escape(' '.join(modifiers))}\b"
        if sum(w.lower() not in ctx.pack.stop_words for w in modifiers) < HEAD_MODIFIERS:
            continue  # « Spieler deiner Wahl » for « Ziel deiner Wahl »: "of your choice"
            # names nothing of the game
        for m in re.finditer(pattern, text[span[0]:span[1]], re.IGNORECASE):
            word = m.group(1)
            said = heads.get(ctx.tgt.lemma(word.lower())) or heads.get(word.lower())
            # another game term's word (« phase » for step), that the English does not say;
            # not the head in another form or voice (« perdu », « subi des blessures »)
            if said and not said & english and ctx.tgt.lemma(word.lower()) != ctx.tgt.lemma(
                    head.lower()):
                return span[0] + m.start(), span[0] + m.end()
    return None


def _another_term(view: PairView, at: int) -> bool:
    """Whether the target token ``at`` is, by itself or as the first word of one, the
    official rendering of a game term the English does not say: « phase » (phase) in
    « phase de nettoyage » for cleanup step, officially « étape de nettoyage »; « pila »
    (stack) in « pila de maná » for mana pool; « phase de fin » (ending phase) for end
    step. Another term's word in place of one of the term's own names the
    wrong thing of the game, however common the word is in official texts."""
    english = {e.key for m in (*view.en.terms, *view.en.cards) for e in m.payloads}
    return any(m.start == at
               and any(p.role == ACCEPTED and p.entry.key not in english for p in m.payloads)
               and not any(p.entry.key in english for p in m.payloads)
               for m in view.fr.terms)


def _kindred_term(view: PairView, ctx: Context, entry, span: tuple[int, int],
                  shared: bool = True, coordinated: bool = True) -> tuple[int, int] | None:
    """The character span of the first game term in ``span`` of the translation that is
    kindred to ``entry`` and that the English does not say: one whose English words
    share a word with the term's, neither holding all of the other's (face up said
    « verdeckt », face down; colored mana said « mana générique », generic mana), or a
    verb of one word whose participle qualifies the same head as the term's does
    (activate and trigger: « ausgelöst » for "activated"; Context.participle_kin).
    Kindred terms name the two sides of one thing of the game, so the one said for the
    other turns the ruling round; so do terms the official English texts coordinate
    (kindata.py: « fuerza » for "toughness", « Widerstandskraft » for "power"), whether
    or not ``shared``, with ``coordinated``, where one heads no phrase of a noun link
    (« la habilidad de volar » for "flying" beside "this spell": _heads_phrase); a longer
    term holding the term ("any target" for target, "gain control" for control) is a
    wording of it, and one whose own words the English has is said by an ellipsis
    ("attacking or blocking creature": « criatura atacante o bloqueadora »). Without
    ``shared``, no terms sharing a word: a term sharing a word with the term's may
    render another of the English's words (« kehrt ins Spiel zurück » for "returns to
    the battlefield", beside leave the battlefield)."""
    english = {e.key for m in (*view.en.terms, *view.en.cards) for e in m.payloads}
    words = set(entry.en.lower().split())
    said = {w for t in view.en.tokens for w in (t.lower, t.lemma)}
    kin = ctx.participle_kin.get(ctx.src.lemma(entry.en.lower()), frozenset()) \
        if len(words) == 1 else frozenset()
    coordinated_kin = pack_kin(ctx.source_pack.code).get(entry.en.lower(), frozenset()) \
        if coordinated else frozenset()
    for m in view.fr.terms:
        where = view.fr.span(m)
        if (not span[0] <= where[0] < span[1]
                or any(p.entry.key in english for p in m.payloads)):
            continue
        for p in m.payloads:
            theirs = set(p.entry.en.lower().split())
            if p.role != ACCEPTED or p.entry.kind != "term":
                continue
            if ((shared and words & theirs and not words <= theirs and not theirs <= words
                    and not theirs - words <= said)
                    or (kin and len(theirs) == 1
                        and ctx.src.lemma(p.entry.en.lower()) in kin)
                    or (p.entry.en.lower() in coordinated_kin and not theirs <= said
                        and not _heads_phrase(view, ctx, where))):
                return where
    return None


# How far apart, as shares of their aligned groups, a mention with no rendering and the
# game term the English does not say may stand for the one to be in the other's place.
UNSAID_NEAR = 0.15


def _unsaid_term(view: PairView, ctx: Context, matches: list[Match], senses,
                 span: tuple[int, int]) -> tuple[int, int] | None:
    """The character span of the first binding game term in ``span`` of the translation
    that is none of ``senses`` and none of whose senses the English says, by its words
    or its lemmas, or inside a word (not "wizard" of "Wizardcycling"), and that is of
    the term's sort (kin however seldom, as the official English coordinates them):
    « Hand » where the English says "graveyard" twice and the translation « Friedhof »
    once. A noun for a noun, each after a determiner (a possessive "'s" in the
    English), and near the mention's place (UNSAID_NEAR): a word a translation adds or
    restructures (« sus habilidades del tipo … », « à son tour », « los muestra ») is no
    other thing of the game in the mention's place."""
    def determined(side, start: int, pack) -> bool:
        before = [t for t in side.tokens if t.end <= start and not t.text.isspace()]
        return bool(before) and (before[-1].lower in pack.determiners | pack.possessives
                                 or before[-1].lower in ("'s", "’s", "'", "’"))
    if not any(determined(view.en, view.en.span(m)[0], ctx.source_pack) for m in matches):
        return None
    english = {e.key for m in (*view.en.terms, *view.en.cards) for e in m.payloads}
    own = {e.key for e in senses}
    said = {w for t in view.en.tokens for w in (t.lower, t.lemma)}
    names = [view.fr.span(m) for m in view.fr.cards]
    # (of the same sort as the term's: one the official English texts coordinate with it,
    # "your hand or graveyard", however seldom: kindata.KIN_WRITTEN)
    kin = {k for e in senses
           for k in pack_kin(ctx.source_pack.code, KIN_WRITTEN).get(e.en.lower(), ())}
    en_span = groups(view, view.en.span(matches[0])[0])
    places = [_place(view.en.span(m)[0], en_span[0]) for m in matches] if en_span else []
    for m in view.fr.terms:
        where = view.fr.span(m)
        if (not span[0] <= where[0] < span[1]
                or any(a <= where[0] < b for a, b in names)
                or any(p.entry.key in english or p.entry.key in own
                       or set(p.entry.en.lower().split()) <= said
                       or any(p.entry.en.lower() in w for w in said)
                       for p in m.payloads)):
            continue
        if (all(p.role == ACCEPTED and p.entry.kind == "term" and _binding([p.entry])
                for p in m.payloads)
                and any(p.entry.en.lower() in kin for p in m.payloads)
                and determined(view.fr, where[0], ctx.pack)
                and not _heads_phrase(view, ctx, where)
                and any(abs(_place(where[0], span) - at) <= UNSAID_NEAR for at in places)):
            return where
    return None


def _heads_phrase(view: PairView, ctx: Context, where: tuple[int, int]) -> bool:
    """Whether the translation's span ``where`` heads a phrase that one of its pack's
    noun links opens (« la habilidad de volar », « la habilidad de ciclo »): a kind of
    the thing it names, which a keyword or a card named in the English's place may be
    said as (« ganan la habilidad de arrollar » for "gain trample")."""
    following = view.fr.text[where[1]:].split(None, 1)
    return bool(following) and following[0].lower() in ctx.pack.noun_links


def _how_said(how: int) -> str:
    """What the message says of a word standing in a term's place, by how surely."""
    if how == KEPT:
        return ", kept from the English"
    if how == FALSE_FRIEND:
        return ", spelt like the English where the official texts use another word"
    return ""


# A word of DERIVED_STEM letters or more that an official rendering begins with, all but
# its last DERIVED_ENDING letters (its inflection or derivation ending), is that
# rendering in another part of speech: « control » for « controlar », « contrôle » for
# « contrôler », « Kontrolle » for « kontrollieren ».
DERIVED_STEM, DERIVED_ENDING = 5, 3


def _derived(word: str, forms: tuple[str, ...], action: tuple[str, ...] = ()) -> bool:
    """Whether ``word`` is a form of one of the one-word renderings ``forms`` in another
    part of speech (same stem: see DERIVED_STEM; a noun of an action, by one of the
    ``action`` suffixes, all but that suffix)."""
    folded = fold(word)
    for form in forms:
        if " " in form:
            continue
        rendering = fold(form)
        ending = max([DERIVED_ENDING] + [len(s) for s in map(fold, action)
                                         if rendering.endswith(s)])
        stem = max(DERIVED_STEM, len(rendering) - ending)
        if len(folded) >= DERIVED_STEM and folded[:stem] == rendering[:stem] and (
                folded != rendering):
            return True
    return False


def _phrases(senses, ctx: Context) -> list[tuple[tuple[str, ...], frozenset[str]]]:
    """The key sequences of the renderings of several words written apart (« das Spiel
    verlassen »), whose words a German clause may part, each with the keys of its words
    written with a capital (its nouns); not those of one closed compound the analyzer
    cuts in two (« Trampelschaden »: « Trample hat … Schaden » renders no trample)."""
    return [(words, frozenset(k for w in form.split() if w[:1].isupper()
                              for k in (w.lower(), ctx.tgt.lemma(w), ctx.tgt.lemma(w.lower()))))
            for e in senses for form in e.target if len(form.split()) > 1
            for words in ctx.tgt.key_variants(form) if len(words) > 1]


def another_part_of_speech(word: str, senses, ctx: Context) -> bool:
    """Whether ``word`` renders the term of the glossary entries ``senses`` in another
    part of speech than their renderings (« Verrechnung » for « verrechnen »), as a word
    of the language: « control », which official texts use, not the keyword « Suspend »
    left in English where « Suspender » is the word. A term written with a capital (a
    subtype: Equipment, Aura) names a kind of object, a noun in every language: a word
    of its stem is another noun, no other part of speech (« Equipamiento » for the
    subtype « Equipo »)."""
    if any(e.en[:1].isupper() for e in senses):
        return False
    lower = word.lower()
    # (a verb's optional lead left out: « se transplaner » is « transplaner »)
    lead = ctx.pack.optional_leading
    forms = tuple(dict.fromkeys(
        f.split(" ", 1)[1] if " " in f and f.split()[0].lower() in lead else f
        for e in senses for f in e.target))
    # the first part of a closed compound is read by its lemma (« Aktivierungs|kosten »:
    # the word Aktivierung with its linking letter); the action noun the language took
    # from the English's family, its stem not the verb's (« destruction » for destroy,
    # officially « détruire »)
    folded = fold(lower)
    action_noun = any(folded.endswith(fold(s)) for s in ctx.pack.action_noun_suffixes) and any(
        " " not in e.en and folded[:DERIVED_STEM] == fold(e.en.lower())[:DERIVED_STEM]
        for e in senses)
    def known(w: str) -> bool:
        return ctx.tgt.is_common_word(w) or bool(ctx.lexicon and w in ctx.lexicon.targets)
    if (action_noun or _derived(word, forms, ctx.pack.action_noun_suffixes)) and any(
            map(known, dict.fromkeys((lower, ctx.tgt.lemma(lower))))):
        return True
    # a closed compound whose first part is the rendering's verb stem and whose head is
    # a word of the language (« Ausrüst|kosten » for "equip cost", officially
    # « Ausrüsten »): the term as a compound's first part, which no lookup table cuts
    return ctx.pack.compounds and any(
        max(DERIVED_STEM, len(fold(f)) - DERIVED_ENDING) <= cut <= len(fold(f))
        and fold(f).startswith(folded[:cut])
        and len(lower) - cut >= DERIVED_STEM and known(lower[cut:])
        for f in forms if " " not in f for cut in range(DERIVED_STEM, len(lower)))


def _same_rendering(matches: list, ctx: Context) -> list[list]:
    """English term matches grouped by what renders them: terms whose accepted forms
    share a lemma are one (tap and tapped are both « engager »)."""
    groups: list[tuple[set, list]] = []
    for match in matches:
        forms = {k for e in match.payloads for k in ctx.expected_keys(e)}
        joined = [g for g in groups if g[0] & forms]
        for g in joined:
            groups.remove(g)
            forms |= g[0]
        groups.append((forms, [m for g in joined for m in g[1]] + [match]))
    return [sorted(g[1], key=lambda m: m.start) for g in groups]


def said_wrongly(view: PairView) -> set[str]:
    """The keys of the entries the translation says with a wrong or outdated form."""
    return {f.entry.key for m in view.fr.terms for f in m.payloads
            if f.role in (FORBIDDEN, OUTDATED)}


def wrong_keys_sets(view: PairView, wrong_keys: set[str]) -> set[frozenset[str]]:
    """The English term matches (as sets of entry keys) that a wrong or outdated form of
    the translation already accounts for."""
    return {frozenset(e.key for e in m.payloads) for m in view.en.terms
            if any(e.key in wrong_keys for e in m.payloads)}
