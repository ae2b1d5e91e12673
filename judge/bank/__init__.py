"""The problem bank: specs loaded with line numbers, where the bank is, the problems' own Python files."""
