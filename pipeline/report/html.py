"""report.html: self-contained pages a reviewer works through.

Flagged rulings first; English and target side by side, sentence by sentence; each
finding's English term and target span highlighted in the same colour; expected
against found. All corpus text is escaped; a Content-Security-Policy forbids any
remote load, and the pages work from file://.

A large run is split in parts: report.html holds the counts, the list of parts and the
first PER_PAGE rulings, report-2.html the next, and so on, so that no file is too large
for a browser (a million rulings made a page of 1.45 GB). Every flagged ruling is shown;
rulings not flagged are shown up to a limit, beyond which an even sample of them is
(rulings.csv lists them all).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from ..checks import REGISTRY
from ..diff import word_diff
from ..models import Finding
from ..run import Result, RunResult, chunked
from ..score.mqm import REVIEW
from .atomic import write_pieces
from .rows import finding_id
from .summary import with_deltas

CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
       "img-src data:; base-uri 'none'; form-action 'none'; connect-src 'none'")
PER_PAGE = 2_000  # rulings per part, one file each (about 3 MB)
OK_SHOWN = PER_PAGE  # rulings not flagged shown at most (one part); an even sample beyond
PALETTE = ("#ffd166", "#8ecae6", "#f4a3a8", "#b5e48c", "#cdb4db", "#ffb703", "#a8dadc")

STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f6f6f4}
header{background:#23303f;color:#fff;padding:14px 24px}
header h1{margin:0;font-size:20px} main{padding:12px 24px;max-width:1400px}
table.counts{border-collapse:collapse;margin:6px 18px 6px 0;display:inline-table}
table.counts td,table.counts th{border:1px solid #ccc;padding:2px 8px;background:#fff}
.controls{position:sticky;top:0;background:#f6f6f4;padding:8px 0;border-bottom:1px solid #ddd}
article{background:#fff;border:1px solid #ddd;border-left:6px solid #7a7;margin:12px 0;padding:8px 12px}
article.review{border-left-color:#c33} article.hidden{display:none}
article h2{font-size:15px;margin:2px 0 6px} .meta{color:#666;font-weight:normal}
table.sbs{width:100%;border-collapse:collapse;table-layout:fixed}
table.sbs td{vertical-align:top;border-top:1px solid #eee;padding:4px 6px;width:50%}
table.sbs th{text-align:left;font-size:12px;color:#666}
mark{padding:0 2px;border-radius:3px} .gap{color:#999;font-style:italic}
ul.findings{margin:6px 0;padding-left:18px} .sev{font-size:11px;padding:1px 6px;border-radius:8px;color:#fff}
.sev.critical{background:#700}.sev.major{background:#c33}.sev.minor{background:#888}
.exp{color:#060}.fnd{color:#a00;text-decoration:line-through}
.decide{font-size:12px} .decide select,.decide input{font-size:12px}
.badge{font-size:11px;padding:1px 6px;border-radius:8px;background:#e0e7ef;color:#234}
.badge.new{background:#d7f5d0}.badge.changed{background:#fde7b0}
li.waived{opacity:.55} .diff del{background:#fdd;text-decoration:line-through}
.diff ins{background:#dfd;text-decoration:none} .diff{margin:6px 0;font-size:13px}
.suggest{font-size:13px;margin:3px 0} .suggest.none{color:#777}
.suggest.accepted{background:#eef8ea} .suggest button{font-size:12px}
svg.history{display:block;margin:6px 0}
nav.pages{margin:6px 0} nav.pages li{margin:1px 0}
"""

