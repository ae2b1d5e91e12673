"""The bank's self-check: references against brute forces, wrong and slow solutions rejected."""
