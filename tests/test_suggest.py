"""Suggested corrections: the replacement for a mechanical finding, with French, Spanish
and German agreement carried through the words that depend on it, or refused with the
reason."""

from __future__ import annotations

import csv
import dataclasses
import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.analysis import Context
from pipeline.cli import main
from pipeline.errors import PipelineError
from pipeline.genders import genders_text, learn_genders, read_genders, read_weak
from pipeline.glossary.model import load_glossary
from pipeline.lang import get_pack
from pipeline.models import Finding, MqmCategory, Severity
from pipeline.run import run_corpus
from pipeline.suggest import corrected, suggest, suggestions
from tests.conftest import CORPUS, GLOSSARY, findings_for


def _finding(check: str, text: str, found: str, expected: str, en_term: str = "",
             at: int = 0) -> Finding:
    start = re.search(rf"(?<!\w){re.escape(found)}(?!\w)", text[at:]).start() + at
    return Finding(check, Severity.MAJOR, MqmCategory.TERMINOLOGY, "m", expected=expected,
                   found=found, fr_span=(start, start + len(found)), en_term=en_term)


def _fixed(ctx: Context, text: str, found: str, expected: str, check: str = "terminology",
           en_term: str = "") -> str:
    s = suggest(_finding(check, text, found, expected, en_term), text, ctx)
    assert s is not None and s.given, s
    return corrected(text, [s])


@pytest.mark.parametrize("text, found, expected, wanted", [
    # gender and number carried to the participle after the noun phrase
    ("Si des dégâts de combat infligés au monarque font perdre la partie à ce joueur, "
     "la capacité se résout quand même.", "dégâts de combat", "blessures de combat",
     "Si des blessures de combat infligées au monarque"),
    # and to the participle after « ont été », past the noun's complement
    ("Si les dégâts du sort ont été répartis au moment où il a été lancé, la répartition "
     "ne peut pas être changée.", "dégâts", "blessures",
     "Si les blessures du sort ont été réparties au moment"),
    # the number of the found word carried onto the term
    ("De même, les compteurs sur le permanent resteront sur ce permanent.", "compteurs",
     "marqueur", "De même, les marqueurs sur le permanent"),
    ("Une créature qui arrive avec un compteur +1/+1 sur elle le garde.", "compteur +1/+1",
     "marqueur +1/+1", "avec un marqueur +1/+1 sur elle"),
    # a feminine noun made masculine: the determiner, the pronoun before « des » and
    # the participle after « n'est »
    ("Si aucune des portes d'une pièce n'est déverrouillée, c'est un enchantement de "
     "pièce sans nom.", "portes", "accès", "Si aucun des accès d'une pièce n'est déverrouillé,"),
    ("Elle peut copier n'importe quel sort d'instantané ou de sorcellerie.", "sorcellerie",
     "rituel", "sort d'instantané ou de rituel."),
    ("Pour déterminer le coût converti de mana de ce sort, X vaut 2.",
     "coût converti de mana", "valeur de mana", "Pour déterminer la valeur de mana de ce sort"),
    # verbs: person, tense and mood of the found form
    ("Pour certains sorts, vous scruterez en dernier.", "scruterez", "surveiller",
     "vous surveillerez en dernier."),
    ("Que cette créature soit tapée ou dégagée, elle reste attachée.", "tapée", "engager",
     "Que cette créature soit engagée ou"),
    ("Si vous tapez la créature, elle n'attaque pas.", "tapez", "engager",
     "Si vous engagez la créature"),
    ("Si le sort est contré, il va au cimetière.", "contré", "contrecarrer",
     "Si le sort est contrecarré, il"),
    ("Les capacités qui se déclenchent quand un joueur joue un sort ne se déclenchent pas.",
     "joue", "lancer", "quand un joueur lance un sort"),
    # a verb put for a verb phrase keeps the phrase's other words
    ("Un sort lancé de cette manière entre sur le champ de bataille transformé.",
     "entre sur le champ de bataille", "arriver", "de cette manière arrive sur le champ de "
     "bataille transformé"),
])
def test_term_suggestions_agree(ctx: Context, text: str, found: str, expected: str,
                                wanted: str) -> None:
    assert wanted in _fixed(ctx, text, found, expected)


