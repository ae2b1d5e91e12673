"""Checkers, verdict policy, and the sessions every caller uses to run a solution or the reference."""
