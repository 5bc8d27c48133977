"""QR codes as SVG (drawn from the qrcode library's module matrix, quiet zone included)."""

import qrcode
from qrcode.constants import ERROR_CORRECT_M

QUIET_MODULES = 4


def qr_path(text):
    """``(modules, path data)``: the symbol's width in modules, quiet zone included, and its dark modules as runs."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=QUIET_MODULES)
    code.add_data(text)
    code.make(fit=True)
    matrix = code.get_matrix()
    modules = len(matrix)
    runs = []
    for row, line in enumerate(matrix):
        column = 0
        while column < modules:
            if line[column]:
                start = column
                while column < modules and line[column]:
                    column += 1
                runs.append(f"M{start},{row}h{column - start}v1h{start - column}z")
            else:
                column += 1
    return modules, "".join(runs)


def qr_svg(text, size_mm):
    """An SVG QR code for ``text``, ``size_mm`` wide including its 4-module quiet zone."""
    modules, path = qr_path(text)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size_mm}mm" height="{size_mm}mm" '
            f'viewBox="0 0 {modules} {modules}" shape-rendering="crispEdges">'
            f'<rect width="{modules}" height="{modules}" fill="#ffffff"/>'
            f'<path d="{path}" fill="#000000"/></svg>')
