"""Spanish: typography (¿…? ¡…!), contractions, agreement, number words, meaning cues."""

from __future__ import annotations

import re
from collections.abc import Callable

from .base import (
    OPENS_CLAUSE,
    Agreement,
    DriftModels,
    LanguagePack,
    no_space_before,
    same_case,
    spacing,
    typography_finding,
)

NUMBER_WORDS = {
    "cero": 0, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
    "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14,
    "quince": 15, "dieciséis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19,
    "veinte": 20,
}
# "un"/"una"/"uno" are left out: mostly articles.

DETERMINERS = frozenset("el la los las lo un una unos unas del al este esta estos estas "
                        "ese esa esos esas su sus".split())

_STRAIGHT_QUOTES = re.compile(r'"[^"]*"|"')
# Where a question or exclamation may begin: after the end of the sentence before it.
_CLAUSE_END = ".!?:;"


def quotes(text: str) -> list:
    match = _STRAIGHT_QUOTES.search(text)
    if not match:
        return []
    inner = match.group(0).strip('"')
    return [typography_finding('English straight quotes "…" in Spanish; Spanish uses « » or “ ”',
                               match.start(), match.end(), text, f"«{inner}»")]


def opening_marks(text: str) -> list:
    """A question or exclamation without its opening ¿ or ¡."""
    begin = 0
    for end, char in enumerate(text):
        if char in "?!":
            opening = "¿" if char == "?" else "¡"
            clause = text[begin:end + 1]
            if opening not in clause and clause.strip(" ?!"):
                start = begin + len(clause) - len(clause.lstrip())
                return [typography_finding(f"« {char} » without its opening « {opening} »",
                                           start, end + 1, text, opening + text[start:end + 1])]
        if char in _CLAUSE_END:
            begin = end + 1
    return []


def agreement_forms(lemma: str) -> tuple[str, ...]:
    """Gender and number forms (girado: girada, girados, giradas; criatura: criaturas;
    jugador: jugadores)."""
    if not lemma.isalpha() or len(lemma) < 3:
        return ()
    if lemma.endswith("o"):
        return (lemma + "s", lemma[:-1] + "a", lemma[:-1] + "as")
    if lemma.endswith(("a", "e", "é")):
        return (lemma + "s",)
    if lemma.endswith("z"):
        return (lemma[:-1] + "ces",)
    if lemma.endswith(("ón", "án")):
        return (lemma[:-2] + lemma[-2].replace("ó", "o").replace("á", "a") + "nes",)
    if lemma.endswith(("r", "l", "n", "d")):
        return (lemma + "es", lemma + "a", lemma + "as")
    return ()


def inflections(lemma: str) -> tuple[str, ...]:
    """Forms of a first-conjugation verb (girar: gira, giras, giran, girado, girando…)."""
    if not lemma.endswith("ar") or len(lemma) < 4 or " " in lemma:
        return ()
    stem = lemma[:-2]
    return tuple(stem + e for e in ("a", "as", "an", "amos", "áis", "e", "es", "en", "ado",
                                     "ada", "ados", "adas", "ando", "ará", "arán", "ó"))


# Object pronouns written onto an infinitive, a gerund or an imperative (« girarla »,
# « girándola », « gírala », « dárselo »): one, or an indirect or reflexive one and then
# a direct one.
_CLITICS = re.compile(r"(?:(?:se|me|te|nos|os|le|les)(?:lo|la|los|las)|se|me|te|nos|os|le"
                      r"|les|lo|la|los|las)$")
_STRESSED = str.maketrans("áéíóú", "aeiou")


def clitic_stems(lower: str) -> tuple[tuple[str, bool], ...]:
    """The verb form without its pronouns, its written stress dropped, and whether it is
    an infinitive: « tapearse » (tapear, sure), « lánzala » (lanza), « girándola »
    (girando), « ponlo » (pon)."""
    match = _CLITICS.search(lower)
    if match is None or match.start() < 3:
        return ()
    stem = lower[:match.start()].translate(_STRESSED)
    if stem.endswith(("ar", "er", "ir")):
        return ((stem, True),)
    # a gerund, or an imperative: stressed where the pronouns made it longer (« gírala »),
    # or of one syllable (« ponlo »); taken only where the table knows the form
    if (stem.endswith(("ando", "iendo", "yendo")) or lower != lower.translate(_STRESSED)
            or len(stem) <= 3):
        return ((stem, False),)
    return ()


# « no … más que » is "only" (« no tiene más que una »); not « … 4 o más que controlas »,
# "4 or more that you control", a count followed by a relative clause
_MORE_THAN_ONLY = r"(?<!\bo )\bmás que\b"
_NO = rf"\bno\b(?![^,;:.]*?{_MORE_THAN_ONLY})"
# the words a « no » takes along anywhere in its clause (« no … ningún »); a « ni » only
# within NI_REACH words: further on it coordinates a negation of its own, as French « ni »
# does (« no copia los contadores que tenga ni los efectos » for "It won't copy counters.
# It won't copy effects")
_CONCORD = r"(?:nunca|jamás|nada|nadie|ningún|ninguna|ninguno|ningunos|ningunas|tampoco)"
_NEGATORS = rf"(?:{_CONCORD}|ni)"
NI_REACH = 3
# « por » distributive: before a noun with no determiner (« por turno »), not « por
# ejemplo », « por cualquier otro motivo », « por todas esas criaturas » (one time for all)
_POR_EACH = (r"\bpor (?!ejemplo|tanto|eso|encima|debajo|(?:lo|la|el|los|las|un|una|su|sus"
             r"|ese|esa|este|esta|otro|otra|ti|sí|cualquier|completo|separado|primera"
             r"|segunda|parte|qué|medio|dos|tres|tod[oa]s?|amb[oa]s)\b)")
