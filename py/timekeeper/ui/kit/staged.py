"""Elements drawn in Python: a tree of tags, attributes, properties and children that
``dom.draw`` sends to the page as markup (markup.py), where it is morphed in. Nothing of the
page is reached through it: once drawn, an element is the page's, and reading or changing it
through its Python element (focus(), className, setAttribute) is refused (RuntimeError); the
shell finds it by its selector and asks the page (page.tell)."""

SVG_NS = "http://www.w3.org/2000/svg"
# The HTML elements that have no content and no end tag.
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})

_OWN = ("tag", "ns", "attrs", "props", "children", "_drawn")


class Staged:
    """An element drawn in Python, not yet sent to the page (see the module's docstring)."""

    __slots__ = _OWN

    def __init__(self, tag: str, ns: str | None = None):
        for name, value in (("tag", tag), ("ns", ns), ("attrs", {}), ("props", {}),
                            ("children", []), ("_drawn", False)):
            object.__setattr__(self, name, value)

    @property
    def staged(self) -> bool:
        """Whether it is still Python's (not yet drawn)."""
        return not self._drawn

    def _still_ours(self) -> None:
        if self._drawn:
            raise RuntimeError(f"<{self.tag}> was drawn as markup: find it in the page by its "
                               "selector")

    def setAttribute(self, name, value) -> None:  # noqa: N802 (DOM naming)
        self._still_ours()
        self.attrs[str(name)] = str(value)

    def getAttribute(self, name):  # noqa: N802
        self._still_ours()
        return self.attrs.get(str(name))

    def removeAttribute(self, name) -> None:  # noqa: N802
        self._still_ours()
        self.attrs.pop(str(name), None)

    def appendChild(self, child):  # noqa: N802
        self._still_ours()
        self.children.append(child)
        return child

    def __setattr__(self, name, value) -> None:
        self._still_ours()
        if name == "className":
            self.attrs["class"] = str(value)
        elif name == "textContent":
            self.children[:] = [str(value)] if str(value) else []
        else:
            self.props[name] = value

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        self._still_ours()
        raise AttributeError(f"<{self.tag}> drawn in Python has no {name!r}: the page's element "
                             "is reached by its selector")


def drawn(nodes: list) -> None:
    """Mark ``nodes`` and everything in them as drawn as markup (see the module's docstring)."""
    for node in nodes:
        if isinstance(node, Staged):
            object.__setattr__(node, "_drawn", True)
            drawn(node.children)
