"""German: typography, number words, case forms, compounds, meaning cues."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .base import (
    OPENS_CLAUSE,
    Agreement,
    DriftModels,
    LanguagePack,
    Nouns,
    Phrase,
    Replaced,
    capitalised,
    no_space_before,
    same_case,
    spacing,
    typography_finding,
)

NUMBER_WORDS = {
    "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7,
    "acht": 8, "neun": 9, "zehn": 10, "zwölf": 12, "dreizehn": 13,
    "vierzehn": 14, "fünfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18,
    "neunzehn": 19, "zwanzig": 20, "zweimal": 2,
}
# "ein"/"eine"/"eins" are left out: mostly articles. "null" and "elf" are weak: they are
# also the nouns Null and Elf (a creature type), which a lower-cased word cannot tell.

# Articles and their case forms, and the contractions of a preposition with one: they
# stand before a card name in any case ("des Annonciateurs", "im Exil", "zum Friedhof").
DETERMINERS = frozenset(
    "der die das des dem den ein eine einen einem einer eines dieser diese dieses diesem "
    "diesen im am zum zur vom beim ins".split()
)

# Entries of the lookup table that are wrong for the game (Marke -> Mark, the currency),
# and verb forms it lacks.
LEMMA_OVERRIDES = {
    "marke": "marke", "spieler": "spieler", "gegner": "gegner", "besitzer": "besitzer",
    "beherrscher": "beherrscher", "tappe": "tappen", "enttappe": "enttappen",
    "enttappt": "enttappen", "enttappte": "enttappen", "enttappten": "enttappen",
    "verlässt": "verlassen", "verlasse": "verlassen", "verlies": "verlies", "sind": "sein",
}

_STRAIGHT_QUOTES = re.compile(r'"[^"]*"|"')
_GUILLEMETS = re.compile(r"«[^»]*»|«|»")
_ENGLISH_QUOTES = re.compile(r"“[^“”„]*”")  # German closes with “, never with ”


def quotes(text: str) -> list:
    """English straight or curly quotes, or French guillemets, where German wants „…“."""
    for pattern, what in ((_STRAIGHT_QUOTES, 'English straight quotes "…"'),
                          (_ENGLISH_QUOTES, "English quotation marks “…”"),
                          (_GUILLEMETS, "French guillemets « »")):
        match = pattern.search(text)
        if match:
            inner = match.group(0).strip('"«»“” \u00a0\u202f')
            return [typography_finding(f"{what} in German; German uses „…“", match.start(),
                                       match.end(), text, f"„{inner}“")]
    return []


def agreement_forms(lemma: str) -> tuple[str, ...]:
    """Case and number forms of a noun or adjective the lookup table may miss
    (Kreatur: Kreaturen; getappt: getappte, getappten, getappter, getapptes)."""
    if not lemma.isalpha() or len(lemma) < 3:
        return ()
    if lemma.endswith("e"):
        return (lemma + "n",)
    if lemma.endswith("en"):  # a verb (tappen) or a noun such as Schaden: genitive only
        return (lemma + "s",)
    if lemma.endswith(("ur", "ung", "heit", "keit", "ion", "schaft")):
        return (lemma + "en",)
    return (lemma + "e", lemma + "en", lemma + "er", lemma + "es", lemma + "em", lemma + "s")


_NEG = (r"(?:nicht|nie|niemals|nichts|niemand|weder|ohne|andernfalls|anderenfalls"
        r"|nichtfliegend\w*)")
# The renderings of "non-": « Nicht-Kreatur… ». « eine Karte, die kein Land ist » may say
# "nonland" or "that isn't a land": it counts, as the English's negation does, and a word
# the English negates by a prefix excuses it (checks/meaning.py, Negation).
_MODALS = "wirst|würdest|kannst|könntest|musst|müsstest|darfst|solltest"
# « außer » opening a clause: "unless" (« außer die Quelle hat Infizieren »), a subject
# in the nominative after it; « außer dem Spieler », « außer der Kreatur » (dative) are
# "except"
_AUSSER_CLAUSE = (r"|\baußer(?=,? (?:die|das|du|er|es|ein|eine|dein|deine|sein|seine|ihr"
                  r"|ihre|jemand|niemand)\b"
                  # « der » a subject where a finite verb follows its noun (« außer der
                  # Kommandeur wurde … geschickt »), not the dative « außer der Karte »
                  r"|,? der \w+ (?:wurde|wird|ist|war|hat|hatte|kann|konnte)\b)")
# the words that open a clause inside a condition, after a comma (a relative pronoun, a
# preposition before one, a conjunction, the negation itself): any other word in lower case there is the
# finite verb of the main clause
_CLAUSE_OPENERS = (r"(?:der|die|das|dem|den|deren|dessen|welch\w*|wo\w*|in|im|mit|auf|von|vom"
                   r"|an|am|für|zu|zum|zur|bei|beim|aus|nach|über|unter|vor|durch|gegen|ohne"
                   r"|um|wenn|falls|sofern|und|oder|bzw|sowie|als|weil|da|ob|obwohl|dass"
                   r"|sondern|aber|jedoch|also|etwa|beispielsweise|z|nicht|kein\w*)\b")
NEUTRAL = (r"\bnicht-[\w-]+"
           r"|\balles oder nichts\b"  # "either all … or none": the choice, no negation
           r"|\bgegebenenfalls\b|\bfalls (?:vorhanden|zutreffend)\b"  # "if any"
           r"|\boder nicht\b(?=\s*(?:[,.;:)]|$))"  # « ob … oder nicht »: whether or not
           # « spielt keine Rolle »: "it doesn't matter", "no matter"
           r"|\bspielt(?: es| dabei| hierbei)? keine Rolle\b|\bkeine Rolle spielt\b"
           r"|\bist nicht (?:von )?Bedeutung\b|\bnicht von Bedeutung ist\b"
           r"|\bohne Unterbrechung\b"  # continuously
           # a cessation denied is a continuation: « ohne aufzuhören, … zu sein »
           r"|\bohne (?:\w+ ){0,3}?aufzuhören\b")
_NAME_ENDINGS = ("ern", "ers", "ens", "en", "em", "er", "es", "e", "n", "s")


def name_key(lower: str) -> str:
    """A word of a card name without its case ending: « den Scheußlichen Forscher »,
    « des Scheußlichen Forschers » and « Scheußlicher Forscher » compare alike."""
    if len(lower) >= 4 and lower.isalpha():
        for ending in _NAME_ENDINGS:
            if lower.endswith(ending) and len(lower) - len(ending) >= 3:
                return lower[: -len(ending)]
    return lower


# "you control" and "you own", from the verbs' second persons, infinitives and
# participles: « du wirst … kontrollieren », « kannst du … kontrollieren »; a perfect
# tense (« die du nicht … kontrolliert hast »; « wie lange du es ununterbrochen
# kontrolliert hast », not over a coordination: « du eine Drache-Karte vorgezeigt oder
# einen Drachen kontrolliert hast » is "you revealed … or controlled", no "you
# control"); generic, as the English's "Controlling …", the infinitive clause as
# subject (« Mehrere Tore … zu kontrollieren, hat keinen Einfluss »)
def _du(finite: str, infinitives: str, participles: str) -> str:
    return (rf"\bdu\b[^.;:,]*?\b(?:{finite})\b"
            rf"|\b(?:du\b[^.;:,]*?\b(?:{_MODALS})|(?:{_MODALS}) du)\b[^.;:,]*?"
            rf"\b(?:{infinitives})\b"
            # (an adverb between the verb and its subject: « kontrollierst weiterhin du »)
            rf"|\b(?:{finite})\s+(?:(?!oder\b|und\b)[\w-]+\s+){{0,2}}du\b"
            rf"|\b(?:die|den|der|das|denen) du\b[^.;:,]*?\b(?:{participles})"
            r" (?:hast|hattest)\b"
            rf"|\bdu\s+(?:(?!oder\b|und\b|sowie\b)[\w-]+\s+){{0,6}}(?:{participles})"
            r" (?:hast|hattest)\b"
            # the perfect opening a condition (« Hast du … drei Artefakte kontrolliert, »)
            rf"|\b(?:[Hh]ast|[Hh]attest|[Hh]ättest) du\b[^.;:,]*?\b(?:{participles})\b"
            rf"|\bzu (?:{infinitives})\s*,")


# "you own" said with the noun: « ob du ihr Besitzer bist oder nicht », « bist du der
# Besitzer »
_YOU_OWNER = (r"|\bdu (?:(?:ihr|sein|der|dessen|deren) )?Besitzer(?:in)? (?:bist|warst|wärst|sein)\b"
              r"|\bbist du (?:(?:ihr|sein|der) )?Besitzer(?:in)?\b")
_NOT_YOU = "".join(rf"(?<!\b{w} )" for w in ("du", "du ihr", "du sein", "du der", "bist du",
                                              "bist du ihr", "bist du sein", "bist du der"))


CUES = {
    # « kein » in all its case forms; « nicht » once per clause ("nicht … mehr" is one).
    # « zu spät » (too late), « scheitern » (fail) say a negation.
    # « sonst », « ansonsten » say "if not" where they open a clause, as "otherwise"
    # does (« …, sonst … »); « die du auch sonst wirken könntest », « bleibt aber
    # ansonsten dieselbe » say "in other ways"
    # the second member of « weder … noch », which negates as the English's second "not"
    # does where the English says two (not counted as a negation of its own: "neither
    # … nor" is one)
    "correlative": r"\bweder\b[^.;:]*?\b(noch)\b",
    "negation": rf"\b{_NEG}\b|\bkein(?:e|en|em|er|es|erlei)?\b|\bzu spät\b"
                rf"|{OPENS_CLAUSE}(?:ansonsten|sonst)\b"
                # "neither … either", "choose not to" (« entscheidest du dich dagegen »)
                r"|\b(?:ebenso|genauso)\s?wenig\b|\bentscheid\w*\s+(?:\w+\s+){0,2}?dagegen\b"
                # (a subordinate clause's order: « Falls du dich dagegen entscheidest »)
                r"|\bdagegen\s+entscheid\w*"
                r"|\b(?:scheiter|misslingt|misslungen|fehlschl[aä]g)\w*"
                r"|\bschl(?:ägt|agen)\b[^.;:,]*?\bfehl\b",  # « schlägt … fehl »
    # "non-" as the first part of a compound (« Nichtspielstein-Kreatur », « nichtlegendär »;
    # not « nichts »): a restriction of its own
    "non": r"\bnicht(?!s\b)-?[a-zäöüß]{3,}",
    # "other than", "except" (« außer », « andere als »)
    "other-than": r"\baußer\b|\bander(?:e[nmrs]?)? als\b|\bausgenommen\b",
    # an alternative (« oder », « weder … noch », « bzw. ») and a conjunction, not
    # « und/oder », « oder mehr »
    "disjunction": r"(?<!und/)\b(?:oder|weder|bzw|beziehungsweise|sei es)\b(?! (?:mehr|weniger|nicht)\b)",
    "conjunction": r"\b(?:und|sowie|sowohl)\b(?!/)",
    "listing": r"\bohne\b",  # a negative preposition repeated over a list
    # what continues a negation over a list (« wird nicht kopiert – ebenso wenig Effekte »)
    "concord": r"\b(?:eben|genau)so ?wenig\b",
    # a word before a negative word that goes on with the negation before it (« nichts,
    # auch keine zustandsbasierten Aktionen »: "nothing, including state-based actions")
    "continuation": r"\b(?:auch|selbst|sogar)\s+$",
    # a word right after a negative word that makes it go on with the negation before
    # (« keine Kreatur kann angreifen, nicht einmal die … »)
    "continuation-after": r"\s+einmal\b",
    # words that are a negation of their own ("stop", "ignore", "unchanged"): they say an
    # English one, or a negation (« bleibt unberührt » for "doesn't change"); negated
    # (« verhindert nicht »), they flip it
    # (« hindert sie am Blocken »: prevents it from blocking)
    "privative": r"\b(?:verhinder\w*|(?:ge)?hinder(?:t|n|st|te|ten)\b|ignorier\w*|aufh[öo]r\w*"
                 r"|unberührt\w*|unverändert\w*|ausgeschlossen\b"
                 # the separable verb apart (« hört sie dadurch auf anzugreifen »)
                 r"|h[öo]r(?:e|st|t|en|te|ten)\b(?=[^.;:,]*\bauf\b)"
                 r"|unbeeinflusst\w*|unmöglich\w*|außerstande|unterschiedlich\w*"
                 r"|verschieden\w*|entgeh\w*|entgang\w*|mangels|Mangel an"
                 r"|verzicht\w*"  # « auf den Angriff verzichten »: not to attack
                 r"|vergess\w*|vergiss\w*|vergaß\w*"  # « Vergiss nicht » (Remember)
                 r"|optional\w*|freiwillig\w*"  # « ist optional »: not required
                 # « beim Fehlen exilierter Karten », « in Abwesenheit »: if there are none
                 r"|Fehlen|Abwesenheit"
                 # « ihr fehlt eine Fähigkeit » (it doesn't have one)
                 r"|fehl(?:t|en|te|ten)\b"
                 # « auf null reduzieren » (down to nothing); « nichts verbietet » (it is
                 # allowed)
                 r"|null|verbiet\w*|verbot\w*"
                 # « außerhalb des Spiels » (when not on the battlefield)
                 r"|außerhalb"
                 # « gehst du leer aus » (you get nothing), « eine leere Hand »: the
                 # adjective (not the noun « Leere » of « Ausdünner der Leere »)
                 r"|(?-i:leer(?:e[nmrs]?)?)"
                 # « im Gegensatz zu allen anderen » (but no other can)
                 r"|im Gegensatz"
                 # « bleiben wirkungslos » (have no effect): a word without what it names
                 r"|(?-i:[a-zäöüß]\w{2,}los(?:e[nmrs]?)?)"
                 # « eine andere Karte als eine bleibende Karte » (that isn't a permanent card)
                 r"|anders als\b|andere[nmrs]?\s+(?:\w+\s+){0,2}?als\b"
                 # « bleibt gleich » (doesn't change); « bleibt … bestehen » (won't end),
                 # « bleiben … liegen » (aren't removed), « bleibt erhalten » (isn't lost)
                 r"|bleib\w*(?:\s+\w+){0,3}?\s+(?:gleich|derselbe|dieselben?|dasselbe)\b"
                 r"|bleib\w*(?:\s+\w+){0,5}?\s+(?:bestehen|liegen|erhalten)\b)",
    # the predicate of the sentence before said of another thing (checks.meaning._said_again)
    "same-applies": r"\b(?:das|dies) gilt (?:auch|ebenso|gleichermaßen)\b|\b(?:dasselbe|Gleiches|"
                    r"das Gleiche) gilt\b|\bebenso verhält es sich\b",
    # a demonstrative: a cue said before named again so (« während dieses Zuges »)
    "anaphor": r"\b(?:diese[mnrs]?|jene[mnrs]?|derselbe|dieselbe|dasselbe|denselben|demselben)\b",
    # a relative pronoun opening a clause on the noun before it (« Hexereien, die du wirkst »)
    "relative": r"\b(?:die|der|das|denen|deren|dessen|welche[mnrs]?)\b",
    # "such": a noun phrase said before named again as its kind (« eine solche Karte »)
    "such": r"\bsolch\w*",
    # (« hast du die Möglichkeit », "you can")
    "permission": r"\b(?:kann|kannst|können|könnt|könnte|könnten|darf|darfst|dürfen|dürfte)\b"
                  r"|\b(?:die|eine) Möglichkeit\b|(?<!\bnicht )(?<!\bnicht mehr )\bmöglich\b",
    "causative": r"\b(?:lässt|lassen|ließ\w*|bewirk\w*|veranlass\w*|erlaub\w*|zwing\w*)\b",
    # a hedge (checks.meaning._hedged)
    "likely": r"\b(?:höchst)?wahrscheinlich\w*|\bvermutlich\b|\baller Voraussicht nach\b"
              r"|\bvielleicht\b|\bmöglicherweise\b|\beventuell\b|\bam ehesten\b",
    # how often (« meist »), which may say a hedge of the English
    "usually": r"\bmeist(?:ens)?\b|\bin der Regel\b|\bgewöhnlich\b|\bnormalerweise\b"
               r"|\büblicherweise\b|\bim Normalfall\b"
               r"|\bin (?:den meisten|vielen) Fällen\b|\bmeistens\b|\boft\b|\bhäufig\b"
               r"|\bin aller Regel\b|\bgrundsätzlich\b|\bnormal\b|\btypischerweise\b"
               r"|\bim Allgemeinen\b|\bgenerell\b|\ballgemein\b|\bfast immer\b"
               r"|\bsonst immer\b|\bvor allem\b|\bgewöhnlich\b",
    "may": r"\b(?:kann|kannst|können|darf|darfst|dürfen)\b|\bnach (?:deiner|seiner|ihrer) Wahl\b"
           r"|\bwähl\w*",
    # advice, no rule (« du solltest »; not « Sollte … », which opens a condition)
    "should": r"\b(?:solltest|solltet)\b",
    # (« brauchen … Eile, um angreifen zu können »: need, as "must have haste")
    "obligation": r"\b(?:muss|musst|müssen|müsst|muß|müsse\w*|musste\w*|müsste\w*"
                  r"|brauch(?:e|st|t|en|te|ten))\b",
    # « bis zu deinem nächsten Zug », « bis zu einem Zeitpunkt » are "until"
    # (and "up to that many": « bis zu entsprechend viele », « bis zu so viele »)
    "up-to": r"\bbis zu\s+(?:eine?[mnrs]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn"
             r"|X|\d+|(?:entsprechend|so|ebenso|gleich) viele?)\b"
             r"(?!\s+(?:\w+\s+)?(?:Zeitpunkt|Moment|Punkt|Augenblick|Ende|Beginn|Anfang|Zug"
             r"|Schritt|Segment|Phase)\b)",
    # A modal verb negated in its clause (which a dash closes too: « kann … nicht bezahlt
    # worden sein – du musst sie opfern »): forbidden (« kann nicht », « darf nicht »,
    # « nicht … kann »; not « muss nicht », "doesn't have to").
    # An obligation negated: allowed, not forbidden (« musst keine Karte abwerfen »,
    # « muss nicht », « brauchst nicht zu »).
    # (« muss … oder gar nicht angreifen »: a negation after « oder » is the other
    # choice, as in "has to attack or not attack")
    "no-obligation": r"\b(?:muss|musst|müssen|müsst|muß)\b[^.;:,–—]*?(?<!\boder )(?<!\boder gar )"
                     r"\b(?:nicht|kein\w*)\b"
                     r"|\b(?:nicht|kein\w*)\b[^.;:,–—]*?\b(?:muss|musst|müssen|müsst|muß)\b"
                     r"|\b(?:brauchst|braucht|brauchen)\b[^.;:,–—]*?\b(?:nicht|kein\w*)\b"
                     r"|\bnicht (?:verpflichtet|verpflichtend|zwingend)\b",
    "prohibition": r"\b(?:kann|kannst|können|könnt|könnte|könnten|darf|darfst|dürfen|dürft"
                   r"|dürfte)\b[^.;:,–—]*?\b(?:nicht|kein\w*)\b|\b(?:nicht|kein\w*)\b[^.;:,–—]*?"
                   r"\b(?:kann|kannst|können|könnt|könnte|könnten|darf|darfst|dürfen|dürft"
                   r"|dürfte)\b"
                   # not allowed (« ist nicht erlaubt », « verboten »)
                   r"|\b(?:ist|bist|sind|seid)\s+(?:\w+\s+)?nicht\s+(?:erlaubt|gestattet|berechtigt"
                   r"|möglich)\b"
                   r"|\bverboten\b",
    "at-least": r"\b(?:mindestens|wenigstens|oder mehr|oder größer|oder höher|größer oder gleich|"
                r"eine?[sn]? oder mehrere|eine?[nmrs]? oder zwei"
                r"|oder (?:alle )?beide\b(?!\s+(?:auf|in|an|zu|unter|von)\b))\b",
    "exactly": r"\b(?:exakt|genau)\s+(?:eine?[mnrs]?|zwei|drei|vier|fünf|sechs|sieben|acht"
               r"|neun|zehn|X|\d+)\b",
    "more-than": r"\b(?:mehr|größer|höher) als\b",
    "less-than": r"\b(?:weniger|kleiner|niedriger|geringer) als\b",
    "at-most": r"\b(?:höchstens|maximal|(?<!mehr )oder (?:weniger|kleiner|niedriger|geringer)"
               r"|nicht mehr als|kleiner oder gleich)\b",
    # « du kannst nicht mehr als eine Kreatur opfern »: at most, said with a negation
    # a single time, or a single one (« nur eine Kopie »)
    "once": r"\bnur einmal\b|\bein einziges Mal\b|\bnur (?:ein|eine[nmrs]?)\b",
    "not-more": r"\b(?:nicht|nie|niemals|kein\w*)\b[^.;:,()]*?\bmehr(?:\s+[\w-]+){0,6}\s+als\b"
                # « eine Karte oder keine » ("one or fewer cards": one at most)
                r"|\bein\w*\b(?:\s+\w+){0,2}?\s+oder\s+kein\w*\b",
    "several": r"\b(?:mehrere[nmrs]?|mehrfach\w*)\b",
    "instead": r"\b(?:statt|anstatt|anstelle)\b",
    "in-addition": r"\bzusätzlich (?:zu|zum|zur)\b",
    "or-not": r"\boder nicht\b",
    # "only as a sorcery" is « wie eine Hexerei » in German card texts.
    # « erst » is "only" in time (« wird erst geprüft, während … »).
    # (« entscheidest allein du », only you decide)
    # (not « erst einmal », "once": « Ist die Fähigkeit erst einmal verrechnet »)
    "only": r"\b(?:nur|lediglich|ausschließlich|einzig\w*|erst(?! einmal\b)|allein)\b"
            # « ist bleibenden Karten vorbehalten » (only permanents can)
            r"|\bvorbehalten\b"
            r"|\bwie eine Hexerei\b"
            # « es genügt, dass », « beschränkt sich darauf »
            r"|\b(?:es (?:genügt|reicht)|(?:genügt|reicht) es)\b|\bbeschränk\w* sich\b"
            # « Alles, was zählt, ist » (all that matters is)
            r"|\balles,? was zählt\b"
            r"|\bzu einem Zeitpunkt, zu dem du eine Hexerei",
    # « nicht nur X », and « nicht nur X, sondern auch Y » ("X as well as Y")
    "not-only": r"\bnicht nur\b",
    "not-only-but": r"\bnicht nur\b[^.;:]*?\bsondern\b",
    # a cessation ("no longer"): « nicht mehr », « keine … mehr », « nicht länger »
    "no-longer": r"\bnicht (?:mehr|länger)\b|\bkein\w*(?: \w+){0,2} mehr\b|\bhört\w* auf\b",
    # a continuation ("still"): « weiterhin », « immer noch », « nach wie vor »
    "still": r"\b(?:weiterhin|immer noch|noch immer|nach wie vor)\b",
    # a single time (not « noch einmal », again, « mehr als einmal ») and a time for each
    # (not « jedes Mal, wenn », whenever)
    # several times (« mehr als einmal »), which a single time flips
    "several-times": r"\b(?:mehr als einmal|mehrmals|mehrfach|wiederholt|beliebig oft)\b",
    "single-time": r"(?<!\bnoch )(?<!\bmehr als )\b(?:nur )?einmal\b(?! mehr)"
                   r"|\bein einziges Mal\b",
    "each-time": r"\bfür (?:jede|jeden|jedes|jeder)\b|\bjedes Mal\b(?!, wenn)|\bje\b|\bpro\b"
                 r"|\b(?:bei|in) (?:jedem|jeder)\b|\bentsprechend oft\b|\b(?:genau)?so oft\b",
    # (not « gleich viele », « gleich groß »: the same number, the same size)
    "each": r"\b(?:jede[rnsm]?|alle[nrs]?|pro|je|jeweils|beide[n]?)\b|\bin einem Zug\b"
            r"|\bgleich\b(?!\s+(?:viel|wenig|groß|hoch|stark)\w*)",
    # (« jedes Mal, wenn » is "whenever", no universal)
    "any-universal": r"\b(?:jede[rnsm]?(?! Mal\b)|alle[nrs]?|beliebig\w*|sämtliche\w*)\b",
    "some": r"\beinige[nmrs]?\b|\bmanche[nmrs]?\b|\bein(?:en|em)? Teil\b"
            # « irgendein Effekt » (some effect); not « aus irgendeinem Grund », « auf
            # irgendeine Weise » (somehow)
            r"|\bteilweise\b|\birgend(?:welche[nmrs]?|ein\w*)\b"
            r"(?!\s+(?:\w+\s+)?(?:Grund|Gründen|Weise|Art|Form)\b)",
    "all": r"\balle[nrs]?\b",
    "other": r"\b(?:andere[nmrs]?|übrige[nmrs]?|weitere[nmrs]?)\b",
    "most": r"\b(?:die|den|der) meisten\b|\bdie Mehrheit\b|\bGroßteil\b",
    # (not « fast immer », most of the time)
    "almost": r"\b(?:fast|beinahe|nahezu)\b(?! immer\b| nie\b)",
    "one-of": r"\bein(?:e|er|en|em|es)(?: einzige[nmrs]?)? (?:der|ihrer|seiner|deiner|dieser|von|davon)\b",
    # (not "of the two": « eine der beiden », « keine ihrer beiden » say either, neither)
    "both": r"(?<!\bder )(?<!\bihrer )(?<!\bseiner )(?<!\bdeiner )(?<!\bdieser )(?<!\bvon )"
            r"\bbeide\w*|\bsowohl\b",
    "either": r"\bentweder\b|\bein(?:e|er|es|en|em)? der beiden\b",
    "all-but": r"\balle\w*\b[^.;:]*?\b(?:bis auf|außer)\b",
    "neither": r"\bkein(?:e|er|es|en|em)? (?:der|von) (?:beiden|beidem|zwei)\b|\bweder\b",
    # none of a group, and not all of it (« nicht alle seine Effekte »)
    "none": r"\bkein(?:e|er|es|en|em)?\b|\b(?:nichts|niemand)\b",
    "not-all": r"\bnicht (?:alle[nrs]?|jede[nrsm]?|sämtliche[nrs]?)\b",
    "none-of": r"\bkein(?:e|er|es|en|em)? (?:der|ihrer|seiner|deiner|dieser|von)\b",
    "any-number": r"\b(?:beliebig\w* (?:viel\w*|Anzahl)|eine beliebige Anzahl|beliebig oft)\b",
    # also in a compound (« Zielgegner »), and the adjective (« des gegnerischen Teams »,
    # the opposing team's)
    "opponent": r"\b\w*Gegner(?:in|innen|s|n)?\b|\bgegnerisch\w*",
    "teammate": r"\bTeam(?:kamerad|kolleg|mitglied|partner)\w*",
    # (a reflexive after its « du » is the same person: « kannst du dir aussuchen »)
    "you": r"\bdu\b(?:\s+(?:\w+\s+){0,2}?(?:dich|dir)\b)?|\b(?:dich|dir|dein\w*)\b",
    "player": r"\bSpieler(?:s|n|in|innen)?\b",
    # who chooses, by the verb's person (« du wählst », « der Spieler wählt »)
    "you-choose": r"\b(?:wählst|entscheidest)\b",
    "they-choose": r"\b(?:wählt|entscheidet)\b",
    # another's control (« die er kontrolliert », « von einem Gegner kontrolliert »; not
    # the perfect's « kontrolliert hast »)
    "they-control": r"\bkontrolliert(?:e|en)?\b(?!\s+(?:hast|hattest|hättest)\b)",
    # The verb closes a subordinate clause: « die du kontrollierst », « wenn du eine
    # Kreatur kontrollierst ».
    "you-control": _du("kontrollierst|besitzt|kontrolliertest", "kontrollieren|besitzen",
                       "kontrolliert|besessen") + r"|\bdeiner Kontrolle\b" + _YOU_OWNER,
    # the two verbs apart: « du kontrollierst » for "you own" is another player's card
    # (Possessor, SAID_INSTEAD)
    "you-own": _du("besitzt|besaßest", "besitzen", "besessen") + _YOU_OWNER,
    "you-controls": _du("kontrollierst|kontrolliertest", "kontrollieren", "kontrolliert")
                    + r"|\bdeiner Kontrolle\b",
    "your": r"\b(?:dein|deine|deinen|deinem|deiner|deines|dich|dir|du)\b",
    # another player's: a possessive of the third person before a noun, a player after it
    # (« seinen Friedhof », « den Friedhof dieses Spielers »): Possessor, _yours_made_theirs
    "their-possessive": r"\b(?:sein|ihr)(?:e|en|em|er|es)?\b",
    "of-player": r"\s*(?:dieses|jenes|des|eines|jedes)\s+(?:anderen\s+)?"
                 r"(?:Spielers|Gegners|Besitzers|Beherrschers)\b",
    "possessive": r"\bdein(?:e|en|em|er|es)?\b(?!\s+(?:\w*Gegner|Team)\w*)",
    # the verb that says owning, and having too (« die Marken, die ein Spieler besitzt »)
    "owner-verb": r"\b(?:besitzt|besitzen|besaß|besaßen)\b",
    "owner": _NOT_YOU + r"\bBesitzer(?:in|s|n)?\b"
             # the one who owns it, said with the verb and a subject of the third
             # person (« die er besitzt »; not « falls du sie … besitzt »)
             r"|(?:(?<!\bdu )\b(?:er|sie|es|wer|jeder|jede)|\b(?:der|die|ein|eine|jeder|dieser"
             r"|jener)\s+(?:\w+\s+){0,3}?\w*(?:spieler|gegner)(?:in)?)\b[^.;:,]{0,80}?\b(?:besitzt|besitzen|besaß"
             r"|besaßen)\b"
             # or belongs to someone (« wem diese Welt gehört »; « zu … gehört » is "is
             # among")
             r"|\b(?:ihm|ihr|ihnen) gehör(?:t|en|te|ten)\b"
             r"|\b(?:einem|einer|dem|der|den|jedem|seinem|ihrem|anderen|allen|mehreren|beiden)\s+"
             r"(?:\w+\s+){0,2}?(?:Spieler|Gegner)\w*"
             r"\s+gehör(?:t|en|te|ten)\b"
             r"|\bwem\b(?:\s+\w+){0,3}?\s+gehör(?:t|en|te|ten)\b"
             # (« weil er jemand anderem gehört »)
             r"|\bjemand(?:em)?\s+(?:anderem\s+|anders\s+)?gehör(?:t|en|te|ten)\b",
    # the player who controls it (« der Spieler, der die Welt kontrolliert »), a
    # controller's counterpart (checks.meaning.SAID_AS)
    # (the relative clause after the verb closing its sentence: « am Ende des Zuges
    # desjenigen Spielers ausgelöst, der den Fesselnden Blick kontrolliert »)
    "one-who-controls": r"\b(?:Spieler|Gegner|Teamkamerad)\w*(?:\s+\w+){0,2}?,\s+"
                        r"(?:der|die|welcher|welche)\b"
                        r"[^.;:,]*?\bkontrollier(?:t|te|en|ten)\b",
    # « der Spieler, der die Kreatur kontrollierte »: the controller of the creature
    # (in a compound too: « Weltenbeherrscher », planar controller)
    "controller": r"\b(?:\w+b|B)eherrscher(?:in|s|n)?\b"
                  r"|\b(?:(?:derjenige|demjenigen)[^.;:,]*?, der|wer)\b"
                  r"[^.;:,]*?\bkontrollierte?\b",
    # an owner or a controller of something named, in the genitive or with « von »
    # (« der Beherrscher der verzauberten Kreatur »)
    "owner-of": r"\bBesitzer(?:in|s|n)?\s+(?:des|der|eines|einer|von)\b",
    "controller-of": r"\bBeherrscher(?:in|s|n)?\s+(?:des|der|eines|einer|von)\b",
    # (a lasting condition too, as the English's "as long as", "while": « solange », not
    # « solange …, bis », a repetition until; « während » opening a clause, not the
    # preposition before a genitive: « während deines Zuges »)
    # an example named (« wie etwa der Riesenwuchs », « einschließlich sich selbst »,
    # « also auch dich selbst »; not « wie » alone: « wie viel Schaden » is "how much")
    "example": r"(?<=,\s)also auch\b|\b(?:zum Beispiel|z\. ?B\.|beispielsweise|etwa"
               r"|einschließlich|darunter|vielleicht)\b",
    # « jedes Mal, wenn », whenever (checks/structure.py CONNECTIVES)
    "whenever": r"\bjedes Mal,? (?:wenn|sobald|als)\b|\bjedesmal,? wenn\b|\bimmer,? wenn\b",
    "contrast": r"\b(?:aber|jedoch|allerdings|obwohl|hingegen|dagegen|trotzdem|dennoch"
                r"|sofern|vorausgesetzt|außer|ausgenommen|mit Ausnahme)\b|\bsolange\b(?![^.]*\bbis\b)"
                r"|\bwährend\b(?!\s+(?:des|der|eines|einer|dieses|dieser|jedes|jeder|deines"
                r"|deiner|seines|seiner|ihres|ihrer)\b)",
    # "unless" is also « falls … nicht » (if … not); see unless_negates.
    # (« selbst » is "itself" too: a concession too many on this side only spares a flag)
    "concession": r"\b(?:selbst|sogar)\b"
                  # « bleibt auch dann bestehen, wenn »: the verb between
                  r"|\bauch (?:wenn|falls)\b|\bauch dann\b(?:\s+[^\s,.;:]+){0,4}?,?\s+(?:wenn|falls)\b"
                  r"|\bunabhängig\b|\begal\b|\bungeachtet\b"
                  r"|\bobwohl\b|\bobgleich\b|\btrotz\w*|\bgleichgültig\b|\bganz gleich\b",
    # "whereas": « während » opening a clause, the contrast it often says (not « während
    # des Kampfes », during)
    "whereas": r"(?:^|(?<=[.;:,] ))[Ww]ährend\b(?!\s+(?:des|der|eines|einer|dieses|dieser|jedes|jeder"
               r"|deines|deiner|seines|seiner|ihres|ihrer)\b)",
    "proviso": r"\bnur\b(?:\s+[^\s,.;:]+){0,10}?,?\s+(?:wenn|falls|solange|sofern|sobald)\b"
               r"|\bsolange\b(?![^.]*\bbis\b)|\bso lange\b|\bsofern\b|\bvorausgesetzt\b"
               r"|\bunter der (?:Bedingung|Voraussetzung)\b|\bwährend\b(?!\s+(?:des|der|eines|einer"
               r"|dieses|dieser|jedes|jeder|deines|deiner|seines|seiner|ihres|ihrer)\b)"
               r"|\bes sei denn\b|\baußer wenn\b" + _AUSSER_CLAUSE,
    "sequence": r"\b(?:dann|danach|anschließend)\b",
    # a consequence drawn (« daher »; structure.lonely_clauses); not the particle « also »,
    # which restates as often as it concludes (« tatsächlich zugefügt wird also nur 1
    # Schadenspunkt » for "and only 1 damage would actually be dealt")
    "consequence": r"\b(?:daher|deshalb|deswegen|folglich|somit|sodass|infolgedessen"
                   r"|demnach)\b|\bso dass\b",
    "same-time": r"\b(?:gleichzeitig\w*|zur (?:selben|gleichen) Zeit|zum (?:selben|gleichen) Zeitpunkt"
                 r"|zugleich|auf einmal)\b",
    # without doing (« ohne die Priorität zu haben »): what "unless" may be said as
    # (SAID_AS)
    # a purpose ("in order to", « damit », « um … zu »): "X only if Y" said "to X, Y
    # must" (checks/meaning.py, _proviso_said_must)
    "purpose": r"\bdamit\b|\bum\b(?=[^.;:]{0,80}?\bzu\s+\w+)",
    "without-doing": r"\bohne\b(?=[^.;:,]*?\bzu\s+\w+)",
    # a condition (its negations say "if … not", which an "unless" may render)
    "if": r"\b(?:wenn|falls|sofern)\b",
    "unless": r"\b(?:es sei denn|außer wenn|sofern nicht)\b"
              # (over a relative clause, « Falls der Spieler, der … wurde, nicht », not
              # into the main clause after the condition's comma, which its finite verb
              # opens: « wenn der Schaden zugefügt würde, wird der Schaden nicht »)
              r"|\b(?:falls|sofern|wenn)\b(?:(?!,\s+(?!" + _CLAUSE_OPENERS + r")(?-i:[a-zäöü]))"
              r"[^.;:])*?\bnicht\b" + _AUSSER_CLAUSE,
    "before": r"\b(?:bevor|vor|vorher|zuvor)\b",
    "during": r"\b(?:während|im Verlauf|im Laufe)\b",
    # « erst …, wenn » ("only once") with the clause it waits for after a comma
    # a sequence's "then" among the "after" words
    "then": r"\b(?:danach|anschließend)\b",
    # (« im darauffolgenden Segment »: the one after that)
    "after": r"(?<!\bselbst )(?<!\bsogar )\b(?:nachdem|nach|danach|sobald|anschließend"
             r"|darauf(?:folgend|folgende[mnrs]?))\b"
             r"|\berst\b[^.;:,]*,? (?:wenn|als)\b"
             # "after the turn ends" said « wenn der Zug endet »
             r"|\bwenn (?:\w+\s+){0,4}?(?:endet|enden|beendet|vorbei|abläuft|abgelaufen)\b"
             # a perfect opening a sentence, its verb first: « Hast du alle Karten ins Exil
             # geschickt, … » (once you have: after)
             r"|(?:^|(?<=[.;:] ))(?:Hast|Hat|Habt|Haben) [^,.;:]*?\b(?:ge\w+(?:t|en)|\w+iert)(?=,)"
             # or a clause so opened after « und »: « und hast du deine Wahl getroffen,
             # kann kein Spieler … » ("after you make your choice")
             r"|(?<=\bund )(?:hast|hat|habt|haben) [^,.;:]*?\b(?:ge\w+(?:t|en)|\w+iert)(?=,)",
    # (« des darauffolgenden Zuges », « der nächste Zug »)
    "next-turn": r"\b(?:darauf|nach)?(?:nächst|folgend)(?:e|en|er|es)? Zug(?:es|s)?\b",
    # (and the moment, « am Ende des Zuges »)
    "end-of-turn": r"\b(?:bis zum|am) Ende (?:des|dieses) Zuges\b"
                   r"|\bfür den Rest (?:des|dieses) Zuges\b",
    # not « seit Beginn deines letzten Zuges »: "since the beginning of your most recent
    # turn" (the turn in progress, if it is yours), as 6 faithful translated rulings
    # say it
    "previous-turn": r"(?<!Beginn deines )(?<!Beginn seines )(?<!Beginn ihres )"
                     r"\b(?:vorherig|vorig|letzt|vorangegangen)\w* (?:Zug|Runde)\w*",
    "between": r"\bzwischen\b",
    # "won't return until …" said « man muss bis … warten »
    "wait": r"\b(?:wart\w*|abwart\w*|gewartet)\b",
    # Words whose opposite is a flip (first/last, top/bottom…): see OPPOSITES. Not
    # « nächste » for nearest: it is also "next".
    "trigger": r"\b(?:auslös\w*|ausgelöst\w*|löst\b[^.]*?\baus\b)",
    "resolve": r"\bverrechn\w*",
    "already": r"\b(?:bereits|schon)\b",
    "attack": r"\bangreif\w*|\bangegriffen\b|\bgriff\w*\b[^.;:,]*?\ban\b|\bgreif(?:t|st|en)\b[^.;:,]*?\ban\b",
    # « wirkt sich … aus » (affects) is no casting
    "cast": r"\b(?:gewirkt|wirk(?:e|st|t|en|et|test|te|ten)\b(?!\s+sich))",
    "activate": r"\baktivier\w*",
    "begin": r"\b(?:beginn\w*|begonnen|begann\w*|anfang\w*|anfäng\w*)",
    # (« zu Ende verrechnet »: finishes resolving)
    # (and « am Ende », a moment at the end of a step; not « bis zum Ende », until)
    "finish": r"\b(?:beende\w*|beendig\w*|abgeschlossen\w*|abschließ\w*|fertig\w*|zu Ende|am Ende)",
    "first": r"\b(?:erste[nmrs]?|zuerst|erstens|früheste[nmrs]?|älteste[nmrs]?)\b",
    # the first of two steps told in order (« zuerst X, erst danach Y »)
    "first-step": r"\b(?:zuerst|zunächst|erstens)\b",
    # « am Ende » (last), not « am Ende des Zuges »
    "last": r"\b(?:letzte[nmrs]?|zuletzt|späteste[nmrs]?|neueste[nmrs]?|jüngste[nmrs]?)\b"
            r"|\b(?:am|zum) (?:Ende|Schluss)\b(?!\s+(?:des|der|dieses|dieser|jedes|jeder|eines|einer"
            r"|deines|deiner|seines|seiner|ihres|ihrer)\b)",
    # until: what "before" a choice may be said as (« so oft du willst, bis du dich
    # entscheidest »; checks/meaning.py SAID_AS)
    "until": r"\bbis\b",
    # "until" said "as long as … not" (« solange sie nicht verrechnet wird »)
    "while-not": r"\bsolange\b[^,;:.]*?\bnicht\b",
    # « A, und nicht B », « A, nicht B » (checks/meaning.py _contrast_turned)
    "denial": r"(?:,\s*|\bund\s+|\(\s*|[—–]\s*)nicht\b(?=\s+(?:der|die|das|den|dem|des|dein\w*"
                r"|sein\w*|ihr\w*|ein\w*|auf|in|von|vom|zu|zum|zur|aus|im|am|an|mit|für|diese\w*"
                r"|du|dich|dir|nur|wenn|während|als)\b)",
    # « nicht B, sondern A »: the denied side first (not « nicht nur … sondern auch »)
    "denial-first": r"\b(?:nicht|kein\w*)\b(?!\s+nur\b)[^.;:()]{1,120}?,\s*sondern\b(?!\s+auch\b)",
    # "this turn": any mention of the turn says it (« in diesem Zug », « des Zuges »)
    "this-turn": r"\bZug(?:es|s)?\b|\bZüge\b",
    "gain": r"\b(?:erhält|erhalten|erhielt|erhielten|gewinnt|gewinnen|gewann|bekommt|bekommen)\b",
    # (the verb, not the noun « das Verlieren »)
    "lose": r"\b(?-i:verliert|verlieren|verlor|verloren)\b",
    "top": r"\b(?:oberste[nmrs]?|oben(?:auf)?)\b",
    # a card's side shown (« drehe sie offen um », « verdeckt »)
    "face-up": r"\boffen\b|\bmit der Bildseite nach oben\b",
    "face-down": r"\bverdeckt\w*|\bmit der Bildseite nach unten\b",
    # a likeness, and its absence (not a bare « wie », which says "as" as often)
    "unlike": r"\bim Gegensatz zu[mr]?\b|\banders als\b|\bim Unterschied zu[mr]?\b",
    "alike": r"\b(?:genau|ebenso|genauso|gleich) wie\b|\bwie (?:bei|auch)\b|\bebenfalls wie\b",
    "left": r"\b(?:links|linke[nmrs]?)\b",
    "right": r"\b(?:rechts|rechte[nmrs]?)\b",
    "bottom": r"\b(?:unterste[nmrs]?|unten)\b|\bunter (?:die|deine|seine|ihre|dessen|deren) "
              r"Bibliothek",
    "nearest": r"\bam nächsten\b|\bnächstgelegen\w*",
    "farthest": r"\bam weitesten\b|\b(?:entferntest|weitest)\w*",
    "including": r"\b(?:einschließlich|inklusive|samt|mitsamt|eingeschlossen)\b",
    "excluding": r"\b(?:außer|ausgenommen|ausschließlich|abgesehen)\b|\bmit Ausnahme\b",
}

# Suggested corrections (pipeline/suggest.py). German articles and adjective endings show
# case, gender and number at once: a noun put in place of one of another gender takes
# the article, contraction and adjective endings of the same case and number, the case
# read from the old ones, the old noun's gender and form and a preposition before them;
# where they leave more than one case that the new noun says differently, the suggestion
# is refused.
CASES = ("nom", "acc", "dat", "gen")
_CASE_NAMES = {"nom": "nominative", "acc": "accusative", "dat": "dative", "gen": "genitive"}
PLURAL = "p"  # beside the genders m, f and n: the plural, which shows none
_ARTICLES = {"m": ("der", "den", "dem", "des"), "f": ("die", "die", "der", "der"),
             "n": ("das", "das", "dem", "des"), "p": ("die", "die", "den", "der")}
_RELATIVES = {"m": ("der", "den", "dem", "dessen"), "f": ("die", "die", "der", "deren"),
              "n": ("das", "das", "dem", "dessen"), "p": ("die", "die", "denen", "deren")}
# the endings of ein-words (ein, kein, dein…) and of der-words (dieser, jeder…), and of
# an adjective after no determiner (strong), a der-word (weak) or an ein-word (mixed)
_EIN = {"m": ("", "en", "em", "es"), "f": ("e", "e", "er", "er"), "n": ("", "", "em", "es"),
        "p": ("e", "e", "en", "er")}
_DIES = {"m": ("er", "en", "em", "es"), "f": ("e", "e", "er", "er"),
         "n": ("es", "es", "em", "es"), "p": ("e", "e", "en", "er")}
_WEAK = {"m": ("e", "en", "en", "en"), "f": ("e", "e", "en", "en"), "n": ("e", "e", "en", "en"),
         "p": ("en", "en", "en", "en")}
_ADJECTIVE = {"strong": {**_DIES, "m": ("er", "en", "em", "en"), "n": ("es", "es", "em", "en")},
              "weak": _WEAK,
              "mixed": {**_WEAK, "m": ("er", "en", "en", "en"), "n": ("es", "es", "en", "en")}}
# a name's or term's own form is the nominative without an article: its adjectives'
# strong endings say its gender (« Raffender Drache », « Uralte Zikkurat »)
_NOMINATIVE = {"er": "m", "e": "f", "es": "n"}
_CONTRACTIONS = {"im": ("in", "dem"), "am": ("an", "dem"), "vom": ("von", "dem"),
                 "zum": ("zu", "dem"), "beim": ("bei", "dem"), "zur": ("zu", "der"),
                 "ins": ("in", "das"), "ans": ("an", "das"), "aufs": ("auf", "das")}
_CONTRACTED = {pair: word for word, pair in _CONTRACTIONS.items()}
_GOVERNS = {
    **{p: ("dat",) for p in "mit von zu aus bei nach seit gegenüber außer samt".split()},
    **{p: ("acc",) for p in "für durch gegen ohne um".split()},
    **{p: ("gen",) for p in "während wegen statt anstatt anstelle innerhalb außerhalb "
                            "aufgrund mittels infolge".split()},
    **{p: ("acc", "dat") for p in "in an auf über unter vor hinter neben zwischen".split()},
}
# conjunctions whose clause has its subject right after them (« Wenn der Drache angreift »)
_SUBORDINATORS = frozenset("wenn falls ob dass weil sobald solange nachdem bevor obwohl "
                           "sofern sodass damit als".split())
_ENDINGS = ("em", "en", "er", "es", "e")
# lower-case words with an adjective's ending that are none
_NOT_ATTRIBUTIVE = frozenset(
    "aber oder außer ausser gegen hinter immer neben ohne unter über wieder weder entweder "
    "zwischen wegen später früher leider lieber oben eben offen morgen einander indem "
    "nachdem seitdem trotzdem außerdem daher bisher haben werden worden wurde wurden würde "
    "würden sollen sollte können könnte müssen musste dürfen wollen seien wäre hätte hatte "
    "er es sie wer wem wen".split())
_ADJECTIVE_STEMS = ("end", "ig", "lich", "isch", "los", "bar", "sam", "haft")
_NOUN_STEMS = ("schaft", "könig", "fisch", "tisch", "abend", "nachbar")  # (Eigenschaften)
# nouns whose plural is their singular (Spieler, Zauber): after « die » they tell nothing
_SAME_PLURAL = ("er", "el", "en", "chen", "lein")
_LOOKS_PLURAL = ("e", "n", "s", "er", "el")
# masculine nouns that take -(e)n outside the nominative singular where the official
# texts do not say (Drache, Arkanist, Monarch), and the few that take -ns in the genitive
_WEAK_ENDINGS = ("e", "ist", "ant", "ent", "oge", "graf", "graph", "nom", "soph", "arch")
_MIXED_NOUNS = frozenset("name glaube wille friede funke gedanke buchstabe same herz".split())
_FINITE = frozenset("wird kann muss darf soll will mag".split())
_NOT_FINITE = frozenset("nicht jetzt selbst erst zuletzt mit seit sofort direkt zuerst "
                        "bereits gleichzeitig trotzdem bist".split())


def _determiner_table() -> dict[str, tuple[tuple[str, str, str, tuple[str, str]], ...]]:
    """Each determiner and contraction: its readings as (case, gender or p, the
    declension of an adjective after it, how to make it anew: ("der", "") an article,
    ("ein", stem), ("dies", stem), ("same", "") a plural word, ("contr", preposition))."""
    table: dict[str, list] = {}

    def add(word: str, endings: dict, kind, family: tuple[str, str], plural: bool = True):
        for gender, forms in endings.items():
            if gender == PLURAL and not plural:
                continue
            for case, form in zip(CASES, forms, strict=True):
                declension = kind(gender) if callable(kind) else kind
                table.setdefault(word + form, []).append((case, gender, declension, family))

    add("", _ARTICLES, "weak", ("der", ""))
    for stem in ("ein", "kein", "mein", "dein", "sein", "ihr", "unser"):
        add(stem, _EIN, lambda g: "weak" if g == PLURAL else "mixed", ("ein", stem),
            plural=stem != "ein")
    for stem in ("dies", "jen", "jed", "welch", "manch", "solch"):
        add(stem, _DIES, "weak", ("dies", stem), plural=stem != "jed")
    for stem, kind in (("viel", "strong"), ("einig", "strong"), ("mehrer", "strong"),
                       ("wenig", "strong"), ("all", "weak"), ("beid", "weak")):
        add(stem, {PLURAL: _DIES[PLURAL]}, kind, ("same", ""))
    for word in NUMBER_WORDS:
        if word.isalpha() and not word.endswith("mal"):
            add(word, {PLURAL: ("",) * 4}, "strong", ("same", ""))
    for word, (prep, article) in _CONTRACTIONS.items():
        table[word] = [(case, gender, kind, ("contr", prep))
                       for case, gender, kind, _ in table[article] if case in _GOVERNS[prep]]
    return {word: tuple(readings) for word, readings in table.items()}


_DETERMINERS = _determiner_table()


def _ending(word: str) -> str | None:
    low = word.lower()
    return next((e for e in _ENDINGS if low.endswith(e) and len(low) - len(e) >= 2), None)


def _attributive(word: str, lemma: str, name: bool = False) -> bool:
    """Whether a word before a noun is an adjective, participle or ordinal with a case
    ending (« getappte », « zweiten », « Raffenden »): any lower-case such word, and a
    capitalised one before another word of a card's name (« Uralte Zikkurat ») or, in
    running text (where a noun may stand before another: « der Eigenschaften
    Doppelschlag »), where its stem ends as only adjectives do (« Raffende »)."""
    low = word.lower()
    ending = _ending(word)
    if ending is None or not low.isalpha() or low in _NOT_ATTRIBUTIVE or low in _DETERMINERS:
        return False
    if word[:1].islower() or name:
        return True
    stem = low[:-len(ending)]
    return stem.endswith(_ADJECTIVE_STEMS) and not stem.endswith(_NOUN_STEMS)


def _surely_attributive(word: str) -> bool:
    """An adjective or participle by its ending alone (« entfernenden », « getappte »),
    which no verb form has: no verb is read as one where no determiner says so."""
    low, ending = word.lower(), _ending(word)
    stem = low[:-len(ending)] if ending else ""
    return (ending is not None and low.isalpha() and not stem.endswith(_NOUN_STEMS)
            and (stem.endswith(_ADJECTIVE_STEMS) or (stem.startswith("ge") and stem.endswith("t"))))


def _parts(words: list[str], nouns: Nouns) -> tuple[list[int], int] | None:
    """The adjectives of a noun phrase's words (indices) and its head noun's index, the
    words after it its complement (« Leuchtfeuer der Verdammten »: [], 0; « Raffender
    Drache »: [0], 1); None where the phrase is no such noun phrase (« Hinter sich
    lassen », « Rakdos, Fürst des Aufruhrs »)."""
    k = 0
    while (k + 1 < len(words) and capitalised(words[k + 1])
           and _attributive(words[k], nouns.lemma(words[k].lower()), name=True)):
        k += 1
    if not capitalised(words[k]) or any("," in w for w in words[:k + 1]):
        return None
    return list(range(k)), k


def _own_gender(words: list[str], parts: tuple[list[int], int], nouns: Nouns) -> str | None:
    """The gender of a noun phrase in its own (nominative) form: its adjectives' strong
    endings (« Uralte Zikkurat »: feminine) and its head's known gender, or its guessed
    one where it has no adjective; None where it is unknown or they disagree."""
    adjectives, head = parts
    said = {_NOMINATIVE.get(_ending(words[a]) or "", "?") for a in adjectives}
    known = nouns.gender(words[head], guess=not adjectives)
    if known is not None:
        said.add(known)
    return said.pop() if len(said) == 1 and "?" not in said else None


def _fits(form: str, lemma: str, case: str, gender: str, weak: bool | None = None) -> bool:
    """Whether a noun's form may be of that case, gender and number (« Zählers »: a
    masculine or neuter genitive, « Drachen » no nominative singular, « Zählern » no
    singular: Zähler is no weak noun, ``weak`` False)."""
    if gender == PLURAL:
        return ((form != lemma or lemma.endswith(_SAME_PLURAL))
                and (case != "dat" or form.endswith(("n", "s"))))
    if form == lemma:
        return gender == "f" or case != "gen" or lemma.endswith(("s", "ß", "x", "z"))
    rest = form[len(lemma):] if form.startswith(lemma) and gender != "f" else None
    if rest in ("n", "en"):
        return gender == "m" and case != "nom" and weak is not False
    return rest in ("s", "es") and case == "gen"


def _noun(word: str, case: str, gender: str, nouns: Nouns) -> str:
    """A singular noun (its own form ``word``) in a case: the masculine and neuter
    genitive's -(e)s, a weak masculine's -(e)n, nothing for a feminine."""
    if gender == "f" or case == "nom":
        return word
    lemma = nouns.last(word)[2]
    if lemma in _MIXED_NOUNS:  # « des Namens », « dem Namen », « dem Herzen »
        if case == "acc" and gender == "n":
            return word
        return word + ("n" if word.endswith("e") else "en") + ("s" if case == "gen" else "")
    if gender == "m" and _weak(word, lemma, nouns):
        return word + ("n" if word.endswith(("e", "el", "er")) else "en")
    if case != "gen":
        return word
    low = word.lower()
    if low.endswith("nis"):
        return word + "ses"
    if low.endswith(("us", "os", "as", "is")):
        return word  # « des Minotaurus »
    return word + ("es" if low.endswith(("s", "ß", "x", "z", "sch")) else "s")


def _weak(word: str, lemma: str, nouns: Nouns) -> bool:
    """Whether a masculine noun is weak: as learnt, else by its ending (Drache, Arkanist)."""
    weak = nouns.weak(word)
    return lemma.endswith(_WEAK_ENDINGS) if weak is None else weak


def _plural(word: str, carried: str | None, gender: str, nouns: Nouns) -> str | None:
    """A noun's plural: as the old noun's form carried it (« Zählern » → « Marken »),
    else as its ending says (« Kreatur »: Kreaturen, see agreement_forms), else the one
    form the lookup table knows (« Spielstein »: Spielsteine); None where none is sure
    (an umlaut, several)."""
    if carried and carried.lower() != word.lower():
        return carried
    _, part, lemma = nouns.last(word)
    forms = agreement_forms(lemma)
    if len(forms) == 1 and forms[0].endswith("n") and part.lower() == lemma:
        return word + forms[0][len(lemma):]  # « Kreatur »: Kreaturen, « Marke »: Marken
    endings = ("n", "en", "nen") if gender == "f" else ("e", "er", "en", "n")
    found = [e for e in endings if nouns.reads_as(part.lower() + e, lemma)]
    found = [e for e in found if e[:-1] not in found or not e.endswith("n")]  # no dative
    return word + found[0] if len(found) == 1 or (found and gender == "f") else None


# words after which a determiner may be a genitive's: a noun (capitalised), a genitive
# preposition, a pronoun of some of a kind (« eine der Kreaturen », « jeder der Spieler »)
_PARTITIVE = ("ein", "kein", "jed", "all", "beid", "welch", "viel", "einig", "mehrer", "manch")


def _genitive(before: str, opening: bool) -> bool:
    """Whether a determiner after the word ``before`` may be a genitive's: after a
    genitive preposition or a pronoun of some of a kind (« eine der Kreaturen »); after
    a noun or a demonstrative (« die des Kronch-Treibers »), but for the first word of
    its stretch of text (``opening``: « Wenn dieser Spieler », « …, die jener Spieler »);
    not where the determiner opens the stretch, nor after a verb or a conjunction (« ist
    der Stack leer »)."""
    low = before.lower()
    if (_GOVERNS.get(low) == ("gen",) or low in NUMBER_WORDS
            or any(low.startswith(p) and len(low) <= len(p) + 2 for p in _PARTITIVE)):
        return True
    return not opening and (before[:1].isupper() or low in _DETERMINERS)


def _finite(after: str) -> bool:
    """Whether the text after a name begins with a finite verb (« kommt », « wird »)."""
    match = re.match(r"\s+([a-zäöüß]+)\b", after)
    word = match.group(1) if match else ""
    return word in _FINITE or (word.endswith("t") and word not in _NOT_FINITE)


def _declined(words: list[str], parts: tuple[list[int], int], case: str, gender: str,
              kind: str, plural: str | None, nouns: Nouns) -> str | None:
    """A noun phrase in its own form (« Raffender Drache ») put in a case after a
    determiner of that declension (« Raffenden Drachen »)."""
    out = list(words)
    adjectives, head = parts
    at = CASES.index(case)
    for a in adjectives:
        out[a] = words[a][:-len(_ending(words[a]) or "")] + _ADJECTIVE[kind][gender][at]
    if gender != PLURAL:
        out[head] = _noun(words[head], case, gender, nouns)
    elif plural is None:
        return None
    else:
        out[head] = plural + ("n" if case == "dat" and not plural.endswith(("n", "s")) else "")
    return " ".join(out)


def _anew(det: str, family: tuple[str, str], case: str, gender: str) -> list[str] | None:
    """A determiner made anew for a noun of another gender in the same case."""
    at = CASES.index(case)
    how, stem = family
    if how == "same":
        return [det] if gender == PLURAL else None
    if how == "ein" and stem == "ein" and gender == PLURAL:
        return None
    if how == "der":
        new = _ARTICLES[gender][at]
    elif how == "contr":
        article = _ARTICLES[gender][at]
        joined = _CONTRACTED.get((stem, article))
        return [same_case(joined, det)] if joined else [same_case(stem, det), article]
    else:
        new = stem + (_EIN if how == "ein" else _DIES)[gender][at]
    return [same_case(new, det)]


def _relative(after: str, old: str, new: str) -> tuple[tuple[int, int, str] | None, str]:
    """A relative pronoun right after the noun (« …, die du kontrollierst »), made to
    agree with a noun of the ``new`` gender where its own case is sure; else a note."""
    match = re.match(r"\s*,\s*(der|die|das|dem|den|dessen|deren)\b", after)
    if match is None or old == new:
        return None, ""
    word = match.group(1)
    forms = {_RELATIVES[new][at] for at, form in enumerate(_RELATIVES[old]) if form == word}
    if len(forms) == 1:
        return (match.start(1), match.end(1), forms.pop()), ""
    return None, (f"the relative pronoun « {word} » after it is not made to agree (its "
                  "case is not sure): check it")


# a power and toughness or a number between a determiner and its noun (« eine 2/2
# Kreatur »), which does not inflect
_TRANSPARENT = re.compile(r"[+-]?[\dX*]+(?:/[+-]?[\dX*]+)?")


def _determiner(before: list[str], nouns: Nouns) -> tuple[str | None, int, set[int]]:
    """The determiner among the words before a noun, where the words between it and the
    noun begin, and which of those are adjectives (at most two) that agree with it; the
    others are powers and toughnesses (« eine 2/2 Kreatur »), an adverb (« eine zufällig
    gezogene Karte ») and the first part of a compound said once for two (« eine
    Spontanzauber- oder Hexereikarte »). With no determiner, only words surely
    adjectives by their ending (« zu entfernenden »)."""
    for sure in (False, True):
        k, inflected = len(before), set()
        while k > 0 and len(before) - k < 4:
            word, low = before[k - 1], before[k - 1].lower()
            if _TRANSPARENT.fullmatch(word) or word.endswith("-") or (
                    low in ("und", "oder") and k > 1 and before[k - 2].endswith("-")):
                k -= 1
            elif word[:1].islower() and len(inflected) < 2 and (
                    _surely_attributive(word) if sure else _attributive(word, nouns.lemma(low))):
                k -= 1
                inflected.add(k)
            elif (not sure and inflected and word.isalpha() and word.islower()
                  and _ending(word) is None and low not in _DETERMINERS
                  and k > 1 and before[k - 2].lower() in _DETERMINERS):
                k -= 1  # an adverb before an adjective, after the determiner
            else:
                break
        if (not sure and k > 0 and before[k - 1].lower() in _DETERMINERS
                and (k == 1 or before[k - 1][:1].islower())):  # « mit Im Staub … »: a name's
            return before[k - 1], k, inflected
    return None, k, inflected


def phrase(r: Replaced) -> Phrase | str:
    """The words before a replaced noun and the noun's own text in the new noun's gender
    and the old one's case and number (see Agreement.phrase), or why they cannot be."""
    nouns, before = r.nouns, list(r.before)
    det, k, inflected = _determiner(before, nouns)
    first = k - 1 if det is not None else k  # the first word that may be rewritten
    governor = before[first - 1] if first > 0 else ""
    new_words = r.new.split(" ")
    new_parts = _parts(new_words, nouns)
    head = new_words[new_parts[1]] if new_parts else new_words[0]
    # a name may be a plural (« Armschienen des Illusionisten »), which shows no gender
    new_plural = r.name and new_parts is not None and _plural_name(head, nouns)
    new_gender = PLURAL if new_plural else \
        _own_gender(new_words, new_parts, nouns) if new_parts else None
    if det is None and r.name:
        return _bare_name(r, before, governor.lower(), new_words, new_parts, new_gender, head)
    if new_parts is None:
        return f"« {r.new} » is not declined as a noun after an article: check by hand"
    # the readings of the determiner (or of none: strong adjectives, no genitive) that
    # a preposition before it leaves
    readings = list(_DETERMINERS[det.lower()] if det is not None else
                    ((case, g, "strong", ("same", "")) for case in CASES[:3] for g in "mfnp"))
    if det is None or readings[0][3][0] != "contr":
        cases = _GOVERNS.get(governor.lower(), CASES)
        readings = [x for x in readings if x[0] in cases]
    # and that the old words leave: the adjectives' endings, the noun's gender and form
    old_words = r.old.split(" ")
    old_parts = None if r.english and r.name else _parts(old_words, nouns)
    adjectives = [before[i] for i in sorted(inflected)]
    old_gender = old_head = None
    if old_parts is not None:
        old_head = old_words[old_parts[1]]
        # (a name's number is taken to be its new name's: the same card's; its form,
        # declined, does not tell: « des Spindraums » is no plural)
        old_gender = PLURAL if r.name and new_plural else nouns.gender(old_head)
        adjectives += [old_words[a] for a in old_parts[0]]
    if r.english and not r.name and old_gender is None:
        old_gender = new_gender  # a loanword takes the gender of the word it stands for
    last = before[-1] if before else ""
    if (det is None and len(before) - 1 not in inflected and last[:1].islower()
            and _attributive(last, nouns.lemma(last.lower()))
            and (old_gender is None or old_gender != new_gender)):
        # « die auf diese Weise entfernte Marke »: its determiner is out of reach
        return (f"« {last} » before it may agree with it, and its determiner is not in "
                "reach: check by hand")
    readings = [(case, g, kind, family) for case, g, kind, family in readings
                if all(_ending(a) == _ADJECTIVE[kind][g][CASES.index(case)] for a in adjectives)
                and (not r.name or (g == PLURAL) == new_plural)]
    if old_head is not None and not r.name:
        _, part, lemma = nouns.last(old_head)
        weak = _weak(old_head, lemma, nouns)
        readings = [x for x in readings if _fits(part.lower(), lemma, x[0], x[1], weak)]
    # a genitive only where the words before allow one, unless nothing else is left
    # (« …; Effekte des Teichs »)
    if not _genitive(governor, first == 1) and any(x[0] != "gen" for x in readings):
        readings = [x for x in readings if x[0] != "gen"]
    # the genders of the old and the new noun: the same where their head is the same noun
    # (« Reise zur Ewigkeit » → « Reise in die Ewigkeit »), whatever it is
    same = old_head is not None and nouns.last(old_head)[2] == nouns.last(head)[2]
    pairs = [(old_gender, new_gender)] if new_gender or not same else \
        [(g, g) for g in ((old_gender,) if old_gender else "mfn")]
    outcomes: dict[tuple, set[tuple[str, str]]] = {}
    kept = []
    for old, new in pairs:
        for case, g, kind, family in readings:
            if old is not None and g not in (old, PLURAL):
                continue
            kept.append((case, g))
            for gender in ([PLURAL] if PLURAL in (g, new) else [new] if new else "mfn"):
                words = _anew(det, family, case, gender) if det is not None else []
                new_kind = kind if family[0] == "same" or det is None else \
                    "mixed" if family[0] == "ein" and gender != PLURAL else "weak"
                plural = None if gender != PLURAL else head if new_plural else \
                    _plural(head, r.carried, new or "", nouns)
                text = _declined(new_words, new_parts, case, gender, new_kind, plural, nouns)
                if words is None or text is None:
                    return (f"no form of « {head} » that agrees with the words before it is "
                            "sure: check by hand")
                words += [before[i] if i not in inflected else before[i][:-len(_ending(before[i]))]
                          + _ADJECTIVE[new_kind][gender][CASES.index(case)]
                          for i in range(k, len(before))]
                outcomes.setdefault((tuple(words), text), set()).add((case, g))
    if not outcomes:
        return f"the words before « {r.old} » do not agree with it: check by hand"
    if len(outcomes) > 1:
        if new_gender is None:
            return (f"the gender of « {head} » is unknown: the words before it cannot be made "
                    "to agree")
        seen = {x for read in outcomes.values() for x in read}
        if len({g == PLURAL for _, g in seen}) > 1:
            return (f"« {r.old} » may be singular or plural here, which the new noun says "
                    "differently: its number cannot be settled")
        cases = sorted({c for c, _ in seen}, key=CASES.index)
        return (f"« {det or r.old} » may be {' or '.join(_CASE_NAMES[c] for c in cases)} "
                "here, which the new noun says differently: the case cannot be settled")
    (words, text), _ = outcomes.popitem()
    old_genders = {g for _, g in kept}
    after, note = None, ""
    if r.name and (PLURAL in old_genders) != new_plural:
        note = _NUMBER_NOTE
    elif len(old_genders) == 1 and {PLURAL, None} & {*old_genders, new_gender} == set():
        old = old_genders.pop()
        after, note = _relative(r.after, old, new_gender)
        note = note or _pronoun(r.after[after[1] if after else 0:], old, new_gender)
    return Phrase(first, tuple(words), text, after, note)


