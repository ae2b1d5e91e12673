"""`judge bench`: timings over growing inputs and the growth fit."""
