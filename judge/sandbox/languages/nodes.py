"""LeetCode's node classes in a template: above the solution, the definition the judge supplies,
commented out, as LeetCode's own templates show it (the user sees the fields to use, and a file
pasted back from LeetCode with that comment is unchanged)."""

from __future__ import annotations

from collections.abc import Mapping

from judge.model.problem import Signature
from judge.model.values import LINKED, TREE

TITLES = {TREE: "Definition for a binary tree node.", LINKED: "Definition for singly-linked list."}


def node_comment(signature: Signature, shown: Mapping[str, str], block: bool = True) -> str:
    """The commented definitions of the node classes the signature takes ("" when none): a `/** */`
    block per class as LeetCode's C++, Java, Go and JavaScript templates have, or `#` lines
    (`block=False`, Python). `shown` maps TREE and LINKED to the definition's source."""
    used = [kind for kind in (LINKED, TREE) if signature.tree_params and kind == TREE
            or signature.linked_params and kind == LINKED]
    out = []
    for kind in used:
        lines = [TITLES[kind], *shown[kind].expandtabs(4).rstrip("\n").splitlines()]
        if block:
            out.append("/**\n" + "".join(f" * {line}".rstrip() + "\n" for line in lines) + " */\n")
        else:
            out.append("".join(f"# {line}".rstrip() + "\n" for line in lines))
    return "".join(out)
