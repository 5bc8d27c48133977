"""Printables: Accessijeux-style sticker sheets and QR rule cards, rendered to PDF.

The stages can each be inspected: data files under ``printables/`` (sheet
presets in the gLabels way, deck manifests, code letters) → a list of
stickers (``deck``) → positioned labels (``sheets``) → SVG/HTML (``marks``,
``guide``, ``rulecards``) → PDF (``pdf``, WeasyPrint). ``cli`` and ``views``
are the two front doors.
"""


from companion.rules.errors import DomainError


class PrintOptionError(DomainError):
    """A print option the user gave is not acceptable; ``field`` names the option."""

    def __init__(self, field, template, **params):
        super().__init__(template, **params)
        self.field = field
