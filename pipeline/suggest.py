"""Suggested corrections: what the translation should say where a finding is mechanical.

For a wrong or outdated term, a term missing where the check names what stands in its
place, a wrong card name or one left in English, a changed number or symbol and a
typography slip, rulingqa knows the fix. A suggestion is the text that replaces a region
of the translation: the found span, and the words around it that must agree with what
changed, so that a reviewer accepts it as it is.

- A term takes the form the found word had: its ending against its lemma is carried
  onto the accepted form (« compteurs » → « marqueurs », « scruterez » →
  « surveillerez », « tapée » → « engagée »), and the result must be a form the
  language's lookup table reads as that word, or no suggestion is made. Words the
  found span and the accepted form share at either end are kept (« coût converti de
  mana » → « valeur de mana »); a verb put for a verb phrase keeps the phrase's other
  words (« entre sur le champ de bataille » → « arrive sur le champ de bataille »).
- Where the new noun's gender differs from the old one's, or it begins with a vowel
  where the old one did not, the determiner before it and the adjectives and participles
  that agree with it follow (« les dégâts infligés » → « les blessures infligées »; « le
  Bassin sans fond » → « la Piscine sans fond »; « de le » contracted, « le » elided).
  The genders are the language pack's, learnt from official texts (pipeline/genders.py),
  and the glossary's gender column; where a gender the agreement depends on is
  unknown, the suggestion is refused with that reason rather than guessed.
- A card name left in English takes the article the language's names take (« de
  Tidehollow Sculler » → « du Passeur de la Mer creuse »), but for a face of a split
  card beside its other face.
- Meaning, omission, addition and untranslated sentences get no suggestion: their fix
  is a translation, not a replacement.

The grammar is the language pack's (``LanguagePack.agreement``); in a pack without it,
a suggestion replaces the found span only and says that the words around it are not
made to agree. A pack whose articles and adjectives show case (German) rewrites the
noun phrase whole (``Agreement.phrase``, see _phrased): the determiner, the adjectives
between it and the noun and the noun's own ending in the old words' case and number,
the noun's whole compound word kept but for its replaced part; a relative pronoun
after it; where the case, the number or a gender cannot be settled, it refuses.
"""

from __future__ import annotations

import logging
import re
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .genders import VERB_FORMS, gender_of, pack_weak
from .lang.base import Nouns, Replaced, capitalised, same_case
from .models import Finding, Severity
from .nlp import Token
from .nlp.numbers import ORDINAL

log = logging.getLogger("rulingqa.suggest")

MECHANICAL = ("terminology", "term-missing", "outdated-term", "card-name", "numbers",
              "typography")
WORDS_BEFORE = 2  # determiner words looked at before a replaced noun (« de la », « aucune des »)
# words looked at before a noun where the noun phrase is rewritten whole (German « ob du
# einen zweiten »), and characters of the text after it (a relative pronoun, a pronoun)
PHRASE_WORDS, PHRASE_AFTER = 4, 200
_STRETCH_ENDS = frozenset(".,;:!?()[]—–")
_QUOTES = frozenset("„“”‚‘’\"'«»")


@dataclass(frozen=True)
class Suggestion:
    """``text`` in place of the translation's ``start``..``end``; or, where ``text`` is
    None, no suggestion and ``note`` says why."""

    start: int
    end: int
    text: str | None
    note: str = ""

    @property
    def given(self) -> bool:
        return self.text is not None


def suggest(finding: Finding, text: str, ctx, tokens: Sequence[Token] | None = None
            ) -> Suggestion | None:
    """The suggestion for one finding on the translation ``text`` (None where the
    finding is not mechanical or says nothing to put in its place)."""
    if finding.check_id not in MECHANICAL or finding.fr_span is None:
        return None
    if finding.check_id == "term-missing" and finding.severity is Severity.MINOR:
        return None  # a hint: the word named in its place may be a free rendering
    start, end = finding.fr_span
    if not finding.expected or not finding.found or start >= end:
        return None
    if finding.check_id in ("typography", "numbers"):
        if text[start:end] != finding.found:
            return None
        return _literal(finding, text, start, end, ctx)
    tokens = tokens if tokens is not None else ctx.tgt.tokens(text)
    found = [t for t in tokens if start <= t.start and t.end <= end]
    if not found:
        return None
    if finding.check_id == "card-name":
        return _name(finding, text, tokens, found, ctx)
    return _term(finding, text, tokens, found, ctx)


