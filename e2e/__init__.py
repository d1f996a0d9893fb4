"""Browser tests. A package so that e2e/conftest.py is `e2e.conftest` and never shadows
tests/conftest.py (the engine tests import from it by name); conftest puts e2e/ on sys.path
so the helpers here (e2e_support, game_driver) also import by bare name."""
