"""German: typography, number words, case forms, compounds, meaning cues."""

from __future__ import annotations

import re

from .base import OPENS_CLAUSE, DriftModels, LanguagePack, no_space_before, spacing, typography_finding

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
NEUTRAL = (r"\bnicht-[\w-]+"
           r"|\boder nicht\b(?=\s*(?:[,.;:)]|$))"  # « ob … oder nicht »: whether or not
           # « spielt keine Rolle »: "it doesn't matter", "no matter"
           r"|\bspielt(?: es| dabei| hierbei)? keine Rolle\b|\bkeine Rolle spielt\b"
           r"|\bist nicht (?:von )?Bedeutung\b|\bnicht von Bedeutung ist\b"
           r"|\bohne Unterbrechung\b")  # continuously
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
            rf"|\b(?:{finite}) du\b"
            rf"|\b(?:die|den|der|das|denen) du\b[^.;:,]*?\b(?:{participles})"
            r" (?:hast|hattest)\b"
            rf"|\bdu\s+(?:(?!oder\b|und\b|sowie\b)[\w-]+\s+){{0,6}}(?:{participles})"
            r" (?:hast|hattest)\b"
            rf"|\bzu (?:{infinitives})\s*,")


CUES = {
    # « kein » in all its case forms; « nicht » once per clause ("nicht … mehr" is one).
    # « zu spät » (too late), « scheitern » (fail) say a negation.
    # « sonst », « ansonsten » say "if not" where they open a clause, as "otherwise"
    # does (« …, sonst … »); « die du auch sonst wirken könntest », « bleibt aber
    # ansonsten dieselbe » say "in other ways"
    "negation": rf"\b{_NEG}\b|\bkein(?:e|en|em|er|es|erlei)?\b|\bzu spät\b"
                rf"|{OPENS_CLAUSE}(?:ansonsten|sonst)\b"
                # "neither … either", "choose not to" (« entscheidest du dich dagegen »)
                r"|\b(?:ebenso|genauso)\s?wenig\b|\bentscheid\w*\s+(?:\w+\s+){0,2}?dagegen\b"
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
    # a word before a negative word that goes on with the negation before it (« nichts,
    # auch keine zustandsbasierten Aktionen »: "nothing, including state-based actions")
    "continuation": r"\b(?:auch|selbst|sogar)\s+$",
    # words that are a negation of their own ("stop", "ignore", "unchanged"): they say an
    # English one, or a negation (« bleibt unberührt » for "doesn't change"); negated
    # (« verhindert nicht »), they flip it
    "privative": r"\b(?:verhinder\w*|ignorier\w*|aufh[öo]r\w*|unberührt\w*|unverändert\w*"
                 r"|unbeeinflusst\w*|unmöglich\w*|außerstande|unterschiedlich\w*"
                 r"|verschieden\w*|entgeh\w*|entgang\w*|mangels|Mangel an"
                 r"|verzicht\w*)",  # « auf den Angriff verzichten »: not to attack
    # a demonstrative: a cue said before named again so (« während dieses Zuges »)
    "anaphor": r"\b(?:diese[mnrs]?|jene[mnrs]?|derselbe|dieselbe|dasselbe|denselben|demselben)\b",
    "permission": r"\b(?:kann|kannst|können|könnt|könnte|könnten|darf|darfst|dürfen|dürfte)\b",
    "causative": r"\b(?:lässt|lassen|ließ\w*|bewirk\w*|veranlass\w*|erlaub\w*|zwing\w*)\b",
    "may": r"\b(?:kann|kannst|können|darf|darfst|dürfen)\b|\bnach (?:deiner|seiner|ihrer) Wahl\b"
           r"|\bwähl\w*",
    "obligation": r"\b(?:muss|musst|müssen|müsst|muß|müsse\w*|musste\w*|müsste\w*)\b",
    # « bis zu deinem nächsten Zug », « bis zu einem Zeitpunkt » are "until"
    "up-to": r"\bbis zu\s+(?:eine?[mnrs]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn"
             r"|X|\d+)\b(?!\s+(?:\w+\s+)?(?:Zeitpunkt|Moment|Punkt|Augenblick|Ende|Beginn|Anfang|Zug"
             r"|Schritt|Segment|Phase)\b)",
    # A modal verb negated in its clause: forbidden (« kann nicht », « darf nicht »,
    # « nicht … kann »; not « muss nicht », "doesn't have to").
    # An obligation negated: allowed, not forbidden (« musst keine Karte abwerfen »,
    # « muss nicht », « brauchst nicht zu »).
    # (« muss … oder gar nicht angreifen »: a negation after « oder » is the other
    # choice, as in "has to attack or not attack")
    "no-obligation": r"\b(?:muss|musst|müssen|müsst|muß)\b[^.;:,]*?(?<!\boder )(?<!\boder gar )"
                     r"\b(?:nicht|kein\w*)\b"
                     r"|\b(?:nicht|kein\w*)\b[^.;:,]*?\b(?:muss|musst|müssen|müsst|muß)\b"
                     r"|\b(?:brauchst|braucht|brauchen)\b[^.;:,]*?\b(?:nicht|kein\w*)\b"
                     r"|\bnicht verpflichtet\b",
    "prohibition": r"\b(?:kann|kannst|können|könnt|könnte|könnten|darf|darfst|dürfen|dürft"
                   r"|dürfte)\b[^.;:,]*?\b(?:nicht|kein\w*)\b|\b(?:nicht|kein\w*)\b[^.;:,]*?"
                   r"\b(?:kann|kannst|können|könnt|könnte|könnten|darf|darfst|dürfen|dürft"
                   r"|dürfte)\b"
                   # not allowed (« ist nicht erlaubt », « verboten »)
                   r"|\b(?:ist|bist|sind|seid)\s+(?:\w+\s+)?nicht\s+(?:erlaubt|gestattet|berechtigt)\b"
                   r"|\bverboten\b",
    "at-least": r"\b(?:mindestens|wenigstens|oder mehr|oder größer|größer oder gleich|"
                r"eine?[sn]? oder mehrere)\b",
    "exactly": r"\b(?:exakt|genau)\s+(?:eine?[mnrs]?|zwei|drei|vier|fünf|sechs|sieben|acht"
               r"|neun|zehn|X|\d+)\b",
    "more-than": r"\b(?:mehr|größer|höher) als\b",
    "at-most": r"\b(?:höchstens|maximal|(?<!mehr )oder weniger|nicht mehr als|kleiner oder gleich)\b",
    # « du kannst nicht mehr als eine Kreatur opfern »: at most, said with a negation
    # a single time, or a single one (« nur eine Kopie »)
    "once": r"\bnur einmal\b|\bein einziges Mal\b|\bnur (?:ein|eine[nmrs]?)\b",
    "not-more": r"\b(?:nicht|kein\w*)\b[^.;:,()]*?\bmehr(?:\s+\w+){0,2}\s+als\b",
    "several": r"\b(?:mehrere[nmrs]?|mehrfach\w*)\b",
    "instead": r"\b(?:statt|anstatt|anstelle)\b",
    "in-addition": r"\bzusätzlich (?:zu|zum|zur)\b",
    "or-not": r"\boder nicht\b",
    # "only as a sorcery" is « wie eine Hexerei » in German card texts.
    # « erst » is "only" in time (« wird erst geprüft, während … »).
    "only": r"\b(?:nur|lediglich|ausschließlich|einzig\w*|erst)\b|\bwie eine Hexerei\b"
            # « es genügt, dass », « beschränkt sich darauf »
            r"|\b(?:es (?:genügt|reicht)|(?:genügt|reicht) es)\b|\bbeschränk\w* sich\b"
            r"|\bzu einem Zeitpunkt, zu dem du eine Hexerei",
    # a single time (not « noch einmal », again, « mehr als einmal ») and a time for each
    # (not « jedes Mal, wenn », whenever)
    "single-time": r"(?<!\bnoch )(?<!\bmehr als )\b(?:nur )?einmal\b(?! mehr)",
    "each-time": r"\bfür (?:jede|jeden|jedes|jeder)\b|\bjedes Mal\b(?!, wenn)|\bje\b|\bpro\b"
                 r"|\b(?:bei|in) (?:jedem|jeder)\b",
    "each": r"\b(?:jede[rnsm]?|alle[nrs]?|pro|je|jeweils|beide[n]?|gleich)\b|\bin einem Zug\b",
    "any-universal": r"\b(?:jede[rnsm]?|alle[nrs]?|beliebig\w*|sämtliche\w*)\b",
    "some": r"\beinige[nmrs]?\b|\bmanche[nmrs]?\b|\bein(?:en|em)? Teil\b"
            r"|\bteilweise\b",
    "all": r"\balle[nrs]?\b",
    "other": r"\b(?:andere[nmrs]?|übrige[nmrs]?|weitere[nmrs]?)\b",
    "most": r"\b(?:die|den|der) meisten\b|\bdie Mehrheit\b|\bGroßteil\b",
    "one-of": r"\bein(?:e|er|en|em|es) (?:der|ihrer|seiner|deiner|dieser|von)\b",
    # (not "of the two": « eine der beiden », « keine ihrer beiden » say either, neither)
    "both": r"(?<!\bder )(?<!\bihrer )(?<!\bseiner )(?<!\bdeiner )(?<!\bdieser )(?<!\bvon )"
            r"\bbeide\w*|\bsowohl\b",
    "either": r"\bentweder\b|\bein(?:e|er|es|en|em)? der beiden\b",
    "all-but": r"\balle\w*\b[^.;:]*?\b(?:bis auf|außer)\b",
    "neither": r"\bkein(?:e|er|es|en|em)? (?:der|von) (?:beiden|beidem|zwei)\b|\bweder\b",
    "none-of": r"\bkein(?:e|er|es|en|em)? (?:der|ihrer|seiner|deiner|dieser|von)\b",
    "any-number": r"\b(?:beliebig\w* (?:viele|Anzahl)|eine beliebige Anzahl|beliebig oft)\b",
    "opponent": r"\b\w*Gegner(?:in|innen|s|n)?\b",  # also in a compound: « Zielgegner »
    "teammate": r"\bTeam(?:kamerad|kolleg|mitglied|partner)\w*",
    "you": r"\b(?:du|dich|dir|dein\w*)\b",
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
                       "kontrolliert|besessen") + r"|\bdeiner Kontrolle\b",
    # the two verbs apart: « du kontrollierst » for "you own" is another player's card
    # (Possessor, SAID_INSTEAD)
    "you-own": _du("besitzt|besaßest", "besitzen", "besessen"),
    "you-controls": _du("kontrollierst|kontrolliertest", "kontrollieren", "kontrolliert")
                    + r"|\bdeiner Kontrolle\b",
    "your": r"\b(?:dein|deine|deinen|deinem|deiner|deines|dich|dir|du)\b",
    "possessive": r"\bdein(?:e|en|em|er|es)?\b(?!\s+(?:\w*Gegner|Team)\w*)",
    # the verb that says owning, and having too (« die Marken, die ein Spieler besitzt »)
    "owner-verb": r"\b(?:besitzt|besitzen|besaß|besaßen)\b",
    "owner": r"\bBesitzer(?:in|s|n)?\b"
             # the one who owns it, said with the verb and a subject of the third
             # person (« die er besitzt »; not « falls du sie … besitzt »)
             r"|(?:(?<!\bdu )\b(?:er|sie|es|wer|jeder|jede)|\b(?:der|die|ein|eine|jeder|dieser"
             r"|jener)\s+\w*(?:spieler|gegner)(?:in)?)\b[^.;:,]{0,80}?\b(?:besitzt|besitzen|besaß"
             r"|besaßen)\b"
             # or belongs to someone (« wem diese Welt gehört »; « zu … gehört » is "is
             # among")
             r"|\b(?:ihm|ihr|ihnen) gehör(?:t|en|te|ten)\b"
             r"|\b(?:einem|einer|dem|der|jedem|seinem|ihrem)\s+(?:\w+\s+){0,2}?(?:Spieler|Gegner)\w*"
             r"\s+gehör(?:t|en|te|ten)\b"
             r"|\bwem\b(?:\s+\w+){0,3}?\s+gehör(?:t|en|te|ten)\b",
    # « der Spieler, der die Kreatur kontrollierte »: the controller of the creature
    "controller": r"\bBeherrscher(?:in|s|n)?\b"
                  r"|\b(?:derjenige, der|demjenigen[^.;:,]*?, der|wer)\b[^.;:,]*?\bkontrollierte?\b",
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
    "contrast": r"\b(?:aber|jedoch|allerdings|obwohl|hingegen|dagegen|trotzdem|dennoch"
                r"|sofern|außer|ausgenommen)\b|\bsolange\b(?![^.]*\bbis\b)"
                r"|\bwährend\b(?!\s+(?:des|der|eines|einer|dieses|dieser|jedes|jeder|deines"
                r"|deiner|seines|seiner|ihres|ihrer)\b)",
    # "unless" is also « falls … nicht » (if … not); see unless_negates.
    # (« selbst » is "itself" too: a concession too many on this side only spares a flag)
    "concession": r"\b(?:selbst|sogar)\b"
                  # « bleibt auch dann bestehen, wenn »: the verb between
                  r"|\bauch (?:wenn|falls)\b|\bauch dann\b(?:\s+[^\s,.;:]+){0,4}?,?\s+(?:wenn|falls)\b"
                  r"|\bunabhängig\b|\begal\b|\bungeachtet\b"
                  r"|\bobwohl\b|\bobgleich\b|\btrotz\w*|\bgleichgültig\b|\bganz gleich\b",
    "proviso": r"\bnur\b(?:\s+[^\s,.;:]+){0,6}?,?\s+(?:wenn|falls|solange|sofern|sobald)\b"
               r"|\bsolange\b(?![^.]*\bbis\b)|\bso lange\b|\bsofern\b|\bvorausgesetzt\b"
               r"|\bunter der (?:Bedingung|Voraussetzung)\b|\bwährend\b(?!\s+(?:des|der|eines|einer"
               r"|dieses|dieser|jedes|jeder|deines|deiner|seines|seiner|ihres|ihrer)\b)"
               r"|\bes sei denn\b|\baußer wenn\b",
    "sequence": r"\b(?:dann|danach|anschließend)\b",
    "same-time": r"\b(?:gleichzeitig\w*|zur (?:selben|gleichen) Zeit|zum (?:selben|gleichen) Zeitpunkt"
                 r"|zugleich|auf einmal)\b",
    "unless": r"\b(?:es sei denn|außer wenn|sofern nicht)\b"
              r"|\b(?:falls|sofern|wenn)\b[^.;:]*?\bnicht\b",
    "before": r"\b(?:bevor|vor|vorher|zuvor)\b",
    "during": r"\b(?:während|im Verlauf|im Laufe)\b",
    # « erst …, wenn » ("only once") with the clause it waits for after a comma
    "after": r"\b(?:nachdem|nach|danach|sobald|anschließend)\b|\berst\b[^.;:,]*,? (?:wenn|als)\b"
             # a perfect opening a sentence, its verb first: « Hast du alle Karten ins Exil
             # geschickt, … » (once you have: after)
             r"|(?:^|(?<=[.;:] ))(?:Hast|Hat|Habt|Haben) [^,.;:]*?\b(?:ge\w+(?:t|en)|\w+iert)(?=,)"
             # or a clause so opened after « und »: « und hast du deine Wahl getroffen,
             # kann kein Spieler … » ("after you make your choice")
             r"|(?<=\bund )(?:hast|hat|habt|haben) [^,.;:]*?\b(?:ge\w+(?:t|en)|\w+iert)(?=,)",
    "next-turn": r"\bnächsten Zug(?:es|s)?\b",
    "end-of-turn": r"\bbis zum Ende (?:des|dieses) Zuges\b|\bfür den Rest (?:des|dieses) Zuges\b",
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
    "finish": r"\b(?:beende\w*|beendig\w*|abgeschlossen\w*|abschließ\w*|fertig\w*)",
    "first": r"\b(?:erste[nmrs]?|zuerst|erstens|früheste[nmrs]?|älteste[nmrs]?)\b",
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
    "denial": r"(?:,\s*|\bund\s+)nicht\b(?=\s+(?:der|die|das|den|dem|des|dein\w*|sein\w*|ihr\w*"
                r"|ein\w*|auf|in|von|vom|zu|zum|zur|aus|im|am|an|mit|für|diese\w*)\b)",
    # "this turn": any mention of the turn says it (« in diesem Zug », « des Zuges »)
    "this-turn": r"\bZug(?:es|s)?\b|\bZüge\b",
    "gain": r"\b(?:erhält|erhalten|erhielt|erhielten|gewinnt|gewinnen|gewann|bekommt|bekommen)\b",
    # (the verb, not the noun « das Verlieren »)
    "lose": r"\b(?-i:verliert|verlieren|verlor|verloren)\b",
    "top": r"\b(?:oberste[nmrs]?|oben(?:auf)?)\b",
    "left": r"\b(?:links|linke[nmrs]?)\b",
    "right": r"\b(?:rechts|rechte[nmrs]?)\b",
    "bottom": r"\b(?:unterste[nmrs]?|unten)\b|\bunter (?:die|deine|seine|ihre|dessen|deren) "
              r"Bibliothek",
    "nearest": r"\bam nächsten\b|\bnächstgelegen\w*",
    "farthest": r"\bam weitesten\b|\b(?:entferntest|weitest)\w*",
    "including": r"\b(?:einschließlich|inklusive|samt|mitsamt|eingeschlossen)\b",
    "excluding": r"\b(?:außer|ausgenommen|ausschließlich|abgesehen)\b|\bmit Ausnahme\b",
}

