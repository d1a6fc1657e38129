"""The German and Spanish packs: lemmas, compounds, typography, numbers and meaning cues,
each case a faithful translation (nothing to find) or one with the fault named."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.analysis import Context
from pipeline.cli import main
from pipeline.glossary.model import load_glossary
from pipeline.lang import PACKS, get_pack
from pipeline.nlp import analyzer
from tests.conftest import findings_for

GLOSSARIES = {
    "de": "en,de,forbidden,outdated,context,note\n"
          "counter,Marke,Zähler,,pos=NOUN,test\ncreature,Kreatur,,,,test\n"
          "graveyard,Friedhof,,,,test\ntapped,getappt,,,,test\nlibrary,Bibliothek,Bücherei,,,test\n"
          "token,Spielstein,,,,test\ncreature card,Kreaturenkarte,,,,test\n",
    "es": "en,es,forbidden,outdated,context,note\n"
          "counter,contador,,,pos=NOUN,test\ncreature,criatura,,,,test\n"
          "graveyard,cementerio,,,,test\ntapped,girado,tapeado,,,test\nlibrary,biblioteca,librería,,,test\n",
}


@pytest.fixture(scope="module", params=["de", "es"])
def lang_ctx(request, tmp_path_factory) -> Context:
    folder = tmp_path_factory.mktemp(request.param)
    (folder / "terms.csv").write_text(GLOSSARIES[request.param], encoding="utf-8")
    return Context(load_glossary([folder], request.param), get_pack(request.param))


def _ids(ctx: Context, en: str, tgt: str) -> set[str]:
    return {f.check_id for f in findings_for(ctx, en, tgt)}


def test_packs_are_registered():
    assert {"fr", "de", "es"} <= set(PACKS)
    assert get_pack("de").name == "German" and get_pack("es").name == "Spanish"


@pytest.mark.parametrize("word, lemmas", [
    ("Kreaturen", ["kreatur"]),  # plural through the suffix rules and the glossary words
    ("Marke", ["marke"]),  # the table's Marke -> Mark (the currency) is overridden
    ("getappten", ["tappen"]),  # getappten -> getappte -> getappt -> tappen
    ("Kreaturenkarte", ["kreatur", "karte"]),  # a closed compound, linking -en-
    ("Spielsteinmarken", ["spielstein", "marke"]),
    ("+1/+1-Marke", ["+1/+1", "marke"]),  # a hyphenated compound
    ("Spieler", ["spieler"]),  # no -er rule: not Spiel
])
def test_german_lemmas_and_compounds(word, lemmas):
    a = analyzer(get_pack("de"))
    a.learn(["Kreatur", "Spielstein", "Marke"])
    assert [t.lemma for t in a.tokens(word)] == lemmas


def test_german_compound_spans_cover_the_word():
    a = analyzer(get_pack("de"))
    a.learn(["Kreatur"])
    text = "zwei Kreaturenkarten"
    tokens = a.tokens(text)
    assert [text[t.start:t.end] for t in tokens] == ["zwei", "Kreaturen", "karten"]


@pytest.mark.parametrize("text, verb, lemma", [
    ("Du wirfst eine Karte ab.", "wirfst", "abwerfen"),
    ("Decke die oberste Karte deiner Bibliothek auf und lege sie ab.", "Decke", "aufdecken"),
    ("Decke die oberste Karte deiner Bibliothek auf und lege sie ab.", "lege", "ablegen"),
    ("• Bringe eine bleibende Karte deiner Wahl auf die Hand ihres Besitzers zurück.",
     "Bringe", "zurückbringen"),
    # A present participle is no finite verb; a particle inside the clause is a
    # preposition (« ab sofort »), and no particle, no change.
    ("Diese bleibende Karte deckt ihr Beherrscher auf.", "deckt", "aufdecken"),
    ("Diese bleibende Karte deckt ihr Beherrscher auf.", "bleibende", "bleiben"),
    ("Du legst ab sofort eine Marke auf sie.", "legst", "legen"),
    ("Ziehe eine Karte.", "Ziehe", "ziehen"),
    # a relative clause between commas: the clause it interrupts goes on after it
    ("Wenn er seine Gestalt wechselt, lösen „kommt ins Spiel“-Fähigkeiten der Karte, die "
     "er „kopiert“, nicht aus.", "lösen", "auslösen"),
    ("Wenn er seine Gestalt wechselt, lösen „kommt ins Spiel“-Fähigkeiten der Karte, die "
     "er „kopiert“, nicht aus.", "kopiert", "kopieren"),
    # (the relative clause's own verb is no verb of the clause it interrupts)
    ("Auch Zaubersprüche, die du früher im Zug gewirkt hast, zählt die erste Fähigkeit mit.",
     "zählt", "mitzählen"),
    ("Auch Zaubersprüche, die du früher im Zug gewirkt hast, zählt die erste Fähigkeit mit.",
     "gewirkt", "wirken"),
    # (a clause after a comma that no relative pronoun opens ends the one before)
    ("Er legt sie, dann zieht er eine Karte ab.", "legt", "legen"),
])
def test_a_german_verb_takes_the_particle_that_ends_its_clause(text, verb, lemma):
    """« Du wirfst eine Karte ab » renders "discard" (abwerfen) as the card texts print
    it: the particle is read into the verb's lemma, so the term matches."""
    a = analyzer(get_pack("de"))
    assert {t.text: t.lemma for t in a.tokens(text)}[verb] == lemma


