"""The kit: the page primitives and widgets that the shell (``timekeeper.ui.shell``) and
every game's view (``timekeeper.ui.games``) share: the page's objects (page.py), elements
drawn in Python (staged.py, dom.py), motion and sounds, this tablet's storage and settings
(storage.py), and the small widgets a view puts in its panels (widgets.py).

The kit never imports the shell or a view: views import the kit, never the shell."""
