"""The installable app: the manifest, its PNG icons, the service worker's script and scope."""

import io
import re

import pytest
from PIL import Image

from companion.app import create_app
from tests.web.helpers import create_table, post


def test_the_manifest_names_the_app_and_its_start_page(client):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200 and response.mimetype == "application/manifest+json"
    manifest = response.get_json(force=True)
    assert manifest["name"] == "Rainbow Companion" and manifest["short_name"] == "Rainbow"
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
    assert client.get("/manifest.webmanifest?lang=ja").get_json(force=True)["name"] == "レインボー・コンパニオン"


def test_every_icon_is_a_png_of_the_size_it_claims_and_one_is_maskable(client):
    icons = client.get("/manifest.webmanifest").get_json(force=True)["icons"]
    sizes = set()
    for icon in icons:
        data = client.get(icon["src"]).data
        image = Image.open(io.BytesIO(data))
        width, height = (int(side) for side in icon["sizes"].split("x"))
        assert image.format == "PNG" and icon["type"] == "image/png"
        assert image.size == (width, height)
        sizes.add(width)
    assert {192, 512} <= sizes
    assert any("maskable" in icon["purpose"].split() for icon in icons)
    maskable = next(icon for icon in icons if "maskable" in icon["purpose"])
    image = Image.open(io.BytesIO(client.get(maskable["src"]).data)).convert("RGB")
    corner = image.getpixel((0, 0))
    assert corner == image.getpixel((image.width - 1, image.height - 1))  # a full background, no transparency
    safe = image.width * 0.4  # everything drawn lies inside the central circle of the safe zone
    drawn = [(x, y) for x in range(0, image.width, 4) for y in range(0, image.height, 4)
             if image.getpixel((x, y)) != corner]
    assert drawn and all((x - image.width / 2) ** 2 + (y - image.height / 2) ** 2 <= safe ** 2 for x, y in drawn)


@pytest.mark.parametrize("path", ["/", "/rules", "/rules/rainbow7-rain", "/tables/import", "/nights/import",
                                  "/tables/new?game=rainbow-snake"])
def test_every_page_links_the_manifest_and_loads_the_worker(client, path):
    page = client.get(path).get_data(as_text=True)
    assert '<link rel="manifest" href="/manifest.webmanifest' in page
    assert 'data-worker="/sw.js"' in page


def test_a_table_page_links_the_manifest_too(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    assert '<link rel="manifest"' in client.get(table).get_data(as_text=True)


def test_the_service_worker_is_served_from_the_root_and_never_caches_tables(client):
    response = client.get("/sw.js")
    assert response.status_code == 200 and response.mimetype == "text/javascript"
    assert response.headers["Service-Worker-Allowed"] == "/"
    assert "no-cache" in response.headers["Cache-Control"]
    script = response.get_data(as_text=True)
    assert 'request.method !== "GET"' in script  # every POST goes to the network
    assert "/t/" not in script  # tables, their state and polls are never matched, so never cached
    csp = response.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp  # workers and manifests: 'self' only


def test_no_page_of_a_table_or_its_night_may_be_kept_by_a_cache(client):
    table = create_table(client, "rainbow-snake", ["Ana", "Ben"], cards="4")
    post(client, f"{table}/events", seen=0, action="turn", player="Ana")
    htmx = {"HX-Request": "true"}
    answers = [client.get(table), client.get(f"{table}/state?v=0", headers=htmx), client.get(f"{table}/state?v=1", headers=htmx),
               client.get(f"{table}/next", headers=htmx), client.get(f"{table}/night"), client.get(f"{table}/night.json"),
               client.get(f"{table}/log.json"), client.get(f"{table}/history"), client.get(f"{table}/board"),
               client.get(f"{table}/where", headers=htmx), post(client, f"{table}/undo", htmx=True, seen=1)]
    for response in answers:
        assert response.status_code in (200, 204), response.request.path
        assert response.headers.get("Cache-Control") == "no-store", response.request.path


def test_behind_a_proxys_prefix_the_manifest_and_the_worker_use_the_apps_root(tmp_path):
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "x", "BEHIND_PROXY": True})
    client = app.test_client()
    proxy = {"X-Forwarded-Prefix": "/rainbow"}
    manifest = client.get("/manifest.webmanifest", headers=proxy).get_json(force=True)
    assert manifest["start_url"] == "/rainbow/" and manifest["scope"] == "/rainbow/"
    assert all(icon["src"].startswith("/rainbow/static/") for icon in manifest["icons"])
    assert client.get("/sw.js", headers=proxy).headers["Service-Worker-Allowed"] == "/rainbow/"
    page = client.get("/rules", headers=proxy).get_data(as_text=True)
    assert 'data-worker="/rainbow/sw.js" data-root="/rainbow/"' in page