@pytest.mark.parametrize("word, lemma", [
    ("criaturas", "criatura"), ("girada", "girar"), ("contadores", "contador"),
    # object pronouns written onto the verb: infinitive, imperative, gerund
    ("tapearse", "tapear"), ("lanzarla", "lanzar"), ("lánzala", "lanzar"),
    ("girándola", "girar"), ("sacrifícala", "sacrificar"), ("dárselo", "dar"),
    ("ponlo", "poner"),
    # words that only end like a pronoun stay as they are
    ("pistola", "pistola"), ("escuela", "escuela"),
])
def test_spanish_lemmas(word, lemma):
    assert analyzer(get_pack("es")).tokens(word)[0].lemma == lemma


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_lookup_table_read_as_a_dict_answers_as_spacys_table(lang):
    """The lemma table is the dict its file holds, not spaCy's Table (faster to build):
    every form the Table knows gets the same lemmas, a form it lacks is lacking, and the
    lemmas it holds are the same."""
    from spacy.lookups import load_lookups

    from pipeline.lang import SOURCE
    spacy_table = load_lookups(lang, ["lemma_lookup"]).get_table("lemma_lookup")
    ours = analyzer(SOURCE if lang == "en" else get_pack(lang))._table
    assert len(ours) == len(spacy_table) > 1000
    assert all(isinstance(form, str) for form in ours)  # the forms, not their hashes
    assert all(spacy_table.get(form) == lemma for form, lemma in ours.items())
    assert all(form in spacy_table for form in ours)
    assert "qqqzzzx" not in ours and "qqqzzzx" not in spacy_table
    assert list(ours.values()) == list(spacy_table.values())