# The renderings of "non-" (« una carta que no sea tierra »: a bare noun or adjective; « que
# no es un tipo de criatura » says "which isn't"), and « sin embargo », « no obstante »
# (however).
NEUTRAL = (r"\bque no (?:sea|sean|es|son)\b(?!\s+(?:una?|unos|unas|el|la|los|las)\b)"
           r"|\bsin embargo\b|\bno obstante\b"
           # "if any", "if applicable"
           r"|\ben su caso\b|\bsi (?:procede|corresponde)\b"
           # « si controlas o no un artefacto », « si pagas o no esa cantidad », « tanto si
           # … como si no »: whether or not (before a determiner, not a verb)
           r"|\bo no\b(?=\s*(?:[,.;:)]|$|un[oa]?s?\b|el\b|la\b|los\b|las\b|cuando\b|si\b"
           r"|mientras\b|es[aeo]s?\b|est[aeo]s?\b|aquel\w*|dich[oa]s?\b|tus?\b|sus?\b|al\b"
           r"|del\b))"
           r"|\bcomo si no\b(?=\s*(?:[,.;:)]|$))"
           # « sin importar », « no importa »: "no matter", "it doesn't matter"
           r"|\bsin importar\b|\bno (?:(?:me|te|le|les|nos|os|se) )?importan?\b|\bno tiene importancia\b"
           r"|\bsin interrupción\b"  # continuously
           # a negative word in a clause that "before" opens says "any", no negation,
           # however far from it (« antes de que se resuelva ninguna activación »; the
           # span after the cue, which stays a "before")
           r"|(?:(?<=\bantes de que )|(?<=\bantes que )|(?<=\bantes de )(?!que\b))"
           rf"(?:(?!\b(?:no|y|e|pero|si|cuando)\b)[^,;:.])*?\b{_CONCORD}\b"
           # a cessation denied is a continuation: « sin que deje de ser un planeswalker »
           # ("He remains a planeswalker"), « sin dejar de »
           r"|\bsin (?:que (?:\w+ )?)?dej(?:ar|e|en|ara|aran|ase|asen)\s+de\b"
           r"|\btodo o nada\b"  # "either all … or none": the choice, no negation
           r"|\bnada más\b(?=\s+\w+(?:ar|er|ir)\b)")  # « nada más terminar »: as soon as
# "you control" and "you own": the verbs' second persons, a perfect tense (« que no
# hayas controlado »), with a modal or a continuation (« puedes controlar », « sigues
# controlando »), or a stop (« dejas de controlarlo »: you no longer control it); the
# cleft « eres tú quien controla »; generic, as the English's "Controlling …"
# (« Controlar varios Portales »)
_CONTROLS = ("controlas|controles|controlabas|controlaste|controlarás|controlarías"
             "|controlaras|controlases")
_OWNS = "posees|poseas|poseerás|poseerías|poseyeras"


def _tu(finite: str, stems: str, participles: str, infinitives: str) -> str:
    return (rf"\b(?:{finite})\b"
            rf"|\b(?:has|hayas|habías|hubieras|habrás) (?:{participles})\b"
            rf"|\b(?:puedes|podrás|podrías|debes|deberás|deberías|sigues|seguirás|necesitas"
            rf"|necesitarás|tienes que|tendrás que)(?: solo| sólo)? (?:{stems})\w*"
            rf"|\b(?:dejas|dejes|dejarás|dejarías|dejaste|dejabas) de (?:{stems})\w*"
            rf"|\btú (?:quien|el que|la que) (?:{stems})\w*"
            rf"|(?:^|[.;:!?]\s+)(?:{infinitives})\b")


_YOU_OWNER = r"|\b(?:eres|seas|fuiste|eras) (?:el )?propietario\b"