def _literal(finding: Finding, text: str, start: int, end: int, ctx) -> Suggestion | None:
    """Numbers: the English's number or symbol, as a word where the translation wrote
    one (« trois » → « deux »), an ordinal as an ordinal; typography: the form the rule
    wants, wherever the rule finds (see _typeset)."""
    found, expected = finding.found, finding.expected
    if finding.check_id == "numbers" and expected.endswith(ORDINAL):
        return _ordinal(found, expected[:-len(ORDINAL)], start, end, ctx)
    words = {**ctx.pack.plural_number_words, **ctx.pack.number_words}
    if finding.check_id == "numbers" and found.lower() in words:
        said = next((w for w, n in words.items() if str(n) == expected), None)
        if said is None:
            return Suggestion(start, end, None, f"no number word of the language says "
                                                f"{expected} alone (the word for one agrees "
                                                "with its noun): check by hand")
        return Suggestion(start, end, same_case(said, found))
    if finding.check_id == "typography":
        return _typeset(finding, text, start, end, ctx)
    return Suggestion(start, end, expected)


def _ordinal(found: str, value: str, start: int, end: int, ctx) -> Suggestion:
    """An ordinal said as another (« zweite » for "third"): the pack's ordinal word of
    that value with the found word's ending (« dritte »), where there is one."""
    low = found.lower()
    words = [w for w, n in ctx.pack.ordinal_words.items() if str(n) == value]
    for k in (3, 2, 1) if low.isalpha() else ():
        same = [w for w in words if len(low) > k and w.endswith(low[-k:])]
        if same:
            return Suggestion(start, end, same_case(min(same, key=len), found))
    return Suggestion(start, end, None, f"no ordinal word of the language for {value} "
                                        f"ends as « {found} » does: check by hand")


TYPESET_ROUNDS = 200  # a bound on the fixes of one rule in one text


def _typeset(finding: Finding, text: str, start: int, end: int, ctx) -> Suggestion | None:
    """The text as the typography rule that made ``finding`` wants it throughout: a
    rule names the first place it finds (« 14 quote marks »), so its fix is applied
    there, the rule run again on the result, and so on while it finds something. The
    suggestion is the stretch from the first change to the last."""
    rule = next((r for r in ctx.pack.typography
                 if any(f.fr_span == finding.fr_span and f.found == finding.found
                        for f in r(text))), None)
    fixed = text[:start] + finding.expected + text[end:]
    for _ in range(TYPESET_ROUNDS if rule is not None else 0):
        more = [f for f in rule(fixed) if f.fr_span and f.expected]
        if not more:
            break
        first, last = more[0].fr_span
        if fixed[first:last] == more[0].expected:
            break  # the rule asks for what is there: nothing more to do
        fixed = fixed[:first] + more[0].expected + fixed[last:]
    if fixed == text:
        return None
    head = 0
    while head < min(len(text), len(fixed)) and text[head] == fixed[head]:
        head += 1
    tail = 0
    while (tail < min(len(text), len(fixed)) - head
           and text[-1 - tail] == fixed[-1 - tail]):
        tail += 1
    return Suggestion(head, len(text) - tail, fixed[head:len(fixed) - tail])


def _first_form(expected: str) -> str:
    return expected.split("|")[0].strip()


