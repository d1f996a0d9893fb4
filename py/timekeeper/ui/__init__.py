"""The browser UI of Timekeeper: the only code that touches the page (DOM)."""
