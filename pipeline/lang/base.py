"""What a language pack provides. One pack per language; nothing language-specific elsewhere."""

from __future__ import annotations

import importlib
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from ..models import Finding, MqmCategory, Severity

TypographyRule = Callable[[str], list[Finding]]


def typography_finding(message: str, start: int, end: int, text: str, expected: str) -> Finding:
    """A finding of a pack's typography rule: text[start:end] should read ``expected``."""
    return Finding(check_id="typography", severity=Severity.MINOR,
                   mqm=MqmCategory.LOCALE_CONVENTION, message=message, expected=expected,
                   found=text[start:end], fr_span=(start, end))


# Where a clause opens, for a cue only a clause's first word says ("otherwise", « sonst »,
# « de otro modo »): the text's start, or after punctuation and a space or none.
OPENS_CLAUSE = r"(?:^|(?<=[.;:,(—–] )|(?<=[.;:,(—–]))"
_SPACE_BEFORE = re.compile(r"(?<=[^\s\u00a0\u202f\d])[ \u00a0\u202f]+([:;!?])(?=\s|$)")


def no_space_before(language: str) -> TypographyRule:
    """The typography rule of a language that puts no space before : ; ! ? (French
    typography carried over by a machine translation)."""
    def space_before(text: str) -> list[Finding]:
        match = _SPACE_BEFORE.search(text)
        if not match:
            return []
        p = match.group(1)
        return [typography_finding(f"a space before « {p} »; {language} puts none",
                                   match.start(), match.end(), text, p)]
    return space_before


# Spacing every language here shares: no space before a comma or a full stop, one after a
# comma or a semicolon between words, one after a full stop before a new sentence, never
# two in a row (a machine translation's joins and cuts leave them).
_SPACING = (
    (re.compile(r"(?:(?<=[^\W\d_])|(?<=[»“”)])) +([,.])(?=\s|$)"), "a space before « {0} »",
     "{0}"),
    (re.compile(r"(?<=[^\W\d_])([,;])(?=[^\W\d_])"), "no space after « {0} »", "{0} "),
    (re.compile(r"(?<=[a-zß-ÿ]{2})(\.)(?=[A-ZÀ-Þ][a-zß-ÿ])"), "no space after the full stop",
     "{0} "),
    (re.compile(r"(?<=\S)( {2,})(?=\S)"), "two spaces in a row", " "),
)


def spacing(text: str) -> list[Finding]:
    """The spacing rules of ``_SPACING``: the first breach of each."""
    out = []
    for pattern, message, expected in _SPACING:
        match = pattern.search(text)
        if match:
            mark = match.group(1).strip()
            out.append(typography_finding(message.format(mark), match.start(), match.end(),
                                          text, expected.format(mark)))
    return out


@dataclass(frozen=True)
class DriftModels:
    """What the embeddings' cosine of a faithful translation into the language is
    expected to be from the length of its English, intercept + log_length·ln(characters):
    for whole texts and for single sentences, with the translation's terms put back into
    English (what meaning-drift judges) and as written (the gate for that second look).
    Fitted by ``rulingqa calibrate`` on official translations (make calibrate): the
    encoder places each language a little apart, so each pack carries its own."""

    text: tuple[float, float]
    text_raw: tuple[float, float]
    sentence: tuple[float, float]
    sentence_raw: tuple[float, float]

    def expected(self, model: str, en_chars: int) -> float:
        intercept, log_length = getattr(self, model)
        return intercept + log_length * math.log(max(en_chars, 1))


def same_case(word: str, like: str) -> str:
    """``word`` with a capital first letter where ``like`` has one."""
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def capitalised(word: str) -> bool:
    """Whether a word's first letter is a capital (« -1/-1-Zähler »: Z)."""
    return next((c.isupper() for c in word if c.isalpha()), False)


