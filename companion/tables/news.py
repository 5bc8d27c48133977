"""What a table's screens say and swap: the sentence of each record, "Where are we?", whether the forms changed.

The answers a screen needs, in the phone's language, from a timeline: the web
side renders them (companion/web/table_view.py) and never works them out.
"""

from companion.games import game as declared_game
from companion.games.wording import sentences
from companion.i18n import translate
from companion.tables import timeline

NOT_SPOKEN = "\u200b"  # a zero-width space: screen readers skip it, but it makes a repeated sentence new


def announce(game_name, change):
    """What one record did, in the phone's language; an undo says what it took back and the state now."""
    ui = declared_game(game_name).ui
    if change.kind == "undo":
        return translate(
            "Undone: {what}", what=sentences([ui.action_sentence(change.event), ui.now_sentence(change.now)])
        )
    text = ui.announcement(change.event, change.before, change.after)
    return translate("Redone: {what}", what=text) if change.kind == "redo" else text


def unlike_the_last(text, odd):
    """``text`` with one or two unspoken marks: Orca skips a live-region text identical to the one before it."""
    return text + NOT_SPOKEN * (2 if odd else 1)


def announce_last(line):
    """The sentence that says what the newest record did, in the phone's language."""
    if not line.changes:
        return ""
    change = line.changes[-1]
    return unlike_the_last(announce(line.table.game, change), change.seq % 2)


def announcements_since(line, version):
    """One sentence per record after ``version`` (the version this phone showed), oldest first.

    Two records in a row never give the same text, even when their words are the same
    (``told_in_order`` says what they did).
    """
    changes = timeline.changes_since(line, version)
    return [unlike_the_last(text, change.seq % 2) for text, change in zip(told_in_order(line, changes), changes)]


def told_in_order(line, changes):
    """What each of these records did, oldest first, heard together (a phone catching up, "the last 5 actions").

    In a game whose log is private until it is over, the newest is said in
    full and the others as the history tells them: a whole round heard at
    once (its field, its plays, its picks) would say who took which field card.
    """
    private = declared_game(line.table.game).ui.PRIVATE_UNTIL_OVER
    return [
        told_later(line, change) if private and change is not changes[-1] else announce(line.table.game, change)
        for change in changes
    ]


def told_later(line, change):
    """What one record did, as the history tells it now (``history_sentence``), marked as undone or redone."""
    text = declared_game(line.table.game).ui.history_sentence(change.event, change.before, change.after, line.game)
    if change.kind == "undo":
        return translate("Undone: {what}", what=text)
    return translate("Redone: {what}", what=text) if change.kind == "redo" else text


def announced_from(line, since):
    """The version to announce from: what the phone saw, else just the newest record; never more than the timeline keeps."""
    if since is None or not 0 <= since < line.version:
        since = line.version - 1
    return max(since, line.version - timeline.MAX_CHANGES)


def where_are_we(line, odd):
    """The whole state in words; ``odd`` alternates on each phone, so a second answer is read too."""
    return unlike_the_last(declared_game(line.table.game).ui.where_are_we(line.game), odd)


def forms_changed(line, since):
    """True when the forms now differ from those the phone showed at version ``since``.

    One rule for every game: a phone keeps its forms, and what is half typed
    in them, until a record changes what they offer (a new turn, the end of
    the game, an undo that reopens it): the game's ``forms_key`` says what
    they show, so no form is rendered to decide.
    """
    shown = game_shown(line, since)
    if shown is None:
        return True
    ui = declared_game(line.table.game).ui
    return ui.forms_key(shown) != ui.forms_key(line.game)


def game_shown(line, version):
    """The game a phone showed at ``version``, or None when the timeline no longer knows it."""
    return timeline.game_at(line, version)


def seat_announcement(line, player):
    """What just happened at the table, plus this player's new total when it changed."""
    text = announce_last(line)
    change = timeline.last_change(line)
    if change is not None:
        ui = declared_game(line.table.game).ui
        _, _, before, after = change
        if ui.seat_summary(before, player) != ui.seat_summary(after, player):
            total = ui.seat_summary(line.game, player)["total"]
            text = sentences([text, translate("Your total is now {total}.", total=total)])
    return text
