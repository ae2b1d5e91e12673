"""judge: a local practice judge for two-player game dynamic-programming problems."""

__version__ = "0.1.0"