def _term(finding: Finding, text: str, tokens: Sequence[Token], found: list[Token], ctx
          ) -> Suggestion:
    expected = _first_form(finding.expected)
    new = ctx.tgt.tokens(expected)
    if len(new) > 1 and new[0].lower in ctx.pack.optional_leading:
        # « se défausser »: running text has its « se » elsewhere (« vous vous défaussez »)
        expected, new = expected[new[1].start:], ctx.tgt.tokens(expected[new[1].start:])
    keep_first = 0
    while (keep_first < min(len(found), len(new))
           and found[keep_first].lemma == new[keep_first].lemma):
        keep_first += 1
    keep_last = 0
    while (keep_last < min(len(found), len(new)) - keep_first
           and found[-1 - keep_last].lemma == new[-1 - keep_last].lemma):
        keep_last += 1
    old_mid = found[keep_first:len(found) - keep_last]
    new_mid = new[keep_first:len(new) - keep_last]
    start, end = finding.fr_span
    if ctx.pack.compounds and (text[end:end + 1].isalpha() or text[end:end + 1] == "-"
                               or text[start - 1:start].isalpha()):
        return Suggestion(start, end, None, f"« {finding.found} » is part of a compound "
                                            "word: check by hand")
    if not old_mid or not new_mid:
        return Suggestion(start, end, None, "the accepted form and the found words differ "
                                            "only in what they share")
    if finding.check_id == "term-missing":
        english = {w.lower() for w in finding.en_term.split()}
        if not all(t.lower in english for t in found if t.is_alpha):
            # a word of the language standing where the term should is the check's guess
            # of what renders it, wrong as often as right on the development sets; a
            # word of the English term left as it is (« devoid », « pool ») is sure
            return Suggestion(start, end, None, f"« {finding.found} » may not be what "
                                                f"stands for « {expected} »: check by hand")
        # a word left untranslated (« devoid », « pool de mana »); the accepted form's
        # other words already after it: only its head is put in
        following = _following(tokens, found, new_mid[1:])
        if following:
            new_mid, expected = new_mid[:1], expected[:new_mid[0].end]
        if (_said_around(tokens, found, new_mid[1:])
                or _verb_like(new_mid[0], ctx) != _verb_like(old_mid[0], ctx)):
            # what the check found in the term's place may be only part of its
            # rendering (« un marqueur de fidélité » for a loyalty counter), or another
            # word: a verb for a noun, a noun for a verb
            return Suggestion(start, end, None, f"« {finding.found} » may not be all "
                                                f"that stands for « {expected} »: check by "
                                                "hand")
    if (_phrases(ctx) and _noun_word(expected, new_mid[-1].start)
            and _noun_word(text, old_mid[-1].start)
            and not _inside_word(text, old_mid[-1].end)
            and not old_mid[-1].lower.endswith(new_mid[-1].lower)):
        # a noun, whose phrase is made to agree whole: its last part carries the form
        # (where the noun's head is kept, « Sofortzauber » → « Spontanzauber », nothing
        # around it changes)
        last = _carried(old_mid[-1], new_mid[-1], ctx)
        new_text = expected[new_mid[0].start:new_mid[-1].end]
        carried = None if last is None else (new_text[:new_mid[-1].start - new_mid[0].start]
                                             + new_mid[-1].text[:1] + last[1:])
        # an English word left in place (« der Stack »): German gives a loanword the
        # gender of the word it stands for
        english = bool(finding.en_term) and all(
            t.lower in finding.en_term.lower().split() for t in old_mid if t.is_alpha)
        return _phrased(text, tokens, (old_mid[0].start, old_mid[-1].end), new_text, carried,
                        ctx, english=english)
    head = _carried(old_mid[0], new_mid[0], ctx)
    if head is None:
        return Suggestion(start, end, None, f"no form of « {new_mid[0].lemma} » like "
                                            f"« {old_mid[0].text} » is known")
    verb_for_phrase = (len(new_mid) == 1 and len(old_mid) > 1
                       and _verb(new_mid[0].lemma, ctx) and _verb(old_mid[0].lemma, ctx))
    if verb_for_phrase:  # « entre sur le champ de bataille »: the verb only
        region = (old_mid[0].start, old_mid[0].end)
        replacement = head
    else:
        region = (old_mid[0].start, old_mid[-1].end)
        replacement = head + expected[new_mid[0].end:new_mid[-1].end]
    return _agreed(text, tokens, region, replacement, old_mid[0], new_mid[0].lemma, head,
                   finding.fr_span, ctx)


