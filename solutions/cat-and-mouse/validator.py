"""Cat and Mouse's graph rule, shared with its played variant."""

from cat_mouse_graph import repair, validate

__all__ = ["repair", "validate"]
