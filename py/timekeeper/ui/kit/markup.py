"""What Python drew, as HTML markup: the form in which a part of the page is sent to the page
and morphed into it (static/js/bridge.js, ``morph``, with idiomorph).

Text is always escaped (``&``, ``<``, ``>``; in attribute values also ``"``), so a name a
player typed comes out of the page's parser as the same text, never as markup. An element
that is not in the HTML namespace (a clock's SVG) is written under its ``<svg>`` as the
page's parser reads foreign content. A ``<textarea>``'s value is its text.

Markup that the page's parser would read as another tree (a ``<div>`` inside a ``<p>`` closes
the paragraph; a button inside a button ends the first) is refused with ValueError, so that
what the page shows is what Python drew: the shell's tests draw every screen through here.
"""

from .staged import VOID, Staged

# What the parser closes a paragraph for (the elements that may not sit inside a <p>).
_CLOSES_P = frozenset({
    "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset",
    "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
    "hgroup", "hr", "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table",
    "ul"})
# Elements the parser never nests in themselves (a second one closes the first).
_NOT_IN_ITSELF = frozenset({"a", "button", "form", "option", "select"})


def escape(value: str, quote: bool = True) -> str:
    """``value`` as text in markup (the standard library's html.escape, without shipping its
    table of entities to the browser): ``&``, ``<``, ``>``, and ``"`` if ``quote``."""
    value = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return value.replace('"', "&quot;") if quote else value


def markup(nodes) -> str:
    """``nodes`` (staged elements and text, or one of them) as HTML markup."""
    if not isinstance(nodes, (list, tuple)):
        nodes = [nodes]
    out: list[str] = []
    for node in nodes:
        _write(node, out, ())
    return "".join(out)


def _write(node, out: list, open_tags: tuple) -> None:
    if not isinstance(node, Staged):
        out.append(escape(str(node), quote=False))
        return
    tag = node.tag
    _check_nesting(tag, open_tags)
    out.append("<" + tag)
    for name, value in node.attrs.items():
        out.append(f' {name}="{escape(str(value), quote=True)}"')
    out.append(">")
    if tag in VOID and node.ns is None:
        return
    inside = open_tags + (tag,)
    if tag == "textarea" and "value" in node.props:
        out.append(escape(str(node.props["value"]), quote=False))
    else:
        for child in node.children:
            _write(child, out, inside)
    out.append(f"</{tag}>")


def _check_nesting(tag: str, open_tags: tuple) -> None:
    """Refuse what the page's parser would not nest as drawn (see the module's docstring)."""
    if tag in _CLOSES_P and "p" in open_tags:
        raise ValueError(f"<{tag}> inside <p>: the page would close the paragraph before it")
    if tag in _NOT_IN_ITSELF and tag in open_tags:
        raise ValueError(f"<{tag}> inside <{tag}>: the page would end the first before it")
