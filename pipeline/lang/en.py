"""English, the source language of every ruling."""


import importlib
import os
from functools import cache

from .base import LanguagePack

NUMBER_WORDS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "twice": 2,
}

NOUN, VERB, ADJ = frozenset({"NOUN"}), frozenset({"VERB"}), frozenset({"ADJ"})


@cache
def _verb_inflection() -> tuple[tuple[tuple[str, str], ...], dict[str, list[str]]]:
    """English verbs' regular endings (ending, what the lemma ends in instead) and their
    irregular forms (form -> lemmas), from spacy-lookups-data's rule lemmatizer tables."""
    from spacy.util import load_language_data
    lookups = importlib.import_module("spacy_lookups_data")
    rules = load_language_data(lookups.en["lemma_rules"])["verb"]
    return tuple((end, lemma) for end, lemma in rules), load_language_data(
        lookups.en["lemma_exc"])["verb"]


def verb_form(word: str, lemma: str) -> bool:
    """Whether ``word`` may inflect the verb ``lemma``: the lookup table lemmatises
    without a part of speech, and "dice", which it makes "die", is no form of the verb."""
    if word == lemma:
        return True
    endings, irregular = _verb_inflection()
    if lemma in irregular.get(word, ()):
        return True
    for end, instead in endings:
        if end and word.endswith(end):
            stem = word[:-len(end)]
            # a doubled consonant: "stopped", "getting"
            if stem + instead == lemma or (len(stem) > 2 and stem[-1] == stem[-2]
                                           and stem[:-1] + instead == lemma):
                return True
    return False


# An everyday word: at least this log probability in spacy-lookups-data's English word
# frequencies (lexeme_prob), letters only: about 1,400 words ("return", "create", "add",
# "look", "effect", "top"; not "skulk", "scry", "afterlife", "exile", "token"). Chosen on
# the development sets and the faithful translated rulings (see checks.terminology).
EVERYDAY_LOGPROB = -10.0


@cache
def _everyday_words() -> frozenset[str]:
    """The everyday words (EVERYDAY_LOGPROB). The table of a million words takes 1.4 s
    to read: the words are kept in the cache directory, in a file named by the data's
    version and the threshold, and read from there in milliseconds. A file that cannot
    be read or written leaves the table read every time: slower, never different."""
    from importlib.metadata import version

    from ..regex_cache import cache_dir
    path = cache_dir() / f"everyday-en-{version('spacy-lookups-data')}-{EVERYDAY_LOGPROB}.txt"
    try:
        return frozenset(path.read_text(encoding="utf-8").split())
    except (OSError, UnicodeDecodeError):
        pass
    from spacy.util import load_language_data
    lookups = importlib.import_module("spacy_lookups_data")
    probs = load_language_data(lookups.en["lexeme_prob"])
    words = frozenset(w for w, p in probs.items() if p >= EVERYDAY_LOGPROB and w.isalpha()
                      and w.isascii() and w.islower())
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.part")
        partial.write_text("\n".join(sorted(words)), encoding="utf-8")
        os.replace(partial, path)
    except OSError:
        pass
    return words


@cache
def _lemma_index() -> dict:
    from spacy.util import load_language_data
    return load_language_data(importlib.import_module("spacy_lookups_data").en["lemma_index"])


@cache
def _verbs_only() -> frozenset[str]:
    """The lemmas spacy-lookups-data's English lemma index has as verbs and not as
    nouns ("choose", "exert", "detain"; not "block", "attack")."""
    return frozenset(_lemma_index()["verb"]) - frozenset(_lemma_index()["noun"])


@cache
def _nouns_only() -> frozenset[str]:
    """The lemmas the index has as nouns and not as verbs ("opponent", "player")."""
    return frozenset(_lemma_index()["noun"]) - frozenset(_lemma_index()["verb"])


def verb_only(lemma: str) -> bool:
    """Whether ``lemma`` is a verb and no noun (_verbs_only)."""
    return lemma in _verbs_only()


def everyday(word: str) -> bool:
    """Whether ``word`` (lower case) is an everyday English word (EVERYDAY_LOGPROB)."""
    return word in _everyday_words()


_BEFORE_NOUN = frozenset(
    "a an the this that these those each any no another its their your his her my our "
    "all more additional same other first second third last next number of".split()
)
_BEFORE_VERB = frozenset(
    "to can can't cannot may must would could will won't don't doesn't didn't you they "
    "we he she it n't also then and_then never always".split()
)
_STARTS = frozenset({".", ":", ";", "•", "—", "(", "\""})
_BE = frozenset(("is", "are", "was", "were", "be", "been", "being", "enters", "remains"))


def pos_guess(tokens, i: int) -> frozenset[str] | None:
    """A cautious part-of-speech guess for tokens[i], from its left neighbour."""
    word = tokens[i].lower
    if word.isalpha() and not verb_form(word, tokens[i].lemma):
        return NOUN | ADJ  # "using dice": no form of "die"
    prev = tokens[i - 1] if i else None
    if prev is None or prev.text in _STARTS:
        # An imperative in its base form ("Counter target spell.", "Exile it."), or a
        # plural subject ("Instants and sorceries …") that tells nothing.
        return VERB if word == tokens[i].lemma else None
    if prev.lower in _RELATIVE and (_object_after(tokens, i) or _after_plural_relative(tokens, i)):
        # "effects that counter triggered abilities", "a spell that counters spells",
        # "cards that phase in"
        return VERB
    if prev.lower in _BEFORE_NOUN or prev.lower[:1].isdigit() or "/" in prev.lower:
        if word.endswith("ing") and word != tokens[i].lemma:
            return VERB  # "the countering fails": the verb's action, no counter
        return ADJ | VERB if word.endswith("ed") else NOUN  # "the exiled card"
    # "isn't", "aren't" (the spaCy tokenizer splits off "n't") are a form of be
    be = prev.lower in _BE or (prev.lower in ("n't", "n’t", "not") and i >= 2
                                and tokens[i - 2].lower in _BE)
    if be:
        if word.endswith("s") and not word.endswith("ss") and word != tokens[i].lemma:
            return NOUN  # "emblems aren't counters": no verb ends so after a be
        return ADJ | VERB
    if prev.lower in _BEFORE_VERB:
        return VERB
    if _after_plural_subject(tokens, i):
        return VERB
    return None


# a relative pronoun, or a demonstrative: "that counter" is either
_RELATIVE = frozenset(("that", "which"))


def _object_after(tokens, i: int) -> bool:
    """Whether an object follows tokens[i]: an article or a possessive, a plural noun that
    is no verb ("spells"), or a participle before one ("triggered abilities"). After a
    relative "that", tokens[i] is then its verb ("effects that counter triggered
    abilities"); a demonstrative's noun is followed by its own verb ("that counter is
    removed") or a preposition."""
    def plural_noun(t) -> bool:
        return (t.is_alpha and t.lower != t.lemma and t.lower.endswith("s")
                and t.lemma in _nouns_only())
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is None:
        return False
    if after.lower in _SURE_BEFORE_NOUN or plural_noun(after):
        return True
    # two plurals in a row make no noun phrase: the first is a verb's third person ("a
    # spell that counters spells", where "spell" is a verb too)
    word = tokens[i]
    if (word.lower != word.lemma and word.lower.endswith("s") and after.is_alpha
            and after.lower != after.lemma and after.lower.endswith("s")
            and after.lemma in _nouns()):
        return True
    return (after.lower.endswith("ed") and i + 2 < len(tokens)
            and plural_noun(tokens[i + 2]))


