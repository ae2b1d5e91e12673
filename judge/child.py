"""The judged side of the runner: loads one solution and calls it once per case.

Runs inside the child process under `python -I`; it imports nothing from `judge`. The parent sends one
JSON line per case on a dedicated pipe and reads one JSON line per result on another, so the
solution's own stdin (empty), stdout and stderr (a capped file) never carry the protocol.

Usage: child.py CONFIG_JSON   (solution path, entry names, pipe fds, limits)
"""

import builtins
import linecache
import json
import os
import resource
import signal
import sys
import threading
import time
import traceback

# LeetCode's Python 3 prelude: `from M import *` of these, plus `import M` of them and of os.
PRELUDE_STAR = (
    "string re operator builtins typing datetime collections heapq bisect copy math random "
    "statistics itertools functools io sys json"
).split()
PRELUDE_PLAIN = PRELUDE_STAR + ["os"]

STACK_BYTES = 512 * 1024 * 1024  # a deep @cache recursion costs a few hundred bytes of C stack a level
RECURSION_LIMIT = 200_000  # low enough that the stack above runs out of Python frames first


def prelude_globals() -> dict:
    """The names a LeetCode solution may use without importing anything."""
    names: dict = {}
    for module_name in PRELUDE_STAR:
        module = __import__(module_name)
        public = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
        for name in public:
            if hasattr(module, name):
                names[name] = getattr(module, name)
    for module_name in PRELUDE_PLAIN:
        names[module_name] = __import__(module_name)
    # As on LeetCode, these names stay the module or the builtin rather than a star-imported function.
    import bisect as bisect_module
    import operator

    names["bisect"] = bisect_module
    names["sub"] = operator.sub
    names["compile"] = builtins.compile
    names["pow"] = builtins.pow
    names.update(ListNode=ListNode, TreeNode=TreeNode)
    return names


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