SCRIPT = """
(function(){
  var PAGE=200, page=0, matching=[];
  function $(id){return document.getElementById(id);}
  var filters=['status','severity','check','doc','diffs'];
  function has(list,value){return (' '+(list||'')+' ').indexOf(' '+value+' ')>=0;}
  function apply(reset){
    if(reset)page=0;
    var text=$('q').value.toLowerCase();
    var f={}; filters.forEach(function(k){f[k]=$(k).value;});
    matching=[];
    document.querySelectorAll('article').forEach(function(a){
      var ok=(!f.status||a.dataset.status===f.status)&&(!f.severity||has(a.dataset.severities,f.severity))&&
             (!f.check||has(a.dataset.checks,f.check))&&(!f.doc||a.dataset.doc===f.doc)&&
             (!f.diffs||has(a.dataset.diffs,f.diffs))&&
             (!text||a.textContent.toLowerCase().indexOf(text)>=0);
      a.classList.add('hidden'); if(ok)matching.push(a);
    });
    var pages=Math.max(1,Math.ceil(matching.length/PAGE)); page=Math.min(page,pages-1);
    matching.slice(page*PAGE,(page+1)*PAGE).forEach(function(a){a.classList.remove('hidden');});
    $('shown').textContent=matching.length; $('page').textContent=(page+1)+' / '+pages;
  }
  filters.concat(['q']).forEach(function(k){['input','change'].forEach(function(ev){
    $(k).addEventListener(ev,function(){apply(true);});});});
  $('prev').addEventListener('click',function(){if(page>0){page--;apply(false);window.scrollTo(0,0);}});
  $('next').addEventListener('click',function(){if((page+1)*PAGE<matching.length){page++;apply(false);window.scrollTo(0,0);}});
  function cell(v){v=String(v);return /[",\\n\\r]/.test(v)?'"'+v.replace(/"/g,'""')+'"':v;}
  $('download').addEventListener('click',function(){
    var rows=[['finding_id','decision','reason','by','until']];
    document.querySelectorAll('li.finding').forEach(function(li){
      var d=li.querySelector('select.decision').value;
      if(d)rows.push([li.dataset.finding,d,li.querySelector('input.comment').value,$('by').value,'']);
    });
    var csv=rows.map(function(r){return r.map(cell).join(',');}).join('\\n')+'\\n';
    var a=document.createElement('a');
    a.href=URL.createObjectURL(new Blob([csv],{type:'text/csv'}));
    a.download='waivers.csv'; document.body.appendChild(a); a.click(); a.remove();
  });
  document.querySelectorAll('div.suggest:not(.none)').forEach(function(d){
    var input=d.querySelector('input.fix');
    d.querySelector('button.accept').addEventListener('click',function(){
      d.classList.toggle('accepted'); if(!d.classList.contains('accepted'))input.hidden=true;
      this.textContent=d.classList.contains('accepted')?'accepted ✓':'accept';
    });
    d.querySelector('button.edit').addEventListener('click',function(){
      input.hidden=false; d.classList.add('accepted'); input.focus();
      d.querySelector('button.accept').textContent='accepted ✓';
    });
  });
  $('fixes').addEventListener('click',function(){
    var rows=[['doc','en_index','ruling','target','translation','findings']];
    document.querySelectorAll('article[data-fr]').forEach(function(a){
      var edits=[],ids=[];
      a.querySelectorAll('div.suggest.accepted').forEach(function(d){
        var input=d.querySelector('input.fix');
        edits.push([+d.dataset.start,+d.dataset.end,input.hidden?d.dataset.text:input.value]);
        ids.push(d.closest('li.finding').dataset.finding);
      });
      if(!edits.length)return;
      edits.sort(function(x,y){return y[0]-x[0];});
      // offsets count characters (code points), as Python's do
      var text=Array.from(a.dataset.fr),at=text.length+1;
      edits.forEach(function(e){if(e[1]<=at){
        text=text.slice(0,e[0]).concat(Array.from(e[2]),text.slice(e[1]));at=e[0];}});
      rows.push([a.dataset.doc,a.dataset.index,a.dataset.ruling,a.dataset.target,text.join(''),
                 ids.join(';')]);
    });
    var csv=rows.map(function(r){return r.map(cell).join(',');}).join('\\n')+'\\n';
    var link=document.createElement('a');
    link.href=URL.createObjectURL(new Blob([csv],{type:'text/csv'}));
    link.download='fixes.csv'; document.body.appendChild(link); link.click(); link.remove();
  });
  document.addEventListener('keydown',function(e){
    if(e.target.tagName==='INPUT'||e.target.tagName==='SELECT')return;
    if(e.key!=='j'&&e.key!=='k')return;
    var list=[].slice.call(document.querySelectorAll('article.review:not(.hidden)'));
    if(!list.length)return;
    var y=window.scrollY+10,i;
    if(e.key==='j'){for(i=0;i<list.length&&list[i].offsetTop<=y;i++);}
    else{for(i=list.length-1;i>=0&&list[i].offsetTop>=y-20;i--);}
    i=Math.max(0,Math.min(list.length-1,i)); window.scrollTo(0,list[i].offsetTop-50);
  });
  apply(true);
})();
"""