def _name(finding: Finding, text: str, tokens: Sequence[Token], found: list[Token], ctx
          ) -> Suggestion:
    """A card's official name in place of the one found, its article agreeing."""
    start, end = finding.fr_span
    if text[start:end] != finding.found:
        # the check read the name through its inflection (German « des … Forschers »):
        # what stands in the text is not what a replacement would take away
        return Suggestion(start, end, None, f"« {text[start:end]} » is named as "
                                            f"« {finding.found} »: check by hand")
    name = _first_form(finding.expected)
    words = ctx.tgt.tokens(name)
    # a name left in English takes the article, but for a face of a split card beside
    # its other face (« Assault // Battery »: « Asalto // Violencia »)
    english = (bool(finding.en_term) and text[start:end] == finding.en_term
               and not text[end:].lstrip().startswith("//")
               and not text[:start].rstrip().endswith("//"))
    if len(words) > 1 and words[0].lower in ctx.pack.determiners:
        # a name with its own article (« Le Voile de Chaîne »): where the text has a
        # determiner or a preposition before it, the name's article is that one
        k = _index(tokens, start)
        if k == 0 or tokens[k - 1].is_punct:
            return Suggestion(start, end, name)
        if _phrases(ctx) and found[0].lower == words[0].lower:
            # the article it opens with stands there (« etwa die Halle des Bandit Lord »)
            return Suggestion(start, end, same_case(name[:1].lower() + name[1:], found[0].text))
        name, words, english = name[words[1].start:], words[1:], True
    if _phrases(ctx) and not _noun_word(text, start):
        # where every name is written as a noun is, what begins in lower case is none
        # (« drei Untergangs|zähler », « des Sämanns der Zwietracht » named from « der »)
        return Suggestion(start, end, None, f"« {finding.found} » does not begin as a name "
                                            "does: check by hand")
    head = next((t for t in words if t.is_alpha), None)
    if head is None:
        return Suggestion(start, end, name)
    # a name half translated (« le Scion d'Elderwood » for Elderwood Scion, the check
    # naming « Elderwood »): its words already there are part of what is replaced
    k = _index(tokens, start)
    for back in (1, 2):
        if k - back >= 0 and tokens[k - back].lower == words[0].lower != found[0].lower:
            start, found = tokens[k - back].start, [tokens[k - back], *found]
            break
    # and the words of the name that already follow the word named (« le Vœu de
    # Chandra » for Oath of Chandra, the check naming « Vœu »): not written twice
    last = _index(tokens, found[-1].start) + 1
    trimmed = False
    for keep in range(len(words) - 1, 0, -1):
        after = tokens[last:last + keep]
        if len(after) == keep and [t.lower for t in after] == [w.lower for w in words[-keep:]]:
            name, words, trimmed = name[:words[-keep - 1].end], words[:-keep], True
            break
    if _phrases(ctx):
        if trimmed and _inside_word(text, end):
            return Suggestion(start, end, name)  # « Schwebe|feld »: its head is kept
        return _phrased(text, tokens, (start, end), name, None, ctx, name=True,
                        english=english)
    # a name is written as it is: its word's gender before its lemma's (« Dévoreuse »)
    key = head.lower if gender_of(head.lower, ctx.noun_genders) else head.lemma
    return _agreed(text, tokens, (start, end), name, found[0], key, name,
                   (start, end), ctx, article=english)


def _carried(old: Token, new: Token, ctx) -> str | None:
    """The accepted word ``new`` in the form ``old`` has against its own lemma, where the
    lookup table knows that form; the case of ``old``'s first letter kept. The word is
    taken as the glossary writes it first, then as its lemma: « force » is a noun there,
    which the table reads as a form of « forcer »; « blessures » has the singular
    « blessure »."""
    if old.lower == old.lemma:
        form = new.lower  # the found word is a base form: so is the glossary's
    else:
        shared = 0
        while (shared < min(len(old.lower), len(old.lemma))
               and old.lower[shared] == old.lemma[shared]):
            shared += 1
        ending, tail = old.lower[shared:], old.lemma[shared:]
        form = None
        for target in dict.fromkeys((new.lower, new.lemma)):
            form = _form(target, ending, tail, ctx)
            if form is not None:
                break
        if form is None:
            return None
    if new.text[:1].isupper() and not old.text[:1].isupper():
        return new.text[:1] + form[1:]  # a name's capital stays
    return same_case(form, old.text)


