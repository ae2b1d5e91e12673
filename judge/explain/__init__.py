"""Teaching tools: the reference's table and optimal line for one input, and play against it."""