@dataclass(frozen=True)
class Agreement:
    """A language's rules for the words that agree with a noun a correction replaces
    (pipeline/suggest.py).

    ``determiner(words, gender, plural, following)``: the determiner words before a
    noun (a preposition and article, « du », « aucune des »), rewritten for a noun of
    ``gender`` whose text begins ``following``, elided and contracted; None where they
    cannot be settled. ``agree(word, lemma, gender, plural, known)``: an adjective or
    participle put in that gender and number, or None where the word is none or its form
    is not sure (``known(form, lemma)``: whether the lookup table reads form as lemma).
    ``dependents(after, governed)``: where, in the text after the noun phrase, the words
    that agree with it stand (an adjective after it, a participle after « ont été », the
    latter not where ``governed``), as (start, end) offsets. ``governed(before)``:
    whether the words before the noun put it in a complement (« de l'Éclatement »),
    where it is no subject. ``singular(before)``: whether they make what agrees with it
    singular (« aucune des portes … n'est déverrouillée »). ``infinitive(lemma)``:
    whether a lemma ends as the language's infinitives do."""

    determiner: Callable[[list[str], str, bool, str], list[str] | None] = \
        lambda words, gender, plural, following: None
    agree: Callable[[str, str, str, bool, Callable[[str, str], bool]], str | None] = \
        lambda word, lemma, gender, plural, known: None
    dependents: Callable[[str, bool], list[tuple[int, int]]] = lambda after, governed: []
    governed: Callable[[list[str]], bool] = lambda before: False
    singular: Callable[[list[str]], bool] = lambda before: False
    infinitive: Callable[[str], bool] = lambda lemma: False
    # the definite article a card's name left in English takes (« le », « el »), and
    # the prepositions after which it is set with the article (« de » → « du »)
    article: str = ""
    name_prepositions: frozenset[str] = frozenset()
    # A language whose articles and adjectives show case as well as gender and number
    # (German) rewrites the noun phrase whole: ``phrase(replaced)`` gives the words
    # before the noun and the noun's own text agreeing with the new noun, in the case
    # read from the old ones, or the reason they cannot be settled (a str); the fields
    # above keep their defaults. ``sightings(text, tokens)``: the nouns of an official text
    # after a determiner, as (lemma, the genders the words before it leave it: "mn"
    # after « dem », declension: "weak", "strong" or ""), from which
    # pipeline/genders.py learns the pack's genders where one determiner does not
    # show one gender (gender_determiners).
    phrase: Callable[[Replaced], Phrase | str] | None = None
    sightings: Callable[[str, Sequence], Iterable[tuple[str, str, str]]] | None = None


@dataclass(frozen=True)
class Nouns:
    """What a suggestion knows of the target's nouns (pipeline/suggest.py), for
    ``Agreement.phrase``: ``gender(word, guess=True)``: m, f, n or None, by the word's
    last compound part (with ``guess`` False, only where the noun's own gender is
    known, not guessed from a shorter noun it ends with or its ending); ``weak(word)``:
    whether a masculine noun takes -(e)n outside the nominative (None where that was
    not learnt); ``reads_as(form, lemma)``: the lookup table's; ``lemma(word)``;
    ``last(word)``: the word's last compound part with its lemma, as (the text before
    it, the part, its lemma)."""

    gender: Callable[..., str | None]
    weak: Callable[[str], bool | None]
    reads_as: Callable[[str, str], bool]
    lemma: Callable[[str], str]
    last: Callable[[str], tuple[str, str, str]]


@dataclass(frozen=True)
class Replaced:
    """A noun phrase's noun replaced (``Agreement.phrase``): the words before it in its
    stretch of text (nearest last); the old words and the new as the glossary writes
    them, the new head in the old one's form where a suggestion carried it (« Zählern »
    → « Marken »); whether it is a card's name; whether the old words are English (a
    name or a term left untranslated); whether it opens a sentence; the text after
    it."""

    before: tuple[str, ...]
    old: str
    new: str
    carried: str | None
    name: bool
    english: bool
    opens: bool
    after: str
    nouns: Nouns