def _form(target: str, ending: str, tail: str, ctx) -> str | None:
    """``target`` with ``tail`` (its lemma's end) made ``ending``, as a form the table
    reads as ``target``."""
    candidates = []
    if target.endswith(tail):
        candidates.append(target[:len(target) - len(tail)] + ending)
    candidates += [f for f in (*ctx.pack.inflections(target), *ctx.pack.agreement_forms(target))
                   if f.endswith(ending) and ending]
    for candidate in candidates:
        if ctx.tgt.reads_as(candidate, target):
            return candidate
    if ending in ctx.pack.plural_endings and target.endswith(ctx.pack.plural_endings):
        return target  # a noun that ends as plurals do takes no ending (« accès »)
    return None


def _index(tokens: Sequence[Token], offset: int) -> int:
    """The index of the first token that starts at ``offset`` or after."""
    return bisect_left([t.start for t in tokens], offset)


def _said_around(tokens: Sequence[Token], found: list[Token], words: list[Token],
                 reach: int = 3) -> bool:
    """Whether a word of ``words`` (lemmas) stands within ``reach`` tokens of ``found``."""
    if not words:
        return False
    first = _index(tokens, found[0].start)
    last = first + len(found)
    near = {t.lemma for t in (*tokens[max(0, first - reach):first], *tokens[last:last + reach])}
    return any(w.is_alpha and w.lemma in near for w in words)


def _following(tokens: Sequence[Token], found: list[Token], words: list[Token]) -> bool:
    """Whether ``words`` (by lemma) stand right after ``found``, in order."""
    if not words:
        return False
    last = _index(tokens, found[-1].start) + 1
    after = tokens[last:last + len(words)]
    return len(after) == len(words) and all(a.lemma == w.lemma for a, w in zip(after, words,
                                                                                strict=True))


def _verb_like(token: Token, ctx) -> bool:
    """Whether a word is a verb's form: its lemma a verb's, or the word itself an
    infinitive as written (the glossary's « lancer »), or an unknown word that ends as
    infinitives do (« détapper »). A word written as a noun whose form the table also
    reads as a verb's (« equipo », « ficha ») is a noun."""
    agreement = ctx.pack.agreement
    if agreement is None:
        return False
    if token.lower == token.lemma or ctx.tgt.form_count(token.lower):
        written = token.lower
        return agreement.infinitive(written) and (
            ctx.tgt.form_count(written) >= VERB_FORMS or ctx.tgt.form_count(written) == 0)
    return _verb(token.lemma, ctx) or (agreement.infinitive(token.lemma)
                                       and ctx.tgt.form_count(token.lemma) == 0)


def _verb(lemma: str, ctx) -> bool:
    """Whether a lemma is a verb's: an infinitive to the pack, with the many forms a
    conjugation gives in the lookup table (« blessure » ends as « prendre » does)."""
    agreement = ctx.pack.agreement
    return (agreement is not None and agreement.infinitive(lemma)
            and ctx.tgt.form_count(lemma) >= VERB_FORMS)


def _plural(token: Token, ctx) -> bool:
    return token.lower != token.lemma and token.lower.endswith(ctx.pack.plural_endings or ("s",))