@pytest.mark.parametrize("text, found, expected, en_term, wanted", [
    # a wrong name: the article takes the new name's gender
    ("Tant que le Bassin sans fond est sur le champ de bataille, rien ne change.",
     "Bassin sans fond", "Piscine sans fond", "Bottomless Pool",
     "Tant que la Piscine sans fond est sur le champ de bataille"),
    # a name left in English after « de »: the article French names take, contracted
    ("La capacité de Fractured Realm ne copie pas la capacité déclenchée.",
     "Fractured Realm", "Royaume fracturé", "Fractured Realm",
     "La capacité du Royaume fracturé ne copie pas"),
    ("Par exemple, si la capacité de Tidehollow Sculler se déclenche deux fois, rien.",
     "Tidehollow Sculler", "Passeur de la Mer creuse", "Tidehollow Sculler",
     "si la capacité du Passeur de la Mer creuse se déclenche"),
    # and elided before a vowel
    ("La capacité d'Abstruse Archaic peut copier les capacités activées.",
     "Abstruse Archaic", "Archaïque abscons", "Abstruse Archaic",
     "La capacité de l'Archaïque abscons peut copier"),
    # an elided article before a consonant made whole again, in the new gender
    ("Si l'une des deux cibles de l'Éclatement devient illégale, l'autre est affectée.",
     "Éclatement", "Explosion", "Explosion", "des deux cibles de l'Explosion devient illégale"),
    ("Si l'Arcaniste d'élite quitte le champ de bataille, la carte exilée reste en exil.",
     "Arcaniste d'élite", "Galerie des miroirs", "Mirror Room",
     "Si la Galerie des miroirs quitte le champ de bataille"),
])
def test_card_name_suggestions_take_their_article(ctx: Context, text, found, expected,
                                                  en_term, wanted) -> None:
    assert wanted in _fixed(ctx, text, found, expected, "card-name", en_term)


def test_a_suggestion_is_refused_where_a_gender_is_unknown(tmp_path: Path) -> None:
    """Ward said « garde » where the game says « parade »: with a glossary that does
    not say the gender of « parade » (nor do the official texts or its ending), the
    article before it cannot be settled, and the suggestion says so instead of
    guessing."""
    rows = list(csv.DictReader((GLOSSARY / "fr" / "terms.csv").open(encoding="utf-8")))
    folder = tmp_path / "glossary"
    folder.mkdir()
    with (folder / "terms.csv").open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        for row in rows:
            writer.writerow({**row, "gender": "" if row["en"] == "ward" else row["gender"]})
    bare = Context(load_glossary([folder], "fr"), get_pack("fr"))
    text = "Vous ne pouvez pas cibler une créature avec la garde de votre adversaire."
    s = suggest(_finding("terminology", text, "garde", "parade"), text, bare)
    assert s is not None and not s.given
    assert "gender" in s.note and "parade" in s.note
    # with the shipped glossary's gender column, it is given
    shipped = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    assert "avec la parade de votre" in _fixed(shipped, text, "garde", "parade")


def test_no_suggestion_without_a_form_the_language_knows(ctx: Context) -> None:
    text = "Les capacités qui se déclenchent quand nous jouâmes un sort, rien."
    s = suggest(_finding("terminology", text, "jouâmes", "lancer"), text, ctx)
    assert s is not None and not s.given and "lancer" in s.note