@dataclass(frozen=True)
class Phrase:
    """``Agreement.phrase``'s answer: ``before[kept:]`` becomes ``words`` (an article
    inserted where ``kept`` is their number and ``words`` holds it), the old noun
    ``text``; ``after`` (start, end, text) an edit of the text after it (a relative
    pronoun), offsets in ``Replaced.after``; ``note`` what a reviewer should check."""

    kept: int
    words: tuple[str, ...]
    text: str
    after: tuple[int, int, str] | None = None
    note: str = ""


@dataclass(frozen=True, eq=False)
class LanguagePack:
    code: str  # ISO 639-1, also the spaCy language code and the corpus folder name
    name: str  # English name of the language, as MTGJSON's foreignData spells it
    number_words: dict[str, int]  # words that always denote a number (never an article)
    # Words that may or may not be rendered as a number ("both": "les deux" or "à la fois").
    weak_number_words: dict[str, int] = field(default_factory=dict)
    # Words before a number word that make it such a weak number ("les deux" = both).
    weak_number_prefixes: frozenset[str] = frozenset()
    # Words after a number word that make it such a weak number (« dañar dos veces »:
    # double strike; « de dos caras »: double-faced).
    weak_number_suffixes: frozenset[str] = frozenset()
    # Endings that join a number word into an adverb of times (German « fünfmal »: five
    # times): the number is the head's (« einmal », once or even, a weak one).
    times_suffixes: tuple[str, ...] = ()
    # Words that are numbers only before a plural, a word ending as plural_endings say
    # (French « neuf cartes »; « un sort neuf » is a new spell).
    plural_number_words: dict[str, int] = field(default_factory=dict)
    plural_endings: tuple[str, ...] = ()
    # Ordinal numbers, in each form ("third", « troisième », « tercera », « dritten »):
    # weak numbers of their own kind (a translation may say "the second" as « l'autre »),
    # found where the other side says another ordinal in their place ("tenth" made
    # « noveno »). "First" is left out: it is as often no rank ("first strike").
    ordinal_words: dict[str, int] = field(default_factory=dict)
    # the endings that make a number written in digits an ordinal ("3rd", « 3e », « 3.º »)
    digit_ordinal_endings: tuple[str, ...] = ()
    # the prefixes that negate the word they open (« in|existant », « un|getappt »):
    # such a word says an English negation and the word it bears on ("doesn't exist")
    negating_prefixes: tuple[str, ...] = ()
    # Where the word for one, mostly an article and so never a number word, counts: a
    # pattern whose first group is such a word ("more than one", "at least one"). A weak
    # number: a translation may say it otherwise (« plusieurs »), not as another number.
    counting_one: str = ""
    # The words for one, as a number: the English's "deals one damage" is « hace 1 punto
    # de daño » (checks/numbers.py: a translation's 1 that such a word accounts for).
    one_words: frozenset[str] = frozenset()
    # Numbers a translation may say without one: a pattern whose first group is a
    # number word ("two or more", which « plusieurs », « mehrere », « varios » say).
    weak_numbers: str = ""
    # Module whose STOP_WORDS are this language's function words; imported on first use
    # (importing spaCy's French data compiles its tokenizer rules, seconds of start-up).
    stop_words_module: str = ""
    # Verbs of meaning that the stop list holds ("put", "keep", « poner »): a negation or
    # another cue may bear on one (scope_stop_words)
    stop_verbs: frozenset[str] = frozenset()
    # Lemma fixes for the spaCy lookup table: surface form -> lemma.
    lemma_overrides: dict[str, str] = field(default_factory=dict)
    # Files of pipeline/lang/data (a glob) whose first column lists words of the game the
    # lookup table lacks ("permanent", "planeswalker", "untap"): a form missing from the
    # table that a suffix rule turns into one of them is read as it ("permanents").
    lemma_vocabulary: str = ""
    # The lookup table is case-sensitive for this language (German capitalises nouns):
    # it is read with its keys and lemmas lower-cased, as every other lemma here is.
    cased_lemmas: bool = False
    # (suffix, replacement) tried in order when the lookup table has no entry;
    # the result is kept only if it is a lemma the table knows.
    lemma_suffix_rules: tuple[tuple[str, str], ...] = ()
    # The suffixes of those rules that make a plural: the only ones that lead back to a
    # glossary's source words (its terms' words), learned as a run compiles its
    # glossary ("supertypes": supertype), where "renowned" is no form of the keyword
    # renown (official texts say « réputée », no « réputation »).
    plural_suffixes: tuple[str, ...] = ()
    # The endings that make a noun of an action (« résolution », « suspension »,
    # « Verrechnung »): a word of the stem before one is the term's verb or participle
    # (« résolu », « suspendre »), the same word in another part of speech.
    action_noun_suffixes: tuple[str, ...] = ()
    # Suffix rules also tried when the table maps a form to itself: a past participle
    # read as an adjective (engagé -> engagé, while engagée -> engager).
    participle_rules: tuple[tuple[str, str], ...] = ()
    # A past participle made with a prefix and its endings (German « geblockte »: ge-,
    # -t, -te, -ten…), read as its verb (stem and ``participle_infinitive``) where the
    # table lacks it and the glossary knows the verb (blocken).
    participle_prefix: str = ""
    participle_endings: tuple[str, ...] = ()
    participle_infinitive: str = ""
    # The verbs a participle saying a state stands beside (« est engagée », « getappt
    # wird »), as lemmas
    state_verbs: frozenset[str] = frozenset()
    # The verb a form with object pronouns written onto it stands for, where the table
    # has no entry (Spanish « tapearse »: tapear, « lánzala »: lanza): (form, sure) pairs
    # to try in order, ``sure`` where the form is an infinitive, a lemma even where the
    # table does not know it.
    clitic_stems: Callable[[str], tuple[tuple[str, bool], ...]] = lambda lower: ()
    # A suffix rule's result may also be a form the table knows, whose lemma is then
    # taken (getappten -> getappt -> tappen); otherwise it must be a lemma itself.
    chain_suffix_lookup: bool = False
    # Closed compounds are read as their parts where the whole word is unknown and both
    # parts are known words (Kreaturenkarte: Kreaturen + karte), so that a glossary term
    # matches inside a compound and a compound in the glossary matches its parts.
    compounds: bool = False
    # Whether a noun's adjectives and participles follow it (« créature bloqueuse »,
    # « habilidad activada »), as in the Romance languages, or stand before it
    # (« blockende Kreatur »)
    modifiers_after: bool = False
    # Particles a verb leaves at the end of its clause (German « Du wirfst eine Karte
    # ab »: abwerfen): the verb earlier in the clause is read as the whole verb.
    separable_particles: frozenset[str] = frozenset()
    # The words of a glossary phrase may stand apart in their sentence, in any order
    # (German verb-first and verb-last clauses: « Verlässt die Tasche das Spiel »).
    scattered_phrases: bool = False
    # The conjunctions that start a new clause there, and the endings of a present
    # participle (« bleibende Karte »), which is never that verb.
    particle_clause_joins: frozenset[str] = frozenset()
    present_participle_endings: tuple[str, ...] = ()
    # Elided forms, articles and contractions that may stand before a name.
    determiners: frozenset[str] = frozenset()
    # Prefixes its words may take with a hyphen or without ("non-basic", "nonbasic"): a
    # glossary term written closed is matched hyphenated too.
    hyphenated_prefixes: frozenset[str] = frozenset()
    # Possessive determiners ("their", « leur »): they say whose a thing is and render
    # no word of a clause (see checks.structure.lonely_clauses); a target's before a word
    # nothing explains where the English's stands before a term's mention is the noun
    # in the mention's place (checks.terminology._framed).
    possessives: frozenset[str] = frozenset()
    # Determiners no proper name takes ("an Illusion", "each Dragon"): a card's name of
    # ordinary words after one is the word, or a type.
    indefinites: frozenset[str] = frozenset()
    # Determiners of one thing, not of each ("each opponent" said « un adversaire »):
    # articles, demonstratives and possessives in the singular.
    singular_determiners: frozenset[str] = frozenset()
    # A pronoun that stands for a noun said before, with what qualifies it ("not just
    # those named Aurochs" said « pas seulement les créatures appelées Aurochs »): a term
    # the translation names again where the English says one (checks/structure.py,
    # _told). A pattern; not "it", "those must be paid": a subject, not the noun's stand-in.
    # A target pack's says a list named again whole (« las que van a parar a tu
    # cementerio » for "Instant and sorcery cards that are put …": _named_again).
    noun_pronoun: str = ""
    # How the card texts name a kind of counter: a pattern whose group ``kind`` holds the
    # kind's word(s), and the row's form made of them (``{kind}`` replaced): "verse
    # counter", « marqueur « verset » ». The card importer learns each kind's official
    # name from the card texts with them (glossary/counters.py).
    counter_kind: str = ""
    counter_form: str = ""
    # Demonstratives, which refer back to what was said ("those cards", « ces cartes »):
    # a number said again on one side where the other says "those" (checks/numbers.py).
    demonstratives: frozenset[str] = frozenset()
    # Determiners of each of a kind ("each", "every"): the source's side of that check.
    universal_determiners: frozenset[str] = frozenset()
    # and those of all of a kind, before a plural ("all creatures" said « une créature »)
    plural_universal_determiners: frozenset[str] = frozenset()
    typography: tuple[TypographyRule, ...] = ()
    # Gale and Church's length model: a faithful translation has length_ratio target
    # characters per English character, with a variance of length_variance per
    # English character (so short segments may differ more, relatively, than long ones).
    length_ratio: float = 1.0
    length_variance: float = 6.8
    # Where a clause begins inside a sentence: punctuation, and the words that open one
    # (and, or, unless, if…), matched case-insensitively; a clause dropped or added
    # inside an aligned sentence is found among them.
    clause_breaks: str = r"[,;:—–]"
    # What opens a predicate and no clause of its own, right after a comma: a finite verb
    # whose subject stands before the commas ("Spells …, as well as Auras …, aren't
    # affected"): the clauses the commas cut there are one, the subject's.
    predicate_openers: str = ""
    # The coordinating conjunctions among the clause breaks ("and", « et »).
    coordinators: frozenset[str] = frozenset()
    # Words that open a verb's object ("it", "them", "a", "the", "target"): after the
    # second of two coordinated terms, one makes that second a verb, no term kin to the
    # first ("reveal it and put it"; kindata.py)
    object_openers: frozenset[str] = frozenset()
    # The conjunctions that join a list's items (« et », « ou », « ni »; no « mais »)
    list_coordinators: frozenset[str] = frozenset()
    # Month names of the site's date lines (the site is French; a pack may differ).
    months: dict[str, int] = field(default_factory=dict)
    decimal_comma: bool = False
    # Thousands separators of numbers written with a decimal comma: spaces in French
    # (1 000,5), a full stop in German and Spanish (1.000,5).
    thousands: str = " \u00a0\u202f"
    # Surface forms of a lemma that the lookup table may not lead back to it
    # (quitte -> quitte, not quitter). Glossary patterns match these forms as well.
    inflections: Callable[[str], tuple[str, ...]] = lambda lemma: ()
    agreement_forms: Callable[[str], tuple[str, ...]] = lambda lemma: ()
    # Words a glossary form may begin with that running text may leave out or move
    # (the reflexive « se »: « se défausser », « vous vous défaussez »).
    optional_leading: frozenset[str] = frozenset()
    # Endings of forms a glossary pattern keeps as written, not lemmatised ("blocking
    # creature" must not match "block creatures").
    keep_form_endings: tuple[str, ...] = ()
    # The same for a word before the last of a pattern of several: a participle there
    # qualifies the head ("activated ability" is no "activate abilities", "triggered
    # ability" no "trigger abilities"), where the last word may be any form ("can't be
    # blocked").
    keep_attributive_endings: tuple[str, ...] = ()
    # Part of speech of tokens[i] from its neighbours, or None where it cannot tell
    # (selects the sense of an ambiguous glossary term: counter, a marqueur or contrecarrer).
    pos_guess: Callable[[Sequence, int], frozenset[str] | None] = lambda tokens, i: None
    # whether that guess is sure enough to rule a sense out on its own (a determiner or
    # a possessive before the word: "their own", "a die" are no verbs)
    pos_sure: Callable[[Sequence, int], bool] = lambda tokens, i: False
    # Whether a quantifier (tokens[i], "each") floats after its subject and before
    # the verb ("you and an opponent each control a Butcher"): it quantifies no noun.
    floated: Callable[[Sequence, int], bool] = lambda tokens, i: False
    # whether a word is one of the language's everyday words, which a free translation
    # says in its own words (the source pack's: see checks.terminology.everyday_term)
    everyday: Callable[[str], bool] = lambda word: False
    # whether a lemma is a verb and no noun (the source pack's: a list of such words is
    # a list of actions, see checks.structure.lonely_items)
    verb_only: Callable[[str], bool] = lambda lemma: False
    # whether tokens[i] opens an imperative (a sentence or clause speaking to the reader),
    # given the pack's stop words
    imperative: Callable[[Sequence, int, frozenset[str]], bool] = \
        lambda tokens, i, stop_words: False
    # Meaning cues (checks/meaning.py): a regular expression per cue name (negation,
    # permission, up-to, opponent, ...), matched case-insensitively in an aligned
    # sentence. The source and the target pack name the same cues; a cue either pack
    # lacks is not checked.
    cues: dict[str, str] = field(default_factory=dict)
    # Phrases that carry no cue whatever their words, blanked before any cue is looked
    # for: the renderings of "non-" (« que no sea », « die kein Land ist »), « sin embargo ».
    cue_neutral: str = ""
    # Fixed expressions whose words are no game terms ("on the other hand", said « en
    # revanche »): the glossary's terms are not looked for inside them.
    idioms: str = ""
    # Cues whose presence in the target alone is no finding (German « falls … nicht »
    # renders "unless" and "if … not" alike; « mindestens eine Marke » renders "a counter").
    one_way_cues: frozenset[str] = frozenset()
    # "unless" is counted as a negation on both sides (German renders it « falls …
    # nicht » as often as « es sei denn »): an unless cue without a negation of its own
    # adds one to its side's count.
    unless_negates: bool = False
    # A card name's word as compared (German inflects names after an article: « den
    # Scheußlichen Forscher » is Scheußlicher Forscher); applied to both sides of a match.
    name_key: Callable[[str], str] = lambda lower: lower
    names_inflect: bool = False  # name_key applies (to names of more than one word)
    # Where names do not inflect but for number: the endings their words take in the
    # plural (among agreement_forms), for several copies of a card (« deux Anges de
    # platine »; see glossary.compiled.plural_names).
    name_plurals: tuple[str, ...] = ()
    # Words that join the nouns of one noun phrase besides the determiners (Spanish « de »:
    # « reserva de maná »), for telling a term's calque (see checks.terminology).
    noun_links: frozenset[str] = frozenset()
    # The source language's nouns of the game a keyword qualifies ("the madness ability",
    # "buyback costs"): a word qualifying their rendering where the keyword's should
    # stands in its place (see checks.terminology._qualifier).
    qualified_heads: frozenset[str] = frozenset()
    # A capital inside a sentence marks a name (French, Spanish); not where every noun
    # has one (German), so that an invented name is located by what explains its words.
    capitals_mark_names: bool = True
    # The meaning-drift models of translations into the language; without them the
    # embeddings still help the aligners, and meaning-drift stays silent.
    drift: DriftModels | None = None
    # Determiners that show the gender of the noun after them (« le »: m, « une »: f),
    # from which the pack's noun genders are learnt (pipeline/genders.py).
    gender_determiners: dict[str, str] = field(default_factory=dict)
    # The grammatical genders of the language's nouns, as a glossary's gender column
    # writes them (German has a neuter: n).
    noun_genders: tuple[str, ...] = ("m", "f")
    # How a suggested correction carries agreement through the words around it
    # (pipeline/suggest.py); None: corrections are only given where nothing around
    # them agrees with what changed.
    agreement: Agreement | None = None

    @cached_property
    def noun_joiners(self) -> frozenset[str]:
        """The words that may stand between the words of one noun phrase: determiners and
        noun links (« piscine de mana », « Apôtres nés des ombres »)."""
        return self.determiners | self.noun_links

    @cached_property
    def cue_patterns(self) -> dict[str, re.Pattern[str]]:
        return {name: re.compile(pattern, re.IGNORECASE) for name, pattern in self.cues.items()}

    @cached_property
    def clause_pattern(self) -> re.Pattern[str]:
        return re.compile(self.clause_breaks, re.IGNORECASE)

    @cached_property
    def predicate_pattern(self) -> re.Pattern[str] | None:
        return (re.compile(rf",\s*(?:{self.predicate_openers})\b", re.IGNORECASE)
                if self.predicate_openers else None)

    @cached_property
    def cue_neutral_pattern(self) -> re.Pattern[str] | None:
        return re.compile(self.cue_neutral, re.IGNORECASE) if self.cue_neutral else None

    @cached_property
    def idiom_pattern(self) -> re.Pattern[str] | None:
        return re.compile(self.idioms, re.IGNORECASE) if self.idioms else None

    @cached_property
    def stop_words(self) -> frozenset[str]:
        if not self.stop_words_module:
            return frozenset()
        from ..regex_cache import cached_compiles
        with cached_compiles():  # importing spacy.lang.xx compiles its tokenizer's patterns
            return frozenset(importlib.import_module(self.stop_words_module).STOP_WORDS)

    @cached_property
    def scope_stop_words(self) -> frozenset[str]:
        """The stop words less the verbs of meaning among them (``stop_verbs``): what a
        cue bears on may be one ("it will keep that ability" said « no la conservará »)."""
        return self.stop_words - self.stop_verbs

    @cached_property
    def weak_numbers_pattern(self) -> re.Pattern[str] | None:
        return re.compile(self.weak_numbers, re.IGNORECASE) if self.weak_numbers else None

    @cached_property
    def noun_pronoun_pattern(self) -> re.Pattern[str] | None:
        return re.compile(self.noun_pronoun, re.IGNORECASE) if self.noun_pronoun else None

    @cached_property
    def counting_one_pattern(self) -> re.Pattern[str] | None:
        return re.compile(self.counting_one, re.IGNORECASE) if self.counting_one else None

    @cached_property
    def number_pattern(self) -> re.Pattern[str]:
        """Digits in this language's format (compiled once)."""
        if self.decimal_comma:  # 1 000,5 (with a no-break or narrow space), 1.000,5
            sep = re.escape(self.thousands)
            return re.compile(rf"\d{{1,3}}(?:[{sep}]\d{{3}})+(?:,\d+)?|\d+(?:,\d+)?")
        return re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")

    def parse_number(self, text: str) -> float:
        if self.decimal_comma:
            return float(re.sub(f"[{re.escape(self.thousands)}]", "", text).replace(",", "."))
        return float(text.replace(",", ""))