CUES = {
    # One match per negation: « no … ningún » (the Spanish double negative) as a whole.
    # Not across « y », « pero » (« No es un permanente y ningún efecto… » is two), nor
    # into a clause of its own (« no se disparará si ninguna… »); not « no … más que »,
    # which is "only". Words that say a negation: « demasiado tarde » (too late).
    "negation": rf"{_NO}(?:(?!\b(?:y|e|pero|si|cuando|porque|aunque|mientras)\b)[^,;:.])*?"
                rf"\b{_CONCORD}\b|{_NO}(?:\s+[^\s,;:.()]+){{0,{NI_REACH}}}?\s+ni\b"
                # (not a negative word after "before", where it says "anyone": NEUTRAL)
                rf"|{_NO}|\b{_NEGATORS}\b|\bsin\b"
                # « de otro modo » says "if not" where it opens a clause, as "otherwise"
                # does; « cuando de otro modo podrías lanzarlo » says "in other ways"
                rf"|\bde lo contrario\b|{OPENS_CLAUSE}de otro modo\b"
                r"|\bdemasiado tarde\b|\bfall(?:a|an|ar|ará|arán|ó|aron|e|en|ido)\b",
    # "non-" (« que no sean fichas », « que no sea tierra »: before a bare noun, read past
    # by the negation count as NEUTRAL): a restriction of its own
    "non": r"\bque no (?:sea|sean|es|son)\b(?!\s+(?:una?|unos|unas|el|la|los|las)\b)",
    # "other than", "except" (« distinto de », « salvo »)
    "other-than": r"\bdistint[oa]s? (?:de|a|al|del)\b|\bexcepto\b|\bsalvo\b|\baparte de\b",
    # Modal verbs in every person, tense and mood (« tendrás que », « podrán »).
    # an alternative (« o », « ni ») and a conjunction, not « y/o », « o más »
    # (« sea » only as « ya sea » or « sea … sea »: « que sea negra » is "that is black")
    "disjunction": r"(?<!y/)\b(?:o|u|ni)\b(?! (?:más|menos|no)\b)|\bya sea\b"
                   r"|\bsea\b(?=[^.;:]*\bsea\b)",
    "conjunction": r"(?<!{)\b(?:y|e|tanto)\b(?![/}])",  # (not the energy symbol {E})
    "concord": r"\bni\b",  # what continues a negation over a list (« no copia X ni Y »)
    # a word right after a negative word that makes it go on with the negation before
    # (« ninguna criatura puede atacar, ni siquiera las que… »)
    "continuation-after": r"\s+siquiera\b",
    # a negative preposition or concord word repeated over a list (« sin X, sin Y »;
    # « ni la cuarta, ni la quinta, ni la sexta »)
    "listing": r"\b(?:sin|ni)\b",
    # words that are a negation of their own ("stop", "ignore", "unchanged"): they say an
    # English one, or a negation (« queda intacto » for "doesn't change"); negated
    # (« no impide »), they flip it
    "privative": r"\b(?:imp[ie]d\w*|ignor\w*|evit\w*|intact\w*|inalterad\w*|imposibles?"
                 r"|incapa(?:z|ces)|distint[oa]s?|diferentes?|escap\w*"
                 r"|renunci\w*"  # « renunciar a atacar »: not to attack
                 r"|excluid[oa]s?\b"  # « un hechizo queda excluido » (a spell cannot)
                 r"|olvid\w*"  # « No olvides que » (Remember)
                 r"|ausencias?"  # « en ausencia de cartas exiliadas »: if there are none
                 # « reducir a cero » (down to nothing); « nada prohíbe » (it is allowed)
                 r"|cero|prohib\w*|prohíb\w*"
                 # « fuera del campo de batalla » (when not on the battlefield)
                 r"|fuera del?"
                 # « a diferencia de todas las demás » (but no other can)
                 r"|a diferencia de"
                 r"|opcional\w*|optativ\w*|facultativ\w*"  # « es opcional »: not required
                 # « sigue siendo el mismo », « permanece igual » (doesn't change)
                 r"|(?:sigue|siguen|seguirá|seguirán) siendo (?:el mismo|la misma|los mismos"
                 r"|las mismas|igual(?:es)?)|(?:permanec|mantien|mantendr)\w* igual(?:es)?"
                 # « se queda como estaba », « queda igual », « sigue como está » (isn't
                 # changed)
                 r"|(?:qued|sigu|sig|permanec)\w* (?:igual(?:es)?|como (?:estaba|estaban|está"
                 r"|están|era|eran))|sin cambios?)\b"
                 r"|\b(?:a|por) falta de\b"  # for lack of
                 # « carece de una habilidad » (doesn't have one)
                 r"|\bcarec\w*|\bcarent\w*"
                 # « dejas de controlarlo » (you no longer control it), not « deja el
                 # campo de batalla » (leaves)
                 r"|\bdej(?:a|as|an|ar|ará|arás|arán|aría|arías|ó|aste|aron|e|es|en|ando)"
                 r" de\b(?= \w+(?:ar|er|ir)(?:lo|la|los|las|le|les|se)?\b)",
    # the predicate of the sentence before said of another thing (checks.meaning._said_again)
    "same-applies": r"\blo mismo (?:ocurre|sucede|pasa|vale|se aplica|aplica|rige)\b"
                    r"|\b(?:ocurre|sucede|pasa) lo mismo\b|\btambién es el caso\b",
    # a demonstrative: a cue said before named again so (« durante ese turno »)
    "anaphor": r"\b(?:es[ea]s?|esos|est[ea]s?|estos|dich[oa]s?|aquel(?:la|los|las)?)\b",
    # a relative pronoun opening a clause on the noun before it (« los conjuros que lanzas »)
    "relative": r"\b(?:que|cuy[oa]s?|quien(?:es)?)\b",
    # "such": a noun phrase said before named again as its kind (« un permanente tal »)
    "such": r"\b(?:tal(?:es)?|semejantes?)\b",
    # (« tienes la posibilidad de », "you can")
    "permission": r"\b(?:pued\w+|pod(?:emos|éis|r\w+|ía\w*|er))\b"
                  r"|\b(?:la|una) posibilidad de\b"
                  r"|(?<!\bno )\b(?:es|son|sea|sean|será|sería|era)\s+(?:también\s+)?posibles?\b",
    "causative": r"\b(?:hac(?:e|en|er)|har[áa]n?|hizo|permit\w*|oblig\w*|provoc\w*|caus\w*)\b",
    # a hedge (checks.meaning._hedged)
    "likely": r"\bprobabl(?:e|es|emente)\b|\bseguramente\b|\bposiblemente\b"
              r"|\bquizás?\b|\btal vez\b|\ba lo mejor\b",
    # how often (« por lo general »), which may say a hedge of the English
    "usually": r"\bpor lo general\b|\bgeneralmente\b|\bnormalmente\b|\bhabitualmente\b"
               r"|\bpor lo común\b|\ben general\b|\blo más habitual\b"
               r"|\ben (?:la mayoría de(?: los)?|muchos) casos\b|\bla mayor parte del tiempo\b"
               r"|\b(?:a )?menudo\b|\bcon frecuencia\b|\bcasi siempre\b|\bpor regla general\b"
               r"|\bsuel(?:e|en|es|o)\b|\bnormal\b(?= que\b)|\bhabitual\w*|\btípicamente\b"
               r"|\bsobre todo\b|\bpor norma general\b|\ben condiciones normales\b",
    "may": r"\b(?:pued\w+|pod(?:emos|éis|r\w+))\b|\bsi lo deseas\b"
           r"|\belig\w*",
    "obligation": r"\b(?:debe|debes|deben|debemos|debía\w*|deberá\w*|debería\w*|deba|debas"
                  r"|deban)\b|\b(?:tiene|tienes|tienen|tenemos|tendrá\w*|tendría\w*|tenga\w*"
                  r"|tuvo|tenía\w*|hay|habrá) que\b"
                  # « necesitas tener » (you need to have)
                  r"|\bnecesit(?:a|as|an|amos|ará\w*|aría\w*|e|es|en)\b(?=\s+\w+(?:ar|er|ir)\b)",
    # not "until" a point in time (« hasta un momento concreto de ese turno »)
    "up-to": r"\bhasta\s+(?:una?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|X|\d+)\b"
             r"(?!\s+(?:\w+\s+)?(?:momento|punto|instante|final|fin|principio|comienzo|inicio|turno"
             r"|paso|fase)\b)",
    # A modal verb negated: forbidden, whether by "can't" or by "must not" (« no puede »,
    # « no debe »; not « no tiene que », "doesn't have to").
    # An obligation negated: allowed, not forbidden (« no tiene por qué », « no tienes
    # que », « no está obligado »).
    "no-obligation": r"\bno\s+(?:(?:se|me|te|le|lo|la)\s+)*(?:tien\w*|tendr\w+|ten[ií]a\w*)\s+"
                     r"(?:que|por qué)\b|\bno\s+(?:est[aá]\w*|es|son|ser[aá]\w*)\s+(?:obligad|obligatori)\w*"
                     r"|\bno\s+(?:hace falta|es necesario|necesita\w*|necesariamente)\b"
                     # « sin que tenga que ser necesariamente el mismo » (it doesn't have to be)
                     r"|\bsin\s+que\b[^,;:.]*?\bnecesariamente\b",
    "prohibition": r"\bno\s+(?:(?:se|me|te|nos|l[oae]s?)\s+)*(?:pued\w+|pod\w+|deb[ea]\w*)\b"
                   # not allowed (« no estás autorizado a », « no se permite », « prohibido »)
                   r"|\bno\s+(?:est[áa]s?|están|estará\w*|es|son)\s+(?:permitid[oa]s?|autorizad[oa]s?)\b"
                   r"|\bno\s+se\s+permite\b|\bprohibid[oa]s?\b"
                   # not possible (« no es posible », "can't")
                   r"|\bno\s+(?:es|son|será|serán)\s+posibles?\b",
    # (« uno de tus dos comandantes o ambos », « una o dos mitades »: one or both)
    "at-least": r"\b(?:al menos|por lo menos|como mínimo|o más|o mayor|mayor o igual"
                r"|o (?:ambos|ambas|los dos|las dos)\b(?!\s+(?:en|a|al|sobre|bajo)\b)"
                r"|un[oa]? o dos)\b",
    # before a quantity: « exactamente el mismo » is no quantifier
    "exactly": r"\bexactamente\s+(?:un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez"
               r"|X|\d+)\b",
    "more-than": r"\b(?:más de|más que|mayor que|superior a)\b",
    # (not « a menos que », unless; « al menos », at least)
    "less-than": r"(?<!\ba )(?<!\bal )\b(?:menos de|menos que|menor que|inferior a)\b",
    # (« igual o menor »: or less; not « mayor o menor », greater or lesser)
    "at-most": r"\b(?:como máximo|a lo sumo|(?<!más )o menos|no más de|menor o igual"
               r"|(?<!mayor )o menor)\b",
    # « no puedes sacrificar más de una criatura »: at most one, said with a negation
    # a single time, or a single one (« solo una copia », « una sola copia »)
    "once": r"\buna (?:sola|única) vez\b|\bsolo una vez\b|\bsolo una?\b|\bun(?:a sola|\s+solo)\b",
    "not-more": r"\b(?:no|nunca|jamás)\b[^.;:,()]*?\bmás(?: de|(?:\s+\w+){1,2}\s+que)\b"
                # « una carta o ninguna » ("one or fewer cards": one at most)
                r"|\bun[oa]?\b(?:\s+\w+){0,2}?\s+o\s+ningun[oa]\b",
    "several": r"\b(?:varios|varias|múltiples)\b",
    "instead": r"\b(?:en lugar de|en vez de)\b",
    "in-addition": r"\bademás de\b",
    "or-not": r"\bo no\b",
    "only": r"\b(?:solo|sólo|solamente|únicamente|únic[oa]s?)\b|\bun[oa]? sol[oa]\b"
            # « está reservada a los permanentes » (only permanents can)
            r"|\breservad[oa]s? (?:a|al|para)\b"
            # « basta con que », « se limita a »
            r"|\bbasta con\b|\bse limita\w* a\b"
            # « todo lo que importa es » (all that matters is)
            r"|\btodo lo que (?:importa|cuenta)\b"
            rf"|\bno\b[^,;:.]*?{_MORE_THAN_ONLY}"
            r"|\bcomo (?:un|si fuera un) conjuro\b|\ben cualquier momento en que podrías lanzar",
    # « no solo X », and « no solo X, sino también Y » ("X as well as Y")
    "not-only": r"\bno (?:solo|sólo|solamente|únicamente)\b",
    "not-only-but": r"\bno (?:solo|sólo|solamente|únicamente)\b[^.;:]*?\bsino\b",
    # a cessation ("no longer"): « ya no », « deja de »
    "no-longer": r"\bya no\b|\bdej\w* de\b",
    # a continuation ("still"): « todavía », « aún », « sigue siendo », « continúa »
    "still": r"\b(?:todavía|aún|sigu\w+|continú\w+)\b",
    # a single time (not « una vez que », « más de una vez ») and a time for each (not
    # « cada vez que », whenever; « por » before a noun with no determiner: « por turno »)
    # several times (« más de una vez »), which a single time flips
    "several-times": r"\b(?:más de una vez|varias veces|múltiples veces|repetidas veces"
                     r"|cualquier número de veces)\b",
    "single-time": r"(?<!\bmás de )(?:\buna (?:sola|única) vez\b"
                   r"|\buna vez(?= *(?:[,.;)]|por\b|y\b|o\b|durante\b|en\b|cada\b|para\b)))",
    "each-time": r"\buna vez cada\b(?! vez)|\bpor cada\b|\bcada vez\b(?! que)|\bpara cada\b"
                 r"|\btantas veces\b|\b(?:esa|esta) cantidad de veces\b|\b(?:ese|este) número de veces\b"
                 r"|\ben cada (?!vez\b)"  # « en cada turno »
                 r"|" + _POR_EACH,
    "each": r"\b(?:cada|tod[oa]s?|amb[oa]s)\b|\bigual(?:es)?\b|" + _POR_EACH,
    # (« cada vez que » is "whenever", no universal)
    "any-universal": r"\b(?:cualquier\w*|tod[oa]s?|cada(?! vez\b))\b",
    # « parte de » is some of, not « la parte de su efecto » (the part of)
    # (not the manner: « de algún modo », « de alguna manera » say "somehow")
    # (not « de alguna otra manera », "otherwise")
    "some": r"\balg(?:ún|un[oa]s?)\b(?!\s+(?:otr[oa]s?\s+)?(?:modo|manera|forma)\b)|\bciert[oa]s\b"
            r"|(?<![Ll]a )\bparte (?:de|del|o)\b",
    "all": r"\btod[oa]s\b",
    "other": r"\b(?:otr[oa]s?|demás)\b",
    "most": r"\bla mayoría\b|\bla mayor parte\b",
    # (not « casi siempre », most of the time)
    "almost": r"\bcasi\b(?! siempre\b| nunca\b)",
    "one-of": r"\bun[oa](?: sol[oa])? del?\b",
    # (not « ninguna de las dos », « una de las dos »: neither, one of them)
    "both": r"\bamb[oa]s\b|(?<!\bde )\b(?:los|las) dos\b|(?<!lo )\btanto\s+(?!si\b|como\b)[^.;:]*?\bcomo\b",
    "either": r"\bo bien\b|\bya sea\b|\bcualquiera de\b|\bun[oa] u otr[oa]\b",
    "all-but": r"\btod[oa]s\b[^.;:]*?\b(?:menos|salvo|excepto)\b",
    "neither": r"\bningun[oa] de (?:(?:los|las) dos|amb[oa]s)\b|\bni\b",
    # none of a group, and not all of it (« no todos sus efectos », « no son todos »)
    "none": r"\b(?:ningun[oa]s?|ningún|nada|nadie)\b",
    "not-all": r"\bno (?:(?:son|eran|sean|fueran|están|estén|estaban|estuvieran) )?tod[oa]s\b",
    "none-of": r"\bningun[oa] de\b",
    "any-number": r"\b(?:cualquier (?:número|cantidad)|tant[oa]s? (?:como|veces))\b"
                  r"|\b(?:una|uno) o más veces\b",
    # (and « el equipo contrario », « una criatura rival », « jugadores rivales »: the
    # opposing team, creature, players; not « de lo contrario », « en caso contrario »,
    # « por el contrario », otherwise, on the contrary, nor a name, « Reflejo rival »)
    "opponent": r"\b(?:oponentes?|adversari[oa]s?)\b"
                r"|(?<!\blo )(?<!\bal )(?<!\bel )(?<!\bcaso )\bcontrari[oa]s?\b"
                r"|\b(?:criaturas?|jugador(?:es)?|equipos?|permanentes?|hechizos?) rival(?:es)?\b",
    "teammate": r"\bcompañer[oa]s?\b",
    # who chooses, by the verb's person (« eliges », « ese jugador elige »); the
    # third person's forms not opening a clause, where they are the imperative (« Elige
    # un modo »), nor after « se » (« se elige »: is chosen)
    "you-choose": r"\b(?:eliges|elijas|elegirás|elegirías|decides|decidas|decidirás"
                  r"|decidirías|escoges|escojas|escogerás)\b"
                  # the cleft « eres tú quien elige »
                  r"|\btú (?:quien|el que|la que) (?:elige|decide|escoge)\b",
    "they-choose": r"(?<=\w )(?<!\bse )(?<!tú quien )(?<!tú el que )(?<!tú la que )"
                   r"\b(?:elige|elija|eligen|elijan|elegirá|elegirán|elegiría|elegirían|decide|decida|deciden|decidan|decidirá|decidirán"
                   r"|escoge|escoja|escogen|escojan|escogerá|escogerán)\b",
    # another's control (« que controla », « controlado por un oponente »)
    "they-control": r"\bcontrol(?:a|an|aba|aban|ará|arán|aría|arían|e|en|ó|aron)\b"
                    r"|\bcontrolad[oa]s? por\b",
    "you-control": _tu(_CONTROLS + "|" + _OWNS, "control|pose", "controlado|poseído",
                       "controlar|poseer") + r"|\btu control\b" + _YOU_OWNER,
    # the two verbs apart: « controlas » for "you own" is another player's card
    # (Possessor, SAID_INSTEAD)
    "you-own": _tu(_OWNS, "pose", "poseído", "poseer") + _YOU_OWNER,
    "you-controls": _tu(_CONTROLS, "control", "controlado", "controlar") + r"|\btu control\b",
    # the second person of « haber » says "you" with the perfect (« una vez que has
    # elegido »: "once you make your choice")
    # (and « tener » in the second person: « las cartas que tienes en la mano » for
    # "the cards in your hand")
    "your": r"\b(?:tu|tus|tuy[oa]s?|te|ti|tú|elijas|elige|elegir|has|hayas|habías|habrás"
            r"|tienes|tengas|tenías|tendrás|tuvieras|tuviste)\b",
    # another player's: a possessive of the third person before a noun, a player after it
    # (« su cementerio », « el cementerio de ese jugador »): Possessor, _yours_made_theirs
    "their-possessive": r"\bsus?\b",
    "of-player": r"\s*del?\s+(?:(?:ese|este|aquel|dicho|cada|otro|un)\s+)?(?:otro\s+)?"
                 r"(?:jugador|oponente|adversario|propietario|controlador)\b",
    "possessive": r"\btus?\b(?!\s+(?:oponentes?|adversari[oa]s?|compañer[oa]s?)\b)",
    # « de las cuales eres propietario » renders "you own" (you-control), not an owner.
    # the verb that says owning, and having too (« los contadores que un jugador posee »)
    "owner-verb": r"\b(?:posee|poseen|poseía|poseían)\b",
    "owner": r"(?<!eres )(?<!seas )(?<!eras )(?<!fuiste )(?<!eres el )(?<!seas el )"
             r"(?<!eras el )(?<!fuiste el )\bpropietari[oa]s?\b"
             # the one who owns it, said with the verb (not « posees »)
             r"|\b(?:posee|poseen|poseía|poseían)\b"
             # or belongs to (« las cartas que le pertenecen »)
             r"|\b(?:le|les) (?:pertenec\w*|pertenez\w*)"
             r"|\b(?:perteneciente|pertenec\w*) a\b(?! (?:un |una |el |la )?(?:tipos?|subtipo|misma?)\b)",
    # the player who controls it (« el jugador que controla el plano »), a controller's
    # counterpart (checks.meaning.SAID_AS)
    "one-who-controls": r"\b(?:jugador(?:es|a|as)?|oponentes?|compañer[oa]s?|persona|quien(?:es)?)"
                        r"\s+(?:que\s+)?(?:(?:lo|la|los|las)\s+)?"
                        r"control(?:a|an|aba|aban|ará|arán|e|en)\b",
    # « quien controlaba la criatura »: the controller of the creature
    "controller": r"\bcontrolador(?:a|es|as)?\b"
                  r"|(?<!\btú )\bqui[eé]n (?:la |lo |las |los )?control(?:a|aba|ó|e|ara)\b",
    # an owner or a controller of something named (« el controlador de la fuente »)
    "owner-of": r"\bpropietari[oa]s?\s+(?:de|del)\b",
    "controller-of": r"\bcontrolador(?:a|es|as)?\s+(?:de|del)\b",
    # « siempre que » after a comma (provided that), not opening a sentence (whenever);
    # « mientras » (while), as the English's "while"
    # an example named (« como el Crecimiento gigante », « incluida ella misma »; « como »
    # after a comma only: « tan … como » compares)
    "example": r"(?<=,\s)como\b|\b(?:por ejemplo|tal(?:es)? como|incluid[oa]s?|quizá|quizás"
               r"|tal vez)\b",
    # « cada vez que », whenever (checks/structure.py CONNECTIVES)
    "whenever": r"\bcada vez que\b",
    "contrast": r"\b(?:pero|sin embargo|aunque|no obstante|siempre y cuando|con tal de que"
                r"|a condición de que|sino|mientras|salvo|excepto|(?:a|con) (?:la )?excepción)\b"
                r"|(?<=,\s)siempre que\b",
    # without doing (« sin tener la prioridad »): what "unless" may be said as (SAID_AS)
    # a purpose ("in order to", « para que », « para poder »): "X only if Y" said "to X,
    # Y must" (checks/meaning.py, _proviso_said_must)
    "purpose": r"\bpara (?:que|poder)\b|\ba fin de\b",
    "without-doing": r"\bsin\b(?=\s+\w+(?:ar|er|ir)(?:se|l[oae]s?)?\b)",
    # (an incise may part its words: « a menos, claro, que »)
    "unless": r"\b(?:a menos(?:,[^,.;:()]{1,30},)? que|salvo que|excepto si|a no ser que"
              # "unless it says otherwise": « salvo indicación en contrario »
              r"|salvo (?:indicación|mención) (?:en )?contrari[oa])\b",
    # (not « después de », « después que »: after, a preposition)
    "sequence": r"\b(?:luego|después|a continuación)\b(?!\s+(?:de|del|que)\b)",
    # a consequence drawn (« por lo tanto »; structure.lonely_clauses)
    "consequence": r"\b(?:por lo tanto|por tanto|por consiguiente|en consecuencia|así que"
                   r"|así pues|de modo que|de manera que|por eso|por ello|de ahí que)\b",
    "same-time": r"\b(?:al mismo tiempo|simultáne\w*|a la vez|de una (?:sola )?vez|de golpe"
                 r"|en el mismo momento)\b",
    # (« aún » is "still" too: a concession too many on this side only spares a flag)
    "concession": r"\b(?:incluso|aun|aún|ni siquiera)\b"
                  r"|\baunque\b|\bindependientemente\b|\bsin importar\b|\bda igual\b"
                  r"|\bno importa\b|\bpese a\b|\ba pesar de\b|\btanto si\b",
    # "whereas" (« mientras que »)
    "whereas": r"\bmientras que\b",
    "proviso": r"\b(?:solo|sólo|solamente|únicamente)\b(?:\s+[^\s,.;:]+){0,10}?\s+(?:si|cuando|mientras)\b"
               r"|\bmientras\b|\bsiempre (?:y cuando|que)\b|\ba condición de\b|\bcon tal de\b"
               r"|\ba menos que\b|\bsalvo que\b|\bexcepto si\b|\ba no ser que\b",
    # « si » (not « incluso si », « aun si »): « si … no » says "unless"
    "if": r"(?<!\bincluso )(?<!\baun )\bsi\b",
    # (« para cuando … ya habrá sido sacrificada »: by the time it could, already)
    "before": r"\b(?:antes)\b|\bpara cuando\b",
    "during": r"\b(?:durante|en el transcurso|mientras)\b",  # « mientras se resuelve »
    # « una vez disparada la habilidad », « una vez que… » (not « una vez por turno »),
    # « a partir de entonces »: after.
    "after": r"(?<!\bincluso )(?<!\baun )(?<!\baún )\b(?:después|tras|luego)\b"
             # « una vez hecho el daño »: regular and irregular participles
             r"|\buna vez (?:que\b|\w+(?:ad|id|ech|ich|uest|uelt|iert|crit|uert)[oa]s?\b)"
             r"|\ba partir de (?:entonces|ese momento|ahí)\b"
             # "after the turn ends" said « cuando termine el turno », "after time
             # expires" « cuando se agota el tiempo »
             r"|\bcuando (?:\w+\s+){0,3}?(?:termin|acab|finaliz|agot|expir)\w*",
    "next-turn": r"\b(?:próximo|siguiente) turno\b|\bturno siguiente\b",
    # a sequence's "then" among the "after" words (« luego »; « después » with no « de »
    # or « que » after it)
    "then": r"\bluego\b|\bdespués\b(?!\s+(?:de|del|que)\b)",
    # (and the moment, « al final del turno »)
    "end-of-turn": r"\b(?:hasta el|al) final (?:del|de este) turno\b"
                   r"|\bel resto (?:del|de este) turno\b",
    "previous-turn": r"\bturnos? anterior(?:es)?\b|\búltimo turno\b",
    # (not « de entre ellas », among them)
    "between": r"(?<!\bde )\bentre\b(?!\s+(?:ellas|ellos|sí|todos|todas)\b)",
    # "won't return until …" said « habrá que esperar … para que regrese »
    "wait": r"\besper\w*",
    # Words whose opposite is a flip (first/last, top/bottom…): see OPPOSITES.
    "trigger": r"\bdispar\w*",
    "resolve": r"\bresuel\w*|\bresolv\w*|\bresoluc\w*",
    "attack": r"\batac\w*",
    "already": r"\bya\b(?! (?:no|que|sea|sean)\b)",
    "cast": r"\blan(?:z|c)\w*",
    "activate": r"\bactiv\w*",
    "begin": r"\b(?:comienz\w*|comenz\w*|empez\w*|empiez\w*|inici\w*|principio)\b",
    # (not « acaba de quedar bajo tu control »: « acabar de » before an infinitive in the
    # present or the imperfect says "just", a moment just past)
    # (and « al final de », a moment at the end of a step; not « hasta el final », until)
    "finish": r"(?<!hasta )\bal final d(?:e|el)\b|\b(?:termin\w*|complet\w*|finaliz\w*"
              r"|(?!acab(?:o|as|a|amos|an|aba|abas|aban) de \w+(?:ar|er|ir)(?:se|l[oae]s?)?\b)acab\w*)\b",
    "first": r"\bprimer[oa]?s?\b|\bmás antigu[oa]s?\b",
    # the first of two steps told in order (« primero X, y luego Y »)
    "first-step": r"\b(?:primero|en primer lugar)\b(?!\s+(?:de|del|que|en)\b)",
    # « escrutarás al final » (you'll surveil last), not « al final del turno »
    "last": r"\búltim[oa]s?\b|\bmás recientes?\b|\bal final\b(?!\s+de)",
    # until: what "before" a choice may be said as (« tantas veces como quieras hasta que
    # decidas »; checks/meaning.py SAID_AS)
    "until": r"\bhasta\b",
    # "until" said "as long as … not" (« mientras no se resuelva »)
    "while-not": r"\bmientras\b[^,;:.]*?\bno\b",
    # « A, y no B », « A, no B » (checks/meaning.py _contrast_turned)
    "denial": r"(?:,\s*|\by\s+|\(\s*|[—–]\s*)no\b(?=\s+(?:el|la|los|las|al|a|de|del|tu|tus|su|sus|un"
                r"|una|en|por|con|sobre|quien|ese|esa|este|esta|cuando|mientras|solo|sólo|tú|ti)\b)",
    # « no lo producen B, sino A »: the denied side first (not « no solo … sino también »)
    "denial-first": r"\bno\b(?!\s+(?:solo|sólo|solamente|únicamente)\b)[^.;:()]{1,120}?,?\s+sino\b"
                    r"(?!\s+(?:también|además)\b)",
    # "this turn": any mention of the turn says it (« este turno », « en ese turno »)
    "this-turn": r"\bturnos?\b",
    "gain": r"\b(?:gan(?:a|an|ar|ará|arán|ado|ada|e|en|ó|aron)|obtiene|obtienen|adquiere|adquieren)\b",
    "lose": r"\b(?:pierd\w*|perd(?:er|erá|erán|ido|ida|ió|ieron))\b",
    "top": r"\bparte superior\b|\bencima\b",
    # a card's side shown
    "face-up": r"\bboca arriba\b",
    "face-down": r"\bboca abajo\b",
    # a likeness, and its absence (not a bare « como », which says "as" as often)
    "unlike": r"\ba diferencia de\b|\bal contrario (?:que|de)\b|\bcontrariamente a\b",
    "alike": r"\b(?:al )?igual que\b|\bdel mismo modo que\b|\bde la misma (?:manera|forma) que\b"
             r"|\btal como\b|\bcomo (?:ocurre|sucede|pasa) con\b|\bcomo en el caso de\b",
    "left": r"\bizquierda\b",
    "right": r"\bderecha\b",
    # « al fondo de la biblioteca », not a background (« sobre un fondo »)
    "bottom": r"\bparte inferior\b|\bdebajo\b|\b(?:al|el) fondo\b",
    "nearest": r"\bmás (?:cercan|próxim)[oa]s?\b",
    "farthest": r"\bmás (?:alejad|lejan)[oa]s?\b|\bmás lejos\b",
    "including": r"\b(?:incluid[oa]s?|incluyendo|inclusive)\b",
    "excluding": r"\b(?:excepto|salvo|exceptuando|excluyendo)\b|\ba excepción de\b",
}

