"""Java 17: the user's file is compiled with a generic driver (drivers/Driver.java) that speaks the
runner's protocol and calls `Solution`'s entry method by reflection, converting arguments to the
types the method declares. One JVM runs every case; builds go through the cache C++ and Go use
(compiled.py): keyed by content, made in a folder of their own, renamed into place. The driver does
not depend on the user's file (it finds Solution by reflection), so it is compiled once per JDK into
`build_root/java/driver-<key>/` and each submission compiles only its own files against it: about
half of javac's work per new file. drivers/Api.java, compiled with it, is its side of interactive and
strategy problems (the pipes, `Api.ask`); an interactive problem adds LeetCode's API (GuessGame or
Master, from interactive_api.py) beside the user's file.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

from judge.model.errors import ProblemFaultError
from judge.model.limits import Limits
from judge.model.problem import Problem, Signature
from judge.model.values import LINKED, TREE, ValueType
from judge.sandbox.cputime import Slack
from judge.sandbox.folders import private_builds
from judge.sandbox.languages.base import Language, Program, ToolchainMissingError, toolchain_path
from judge.sandbox.languages.compiled import (
    build_key,
    building,
    finish_build,
    run_compiler,
    tool_identity,
)
from judge.sandbox.languages.interactive_api import java_api
from judge.sandbox.languages.nodes import node_comment

DRIVER = Path(__file__).resolve().parent / "drivers" / "Driver.java"
DRIVER_FILES = (DRIVER, DRIVER.with_name("Api.java"))  # compiled once per JDK, without the solution
# LeetCode's imports, put on the user's first line so that javac's line numbers stay the user's.
IMPORTS = (
    "import java.util.*; import java.util.function.*; import java.util.stream.*; "
    "import java.util.concurrent.*; import java.util.concurrent.atomic.*; "
    "import java.math.*; import java.io.*; "
)
JAVAC_FLAGS = ("-encoding", "UTF-8", "-nowarn", "-Xlint:none", "-g:source,lines", "-proc:none")
# javac is a Java program too: C1 only and the serial collector start it ~30% faster; no perf data
# file (its confinement may not write /tmp, where the JVM puts it).
JAVAC_JVM_FLAGS = ("-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC", "-J-Xshare:auto", "-J-XX:-UsePerfData")
# The serial collector (fewer GC threads on a small heap) and class-data sharing (the default, said
# anyway). C1-only (TieredStopAtLevel=1) is left out: in one run of bench/lang_overhead_java_js.py it
# shortened start-up (279 against 537 ms, noisy) and made no difference on 375 at n = 200, but it
# caps the JIT at C1, which can only slow a long hot loop; not measured on a heavier DP yet.
# The JIT compiler's and the collector's threads run beside the cases (the driver reports the
# case's thread): the kernel counts their CPU time too.
JVM_SLACK = Slack(floor_ms=1500.0, per_case_ms=2.0, fraction=0.5)
JVM_FLAGS = (
    "-XX:+UseSerialGC",
    "-Xshare:auto",
    "-XX:-UsePerfData",
    "-Xss8m",
    "-XX:+IgnoreUnrecognizedVMOptions",
)
# LeetCode's definition, compiled beside the user's file when the signature takes a tree (the driver
# builds it by reflection from the level-order list).
TREE_NODE = """\
public class TreeNode {
    int val;
    TreeNode left;
    TreeNode right;
    TreeNode() {}
    TreeNode(int val) { this.val = val; }
    TreeNode(int val, TreeNode left, TreeNode right) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}