def _agreed(text: str, tokens: Sequence[Token], region: tuple[int, int], replacement: str,
            old_head: Token, new_lemma: str, new_first: str, span: tuple[int, int], ctx,
            article: bool = False) -> Suggestion:
    """The suggestion with the determiner before ``region`` and the words after ``span``
    that agree with the new noun made to agree, or refused with the reason."""
    agreement = ctx.pack.agreement
    start, end = region
    if agreement is None:
        return Suggestion(start, end, replacement, f"the words around it are not made to "
                                                   f"agree in {ctx.pack.name}: check them")
    if agreement.phrase is not None:
        # a word that is no noun (a verb, an adjective) has taken the found word's form,
        # with which the rest agrees
        return Suggestion(start, end, replacement)
    if _verb(new_lemma, ctx):
        return Suggestion(start, end, replacement)
    genders = ctx.noun_genders
    old_gender, new_gender = gender_of(old_head.lemma, genders), gender_of(new_lemma, genders)
    plural = _plural(old_head, ctx)
    k = _index(tokens, start)
    before = list(tokens[max(0, k - WORDS_BEFORE):k])
    # only the words of the same stretch: no punctuation between them and the noun
    while before and any(t.is_punct for t in before):
        before = before[1:]
    words = [t.text for t in before]
    prepositions = agreement.name_prepositions
    if article and words and words[-1].lower() in prepositions:
        # a name left in English after a bare preposition: the names take the article
        # (« de Tidehollow Sculler » → « du Passeur de la Mer creuse »)
        last = words[-1]
        bare = "de" if last.lower().startswith("d") else last
        words = [*words[:-1], same_case(bare, last), agreement.article]
    edits: list[tuple[int, int, str]] = []
    note = ""
    if article and agreement.article and (
            not words or words[-1].lower() not in (*ctx.pack.determiners, *prepositions)):
        # a name left in English with no determiner before it, where the language sets
        # the article (« L'Avaleur sauvage examine », « lancez par exemple la
        # Concentration »)
        settled = _settled(agreement, [agreement.article], new_gender, plural, new_first)
        if settled is None:
            note = "no article set before it: the gender of the name is unknown"
        else:
            inserted = _spoken(settled)
            opens = k == 0 or tokens[k - 1].text in (".", "!", "?", ":") \
                or "\n" in text[tokens[k - 1].end:start]
            edits.append((start, start, inserted[:1].upper() + inserted[1:] if opens
                          else inserted))
    if words:
        new_words = _settled(agreement, words, new_gender, plural, new_first)
        if new_words is None:
            return Suggestion(start, end, None, f"the gender of « {new_first.split()[0]} » is "
                                                "unknown: the words before it cannot be "
                                                "made to agree")
        old_words = [t.text for t in before]
        same = 0
        while same < min(len(new_words), len(old_words)) - 1 and new_words[same] == old_words[same]:
            same += 1
        if new_words != old_words:
            edits.append((before[same].start, before[-1].end, _spoken(new_words[same:])))
    # the words after it agree with the new noun's gender (where the old one's is known
    # and the same, nothing changes); a noun inside a complement (« la capacité de
    # l'Éclatement ») governs no predicate, only an adjective right after it
    if old_gender is None or old_gender != new_gender:
        governed = bool(before) and agreement.governed([t.text for t in before])
        plural = plural and not agreement.singular([t.text for t in before])
        for first, last in agreement.dependents(text[span[1]:], governed):
            word = text[span[1] + first:span[1] + last]
            lemma = ctx.tgt.lemma(word.lower())
            forms = {g: agreement.agree(word, lemma, g, plural, ctx.tgt.reads_as)
                     for g in ("m", "f")}
            if None in forms.values() or forms["m"] == forms["f"] or word not in forms.values():
                continue  # no word that agrees in gender with the noun as it stands
            if new_gender is None:
                return Suggestion(start, end, None, f"« {word} » agrees with « "
                                                    f"{new_first.split()[0]} », whose gender "
                                                    "is unknown")
            if forms[new_gender] != word:
                edits.append((span[1] + first, span[1] + last, forms[new_gender]))
    edits.append((start, end, replacement))
    merged = _merged(text, edits)
    return Suggestion(merged.start, merged.end, merged.text, note) if note else merged


def _phrases(ctx) -> bool:
    """Whether the pack makes a noun's whole phrase agree (``Agreement.phrase``)."""
    return ctx.pack.agreement is not None and ctx.pack.agreement.phrase is not None


def _noun_word(text: str, at: int) -> bool:
    """Whether the word around ``text[at]`` is written as a noun, with a capital first
    letter (« +1/+1-Marke », « Energie|marke »)."""
    return capitalised(text[_word_start(text, at):])


