"""What Python draws into the page's parts goes as HTML markup (py/timekeeper/ui/kit/markup.py)
that the page morphs in: a player's text stays text, what the page's parser would build
otherwise is refused, and a game's view returns the very table the page then shows."""

from html.parser import HTMLParser

import pytest
from no_page import Shell
from tablet import TURNS, Tablet

from conftest import fresh_ui

HOSTILE = '<img src=x onerror="alert(1)"> & </p><script>x</script> "Ana" \'B\''


class _Read(HTMLParser):
    """What a standard HTML parser reads in markup: tags with attributes, and text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.read = []

    def handle_starttag(self, tag, attrs):
        self.read.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        self.read.append(("/" + tag,))

    def handle_data(self, data):
        self.read.append(data)


def _read(text: str) -> list:
    reader = _Read()
    reader.feed(text)
    reader.close()
    return reader.read


def test_a_players_text_is_read_back_as_the_same_text_never_as_markup(monkeypatch):
    with fresh_ui(monkeypatch):
        from timekeeper.ui.kit.dom import h
        from timekeeper.ui.kit.markup import markup

        drawn = markup(h("p", HOSTILE, title=HOSTILE, data_name=HOSTILE))
        assert _read(drawn) == [("p", {"title": HOSTILE, "data-name": HOSTILE}), HOSTILE,
                                ("/p",)]


def test_a_text_box_holds_its_value_and_a_void_element_has_no_end(monkeypatch):
    with fresh_ui(monkeypatch):
        from timekeeper.ui.kit.dom import h
        from timekeeper.ui.kit.markup import markup

        box = h("textarea", id="deal")
        box.value = "1 < 2 & 3"
        drawn = markup([h("label", "Deal", h("input", value=HOSTILE)), box])
        assert drawn == ('<label>Deal<input value="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'
                         ' &amp; &lt;/p&gt;&lt;script&gt;x&lt;/script&gt; &quot;Ana&quot; \'B\'">'
                         '</label><textarea id="deal">1 &lt; 2 &amp; 3</textarea>')


@pytest.mark.parametrize("outer, inner", [("p", "div"), ("p", "section"), ("button", "button"),
                                          ("a", "a"), ("form", "form")])
def test_what_the_pages_parser_would_nest_otherwise_is_refused(monkeypatch, outer, inner):
    with fresh_ui(monkeypatch):
        from timekeeper.ui.kit.dom import h
        from timekeeper.ui.kit.markup import markup

        assert markup(h(outer, h("span", h("b", "ok")))) == \
            f"<{outer}><span><b>ok</b></span></{outer}>"
        with pytest.raises(ValueError, match=f"<{inner}> inside <{outer}>"):
            markup(h("div", h(outer, h("span", h(inner, "no")))))


def test_an_element_drawn_as_markup_is_the_pages_and_python_cannot_reach_it():
    shell = Shell()
    with shell.inside():
        from timekeeper.ui.kit import dom

        button = dom.action_button("Go", "go")
        dom.draw("coach", dom.h("div", button))
        assert shell.find('#coach [data-action="go"]') is not None
        with pytest.raises(RuntimeError, match="drawn as markup"):
            button.focus()


@pytest.mark.parametrize("game, names", [("twentyfourseven", ["Ana", "Ben"]),
                                         ("les24heures", ["Ana", "Ben", "Cleo"]),
                                         ("hoursandghosts", ["Ana", "Ben", "Cleo"])])
def test_a_games_view_returns_the_table_the_page_shows(game, names):
    tab = Tablet()
    tab.new_game(game, names, seed="markup")
    for _ in range(3):  # the hand-over, a turn in hand, the next hand-over
        if tab.screen == "handoff":
            tab.take_tablet()
        else:
            TURNS[game](tab)
        with tab.inside():
            from timekeeper.ui.kit.markup import markup

            returned = markup(tab.app.view.table_view(tab.app))
        assert _read(returned) == _read(tab.find("#table").decode_contents())
        assert tab.table.strip()