"""
# LeetCode's singly linked list, compiled beside the user's file the same way
LIST_NODE = """\
public class ListNode {
    int val;
    ListNode next;
    ListNode() {}
    ListNode(int val) { this.val = val; }
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}
"""
INT32 = (-(2**31), 2**31 - 1)
INSTALL = "install a JDK 17+ to judge .java files (apt-get install openjdk-17-jdk-headless)"
INT64 = (-(2**63), 2**63 - 1)


@cache
def toolchain() -> tuple[str, str]:
    """(javac, java) as absolute paths; ToolchainMissingError if there is no JDK."""
    javac = shutil.which("javac", path=toolchain_path())
    if javac is None:
        raise ToolchainMissingError(f"no `javac` found: {INSTALL}")
    javac = os.path.realpath(javac)
    java = os.path.join(os.path.dirname(javac), "java")
    if not os.access(java, os.X_OK):
        found = shutil.which("java", path=toolchain_path())
        if found is None:
            raise ToolchainMissingError(f"no `java` found beside javac: {INSTALL}")
        java = os.path.realpath(found)
    return javac, java


def javac_version(javac: str, build_root: Path) -> str:
    """`javac -version`, remembered per javac binary (by path, size and time) so a cached build
    does not pay a JVM start to ask."""
    info = os.stat(javac)
    key = hashlib.sha256(f"{javac}|{info.st_size}|{info.st_mtime_ns}".encode()).hexdigest()[:16]
    memo = build_root / "java" / f"javac-{key}.version"
    try:
        return memo.read_text()
    except OSError:
        pass
    done = subprocess.run([javac, "-version"], check=False, capture_output=True, text=True, timeout=60)
    version = (done.stdout + done.stderr).strip()
    major = re.search(r"javac (\d+)", version)
    if major is None or int(major.group(1)) < 17:
        raise ToolchainMissingError(f"{javac} is {version or 'of an unknown version'}: {INSTALL}")
    try:
        memo.parent.mkdir(parents=True, exist_ok=True)
        memo.write_text(version)
    except OSError:
        pass
    return version


def java_type(value_type: ValueType, wide: bool, returned: bool = False) -> str:
    """How LeetCode declares the type: arrays for parameters, List<...> for returned lists."""
    if value_type.name == TREE:
        return "TreeNode"
    if value_type.name == LINKED:
        return "ListNode"
    if value_type.name == "list":
        assert value_type.item is not None
        if returned:
            return f"List<{boxed(java_type(value_type.item, wide, returned))}>"
        return java_type(value_type.item, wide) + "[]"
    return {"int": "long" if wide else "int", "bool": "boolean", "float": "double", "str": "String"}[
        value_type.name
    ]


def placeholder(java: str) -> str:
    """A value of the Java type `java` for a template to return."""
    if java.startswith("List<"):
        return "new ArrayList<>()"
    if java.endswith("[]"):  # a strategy's move may be an array: `int[]` -> `new int[0]`
        base = java.split("[", 1)[0]
        return f"new {base}[0]" + "[]" * (java.count("[]") - 1)
    return {"boolean": "false", "double": "0.0", "String": '""'}.get(java, "0")


def boxed(name: str) -> str:
    return {"int": "Integer", "long": "Long", "boolean": "Boolean", "double": "Double"}.get(name, name)


def wide_param(param) -> bool:
    """Whether an int parameter needs `long`: its declared range (the items' values for a list)
    passes 32 bits, or none is declared. A range past 64 bits cannot be judged in Java: the
    problem's fault, said at prepare time rather than as a wrong verdict."""
    if _innermost(param.type) != "int":
        return False
    bounds = param.range if param.type.name == "int" else param.values
    if bounds is None:
        return True
    low, high = bounds
    if low < INT64[0] or high > INT64[1]:
        raise ProblemFaultError(f"parameter {param.name}: values {low}..{high} do not fit a Java long")
    return low < INT32[0] or high > INT32[1]


def _innermost(value_type: ValueType) -> str:
    while value_type.item is not None:
        value_type = value_type.item
    return value_type.name


def clean_message(text: str, display_name: str) -> str:
    """javac's message in the user's terms: their file's name where javac says Solution.java."""
    return re.sub(r"(?m)^Solution\.java:", f"{display_name}:", text).strip()


# The types of interactive problems' arguments as LeetCode's Java templates write them
_TYPES = {"int": "int", "str": "String", "list[str]": "String[]", "list[int]": "int[]", "bool": "boolean"}


def _strategy_type(value_type: ValueType, nullable: bool = False) -> str:
    """A strategy's Java type: arrays for lists, a boxed scalar where null may come (no last move)."""
    if value_type.item is not None:
        return _strategy_type(value_type.item) + "[]"
    plain = {"int": "int", "bool": "boolean", "float": "double", "str": "String"}.get(
        value_type.name, "Object"
    )
    return (
        {"int": "Integer", "boolean": "Boolean", "double": "Double"}.get(plain, plain) if nullable else plain
    )


class Java(Language):
    name = "java"
    kernel_n, reference_kernel_ms = 1500, 32.0
    runtime_threads = (  # the JVM adds compiler and collector threads as it needs them
        "GC Thread",
        "G1 ",
        "C1 CompilerThre",
        "C2 CompilerThre",
        "VM ",
        "Sweeper thread",
        "Service Thread",
        "Signal Dispatch",
        "Reference Handl",
        "Finalizer",
        "Notification Th",
        "Monitor Deflati",
        "Common-Cleaner",
        "Attach Listener",
    )
    comment = "//"
    version_command = ("javac", "-version")
    flags = (
        "javac "
        + " ".join(JAVAC_FLAGS)
        + "; java -Xmx<memory limit> "
        + " ".join(JVM_FLAGS)
        + "; java.util.* and LeetCode's other imports"
    )

    def interactive_template(self, problem: Problem) -> str:
        interaction, signature = problem.interaction, problem.solution_signature
        assert interaction is not None
        listed = [f"{_TYPES.get(str(p.type), str(p.type))} {p.name}" for p in signature.params]
        if interaction.object:
            listed.append(f"{interaction.object_class} {interaction.object}")
            calls = " ".join(f"int {c.name}({_TYPES[c.type]} {c.param});" for c in interaction.calls)
            api = f"/**\n * The judge's API (do not write it):\n * interface {interaction.object_class} {{ {calls} }}\n */\n"
        else:
            calls = "\n".join(f" * int {c.name}({_TYPES[c.type]} {c.param});" for c in interaction.calls)
            api = f"/**\n * The judge's API, inherited from GuessGame (do not write it):\n{calls}\n */\n"
        void = interaction.returns_void
        result = "void" if void else _TYPES.get(str(signature.returns), str(signature.returns))
        body = "" if void else "        return 0;  // a placeholder, so the untouched template compiles\n"
        extends = "" if interaction.object else " extends GuessGame"
        return (
            f"{api}\npublic class Solution{extends} {{\n"
            f"    public {result} {signature.entry}({', '.join(listed)}) {{\n        \n{body}    }}\n}}\n"
        )

    def strategy_template(self, problem: Problem) -> str:
        api, entry = problem.strategy, problem.signature.entry
        assert api is not None
        start = ", ".join(f"{_strategy_type(p.type)} {p.name}" for p in problem.signature.params)
        moves = ", ".join(f"{_strategy_type(p.type, p.optional)} {p.name}" for p in api.params)
        return (
            f"class {entry} {{\n    {entry}({start}) {{\n        \n    }}\n\n"
            f"    {_strategy_type(api.returns)} {api.method}({moves}) {{\n        \n"
            f"        return {placeholder(_strategy_type(api.returns))};  // a placeholder, so the untouched template compiles\n"
            "    }\n}\n"
        )

    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        for param in signature.params:
            wide_param(param)  # a range Java cannot hold is the problem's fault, said now
        javac, java = toolchain()
        build_root = private_builds(build_root)  # ours alone: what is found there is run
        version = javac_version(javac, build_root)
        user = source if source is not None else solution.read_bytes()
        driver = b"".join(path.read_bytes() for path in DRIVER_FILES)
        tree = TREE_NODE.encode() if signature.tree_params else b""
        api = java_api(signature.api) if signature.api is not None else {}  # LeetCode's GuessGame / Master
        if signature.linked_params:  # compiled beside, as the API's files are
            api = {**api, "ListNode.java": LIST_NODE}
        flags = " ".join(JAVAC_FLAGS)
        identity = tool_identity(Path(javac))
        driver_classes, compile_ms = _driver_build(
            javac, build_root, build_key(identity, version, flags, driver)
        )
        key = build_key("java", identity, version, flags, IMPORTS, user, driver, tree, json.dumps(api))
        final = build_root / "java" / key
        classes = final / "classes"
        cached = classes.is_dir()  # published only when javac succeeded
        if not cached:
            compile_ms += self._compile(javac, solution, user, driver_classes, final, tree, api)
        path = f"{classes}{os.pathsep}{driver_classes}"

        def command(limits: Limits) -> list[str]:
            return [java, f"-Xmx{limits.memory_mb}m", *JVM_FLAGS, "-cp", path, "judgedriver.Driver"]

        return Program(
            language=self.name,
            solution=solution,
            display_name=solution.name,
            command=command,
            # the classes, and the JDK the `java` on PATH belongs to (its lib/, conf/)
            read_paths=(classes, driver_classes, Path(os.path.realpath(java)).parent.parent),
            cpu_slack=JVM_SLACK,
            address_space_limit=False,
            compile_ms=compile_ms,
            cached=cached,
        )

    def _compile(
        self,
        javac: str,
        solution: Path,
        user: bytes,
        driver_classes: Path,
        final: Path,
        tree: bytes,
        api: dict[str, str] | None = None,
    ) -> float:
        """Compile the user's file (and LeetCode's classes beside it) against the driver's classes
        into a fresh folder beside `final` (src/ and classes/), renamed to `final` when javac
        succeeds; its CE, with the user's file name and line numbers, when it does not."""
        with building(final) as work:
            source = work / "src"
            source.mkdir()
            (work / "classes").mkdir()
            # `public class Solution` must live in Solution.java; the imports share line 1
            (source / "Solution.java").write_bytes(IMPORTS.encode() + user)
            sources = [str(source / "Solution.java")]
            if tree:
                (source / "TreeNode.java").write_bytes(tree)
                sources.append(str(source / "TreeNode.java"))
            for name, text in (api or {}).items():
                (source / name).write_text(text, encoding="utf-8")
                sources.append(str(source / name))
            ok, message, compile_ms = run_compiler(
                [
                    javac,
                    *JAVAC_JVM_FLAGS,
                    *JAVAC_FLAGS,
                    "-cp",
                    str(driver_classes),
                    "-d",
                    "classes",
                    *sources,
                ],
                cwd=work,
                clean={str(source) + os.sep: "", IMPORTS: ""},
                read=(driver_classes,),
            )
            finish_build(ok, clean_message(message, solution.name), work, final, compile_ms, "javac")
        return compile_ms

    def template(self, signature: Signature) -> str:
        params = ", ".join(f"{java_type(p.type, wide_param(p))} {p.name}" for p in signature.params)
        returns = java_type(signature.returns, signature.return_bits == 64, returned=True)
        return node_comment(signature, {TREE: TREE_NODE, LINKED: LIST_NODE}) + (
            "class Solution {\n"
            f"    public {returns} {signature.entry}({params}) {{\n"
            "        \n"
            f"        return {placeholder(returns)};  // a placeholder, so the untouched template compiles\n"
            "    }\n"
            "}\n"
        )


def _driver_build(javac: str, build_root: Path, key: str) -> tuple[Path, float]:
    """The driver's classes, compiled once per JDK, flags and driver source: (their folder, the
    milliseconds it took to compile them now, 0 when they were there)."""
    final = build_root / "java" / f"driver-{key}"
    classes = final / "classes"
    if classes.is_dir():
        return classes, 0.0
    with building(final) as work:
        (work / "classes").mkdir()
        sources = []
        for path in DRIVER_FILES:
            (work / path.name).write_bytes(path.read_bytes())
            sources.append(str(work / path.name))
        ok, message, compile_ms = run_compiler(
            [javac, *JAVAC_JVM_FLAGS, *JAVAC_FLAGS, "-d", "classes", *sources], cwd=work
        )
        # the driver failing to compile is the judge's fault, not the user's: said as it is
        finish_build(ok, "the judge's Java driver: " + message, work, final, compile_ms, "javac")
    return classes, compile_ms
