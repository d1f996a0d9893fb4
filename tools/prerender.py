"""Pre-render the shell's first screens at build time, with the shell's own Python code.

The home screen and every game's new-game form are drawn by ``timekeeper.ui.shell`` (the same
``App``, ``home.render`` and ``setup_form.render`` the page runs on Pyodide), here under
CPython with a small stand-in for PyScript's ``pyscript`` module: a fake ``document`` whose
elements keep attributes and children and serialise to HTML (text and attribute values
escaped). The page shows these screens at once and ``static/js/preshell.js`` makes them work
until Python takes over and draws the very same markup (so nothing moves).

    render_all() -> {"home": {lang: {...}}, "forms": {lang: {game: {count: {...}}}}}

Each screen is {"panel": HTML of #panel's content, "nav": HTML of #topnav's content,
"brand": the game's title, "nav_label": #topnav's aria-label}.
"""

from __future__ import annotations

import html
import re
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "fr")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
_NONE = None  # pyscript's JS null/undefined, as the fake DOM answers them


# ------------------------------------------------------------------------ the fake DOM
class Text:
    def __init__(self, text: str):
        self.data = str(text)
        self.parent = None

    def html(self) -> str:
        return html.escape(self.data, quote=False)

    @property
    def textContent(self) -> str:  # noqa: N802 (DOM naming)
        return self.data


class Dataset:
    def __init__(self, element):
        object.__setattr__(self, "_element", element)

    def __setattr__(self, name, value):
        key = "data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), name)
        self._element.setAttribute(key, str(value))

    def __getattr__(self, name):
        key = "data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), name)
        return self._element.getAttribute(key)


class Element:
    """Just enough of a DOM element for the shell's drawing code."""

    _REFLECT = {"id": "id", "className": "class", "lang": "lang", "title": "title",
                "htmlFor": "for"}
    _FLAGS = {"hidden", "open", "disabled", "selected", "checked", "required"}

    def __init__(self, tag: str):
        d = self.__dict__
        d["tagName"] = tag.upper()
        d["tag"] = tag.lower()  # createElementNS keeps the case
        d["attrs"] = {}
        d["children"] = []
        d["parent"] = None
        d["dataset"] = Dataset(self)

    # attributes
    def setAttribute(self, name, value):  # noqa: N802
        self.attrs[str(name)] = str(value)

    def getAttribute(self, name):  # noqa: N802
        return self.attrs.get(str(name), _NONE)

    def removeAttribute(self, name):  # noqa: N802
        self.attrs.pop(str(name), None)

    def hasAttribute(self, name):  # noqa: N802
        return str(name) in self.attrs

    def __setattr__(self, name, value):
        if name in self._REFLECT:
            self.setAttribute(self._REFLECT[name], value)
        elif name in self._FLAGS:
            if value:
                self.setAttribute(name, "")
            else:
                self.removeAttribute(name)
        elif name == "textContent":
            self._clear()
            if str(value):
                self.appendChild(Text(value))
        elif name == "value":
            if self.tag == "textarea":
                self.textContent = value
            else:
                self.setAttribute("value", value)
        else:
            self.__dict__[name] = value

    def __getattr__(self, name):
        if name in self._REFLECT:
            return self.attrs.get(self._REFLECT[name], "")
        if name in self._FLAGS:
            return name in self.attrs
        if name == "textContent":
            return "".join(child.textContent for child in self.children)
        if name == "value":
            return self.textContent if self.tag == "textarea" else self.attrs.get("value", "")
        raise AttributeError(name)

    # children
    def _clear(self):
        for child in self.children:
            child.parent = None
        self.children.clear()

    def appendChild(self, child):  # noqa: N802
        if child.parent is not None:
            child.parent.children.remove(child)
        child.parent = self
        self.children.append(child)
        return child

    def append(self, *children):
        for child in children:
            self.appendChild(child if not isinstance(child, str) else Text(child))

    def remove(self):
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None

    def focus(self, *_args):
        return None

    def addEventListener(self, *_args):  # noqa: N802
        return None

    # queries
    def _elements(self):
        for child in self.children:
            if isinstance(child, Element):
                yield child
                yield from child._elements()

    def querySelector(self, selector):  # noqa: N802
        for element in self._elements():
            if _matches(element, selector):
                return element
        return _NONE

    def querySelectorAll(self, selector):  # noqa: N802
        return [e for e in self._elements() if _matches(e, selector)]

    def closest(self, selector):
        node = self
        while node is not None:
            if _matches(node, selector):
                return node
            node = node.parent
        return _NONE

    # HTML
    def inner_html(self) -> str:
        return "".join(child.html() for child in self.children)

    def html(self) -> str:
        attrs = "".join(f' {name}="{html.escape(value, quote=True)}"'
                        for name, value in self.attrs.items())
        if self.tag in VOID:
            return f"<{self.tag}{attrs}>"
        return f"<{self.tag}{attrs}>{self.inner_html()}</{self.tag}>"


_COMPOUND = re.compile(r"([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:=\"?([^\"\]]*)\"?)?\]")