def test_typography_and_numbers_suggestions(ctx: Context) -> None:
    text = 'Elles utilisent les mots "quand", "à chaque fois que" ou "au début de".'
    fixed = _fixed(ctx, text, '"quand"', "«\u00a0quand\u00a0»", "typography")
    assert fixed == ("Elles utilisent les mots «\u00a0quand\u00a0», «\u00a0à chaque fois "
                     "que\u00a0» ou «\u00a0au début de\u00a0».")
    text = "Si un permanent a X dans son coût de mana, X est considéré comme étant égal à 0."
    s = suggest(_finding("numbers", text, "X", "{X}"), text, ctx)
    assert corrected(text, [s]).startswith("Si un permanent a {X} dans son coût")


def test_the_checks_find_nothing_new_in_a_corrected_ruling(ctx: Context) -> None:
    en = ("If combat damage dealt to the monarch causes that player to lose the game, the "
          "ability still resolves.")
    fr = ("Si des dégâts de combat infligés au monarque font perdre la partie à ce joueur, "
          "la capacité se résout quand même.")
    before = findings_for(ctx, en, fr)
    assert any(f.check_id == "terminology" for f in before)
    made = suggestions(before, fr, ctx)
    fixed = corrected(fr, [s for s in made if s is not None])
    assert fixed != fr
    assert findings_for(ctx, en, fixed) == []


def test_the_run_carries_suggestions() -> None:
    """Each result of a run on the shipped corpus with a mechanical error carries its
    corrected translation, which holds every suggestion given."""
    run = run_corpus(CORPUS, load_glossary([GLOSSARY], "fr"))
    fixed = [r for r in run.by_position() if r.fr_suggested]
    assert fixed, "the shipped corpus has mechanical errors to correct"
    for r in fixed:
        for s in r.suggestions.values():
            if s.given:
                assert s.text in r.fr_suggested
    texts = {r.pair.fr.text: r.fr_suggested for r in fixed}
    assert any("blessures de combat infligées" in t for t in texts.values())


