"""The state store: what a nightly run remembers between runs (SQLite)."""