_NUMBER_NOTE = ("the name is a plural: the verb and the pronouns that refer to it are not "
                "made to agree: check them")


def _plural_name(word: str, nouns: Nouns) -> bool:
    """Whether a name's head noun, in the name's own form, is a plural (« Glühende
    Ranken », « Abschiedsworte »): a form of its lemma with a plural's ending, or a known
    noun with one where the word itself is none (« Ranken »: Ranke; the table reads it as
    the verb « ranken »)."""
    _, part, lemma = nouns.last(word)
    low = part.lower()
    if low != lemma and any(low == lemma + e for e in ("n", "en", "e", "er", "s")):
        return True
    return nouns.gender(part, guess=False) is None and any(
        low.endswith(e) and nouns.gender(part[:-len(e)], guess=False) is not None
        for e in ("n", "en", "e", "er", "s"))


_PRONOUNS = {"m": r"er|ihn|ihm|sein(?:e[mnrs]?)?", "n": r"ihm|sein(?:e[mnrs]?)?",
             "f": r"sie|ihr(?:e[mnrs]?)?"}


def _pronoun(after: str, old: str, new: str) -> str:
    """A note where the rest of the sentence holds a personal pronoun of the old noun's
    gender, which may refer to it (« Wenn der Drache angreift, erhält er … »)."""
    sentence = re.split(r"[.!?;:]", after, maxsplit=1)[0]
    match = re.search(rf"\b(?:{_PRONOUNS[old]})\b", sentence) if old != new else None
    return (f"« {match.group(0)} » later in the sentence may refer to it and is not made "
            "to agree: check it") if match else ""