CASES = {
    "de": [
        ("Put a +1/+1 counter on target creature.",
         "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl.", set()),
        ("Put a +1/+1 counter on target creature.",
         "Lege einen +1/+1-Zähler auf eine Kreatur deiner Wahl.", {"terminology"}),
        ("Return two creature cards from your graveyard to your hand.",
         "Bringe zwei Kreaturenkarten aus deinem Friedhof auf deine Hand zurück.", set()),
        ("If you control a tapped creature, you gain 2 life.",
         "Falls du eine getappte Kreatur kontrollierst, erhältst du 2 Lebenspunkte dazu.", set()),
        ("If you control a tapped creature, you gain 2 life.",
         "Falls du eine getappte Kreatur kontrollierst, erhältst du 3 Lebenspunkte dazu.",
         {"numbers"}),
        ("Creatures can't block this turn.",
         "Kreaturen können in diesem Zug nicht blocken.", set()),
        ("Creatures can't block this turn.",
         "Kreaturen können in diesem Zug blocken.", {"negation"}),
        ("Tap up to two target creatures.", "Tappe bis zu zwei Kreaturen deiner Wahl.", set()),
        ("Tap up to two target creatures.", "Tappe zwei Kreaturen deiner Wahl.", {"quantifier"}),
        ("You may sacrifice a creature.", "Du musst eine Kreatur opfern.", {"modality"}),
        ("You may sacrifice a creature.", "Du musstest eine Kreatur opfern.", {"modality"}),
        # "twice" as a multiplier
        ("It deals twice that much damage.", "Er fügt doppelt so viel Schaden zu.", set()),
        ("It deals twice that much damage.", "Er fügt so viel Schaden zu.", {"numbers"}),
        ('It is called "the ability".', 'Sie heißt "die Fähigkeit".', {"typography"}),
        ("It is called “the ability”.", "Sie heißt „die Fähigkeit“.", set()),
        ("Look at the top card of your library.",
         "Schau dir die oberste Karte deiner Bücherei an.", {"terminology"}),
    ],
    "es": [
        ("Put a +1/+1 counter on target creature.",
         "Pon un contador +1/+1 sobre la criatura objetivo.", set()),
        ("Return two creature cards from your graveyard to your hand.",
         "Regresa dos cartas de criatura de tu cementerio a tu mano.", set()),
        ("Look at the top card of your library.",
         "Mira la carta superior de tu librería.", {"terminology"}),
        ("Creatures can't block this turn.",
         "Las criaturas no pueden bloquear este turno.", set()),
        ("Creatures can't block this turn.",
         "Las criaturas pueden bloquear este turno.", {"negation"}),
        ("Tap up to two target creatures.",
         "Gira hasta dos criaturas objetivo.", set()),
        ("Tap up to two target creatures.", "Gira dos criaturas objetivo.", {"quantifier"}),
        ("Does it still deal damage? Yes.", "¿Sigue haciendo daño? Sí.", set()),
        ("Does it still deal damage? Yes.", "Sigue haciendo daño? Sí.", {"typography"}),
        ("It deals 1,000 damage.", "Hace 1.000 puntos de daño.", set()),
        ("It deals 1,000 damage.", "Hace 100 puntos de daño.", {"numbers"}),
        # modal verbs in any tense and person
        ("You may sacrifice that creature.", "Podrás sacrificar esa criatura.", set()),
        ("You may sacrifice that creature.", "Tendrás que sacrificar esa criatura.",
         {"modality"}),
    ],
}


def test_cases(lang_ctx):
    wrong = []
    for en, tgt, expected in CASES[lang_ctx.pack.code]:
        found = _ids(lang_ctx, en, tgt) & {"terminology", "numbers", "negation", "quantifier",
                                           "modality", "typography", "possessor", "condition"}
        if found != expected:
            wrong.append((tgt, expected, found))
    assert not wrong


def _page(header: str, texts: list[str]) -> str:
    lines = [header]
    for t in texts:
        lines += ["20 septembre 2024 · source : wotc", t]
    return "\n".join(lines) + "\n"


def test_several_languages_in_one_run(tmp_path: Path):
    """--lang fr,de,es: each language from its own folder and glossary, into OUT/<lang>/,
    rows carrying their lang; the exit code is the worst of the three."""
    corpus, glossary = tmp_path / "corpus", tmp_path / "glossary"
    en = ["Put a +1/+1 counter on target creature."]
    pages = {"en": en, "fr": ["Mettez un marqueur +1/+1 sur la créature ciblée."],
             "de": ["Lege einen +1/+1-Zähler auf eine Kreatur deiner Wahl."],
             "es": ["Pon un contador +1/+1 sobre la criatura objetivo."]}
    for lang, texts in pages.items():
        (corpus / lang).mkdir(parents=True)
        (corpus / lang / "card.txt").write_text(_page("Header", texts), encoding="utf-8")
    (glossary / "de").mkdir(parents=True)
    (glossary / "es").mkdir()
    (glossary / "terms.csv").write_text("en,fr,forbidden,note\ncounter,marqueur,compteur,test\n",
                                        encoding="utf-8")
    (glossary / "de" / "terms.csv").write_text(GLOSSARIES["de"], encoding="utf-8")
    (glossary / "es" / "terms.csv").write_text(GLOSSARIES["es"], encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(corpus), "--lang", "fr,de,es", "--glossary",
                                       str(glossary), "--out", str(out), "--fail-on", "major"])
    assert result.exit_code == 3, result.output  # the German Zähler is a major finding
    for lang in ("fr", "de", "es"):
        rows = (out / lang / "latest" / "rulings.csv").read_text(encoding="utf-8").splitlines()
        assert len(rows) == 2 and f",{lang}," in rows[1]
    findings = (out / "de" / "latest" / "findings.csv").read_text(encoding="utf-8")
    assert "Zähler" in findings and "Marke" in findings
    assert "Zähler" not in (out / "fr" / "latest" / "findings.csv").read_text(encoding="utf-8")


