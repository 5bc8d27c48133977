"""Public links (join link, QR codes, seat link, rule cards) never come from an arbitrary Host header;
behind a trusted proxy the forwarded scheme and host count and cookies are Secure over HTTPS."""

import re

import pytest
import zxingcpp
from weasyprint import HTML

from companion import store
from companion.app import create_app
from tests.conftest import client_with_token
from tests.printing.pdfmeasure import render_pages
from tests.web.helpers import create_table

EVIL = "evil.example"
JOIN_LINK = re.compile(r'class="join-link">([^<]+)<')


def qr_texts(pdf, tmp_path):
    """The text of every QR code in a PDF."""
    tmp_path.mkdir()
    return [result.text for image in render_pages(pdf, tmp_path, 200)
            for result in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]


def page_qr_texts(page, tmp_path):
    """The QR codes of a page's inline SVGs, rendered to PDF by WeasyPrint and decoded."""
    sized = [svg.replace("<svg ", '<svg width="60mm" height="60mm" ', 1)
             for svg in re.findall(r"<svg.*?</svg>", page, re.S)]
    html = "".join(f'<div style="margin:10mm">{svg}</div>' for svg in sized)
    return qr_texts(HTML(string=f"<html><body>{html}</body></html>").write_pdf(), tmp_path)


def phone_of(app):
    """A test client with the CSRF token of tests.conftest in its session."""
    return client_with_token(app)


def test_a_forged_host_reaches_no_link_and_no_qr_code(client, app, tmp_path):
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé"])
    forged = {"Host": EVIL}
    page = client.get(table, headers=forged).get_data(as_text=True)
    assert EVIL not in page
    assert JOIN_LINK.search(page).group(1) == f"http://localhost{table}"
    assert page_qr_texts(page, tmp_path / "page") == [f"http://localhost{table}"]
    card = client.get(f"{table}/join-card.pdf", headers=forged)
    assert card.status_code == 200 and qr_texts(card.data, tmp_path / "card") == [f"http://localhost{table}"]
    table_id = table.rsplit("/", 1)[1]
    seat_key = store.load_table(table_id, engine=app.extensions["companion_db"]).seat_keys["Ana"]
    seat = client.get(f"{table}/seat/{seat_key}", headers=forged).get_data(as_text=True)
    assert EVIL not in seat
    assert page_qr_texts(seat, tmp_path / "seat") == [f"http://localhost{table}/seat/{seat_key}"]
    rule_cards = client.get("/print/rule-cards", headers=forged).get_data(as_text=True)
    assert EVIL not in rule_cards and 'value="http://localhost"' in rule_cards
    pdf = client.get("/print/rule-cards.pdf?game=rainbow-snake&print_lang=en", headers=forged)
    assert pdf.status_code == 200
    codes = qr_texts(pdf.data, tmp_path / "rules")
    assert codes and all(code.startswith("http://localhost/rules/") for code in codes)


def test_a_host_of_this_server_is_kept_and_a_configured_base_url_wins(tmp_path):
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "s",
                      "PUBLIC_HOSTS": ["192.168.1.20", "localhost"]})
    phone = phone_of(app)
    table = create_table(phone, "rainbow7-rain", ["Ana", "Ben"])
    for host, link in (("192.168.1.20", "http://192.168.1.20"), ("192.168.1.20:8000", "http://192.168.1.20"),
                       ("localhost", "http://localhost"), (EVIL, "http://192.168.1.20")):
        page = phone.get(table, headers={"Host": host}).get_data(as_text=True)
        assert JOIN_LINK.search(page).group(1) == link + table, host  # another port is not this server's
    app.config["PUBLIC_BASE_URL"] = "https://games.example.org/"
    page = phone.get(table, headers={"Host": "192.168.1.20"}).get_data(as_text=True)
    assert JOIN_LINK.search(page).group(1) == f"https://games.example.org{table}"


FORWARDED = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "games.example.org", "X-Forwarded-For": "203.0.113.9"}


def secure_cookies(response):
    """``{cookie name: has Secure}`` of a response."""
    return {value.split("=", 1)[0]: "; Secure" in value for value in response.headers.getlist("Set-Cookie")}


@pytest.mark.parametrize("behind_proxy", [False, True])
def test_forwarded_headers_count_only_behind_a_proxy_and_https_cookies_are_secure(tmp_path, behind_proxy):
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "s", "BEHIND_PROXY": behind_proxy,
                      "PUBLIC_HOSTS": ["games.example.org", "localhost"]})
    phone = app.test_client()
    first = phone.get("/tables/new?game=rainbow7-rain&lang=fr", headers=FORWARDED)
    token = re.search(r'name="csrf_token" value="([^"]+)"', first.get_data(as_text=True)).group(1)
    form = {"csrf_token": token, "game": "rainbow7-rain", "first": "0", "name-0": "Ana", "name-1": "Ben"}
    from_the_site = FORWARDED | {"Origin": "https://games.example.org"}
    if not behind_proxy:  # the forwarded host is ignored: that Origin is another site's
        assert phone.post("/tables", data=form, headers=from_the_site).status_code == 403
    created = phone.post("/tables", data=form, headers=from_the_site if behind_proxy else FORWARDED)
    assert created.status_code == 303
    cookies = secure_cookies(first) | secure_cookies(created)
    assert {"session", "lang", "names"} <= set(cookies)
    assert all(cookies.values()) if behind_proxy else not any(cookies.values()), cookies
    page = phone.get(created.headers["Location"], headers=FORWARDED).get_data(as_text=True)
    expected = "https://games.example.org/t/" if behind_proxy else "http://localhost/t/"
    assert JOIN_LINK.search(page).group(1).startswith(expected)