def _bare_name(r: Replaced, before: list[str], governor: str, new_words: list[str],
               new_parts, gender: str | None, head: str) -> Phrase:
    """A card's name with no determiner before it: written as it is (German texts name a
    card so after a preposition, « die Fähigkeit von Splitterreich », and a name that is
    no noun with an article: « Rakdos, Fürst des Aufruhrs », « Kayas Zorn »), but a name
    left in English that opens a clause as its subject, which takes its nominative
    article (« Wenn der Raffende Drache angreift »); elsewhere its case is not told."""
    if not r.english or new_parts is None:
        return Phrase(len(before), (), r.new)
    if governor in _SUBORDINATORS or (not before and r.opens and _finite(r.after)):
        if gender is None:
            return Phrase(len(before), (), r.new, note=f"no article set before it: the "
                                                       f"gender of « {head} » is unknown")
        text = _declined(new_words, new_parts, "nom", gender, "weak",
                         head if gender == PLURAL else None, r.nouns)
        article = _ARTICLES[gender][0]
        return Phrase(len(before), (article.capitalize() if r.opens and not before
                                    else article,), text or r.new,
                      note=_NUMBER_NOTE if gender == PLURAL else "")
    return Phrase(len(before), (), r.new, note="" if governor in _GOVERNS or governor in
                  _LABELS else "no article set before it: its case cannot be told")