def _after_plural_relative(tokens, i: int) -> bool:
    """Whether tokens[i], in its base form, follows a relative "that" or "which" after a
    plural noun: the relative clause's verb ("cards that phase in"), where a
    demonstrative's noun would be singular."""
    if i < 2 or tokens[i].lower != tokens[i].lemma or not tokens[i].is_alpha:
        return False
    noun = tokens[i - 2]
    return (noun.is_alpha and noun.lower != noun.lemma and noun.lower.endswith("s")
            and noun.lemma in _nouns())


# an article or a possessive: what follows is no verb ("that", "this", "all" may be
# pronouns: "a creature that dies")
_SURE_BEFORE_NOUN = frozenset("a an the its their your his her my our another every".split())


def _after_plural_subject(tokens, i: int) -> bool:
    """Whether tokens[i], in its base form, follows a plural noun that an article or a
    possessive opens: the noun phrase's verb ("its effects persist this turn", "your
    opponents control"), where English puts no noun after a plural one."""
    if i < 2 or tokens[i].lower != tokens[i].lemma or not tokens[i].is_alpha:
        return False
    noun = tokens[i - 1]
    return (tokens[i - 2].lower in _SURE_BEFORE_NOUN and noun.lower != noun.lemma
            and noun.lower.endswith("s") and noun.lemma in _nouns())


@cache
def _nouns() -> frozenset[str]:
    """The lemmas spacy-lookups-data's English lemma index has as nouns."""
    return frozenset(_lemma_index()["noun"])


# a modal: the base form after it is a verb, an adverb or a negation between or not
# ("will never reach", "can't attack")
_MODALS = frozenset("will would can can't cannot may might must could should won't "
                    "wo ca".split())
_BETWEEN = frozenset("not n't n’t never always also still only".split())


def pos_sure(tokens, i: int) -> bool:
    """Whether pos_guess is sure of tokens[i]: an article or a possessive before it
    ("their own", "a die") makes it no verb, and so does a word no verb inflects to
    ("dice"); a modal before its base form makes it a verb ("that card will never
    reach that player's graveyard": no reach the keyword), and so does a relative "that"
    after a plural noun ("cards that phase in": _after_plural_relative)."""
    word = tokens[i].lower
    if i > 0 and tokens[i - 1].lower in _SURE_BEFORE_NOUN or _after_plural_subject(tokens, i):
        return True
    if i > 0 and tokens[i - 1].lower in _RELATIVE and _after_plural_relative(tokens, i):
        return True  # "cards that phase in"
    if word.isalpha() and not verb_form(word, tokens[i].lemma):
        return True
    k = i - 1
    while k >= 0 and tokens[k].lower in _BETWEEN:
        k -= 1
    return word == tokens[i].lemma and k >= 0 and tokens[k].lower in _MODALS


_SUBJECTS = frozenset("they you we both".split())


def floated(tokens, i: int) -> bool:
    """Whether "each" (tokens[i]) floats after its subject, before the verb: a subject
    pronoun or a noun that is no verb before it ("they each get", "You and that
    opponent each gain"; not "causes each opponent"), or what follows its next word
    opens a noun phrase, that word's object ("each control a Butcher", "each deal 2
    damage"), where a noun under "each" would be followed by its verb."""
    # (a noun, not a function word the index also has as one: "then each other player")
    if i > 0 and (tokens[i - 1].lower in _SUBJECTS or tokens[i - 1].lemma in _nouns_only()
                  and tokens[i - 1].lower not in PACK.stop_words):
        return True
    after = tokens[i + 2] if i + 2 < len(tokens) else None
    return after is not None and (after.lower in _SURE_BEFORE_NOUN or after.text[:1].isdigit()
                                  or after.text[:1] in "+-")


# verbs of spaCy's English stop words ("Put a counter on it", "Make a copy")
_STOP_VERBS = frozenset("put get make give take see show call go do keep move".split())


def imperative(tokens, i: int, stop_words: frozenset[str]) -> bool:
    """Whether tokens[i] opens an imperative, which speaks to the reader: a verb in its
    base form opening a sentence ("Think carefully", "Put a counter") or, in lower case,
    a clause after a comma ("When it enters, add one mana"); not a function word ("If",
    "You") nor a name."""
    token = tokens[i]
    if not token.is_alpha or token.lower != token.lemma or (
            token.lower in stop_words and token.lower not in _STOP_VERBS):
        return False
    before = tokens[i - 1].text if i else "."
    if before in (".", "!", "?", ":", ";"):
        guess = pos_guess(tokens, i)
        return guess is not None and "VERB" in guess
    return before == "," and token.text.islower()


_A = r"['’]"  # an apostrophe, straight or curly
# Words negated by a prefix: "nonbasic", "untapped", "indefinitely" (« sin límite de
# tiempo »). Not "colorless": its renderings are words of their own (« incolore »), a
# negation on them a flip (« ne sera plus incolore » for "will still be colorless").
_PREFIXED = (r"\bnon-?[a-z]{3,}|\bun(?!less|til|der)[a-z]{2,}(?:ed|able)\b"
             r"|\bin(?:definite|finite)(?:ly)?\b")
# "you" and what may stand before the verb of controlling or owning: a modal or a
# tense ("you'll control", "you would own"), an adverb ("you no longer control")
_YOU = (rf"\byou(?:{_A}ll|{_A}d|{_A}ve| will| would| can| could| may| might| must"
        rf"| won{_A}t| can{_A}t| cannot| wouldn{_A}t| couldn{_A}t| need to| have to"
        rf"| have| had| haven{_A}t| hadn{_A}t)?"
        rf" (?:don{_A}t have to |don{_A}t |didn{_A}t |doesn{_A}t |do not |did not |no longer |still "
        r"|also |already "
        r"|only |not |continue to |somehow |ever |never |currently |both |all "
        r"|each |then |now |alone |together |been |continuously |always "
        # a control that ends or begins ("you stop controlling it": « dejas de controlar »)
        r"|stop |cease |ceased |start |begin |began "
        # the emphatic "do", maybe marked ("a land you *do* control")
        r"|\*?do\*? |\*?did\*? )?")
# the generic gerund ("Controlling both of them won't …"), not "a player controlling it"
_GERUND = r"(?:^|[.;:!?]\s+|\b(?:by|while|from|of|after|before|when|without)\s+)"
# a gerund of control with a player named after it in its sentence ("Controlling a
# player doesn't allow the controlling player…", "before controlling the other player"):
# its subject is that sentence's player, not the reader
_PLAYER_AFTER = r"[^.;:!?]*\bplayers?\b"
_YOUR_CONTROL = r"\b(?:under |leaves? |left |leaving )?your control\b"
# "you" one of a coordinated subject: "if you or your opponent control the spell"
_YOU_OR = r"\byou (?:or|and) (?:your |an |another |that |the )?\w+ "
# "Say you're the owner of both": "you own"
_YOU_OWNER = rf"\byou(?:{_A}re| are| were)(?: the| its| their)? owners? of\b"

# Verbs and words after which "whether" asks a question ("checks whether", "you choose
# whether or not to pay", "depends on whether"): no concession.
QUESTION_TAKERS = ("check", "checks", "checked", "checking", "choose", "chooses", "chose",
                   "choosing", "decide", "decides", "decided", "deciding", "determine",
                   "determines", "determined", "copy", "copies", "copied", "affect", "affects",
                   "affected", "care", "cares", "matter", "matters", "mattered", "know",
                   "knows", "see", "sees", "tell", "tells", "ask", "asks", "on", "of", "about",
                   "is", "are", "was", "were", "be", "to", "depends", "depend", "state",
                   "states", "indicate", "indicates", "reveal", "reveals", "and", "or",
                   "only", "just", "simply")