# The meaning-drift models (DriftModels): `make calibrate CAL_LANG=es` fitted them on
# 1,500 of the official Spanish card texts of MTGJSON 2019 (sets from 2015), drawn at
# random; residual spreads 0.060, 0.091, 0.089 and 0.113 (texts and
# sentences, terms in English and as written).
DRIFT = DriftModels(text=(0.805, 0.0179), text_raw=(0.624, 0.0306),
                    sentence=(0.677, 0.0486), sentence_raw=(0.343, 0.1000))

# Suggested corrections (pipeline/suggest.py): what agrees with a noun put in place of
# another. Spanish articles show the gender in the plural too (los, las).
GENDER_DETERMINERS = {"el": "m", "un": "m", "del": "m", "al": "m", "este": "m", "ese": "m",
                      "aquel": "m", "la": "f", "una": "f", "esta": "f", "esa": "f",
                      "aquella": "f"}
# (masculine singular, feminine singular, masculine plural, feminine plural)
_GENDERED = {w: forms for forms in (
    ("el", "la", "los", "las"), ("un", "una", "unos", "unas"),
    ("este", "esta", "estos", "estas"), ("ese", "esa", "esos", "esas"),
    ("aquel", "aquella", "aquellos", "aquellas"), ("ningún", "ninguna", "ningunos", "ningunas"),
    ("algún", "alguna", "algunos", "algunas"), ("otro", "otra", "otros", "otras"),
    ("todo", "toda", "todos", "todas"), ("mucho", "mucha", "muchos", "muchas"),
    ("cualquier", "cualquier", "cualesquiera", "cualesquiera"),
    ("nuestro", "nuestra", "nuestros", "nuestras"), ("vuestro", "vuestra", "vuestros", "vuestras"),
) for w in forms}
_CONTRACTED = {"del": ("de", "el"), "al": ("a", "el")}
_PARTICIPLE_ENDINGS = tuple(f"{stem}{end}" for stem in ("ad", "id", "t", "ch", "s")
                            for end in ("o", "a", "os", "as"))