def _compound_matches(element, compound: str) -> bool:
    for tag, ident, cls, attr, value in _COMPOUND.findall(compound):
        if tag and element.tag != tag.lower():
            return False
        if ident and element.attrs.get("id") != ident:
            return False
        if cls and cls not in element.attrs.get("class", "").split():
            return False
        if attr and (attr not in element.attrs
                     or (value and element.attrs[attr] != value)):
            return False
    return True


def _matches(element, selector: str) -> bool:
    """Selectors of the forms the shell uses: compounds (tag#id.class[attr="v"]) joined
    by descendant spaces; a comma list matches any."""
    if not isinstance(element, Element):
        return False
    for alternative in selector.split(","):
        parts = alternative.split()
        if not parts or not _compound_matches(element, parts[-1]):
            continue
        node, wanted = element.parent, parts[:-1]
        while wanted and node is not None:
            if _compound_matches(node, wanted[-1]):
                wanted.pop()
            node = node.parent
        if not wanted:
            return True
    return False


class Document:
    def __init__(self):
        self.documentElement = Element("html")
        self.body = Element("body")
        self.documentElement.appendChild(self.body)
        self.activeElement = _NONE
        for ident, tag in (("brand-game", "span"), ("topnav", "nav"), ("table", "section"),
                           ("panel", "section"), ("live", "div"), ("dialog", "dialog")):
            node = Element(tag)
            node.id = ident
            self.body.appendChild(node)

    def createElement(self, tag):  # noqa: N802
        return Element(tag)

    def createElementNS(self, _namespace, tag):  # noqa: N802
        element = Element(tag)
        element.__dict__["tag"] = tag  # SVG names keep their case (viewBox...)
        return element

    def createTextNode(self, text):  # noqa: N802
        return Text(text)

    def getElementById(self, ident):  # noqa: N802
        return self.documentElement.querySelector(f"#{ident}")

    def querySelector(self, selector):  # noqa: N802
        return self.documentElement.querySelector(selector)

    def querySelectorAll(self, selector):  # noqa: N802
        return self.documentElement.querySelectorAll(selector)

    def addEventListener(self, *_args):  # noqa: N802
        return None


class _Storage:
    def getItem(self, _key):  # noqa: N802
        return _NONE

    def setItem(self, _key, _value):  # noqa: N802
        return None

    def removeItem(self, _key):  # noqa: N802
        return None


class _Anything:
    """A window attribute the drawing code does not really need (answers None / itself)."""

    def __getattr__(self, _name):
        return _Anything()

    def __call__(self, *_args, **_kwargs):
        return _NONE


class Window(_Anything):
    def __init__(self, lang: str):
        self.navigator = types.SimpleNamespace(language=lang, userAgent="prerender")
        self.localStorage = _Storage()
        self.tkDom = None  # no static/js/dom-build.js here: staged.py makes elements itself


def install(lang: str = "en"):
    """Put the fake ``pyscript`` module (and ``pyscript.ffi``) in sys.modules; returns the
    module. Call before importing anything of timekeeper.ui."""
    module = types.ModuleType("pyscript")
    module.document = Document()
    module.window = Window(lang)
    ffi = types.ModuleType("pyscript.ffi")
    ffi.create_proxy = lambda f: f
    ffi.to_js = lambda value, **_kwargs: value
    ffi.is_none = lambda value: value is None
    module.ffi = ffi
    sys.modules["pyscript"] = module
    sys.modules["pyscript.ffi"] = ffi
    sys.modules.setdefault("js", module.window)
    return module


# ------------------------------------------------------------------------- rendering
def _screen(pyscript) -> dict:
    doc = pyscript.document
    nav = doc.getElementById("topnav")
    return {"panel": doc.getElementById("panel").inner_html(),
            "nav": nav.inner_html(),
            "nav_label": nav.getAttribute("aria-label") or "",
            "brand": doc.getElementById("brand-game").textContent}


def render_all() -> dict:
    """Every pre-rendered screen, in every language (see the module's docstring)."""
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    pyscript = install()
    from timekeeper.core.registry import game_info
    from timekeeper.ui.shell.app import App

    out = {"home": {}, "forms": {}}
    for lang in LANGS:
        pyscript.window.navigator.language = lang
        app = App()
        app.lang = lang
        app.render()
        out["home"][lang] = _screen(pyscript)
        games = [node.getAttribute("data-value") for node in
                 pyscript.document.querySelectorAll('#panel [data-action="choose-game"]')]
        out["forms"][lang] = {}
        for game_id in games:
            info = game_info(game_id)
            variants = {}
            for count in range(info.min_players, info.max_players + 1):
                app = App()
                app.lang = lang
                app.choose_game(game_id)
                app.form.count = count
                app.render()
                variants[str(count)] = _screen(pyscript)
            app = App()
            app.lang = lang
            app.choose_game(game_id)
            out["forms"][lang][game_id] = {"default": str(app.form.count), "counts": variants}
    return out


if __name__ == "__main__":
    import json

    data = render_all()
    print(json.dumps({lang: list(forms) for lang, forms in data["forms"].items()}))
    print(data["home"]["en"]["panel"][:600])
    print(len(json.dumps(data)), "bytes")