def test_langs_list_names_every_pack():
    result = CliRunner().invoke(main, ["langs", "list", "--json"])
    assert result.exit_code == 0
    codes = [line.split('"code": "')[1][:2] for line in result.output.splitlines()]
    assert codes == list(PACKS)
    bad = CliRunner().invoke(main, ["run", "x", "--lang", "fr,xx"])
    assert bad.exit_code == 2 and "no language pack for xx" in bad.output


@pytest.fixture(scope="module")
def de_cards(tmp_path_factory) -> Context:
    folder = tmp_path_factory.mktemp("de-cards")
    (folder / "terms.csv").write_text(GLOSSARIES["de"], encoding="utf-8")
    (folder / "cards.csv").write_text(
        "en,de,forbidden,note\nAberrant Researcher,Scheußlicher Forscher,,test\n"
        "Dominate,Beherrschen,,test\nFall,Fall,,test\nDelirium,Dschungelfieber,,test\n"
        "Boros Elite,Boros-Elite,,test\nForest,Wald,,test\n"
        "\"It That Betrays\",\"Es, das verrät\",,test\n"
        "Journey to Eternity,Reise in die Ewigkeit,,test\n"
        "Hour of Devastation,Stunde der Vernichtung,,test\n"
        "Return,Wiederkehren,,test\n", encoding="utf-8")
    return Context(load_glossary([folder], "de"), get_pack("de"))


@pytest.mark.parametrize("en, de, expected", [
    # a name inflected after an article, in any case
    ("Transform Aberrant Researcher.", "Transformiere den Scheußlichen Forscher.", set()),
    ("Aberrant Researcher's ability triggers.", "Die Fähigkeit des Scheußlichen Forschers "
     "wird ausgelöst.", set()),
    ("Transform Aberrant Researcher.", "Transformiere Aberrant Researcher.", {"card-name"}),
    # declined, a name keeps its prepositions: « zur » for « in die » is another name
    ("Journey to Eternity's ability triggers.", "Die Fähigkeit der Reise in die Ewigkeit "
     "wird ausgelöst.", set()),
    ("Journey to Eternity's ability triggers.", "Die Fähigkeit der Reise zur Ewigkeit "
     "wird ausgelöst.", {"card-name"}),
    # a set named like a card names the set (« Stunde der Verwüstung »), not the card
    ("Some cards in the Hour of Devastation set let you exert a creature.",
     "Einige Karten aus dem Set Stunde der Verwüstung lassen dich eine Kreatur erschöpfen.",
     set()),
    ("Hour of Devastation deals 5 damage to each creature.",
     "Die Stunde der Verwüstung fügt jeder Kreatur 5 Schadenspunkte zu.", {"card-name"}),
    # "Delirium —" is the ability word, not the card
    ("Delirium — Draw a card.", "Delirium — Ziehe eine Karte.", set()),
    # an official name spelt like the English but for a hyphen is not left in English
    ("Boros Elite gets +2/+2.", "Die Boros-Elite erhält +2/+2.", set()),
    # a suspended compound still names the card
    ("Search for a Forest card.", "Suche nach einer Wald- oder Ebene-Karte.", set()),
])
def test_german_card_names(de_cards, en, de, expected):
    assert {f.check_id for f in findings_for(de_cards, en, de)} & {"card-name"} == expected