_GOVERNING = frozenset("de del a al en con por para sobre sin entre hacia desde hasta "
                       "contra según".split())
_NO_AGREEMENT = frozenset("de del a al en con por para sobre sin entre hacia desde hasta que "
                          "quien cuando donde pero sino ni es son está están puede pueden "
                          "y o se".split())


def determiner(words: list[str], gender: str, plural: bool, following: str) -> list[str] | None:
    """The determiner words before a noun, agreeing with a noun of ``gender``: « el »
    and « la », « del » and « de la », « al » and « a la », « un » and « una »…"""
    if not words:
        return []
    *rest, last = words
    low = last.lower()
    if low in _CONTRACTED:
        prep, _ = _CONTRACTED[low]
        if plural:
            return None  # « del » is singular: the text and its noun disagree already
        if gender == "m":
            return [*rest, last]
        return [*rest, same_case(prep, last), "la"]
    if low in _GENDERED:
        forms = _GENDERED[low]
        new = forms[(0 if gender == "m" else 1) + (2 if plural else 0)]
        if new == "el" and rest and rest[-1].lower() in ("de", "a"):
            # « de el » → « del », « a la » made masculine → « al »
            return [*rest[:-1], same_case("del" if rest[-1].lower() == "de" else "al", rest[-1])]
        return [*rest, same_case(new, last)]
    return list(words)