def _inside_word(text: str, at: int) -> bool:
    """Whether ``text[at]`` goes on with the word before it (a compound's next part)."""
    return text[at:at + 1].isalnum() or text[at:at + 1] == "-"


def _word_start(text: str, at: int) -> int:
    """Where the word around ``text[at]`` begins: after a space or an opening mark."""
    while at > 0 and not text[at - 1].isspace() and text[at - 1] not in "„“”\"'«»()[]":
        at -= 1
    return at


def _nouns(ctx) -> Nouns:
    """What the pack's phrase agreement is told of the target's nouns (see Nouns): a
    word is known by its last compound part (« Energiemarke »: Marke)."""
    genders, weak = ctx.noun_genders, pack_weak(ctx.pack.code)

    def last(word: str) -> tuple[str, str, str]:
        parts = [t for t in ctx.tgt.tokens(word) if t.is_alpha]
        if parts:
            return word[:parts[-1].start], parts[-1].text, parts[-1].lemma
        letters = list(re.finditer(r"[^\W\d_]+", word))  # « -Kreatur », one token
        if not letters:
            return word, "", word.lower()
        part = letters[-1].group()
        return word[:letters[-1].start()], part, ctx.tgt.lemma(part.lower())

    def gender(word: str, guess: bool = True) -> str | None:
        # the word as written and its lemma, then a known noun either ends with, then the
        # ending of the word as written (the table reads « Ebene » as « eben »)
        _, part, lemma = last(word)
        keys = dict.fromkeys((part.lower(), lemma) if part else (lemma,))
        found = next((genders[k] for k in keys if k in genders), None)
        if found is None and guess:
            found = next((g for k in keys if (g := gender_of(
                k, genders, ctx.pack.compounds, endings=k == part.lower()))), None)
        return found

    return Nouns(gender=gender, weak=lambda word: weak.get(last(word)[2]),
                 reads_as=ctx.tgt.reads_as, lemma=ctx.tgt.lemma, last=last)


def _phrased(text: str, tokens: Sequence[Token], region: tuple[int, int], new: str,
             carried: str | None, ctx, name: bool = False, english: bool = False
             ) -> Suggestion:
    """``new`` in place of ``region``, in a language whose articles and adjectives show
    case (``Agreement.phrase``): the noun's whole word (a compound's other parts kept),
    the determiner and adjectives before it and a relative pronoun after it made to
    agree; or refused with the reason."""
    start, end = region
    word = _word_start(text, start)
    prefix = "" if name else text[word:start]
    if name:  # a name is the whole word: « Höllendrachen-|Stürmers », « Gedächtnis|verrat »
        last = end
        while last < len(text) and (text[last].isalnum() or (
                text[last] == "-" and text[last + 1:last + 2].isalnum())):
            last += 1
        region = (start, end) = (word, last)
    elif prefix:  # « Energie|zähler » → « Energiemarke », « -1/-1-Marke »
        glue = (lambda s: s) if prefix.endswith("-") else (lambda s: s[:1].lower() + s[1:])
        new = prefix + glue(new)
        carried = prefix + glue(carried) if carried is not None else None
    k = _index(tokens, word)
    # the words before it (tokens written together joined: « 2/2 » is three) in its
    # stretch of text: none before a punctuation mark
    if text[word - 1:word] in (")", "]"):
        return Suggestion(start, end, None, "words in brackets stand between it and its "
                                            "article: check by hand")
    before: list[tuple[str, int, int]] = []
    for t in tokens[max(0, k - 3 * PHRASE_WORDS):k]:
        if all(c in _QUOTES for c in t.text):
            continue  # « die „Beschwörungskrankheit“ »: the article is the quote's
        if any(c in _STRETCH_ENDS for c in t.text):
            before = []
        elif before and t.start == before[-1][2]:
            before[-1] = (text[before[-1][1]:t.end], before[-1][1], t.end)
        else:
            before.append((t.text, t.start, t.end))
        if text[t.end:t.end + 1] == "-" and not text[t.end + 1:t.end + 2].strip():
            # a compound's first part said once for two (« Spontanzauber- oder … »)
            before[-1] = (before[-1][0] + "-", before[-1][1], t.end + 1)
    before = before[-PHRASE_WORDS:]
    opens = k == 0 or tokens[k - 1].text in (".", "!", "?", ":") \
        or "\n" in text[tokens[k - 1].end:word]
    answer = ctx.pack.agreement.phrase(Replaced(
        before=tuple(w for w, _, _ in before), old=text[word:end], new=new, carried=carried,
        name=name, english=english, opens=opens, after=text[end:end + PHRASE_AFTER],
        nouns=_nouns(ctx)))
    if isinstance(answer, str):
        return Suggestion(start, end, None, answer)
    edits = [(word, end, answer.text)]
    if answer.words != tuple(w for w, _, _ in before[answer.kept:]):
        edits.append((before[answer.kept][1], before[-1][2], " ".join(answer.words))
                     if answer.kept < len(before) else (word, word, " ".join(answer.words)))
    if answer.after is not None:
        first, last, said = answer.after
        edits.append((end + first, end + last, said))
    merged = _merged(text, edits)
    return Suggestion(merged.start, merged.end, merged.text, answer.note) if answer.note \
        else merged


