"""The state fragment of a table version, rendered once per language.

After a change, every phone of the table polls and gets the same fragment
(nothing in it depends on the phone: its forms carry the table's own CSRF
token, see ``security.table_token``),
so the first request renders it and the others reuse it. A version never
changes once written, so an entry is never stale; a small LRU bounds memory.
"""

import threading
from collections import OrderedDict

MAX_FRAGMENTS = 512
_fragments = OrderedDict()
_lock = threading.Lock()


def get_or_render(key, render):
    """The fragment stored under ``key``, or ``render()``'s result, stored."""
    with _lock:
        html = _fragments.get(key)
        if html is not None:
            _fragments.move_to_end(key)
            return html
    html = render()
    with _lock:
        _fragments[key] = html
        while len(_fragments) > MAX_FRAGMENTS:
            _fragments.popitem(last=False)
    return html