# The meaning-drift models (DriftModels): `make calibrate CAL_LANG=de` fitted them on
# 1,500 of the official German card texts of MTGJSON 2019 (sets from 2015), drawn at
# random; residual spreads 0.067, 0.083, 0.097 and 0.115 (texts and
# sentences, terms in English and as written).
DRIFT = DriftModels(text=(0.772, 0.0220), text_raw=(0.513, 0.0409),
                    sentence=(0.746, 0.0272), sentence_raw=(0.555, 0.0317))

PACK = LanguagePack(
    code="de",
    name="German",
    number_words=NUMBER_WORDS,
    # the article « ein » that counts: « mehr als ein », « mindestens eine »
    counting_one=r"\b(?:mehr|weniger)\s+als\s+(ein(?:e[nmrs]?)?)\b"
                 r"|\b(?:mindestens|höchstens|genau)\s+(ein(?:e[nmrs]?)?)\b"
                 r"|\b(ein(?:e[nmrs]?)?)\s+oder\s+mehr\b",
    weak_number_words={"beide": 2, "beiden": 2, "beider": 2, "beides": 2, "null": 0, "elf": 11,
                       # "twice" as a multiplier: « doppelt so hoch », « den doppelten »
                       "doppelt": 2, "doppelte": 2, "doppelten": 2, "doppelter": 2,
                       "doppeltes": 2},
    # (« achte » is also the verb: "pay heed"; a weak number found only beside another)
    ordinal_words={w + s: n for w, n in (
        ("zweit", 2), ("dritt", 3), ("viert", 4), ("fünft", 5), ("sechst", 6), ("siebt", 7),
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
        "ab", "an", "auf", "aus", "bei", "ein", "fest", "fort", "her", "heraus", "herein",
        "hin", "hinaus", "hinzu", "los", "mit", "nach", "vor", "voran", "weg", "weiter",
        "zu", "zurück", "zusammen", "um"}),
    particle_clause_joins=frozenset({"und", "oder", "aber", "sondern", "denn"}),
    present_participle_endings=("nd", "nde", "ndem", "nden", "nder", "ndes"),
    determiners=DETERMINERS,
    # (not "der", "die", "den", "dieser": also plural)
    singular_determiners=frozenset("ein eine einen einem einer eines das dem dieses "
                                   "diesem".split()),
    typography=(quotes, no_space_before("German"), spacing),
    length_ratio=1.18,
    coordinators=frozenset({"und", "oder", "aber", "sondern"}),
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
    cue_neutral=NEUTRAL,
    one_way_cues=frozenset({"unless", "at-least"}),
    unless_negates=True,
    name_key=name_key,
    names_inflect=True,
    noun_links=frozenset({"von"}),
    capitals_mark_names=False,
    drift=DRIFT,
)