def test_genders_are_learnt_from_determiners(ctx: Context, tmp_path: Path) -> None:
    texts = ["Quand la Piscine sans fond arrive, piochez.", "Une piscine est là.",
             "Le marqueur reste. Un marqueur de plus.", "La marqueur est une faute."]
    rows = learn_genders(texts, ctx.tgt)
    path = tmp_path / "genders-fr.tsv"
    path.write_text(genders_text(rows), encoding="utf-8")
    genders = read_genders(path)
    assert genders["piscine"] == "f"
    assert "marqueur" not in genders  # 2 of 3 masculine: below the share a gender needs


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def test_fix_dry_run_changes_nothing_and_fix_writes_the_pages(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    before = _tree(corpus)
    runner = CliRunner()
    dry = runner.invoke(main, ["fix", str(corpus), "--accept", "terminology,card-name",
                               "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert "[-compteurs-] {+marqueurs+}" in dry.output and "would change" in dry.output
    assert _tree(corpus) == before
    done = runner.invoke(main, ["fix", str(corpus), "--accept", "terminology,card-name"])
    assert done.exit_code == 0, done.output
    after = _tree(corpus)
    # the English and the reference pages are as they were; the previous pages are kept
    for name, data in before.items():
        if not name.startswith("fr/"):
            assert after[name] == data, name
    backups = {n: d for n, d in after.items() if n.startswith(".rulingqa-backup/")}
    assert backups and all(before["fr/" + Path(n).name] == d for n, d in backups.items())
    page = (corpus / "fr" / "abstruse-archaic.txt").read_text(encoding="utf-8")
    assert "un nombre de marqueurs à retirer" in page and "de l'Archaïque abscons" in page
    # checked again, the corrected pages have no error of those kinds left but those
    # the checks report without a suggestion
    again = run_corpus(corpus, load_glossary([GLOSSARY], "fr"))
    left = [f for r in again.by_position() for f in r.findings
            if f.check_id in ("terminology", "card-name")]
    assert len(left) < len([f for r in run_corpus(CORPUS, load_glossary([GLOSSARY], "fr"))
                            .by_position() for f in r.findings
                            if f.check_id in ("terminology", "card-name")]) / 4


def test_fix_refuses_a_kind_it_has_no_suggestions_for(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["fix", str(CORPUS), "--accept", "omission", "--dry-run"])
    assert result.exit_code != 0 and "E128" in result.output


def test_quotes_the_rule_pairs_across_lines_take_the_rules_own_form() -> None:
    """German official text quoting with „ and a straight closing quote: the typography
    rule pairs two straight quotes across a line break. The suggestion is the rule's
    own expected form there, and a run over such a text does not fail."""
    ctx = Context(load_glossary([GLOSSARY], "de"), get_pack("de"))
    text = ('Verlässt sie das Spiel", zerstören sie nicht.\nStelle Nachforschungen an. (Bringe '
            'einen Hinweis mit „{2}, opfere dieses Artefakt: Ziehe eine Karte" ins Spiel.)')
    findings = [f for rule in ctx.pack.typography for f in rule(text)
                if f.found.startswith('"') and "\n" in f.found]
    assert findings, "the rule pairs the quotes across the line"
    (s,) = suggestions(findings[:1], text, ctx)
    assert s is not None and s.given and s.text == findings[0].expected


@pytest.mark.parametrize("text, found, expected, wanted", [
    # a masculine noun made feminine: the article, « del » undone, the participle after
    # « estar »
    ("Si el terreno está girado, no puede atacar.", "terreno", "tierra",
     "Si la tierra está girada, no puede atacar."),
    ("La habilidad del terreno se dispara.", "terreno", "tierra",
     "La habilidad de la tierra se dispara."),
    # the number of the found word, and a participle of the verb put in its form
    ("Los marcadores permanecen sobre el permanente.", "marcadores", "contador",
     "Los contadores permanecen"),
    ("Si la criatura está tapada, no puede bloquear.", "tapada", "girar",
     "Si la criatura está girada, no puede bloquear."),
])
def test_spanish_suggestions_agree(text: str, found: str, expected: str, wanted: str) -> None:
    spanish = Context(load_glossary([GLOSSARY], "es"), get_pack("es"))
    assert wanted in _fixed(spanish, text, found, expected)


def test_a_split_cards_face_takes_no_article() -> None:
    """« Assault // Battery » left in English: each face is named, no article between."""
    spanish = Context(load_glossary([GLOSSARY], "es"), get_pack("es"))
    text = "Por ejemplo, Assault // Battery tiene un valor de maná de 5."
    first = _finding("card-name", text, "Assault", "Asalto", "Assault")
    second = _finding("card-name", text, "Battery", "Violencia", "Battery")
    made = suggestions([first, second], text, spanish)
    assert corrected(text, made) == "Por ejemplo, Asalto // Violencia tiene un valor de maná de 5."


def test_glossary_genders_command_writes_the_packs_file(tmp_path: Path) -> None:
    pairs = tmp_path / "pairs.jsonl"
    rows = [{"id": str(k), "en": "x", "fr": fr} for k, fr in enumerate([
        "Quand la Piscine sans fond arrive, piochez une carte.",
        "Une piscine reste une piscine.", "Sacrifiez la piscine.",
        "Le marqueur reste. Un marqueur de plus. Retirez le marqueur."])]
    pairs.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                     encoding="utf-8")
    out = tmp_path / "genders-fr.tsv"
    result = CliRunner().invoke(main, ["glossary", "genders", "--lang", "fr", "--against",
                                       str(pairs), "--out", str(out)])
    assert result.exit_code == 0, result.output
    learnt = read_genders(out)
    assert learnt["piscine"] == "f" and learnt["marqueur"] == "m" and learnt["carte"] == "f"
    # German: « dem » leaves masculine or neuter, the weak ending after « der » says the
    # masculine nominative; a plural (« die Spieler ») tells nothing
    rows = [{"id": str(k), "en": "x", "de": de} for k, de in enumerate([
        "Wenn der Raffgierige Drache angreift, erhält er +1/+0.",
        "Füge dem Drachen 2 Schadenspunkte zu.", "Die Spieler mischen.",
        "Lege eine Marke auf das Artefakt."])]
    pairs.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                     encoding="utf-8")
    out = tmp_path / "genders-de.tsv"
    german = CliRunner().invoke(main, ["glossary", "genders", "--lang", "de", "--against",
                                       str(pairs), "--out", str(out)])
    assert german.exit_code == 0, german.output
    learnt = read_genders(out)
    assert (learnt["drache"], learnt["marke"], learnt["artefakt"]) == ("m", "f", "n")
    assert "spieler" not in learnt
    assert read_weak(out) == {"drache": True}


def test_a_gender_column_holds_m_or_f(tmp_path: Path) -> None:
    folder = tmp_path / "glossary"
    folder.mkdir()
    (folder / "terms.csv").write_text("en,fr,forbidden,note,gender\nmonarch,monarque,,,male\n",
                                      encoding="utf-8")
    with pytest.raises(PipelineError) as error:
        load_glossary([folder], "fr")
    assert error.value.code == "E135" and error.value.line == 2
    # the neuter is German's only
    (folder / "terms.csv").write_text("en,fr,de,forbidden,note,gender\n"
                                      "artifact,artefact,Artefakt,,,n\n", encoding="utf-8")
    with pytest.raises(PipelineError) as error:
        load_glossary([folder], "fr")
    assert error.value.code == "E135"
    assert load_glossary([folder], "de").entries[0].gender == "n"


def test_without_agreement_rules_the_suggestion_says_so() -> None:
    """A pack without agreement rules: the found word is replaced in its form, and the
    note says the words around it are not made to agree."""
    german = Context(load_glossary([GLOSSARY], "de"),
                     dataclasses.replace(get_pack("de"), agreement=None))
    text = "Lege einen Zähler auf die Kreatur."
    s = suggest(_finding("terminology", text, "Zähler", "Marke"), text, german)
    assert s is not None and s.given and s.text == "Marke"
    assert "not made to agree in German" in s.note


@pytest.fixture(scope="module")
def german() -> Context:
    return Context(load_glossary([GLOSSARY], "de"), get_pack("de"))


@pytest.mark.parametrize("text, found, wanted", [
    # Accursed Witch said « Verfluchter Hexer »: the official name is feminine; the case
    # is the old article's, the weak adjective ending follows (-e in the nominative and
    # the feminine accusative, -en elsewhere)
    ("Falls ein Effekt bewirkt, dass der Verfluchte Hexer im Spiel transformiert, wird "
     "der Ansteckende Fluch an keinen Spieler angelegt.", "Verfluchte Hexer",
     "dass die Verfluchte Hexe im Spiel transformiert"),
    ("Die erste Fähigkeit des Verfluchten Hexers betrifft alle Zaubersprüche deiner "
     "Gegner.", "Verfluchten Hexers", "Die erste Fähigkeit der Verfluchten Hexe betrifft"),
    ("Wird dem Verfluchten Hexer tödlicher Schaden zugefügt, stirbt die Kreatur.",
     "Verfluchten Hexer", "Wird der Verfluchten Hexe tödlicher Schaden zugefügt"),
    # and a relative pronoun after it, whose own case (accusative) is sure
    ("Zaubersprüche deiner Gegner, die den Verfluchten Hexer, den du kontrollierst, als "
     "Ziel haben, kosten {1} weniger.", "Verfluchten Hexer",
     "die die Verfluchte Hexe, die du kontrollierst, als Ziel haben"),
])
def test_a_german_name_of_another_gender_takes_its_article_in_the_same_case(
        german: Context, text: str, found: str, wanted: str) -> None:
    assert wanted in _fixed(german, text, found, "Verfluchte Hexe", "card-name",
                            "Accursed Witch")


@pytest.mark.parametrize("text, found, expected, wanted", [
    # masculine to feminine, the article with it (« einen » → « eine »), an adjective
    # between (« einen zweiten » → « eine zweite »), a compound's other parts kept
    ("Du bestimmst, ob du einen Zähler hinzufügst oder entfernst, wenn die Fähigkeit "
     "verrechnet wird.", "Zähler", "Marke", "ob du eine Marke hinzufügst"),
    ("Die Zielkreatur erhält kurz danach einen zweiten +1/+1-Zähler.", "+1/+1-Zähler",
     "+1/+1-Marke", "erhält kurz danach eine zweite +1/+1-Marke."),
    ("Das Energiesymbol ist {E}; es steht für einen Energiezähler.", "Energiezähler",
     "Energiemarke", "es steht für eine Energiemarke."),
    # a contraction undone (« im » → « in der »)
    ("Befindet sich dein Kommandeur im Kommandobereich, kannst du ihn wirken.",
     "Kommandobereich", "Kommandozone", "Befindet sich dein Kommandeur in der Kommandozone,"),
    # a masculine « die » is a plural: the new noun in the plural, as is a dative plural
    # with no determiner (an adjective's strong ending)
    ("Die -1/-1-Zähler bleiben dauerhaft auf der Kreatur liegen.", "-1/-1-Zähler",
     "-1/-1-Marke", "Die -1/-1-Marken bleiben"),
    ("Die Kosten enthalten eine Wahl, etwa eine Anzahl an zu entfernenden Zählern.",
     "Zählern", "Marke", "eine Anzahl an zu entfernenden Marken."),
    # a weak noun's ending (« zum Monarchen »)
    ("Falls ein anderer Spieler zum König wird, zieht der erste Spieler die Karte "
     "trotzdem.", "König", "Monarch", "ein anderer Spieler zum Monarchen wird"),
    # the compound's last part carries the form, not its first (no « Einsatzesverzögerung »)
    ("Fumikos Fähigkeit zwingt keine Kreaturen mit Beschwörungskrankheit zum Angriff.",
     "Beschwörungskrankheit", "Einsatzverzögerung", "Kreaturen mit Einsatzverzögerung zum"),
])
def test_german_terms_agree_in_case_gender_and_number(german: Context, text, found, expected,
                                                      wanted) -> None:
    assert wanted in _fixed(german, text, found, expected)


@pytest.mark.parametrize("text, wanted", [
    # the subject of a clause takes the nominative article German names take
    ("Wenn Accursed Witch stirbt, bringe sie transformiert ins Spiel zurück.",
     "Wenn die Verfluchte Hexe stirbt,"),
    ("Accursed Witch kommt nicht transformiert zurück, falls sie ins Exil geschickt wird.",
     "Die Verfluchte Hexe kommt nicht"),
    # an article already there is declined for the name (genitive: « des » is no feminine)
    ("Die erste Fähigkeit des Accursed Witch betrifft keine Fähigkeiten.",
     "Die erste Fähigkeit der Verfluchten Hexe betrifft"),
    # after a preposition a name stands as it is (« die Fähigkeit von Splitterreich »)
    ("Die erste Fähigkeit von Accursed Witch betrifft keine Fähigkeiten.",
     "Die erste Fähigkeit von Verfluchte Hexe betrifft"),
])
def test_a_german_name_left_in_english_gets_its_article(german: Context, text: str,
                                                        wanted: str) -> None:
    assert wanted in _fixed(german, text, "Accursed Witch", "Verfluchte Hexe", "card-name",
                            "Accursed Witch")


def test_german_agreement_is_refused_where_the_case_or_gender_is_not_settled(
        german: Context) -> None:
    """« der » before a feminine noun is dative or genitive, which a masculine name
    says « dem » or « des »: refused, the note says why; so is a name whose gender
    neither the learnt genders nor its words tell."""
    text = ("Die mittlere Fähigkeit der Ansteckenden Verwünschung betrifft alle "
            "Zaubersprüche, die du wirkst.")
    s = suggest(_finding("card-name", text, "Ansteckenden Verwünschung", "Ansteckender Fluch",
                         "Infectious Curse"), text, german)
    assert s is not None and not s.given
    assert "dative or genitive" in s.note and "case cannot be settled" in s.note
    # with a preposition that takes the dative, it is settled
    text = "Mit der Ansteckenden Verwünschung verlierst du keine Lebenspunkte."
    assert "Mit dem Ansteckenden Fluch verlierst" in _fixed(
        german, text, "Ansteckenden Verwünschung", "Ansteckender Fluch", "card-name",
        "Infectious Curse")
    text = "Die Fähigkeit des Spindraums wird ausgelöst, wenn du eine Tür aufschließt."
    s = suggest(_finding("card-name", text, "Spindraums", "Umkleidekabine", "Locker Room"),
                text, german)
    assert s is not None and not s.given
    assert "gender of « Umkleidekabine » is unknown" in s.note


@pytest.mark.parametrize("lang, text, found, expected, wanted", [
    ("de", "Ist die zweite Fähigkeit ausgelöst worden, kannst du nichts tun.", "zweite", "3.",
     "Ist die dritte Fähigkeit"),
    ("es", "Si tu noveno permanente entra al campo de batalla, nada cambia.", "noveno", "10.",
     "Si tu décimo permanente"),
])
def test_an_ordinal_said_as_another_is_the_ordinal_word(lang, text, found, expected, wanted):
    other = Context(load_glossary([GLOSSARY], lang), get_pack(lang))
    assert wanted in _fixed(other, text, found, expected, "numbers")


def test_no_replacement_inside_a_compound_or_of_a_name_read_through_its_inflection():
    german = Context(load_glossary([GLOSSARY], "de"), get_pack("de"))
    text = "Digitale Zähler-Apps sind dafür nicht zulässig."
    s = suggest(_finding("terminology", text, "Zähler", "Marke"), text, german)
    assert s is not None and not s.given and "compound" in s.note
    text = "Der Effekt des Dornhorn-Minotaurus zählt diese Karten nicht mit."
    named = Finding("card-name", Severity.MAJOR, MqmCategory.TERMINOLOGY, "m",
                    expected="Stachelhorn-Minotaurus", found="DornStachelhorn-Minotaurus",
                    fr_span=(text.index("Dornhorn"), text.index(" zählt")),
                    en_term="Spinehorn Minotaur")
    s = suggest(named, text, german)
    assert s is not None and not s.given


def test_glossary_kin_command_writes_the_source_file(tmp_path: Path) -> None:
    """rulingqa glossary kin: the English of a pairs table read, the shipped glossaries'
    one-word terms that it coordinates in enough texts written to the file."""
    from pipeline.kindata import KIN_LEAST

    pairs = tmp_path / "pairs.jsonl"
    rows = [{"id": str(k), "en": f"Target creature with power {k} or toughness {k} gets +1/+1.",
             "fr": "x"} for k in range(KIN_LEAST)]
    pairs.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "kin-en.tsv"
    result = CliRunner().invoke(main, ["glossary", "kin", "--lang", "fr", "--against",
                                       str(pairs), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8").splitlines() == ["term\tkin\ttexts"]
    rows = [{"id": str(k), "en": f"It gets +{k}/+0 and its power and toughness can't change.",
             "fr": "x"} for k in range(KIN_LEAST)]
    pairs.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    result = CliRunner().invoke(main, ["glossary", "kin", "--lang", "fr", "--against",
                                       str(pairs), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8").splitlines() == [
        "term\tkin\ttexts", f"power\ttoughness\t{KIN_LEAST}"]