def _settled(agreement, words: list[str], gender: str | None, plural: bool, following: str
             ) -> list[str] | None:
    """The determiner words rewritten for the noun's gender; with the gender unknown,
    those that are the same for either, or None where they differ or cannot be set."""
    options = {tuple(w) if w is not None else None
               for w in (agreement.determiner(words, g, plural, following)
                         for g in ([gender] if gender else ["m", "f"]))}
    if None in options or len(options) > 1:
        return None
    return list(next(iter(options)))


def _spoken(words: list[str]) -> str:
    """Words written as text: one space between them, none after an elided word."""
    out = ""
    for word in words:
        if out and not out.endswith(("'", "’")):
            out += " "
        out += word
    return out


def _merged(text: str, edits: list[tuple[int, int, str]]) -> Suggestion:
    """One suggestion over the stretch from the first edit to the last. A determiner
    that ends elided is joined to what follows it."""
    edits.sort()
    start, end = edits[0][0], max(e for _, e, _ in edits)
    out, at = [], start
    for first, last, new in edits:
        gap = text[at:first]
        if out and out[-1].endswith(("'", "’")) and gap.strip() == "":
            gap = ""  # « l'Ange »
        elif out and gap == "" and new[:1].isalnum():
            gap = " "  # an article no longer elided: « l'Éclatement » → « la Piscine »
        out += [gap, new]
        at = last
    return Suggestion(start, end, "".join(out))


def corrected(text: str, suggestions: Iterable[Suggestion]) -> str:
    """The translation with every given suggestion applied; where two overlap, the
    first (in text order) stands."""
    out, at = [], 0
    for s in sorted((s for s in suggestions if s.given), key=lambda s: (s.start, s.end)):
        if s.start < at:
            continue
        out += [text[at:s.start], s.text]
        at = s.end
    out.append(text[at:])
    return "".join(out)


def suggestions(findings: Sequence[Finding], text: str, ctx) -> list[Suggestion | None]:
    """The suggestion of each finding (None where it gets none), the text analysed once."""
    if not any(f.check_id in MECHANICAL for f in findings):
        return [None] * len(findings)
    _ = ctx.compiled  # the analyzer taught the glossary's words, as the checks read them
    tokens = ctx.tgt.tokens(text)
    out: list[Suggestion | None] = []
    for f in findings:
        try:
            out.append(suggest(f, text, ctx, tokens))
        except Exception as exc:  # noqa: BLE001 (a fault here must not lose the findings)
            log.warning("no suggestion for a %s finding (%s: %s); please report it",
                        f.check_id, type(exc).__name__, exc)
            span = f.fr_span or (0, 0)
            out.append(Suggestion(span[0], span[1], None,
                                  f"no suggestion: {type(exc).__name__} while making it"))
    return out
