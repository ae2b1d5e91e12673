"""Text and JSON renderings of results (rich is imported here only)."""
