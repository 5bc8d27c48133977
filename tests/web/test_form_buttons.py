"""Enter in a form does what its main button says: browsers send a form with its first submit button,
so a form where one types has one submit button, and a form with several puts its main one first."""

from html.parser import HTMLParser

from tests.web.helpers import create_table, post, version

TYPED = {"text", "search", "number", "email", "tel", "url", "password", "file", None}


class Forms(HTMLParser):
    """Each form of a page: its typable fields and its submit buttons' ids, in tree order."""

    def __init__(self):
        super().__init__()
        self.forms, self.current, self.button = [], None, None

    def handle_starttag(self, tag, attrs):
        """Collect fields and buttons of the open form."""
        attrs = dict(attrs)
        if tag == "form":
            self.current = {"typed": [], "buttons": [], "action": attrs.get("action")}
            self.forms.append(self.current)
        elif self.current is not None and tag == "input" and attrs.get("type") in TYPED:
            self.current["typed"].append(attrs.get("id"))
        elif self.current is not None and tag == "button" and attrs.get("type", "submit") == "submit":
            self.current["buttons"].append(attrs.get("id") or attrs.get("class") or "?")

    def handle_endtag(self, tag):
        """Close the form."""
        if tag == "form":
            self.current = None


def forms_of(client, path):
    """The forms of the page at ``path``."""
    parser = Forms()
    parser.feed(client.get(path).get_data(as_text=True))
    return parser.forms


def act(client, table, **fields):
    """Record one action; it must be accepted."""
    assert post(client, f"{table}/events", seen=version(client, table), **fields).status_code == 303


def screens(client):
    """Table screens of every game in the states where their forms differ."""
    field = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    yield field
    act(client, field, action="field", cards="3 8 1 5")
    yield field
    yield create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"])
    snake = create_table(client, "rainbow-snake", ["Ana", "Ben"])
    act(client, snake, action="turn", player="Ana")
    yield snake
    explorers = create_table(client, "rainbow7-explorers", ["Ana", "Ben", "Chloé"])
    yield explorers
    act(client, explorers, action="start", player="Ana")
    yield explorers
    for game in ("rainbow-field", "rainbow7-rain", "rainbow-snake", "rainbow7-explorers"):
        yield f"/tables/new?game={game}"
    yield "/tables/import"


def test_a_form_one_types_in_has_one_submit_button(client):
    checked = 0
    for path in screens(client):
        for form in forms_of(client, path):
            if form["typed"]:
                checked += 1
                assert len(form["buttons"]) == 1, (path, form)
    assert checked >= 10


def test_the_explorers_turn_form_has_its_main_button_first(client):
    """Record the turn, then pass, then "Raining!": Enter on a function records the turn."""
    table = create_table(client, "rainbow7-explorers", ["Ana", "Ben", "Chloé"])
    act(client, table, action="start", player="Ana")
    turn_forms = [form for form in forms_of(client, table) if "pass-submit" in form["buttons"]]
    assert len(turn_forms) == 1 and turn_forms[0]["buttons"][0] == "turn-submit"
