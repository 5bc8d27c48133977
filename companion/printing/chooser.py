"""The label-sheet chooser of ``/print``: a search that narrows a list of radio buttons.

Without JavaScript the search is part of the print form (``sheet_q``, sent with the form, GET); with
htmx, ``/print/sheets`` (``views.sheet_list``) answers the same list as a fragment while the user types.
The sheet chosen always stays in the list, so that narrowing the list never changes what is chosen.
"""

from companion.i18n import translate, translate_plural
from companion.printing.sheets import DEFAULT_SHEET, find_sheet, own_presets, search, usable_sheets

CHOICES_LIMIT = 40


def sheet_choices(chosen_id, query, lang=None):
    """What the chooser shows for ``query``: ``{"status": sentence, "sheets": [Sheet], "chosen": id}`` — the
    matches (at most ``CHOICES_LIMIT``) or, with no query, the own presets; the chosen sheet first when the
    list would not hold it."""
    query = " ".join(query.split())
    chosen = find_sheet(chosen_id or DEFAULT_SHEET)
    if query:
        found = search(query)
        sheets = found[:CHOICES_LIMIT]
        if not found:
            status = translate("No label sheet matches “{query}”. Try the part number alone, like 7160, or the "
                               "brand alone.", lang, query=query)
        elif len(found) > CHOICES_LIMIT:
            status = translate("{count} label sheets match “{query}”: the first {shown} are listed. Type more of "
                               "the name to narrow the list.", lang, count=len(found), query=query, shown=CHOICES_LIMIT)
        else:
            status = translate_plural("{count} label sheet matches “{query}”.",
                                      "{count} label sheets match “{query}”.", len(found), lang, query=query)
    else:
        sheets = [sheet for sheet in own_presets().values() if sheet.usable]
        status = translate_plural("Recommended sheets below. Type a brand or part number to search all {count} label "
                                  "sheet.", "Recommended sheets below. Type a brand or part number to search all "
                                  "{count} label sheets.", len(usable_sheets()), lang)
    if chosen is not None and chosen.usable and chosen not in sheets:
        sheets = [chosen, *sheets]
    return {"status": status, "sheets": sheets, "chosen": chosen.id if chosen else chosen_id, "query": query}