def format_exception(exc: BaseException, solution_file: str) -> str:
    """The exception with only the solution's own frames (the last few, for deep recursion)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == solution_file]
    lines = []
    if len(frames) > 6:
        lines.append(f"  ... {len(frames) - 6} more frames of your code ...\n")
        frames = frames[-6:]
    lines += traceback.format_list(frames)
    lines += traceback.format_exception_only(type(exc), exc)
    return "".join(lines).rstrip()


def encode(value, depth=0):
    """The value as JSON-ready data, or None if it is not made of plain builtin values."""
    kind = type(value)
    if value is None or kind in (bool, int, str):
        return {"v": value}
    if kind is float:
        return {"v": value} if value == value and value not in (float("inf"), float("-inf")) else {
            "float": repr(value)}
    if kind in (list, tuple) and depth < 50:
        items = []
        for item in value:
            encoded = encode(item, depth + 1)
            if "v" not in encoded:
                return {"other": encoded.get("other") or "float", "repr": safe_repr(value)}
            items.append(encoded["v"])
        return {"v": items}
    return {"other": qualified_name(kind), "repr": safe_repr(value)}


def qualified_name(kind) -> str:
    module = getattr(kind, "__module__", "builtins")
    name = getattr(kind, "__qualname__", "object")
    return name if module == "builtins" else f"{module}.{name}"


def safe_repr(value) -> str:
    try:
        text = repr(value)
    except BaseException:
        return "<unprintable>"
    return text if len(text) <= 200 else text[:200] + "..."


def find_entry(namespace: dict, names: list):
    """The entry callable: a method of `Solution` (fresh instance per case) or a module function."""
    solution_class = namespace.get("Solution")
    if isinstance(solution_class, type):
        for name in names:
            if callable(getattr(solution_class, name, None)):
                return lambda: getattr(solution_class(), name)
    for name in names:
        function = namespace.get(name)
        if callable(function):
            return lambda: function
    return None


class Harness:
    def __init__(self, config: dict) -> None:
        self.config = config
        self.inbox = os.fdopen(config["case_fd"], "rb", buffering=0)
        self.outbox_fd = config["result_fd"]
        self.buffer = b""
        self.solution_file = config["display_name"]
        self.make_entry = None

    # -- protocol ---------------------------------------------------------------------------------
    def send(self, message: dict) -> None:
        data = (json.dumps(message, allow_nan=False) + "\n").encode()
        while data:
            written = os.write(self.outbox_fd, data)
            data = data[written:]

    def receive(self):
        while b"\n" not in self.buffer:
            chunk = self.inbox.read(1 << 16)
            if not chunk:
                return None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    # -- loading ------------------------------------------------------------------------------------
    def load(self) -> dict:
        path = self.config["solution_path"]
        try:
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            code = compile(source, self.solution_file, "exec")
            # so tracebacks can quote the solution's lines under its display name
            linecache.cache[self.solution_file] = (len(source), None, source.splitlines(True),
                                                   self.solution_file)
        except SyntaxError as exc:
            where = f"line {exc.lineno}" if exc.lineno else "unknown line"
            return {"status": "ce", "message": f"{type(exc).__name__}: {exc.msg} ({where})"}
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            return {"status": "ce", "message": f"cannot read the solution: {exc}"}
        namespace = prelude_globals()
        namespace.update(__name__="solution", __file__=self.solution_file, __builtins__=builtins)
        try:
            exec(code, namespace)
        except BaseException as exc:  # anything at import time means no case can run
            return {"status": "ce", "message": format_exception(exc, self.solution_file)}
        names = self.config["entry_names"]
        self.make_entry = find_entry(namespace, names)
        if self.make_entry is None:
            wanted = " or ".join(names)
            return {"status": "ce", "message": f"no entry found: define class Solution with a method "
                                               f"{wanted}, or a module-level function {wanted}"}
        return {"status": "ready"}

    # -- one case ------------------------------------------------------------------------------------
    def run_case(self, args: dict) -> dict:
        out_flush()
        try:
            function = self.make_entry()
            cpu0 = time.process_time()
            wall0 = time.perf_counter()
            value = function(**args)
            wall = time.perf_counter() - wall0
            cpu = time.process_time() - cpu0
        except MemoryError:
            return {"status": "memory"}
        except SystemExit as exc:
            return {"status": "exit", "message": f"the solution called exit ({exc.code!r}) during the case"}
        except BaseException as exc:
            return {"status": "exception", "message": format_exception(exc, self.solution_file)}
        result = {"status": "ok", "wall_ms": wall * 1000, "cpu_ms": cpu * 1000,
                  "peak_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}
        result.update(encode(value))
        out_flush()
        return result

    def serve(self) -> None:
        self.send(self.load())
        if self.make_entry is None:
            return
        # Snapshots so a solution that rebinds builtins, deletes modules or changes the recursion
        # limit affects only the case that did it.
        builtins_snapshot = dict(vars(builtins))
        modules_snapshot = dict(sys.modules)
        while True:
            message = self.receive()
            if message is None:
                return
            sys.setrecursionlimit(RECURSION_LIMIT)
            result = self.run_case(message["args"])
            restore(vars(builtins), builtins_snapshot)
            restore(sys.modules, modules_snapshot)
            self.send(result)


def restore(current: dict, snapshot: dict) -> None:
    if current != snapshot:
        for key in [k for k in current if k not in snapshot]:
            del current[key]
        current.update(snapshot)


def out_flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:
            pass


def address_space_kb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1])
    return 0


def set_limits(config: dict) -> None:
    """Memory as an address-space limit above what the interpreter already holds; output by size."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    output = config["output_bytes"]
    resource.setrlimit(resource.RLIMIT_FSIZE, (output, output))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the cap fails with EFBIG instead
    memory = config["memory_bytes"]
    if memory:
        limit = address_space_kb() * 1024 + memory
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def main() -> None:
    config = json.loads(sys.argv[1])
    sys.setrecursionlimit(RECURSION_LIMIT)
    threading.stack_size(STACK_BYTES)
    harness = Harness(config)
    prelude_globals()  # import the prelude's modules before the limits, so they count as headroom
    ready = threading.Event()

    def serve_after_limits() -> None:
        ready.wait()
        harness.serve()

    # The thread's large stack is reserved before the limit is set, so it is headroom, not budget.
    worker = threading.Thread(target=serve_after_limits, name="solution", daemon=True)
    worker.start()
    threading.stack_size(0)  # threads the solution starts get the usual stack
    set_limits(config)
    ready.set()
    worker.join()
    out_flush()
    os._exit(0)


if __name__ == "__main__":
    main()