_LABELS = frozenset({"namens", "genannt"})  # « eine Karte namens Todespakt-Engel »


_RELATIVE_FORMS = frozenset("der die das dem den denen deren dessen welche welcher welches "
                            "welchem welchen".split())


def sightings(text: str, tokens) -> Iterator[tuple[str, str, str]]:
    """The nouns of an official text after a determiner and the adjectives between
    (see Agreement.sightings): the genders of the readings their endings and the noun's
    form leave (« dem Spielstein »: m or n; « der Raffende Drache »: m, the weak ending
    being the nominative's), none where a plural is among them (« die Spieler »: a
    plural noun tells nothing), and whether a masculine or neuter noun outside the
    nominative shows a weak noun's -(e)n (« dem Drachen ») or none (« dem Spielstein »).
    A relative pronoun (after a comma) is no determiner; a noun before another
    capitalised word is left out (which is the head is not sure)."""
    for i, t in enumerate(tokens[:-1]):
        readings = _DETERMINERS.get(t.lower)
        if readings is None or (i and tokens[i - 1].text in ",(" and t.lower in _RELATIVE_FORMS):
            continue
        j, adjectives = i + 1, []
        while (j + 1 < len(tokens) and len(adjectives) < 3 and tokens[j].is_alpha
               and tokens[j + 1].start > tokens[j].end
               and (tokens[j].text[:1].islower() or tokens[j + 1].text[:1].isupper())
               and _attributive(tokens[j].text, tokens[j].lemma)):
            adjectives.append(tokens[j].lower)
            j += 1
        if not (tokens[j].is_alpha and tokens[j].text[:1].isupper()
                and tokens[j].start > tokens[j - 1].end):
            continue
        while j + 1 < len(tokens) and tokens[j + 1].is_alpha and (
                tokens[j + 1].start == tokens[j].end
                or (tokens[j + 1].start == tokens[j].end + 1 and text[tokens[j].end] == "-")):
            j += 1  # a compound's parts: the last is its head
        head = tokens[j]
        if (j + 1 < len(tokens) and tokens[j + 1].is_alpha and tokens[j + 1].text[:1].isupper()
                and tokens[j + 1].start > head.end):
            continue  # another noun after it (« ein Urzas Turm », « dem Spieler Schaden »)
        kept = [(case, g) for case, g, kind, _ in readings
                if all(_ending(a) == _ADJECTIVE[kind][g][CASES.index(case)] for a in adjectives)
                and (_fits(head.lower, head.lemma, case, g)
                     or (g == PLURAL and head.lower.endswith(_LOOKS_PLURAL)))]
        genders = {g for _, g in kept}
        if not genders or PLURAL in genders or len(genders) == 3:
            continue
        declension = ""
        if "m" in genders and all(case != "nom" for case, _ in kept):
            rest = head.lower[len(head.lemma):] if head.lower.startswith(head.lemma) else None
            declension = ("weak" if rest in ("n", "en") else
                          "strong" if rest in ("", "s", "es") else "")
        yield head.lemma, "".join(sorted(genders)), declension


