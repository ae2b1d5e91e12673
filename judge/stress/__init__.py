"""Random inputs against the reference, shrunk with hypothesis (its only importer)."""