def test_a_card_name_that_begins_a_sets_name_is_none(de_cards):
    """"the Return to Ravnica block" names a block, not the card Return (« Rückkehr nach
    Ravnica » is no wrong « Wiederkehren »); "Return to Ravnica" alone may be a card's
    mention."""
    assert not de_cards.source("Return to Ravnica block Limited formats allow it.").cards
    assert not de_cards.source("It was printed in the Return to Ravnica set.").cards
    assert de_cards.source("Cast Return to Ravnica before combat.").cards
    assert de_cards.source("Return deals 5 damage to each creature.").cards


def test_one_word_names_and_short_names_stay_whole(de_cards):
    side = de_cards.target("Neutralisiere den Zauberspruch, falls sein Beherrscher nicht {3} "
                           "bezahlt; es sei denn, er bezahlt.")
    assert not side.cards  # not Fall, not Beherrschen, not « Es » of « Es, das verrät »


@pytest.mark.parametrize("lang, en, tgt, expected", [
    ("es", "You may cast nonland cards from your graveyard.",
     "Puedes lanzar cartas que no sean tierra desde tu cementerio.", set()),
    ("es", "If you control no creatures, nothing happens.",
     "Si no controlas ninguna criatura, no pasa nada.", set()),
    ("es", "However, the creature dies.", "Sin embargo, la criatura muere.", set()),
    ("de", "Counter target spell unless its controller pays {3}.",
     "Neutralisiere einen Zauberspruch deiner Wahl, falls sein Beherrscher nicht {3} bezahlt.",
     set()),
    ("de", "Counter target spell unless its controller pays {3}.",
     "Neutralisiere einen Zauberspruch deiner Wahl, es sei denn, sein Beherrscher bezahlt {3}.",
     set()),
    ("de", "Counter target spell unless its controller pays {3}.",
     "Neutralisiere einen Zauberspruch deiner Wahl, falls sein Beherrscher {3} bezahlt.",
     {"negation", "condition"}),
    ("de", "You may cast nonland cards.", "Du kannst Karten, die keine Länder sind, wirken.",
     set()),
])
def test_cues_of_german_and_spanish_phrasing(lang, en, tgt, expected, tmp_path):
    (tmp_path / "terms.csv").write_text(GLOSSARIES[lang], encoding="utf-8")
    ctx = Context(load_glossary([tmp_path], lang), get_pack(lang))
    found = {f.check_id for f in findings_for(ctx, en, tgt)} & {"negation", "condition"}
    assert found == expected


def test_a_keyword_and_its_reminder_are_one_sentence():
    from pipeline.nlp.sentences import split_sentences
    assert len(split_sentences("Destreza. (Siempre que lances un hechizo, gana +1/+1.)")) == 1
    assert len(split_sentences("Draw a card. Then discard a card.")) == 2


def test_an_idiom_that_frames_a_sentence_is_no_added_clause(de_cards):
    """« Es spielt keine Rolle, ob … » for "can be … or …": the idiom carries no content
    of its own, so its clause is no addition, and no negation either."""
    findings = findings_for(de_cards, "The two creatures can be controlled by the same "
                            "opponent or by different opponents.",
                            "Es spielt keine Rolle, ob die beiden Kreaturen von demselben "
                            "Gegner kontrolliert werden oder von verschiedenen Gegnern.")
    assert not [f for f in findings if f.severity.value == "major"]


def test_everyday_english_words_are_the_same_read_fresh_or_from_the_cache(tmp_path, monkeypatch):
    """The source pack's everyday words (a binding term of them binds only beside another
    missing one): "return" and "look" are, "skulk" and "afterlife" are not; the list kept
    in the cache directory is the list the table gives, and a cache directory that
    cannot be written changes nothing."""
    from pipeline.lang import en

    monkeypatch.setenv("RULINGQA_CACHE_DIR", str(tmp_path / "cache"))
    en._everyday_words.cache_clear()
    fresh = en._everyday_words()
    assert list((tmp_path / "cache").glob("everyday-en-*.txt"))
    en._everyday_words.cache_clear()
    assert en._everyday_words() == fresh
    assert {"return", "look", "create"} <= fresh and not {"skulk", "afterlife"} & fresh
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv("RULINGQA_CACHE_DIR", str(blocked / "cache"))
    en._everyday_words.cache_clear()
    assert en._everyday_words() == fresh
    en._everyday_words.cache_clear()
