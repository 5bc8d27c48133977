"""Find rule sections by the words a player would use, in each language.

One small index per language, built on first use from the rule texts and
cached. A section scores for each query word it contains (whole words, see
tokens.py), weighted by how rare the word is (idf); a hit in the title counts
most, then the section's keywords (the synonyms players use: "who starts",
"tie", "同点"), then the body. Sections matching more of the query's words rank
first. ``search_everywhere`` falls back to the other languages when the page's
own finds nothing ("orage" on the English page finds the French storm section).
"""

import math
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from markupsafe import Markup, escape

from companion.rulebook import document, tokens
from companion.rulebook.sections import published

TITLE_WEIGHT, KEYWORD_WEIGHT = 3.0, 2.0
BODY_SATURATION, LENGTH_EFFECT = 1.2, 0.75
SNIPPET_CHARS = 180
MAX_RESULTS = 10
WEAK_RESULT = 0.1
SEARCH_LANGUAGES = ("en", "fr", "ja", "de")


@dataclass(frozen=True)
class Entry:
    """One indexed section: where it is, its words by field, and its passages for snippets."""

    game: str
    section_id: str
    title: str
    title_terms: frozenset
    keyword_terms: frozenset
    body_terms: Counter
    passages: tuple
    keywords: tuple = ()

    @property
    def length(self):
        """How many terms the body has (long sections must not win by size alone)."""
        return sum(self.body_terms.values())


@dataclass(frozen=True)
class Result:
    """A matching section: its link target, title and snippet (HTML, matches in ``<span class="hit">``), score, and the
    language of the rule text it matched in."""

    game: str
    section_id: str
    title: Markup
    snippet: Markup
    matched: tuple
    score: float
    lang: str


def _passages(section):
    """The section's readable pieces: paragraphs, list items, sub-headings, table rows."""
    for block in section.blocks:
        if block[0] in ("p", "h3"):
            yield document.plain(block[1])
        elif block[0] in ("ul", "ol"):
            yield from (document.plain(item) for item in block[1])
        elif block[0] == "table":
            yield from (" — ".join(document.plain(cell) for cell in row) for row in block[3])


def _term_set(text, lang):
    return frozenset(term for term, _, _ in tokens.terms(text, lang))


@lru_cache(maxsize=None)
def index(lang):
    """(entries, document frequency of each term, vocabulary) for every game's sections in ``lang``."""
    entries = []
    for game in published():
        page = document.load(game, lang)
        for section in page.sections:
            passages = tuple(_passages(section))
            body = Counter(term for passage in passages for term, _, _ in tokens.terms(passage, lang))
            entries.append(Entry(game, section.id, document.plain(section.title),
                                 _term_set(document.plain(section.title), lang),
                                 _term_set(" ".join(section.keywords), lang), body, passages, section.keywords))
    frequency = Counter()
    for entry in entries:
        frequency.update(entry.title_terms | entry.keyword_terms | set(entry.body_terms))
    return tuple(entries), frequency, tuple(sorted(frequency))


def _body_score(count, length, average):
    """A body hit, saturating with repetition and scaled down in long sections (BM25)."""
    if not count:
        return 0.0
    norm = 1 - LENGTH_EFFECT + LENGTH_EFFECT * length / average
    return count * (BODY_SATURATION + 1) / (count + BODY_SATURATION * norm)


def search(query, lang, game=None):
    """Sections of ``game`` (or of every game) in ``lang`` matching ``query``, best first."""
    entries, frequency, _vocabulary = index(lang)
    wanted = tokens.query_terms(query, lang)
    if not wanted:
        return []
    total = len(entries)
    average = sum(entry.length for entry in entries) / max(total, 1)
    scored = []
    for entry in entries:
        if game and entry.game != game:
            continue
        score, covered, hit_terms = 0.0, 0, set()
        for term in wanted:
            best = 0.0
            if term in frequency:
                weight = math.log(1 + total / frequency[term])
                field = (TITLE_WEIGHT * (term in entry.title_terms) + KEYWORD_WEIGHT * (term in entry.keyword_terms)
                         + _body_score(entry.body_terms.get(term, 0), entry.length, average))
                if field:
                    hit_terms.add(term)
                    best = weight * field
            score += best
            covered += best > 0
        if covered:
            coverage = covered / len(wanted)
            scored.append((score * (0.25 + coverage ** 2), entry, frozenset(hit_terms)))
    scored.sort(key=lambda item: (-item[0], published()[item[1].game].index(item[1].section_id)))
    strong = [item for item in scored if item[0] >= WEAK_RESULT * scored[0][0]] if scored else []
    return [_result(entry, score, hits, lang) for score, entry, hits in strong[:MAX_RESULTS]]


def search_everywhere(query, lang, game=None):
    """``search`` in ``lang``; when that finds nothing, the best matches in the other languages (each
    Result says which language it matched in), one per section."""
    found = search(query, lang, game)
    if found:
        return found
    others = sorted((result for other in SEARCH_LANGUAGES if other != lang for result in search(query, other, game)),
                    key=lambda result: -result.score)
    seen, unique = set(), []
    for result in others:
        if (result.game, result.section_id) not in seen:
            seen.add((result.game, result.section_id))
            unique.append(result)
    return unique[:MAX_RESULTS]


def _result(entry, score, hits, lang):
    """A Result with the title and best passage highlighted."""
    best = max(entry.passages, key=lambda passage: (len(_hit_terms(passage, hits, lang)),
                                                     len(_hit_spans(passage, hits, lang))), default="")
    words = [entry.title[a:b] for a, b in _hit_spans(entry.title, hits, lang)]
    words += [best[a:b] for a, b in _hit_spans(best, hits, lang)]
    shown = _hit_terms(entry.title, hits, lang) | _hit_terms(best, hits, lang)
    words += [phrase for phrase in entry.keywords if _hit_terms(phrase, hits, lang) - shown]
    return Result(entry.game, entry.section_id, highlight(entry.title, hits, lang),
                  highlight(_excerpt(best, hits, lang), hits, lang),
                  tuple(dict.fromkeys(word for word in words)), round(score, 3), lang)


def _hit_terms(text, hits, lang):
    """The hit terms that occur in ``text``."""
    return {term for term, _, _ in tokens.terms(text, lang, keep_stop_words=True) if term in hits}


def _hit_spans(text, hits, lang):
    """Merged (start, end) spans of ``text`` whose terms are among ``hits``."""
    spans = sorted((start, end) for term, start, end in tokens.terms(text, lang, keep_stop_words=True)
                   if term in hits)
    merged = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _excerpt(passage, hits, lang):
    """At most SNIPPET_CHARS of ``passage``, starting a little before its first hit."""
    if len(passage) <= SNIPPET_CHARS:
        return passage
    spans = _hit_spans(passage, hits, lang)
    start = max(0, spans[0][0] - 40) if spans else 0
    if start:
        space = passage.find(" ", start)
        start = space + 1 if 0 <= space < spans[0][0] else start
    end = start + SNIPPET_CHARS
    return ("…" if start else "") + passage[start:end].strip() + ("…" if end < len(passage) else "")


def highlight(text, hits, lang):
    """``text`` escaped, with each hit in a ``<span class="hit">``: shown marked, read as plain words
    (screen readers say "highlight start … highlight end" around a ``<mark>``)."""
    out, position = [], 0
    for start, end in _hit_spans(text, hits, lang):
        out.append(escape(text[position:start]))
        out.append(Markup('<span class="hit">{}</span>').format(text[start:end]))
        position = end
    out.append(escape(text[position:]))
    return Markup("").join(out)
