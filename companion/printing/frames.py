"""The frame a deck is laid out in, from the print options: which raise method, which sheet's labels, which
card QR labels (``raising`` names the methods; ``card_layout`` lays cards out in a frame)."""

from companion.printing.card_layout import Frame
from companion.printing.sheets import find_sheet


def frame(options):
    """The ``card_layout.Frame`` of the method chosen in ``options``: the chosen sheet's labels (flat; embosser,
    the braille on labels of its own), pieces cut to size (swell) or marks stuck one by one (cut); the card QR
    labels of the sheet they print on."""
    qr = None
    if options.card_qr:
        sheet = find_sheet(options.qr_sheet or options.sheet)
        qr = (sheet.label_width, sheet.label_height, sheet.curved)
    method = options.method
    if method in ("flat", "embosser"):
        sheet = options.preset
        return Frame("label", sheet.label_width, sheet.label_height, sheet.curved, qr,
                     braille_alone=method == "embosser")
    return Frame("piece" if method == "swell" else "cut", qr=qr, printed=method == "swell")
