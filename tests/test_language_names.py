"""No code of judge/ outside judge/sandbox/languages/ names a language (issue 40): a language is its
module, its driver files and its registry entry, and whatever the rest of the judge needs of it
(kernels, thread counts, read paths, templates, capabilities) it asks of those.

A name is a registry name, alias or title ("java", "golang", "C++", "TypeScript", ...) appearing as a
whole word in a string literal, an identifier or an imported module's path. Exempt, and why:

- comments and docstrings: prose, read by people, never by the code (much of it is about the judge's
  own runtime, which is Python);
- a word right after a dot in a string (`reference.py`, `app.js`): a file's extension, not a
  language's name: the bank's support files are `.py` by its layout, the web app's scripts `.js`;
- a media type (`text/javascript`): the browser's name of a format, for the web app's own script;
- the word "node" in identifiers (TreeNode, a YAML node, an AST node): the noun, not Node.js's alias;
- the modules that run inside a child under `python -I` (child.py, *_child.py): they import
  nothing of judge, so they cannot ask the registry, and the word there names the interpreter they
  run in;
- FOREIGN: a name another library chose for its own API (watchfiles' `rust_timeout`: its watcher
  is written in Rust); the judge passes it on and means no language by it;
- PENDING: what still names a language outside the folder, each with its reason.
The test fails when an entry of FOREIGN or PENDING no longer occurs, so the lists only shrink.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from pathlib import Path

from judge.sandbox.languages.registry import LANGUAGES

JUDGE = Path(__file__).resolve().parent.parent / "judge"
FOLDER = JUDGE / "sandbox" / "languages"
WORDS = frozenset(word.lower() for entry in LANGUAGES for word in (entry.name, entry.title, *entry.aliases))
# (file, identifier): the Python harness's interactive and strategy APIs, generated as source outside
# the folder; they go with the driver code moved into the drivers' own files
PENDING: set[tuple[str, str]] = set()
FOREIGN = {("usecases/watch.py", "rust_timeout")}  # (file, identifier): another library's API
_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _pattern(words: Iterable[str]) -> re.Pattern[str]:
    """A whole word of `words` in any case: no letter, digit, `_` or `+` on either side ("c++")."""
    alternatives = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![\w+])({alternatives})(?![\w+])", re.IGNORECASE)


def _identifier_words(name: str) -> list[str]:
    """`name`'s words, split at `_` and where case changes, and each `_` piece whole (TypeScript)."""
    pieces = name.split("_")
    return [part.lower() for piece in pieces for part in (piece, *_CAMEL.findall(piece))]


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the constants that are a module's, a class's or a function's docstring."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _identifiers(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword) and node.arg:
        return [node.arg]
    if isinstance(node, ast.alias):
        return [*node.name.split("."), *([node.asname] if node.asname else [])]
    if isinstance(node, ast.ImportFrom) and node.module:
        return node.module.split(".")
    return []


def language_names(source: str, words: Iterable[str] = WORDS) -> list[tuple[int, str]]:
    """(line, what) for each name of `words` in `source`'s string literals and identifiers."""
    pattern = _pattern(words)
    wanted = {word.lower() for word in words}
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            for match in pattern.finditer(node.value):
                before = node.value[: match.start()]
                if before.endswith(".") or before.endswith("text/"):  # an extension, a media type
                    continue
                found.append((node.lineno, f"{match.group(0)!r} in the string {node.value[:60]!r}"))
        for name in _identifiers(node):
            hits = [word for word in _identifier_words(name) if word in wanted and word != "node"]
            if hits:
                found.append((getattr(node, "lineno", 0), f"the identifier {name}"))
    return sorted(set(found))


def _runs_in_a_child(path: Path) -> bool:
    return path.parent == JUDGE / "sandbox" and (path.name == "child.py" or path.name.endswith("_child.py"))


def test_no_language_is_named_outside_its_folder() -> None:
    named = []
    exempt = PENDING | FOREIGN
    left = set(exempt)
    for path in sorted(JUDGE.rglob("*.py")):
        if path.is_relative_to(FOLDER) or _runs_in_a_child(path):
            continue
        where = str(path.relative_to(JUDGE))
        for line, what in language_names(path.read_text(encoding="utf-8")):
            pending = {entry for entry in exempt if entry[0] == where and what.endswith(f" {entry[1]}")}
            left -= pending
            if not pending:
                named.append(f"judge/{where}:{line}: {what}")
    assert not named, "a language named outside judge/sandbox/languages/:\n" + "\n".join(named)
    assert not left, f"no longer there, drop them from PENDING or FOREIGN: {sorted(left)}"


def test_the_exempt_children_import_nothing_of_judge() -> None:
    """What makes them exempt: run by `python -I`, they cannot import the registry (one of them may
    name another, whose code is sent along)."""
    children = [path for path in JUDGE.rglob("*.py") if _runs_in_a_child(path)]
    allowed = {f"judge.sandbox.{path.stem}" for path in children}
    assert children
    for path in children:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert all(not name.startswith("judge") or name in allowed for name in names), path


def test_the_scanner_sees_a_table_of_languages() -> None:
    assert language_names('PER_CPU = {"rust": 2}\n', {"rust"}) == [(1, "'rust' in the string 'rust'")]
    assert language_names('PER_CPU = {"java": 4, "go": 4}\n')
    assert language_names('if language == "python":\n    pass\n')
    assert language_names('KINDS = ("C++", "Go")\n')


def test_the_scanner_sees_identifiers_and_imports() -> None:
    assert language_names("JAVA_TYPES = {}\n")
    assert language_names("def go_api(x):\n    return x\n")
    assert language_names("x = TypeScript.thing\n")
    assert language_names("x = PYTHON2_HINT\n")
    assert language_names("from judge.sandbox.languages.python import annotation\n")
    assert language_names("import judge.sandbox.languages.java as j\n")


def test_the_scanner_leaves_prose_file_names_and_nodes_alone() -> None:
    source = '''"""The Python harness, and Java's too."""
# Go's collector, in a comment
def f(tree_node):
    """What C++ does."""
    return "reference.py", "app.js", "text/javascript; charset=utf-8", ListNode, tree_node
'''
    assert language_names(source) == []


def test_a_hash_in_a_string_is_no_comment() -> None:
    """Comments are left out by the parser, not by text: a `#` inside a string hides nothing."""
    assert language_names('x = "# java"\n')
