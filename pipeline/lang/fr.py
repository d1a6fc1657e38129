"""French: typography, elision, articles, number words, lemma fixes, date lines."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..models import Finding
from .base import (
    Agreement,
    DriftModels,
    LanguagePack,
    same_case,
    spacing,
    typography_finding,
)

NUMBER_WORDS = {
    "zéro": 0, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
    "huit": 8, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14,
    "quinze": 15, "seize": 16, "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19, "vingt": 20,
}
# "un"/"une" are left out: they are mostly articles. "neuf" is also "new": a number only
# before a plural (the pack's plural_number_words).

MONTHS = {
    "janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6,
    "juillet": 7, "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11,
    "décembre": 12, "decembre": 12,
}

DETERMINERS = frozenset(
    "le la les l' du de des d' au aux un une ce cet cette ces son sa ses".split()
)

# Verb forms the lookup table reads as another word (joue: the noun "cheek").
LEMMA_OVERRIDES = {
    "joue": "jouer", "jouent": "jouer", "jouez": "jouer", "jouée": "jouer", "jouées": "jouer",
    "joués": "jouer", "lancé": "lancer", "lancée": "lancer", "lancés": "lancer",
    "lancées": "lancer", "est": "être", "défausse": "défausser", "tapée": "taper",
    "tapées": "taper", "tapés": "taper", "paie": "payer", "paies": "payer", "paient": "payer",
    "blanche": "blanc", "blanches": "blanc",
}

NBSP_CHARS = "\u00a0\u202f"
_MSG_SPACE = "French typography wants a no-break space before « {p} »"


_finding = typography_finding


_STRAIGHT_QUOTES = re.compile(r'"[^"]*"|"')
_NO_SPACE_BEFORE = re.compile(r"(?<=[^\s\u00a0\u202f{}\d])([:;!?])(?=\s|$)")
_PLAIN_SPACE_BEFORE = re.compile(r"(?<=\S) ([:;!?»])")
_PLAIN_SPACE_AFTER = re.compile(r"« ")


def straight_quotes(text: str) -> list[Finding]:
    match = _STRAIGHT_QUOTES.search(text)
    if not match:
        return []
    count = text.count('"')
    inner = match.group(0).strip('"')
    return [
        _finding(
            f'English straight quotes "…" in French ({count} quote marks); French uses « »',
            match.start(), match.end(), text,
            f"«\u00a0{inner}\u00a0»" if inner else "«\u00a0»",  # as breaking_space wants
        )
    ]


def missing_space_before(text: str) -> list[Finding]:
    match = _NO_SPACE_BEFORE.search(text)
    if not match:
        return []
    p = match.group(1)
    start = max(0, match.start() - 1)
    return [_finding(_MSG_SPACE.format(p=p) + ", found none", start, match.end(), text,
                     text[start:match.start()] + "\u00a0" + p)]


def breaking_space(text: str) -> list[Finding]:
    matches = [m for m in (_PLAIN_SPACE_BEFORE.search(text), _PLAIN_SPACE_AFTER.search(text)) if m]
    if not matches:
        return []
    match = min(matches, key=lambda m: m.start())
    found = match.group(0)
    return [_finding("a breaking space where French typography wants a no-break one "
                     f"(« {found.strip()} » may be split across lines)",
                     match.start(), match.end(), text, found.replace(" ", "\u00a0"))]


_GUILLEMET_TIGHT = re.compile(r"«(?=[^\s\u00a0\u202f])|(?<=[^\s\u00a0\u202f])»")
_GUILLEMETS = re.compile(r"«[^»]*»")
_CURLY_QUOTES = re.compile(r"“[^”]*”|[“”]")
# « 2ème », « 1ère » where French writes « 2e », « 1re »
_ORDINAL = re.compile(r"\b(\d+)(ème|eme|ième|è|ère|iere)\b")


def guillemet_spacing(text: str) -> list[Finding]:
    """Guillemets with no space inside (« «quand» »)."""
    match = _GUILLEMET_TIGHT.search(text)
    if not match:
        return []
    mark = match.group(0)
    start, end = (match.start(), match.end() + 1) if mark == "«" else (match.start() - 1,
                                                                       match.end())
    found = text[start:end]
    return [_finding("guillemets with no space inside; French typography wants a no-break "
                     "one", start, end, text, found.replace(mark, "«\u00a0" if mark == "«"
                                                             else "\u00a0»"))]


def english_quotes(text: str) -> list[Finding]:
    """English quotation marks “…” where French uses « » (not inside guillemets, where
    they mark a quotation within a quotation)."""
    inside = [m.span() for m in _GUILLEMETS.finditer(text)]
    for match in _CURLY_QUOTES.finditer(text):
        if any(a < match.start() < b for a, b in inside):
            continue
        inner = match.group(0).strip("“”")
        return [_finding("English quotation marks “…” in French; French uses « »",
                         match.start(), match.end(), text,
                         f"«\u00a0{inner}\u00a0»" if inner else "« »")]
    return []


def ordinal_suffix(text: str) -> list[Finding]:
    """An ordinal written « 2ème » or « 1ère »: French writes « 2e », « 1re »."""
    match = _ORDINAL.search(text)
    if not match:
        return []
    number = match.group(1)
    right = number + ("re" if match.group(2) in ("ère", "iere") else "e")
    return [_finding(f"ordinal « {match.group(0)} »; French writes « {right} »",
                     match.start(), match.end(), text, right)]


_FIRST_GROUP_ENDINGS = (
    "e", "es", "ent", "ez", "ons", "é", "ée", "és", "ées", "ant", "era", "eront", "erez",
    "erons", "erait", "eraient", "ait", "aient", "a", "èrent",
)


def agreement_forms(lemma: str) -> tuple[str, ...]:
    """Plural and feminine forms of a noun or adjective (aura: auras; noir: noire,
    noires; spécial: spéciaux; jeu: jeux; bloqueur: bloqueuse). A word joined by hyphens
    agrees by its last part (non-jeton: non-jetons)."""
    head, dash, last = lemma.rpartition("-")
    if dash and head and last:
        return tuple(f"{head}-{form}" for form in agreement_forms(last))
    if not lemma.isalpha() or lemma.endswith(("s", "x", "z")):
        return ()
    if lemma.endswith("al"):
        return (lemma + "s", lemma[:-2] + "aux", lemma + "e", lemma + "es")
    if lemma.endswith(("eu", "au")):
        return (lemma + "x",)
    if lemma.endswith("eur"):  # bloqueur: bloqueuse; créateur: créatrice; meilleur: meilleure
        stem = lemma[:-3]
        forms = [lemma + "s", stem + "euse", stem + "euses", lemma + "e", lemma + "es"]
        if lemma.endswith("teur"):
            forms += [stem[:-1] + "trice", stem[:-1] + "trices"]
        return tuple(forms)
    if lemma.endswith("e"):
        return (lemma + "s",)
    return (lemma + "s", lemma + "e", lemma + "es")


def inflections(lemma: str) -> tuple[str, ...]:
    """Forms of a first-group verb (quitter: quitte, quittent, quitté…)."""
    if not lemma.endswith("er") or len(lemma) < 4 or " " in lemma:
        return ()
    stem = lemma[:-2]
    forms = [stem + ending for ending in _FIRST_GROUP_ENDINGS]
    if stem.endswith("c"):  # lancer: lançons, lançant
        forms += [stem[:-1] + "ç" + e for e in ("ons", "ant", "a", "ait", "aient")]
    if stem.endswith("g"):  # engager: engageons, engageant
        forms += [stem + "e" + e for e in ("ons", "ant", "a", "ait", "aient")]
    return tuple(forms)


_A = r"['’]"
_NEGATORS = r"(?:pas|plus(?!\s+qu[e'’])|jamais|rien|aucune?|personne|nulle?|ni|guère)"
NE_REACH = 4
_NUMBER = r"(?:une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|X|\d+)"
# "you control" and "you own", from the verbs' stems, infinitives and participles: a
# pronoun between (« vous ne la contrôlez plus », « vous les possédez »); with a modal
# (« vous pouvez contrôler », « vous pouvez donc contrôler »); « sans contrôler »
# (without controlling); the cleft « c'est vous qui contrôlez »; a perfect tense
# (« vous n'avez pas contrôlé »); generic, as the English's "Controlling …": « Contrôler
# plusieurs Portails », « le fait de contrôler »
def _you(stems: str, infinitives: str, participles: str) -> str:
    return (rf"\bvous (?:ne |n{_A})?(?:(?:en|y|la|le|les|l{_A}|lui|leur)\s?)?(?:{stems})\w*"
            rf"|\bvous (?:ne |n{_A})?(?:pouv|pourr|dev|devr)\w* (?:pas |plus )?(?:[\w'’]+ )?"
            rf"(?:{stems})\w*"
            rf"|\bsans (?:{infinitives})\b"
            rf"|\bvous qui (?:{stems})\w*"
            rf"|\bvous (?:ne |n{_A})?(?:(?:en|y|la|le|les|l{_A})\s?)?(?:avez|aviez|aurez|auriez|ayez)"
            rf" (?:pas |plus |jamais |toujours |déjà )?(?:{participles})\w*"
            rf"|(?:^|[.;:!?]\s+)(?:{infinitives})\b|\ble fait de (?:{infinitives})\b")


# « dont vous êtes le propriétaire »: "you own"
_YOU_OWNER = (r"|\bdont vous (?:êtes|étiez|serez|seriez|soyez) (?:le |la |les )?propriétaires?\b")


CUES = {
    # One match per negation: « ne … pas » as a whole (to its second word), else a
    # negative word of its own (« ne … que » is "only", not a negation). « ni » counts
    # as one each time: « ne peut pas influer sur X, ni sur Y » negates Y too; the
    # negation check weighs it by the English's list (the concord cue).
    # « ne » reaches its second word over at most NE_REACH words (« ne l'avez pas »), not
    # into what follows (« avant que le joueur ne drafte une carte pour rendre les
    # choses plus … »: the expletive « ne »).
    "negation": rf"\b(?:ne\s|n{_A})(?:[^\s,;:.()]+\s+){{0,{NE_REACH}}}?{_NEGATORS}\b"
                # (not the noun after its article: « prend le pas sur », "overrides")
                r"|(?<!\ble )(?<!\bun )(?<!\bau )(?<!\bdu )\bpas\b"
                r"|\b(?:sans|aucune?|rien|jamais|sinon|personne ne|ni)\b"
                # « nul besoin », « nulle part », « nul ne peut » (not « match nul », « nul
                # et non avenu »)
                r"|(?<!match )\bnul(?:le)?s?\b(?= (?!et\b|ou\b)\w)"
                r"|\bnon\b(?!-| plus\b)"
                r"|\bdans le cas contraire\b|\btrop tard\b|\béchou\w*",
    # "non-" (« non-jeton », « non-terrain »): a restriction of its own, no negation
    "non": r"\bnon-\w+",
    # "other than", "except" (« autres que de combat » for "noncombat")
    "other-than": r"\bautres? que\b|\bsauf\b|\bhormis\b|\bexcepté\b|\bà l'exception\b",
    # what continues a negation over a list (« ne copie pas X ni Y »)
    # an alternative (« ou », « ni », « soit ») and a conjunction, not « et/ou », « ou plus »
    "disjunction": r"(?<!et/)\b(?:ou|ni|soit)\b(?! (?:plus|moins|non|pas)\b)",
    "conjunction": r"\bet\b(?!/)",
    "concord": r"\bni\b",
    # a word right after a negative word that makes it go on with the negation before
    # (« aucune créature ne peut attaquer, pas même celles qui arrivent plus tard »)
    "continuation-after": r"\s+même\b",
    # a negative preposition or concord word repeated over a list (« sans X, sans Y »;
    # « ni la quatrième, ni la cinquième »)
    "listing": r"\b(?:sans|ni)\b",
    # words that are a negation of their own ("stop", "ignore", "unchanged"): they say an
    # English one, or a negation (« reste inchangé » for "doesn't change"); negated
    # (« n'empêche pas »), they flip it
    "privative": r"\b(?:empêch\w*|ignor\w*|cess\w*|inchangé\w*|intact\w*|inaffecté\w*"
                 r"|impossibles?|incapables?|différente?s?|distincte?s?|échapp\w*"
                 r"|renon[cç]\w*"  # « renoncer à attaquer »: not to attack
                 r"|exclue?s?\b"  # « un sort face cachée en est exclu » (a spell cannot)
                 r"|oubli\w*"  # « N'oubliez pas » (Remember)
                 r"|absences?"  # « en l'absence de cartes exilées »: if there are none
                 # « réduire à zéro » (down to nothing); « Rien n'interdit » (nothing
                 # forbids: it is allowed)
                 r"|zéro|interdi\w*"
                 # « hors du champ de bataille » (when not on the battlefield)
                 rf"|hors d(?:e\b|u\b|es\b|{_A})"
                 # « une bibliothèque vide » (with no cards in it); lower case, as a word
                 r"|(?-i:vides?|vidée?s?)"
                 # « contrairement à toutes les autres » (but no other can)
                 r"|contrairement"
                 r"|dépourvue?s?|dénuée?s?"  # « dépourvu de capacités » (has no abilities)
                 r"|facultati\w*|optionnel\w*"  # « est facultative »: not required
                 # « une carte autre qu'une carte de permanent » (that isn't a permanent card)
                 rf"|autres? qu(?:e\b|{_A})"
                 # « reste le même » (doesn't change)
                 r"|(?:rest|demeur)(?:e|ent|era|eront|ait|aient|er) (?:le|la|les) mêmes?)\b"
                 rf"|\bfaute d(?:e\b|{_A})",  # « faute de pouvoir piocher »: being unable to
    # the predicate of the sentence before said of another thing (checks.meaning._said_again)
    "same-applies": r"\bil en (?:va|ira|allait|irait) de même\b|\bde même pour\b"
                    r"|\bc['’]est (?:aussi|également|de même) le cas\b"
                    r"|\bla même chose (?:vaut|s['’]applique)\b",
    # a demonstrative: a cue said before named again so (« pendant ce tour »)
    "anaphor": r"\b(?:ce|cet|cette|ces)\b(?!\s+(?:que|qui|qu))",
    # a relative pronoun opening a clause on the noun before it (« les rituels que vous lancez »)
    "relative": rf"\b(?:qui|que|qu{_A}|dont|lesquel\w*|auxquel\w*)",
    # "such": a noun phrase said before named again as its kind (« un tel permanent »)
    "such": r"\b(?:une?|de) tel(?:le)?s?\b",
    # Modal verbs in every person, tense and mood (« vous pourrez », « il faudra »).
    # (« en ayant la possibilité de ne pas », "although you can choose not to")
    "permission": r"\b(?:peu[tx]|peuvent|pouv\w+|pourr\w+|puiss\w+)\b"
                  r"|\b(?:la|une) possibilité de\b"
                  r"|\b(?:est|sont|soit|sera|serait|était)\s+(?:aussi\s+|également\s+)?possibles?\b",
    "causative": r"\b(?:fai[st]|font|faire|fera\w*|permet\w*|permett\w+|oblig\w+)\b",
    # a hedge (checks.meaning._hedged)
    # (« sans doute »: the neutral phrases leave its « doute »)
    "likely": r"\bprobabl(?:e|es|ement)\b|\bvraisemblabl\w*|\bdoute\b"
              r"|\bselon toute probabilité\b|\bpeut-être\b|\bpossiblement\b|\bsûrement\b",
    # how often (« le plus souvent »), which may say a hedge of the English
    "usually": r"\ble plus souvent\b|\bgénéralement\b|\ben général\b|\bd['’]ordinaire\b"
               r"|\bhabituellement\b|\bnormalement\b|\ben principe\b"
               r"|\bdans (?:la plupart des|bien des|de nombreux) cas\b|\bla plupart du temps\b"
               r"|\bsouvent\b|\ben règle générale\b|\bordinairement\b|\btypiquement\b"
               r"|\ben temps normal\b|\bd['’]habitude\b|\bsurtout\b",
    "may": r"\b(?:peu[tx]|peuvent|pouvez|pourr\w+|puiss\w+)\b"
           r"|\bsi vous le (?:souhaitez|voulez)\b|\b(?:choisir|choisissez|choisit)\b",
    # Not « devait », « devrait »: "would" in the rules' French (« la prochaine blessure
    # qui devrait vous être infligée », « si une créature devait mourir »).
    # (not « si vous deviez gagner », "if you were going to gain")
    # advice, no rule (« vous devriez »; not « devrait », which says "would" as often)
    "should": r"\bdevr(?:ais|iez|ions)\b",
    "obligation": r"\b(?:doi[st]|doivent|dev(?:ez|ons)|(?<!\bsi vous )(?<!\bsi nous )dev(?:iez|ions)"
                  r"|devr(?:a|as|ai|ons|ez|ont)"
                  r"|doive\w*"
                  r"|obligatoirement|(?:est|êtes|sont|sera|serez) obligée?s?)\b"
                  r"|\bil (?:faut|faudra|faudrait|fallait)\b",
    # not "until" a point in time (« jusqu'à un moment donné »)
    "up-to": rf"\bjusqu{_A}à\s+{_NUMBER}\b(?!\s+(?:\w+\s+)?(?:moment|point|instant|fin|début|tour"
             r"|étape|phase)\b)",
    # A modal verb negated: forbidden, whether by "can't" or by "must not" (« ne peut
    # pas », « ne doit pas »; not « ne peut que », "can only").
    # An obligation negated: allowed, not forbidden (« n'est pas obligé de », « n'avez
    # pas à », « pas besoin de »).
    # (« n'êtes plus obligé », no longer obliged, too)
    "no-obligation": rf"\b(?:ne\s|n{_A})\s*(?:\w+\s+)?(?:est|êtes|sont|sera|serez|seront)"
                     r"\s+(?:pas|plus)\s+(?:obligée?s?|tenue?s?|forcée?s?)\b"
                     rf"|\bn{_A}(?:a|as|avez|ont|aura|aurez|auront)\s+(?:pas|plus)\s+à\b"
                     r"|\bpas besoin\b|\bpas obligatoire"
                     # not necessarily (« ne doivent pas forcément être »: don't have to be)
                     r"|\bpas (?:forcément|nécessairement|obligatoirement)\b"
                     # « sans qu'il s'agisse forcément du même joueur » (it doesn't have to be)
                     rf"|\bsans\s+qu(?:e\s|{_A})[^,;:.]*?\b(?:forcément|nécessairement|obligatoirement)\b"
                     # « aucun joueur n'est tenu de » (no player has to)
                     rf"|\baucune?\s+\w+\s+(?:ne\s|n{_A})\s*(?:est|sont|sera|seront)\s+"
                     r"(?:obligée?s?|tenue?s?|forcée?s?)\b",
    "prohibition": rf"\b(?:ne\s|n{_A})(?:(?:se|s{_A}|la|le|les|l{_A}|en|y|vous|nous)\s*)*"
                   r"(?:peu[tx]|peuvent|pouv\w+|pourr\w+|puiss\w+|doi[st]|doivent|dev(?:ez|ons)"
                   r"|devr\w+|doive\w*)\b(?!\s+que\b)"
                   r"(?!\s+pas\s+(?:forcément|nécessairement|obligatoirement)\b)"
                   # not allowed (« vous n'êtes pas autorisé à », « il est interdit de »)
                   rf"|\b(?:ne\s|n{_A})\s*(?:\w+\s+)?(?:est|êtes|sont|sera|serez|seront)\s+pas"
                   r"\s+(?:autorisée?s?|permise?s?)\b|\binterdite?s?\b"
                   # not possible (« il n'est pas possible de », "can't")
                   rf"|\b(?:ne\s|n{_A})\s*(?:est|sont|sera|seront)\s+pas\s+possibles?\b",
    "at-least": r"\b(?:au moins|au minimum|ou plus|ou davantage|supérieure?s? ou égale?s?"
                r"|égale?s? ou supérieure?s?|égaux ou supérieurs"
                r"|supérieurs? ou égaux|une? ou plusieurs|l['’]une? ou plus"
                # « l'un de vos deux commandants, ou les deux », « voire aux deux »,
                # « une ou deux moitiés » (one or both)
                # (« en lancer une ou lancer les deux »: the verb said again, an
                # infinitive; not « ou quand les deux accès », or when both)
                r"|(?:ou|voire) (?:(?:\w+(?:er|ir|re) )?(?:les|aux|tous les|toutes les) )?deux\b"
                r"(?! (?:sur|dans|à|au|en|de|sous)\b)|une? ou deux)\b",
    # before a quantity: « exactement comme » (just as) is no quantifier
    "exactly": r"\b(?:exactement|précisément)\s+(?:une?|deux|trois|quatre|cinq|six|sept|huit"
               r"|neuf|dix|X|\d+)\b",
    "more-than": rf"\b(?:plus de {_NUMBER}|plus d{_A}une?|supérieure?s? à)\b",
    "less-than": rf"\b(?:moins de {_NUMBER}|moins d{_A}une?|inférieure?s? à)\b",
    # not « au plus grand numéro » (to the greatest: « à » and a superlative)
    "at-most": r"\bau plus\b(?!\s+(?:grand|petit|élev|faibl|haut|bas|proche|tôt|tard|fort|récent"
               r"|ancien|vite|près|loin)\w*)"
               r"|\b(?:au maximum|pas plus de|(?<!plus )ou moins|inférieure?s? ou égale?s?"
               r"|égale?s? ou inférieure?s?|égaux ou inférieurs"
               r"|inférieurs? ou égaux)\b",
    # « vous ne pouvez pas sacrifier plus d'une créature »: at most one, said with a
    # negation (not « non plus »)
    # a single time, or a single one (« ne permet d'obtenir qu'une seule copie » for
    # "can't get multiple copies")
    "once": rf"\bune seule fois\b|\bqu{_A}une fois\b|\bqu{_A}une? seule?\b",
    "not-more": rf"\b(?:pas|jamais)\b[^.;:,()]*?(?<!\bnon )\bplus d(?:e\b|{_A})"
                # « une carte ou aucune » ("one or fewer cards": one at most)
                r"|\bune?\b(?:\s+\w+){0,2}?\s+ou\s+aucune?\b",
    "several": r"\b(?:plusieurs|multiples)\b",
    "instead": rf"\b(?:au lieu d(?:e\b|{_A})|plutôt que)",
    "in-addition": rf"\ben plus d(?:e|es|u)\b|\ben plus d{_A}|\boutre\b",
    "or-not": r"\bou (?:non|pas)\b",
    "only": rf"\b(?:seulement|uniquement|seule?s?)\b"
            # « cette possibilité est réservée aux permanents » (only permanents can)
            r"|\bréservée?s? (?:à|aux)\b"
            # (« ne peuvent être activées, que si »: a comma just before « que »)
            rf"|\b(?:ne\s|n{_A})(?:(?!\b{_NEGATORS}\b)[^,;:.])*?(?:,\s*)?\bqu(?:e\b|{_A})"
            # "it only changes" said « il se contente de modifier », "has to … only
            # among" said « il suffit que »
            # (« il vous suffit alors de »: up to two words between)
            rf"|\bse content\w* d(?:e\b|{_A})"
            # "cares only that you attacked" said « tout ce qui compte, c'est que »
            r"|\btout ce qui (?:compte|importe)\b"
            rf"|\bsuffi(?:t|ra|rait)(?:\s+(?!que\b|de\b)\w+){{0,2}}?\s+(?:que|qu{_A}|de|d{_A})",
    # « non seulement X », and « non seulement X, mais aussi Y » ("X as well as Y")
    "not-only": r"\b(?:non|pas) (?:seulement|uniquement)\b",
    "not-only-but": r"\b(?:non|pas) (?:seulement|uniquement)\b[^.;:]*?\bmais\b",
    # a cessation ("no longer"): « ne … plus » (not « ne … plus de », more), « cesse de »
    # (nor « non plus », neither)
    "no-longer": r"\bn(?:e\b|['’])[^.;:,]{0,30}?(?<!\bnon )\bplus\b(?! de\b| d['’]| que\b)"
                 r"|\bcess\w+ d(?:e\b|['’])",
    # a continuation ("still"): « toujours », « encore », « continue à »
    "still": r"\btoujours\b|\bencore\b|\bcontinu\w+ (?:à|de)\b",
    # « par » before a noun with no article is distributive: « une fois par événement ».
    # a single time (not « une fois que », « plus d'une fois ») and a time for each (not
    # « chaque fois que », whenever; « par » before a noun with no determiner: « par tour »)
    # several times (« plus d'une fois »), which a single time flips
    "several-times": rf"\b(?:plus d{_A}une fois|plusieurs fois|à plusieurs reprises"
                     r"|n['’]importe quel nombre de fois)\b",
    "single-time": rf"(?<!\bplus d{_A})(?:\b(?:une (?:seule|unique) fois|qu{_A}une fois)(?! qu)"
                   r"|\bune fois(?= *(?:[,.;)]|par\b|pour\b|et\b|ou\b|pendant\b|au cours\b"
                   r"|dans\b|chaque\b)))",
    "each-time": rf"\bune fois chaque\b(?! fois)|\bpour (?:chaque|chacune?s?)\b|\b(?:à )?chaque fois\b(?! qu)"
                 r"|\bautant de fois\b|\bce nombre de fois\b"
                 r"|\bà chaque (?!fois\b)"  # « à chaque résolution », « à chaque tour »
                 r"|\bpar (?!exemple|ailleurs|contre|conséquent|défaut|rapport|erreur|(?:le|la"
                 r"|les|un|une|des|du|ce|cet|cette|ces|son|sa|ses|leur|leurs|vous|lui|eux|elle"
                 # « par toutes ces créatures »: one time for all of them, no time each
                 rf"|elles|votre|vos|quel|quelle|tout|toute|tous|toutes)\b|l{_A})",
    "each": r"\b(?:chaque|chacune?|tou(?:s|tes?))\b|\bles deux\b"
            # « une copie exacte en tout point » (in every way)
            r"|\ben tou[ts] points?\b|\bà tous (?:les )?égards\b"
            r"|\bpar\s+(?!(?:le|la|les|l|un|une|des|du|ce|cet|cette|ces|son|sa|ses|leur"
            r"|leurs|votre|vos|notre|nos|mon|ma|mes|exemple|ailleurs|conséquent|contre"
            r"|rapport|défaut|dessus|dessous|erreur|lui|elle|eux|elles|vous|nous|qui|quoi"
            r"|lequel|laquelle|lesquels|lesquelles|\d)\b)[^\W\d_]{3,}",
    # (« à chaque fois que » is "whenever", no universal)
    "any-universal": r"\b(?:tout|toute|tous|toutes|chaque(?! fois\b)|n['’]importe quel\w*)\b",
    # (not the manner: « d'une certaine manière » says "somehow")
    "some": r"\bcertain(?:e|s|es)\b(?!\s+(?:que|qu|manière|façon))|\bquelques\b"
            r"|\bune partie d(?:e|es|u|['’])",
    "all": r"\btou(?:s|tes?)\b",
    "other": r"\bautres?\b",
    "most": r"\bla plupart\b|\bla majorité\b",
    # (not « presque toujours », most of the time)
    "almost": r"\bpresque\b(?! toujours\b| jamais\b)|\bquasi(?:ment)?\b",
    # (« une seule des cartes »: only one of them)
    "one-of": rf"\b(?:l{_A})?une?(?: seule?)? (?:d{_A}|de\b|des\b|du\b)",
    # (« mais pas des deux », not both)
    "both": r"\b(?:les|tous|toutes) (?:les )?deux\b|\bpas des deux\b",
    "neither": r"\baucune? des deux\b|\bni\b",
    # none of a group, and not all of it (« ne sont pas toutes légales »)
    "none": r"\b(?:aucune?s?|nul(?:le)?s?|rien|personne)\b",
    "not-all": r"\bpas (?:tou(?:s|tes)|chacune?)\b",
    "none-of": rf"\baucune? (?:des|de|d{_A}|du)\b|\bnulle? (?:des|de|d{_A}|du)\b",
    "either": rf"\bsoit\b[^.;:]*\bsoit\b|\bl{_A}une? ou l{_A}autre\b|\bou bien\b",
    "all-but": r"\b(?:tou(?:s|tes?))\b[^.;:]*?\b(?:sauf|excepté|hormis|à l['’]exception d)",
    "any-number": rf"\b(?:nombre quelconque|n{_A}importe quel nombre|autant de)\b",
    # (« une créature adverse », a creature an opponent controls)
    "opponent": r"\badversaires?\b|\badverses?\b",
    "teammate": r"\b(?:co)?équipi(?:er|ère)s?\b",  # officially « équipier »
    # (a reflexive after its « vous » is the same person: « vous vous défaussez »)
    "you": r"\bvous(?:\s+vous)?\b|\b(?:votre|vos|vôtre)\b",
    "player": r"\bjoueu(?:r|rs|se|ses)\b",
    # who chooses, by the verb's person (« vous choisissez », « l'adversaire choisit »)
    "you-choose": r"\b(?:choisissez|choisirez|choisissiez|choisiriez|décidez|déciderez"
                  r"|décidiez|décideriez)\b",
    "they-choose": r"\b(?:choisit|choisissent|choisisse|choisira|choisiront|choisirait"
                   r"|choisiraient|décide|décident|décidera|décideront|déciderait"
                   r"|décideraient)\b",
    # another's control (« qu'il contrôle », « contrôlé par un adversaire »)
    "they-control": rf"\b(?:il|elle|ils|elles|on|joueur|adversaire|coéquipier|contrôleur"
                    rf"|propriétaire)s?\s+(?:ne\s+|n{_A})?(?:(?:le|la|les|l{_A}|en)\s?)?"
                    r"contrôl(?:e|ent|ait|aient|era|eront|erait|eraient)\b"
                    r"|\bcontrôlée?s? par\b",
    # A pronoun between (« vous ne la contrôlez plus », « vous les possédez »).
    "you-control": _you("contrôl|possèd|posséd", "contrôler|posséder", "contrôlé|possédé")
                   + r"|\bvotre contrôle\b"  # « sous votre contrôle », « quitte votre contrôle »
                   + _YOU_OWNER,
    # the two verbs apart: « vous contrôlez » for "you own" is another player's card
    # (Possessor, SAID_INSTEAD)
    "you-own": _you("possèd|posséd", "posséder", "possédé") + _YOU_OWNER,
    "you-controls": _you("contrôl", "contrôler", "contrôlé") + r"|\bvotre contrôle\b",
    "your": r"\b(?:votre|vos|vôtre|vôtres|vous)\b",  # as German « du », Spanish « te »
    # another player's: a possessive of the third person before a noun, a player after it
    # (« son cimetière », « le cimetière de ce joueur »): Possessor, _yours_made_theirs
    "their-possessive": r"\b(?:son|sa|ses|leur|leurs)\b",
    "of-player": rf"\s*(?:de|du|d{_A})\s*(?:(?:ce|cet|l{_A}|le|chaque|un)\s*)?(?:autre\s+)?"
                 r"(?:joueur|adversaire|propriétaire|contrôleur)s?\b",
    "possessive": r"\b(?:votre|vos)\b(?!\s+(?:adversaires?|(?:co)?équipi(?:er|ère)s?)\b)",
    # the verb that says owning, and having too (« les marqueurs qu'un joueur possède »)
    "owner-verb": r"\b(?:possède|possèdent|possédait|possédaient)\b",
    "owner": r"(?<!vous êtes le )(?<!vous étiez le )(?<!vous serez le )(?<!vous soyez le )"
             r"(?<!vous en êtes le )(?<!vous en étiez le )(?<!vous en serez le )"
             r"(?<!vous en soyez le )\bpropriétaires?\b"
             # the one who owns it, said with the verb (not « vous possédez »)
             r"|(?<!\bvous )(?<!\bvous ne )(?<!\bvous n['’]en )"
             r"\b(?:possède|possèdent|possédait|possédaient|possédée?s?)\b"
             # or belongs to (« les cartes qui lui appartiennent »)
             r"|\b(?:lui|leur) (?:appartien\w*|appartenai\w*)"
             # to a player (not to a type, a team: « appartiennent à des équipes
             # différentes »)
             r"|\b(?:appartenant|appartien\w*|appartenai\w*) (?:à|au|aux)\b"
             r"(?= (?:(?:un|une|le|la|l['’]|les|des|ce|cet|cette|ces|son|sa|ses|leur|leurs"
             r"|votre|vos|chaque|tout|aucun)\s*)?(?:autre\s+|même\s+)?(?:joueu?r\w*|adversaires?"
             r"|coéquipiers?|équipiers?|propriétaires?|contrôleurs?|personne|quelqu['’]un"
             r"|vous|lui|eux|elles?)\b)",
    # the player who controls it (« le joueur qui contrôle le plan »), a controller's
    # counterpart (checks.meaning.SAID_AS)
    # (« celui qui contrôle », « la personne qui contrôle » are the controller cue itself)
    "one-who-controls": rf"\b(?:joueu(?:r|rs|se|ses)|adversaires?|coéquipiers?)\s+qui\s+"
                        rf"(?:(?:le|la|les|l{_A})\s?)?contrôl(?:e|ent|ait|aient|era|eront)\b",
    # « celui qui contrôlait la créature »: the controller of the creature
    "controller": rf"\bcontrôleurs?\b|\bquiconque contrôle\b"
                  rf"|\b(?:celui|celle|la personne) qui (?:le |la |les |l{_A})?"
                  r"contrôl(?:e|ait|era)\b"
                  # « peu importe qui contrôlait la créature »: regardless of who controlled;
                  # « vérifie qui contrôlait », « ne tient pas compte de qui contrôle »: asked
                  rf"|\b(?:importe|soit|vérifi\w*|sa(?:it|voir)|de|à|selon) qui (?:le |la |les |l{_A})?"
                  r"contrôl(?:e|ait|era|ent|aient)\b",
    # an owner or a controller of something named (« le contrôleur de la créature »)
    "owner-of": rf"\bpropriétaires?\s+(?:(?:de|du|des)\b|d{_A})",  # (not « depuis »)
    "controller-of": rf"\bcontrôleurs?\s+(?:(?:de|du|des)\b|d{_A})",
    # (a lasting condition too, as the English's "as long as", "while": « tant que », not
    # « en tant que », "as")
    # an example named (« comme la Croissance gigantesque », « y compris lui-même »; « comme »
    # after a comma only: « considéré comme » is "considered")
    "example": r"(?<=,\s)comme\b|\b(?:par exemple|notamment|y compris|peut-être)\b"
               # (not before a subject: « telle qu'elle était », "as it last existed")
               rf"|\btel(?:le)?s? qu(?:e\b|{_A})(?!\s*(?:il|elle|ils|elles|on|vous|nous)\b)",
    # « chaque fois que », whenever (checks/structure.py CONNECTIVES)
    "whenever": rf"\b(?:à )?chaque fois qu(?:e\b|{_A})|\btoutes les fois qu(?:e\b|{_A})",
    "contrast": rf"\b(?:bien|à condition|pourvu) qu(?:e\b|{_A})|\b(?:mais|cependant|toutefois"
                r"|pourtant|quoique|néanmoins|en revanche|par contre|sauf|excepté|à l['’]exception)\b"
                rf"|(?<!\ben )\b(?:tant|aussi longtemps|pendant|du moment|pour autant|pour peu)"
                rf" qu(?:e\b|{_A})",
    # without doing (« sans avoir la priorité »): what "unless" may be said as (SAID_AS)
    # a purpose ("in order to", « pour que », « pour pouvoir »): "X only if Y" said "to X,
    # Y must" (checks/meaning.py, _proviso_said_must)
    "purpose": rf"\bpour (?:que|qu{_A}|pouvoir|être)\b|\bafin (?:de\b|d{_A}|que\b|qu{_A})",
    "without-doing": r"\bsans\b(?=\s+(?:l[ae]s?\s|l['’]|en\s|y\s|se\s|s['’])?\w+(?:er|ir|re)\b)",
    # (« à moins de 1 » before a number is "less than 1", no condition)
    # (an incise may part its words: « à moins, bien sûr, qu'il ne copie »)
    "unless": rf"\b(?:à moins(?:,[^,.;:()]{{1,30}},)? (?:que|qu{_A}|de(?!\s+(?!une?\b){_NUMBER}\b)|d{_A})"
              r"|sauf si"
              rf"|sauf s{_A}"
              # "unless it says otherwise": « sauf indication contraire »
              r"|sauf (?:indication|mention|avis|précision) contraire)",
    "sequence": r"\b(?:puis|ensuite)\b",
    # a consequence drawn (« il compte donc comme une carte »): one the English does not
    # draw opens a clause added where its words are not said there
    # (structure.lonely_clauses)
    "consequence": rf"\b(?:donc|par conséquent|en conséquence|de ce fait|c{_A}est pourquoi"
                   r"|si bien que|de sorte que|d['’]où)\b",
    "same-time": r"\b(?:en même temps|simultané\w*|au (?:même )?moment même|au même (?:moment|instant)"
                 r"|à la fois|d['’]un (?:seul )?coup|en une (?:seule )?fois)\b",
    # (« même » the adverb, before what it stresses: « même en tant qu'aura », not « le
    # même joueur », « elle-même »)
    "concession": r"(?<![-\w])(?<!\ble )(?<!\bla )(?<!\bles )(?<!\bdu )(?<!\bdes )(?<!\bau )"
                  r"(?<!\baux )(?<!\bun )(?<!\bune )(?<!\bce )(?<!\bcet )(?<!\bcette )(?<!\bces )"
                  r"(?<!\bde )(?<!\ben )même\b(?!s)"
                  rf"|\bquand bien même\b|\bindépendamment\b|\bpeu importe\b|\bbien qu(?:e\b|{_A})"
                  rf"|\bquoiqu(?:e\b|{_A})|\balors même qu|\bmalgré\b|\bquel(?:le)?s? que soi",
    # "whereas" (« alors que », « tandis que »)
    "whereas": rf"\b(?:alors|tandis) qu(?:e\b|{_A})",
    "proviso": rf"\b(?:seulement|uniquement) (?:si|s{_A}|lorsqu|quand|tant qu|une fois)"
               rf"|\bque (?:si|s{_A}|lorsqu|quand|tant qu|pendant)|(?<!\ben )\btant qu(?:e\b|{_A})"
               rf"|\baussi longtemps qu|\bà condition (?:que|qu|de|d{_A})|\bpourvu qu"
               rf"|\bpour autant qu|\bpour peu qu|\bdu moment qu|\bpendant qu(?:e\b|{_A})"
               rf"|\bà moins (?:que|qu{_A}|de|d{_A})|\bsauf s(?:i\b|{_A})",
    # « si » (not « même si », « si bien que »): « si … ne … pas » says "unless"
    "if": rf"(?<!\bmême )\bsi\b(?! bien\b)|\bs{_A}ils?\b",
    # (not the front face, « face avant », but the coin's « pile ou face avant »)
    "before": r"(?<!(?<!\bpile ou )\bface )\bavant\b(?!-)",
    "during": r"\b(?:pendant|durant|lors d|au cours d)",
    # « une fois que… », « une fois la capacité résolue » (not « une fois par tour »).
    # ("after the turn ends" said « quand le tour se termine »)
    "after": r"\b(?:quand|lorsque?)\s(?:\w+\s+){0,3}?(?:se\s)?(?:termin|ach[eè]v|fini|écoul|expir)\w*"
             r"|(?<!\bmême )\baprès\b(?!-)|\bune fois (?:que\b|qu['’]|(?:(?:la|le|les|l['’]|ce|cet|cette"
             r"|ces|sa|son|ses)\s?\w+\s+)?\w+(?:ée?s?|ie?s?|ue?s?|ite?s?|ise?s?)\b)",
    "next-turn": r"\bprochain tour\b|\btour suivant\b",
    # (and the moment, « à la fin du tour »: a time the English names no turn for is added)
    "end-of-turn": rf"\b(?:jusqu{_A})?à la fin (?:du|de ce) tour\b|\bpour le reste du tour\b",
    "previous-turn": r"\btours? précédents?\b|\bdernier tour\b",
    # (not « d'entre elles », among them)
    "between": r"(?<!d['’])\bentre\b(?!\s+(?:elles|eux|nous|vous)\b)",
    # "won't return until …" said « il faudra attendre … pour qu'elle revienne »
    "wait": r"\battend\w*",
    # Words whose opposite is a flip (first/last, top/bottom…): see OPPOSITES.
    "trigger": r"\bdéclench\w*",
    "resolve": r"\brésou\w*|\brésol\w*",
    "attack": r"\battaqu\w*",
    "already": r"\bdéjà\b",
    "cast": r"\blan[cç]\w*",
    "activate": r"\bactiv\w*",
    "begin": r"\b(?:commen[cç]\w*|début\w*)\b",
    # and a moment at the end of a step or a turn (« à la fin de l'étape », not « jusqu'à
    # la fin du tour », until, nor the step's name « étape de fin »)
    "finish": r"\b(?:fini[rst]\w*|finie?s?|termin\w*|achev\w*)\b"
              r"|(?<!jusqu['’])(?<!jusqu )\bà la fin d(?:e|u|es)\b",
    "first": r"\bpremi(?:er|ère)s?\b|\bd['’]abord\b|\bplus ancien(?:ne)?s?\b",
    # the first of two steps told in order (« d'abord X, puis Y »)
    "first-step": r"\bd['’]abord\b|\ben premier\b",
    # « vous regardez à la fin » (last), not « à la fin du tour »
    "last": r"\bderni(?:er|ère)s?\b|\bplus récente?s?\b|\bà la fin\b(?!\s+d)",
    # until: what "before" a choice may be said as (« autant de fois que vous voulez
    # jusqu'à ce que vous choisissiez »; checks/meaning.py SAID_AS)
    "until": rf"\bjusqu{_A}(?:à|au|aux)\b",
    # "until" said "as long as … not" (« tant qu'elle n'est pas en train de se résoudre »):
    # its negation says the English's "until", none of its own
    "while-not": rf"\btant qu(?:e\s|{_A})[^,;:.]*?\bn(?:e\s|{_A})",
    # « A, et non B », « A, pas B » (checks/meaning.py _contrast_turned)
    "denial": r"(?:,\s*|\bet\s+|\(\s*|[—–]\s*)(?:non|pas)\b(?!\s+(?:plus|seulement|encore|que|moins)\b)",
    # « ce n'est pas B, mais A », « non pas B mais A »: the denied side first (not « non
    # seulement … mais aussi »)
    "denial-first": rf"\b(?:non pas|ce n{_A}est pas|ce ne sont pas)\b(?!\s+(?:seulement|uniquement)\b)"
                    r"[^.;:()]{1,120}?,?\s+mais\b(?!\s+(?:aussi|également|encore)\b)",
    # "this turn": any mention of the turn says it (« ce tour-ci », « pendant le tour »)
    "this-turn": r"\btours?\b",
    "gain": r"\b(?:acqu(?:iert|ièrent|érir|érait|érant|is|ise|erra|erront)|gagn\w*)\b",
    "lose": r"\b(?:perd\w*)\b",
    "top": r"\bdessus\b|\ben haut\b|\bsommet\b",
    # a card's side shown, as official texts and calques say it
    "face-up": r"\bface (?:visible|recto|découverte|vers le haut)\b",
    "face-down": r"\bface (?:cachée|verso|vers le bas)\b",
    # a likeness, and its absence (not a bare « comme », which says "as" as often)
    "unlike": r"\bcontrairement (?:à|aux?)\b|\bà la différence d(?:e|u|es)\b|\bau contraire d(?:e|u|es)\b",
    "alike": r"\btout comme\b|\bde même que\b|\bà l'instar d(?:e|u|es)\b|\bcomme pour\b"
             r"|\bau même titre que\b|\bpareillement\b|\bde la même (?:manière|façon) que\b",
    "left": r"\bgauche\b",
    "right": r"\bdroite\b",
    # « au fond de la bibliothèque », not a background (« sur un fond »)
    "bottom": r"\bdessous\b|\ben bas\b|\b(?:au|le) fond\b",
    "nearest": r"\bplus proches?\b",
    "farthest": r"\bplus (?:éloigné|loin|lointain)e?s?\b",
    "including": r"\by compris\b|\binclu(?:s|e|es)?\b",
    "excluding": r"\b(?:sauf|excepté|hormis)\b|\bà l['’]exception\b|\bexclu(?:s|e|es|ant)?\b",
}

# Suggested corrections (pipeline/suggest.py): what agrees with a noun put in place of
# another, and how the words before it elide and contract.
GENDER_DETERMINERS = {"le": "m", "un": "m", "du": "m", "au": "m", "ce": "m", "cet": "m",
                      "la": "f", "une": "f", "cette": "f"}
# (masculine, feminine, masculine before a vowel): determiners and quantifiers that agree
_GENDERED = {w: forms for forms in (
    ("un", "une", "un"), ("ce", "cette", "cet"), ("aucun", "aucune", "aucun"),
    ("chacun", "chacune", "chacun"), ("quel", "quelle", "quel"), ("tout", "toute", "tout"),
    ("nul", "nulle", "nul"), ("son", "sa", "son"), ("mon", "ma", "mon"), ("ton", "ta", "ton"),
    ("certain", "certaine", "certain"), ("seul", "seule", "seul"), ("autre", "autre", "autre"),
) for w in forms}
_GENDERED["cet"] = ("ce", "cette", "cet")
# words that carry no gender of their own before a noun (plural articles, possessives)
_NEUTRAL = frozenset("les des aux ces ses leurs leur vos nos mes tes chaque plusieurs "
                     "quelques deux trois quatre cinq six sept huit neuf dix".split())
# « aucune des portes »: a pronoun before « des » agrees with the noun after it
_OF_PLURAL = frozenset({"des", "d'entre", "d’entre"})
_PREPOSITIONS = {"de": ("du", "de la"), "à": ("au", "à la")}
_VOWELS = "aeiouyàâäéèêëîïôöùûüœæ"
# words after a noun that never agree with it (prepositions, pronouns, conjunctions)
_FUNCTION_WORDS = frozenset("sur sous dans par pour avec sans entre vers chez contre que qui "
                            "quand dont mais car donc puis est sont ont peut peuvent".split())
_PARTICIPLE_ENDINGS = ("é", "ée", "és", "ées", "i", "ie", "is", "ies", "u", "ue", "us", "ues",
                       "it", "ite", "its", "ites", "ert", "erte", "erts", "ertes")


def _elides(word: str) -> bool | None:
    """Whether a word elides the article before it (« l'Ange »); None for an h, mute or
    aspirated (« l'homme », « la hâte »), which the spelling does not tell."""
    first = word[:1].lower()
    if first == "h":
        return None
    return first in _VOWELS


def _apostrophe(words: list[str]) -> str:
    return "’" if any("’" in w for w in words) else "'"


def determiner(words: list[str], gender: str, plural: bool, following: str) -> list[str] | None:
    """The determiner words before a noun (at most the two before it), agreeing with a
    noun of ``gender`` that begins ``following``; None where they cannot be settled."""
    if not words:
        return []
    *rest, last = words
    low = last.lower()
    quote = _apostrophe(words)
    elides = _elides(following)
    if low in _OF_PLURAL or low in _NEUTRAL:
        if low in _OF_PLURAL and rest and rest[-1].lower() in _GENDERED:
            forms = _GENDERED[rest[-1].lower()]
            new = forms[0] if gender == "m" else forms[1]
            return [*rest[:-1], same_case(new, rest[-1]), last]
        return list(words)
    if low in ("le", "la", "l'", "l’", "du", "au"):
        if plural:
            return list(words)
        if elides is None:
            return None
        if low in ("du", "au"):
            prep, old_first, keep = {"du": "de", "au": "à"}[low], last, rest
        elif rest and rest[-1].lower() in _PREPOSITIONS:
            prep, old_first, keep = rest[-1].lower(), rest[-1], rest[:-1]
        else:
            prep, old_first, keep = None, last, rest
        article = f"l{quote}" if elides else ("le" if gender == "m" else "la")
        if prep is None:
            new = [article]
        elif article == "le":
            new = [_PREPOSITIONS[prep][0]]  # « du », « au »
        else:
            new = [prep, article]
        new[0] = same_case(new[0], old_first)
        return [*keep, *new]
    if low in ("de", "d'", "d’"):
        if elides is None:
            return None
        return [*rest, same_case(f"d{quote}" if elides else "de", last)]
    if low in _GENDERED:
        masculine, feminine, before_vowel = _GENDERED[low]
        if gender == "m":
            if elides is None and masculine != before_vowel:
                return None
            new = before_vowel if elides else masculine
        else:
            new = feminine
            if low in ("son", "sa", "mon", "ma", "ton", "ta") and elides is not False:
                if elides is None:
                    return None
                new = masculine  # « son Ange », « son arme »
        return [*rest, same_case(new, last)]
    return list(words)


def agree(word: str, lemma: str, gender: str, plural: bool,
          known: Callable[[str, str], bool]) -> str | None:
    """An adjective or past participle in ``gender`` and number; None where the word is
    neither, or its form in that gender is not one the lookup table knows."""
    low = word.lower()
    if len(low) < 3 or low in _FUNCTION_WORDS:
        return None
    if lemma.endswith(("er", "ir", "re", "oir")) and not low.endswith(_PARTICIPLE_ENDINGS):
        return None  # a verb's other forms (« inflige ») agree with no noun
    bases = []
    for ending in ("es", "s", "e", ""):
        base = low[: len(low) - len(ending)] if ending else low
        if low.endswith(ending) and base and (base == lemma or known(base, lemma)):
            bases.append(base)
    for base in bases:
        if base.endswith("e") and base[:-1] in bases:
            continue  # a feminine form (« bleue ») is no base
        new = base
        if gender == "f" and not new.endswith("e"):
            new += "e"
        if plural and not new.endswith(("s", "x")):
            new += "s"
        if new == low or known(new, lemma):
            return same_case(new, word)
    return None


_COMPLEMENT = r"(?:\s+(?:de\s+la\s+|de\s+l['’]|d['’]une?\s+|d['’]|du\s+|des\s+|de\s+)[\w-]+)?"
_PREDICATE = (r"\s+(?:n['’]|ne\s+)?(?:est|sont|était|étaient|sera|seront|serait|seraient|soit"
              r"|soient|a\s+été|ont\s+été|avait\s+été|avaient\s+été|aura\s+été|auront\s+été"
              r"|reste|restent|devient|deviennent)\s+(?:pas\s+|plus\s+|jamais\s+|toujours\s+)?")
_PREDICATE_AFTER = re.compile(rf"^{_COMPLEMENT}{_PREDICATE}(?P<word>[^\W\d_][\w-]*)")
_ADJECTIVE_AFTER = re.compile(r"^\s+(?P<word>[^\W\d_][\w-]*)")


def dependents(after: str, governed: bool) -> list[tuple[int, int]]:
    """Where the words agreeing with a noun phrase stand in the text after it: after
    « être » in its clause, past a complement (« les dégâts du sort ont été répartis »),
    or an adjective or participle right after it (« dégâts infligés »), and then after
    « être » too (« les dégâts infligés ne sont pas prévenus »). A noun ``governed`` by
    a preposition is no subject: only the adjective right after it agrees with it."""
    found = None if governed else _PREDICATE_AFTER.match(after)
    if found is not None:
        return [found.span("word")]
    found = _ADJECTIVE_AFTER.match(after)
    if found is None:
        return []
    spans = [found.span("word")]
    if governed:
        return spans
    more = re.match(rf"{_PREDICATE}(?P<word>[^\W\d_][\w-]*)", after[found.end():])
    if more is not None:
        start, end = more.span("word")
        spans.append((found.end() + start, found.end() + end))
    return spans


_GOVERNING = frozenset("de d' d’ du des au aux à sur dans avec par pour contre sous entre vers "
                       "chez sans en".split())


def governed(before: list[str]) -> bool:
    """Whether a preposition puts the noun after ``before`` in a complement (« de
    l'Éclatement », « du Passeur »); « des » counts only after another word of it
    (« aucune des portes » is a subject, « les effets des sorts » no)."""
    words = [w.lower() for w in before]
    while words and words[-1] in ("le", "la", "l'", "l’", "les", "un", "une"):
        words.pop()
    if not words:
        return False
    last = words[-1]
    if last == "des":
        return len(words) > 1 and words[-2] not in _GENDERED
    return last in _GOVERNING


_ONE_OF = frozenset({"aucun", "aucune", "chacun", "chacune", "un", "une", "nul", "nulle"})


def singular(before: list[str]) -> bool:
    """« aucune des portes », « l'une des cibles »: one of them, in the singular."""
    words = [w.lower() for w in before]
    return len(words) >= 2 and words[-1] in _OF_PLURAL and words[-2] in _ONE_OF


def infinitive(lemma: str) -> bool:
    return lemma.endswith(("er", "ir", "re", "oir")) and " " not in lemma


AGREEMENT = Agreement(determiner=determiner, agree=agree, dependents=dependents,
                      governed=governed, singular=singular, infinitive=infinitive,
                      article="le", name_prepositions=frozenset({"de", "d'", "d’", "à"}))

# The meaning-drift models (DriftModels): `make calibrate CAL_LANG=fr` fitted them on
# 1,500 of the official French card texts of MTGJSON 2019 (sets from 2015), drawn at
# random; residual spreads 0.060, 0.085, 0.081 and 0.109 (texts and
# sentences, terms in English and as written).
DRIFT = DriftModels(text=(0.803, 0.0193), text_raw=(0.641, 0.0273),
                    sentence=(0.708, 0.0427), sentence_raw=(0.649, 0.0252))

PACK = LanguagePack(
    modifiers_after=True,
    action_noun_suffixes=("ation", "tion", "sion", "ment"),
    code="fr",
    name="French",
    number_words=NUMBER_WORDS,
    # the article « un » that counts: « plus d'un », « au moins un », « un ou plus »
    counting_one=r"\b(?:plus|moins)\s+d['’](une?)\b|\b(?:au\s+(?:moins|plus)|exactement)\s+(une?)\b"
                 r"|\b(une?)\s+ou\s+plus\b",
    weak_number_words={"double": 2, "doubles": 2, "moitié": 2, "moitiés": 2, "triple": 3,
                       "triples": 3,
                       # the verbs too, as the English's "doubled" (« sont doublées »)
                       **{"doubl" + e: 2 for e in ("é", "ée", "és", "ées", "er", "ent", "era",
                                                   "eront", "ez")},
                       **{"tripl" + e: 3 for e in ("é", "ée", "és", "ées", "er", "ent")}},
    digit_ordinal_endings=("ème", "ère", "er", "re", "e", "ᵉ", "ᵉʳ"),
    negating_prefixes=("in", "im", "il", "ir", "non-"),
    ordinal_words={w + s: n for w, n in (
        ("premier", 1), ("première", 1), ("deuxième", 2), ("second", 2), ("seconde", 2),
        ("troisième", 3), ("quatrième", 4),
        ("cinquième", 5), ("sixième", 6), ("septième", 7), ("huitième", 8), ("neuvième", 9),
        ("dixième", 10), ("onzième", 11), ("douzième", 12), ("vingtième", 20))
        for s in ("", "s")},  # "twice" as a multiplier: « le double de »
    plural_number_words={"neuf": 9},
    plural_endings=("s", "x"),
    weak_number_prefixes=frozenset("les des aux ces ses leurs nos vos tous toutes".split()),
    stop_words_module="spacy.lang.fr.stop_words",
    lemma_overrides=LEMMA_OVERRIDES,
    lemma_suffix_rules=(("ées", "er"), ("ée", "er"), ("és", "er"), ("é", "er"), ("s", "")),
    participle_rules=(("ées", "er"), ("ée", "er"), ("és", "er"), ("é", "er")),
    state_verbs=frozenset({"être", "devenir", "rester"}),
    determiners=DETERMINERS,
    counter_kind=r"\bmarqueurs? « ?(?P<kind>[^«»]+?) ?»",
    counter_form="marqueur « {kind} »",
    possessives=frozenset((
        "mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs"
    ).split()),
    demonstratives=frozenset("ce cet cette ces ceux celles celui celle".split()),
    singular_determiners=frozenset("un une le la l' l’ ce cet cette son sa".split()),
    name_plurals=("s", "x"),
    typography=(straight_quotes, missing_space_before, breaking_space, guillemet_spacing,
                english_quotes, ordinal_suffix, spacing),
    length_ratio=1.18,
    coordinators=frozenset({"et", "ou", "mais"}),
    list_coordinators=frozenset({"et", "ou", "ni"}),
    clause_breaks=(r"[,;:—–]|\b(?:et|ou|mais|sauf|si|tant que"
                   r"|parce que|puisque|bien que|alors que|même si|puis|ensuite)\b"),
    length_variance=6.8,
    months=MONTHS,
    decimal_comma=True,
    inflections=inflections,
    agreement_forms=agreement_forms,
    optional_leading=frozenset({"se"}),
    cues=CUES,
    # « que vous contrôliez un artefact ou non », « … ou pas. »: whether or not
    # « peu importe », « cela n'a pas d'importance »: "it doesn't matter", "no matter"
    # « celles qui », « ceux que »: a noun said before, with what qualifies it
    noun_pronoun=r"\b(?:celui|celle|ceux|celles)(?:-ci|-là)?\s+(?:qui|que|qu['’]|dont|de|d['’])",
    cue_neutral=r"\bou non\b|\bou pas\b(?=\s*(?:[,.;:)]|$))"
                rf"|\bn{_A}(?:a|ont|aura) (?:pas|aucune) d?{_A}?importance\b|\bsans importance\b"
                rf"|\bn{_A}importe pas\b"
                r"|\bsans interruption\b"  # continuously
                # a cessation denied is a continuation: « sans cesser d'être », « sans
                # qu'il cesse d'être »
                rf"|\bsans (?:qu(?:e\s|{_A})\w+ )?cess(?:er|e|ent)\s+d(?:e\b|{_A})"
                r"|\btout ou rien\b"  # "either all … or none": the choice, no negation
                r"|\ble cas échéant\b"  # "if any", "if applicable"
                # "probably" (its « sans »: « doute » is the likely cue's); "before any"
                # (« avant qu'aucune activation ne se résolve »)
                rf"|\bsans(?= (?:aucun )?doute\b)|(?<=\bavant qu{_A})aucune?\b",
    drift=DRIFT,
    gender_determiners=GENDER_DETERMINERS,
    agreement=AGREEMENT,
)
