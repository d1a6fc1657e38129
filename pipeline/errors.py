"""Coded errors: each names the file and line it is about and carries a one-line hint.

The command line turns a PipelineError into one line on stderr and exit status 1;
no traceback reaches the user for bad input.
"""

from __future__ import annotations

from dataclasses import dataclass

HINTS: dict[str, str] = {
    "E101": "a page starts with a header line, then entries led by a date line "
    "such as '20 septembre 2024 · source : wotc'",
    "E102": "date lines read 'DAY MONTH YEAR · source : NAME' with a French month name",
    "E103": "text stands before the first date line; every ruling must follow a date line",
    "E104": "an entry has a date line but no text",
    "E105": "the file is not valid UTF-8; pass --encoding cp1252 (or latin-1) if that is its encoding",
    "E106": "a page is UTF-8 text; a NUL character means another encoding or a broken file",
    "E107": "a JSON string escapes a UTF-16 surrogate (\\ud800-\\udfff) without its other "
            "half; write the character itself, or both halves of the pair",
    "E111": "two page files whose names differ only in case stand for the same page",
    "E110": "a corpus directory holds en/ and fr/ with matching page file names",
    "E120": "a bilingual table needs the columns named by --id-col/--en-col/--fr-col",
    "E122": "ids of a bilingual table must be unique",
    "E123": "every row of a bilingual table needs its English text (the source of truth)",
    "E121": "read CSV, TSV, JSONL, Parquet, TMX or XLIFF, chosen by the file extension",
    "E124": "TMX and XLIFF files hold English sources and --lang targets (TMX 1.4, XLIFF 1.2/2.0)",
    "E126": "the texts column of a bilingual table says what each row's texts are: "
            "'ruling' or 'card-text' (or nothing: the table's --texts)",
    "E127": "the released column of a bilingual table holds each row's publication date "
            "as YYYY-MM-DD (or nothing)",
    "E125": "import-fixes reads the report.xlf of a run (its units carry rq:doc, rq:index and "
            "rq:ruling), each ruling fixed at most once",
    "E128": "rulingqa fix --accept takes the kinds of finding that get suggestions "
            "(terminology, outdated-term, card-name, numbers, typography) and writes UTF-8 "
            "pages",
    "E130": "glossary files are CSV with the header en,fr,forbidden,note",
    "E131": "a glossary row needs an English term and at least one French form",
    "E132": "context is ';'-separated pos=NOUN|VERB|ADJ, next=word|word, "
            "not-then=word|word, prev=word|word, not-prev=word|word",
    "E133": "the consistency column holds RENDERED/SEEN counts, as 'rulingqa glossary "
            "measure' writes them (e.g. 1454/1457), or nothing",
    "E134": "a glossary row has as many cells as its header: quote a cell holding a comma "
            "(\"a, b\") and double a quote inside it",
    "E135": "the gender column holds m or f (German also n: the accepted forms' head noun), "
            "or nothing",
    "E140": "gold annotations need doc,en_index,category,severity columns",
    "E160": "TBX, TMX and XLIFF files must be well-formed XML in their declared encoding",
    "E161": "XML with a document type declaring entities is refused (billion laughs, XXE)",
    "E170": "wait for the other run to finish, or give this one another --state",
    "E171": "the state store is damaged or not SQLite; move it away and run with --full",
    "E172": "upgrade rulings-qa, or use another --state",
    "E173": "'rulingqa run' makes the state store (OUT/state.sqlite); give the --out of the "
            "runs, or --state FILE",
    "E195": "a configuration file is TOML (https://toml.io): a table per command, such as "
            "[run], holding its options as keys",
    "E196": "a configuration file's tables name commands ([run], [glossary.measure]) and "
            "their keys the command's long options without the dashes (fail-on = \"major\"); "
            "'rulingqa config show COMMAND' lists them",
    "E190": "start the cluster first (dask scheduler; dask worker ADDRESS on each machine, "
            "with rulings-qa installed) and give its address",
    "E175": "free some space or make the output folder writable, then run again: 'latest' "
            "and the state store are as the last run left them",
    "E176": "free some space or make the state store's folder writable, then run again: "
            "what the store held before this run is intact",
    "E180": "waivers.csv has the columns finding_id,decision,reason,by,until; decision is "
            "accepted, false-alarm or fixed",
    "E150": "card databases: MTGJSON JSON or cards-en-LANG.tsv, or Forge cardnames (EN|TARGET|type|text)",
    "E151": "translations of rulings: a TSV with the columns key and the language's code, "
            "the key being what 'rulingqa pairs rulings' names each English ruling by",
}


@dataclass
class PipelineError(Exception):
    """An error in the input or the environment that the user can fix."""

    code: str
    message: str
    path: str | None = None
    line: int | None = None

    def __str__(self) -> str:
        where = ""
        if self.path is not None:
            where = f"{self.path}:{self.line}: " if self.line is not None else f"{self.path}: "
        hint = HINTS.get(self.code)
        tail = f" (hint: {hint})" if hint else ""
        return f"{self.code} {where}{self.message}{tail}"


def text_lines(text: str) -> list[str]:
    """The lines of a text file: split at LF, CRLF and CR only. str.splitlines also breaks
    at U+2028, U+0085 and other characters that stand inside fields of real data (the
    MTGJSON Spanish card texts hold U+2028 in 158 rows)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def invalid_utf8(exc: UnicodeDecodeError, path: str) -> PipelineError:
    """E105 naming the byte offset and the line of the first bad byte."""
    data = exc.object if isinstance(exc.object, bytes | bytearray) else b""
    line = data.count(b"\n", 0, exc.start) + 1 if data else None
    return PipelineError("E105", f"invalid UTF-8 at byte offset {exc.start}", path, line)