def _marked(text: str, start: int, end: int, spans: list[tuple[int, int, int, Finding]]) -> str:
    """Escape text[start:end] with <mark> around the finding spans inside it."""
    out: list[str] = []
    pos = start
    for s, e, k, f in sorted(spans):
        s, e = max(s, start), min(e, end)
        if s < pos or s >= e:
            continue
        out.append(escape(text[pos:s]))
        out.append(f'<mark style="background:{PALETTE[k % len(PALETTE)]}" '
                   f'title="{escape(f.check_id)}: {escape(f.message)}">{escape(text[s:e])}</mark>')
        pos = e
    out.append(escape(text[pos:end]))
    return "".join(out)


def _side_by_side(r: Result, lang: str) -> str:
    pair, view = r.pair, r.view
    en_spans = [(*f.en_span, k, f) for k, f in enumerate(r.findings) if f.en_span]
    fr_spans = [(*f.fr_span, k, f) for k, f in enumerate(r.findings) if f.fr_span]
    rows = []
    if view.en and view.fr and view.beads:
        for bead in view.beads:
            cells = []
            for side, ids, spans in ((view.en, bead.en, en_spans), (view.fr, bead.fr, fr_spans)):
                if not ids:
                    cells.append('<td class="gap">(nothing)</td>')
                    continue
                s, e = side.sentences[ids[0]].start, side.sentences[ids[-1]].end
                cells.append(f"<td>{_marked(side.text, s, e, spans)}</td>")
            rows.append(f'<tr title="bead {bead.kind}, score {bead.score}">{"".join(cells)}</tr>')
    else:
        en = _marked(pair.en.text, 0, len(pair.en.text), en_spans) if pair.en else ""
        fr = _marked(pair.fr.text, 0, len(pair.fr.text), fr_spans) if pair.fr else ""
        rows.append(f'<tr><td>{en or "<span class=gap>(none)</span>"}</td>'
                    f'<td>{fr or "<span class=gap>(no translation)</span>"}</td></tr>')
    return (f'<table class="sbs"><tr><th>English</th><th>{escape(lang.upper())}</th></tr>'
            + "".join(rows) + "</table>")


def _finding_item(k: int, f: Finding, r: Result) -> str:
    colour = PALETTE[k % len(PALETTE)]
    title = REGISTRY[f.check_id].title() if f.check_id in REGISTRY else f.check_id
    expected = f' expected <span class="exp">{escape(f.expected)}</span>' if f.expected else ""
    found = f' found <span class="fnd">{escape(f.found)}</span>' if f.found else ""
    diff = f' <span class="badge {escape(f.diff)}">{escape(f.diff)}</span>' if f.diff else ""
    waived = ""
    if f.waiver is not None:
        waived = (f' <span class="badge">waived: {escape(f.waiver.decision)} — '
                  f'{escape(f.waiver.reason)}</span>')
    key = finding_id(r, f)
    decide = ('<span class="decide"><select class="decision" aria-label="decision">'
              '<option value="">decision…</option><option>accepted</option>'
              '<option>false-alarm</option><option>fixed</option></select> '
              '<input class="comment" placeholder="comment" size="28"></span>')
    return (f'<li class="finding {"waived" if f.waiver else ""}" data-finding="{key}">'
            f'<span style="background:{colour}">&nbsp;&nbsp;</span> '
            f'<span class="sev {f.severity.value}">{f.severity.value}</span>{diff}{waived} '
            f'<b>{escape(f.check_id)}</b> ({escape(f.mqm.value)}): {escape(title)}<br>'
            f'{escape(f.message)}.{expected}{found} '
            f'<small class="meta">[{key}]</small> {decide}{_suggestion(r, key)}</li>')