def agree(word: str, lemma: str, gender: str, plural: bool,
          known: Callable[[str, str], bool]) -> str | None:
    """An adjective or participle in -o/-a (-os/-as) in ``gender`` and number; None for
    any other word (those in -e or a consonant do not show the gender)."""
    low = word.lower()
    if len(low) < 3 or low in _NO_AGREEMENT:
        return None
    if infinitive(lemma) and not low.endswith(_PARTICIPLE_ENDINGS):
        return None  # a verb's other forms (« entra ») agree with no noun
    for ending in ("os", "as", "o", "a"):
        if low.endswith(ending):
            stem = low[: -len(ending)]
            break
    else:
        return None
    new = stem + ("o" if gender == "m" else "a") + ("s" if plural else "")
    if new == low or known(new, lemma):
        return same_case(new, word)
    return None


_COMPLEMENT = r"(?:\s+(?:de\s+la\s+|de\s+las\s+|de\s+los\s+|del\s+|de\s+)[\w-]+)?"
_PREDICATE = (r"\s+(?:no\s+)?(?:es|son|está|están|fue|fueron|será|serán|sea|sean|era|eran"
              r"|queda|quedan|ha\s+sido|han\s+sido|había\s+sido|habían\s+sido)\s+")
_PREDICATE_AFTER = re.compile(rf"^{_COMPLEMENT}{_PREDICATE}(?P<word>[^\W\d_][\w-]*)")
_ADJECTIVE_AFTER = re.compile(r"^\s+(?P<word>[^\W\d_][\w-]*)")


