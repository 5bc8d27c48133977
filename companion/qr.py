"""QR codes as SVG markup (inlined in pages and PDFs, no image files)."""

import qrcode
import qrcode.image.svg


def qr_svg(data, border=4):
    """An SVG document (str) of a QR code for ``data`` with its quiet zone of ``border`` modules."""
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=border,
                         image_factory=qrcode.image.svg.SvgPathImage)
    code.add_data(data)
    code.make(fit=True)
    return code.make_image().to_string(encoding="unicode")