def _suggestion(r: Result, key: str) -> str:
    """A finding's suggested correction as a word diff of the words it replaces, with
    accept and edit; or why there is none."""
    s = r.suggestions.get(key)
    if s is None or r.pair.fr is None:
        return ""
    if not s.given:
        return f'<div class="suggest none">no suggestion: {escape(s.note)}</div>'
    was = r.pair.fr.text[s.start:s.end]
    return (f'<div class="suggest" data-start="{s.start}" data-end="{s.end}" '
            f'data-text="{escape(s.text)}">suggested: <span class="diff">'
            f'{_word_diff_html(was, s.text)}</span> '
            '<button type="button" class="accept">accept</button> '
            '<button type="button" class="edit">edit</button> '
            f'<input class="fix" aria-label="correction" size="48" value="{escape(s.text)}" '
            'hidden></div>')


def _word_diff_html(before: str, after: str) -> str:
    return word_diff(before, after, escape, lambda w: f"<del>{escape(w)}</del>",
                     lambda w: f"<ins>{escape(w)}</ins>")


def _history_svg(run: RunResult, now: dict) -> str:
    """Rulings to review over the last runs, as an inline SVG bar chart."""
    points = [(h["run_id"], h["summary"]["status"]["review"]) for h in run.history]
    points.append((run.run_id or "this run", now["status"]["review"]))
    if len(points) < 2:
        return ""
    top = max(v for _, v in points) or 1
    width, height, bar = 24 * len(points), 60, 18
    bars = "".join(
        f'<rect x="{24 * k + 3}" y="{height - 50 * v / top:.1f}" width="{bar}" '
        f'height="{50 * v / top:.1f}" fill="#c33"><title>{escape(rid)}: {v}</title></rect>'
        for k, (rid, v) in enumerate(points))
    return (f'<svg class="history" width="{width}" height="{height}" role="img" '
            f'aria-label="rulings to review, last {len(points)} runs">{bars}</svg>'
            f"<small>rulings to review over the last {len(points)} runs</small>")


def _article(r: Result, lang: str) -> str:
    pair = r.pair
    ruling = pair.en or pair.fr
    checks = " ".join(sorted({f.check_id for f in r.findings}))
    where = f"#{pair.en.index}" if pair.en else f"target entry {pair.fr.index}"
    metric = f" · chrF {r.chrf:g}" if r.chrf is not None else ""
    change = (f' <span class="badge {escape(r.change)}">{escape(r.change)}</span>'
              if r.change and r.change != "unchanged" else "")
    head = (f"{escape(pair.doc)} {where}{change} <span class=meta>{escape(ruling.date)} · "
            f"{escape(r.score.status)} · MQM {r.score.penalty:g}{metric} · "
            f"{escape(pair.kind.value)}</span>")
    items = "".join(_finding_item(k, f, r) for k, f in enumerate(r.findings))
    diff = ""
    if r.fr_before is not None and pair.fr is not None:
        diff = (f'<div class="diff">translation since the last run: '
                f"{_word_diff_html(r.fr_before, pair.fr.text)}</div>")
    if pair.reference and pair.fr is not None and pair.reference != pair.fr.text:
        diff += (f'<div class="diff ref">against the reference translation: '
                 f"{_word_diff_html(pair.fr.text, pair.reference)}</div>")
    severities = " ".join(sorted({f.severity.value for f in r.findings}))
    diffs = " ".join(sorted({f.diff for f in r.findings if f.diff}))
    fixable = ""
    if any(s.given for s in r.suggestions.values()) and pair.en and pair.fr:
        # what a correction accepted here is made for, for fixes.csv and import-fixes
        fixable = (f' data-index="{pair.en.index}" data-ruling="{pair.en.ruling_id}" '
                   f'data-target="{pair.fr.ruling_id}" data-fr="{escape(pair.fr.text)}"')
    return (f'<article class="{escape(r.score.status)}" data-status="{escape(r.score.status)}" '
            f'data-checks="{escape(checks)}" data-severities="{severities}" '
            f'data-doc="{escape(pair.doc)}" data-diffs="{escape(diffs)}"{fixable} '
            f'data-change="{escape(r.change)}"><h2>{head}</h2>{_side_by_side(r, lang)}{diff}'
            f'{"<ul class=findings>" + items + "</ul>" if items else ""}</article>')


