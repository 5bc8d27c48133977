"""The state fragment of a table version, rendered once per language and starting version.

After a change, every phone of the table polls and gets the same fragment
(nothing in it depends on the phone: its forms carry the table's own CSRF
token, see ``security.table_token``),
so the first request renders it and the others reuse it. A version never
changes once written, so an entry is never stale. Fragments live in the
app's cache (companion/caches.py) under ``("fragment", table_id, version, language, since)``:
``since`` is what the fragment takes from the polling phone: the version the
live region speaks from and whether the forms come along (they changed since
that phone's version), so phones that were one record behind share one fragment.
"""

import sys


def get_or_render(cache, table_id, version, language, since, render):
    """The fragment of ``table_id`` at ``version`` in ``language`` for the phones ``since`` describes:
    kept, or ``render()``'s result, kept."""
    key = ("fragment", table_id, version, language, since)
    html = cache.get(key)
    if html is None:
        html = render()
        cache.put(key, html, sys.getsizeof(html))
    return html
