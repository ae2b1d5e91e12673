"""The vocabulary: verdicts, outcome kinds, value types, limits, constraints, results, errors. Imports nothing of judge."""