def _resolved(run: RunResult) -> str:
    if not run.resolved:
        return ""
    items = "".join(
        f"<li>{escape(row.get('doc', ''))} #{escape(row.get('en_index', ''))} "
        f"<b>{escape(row.get('check_id', ''))}</b>: {escape(row.get('message', ''))}</li>"
        for row in run.resolved)
    return (f"<details><summary>{len(run.resolved)} findings resolved since the last run"
            f"</summary><ul>{items}</ul></details>")


def _counts_table(title: str, counts: dict) -> str:
    rows = "".join(f"<tr><td>{escape(str(k))}</td><td>{v}</td></tr>" for k, v in counts.items())
    return f'<table class="counts"><tr><th colspan=2>{escape(title)}</th></tr>{rows}</table>'


def page_name(number: int) -> str:
    return "report.html" if number == 1 else f"report-{number}.html"


@dataclass
class Shown:
    """What the pages show: every flagged ruling, then the others (all, or every
    ``stride``-th of them by position when there are more than the limit)."""

    ok_limit: int
    ok_total: int = 0
    stride: int = 0

    def results(self, run: RunResult) -> Iterator[Result]:
        for r in run.by_position():
            if r.score.status == REVIEW:
                yield r
            else:
                self.ok_total += 1
        if not self.ok_limit or not self.ok_total:
            return
        self.stride = -(-self.ok_total // self.ok_limit)
        n = 0
        for r in run.by_position():
            if r.score.status != REVIEW:
                if n % self.stride == 0:
                    yield r
                n += 1

    def note(self) -> str:
        if self.ok_total == 0:
            return ""
        shown = -(-self.ok_total // self.stride) if self.stride else 0
        if shown == self.ok_total:
            return (f"<p>Rulings not flagged: all {self.ok_total:,} are shown, after the "
                    "flagged ones.</p>")
        which = (f"{shown:,} of them are shown after the flagged ones, one in every "
                 f"{self.stride:,} by position" if shown else "none of them is shown")
        return (f"<p>Rulings not flagged: {self.ok_total:,}; {which}. rulings.csv lists "
                "every ruling.</p>")


@dataclass
class Page:
    number: int
    articles: list[str] = field(default_factory=list)
    docs: list[str] = field(default_factory=list)
    review: int = 0
    count: int = 0
    first: str = ""
    last: str = ""

    @classmethod
    def of(cls, number: int, results: list[Result], lang: str) -> Page:
        page = cls(number, [_article(r, lang) for r in results],
                   sorted({r.pair.doc for r in results}),
                   sum(r.score.status == REVIEW for r in results), len(results))
        page.first, page.last = _label(results[0]), _label(results[-1])
        return page

    def entry(self) -> str:
        count = self.count
        what = (f"{self.review:,} to review" if self.review == count else
                f"{self.review:,} to review, {count - self.review:,} not flagged" if self.review
                else f"{count:,} not flagged")
        return (f'<li><a href="{page_name(self.number)}">part {self.number}</a>: {what} '
                f"<small>({escape(self.first)} … {escape(self.last)})</small></li>")


def _label(r: Result) -> str:
    where = f"#{r.pair.en.index}" if r.pair.en else f"target entry {r.pair.fr.index}"
    return f"{r.pair.doc} {where}"


def write_html(out: Path, run: RunResult, data: dict | None = None, per_page: int = PER_PAGE,
               ok_shown: int = OK_SHOWN) -> list[Path]:
    """report.html and, for a large run, report-2.html…: each part written atomically,
    report.html (with the list of parts) last. Holds two parts' rulings at most."""
    data = data or with_deltas(run)
    shown = Shown(ok_shown)
    chunks = chunked(shown.results(run), per_page)
    pages: list[Page] = []
    block = next(chunks, [])
    first = Page.of(1, block, run.lang) if block else Page(1)
    pages.append(first)
    block = next(chunks, None)
    written = []
    while block is not None:
        page = Page.of(len(pages) + 1, block, run.lang)
        pages.append(page)
        block = next(chunks, None)
        path = out / page_name(page.number)
        write_pieces(path, render(run, data, page, has_next=block is not None))
        page.articles = []  # written: only its entry in the list of parts is kept
        written.append(path)
    write_pieces(out / "report.html", render(run, data, first, has_next=len(pages) > 1,
                                             pages=pages, note=shown.note()))
    return [out / "report.html", *written]


def _index(pages: list[Page]) -> str:
    """The list of parts, on the first one."""
    if len(pages) == 1:
        return ""
    items = "".join(p.entry() for p in pages)
    return (f'<nav class="pages"><b>This report is in {len(pages)} parts</b>, flagged rulings '
            f"first (the filters and the search work within a part):<ol>{items}</ol></nav>")


def _steps(page: Page, has_next: bool) -> str:
    """Links to the previous and next parts and back to the first."""
    links = []
    if page.number > 1:
        links += [f'<a href="{page_name(page.number - 1)}">◀ part {page.number - 1}</a>',
                  '<a href="report.html">part 1: the counts and the list of parts</a>']
    if has_next:
        links.append(f'<a href="{page_name(page.number + 1)}">part {page.number + 1} ▶</a>')
    return f'<nav class="pages">{" · ".join(links)}</nav>' if links else ""


def render(run: RunResult, data: dict, page: Page, has_next: bool = False,
           pages: list[Page] | None = None, note: str = "") -> Iterator[str]:
    """One part in pieces: the head, then its rulings. ``pages``, on the first part only:
    the list of every part."""
    check_options = "".join(f"<option>{escape(c)}</option>" for c in data["check"])
    doc_options = "".join(f"<option>{escape(d)}</option>" for d in page.docs)
    metrics = ""
    if data["metrics"]:
        m = data["metrics"]
        metrics = (f"<p>Against the reference translation: chrF {m['chrf']}, TER {m['ter']} "
                   f"({m['segments']} segments; <small>{escape(m['chrf_signature'])}</small>)</p>")
    steps = _steps(page, has_next)
    if page.number == 1:
        counts = (_counts_table("status", data["status"])
                  + _counts_table("severity", data["severity"])
                  + _counts_table("check", data["check"])
                  + _counts_table("input", data["counts"]))
        section = (f"<section>{counts}{metrics}{_history_svg(run, data)}{_resolved(run)}"
                   f"{note}{_index(pages or [page])}</section>")
        title = ""
    else:
        section, title = f"<section>{steps}</section>", f" · part {page.number}"
    yield f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>rulings-qa report ({escape(run.lang)}){title}</title><style>{STYLE}</style></head>
<body><header><h1>rulings-qa · EN → {escape(run.lang.upper())} · {data['status']['review']} to review
of {data['counts']['rulings_read']} rulings{title}</h1></header><main>
{section}
<div class="controls">status <select id="status"><option value="">all</option>
<option>review</option><option>ok</option></select>
severity <select id="severity"><option value="">all</option><option>critical</option>
<option>major</option><option>minor</option></select>
check <select id="check"><option value="">all</option>{check_options}</select>
card <select id="doc"><option value="">all</option>{doc_options}</select>
findings <select id="diffs"><option value="">all</option><option>new</option>
<option>persisting</option></select>
search <input id="q" type="search" size="24"> · <span id="shown"></span> shown ·
<button id="prev" type="button">◀</button> page <span id="page"></span>
<button id="next" type="button">▶</button> ·
<button id="download" type="button">download waivers.csv</button>
<button id="fixes" type="button">download fixes.csv</button>
<input id="by" placeholder="your name" size="10"> ·
<small>j / k: next / previous flagged ruling</small></div>
"""
    yield from page.articles
    if steps:
        yield f"<footer>{steps}</footer>"
    yield f"""
</main><script>{SCRIPT}</script></body></html>
"""
