"""Temporary (not committed): every French text of the other pages."""
from tests.test_text_quality import pages_to_read
from tests.text_checks import text_nodes


def test_dump(app):
    from tests.conftest import CSRF_TOKEN
    client = app.test_client()
    with client.session_transaction() as session:
        session["csrf"] = CSRF_TOKEN
    client.get("/?lang=fr")
    seen = set()
    with open("/tmp/nfr_pages.txt", "w") as out:
        for path in pages_to_read(app):
            if "/rules/" in path and path.count("/") > 2:
                continue
            out.write(f"\n===== {path}\n")
            for text in text_nodes(client.get(path).get_data(as_text=True)):
                if text not in seen:
                    seen.add(text)
                    out.write(text + "\n")
