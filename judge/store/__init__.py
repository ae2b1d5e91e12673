"""What the user keeps: the SQLite progress store (its only importer) and saved regressions."""