def dependents(after: str, governed: bool) -> list[tuple[int, int]]:
    """Where the words agreeing with a noun phrase stand after it: an adjective right
    after it (« daño adicional »), a participle after « ser » or « estar » in its
    clause (« el daño del hechizo fue asignado »), the latter not for a noun governed by
    a preposition."""
    found = None if governed else _PREDICATE_AFTER.match(after)
    if found is not None:
        return [found.span("word")]
    found = _ADJECTIVE_AFTER.match(after)
    return [found.span("word")] if found is not None else []


def governed(before: list[str]) -> bool:
    words = [w.lower() for w in before]
    while words and words[-1] in _GENDERED:
        words.pop()
    return bool(words) and words[-1] in _GOVERNING


def infinitive(lemma: str) -> bool:
    return lemma.endswith(("ar", "er", "ir")) and " " not in lemma


AGREEMENT = Agreement(determiner=determiner, agree=agree, dependents=dependents,
                      governed=governed, singular=lambda before: False, infinitive=infinitive,
                      article="el", name_prepositions=frozenset({"de", "a"}))

PACK = LanguagePack(
    modifiers_after=True,
    action_noun_suffixes=("ación", "ción", "sión", "miento"),
    code="es",
    name="Spanish",
    number_words=NUMBER_WORDS,
    # the article « un » that counts: « más de uno », « al menos una », « uno o más »
    counting_one=r"\b(?:más|menos)\s+de\s+(una?|uno)\b"
                 r"|\b(?:al\s+menos|como\s+(?:mínimo|máximo)|exactamente)\s+(una?|uno)\b"
                 r"|\b(una?|uno)\s+o\s+más\b",
    weak_number_words={"ambos": 2, "ambas": 2, "doble": 2, "dobles": 2, "mitad": 2,
                       "mitades": 2, "triple": 3, "triples": 3,
                       # the verbs too, as the English's "doubled" (« se duplica »)
                       **{stem + e: 2 for stem in ("duplic", "dobl")
                          for e in ("a", "an", "ar", "ado", "ada", "ados", "adas", "ará",
                                    "arán")},
                       **{"triplic" + e: 3 for e in ("a", "an", "ar", "ado", "ada", "ados",
                                                     "adas")}},
    digit_ordinal_endings=(".º", ".ª", ".er", "º", "ª"),
    negating_prefixes=("in", "im", "i", "des", "no-"),
    ordinal_words={"primer": 1, "tercer": 3, **{w + s: n for w, n in (
        ("primer", 1), ("segund", 2), ("tercer", 3), ("cuart", 4), ("quint", 5), ("sext", 6), ("séptim", 7),
        ("octav", 8), ("noven", 9), ("décim", 10), ("undécim", 11), ("duodécim", 12),
        ("vigésim", 20)) for s in ("o", "a", "os", "as")}},  # "twice" as « el doble »
    weak_number_prefixes=frozenset("los las sus tus estos estas".split()),
    weak_number_suffixes=frozenset("veces cabezas caras".split()),
    stop_words_module="spacy.lang.es.stop_words",
    stop_verbs=frozenset({"poner", "dar", "da"}),
    # The lookup table's readings that are wrong for the game (juego: the noun, not
    # jugar; objetivo: target, not objetivar; muestras: you reveal, not samples).
    lemma_overrides={"lanzar": "lanzar", "enderezar": "enderezar", "cementerio": "cementerio",
                     "juego": "juego", "parte": "parte", "toque": "toque", "crea": "crear",
                     "objetivo": "objetivo", "objetivos": "objetivo", "muestras": "mostrar"},
    lemma_suffix_rules=(("adas", "ar"), ("ados", "ar"), ("ada", "ar"), ("ado", "ar"),
                        # a stressed last syllable loses its accent in the plural
                        # (Saprolín, Saprolines)
                        ("ines", "ín"), ("ones", "ón"), ("anes", "án"), ("enes", "én"),
                        ("es", ""), ("s", "")),
    participle_rules=(("adas", "ar"), ("ados", "ar"), ("ada", "ar"), ("ado", "ar")),
    state_verbs=frozenset({"ser", "estar", "quedar", "quedarse"}),
    clitic_stems=clitic_stems,
    determiners=DETERMINERS,
    counter_kind=r"\bcontador(?:es)? de (?P<kind>\w+)",
    counter_form="contador de {kind}",
    possessives=frozenset((
        "mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros "
        "vuestras"
    ).split()),
    demonstratives=frozenset("este esta estos estas ese esa esos esas aquel aquella aquellos "
                             "aquellas dicho dicha dichos dichas".split()),
    singular_determiners=frozenset("un una el la este esta ese esa su otro otra".split()),
    name_plurals=("s", "es"),
    noun_links=frozenset({"de"}),
    typography=(quotes, no_space_before("Spanish"), opening_marks, spacing),
    length_ratio=1.10,
    coordinators=frozenset({"y", "o", "pero"}),
    list_coordinators=frozenset({"y", "e", "o", "u", "ni"}),
    clause_breaks=(r"[,;:—–]|\b(?:y|o|pero|salvo|si"
                   r"|mientras|porque|aunque|a menos que|luego)\b"),
    length_variance=6.8,
    decimal_comma=True,
    thousands=".\u00a0\u202f ",
    inflections=inflections,
    agreement_forms=agreement_forms,
    optional_leading=frozenset({"se"}),
    cues=CUES,
    # « las que », « aquellos que »: a noun said before, with what qualifies it
    noun_pronoun=r"\b(?:las|los|la|el|aquell[oa]s?|aquel)\s+(?:que|cuy[oa]s?|de)\b",
    cue_neutral=NEUTRAL,
    drift=DRIFT,
    gender_determiners=GENDER_DETERMINERS,
    agreement=AGREEMENT,
)