CUES = {
    # One match per negation ("neither … nor" is one: "nor" is not counted); words that
    # say one ("fail to draw" is "not draw", "too late to respond" "can't respond").
    # "Otherwise" says "if not" where it opens a clause ("Otherwise, …"); "or otherwise
    # replaced", "is otherwise the same" say "in another way" (« d'une autre façon »).
    # An alternative ("a creature or planeswalker", "… or if …"; not "and/or", "one or
    # more", "or not") and a conjunction; what before an "or" in its clause lets a
    # translation say it with "and" (a negation or a quantifier over both: "can't attack
    # or block", « ne peut ni attaquer ni bloquer », "any spell or permanent", « jeden
    # Zauberspruch und jede bleibende Karte »), and where a clause opens.
    "disjunction": r"(?<!and/)\bor\b(?! (?:more|fewer|less|greater|not)\b)",
    "conjunction": r"\b(?:and|both)\b(?!/)",
    # a word right after a negative word that makes it go on with the negation before
    # ("no creature can attack, not even those that …")
    "continuation-after": r"\s+even\b",
    "over-both": r"\b(?:any|each|every|all|either|neither|nor|unless)\b",
    # (to the end of its sentence: "it doesn't matter whether A, B while C, or D")
    "over-all": r"\b(?:whether|regardless|matter)\b",
    "clause-opener": r"\b(?:if|because|since|when|whenever|which|who|whose|where|while|unless"
                     r"|until|after|before|although|though)\b|[;:—]",
    "negation": rf"\b(?:not|never|none|nothing(?! but\b)|neither|without|cannot|nobody|insufficient"
                r"|unable|unaffected|fail|fails|failed|too late)\b"
                r"|(?:^|(?<=[.;:,(—] )|(?<=[.;:,(—]))otherwise\b"
                rf"|\bno\b(?! matter| more than| fewer than| less than)|n{_A}t\b",
    # a word negated by the prefix "non-" ("nontoken", "non-Aura"): a restriction of its own
    "non": r"\bnon-?(?!etheless\b|sense\b)[a-z]{3,}",
    # Words negated by a prefix ("nonbasic", "unblocked"), and words that are another's
    # negation ("illegal", "disallows", "zero", "other than"): a translation may say them
    # with a negation of its own (« no básica », « no bloqueado », « no es legal », « no
    # permite », « ne déplacer aucun marqueur » for "move zero counters", « una zona que
    # no sea un cementerio »), or not (« non-base »).
    "privative": _PREFIXED +
                 r"|\b(?:illegal\w*|impossible|invalid\w*|irrelevant|disallow\w*|ignor\w*"
                 r"|lack\w*|absent|absence|zero|other than"
                 # "are redundant": one gives nothing more (« n'en tire aucun bénéfice »)
                 r"|redundant|useless"
                 # "forbids", "prohibited": not allowed (« Rien n'interdit » is allowed)
                 r"|forbid\w*|forbade|prohibit\w*"
                 # "if your hand is empty": there is no card in it (« n'a aucune carte »)
                 r"|empty|emptie[sd]"
                 # "different" is "not the same" (« n'est pas le même »), "behaves
                 # differently than" and "unlike" are "not as" (« ne se comporte pas
                 # comme »)
                 r"|different(?:ly)?|differ(?:s|ed|ing)?|distinct(?:ly)?|unlike"
                 # "stops being a creature" is « keine Kreatur mehr ist », "to avoid the
                 # spell being countered" « damit der Zauberspruch nicht neutralisiert wird »;
                 # "prevent" is said by a word of its own (« verhindert », « empêche »):
                 # "doesn't prevent" said « verhindert » drops the negation
                 r"|stop|stops|stopped|stopping|cease\w*|avoid\w*|prevent\w*"
                 # "forgo the attack", "waive": not to do it
                 r"|forgo\w*|forwent|waiv\w*|renounc\w*"
                 # "forget": not remember (« N'oubliez pas » for "Remember")
                 r"|forget\w*|forgot\w*"
                 # "is optional": not required (« musst du keine Karte … schicken »)
                 r"|optional\w*)\b",
    # The verbs of keeping something from happening or of ceasing to have: "doesn't prevent them
    # from being able to turn face up" is "they can still turn face up" (« peuvent
    # toujours être retournées »), a negation on such a verb says nothing negative
    # ("doesn't cause creatures to lose their abilities" said « behalten ihre
    # Fähigkeiten », keep)
    "privative-verb": r"\b(?:stop|stops|stopped|stopping|prevent\w*|lose|loses|losing|lost"
                      r"|cease\w*|forget\w*|forgot\w*)\b",
    # Of those, the words negated by a prefix: said with a negation on the word they
    # negate (« no bloqueado »). The others are words of their own ("stop", "ignore"):
    # rendered by their own word (« verhindert »), a negation on it flips them.
    "privative-prefix": _PREFIXED,
    # the prefix itself, before the word it negates ("un|tapped", "non|basic", "il|legal")
    "negative-prefix": r"^(?:non-?|un|in|il|im|ir|dis)(?=[a-z]{3})",
    # a negative word repeated over a list ("no name and no abilities")
    "listing": r"\b(?:without|no)\b",
    "permission": r"\b(?:may|might|can|could|cannot|able to)\b"
                  # "it's possible for X to", "is possible" (not "isn't possible")
                  r"|\b(?:is|are|be|was|were|it['’]s)\s+(?:still\s+|also\s+)?possible\b"
                  # "you get to put a creature card" (you may), not "gets to the bottom"
                  r"|\b(?:get|gets|got)\s+to\b(?=\s+(?!(?:the|an?|its?|your|their|that|this|one"
                  r"|zero|\d+)\b)[a-z]+\b)",
    # a hedge: what is only likely (checks.meaning._hedged)
    # (not the adjective of "seems likely to deal damage")
    "likely": r"\b(?:most |more |very )?likely\b(?! to\b)|\bprobably\b|\bpresumably\b",
    # how often ("will usually give it at least +1/+1"): a hedge too, which a
    # translation says for certain (« immer ») where it has no word of how often
    # ("normally" and "generally" as hedges: opening their sentence or before what they
    # hedge, not the manner of a verb, "will work normally", "resolve normally even if")
    "usually": r"\b(?:usually|typically|ordinarily)\b|\bin (?:most|many) cases\b"
               r"|\bmost of the time\b|\bas a rule\b|(?:^|(?<=[.;:!?(] ))(?:normally|generally)\b"
               r"|(?<=\w )(?:normally|generally|often|mostly)\b(?!\s*(?:[.,;:)]|$)|\s+(?:even|if"
               r"|when|whenever|as|and|or|but|for|with|unless|until|while|on|in|to|except|than"
               r"|though|although|because)\b)",
    "may": r"\bmay\b",
    # an obligation that may arise ("its controller may have to discard"): a
    # possibility, which an obligation said for certain (« tendrá que descartar ») drops
    "may-have-to": r"\b(?:may|might|could)\s+(?:also\s+|still\s+)?(?:have|need)\s+to\b",
    # Verbs a negation reaches past to the word it bears on, as it does modal verbs
    "causative": r"\b(?:cause[sd]?|causing|make[s]?|made|let[s]?|allow(?:s|ed)?|enables?"
                 r"|force[sd]?)\b",
    # advice, no rule: "must" said so is weakened (Modality, _advised)
    "should": r"\b(?:should|ought to)\b",
    "obligation": r"\b(?:must|has to|have to|had to|needs? to|needed to)\b"
                  # "is required to", not "isn't required to" (no-obligation)
                  r"|\b(?:is|are|was|were)\s+(?:required|obliged|forced)\s+to\b",
    # A modal verb negated: forbidden, whether by "can't" or by "must not".
    "prohibition": rf"\b(?:must|can|may|could|might)\s+not\b|\b(?:mustn|couldn|can){_A}t\b"
                   # "must control no creatures": may control none (« darfst keine … »)
                   r"|\bmust\s+(?:\w+\s+){1,2}?no\b(?!\s+(?:longer|more|less|later|earlier|matter)\b)"
                   r"|\bcannot\b"
                   # "you don't get to cast it"
                   rf"|\b(?:don{_A}t|doesn{_A}t|didn{_A}t|won{_A}t|never)\s+(?:get|gets|got)\s+to\b"
                   # "won't be able to", "isn't able to", "unable to"
                   rf"|\b(?:won{_A}t|will\s+not|isn{_A}t|aren{_A}t|wasn{_A}t|weren{_A}t"
                   r"|(?:is|are|was|were)\s+not)\s+(?:be\s+)?able\s+to\b|\bunable\s+to\b"
                   # "No player may look", "no creature can block": the subject negated
                   r"|\b(?:no|neither)\s+(?:\w+\s+){1,2}(?:may|can|could)\b(?!\s+not\b)"
                   # "Nothing can happen between the two", "no one may respond"
                   r"|\b(?:nothing|nobody|no\s+one)\s+(?:may|can|could)\b(?!\s+not\b)"
                   # "can no longer play them"
                   r"|\b(?:can|could|may|might)\s+no\s+longer\b",
    # An obligation negated: allowed, not forbidden ("doesn't have to").
    # (an adverb between: "don't necessarily have to", "don't even have to")
    "no-obligation": rf"\b(?:do|does|did|will)(?:\s+not|n{_A}t)(?:\s+(?:\w+ly|even))?\s+(?:have|need)\s+to\b"
                     rf"|\b(?:needn{_A}t|need not|won{_A}t have to)\b"
                     # "won't cause you to have to pay": the obligation a negated
                     # causative brings about
                     rf"|\b(?:(?:do|does|did|will)(?:\s+not|n{_A}t)|won{_A}t)\s+(?:cause|make|force)"
                     r"\s+\w+\s+to\s+(?:have|need)\s+to\b"
                     rf"|\b(?:(?:is|are)\s+not|isn{_A}t|aren{_A}t)\s+(?:required|obliged|forced)\s+to\b"
                     # "doesn't necessarily mean it must", « pas forcément »: the "must"
                     # it reaches is no obligation
                     rf"|(?:\bnot|n{_A}t)\s+necessarily(?:(?:\s+\w+){{0,3}}?\s+must)?\b",
    # not "up to something" (scheming), which says no number, nor rounding "up to the
    # nearest whole number", which says the direction
    "up-to": r"\bup to\b(?!\s+(?:something|no good|you|the nearest)\b)",
    # ("one or both", "A, B, or both": one of them at least; "one or two halves")
    "at-least": r"\b(?:at least|or greater|or more|greater than or equal to"
                r"|a minimum of|(?:one|either),? or two)\b"
                # (not "both on top or both on the bottom": a place said twice)
                r"|\bor both\b(?!\s+(?:on|in|at|to|into|onto|from|under)\b)",
    # not "more or less" (pay more or less: either)
    "at-most": r"\b(?:at most|no more than|or fewer|(?<!\bmore )or less|less than or equal to"
               r"|a maximum of)\b",
    # "can't exile more than four": at most four, said with a negation (« höchstens
    # vier » says it too); see checks/meaning.py SAID_AS
    # "can't … multiple times": at most once, which a translation says "only once"
    # (« puede elegirse una sola vez »); "can't get multiple copies", "only one copy"
    "not-twice": rf"\b(?:can{_A}t|cannot|not|never|\w+n{_A}t)\b[^.;:,()]*?"
                 r"\b(?:multiple times|more than once|twice|double[- ]count\w*)\b"
                 # "multiple" of a noun only on the negated verb ("can't get multiple
                 # copies"; not "hasn't drawn any cards … and … draw multiple cards")
                 rf"|\b(?:can{_A}t|cannot|not|never|\w+n{_A}t)\b(?:\s+[\w-]+){{0,2}}\s+multiple\b",
    "not-more": rf"\b(?:can{_A}t|cannot|not|never|\w+n{_A}t)\b[^.;:,()]*?"
                r"\bmore(?:\s+\w+){0,2}\s+than\b",  # "can't exile more cards than"
    # "two or more": a number of at least two that a translation says « plusieurs »
    # (SAID_AS: "at-least" said "several"; the number word is weak, see weak_numbers)
    "several": r"\b(?:several|multiple)\b",
    # the alternative not taken: a negation the other side may say ("It doesn't double
    # them" as « statt sie zu verdoppeln »; see checks/meaning.py _alternative_negates)
    "instead": r"\b(?:instead of|rather than)\b",
    # the alternative kept beside the other, no alternative taken (Condition)
    "in-addition": r"\bin addition to\b",
    # the other choice, itself no negation counted (cue_neutral): it says one where the
    # other side has more ("ones that aren't attacking" as « estén atacando o no »)
    "or-not": r"\bor not\b",
    # "doesn't matter", "doesn't care", "no matter", "regardless": neutral phrases, which
    # translations say with a negation or without one (« peu importe », « no le importa
    # ninguna », « sin importar cuántas … ni cuántos »)
    "no-matter": rf"\b(?:doesn|don|didn|won){_A}t (?:matter|care)\b|\b(?:does|do|did) not (?:matter|care)\b"
                 r"|\bno matter\b|\bregardless\b",
    # (not the adjective, "the only creatures on the battlefield are yours": « todas las
    # criaturas … son tuyas », "the only number of targets … is zero": « ningún objetivo »)
    # ("does nothing but add mana": it only adds mana)
    "only": r"(?<!\bthe )\bonly\b|\bnothing but\b",
    # Not "each" floated after a plural subject ("two creatures each get +1/+0"): it
    # repeats what the plural says, and translations often leave it out; nor the
    # reciprocal "each other" (« les uns des autres », « se verront »).
    # (not the reciprocal "each other", before a stop or a word that no noun is; "each
    # other creature" is every other one)
    "each": r"(?<!s )\b(?:each|every)\b(?! (?:get|gain|deal|have|become|lose)s?\b)"
            r"(?! other\b(?:\s*(?:[.,;:)!?'’]|$)|\s+(?:and|or|in|on|at|to|with|for|as|if|when"
            r"|than|until|that|this|unless|while|because|but|so|before|after|during|is|are|was"
            r"|were|can|will|would|from|out|into|onto|up|down|by|about|over|under|through|off"
            r"|once|twice|again|enter\w*|produc\w*)\b))",
    # some made each, all made most, and the other way round (OPPOSITES): an existential
    # said as a universal, a universal weakened ("if all of the targets become illegal"
    # said « si la mayoría de los objetivos »)
    # "any" opening a sentence says every one ("Any effects that interact with counters …")
    "any-universal": r"(?:^|(?<=[.;:!?]\s)|(?<=\(|—))any\b(?!\s+(?:number|time|one)\b)",
    "some": r"\bsome\b(?!\s+(?:of\s+)?(?:way|time|point|reason|other)\b)",
    "all": r"(?<!\bat )\ball\b(?!\s+(?:right|the same|at once)\b)",  # not "won't apply at all"
    # "other" that leaves one out ("other attacking Pirates"; not "other than", "each
    # other", "every other", "on the other hand", "in other words"): said "all" it takes
    # that one in (SAID_INSTEAD)
    "other": r"(?<!\beach )(?<!\bthe )(?<!\bevery )\bother\b(?!\s+(?:than|hand|words)\b)",
    "most": r"(?<!\bat )\bmost\b(?! recent\w*\b)",
    # an approximation of a number or a quantifier ("almost all", "nearly every")
    "almost": r"\b(?:almost|nearly|virtually)\b|\bnear (?:the )?(?:end|beginning|start)\b",
    # "not only X", and "not only X but (also) Y", which says "X as well as Y"
    # (checks.meaning._not_only)
    "not-only": r"\bnot (?:only|just)\b",
    "not-only-but": r"\bnot (?:only|just)\b[^.;:]*?\bbut\b",
    # a cessation, and a continuation: "no longer" said "still" turns it round
    # (checks.meaning._still_for_no_longer)
    # ("not still", "doesn't have to still be", "stops being", "ceasing to exist")
    "no-longer": r"\bno longer\b|\bnot\b[^.;:,]*?\b(?:any ?more|any longer)\b"
                 rf"|(?:\bnot|n{_A}t) (?:\w+ ){{0,3}}still\b"
                 # "if there are no cards left": none remaining (« keine Karten mehr »)
                 r"|\bno (?:\w+ ){0,2}(?:left|remaining)\b|\bnone (?:left|remaining)\b"
                 r"|\bstop(?:s|ped|ping)? being\b|\bceas\w+ to\b",
    # a verb of leaving, which a translation may say as a cessation ("leaves the top of
    # your library": « nicht mehr oben auf deiner Bibliothek liegt »)
    "leaving": r"\b(?:leaves?|left|leaving)\b",
    "still": r"\bstill\b|\bcontinu\w* to\b",
    # a single time ("only once", "triggers once"; not "once" opening a clause, "at
    # once", "more than once") and a time for each ("for each", "per", "once each"; not
    # "once each time", the conjunction's; "each time" closing its clause, not the
    # conjunction): what checks.meaning._once_or_each
    # compares
    # several times ("more than once"), which a single time flips; negated, it is
    # not-twice's
    "several-times": r"\b(?:more than once|multiple times|several times|repeatedly"
                     r"|any number of times)\b",
    "single-time": r"(?<!\bmore than )(?:\b(?:only|just|exactly) once\b"
                   r"|(?<!\bat )\bonce(?= *(?:[,.;)]|and\b|or\b|per\b|each\b|for each\b|every\b"
                   r"|in\b|during\b|this\b|a turn\b|not\b))"
                   r"|\b(?:trigger|triggers|triggered|resolve|resolves) once\b)",
    "each-time": r"\bfor (?:each|every)\b|\b(?:each|every) time(?= *[,.;)])|\bper\b"
                 r"|\b(?:once|twice|times) each\b(?! time)|\b(?:that|as) many times\b",
    "any-number": r"\bany number of\b",
    # one of several said as each of them or both (SAID_INSTEAD): "one of the
    # chosen players" made « les deux joueurs choisis »; not "all but one of", nor "each
    # time one of" (« jede dieser Fähigkeiten bei ihrer Verrechnung »), nor "at least one
    # of" and "more than one of" (the quantifier of "at least", "more than")
    "one-of": r"(?<!but )(?<!least )(?<!than )(?<!each time )(?<!every time )(?<!whenever )"
              r"\bone of\b",
    # none of a group ("no targets", "none of its effects", "nothing") and not all of it
    # ("not all of them"), which says some may be (SAID_INSTEAD)
    "none": r"\b(?:none|nothing|nobody|no one)\b"
            r"|\bno\b(?!\s+(?:longer|more|less|matter|later|earlier|sooner|one)\b)(?=\s+[a-z])",
    "not-all": r"\bnot (?:all|every|each)\b",
    # (not "either or both", "one or both": one of them, maybe both)
    "both": r"(?<!\beither or )(?<!\bone or )\bboth\b",
    # none of two: said "not both" or "if one of them … not", a flip (SAID_INSTEAD)
    # (and "can't cast either half": either under a negation, with no "or" after it)
    "neither": r"\bneither\b|(?:n['’]t|\bnot|\bcannot)\b[^.;:,]*?\beither\b(?=\s+(?!way\b)[a-z])"
               r"(?![^.;:]*\bor\b)",
    # "any of" under a negation is none of them ("if you can't choose targets for any of
    # the modes"): said "one of" (« pour l'un des modes »), a flip (SAID_INSTEAD)
    # (not where a condition opens between: "can't redistribute the damage if any of the
    # targets becomes illegal" says one of them, « si l'une des créatures »)
    "none-of": rf"(?:n{_A}t|\b(?:not|never|without|cannot))\b"
               r"(?:(?!\b(?:if|when|whenever|unless|as long as|while|because)\b)[^.;:,])*?"
               r"\bany of\b|\bnone of\b",
    # one or the other of two named: "if either X or Y leaves" said "if both X and Y
    # leave" flips (SAID_INSTEAD); not the determiner ("either player", "either half",
    # "in either case": « dans les deux cas » says the same)
    "either": r"\beither\b(?=\s+(?:the|a|an|your|its|their|his|her|this|that|these|those"
              r"|you|it|they|to|in|on|by|from|at|when|if|as|because)\b)(?=[^.;:]*\bor\b)"
              # and the determiner in a condition: "if either target is illegal" is if
              # one of them is (« sind beide Ziele ungültig » flips it)
              r"|\bif either\b",
    # every one but some: "all but one are removed" said « l'une d'entre elles est
    # retirée » flips (SAID_INSTEAD)
    "all-but": r"\ball but\b",
    # what "at least" and "at most" may be turned into (checks/meaning.py RIVALS)
    # "mana of any one color", "from a single graveyard": « genau einer », « genau einem »
    "exactly": r"\bexactly\b|\bany one\b|\ba single\b",
    "more-than": r"\b(?:more|greater|higher) than\b",
    "less-than": r"\b(?:less|fewer|lower|smaller) than\b",
    "opponent": r"\bopponents?\b|\bopposing\b",  # "the opposing team", "an opposing creature"
    "teammate": r"\bteammates?\b",
    # the player addressed, in every form: said as an opponent or a teammate, a flip
    "you": r"\byou(?:r|rs|rself)?\b",
    # a player named ("each player", "the affected player"; checks/meaning.py
    # _player_made_you)
    "player": r"\bplayers?\b",
    # who chooses, by the verb's person (finite forms only: "you may choose" and
    # « vous pouvez choisir » count on neither side): "that player chooses" said « vous
    # choisissez » gives the choice to another (SAID_INSTEAD)
    "you-choose": rf"\byou(?:{_A}ll| will)? (?:choose|decide)\b",
    "they-choose": r"\b(?:chooses|decides)\b|\b(?:they|players|opponents|teammates)"
                   r" (?:choose|decide)\b|\b(?:he|she|it|they|player|opponent|controller|owner)s?"
                   rf"(?:{_A}ll| will) (?:choose|decide)\b",
    # another's control: what "you control" said as someone else's is said as
    # (« qu'il contrôle »)
    "they-control": r"\b(?:he|she|it|they|player|players|opponents?|teammates?|controllers?"
                    r"|owners?|who|whoever|someone)\s+(?:(?:also|still|already|no longer|now"
                    r"|currently|then)\s+)?(?:controls|controlled)\b|\bthey (?:also |still |now )?"
                    r"control\b|\bcontrolled by\b",
    # "you no longer control", "you still control": an adverb between is the same cue.
    # also "your control" left or gained, and the generic gerund: "Controlling both of
    # them won't…" is « wenn du beide kontrollierst » (not "a player controlling it",
    # nor a gerund with a player after it: _PLAYER_AFTER)
    # and with a modal or a tense between: "you'll control", "you would own"
    "you-control": _YOU + r"(?:control|own)\w*|" + _YOU_OR + r"(?:control|own)\b|"
                   + _YOU_OWNER + "|" + _YOUR_CONTROL + r"|" + _GERUND
                   + r"(?:controlling|owning)\b(?!" + _PLAYER_AFTER + ")",
    # the two verbs apart: "you own" said « vous contrôlez » is another player's card
    # (Possessor, SAID_INSTEAD)
    "you-own": _YOU + r"own(?:s|ed)?\b|" + _YOU_OR + r"own\b|" + _YOU_OWNER + "|" + _GERUND
               + r"owning\b",
    "you-controls": _YOU + r"control(?:s|led)?\b|" + _YOU_OR + r"control\b|" + _YOUR_CONTROL
                    + r"|" + _GERUND
                    + r"controlling\b",
    # "it's possible to control": no one's, which translations may say to the reader
    # (« puedes controlar ») or not (« es posible controlar »); see SAID_AS
    # and a gerund said of a player the sentence names ("While controlling another
    # player, the controlling player…": « Mientras controla a otro jugador »)
    "generic-control": r"\b(?:possible|impossible|able|unable|allowed) to (?:\w+ )?(?:control|own)\b|"
                       + _GERUND + r"(?:controlling|owning)\b(?=" + _PLAYER_AFTER + ")",
    "your": r"\byours?\b",
    # the possessive determiner, that says "you control" too ("the creature you
    # control": « votre créature »); see SAID_AS
    "possessive": r"\byour\b(?!\s+(?:opponents?|teammates?)\b)",  # (not of players)
    # "the energy counters you have", which a translation says with its verb of owning
    # (« que vous possédez », « que posees », « die du besitzt »): no control or ownership
    "you-have": rf"\byou(?:{_A}ll| will| still| already)? (?:still |already )?ha(?:ve|d)\b(?! to\b)"
                # and the control you keep ("you'll retain control of it": « seguirá bajo
                # tu control », « reste sous votre contrôle »)
                rf"|\byou(?:{_A}ll| will| would)? (?:still |later )?(?:retain|keep|regain)"
                r" control\b",
    # and the one who owns it, said so ("cards that player owns": « dont il est le
    # propriétaire »), not "you own"
    # having ("counters a player has"), which a translation may say with the verb that
    # also says owning (« qu'un joueur possède »)
    "having": r"\b(?:has|have|had|having)\b",
    # (not "you're the owner of": you own, _YOU_OWNER)
    "owner": r"(?<!\byou['’]re the )(?<!\byou are the )\bowners?\b"
             r"|(?<!\byou )(?<!\byou don['’]t )(?<!\byou didn['’]t )"
             r"\b(?:owns|owned)\b"
             r"|\b(?:they|who|players|opponents|teammates)(?: don['’]t| didn['’]t)? own\b",
    # and the one who controls it, said so ("whoever controls it", "regardless of who
    # controls it", "it doesn’t matter who controls it": « quel que soit son contrôleur »,
    # « peu importe qui le contrôle »)
    # the controller said as the player who controls it (a controller's counterpart,
    # checks.meaning.SAID_AS; not a cue of its own: "you control" said « le joueur qui
    # contrôle » is another's)
    "one-who-controls": r"\b(?:players?|one|person|opponents?|teammates?)\s+(?:who|that)\s+"
                        r"(?:(?:still|currently|now)\s+)?(?:controls|controlled)\b",
    "controller": r"\bcontrollers?\b|\bwhoever (?:controls|controlled)\b"
                  # "who controls" asked, not "the player who controls" (after a person)
                  r"|\b(?!(?:players?|opponents?|one|anyone|someone|everyone|teammates?"
                  r"|person|those)\b)[a-z]+ who (?:controls|controlled)\b"
                  # after "it doesn't matter", which the neutral phrases blank
                  r"|(?<=\s\s)who (?:controls|controlled)\b",
    # An owner or a controller with what is owned or controlled named beside it
    # ("the controller of that permanent", "Quag Sickness's controller"; not "its
    # owner", "their owners'"): whose owner it is (checks.meaning._possessed_changed)
    "owner-of": r"\bowners?\s+of\b|(?<=['’]s\s)owners?\b|(?<=s['’]\s)owners?\b",
    "controller-of": r"\bcontrollers?\s+of\b|(?<=['’]s\s)controllers?\b"
                     r"|(?<=s['’]\s)controllers?\b",
    # and said with the verb ("another player owns the exiled card", "the player who
    # controls the creature"), which a translation may say with the noun
    "owns": r"\b(?:owns|owned)\b",
    "controls": r"\b(?:controls|controlled)\b",
    # and of a pronoun ("their owners' graveyards": the subject's)
    "its-owner": r"\b(?:its|their|his or her) owners?\b",
    "its-controller": r"\b(?:its|their|his or her) controllers?\b",
    # a possessive pronoun of one thing or person (checks.meaning: its antecedent)
    "singular-pronoun": r"\b(?:its|his or her)\b",
    # A contrast, a concession or a proviso: what a translation adds a false
    # restriction with where the English has none (structure.lonely_clauses). Not "as
    # though" (as if) or a "whether" of choice ("you choose whether to put"; "whether or
    # not" is a concession), which would answer a proviso the translation adds (« …,
    # salvo activar habilidades de maná »). "Still" stays: German says it « trotzdem »,
    # « dagegen ».
    # an example or an instance named ("such as Giant Growth", "including itself", "other
    # kinds include poison"): a clause a translation opens with one the English lacks
    # says something of its own
    "example": r"\b(?:such as|for example|for instance|e\.g\.|includ(?:e|es|ed|ing)|like"
               r"|perhaps)\b",
    # "whenever", "each time" opening a clause: a connective (« jedes Mal, wenn », « chaque
    # fois que », « cada vez que »), no content of its own (checks/structure.py CONNECTIVES)
    "whenever": r"\bwhenever\b|\b(?:each|every) time\b(?! *[,.;)])",
    "contrast": r"\b(?:but|however|although|whereas|nevertheless|nonetheless"
                r"|provided|as long as|so long as|while|only if|unless|except|excluding|still"
                r"|yet|instead|rather|regardless|whether or not|with the exception)\b"
                # (a concession's "even": "even for a brief moment", « aunque sea »)
                r"|\beven (?:if|though|when|while|after|before|as|once|with|without|during"
                r"|for)\b"
                r"|(?<!\bas )\bthough\b"
                # the emphatic auxiliary before a verb ("it does expire if you leave the
                # game", "you do draw a card" after a case where you don't): what does
                # happen against what doesn't; not "to do", "as do some", "nor do you"
                r"|(?<=\w )(?<!\bto )(?<!\bas )(?<!\bnor )\b(?:does|do|did)\s+(?!(?:not|nothing|so"
                r"|the|what|as|while|this|that|these|those|it|is|your|when|on|something|anything|to"
                r"|with|in|for|if|only|a|an|any|its|their|his|her|same|more|less|before|after|at"
                r"|during|from|by|of|one|two|three|x|damage|combat|whatever|everything|exactly"
                r"|likewise|too|some|neither|you|and|or|but|no|other|much|multiple|all)\b)"
                r"(?=[a-z]+\b)",
    "unless": r"\bunless\b",
    # "X, or you can't Y": Y unless X (« Solo puedes ponerla … si puedes elegir » for "You
    # must be able to choose … or you can't put the Aura onto the battlefield")
    "or-else": rf"\bor\b(?=\s+(?:else\s+)?(?:you|it|they|that|this|the\s+\w+)\s+"
               rf"(?:(?:can|could|will|would|may|do|does)\s*not|(?:ca|could|wo|would|do|does)n{_A}t)\b)",
    # "without" before what one does: "can't put it … without giving the option" is
    # "only … after giving it" (« ne pouvez … qu'après avoir proposé »)
    "without-doing": r"\bwithout\b(?=\s+(?:\w+ly\s+)?\w+ing\b)",
    # "without" before what one has: "can't cast it without a target" is "to cast it you
    # need a target" (« para lanzarlo necesitas tener »), no "only"
    "without-having": r"\bwithout\b(?=\s+(?:an?|any)\b)",
    # A concession ("even if", "regardless of") and a proviso ("only if", "as long as",
    # "while", "unless"): one said as the other flips a ruling ("even if the lands are tapped"
    # made « nur wenn die Länder getappt sind »).
    "concession": r"\beven (?:if|though|when|while|after|before|as|once|with|without|during|for)\b"
                  r"|\bregardless\b|\bno matter\b"
                  # "… whether or not X" (its "or not" a neutral phrase, blanked out for
                  # counting: the spaces after) after what it
                  # concedes: a concession, which a proviso flips (« Pour autant que X »
                  # made of it); not the question a verb asks ("checks whether … or not",
                  # "you choose whether or not to pay": QUESTION_TAKERS), nor a clause
                  # opening its sentence ("Whether or not you control an artifact is
                  # checked …")
                  r"|(?:(?<=[,;(—–] )|(?<=\w )" + "".join(rf"(?<!\b{w} )" for w in QUESTION_TAKERS)
                  + r")\bwhether\b(?=\s+or not\b|\s{7})"
                  # "If the creature regenerates …, you'll still proliferate": the
                  # consequence holds in the case named, as "even if" says it (the
                  # "if" matched)
                  r"|\bif\b(?=[^.;:]*?,\s+(?:[^\s.;:,]+\s+){0,4}?still\b)",
    "proviso": r"\bonly\b(?:\s+[^\s,.;:]+){0,10}?\s+(?:if|when|while|once|as long as)\b"
               r"|\b(?:as|so) long as\b|\bprovided\b|\bwhile\b|\bunless\b",
    # a relative clause negated ("Cards which are not in your hand can't be exiled",
    # "decisions that aren't called for"): under a negation of its sentence, the two say
    # "only" (« Seules les cartes qui se trouvent dans votre main »)
    # (the pronoun before its verb: "that creature wasn't" is a demonstrative)
    "negated-relative": rf"\b(?:that|which|who)\s+(?:(?:is|are|was|were|do|does|did|has|have"
                        rf"|had|can|could|will|would)\s+(?:not|never)\b|\w+n{_A}t\b)",
    # an exception to a negation: "nothing other than X" says "only X"
    "except": r"\b(?:other than|except(?: for)?|besides|apart from|aside from)\b",
    # "if" (not "even if"): "if … not" says "unless"; "not … until" says "only when"
    "if": r"(?<!\beven )\bif\b",
    "until": r"\buntil\b",
    # "A, not B": B denied beside A (checks/meaning.py _contrast_turned); "A (not B)",
    # "A, not just B", "A, not as it resolves", "X's controller, not Knack's controller"
    "denial": r"(?:,\s*|\(\s*|[—–]\s*)not\b(?=\s+(?:the|your|yours|its|their|his|her|a|an|that|this"
                r"|those|these|on|in|from|to|by|of|you|one|for|at|with|just|only|as|when|while"
                r"|(?-i:[A-Z])\w*)\b|\s+['’]s\b)",
    # Simultaneity: translated rulings say it in 49 of 52 French, 49 of 49 German and 55 of
    # 55 Spanish rulings with the English's (the others « au moment même »); dropped, two
    # events in a row become one after the other.
    "same-time": r"\b(?:at the same time|simultaneous(?:ly)?)\b",
    # one step after another ("add …, then apply …"; not "by then", "until then")
    # a consequence or a cause ("so", "therefore", "because"): what answers a
    # translation's « donc » (structure.lonely_clauses: a consequence it adds)
    "consequence": r"\b(?:so|therefore|thus|hence|consequently|accordingly|because|since"
                   r"|means|meaning)\b|\bas a result\b",
    "sequence": r"(?<!\bby )(?<!\buntil )(?<!\bsince )\bthen\b",
    # Not the adverb closing a clause ("what they were before"): "previously", which
    # translations leave out or say otherwise (« ce qu'elles étaient »).
    "before": r"\bbefore\b(?!\s*(?:[.,;:)!?]|$))",
    # a time within a step or a phase, neither before nor after it (Condition)
    # and "while" before a progressive ("while the ability is resolving", "while
    # attacking"): the time something goes on, not a proviso ("while you control it")
    "during": r"\bduring\b|\bwhile\b(?=\s+(?:[^\s.;:,]+\s+){0,6}?(?:is|are|was|were)\s+"
              r"(?:still\s+)?[a-z]+ing\b|\s+[a-z]+ing\b)",
    # not "until after" ("can't respond until after it resolves": « bis sie verrechnet
    # ist » says all of it)
    # ("even after" is a concession, which « aunque » says: see "concession")
    "after": r"(?<!\buntil )(?<!\beven )\bafter\b(?!\s*(?:[.,;:)!?]|$))",
    "until-after": r"\buntil after\b",
    "next-turn": r"\b(?:next|following) turn\b",
    # Any turn named: what a duration to the end of a turn may render ("persist this
    # turn" said « durent jusqu'à la fin du tour »); only a translation's duration with
    # no turn named in the English is a finding (an added time limit).
    "end-of-turn": r"\bturns?\b",
    "previous-turn": r"\b(?:previous|preceding|last) turns?\b",
    "between": r"\bbetween\b",  # "after X but before Y" may be said "between X and Y"
    "wait": r"\bwait\w*",
    # Words whose opposite is a flip (checks/meaning.py OPPOSITES): reported only where
    # the translation says the opposite instead ("first" made « dernier »).
    # when an ability triggers, when it resolves: two moments a translation must not swap
    "trigger": r"\btrigger\w*",
    "resolve": r"\bresol(?:v|ut)\w*",
    "attack": r"\battack(?:s|ed|ing)?\b",
    # what "after" may be said as: "after they've dealt damage" is « wenn sie bereits
    # Schaden zugefügt haben » (SAID_AS)
    "already": r"\balready\b",
    # a sequence's "then" (not "until then", "by then", "since then"), which a translation
    # may say with a word its pack reads as "after" (« luego », « danach »)
    "then": r"(?<!\buntil )(?<!\bby )(?<!\bsince )\bthen\b",
    # and when a spell is cast or an ability activated: neither is when it resolves
    # (and the older rulings' "announce": "determined at the time you announce this
    # spell" is the moment it is cast)
    "cast": r"\bcast(?:s|ing)?\b|\bannounc(?:e|es|ed|ing|ement)\b",
    "activate": r"\bactivat\w*",
    # as casting begins, as it is finished: "as you finish casting" made « commencez »
    # (not the second word of a compound: the keyword jump-start)
    "begin": r"\b(?<!\w-)(?:begin\w*|began|begun|start\w*)\b",
    "finish": r"\b(?<!\w-)(?:finish\w*|complet(?:e|es|ed|ing|ion)|done)\b",
    # of an order in time too: "the one created latest" made « el que se creó primero »
    # and the top cards of a library, which translations say as the first ones (« las
    # diez primeras cartas » for "the top ten cards"), the bottom ones as the last
    "first": r"\bfirst\b(?!\s+strike)|\b(?:earliest|oldest)\b"
             r"|\btop\b(?= (?:\w+ )?cards?\b)",
    "last": r"\blast\b|\b(?:latest|newest|most recent(?:ly)?)\b|\bat the end\b(?! of\b)"
            r"|\bbottom\b(?= (?:\w+ )?cards?\b)",
    # a time limit: "this turn", "that turn" (« ce tour-ci », « in diesem Zug »)
    "this-turn": r"\b(?:this|that)\s+turn\b",
    # an ability or a quality gained, and lost (Condition: "lose flying" said as gained);
    # the verbs of getting and winning too, which the translations' verbs of gaining say
    # (« ganar la partida », « erhält ein Emblem »)
    # (not "won't")
    "gain": r"\b(?:gain(?:s|ed|ing)?|gets?|got|getting|win(?:s|ning)?|won(?![’']t)|receives?"
            r"|received)\b",
    "lose": r"\blos(?:e|es|t|ing)\b",
    "top": r"\btop\b",
    # a card's side shown ("turn it face up"): a game state its opposite flips
    "face-up": r"\bface[- ]up\b",
    "face-down": r"\bface[- ]down\b",
    # a likeness, and its absence ("unlike Pithing Needle", "just like", "as with")
    "unlike": r"\bunlike\b|\bas opposed to\b|\bin contrast to\b",
    "alike": r"\b(?:just like|just as|as with|the same as|similar to|similarly|likewise)\b"
             r"|(?<![’'])\blike\b(?! to\b)",
    # a side of the table ("the opponent on your left"; not "has left the battlefield")
    "left": r"\b(?:on|to) (?:the |your |his |her |their |its |that player(?:'|’)s )?left\b",
    "right": r"\b(?:on|to) (?:the |your |his |her |their |its |that player(?:'|’)s )?right\b",
    "bottom": r"\bbottom\b",
    "nearest": r"\b(?:nearest|closest)\b",
    "farthest": r"\b(?:farthest|furthest)\b",
    "including": r"\b(?:including|included|inclusive)\b",
    "excluding": r"\b(?:excluding|except|excepting|apart from)\b",
}

