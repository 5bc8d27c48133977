"""Rule text blocks as HTML: every character escaped, only our own tags emitted."""

from markupsafe import Markup, escape

from companion.rulebook.document import parse_inline, plain


def inline_html(nodes, link_for, page_lang):
    """Inline nodes as HTML; ``link_for(section_id)`` gives the href of a cross-reference."""
    parts = []
    for node in nodes:
        kind = node[0]
        if kind == "text":
            parts.append(escape(node[1]))
        elif kind == "strong":  # its words may hold a phrase in another language: **[[en:Rainbow]]**
            parts.append(Markup("<strong>{}</strong>").format(inline_html(parse_inline(node[1]), link_for, page_lang)))
        elif kind == "lang":
            if node[1] == page_lang:
                parts.append(escape(node[2]))
            else:
                parts.append(Markup('<span lang="{}">{}</span>').format(node[1], node[2]))
        else:
            parts.append(Markup('<a href="{}">{}</a>').format(link_for(node[1]), node[2]))
    return Markup("").join(parts)


def blocks_html(blocks, link_for, page_lang):
    """A section's blocks as HTML: paragraphs, lists, sub-headings, tables with headers."""
    out = []
    for block in blocks:
        kind = block[0]
        if kind == "p":
            out.append(Markup("<p>{}</p>").format(inline_html(block[1], link_for, page_lang)))
        elif kind == "h3":
            out.append(Markup("<h3>{}</h3>").format(inline_html(block[1], link_for, page_lang)))
        elif kind in ("ul", "ol"):
            items = Markup("").join(Markup("<li>{}</li>").format(inline_html(item, link_for, page_lang))
                                    for item in block[1])
            out.append(Markup("<{0}>{1}</{0}>").format(Markup(kind), items))
        elif kind == "table":
            out.append(_table_html(block, link_for, page_lang))
    return Markup("\n").join(out)


def _table_html(block, link_for, page_lang):
    """A data table: a caption, column headers (scope=col) and, in each row, a row header (scope=row)."""
    _, caption, header, rows = block
    cells = Markup("").join(Markup('<th scope="col">{}</th>').format(inline_html(cell, link_for, page_lang))
                            for cell in header)
    body = []
    for row in rows:
        first = Markup('<th scope="row">{}</th>').format(inline_html(row[0], link_for, page_lang))
        rest = Markup("").join(Markup("<td>{}</td>").format(inline_html(cell, link_for, page_lang))
                               for cell in row[1:])
        body.append(Markup("<tr>{}{}</tr>").format(first, rest))
    caption_html = Markup("<caption>{}</caption>").format(inline_html(caption, link_for, page_lang)) if caption else ""
    # Words are never broken inside a cell (a screen reader reads each piece as a word): a table wider than
    # the phone scrolls sideways in its own region, which the keyboard reaches too.
    region = Markup(' tabindex="0" role="region" aria-label="{}"').format(plain(caption)) if caption else ""
    return Markup('<div class="table-scroll"{}><table>{}<thead><tr>{}</tr></thead><tbody>{}</tbody></table></div>').format(
        region, caption_html, cells, Markup("").join(body))