GENDER_DETERMINERS = {"das": "n", "ins": "n", "eine": "f", "einer": "f", "zur": "f", "einen": "m"}
AGREEMENT = Agreement(phrase=phrase, sightings=sightings)


# The meaning-drift models (DriftModels): `make calibrate CAL_LANG=de` fitted them on
# 1,500 of the official German card texts of MTGJSON 2019 (sets from 2015), drawn at
# random; residual spreads 0.067, 0.083, 0.097 and 0.115 (texts and
# sentences, terms in English and as written).
DRIFT = DriftModels(text=(0.772, 0.0220), text_raw=(0.513, 0.0409),
                    sentence=(0.746, 0.0272), sentence_raw=(0.555, 0.0317))

PACK = LanguagePack(
    action_noun_suffixes=("ung",),
    code="de",
    name="German",
    number_words=NUMBER_WORDS,
    times_suffixes=("mal",),
    # the article « ein » that counts: « mehr als ein », « mindestens eine »
    counting_one=r"\b(?:mehr|weniger)\s+als\s+(ein(?:e[nmrs]?)?)\b"
                 r"|\b(?:mindestens|höchstens|genau)\s+(ein(?:e[nmrs]?)?)\b"
                 r"|\b(ein(?:e[nmrs]?)?)\s+oder\s+mehr\b",
    weak_number_words={"beide": 2, "beiden": 2, "beider": 2, "beides": 2, "null": 0, "elf": 11,
                       # "twice" as a multiplier: « doppelt so hoch », « den doppelten »
                       "doppelt": 2, "doppelte": 2, "doppelten": 2, "doppelter": 2,
                       "doppeltes": 2, "hälfte": 2, "hälften": 2, "halbiert": 2,
                       "halbieren": 2, "halbierst": 2, "halbiere": 2, "dreifach": 3,
                       "dreifache": 3, "dreifachen": 3,
                       # the verbs too, as the English's "doubled" (« wird verdoppelt »)
                       **{"verdopp" + e: 2 for e in ("elt", "eln", "elte", "elten", "elst",
                                                     "le")},
                       **{"verdreifach" + e: 3 for e in ("t", "en", "te", "ten")}},
    # (« achte » is also the verb: "pay heed"; a weak number found only beside another)
    negating_prefixes=("un", "nicht-", "nicht"),
    ordinal_words={w + s: n for w, n in (
        ("erst", 1), ("zweit", 2), ("dritt", 3), ("viert", 4), ("fünft", 5), ("sechst", 6), ("siebt", 7),
        ("acht", 8), ("neunt", 9), ("zehnt", 10), ("elft", 11), ("zwölft", 12),
        ("zwanzigst", 20)) for s in ("e", "er", "es", "en", "em")},
    stop_words_module="spacy.lang.de.stop_words",
    # Nouns are capitalised in German and in the lookup table.
    cased_lemmas=True,
    lemma_overrides=LEMMA_OVERRIDES,
    # No rule strips -er: Spieler is not a form of Spiel.
    # (Minotaurus, Minotauren)
    lemma_suffix_rules=(("en", ""), ("en", "us"), ("n", ""), ("es", ""), ("e", ""), ("s", ""), ("em", ""),
                        ("st", "en"), ("t", "en")),
    chain_suffix_lookup=True,
    compounds=True,
    scattered_phrases=True,
    separable_particles=frozenset({
        "ab", "an", "auf", "aus", "bei", "dazu", "ein", "fest", "fort", "her", "heraus", "herein",
        "hin", "hinaus", "hinzu", "los", "mit", "nach", "vor", "voran", "weg", "weiter",
        "zu", "zurück", "zusammen", "um"}),
    particle_clause_joins=frozenset({"und", "oder", "aber", "sondern", "denn"}),
    present_participle_endings=("nd", "nde", "ndem", "nden", "nder", "ndes"),
    # « geblockte », « geblockten »: blocken (the lookup table has no anglicism's forms)
    participle_prefix="ge",
    participle_endings=("te", "tem", "ten", "ter", "tes", "t"),
    participle_infinitive="en",
    state_verbs=frozenset({"werden", "sein", "bleiben"}),
    determiners=DETERMINERS,
    counter_kind=r"\b(?P<kind>[A-ZÄÖÜ]\w*?)marken?\b",
    counter_form="{kind}marke",
    possessives=frozenset((
        "mein meine meinen meinem meiner meines dein deine deinen deinem deiner deines "
        "sein seine seinen seinem seiner seines ihr ihre ihren ihrem ihrer ihres unser "
        "unsere unseren unserem unserer unseres euer eure euren eurem eurer eures"
    ).split()),
    # (not "der", "die", "den", "dieser": also plural)
    demonstratives=frozenset("diese dieser dieses diesen diesem jene jener jenes jenen jenem "
                             "solche solchen".split()),
    singular_determiners=frozenset("ein eine einen einem einer eines das dem dieses "
                                   "diesem".split()),
    typography=(quotes, no_space_before("German"), spacing),
    length_ratio=1.18,
    # (« bzw. », "or, as the case may be": « nicht mehr an der Partie teilnimmt bzw. nicht
    # mehr im Spiel ist » repeats a negation over the pair as « oder » does)
    coordinators=frozenset({"und", "oder", "aber", "sondern", "bzw.", "bzw",
                            "beziehungsweise"}),
    list_coordinators=frozenset({"und", "oder", "sowie", "noch"}),
    # « außer Kraft setzen » (to override), « in Kraft » (in force): no power
    idioms=r"\baußer Kraft\b|\bin Kraft\b",
    clause_breaks=(r"[,;:—–]|\b(?:und|oder|aber|sondern|falls|wenn"
                   r"|es sei denn|weil|solange|obwohl|während|dann)\b"),
    length_variance=6.8,
    decimal_comma=True,
    thousands=".\u00a0\u202f",
    agreement_forms=agreement_forms,
    optional_leading=frozenset({"sich"}),
    cues=CUES,
    # « diejenigen, die »: a noun said before, with what qualifies it
    noun_pronoun=r"\b(?:diejenigen|derjenige|diejenige|dasjenige|denjenigen|derjenigen)\b",
    cue_neutral=NEUTRAL,
    one_way_cues=frozenset({"unless", "at-least"}),
    unless_negates=True,
    name_key=name_key,
    names_inflect=True,
    noun_links=frozenset({"von"}),
    capitals_mark_names=False,
    drift=DRIFT,
    gender_determiners=GENDER_DETERMINERS,
    noun_genders=("m", "f", "n"),
    agreement=AGREEMENT,
)