PACK = LanguagePack(
    code="en",
    name="English",
    qualified_heads=frozenset({"ability", "effect", "cost", "damage"}),
    number_words=NUMBER_WORDS,
    # both; and a fraction or a multiple a translation may say with a number (« diviser
    # par deux » for "halve", « dos veces » for "double") or without (« la moitié »)
    weak_number_words={"both": 2, **{w: 2 for w in (
        "half", "halves", "halve", "halved", "halving", "double", "doubles", "doubled",
        "doubling")}, **{w: 3 for w in ("triple", "triples", "tripled", "tripling")}},
    digit_ordinal_endings=("st", "nd", "rd", "th"),
    ordinal_words={"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                   "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
                   "twentieth": 20},
    weak_numbers=r"\b(two)\s+or\s+more\b",
    counting_one=r"\b(?:(?:more|fewer|less)\s+than|exactly|at\s+(?:least|most))\s+(one)\b"
                 r"|\b(one)\s+or\s+more\b",
    stop_words_module="spacy.lang.en.stop_words",
    stop_verbs=_STOP_VERBS - {"do", "go"},
    # The lookup table reads the clitic 's as "have"; in rulings it is mostly a possessive.
    # It reads "as" as the article "a" (so "removed as the turn ends" seemed to say
    # "remove a …", the sense of counters) and "does" as "doe". Its lemma is a rare word
    # where a regular ending gives a common one (by spacy-lookups-data's word
    # probabilities, a difference above one) for two words of the 34k English rulings:
    # "phases" (phasis) and "criteria" (criterium).
    lemma_overrides={"'s": "'s", "’s": "'s", "cast": "cast", "untapped": "untap",
                     "as": "as", "does": "do", "phases": "phase", "criteria": "criterion"},
    # the English side of the word lexicons: the game's words, as official texts use them
    lemma_vocabulary="words-*.tsv",
    # (and the game's verbs in -ing the lookup table lacks: "untapping", "scrying")
    lemma_suffix_rules=(("ied", "y"), ("ed", ""), ("ed", "e"), ("s", ""),
                        *((f"{c}{c}{end}", c) for c in "bdgklmnprt" for end in ("ing", "ed")),
                        ("ying", "y"), ("ing", ""), ("ing", "e")),
    plural_suffixes=("s",),
    length_ratio=1.0,
    coordinators=frozenset({"and", "or", "but"}),
    object_openers=frozenset("it them that this those these a an the target up onto into on from to "
                             "x its their your him her you one two three four five".split()),
    # (what is owned or controlled is read past them: "the controller of that creature")
    determiners=frozenset("the a an this that these those its their his her your each every "
                          "another any all some".split()),
    demonstratives=frozenset("those these that this such".split()),
    counter_kind=r"\b(?P<kind>[a-z]+(?:-[a-z]+)?) counters?\b",
    counter_form="{kind} counter",
    possessives=frozenset("my your his her its our their".split()),
    hyphenated_prefixes=frozenset({"non"}),
    noun_pronoun=r"\b(?:those|ones)\s+(?:that|which|who|whose|with|without|of|in|on|from"
                 r"|under|named|called|\w+ed)\b",
    one_words=frozenset({"one"}),
    indefinites=frozenset({"a", "an", "another", "each", "every"}),
    universal_determiners=frozenset({"each", "every"}),
    plural_universal_determiners=frozenset({"all"}),
    predicate_openers=(r"(?:is|are|was|were|can|will|would|does|do|did|has|have|had|must|may"
                       r"|should|could)(?:n['’]t)?|cannot|won['’]t"),
    clause_breaks=(r"[,;:—–]|\b(?:and|or|but|unless|if|while|because|except|although|though"
                   r"|whereas|as long as|even if|then)\b"),
    pos_guess=pos_guess,
    verb_only=verb_only,
    pos_sure=pos_sure,
    floated=floated,
    everyday=everyday,
    imperative=imperative,
    keep_form_endings=("ing",),
    keep_attributive_endings=("ed",),
    cues=CUES,
    # "whether or not" states no negation: translations say « que … ou non », « ob »,
    # or nothing; each pack leaves its own "or not" out too.
    # "not only … but also" is no negation, and no "only"; "it doesn't matter" says
    # what "no matter" says (« peu importe », « sin importar », « spielt keine Rolle »)
    cue_neutral=r"(?<=\bwhether )or not\b|\bor not\b(?=\s*(?:[,.;:)]|$))|\bnot only\b(?=[^.;]*\bbut\b)"
                # "no later than" (at the latest, « au plus tard »); "if any" (« le cas
                # échéant », « gegebenenfalls »)
                r"|\bno (?:later|earlier|sooner) than\b|\bif (?:any|applicable)\b(?=\s*[,.;:)])"
                rf"|\b(?:doesn|don|didn|won){_A}t (?:matter|care)\b|\b(?:does|do|did) not matter\b",
    # Phrases whose game word says its everyday sense: "has no effect on" (German
    # translations of rulings say « hat keinen Einfluss » in 6 of 8), "your ability to win"
    idioms=r"\bon the other hand\b|\bin effect\b|\bha(?:s|ve|d|ving) no effect\b"
           r"|\bno effect on\b|\byour ability to\b"
           # "the ability to block": a capacity (« ne permet à aucune créature de
           # bloquer »), not a game ability, before a verb
           r"|\b(?:the|its|their|his|her) ability to (?!(?:the|a|an|each|it|them|that|this|those"
           r"|these|all|any|target|every|one|your|its|their|him|her|you)\b)",
)
