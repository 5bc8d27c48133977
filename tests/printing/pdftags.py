"""Reading a tagged PDF back as a screen reader does (pikepdf): the structure tree in order, its text and alt.

``transcript(pdf)`` walks ``/StructTreeRoot`` depth first, in the order of each element's ``/K``; the text
of each marked-content id is decoded from the page's content stream through the fonts' ``ToUnicode``
maps. Figures give their ``/Alt``. Text drawn outside any structure element (artifacts) is not read.
"""

import io
import re
from dataclasses import dataclass, field
from functools import lru_cache

import pikepdf

BLOCKS = {"P", "H1", "H2", "H3", "H4", "H5", "H6", "LI", "Caption", "TD", "TH", "Figure"}
BFCHAR = re.compile(rb"beginbfchar(.*?)endbfchar", re.S)
BFRANGE = re.compile(rb"beginbfrange(.*?)endbfrange", re.S)
HEX = re.compile(rb"<([0-9a-fA-F]+)>")


@dataclass
class Element:
    """One structure element: its type, language, alternate text, own text and children, in order."""

    tag: str
    lang: str | None
    alt: str | None
    text: str = ""
    children: list = field(default_factory=list)

    def walk(self):
        """This element and every element under it, depth first (reading order)."""
        yield self
        for child in self.children:
            yield from child.walk()

    def spoken(self):
        """What a screen reader says for this element: its text in order, figures as ``[alt]``."""
        if self.tag == "Figure":
            return f"[{self.alt or ''}]"
        return self.text + "".join(child.spoken() for child in self.children)


def _unicode(hex_bytes):
    return bytes.fromhex(hex_bytes.decode()).decode("utf-16-be", errors="replace")


@lru_cache(maxsize=64)
def _cmap(data):
    """A ToUnicode CMap's code → text map (bfchar and bfrange entries)."""
    mapping = {}
    for block in BFCHAR.findall(data):
        codes = HEX.findall(block)
        for source, target in zip(codes[::2], codes[1::2]):
            mapping[int(source, 16)] = _unicode(target)
    for block in BFRANGE.findall(data):
        for line in block.strip().splitlines():
            codes = HEX.findall(line)
            if len(codes) == 3:
                low, high, start = int(codes[0], 16), int(codes[1], 16), codes[2]
                first = int(start, 16)
                for offset in range(high - low + 1):
                    mapping[low + offset] = chr(first + offset)
    return mapping


def _decode(font, raw):
    mapping = _cmap(bytes(font.ToUnicode.read_bytes()))
    width = 2 if font.get("/Subtype") == "/Type0" else 1
    return "".join(mapping.get(int.from_bytes(raw[i:i + width], "big"), "\ufffd") for i in range(0, len(raw), width))


def marked_texts(page):
    """``{mcid: text}`` of a page: the text shown inside each marked-content sequence with an MCID."""
    fonts = page.Resources.get("/Font", {})
    texts, stack, font = {}, [], None
    for operands, operator in pikepdf.parse_content_stream(page):
        name = str(operator)
        if name == "BDC":
            properties = operands[1]
            stack.append(int(properties.MCID) if isinstance(properties, pikepdf.Dictionary)
                         and "/MCID" in properties else None)
        elif name == "BMC":
            stack.append(None)
        elif name == "EMC":
            stack.pop()
        elif name == "Tf":
            font = fonts[operands[0]]
        elif name in ("Tj", "TJ", "'", '"') and stack and stack[-1] is not None:
            pieces = operands[-1] if name == "TJ" else [operands[-1]]
            text = "".join(_decode(font, bytes(piece)) for piece in pieces if isinstance(piece, pikepdf.String))
            texts[stack[-1]] = texts.get(stack[-1], "") + text
    return texts


def _text(value):
    return str(value) if value is not None else None


def _element(node, page_texts, pages, page=None):
    page = node.get("/Pg", page)
    element = Element(tag=str(node.get("/S", "/?"))[1:], lang=_text(node.get("/Lang")), alt=_text(node.get("/Alt")))
    kids = node.get("/K", [])
    if not isinstance(kids, pikepdf.Array):
        kids = [kids]
    for kid in kids:
        if isinstance(kid, int):
            element.text += page_texts(pages[page.objgen]).get(int(kid), "")
        elif isinstance(kid, pikepdf.Dictionary) and kid.get("/Type") == "/MCR":
            element.text += page_texts(pages[kid.Pg.objgen]).get(int(kid.MCID), "")
        elif isinstance(kid, pikepdf.Dictionary) and "/S" in kid:
            element.children.append(_element(kid, page_texts, pages, page))
    return element


@dataclass
class TaggedPdf:
    """What a screen reader gets from a PDF: catalogue facts and the structure tree."""

    marked: bool
    lang: str | None
    title: str | None
    display_title: bool
    pdfua_part: str | None
    root: Element | None

    def elements(self, tag=None):
        """Every structure element (of type ``tag``), in reading order."""
        found = list(self.root.walk()) if self.root else []
        return [element for element in found if tag is None or element.tag == tag]

    def reading(self):
        """The document as a screen reader reads it: ``(tag, words)`` for each paragraph, heading, list item,
        caption, cell or figure, in order (a figure inside a paragraph is read there, as ``[alt]``)."""
        lines = []

        def visit(element):
            if element.tag in BLOCKS:
                words = " ".join(element.spoken().split())
                if words:
                    lines.append((element.tag, words))
                return
            for child in element.children:
                visit(child)

        if self.root:
            visit(self.root)
        return lines


def read_tagged(pdf_bytes):
    """Open ``pdf_bytes`` and read it as a screen reader would."""
    pdf = pikepdf.open(io.BytesIO(pdf_bytes))
    catalog = pdf.Root
    pages = {page.obj.objgen: page for page in pdf.pages}
    cache = {}

    def page_texts(page):
        key = page.obj.objgen
        if key not in cache:
            cache[key] = marked_texts(page)
        return cache[key]

    tree = catalog.get("/StructTreeRoot")
    root = None
    if tree is not None:
        root = Element(tag="StructTreeRoot", lang=None, alt=None)
        kids = tree.get("/K", [])
        for kid in (kids if isinstance(kids, pikepdf.Array) else [kids]):
            root.children.append(_element(kid, page_texts, pages))
    metadata = pdf.open_metadata()
    return TaggedPdf(
        marked=bool(catalog.get("/MarkInfo", {}).get("/Marked", False)),
        lang=_text(catalog.get("/Lang")),
        title=_text(pdf.docinfo.get("/Title")),
        display_title=bool(catalog.get("/ViewerPreferences", {}).get("/DisplayDocTitle", False)),
        pdfua_part=metadata.get("pdfuaid:part"),
        root=root)
