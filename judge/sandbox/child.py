"""The judged side of the runner: loads one solution and calls it once per case.

Runs inside the child process and imports nothing from `judge`. The runner starts
`python -I -c BOOTSTRAP judge-child FD SOLUTION`; the bootstrap reads this file's compiled code
from the case pipe and runs it in a namespace of its own (not `__main__`, which the
solution can import), calling main(); so the child's command line, working folder (an empty temporary
one) and environment (a fixed minimal one) do not lead to the judge's files, the problem or its
reference.

Protocol: the parent sends one JSON line per case (`{"n": 1, "args": {...}}`) on the case pipe and
reads one JSON line per result on the result pipe (`judge explain` adds `"table": [rows, cols]`: the
reply then carries the solution's own table of that shape, if it has one; see find_table); the solution's stdin (empty), stdout and stderr
(one capped file) never carry the protocol. Every path of the harness catches everything, and what
the harness needs after a case (the encoder, os.write, the clocks) is bound here at start, so a
solution that rebinds builtins or module attributes cannot change what the parent is sent.
"""

import builtins
import gc
import json
import os
import queue
import reprlib
import resource
import signal
import sys
import threading
import time
import types
from collections import deque
from collections.abc import Callable
from math import isfinite

# LeetCode's Python 3 prelude: `from M import *` of these, plus `import M` of them and of os.
PRELUDE_STAR = (
    "string re operator builtins typing datetime collections heapq bisect copy math random "
    "statistics itertools functools io sys json"
).split()
PRELUDE_PLAIN = PRELUDE_STAR + ["os"]

# Measured on CPython 3.11: an @cache level takes two recursion levels and ~0.5 KB of C stack; a
# recursion through a C call such as sorted(key=...) ~1.3 KB. So @cache recursion 10^5 deep fits,
# and runaway recursion of any of these kinds stops with RecursionError well before the stack runs
# out (at 500k levels the stack would still hold; the limit is lower to keep a runaway quick).
STACK_BYTES = 1024 * 1024 * 1024  # reserved address space, before the memory limit is set
RECURSION_LIMIT = 250_000  # @cache at depth 10^5 needs ~200k; a runaway recursion costs ~0.3 s
GC_AFTER_BYTES = 32 * 1024 * 1024  # collect cycles (an @cache closure) once this much is held
MAX_NESTING = 32  # a returned value nested deeper than this is not an answer (or is circular)
MESSAGE_CHARS = 4000  # an exception message is cut to this length
INT_DIGITS = 4300  # the parent decodes ints under CPython's default digit limit
PARACHUTE_BYTES = 1 << 20  # freed on MemoryError so the harness can still report it
TABLE_CELLS = 10_000  # the largest table `judge explain` asks for (it draws far smaller ones)
TABLE_NAMES = ("dp", "memo", "table", "f", "cache", "win", "lead", "result")  # looked at first, in this order
TABLE_SCANNED = 200  # names looked at per place (locals, self, module): a bound on the search

# Bound once: a solution that replaces os.write, json.dumps or time.perf_counter changes nothing.
_write = os.write
_read = os.read
_dup2 = os.dup2
_lseek = os.lseek
_fstat = os.fstat
_process_time = time.process_time
_perf_counter = time.perf_counter
_setitimer = signal.setitimer
_setrecursionlimit = sys.setrecursionlimit
_setrlimit = resource.setrlimit
_settrace = sys.settrace
_setprofile = sys.setprofile
_get_int_digits = getattr(sys, "get_int_max_str_digits", None)
_set_int_digits = getattr(sys, "set_int_max_str_digits", None)
_scan = json.JSONDecoder().scan_once  # type: ignore[attr-defined]
_MISSING = object()
_MethodType = types.MethodType
_FunctionType = types.FunctionType


def _refuse(value):
    raise TypeError("not plain data")


_c_make_encoder = getattr(json.encoder, "c_make_encoder", None)
_encode = (
    _c_make_encoder(  # the C encoder: no Python code runs while it works
        None, _refuse, json.encoder.encode_basestring_ascii, None, ":", ",", False, False, False
    )
    if _c_make_encoder
    else None
)


def dumps(value) -> str:
    if _encode is None:  # an interpreter built without the C accelerator
        return json.JSONEncoder(separators=(",", ":"), allow_nan=False).encode(value)
    return "".join(_encode(value, 0))


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
    # As on LeetCode, these names stay the module or the builtin, not a star-imported function.
    import bisect as bisect_module
    import operator

    names["bisect"] = bisect_module
    names["sub"] = operator.sub
    names["compile"] = builtins.compile
    names["pow"] = builtins.pow
    names["open"] = builtins.open
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


def build_tree(values: list):
    """LeetCode's TreeNode from its level-order list: each node, in order, takes the next two
    entries as its left and right child (None: no child). An empty list is the empty tree."""
    nodes = [None if value is None else TreeNode(value) for value in values]
    children = iter(nodes[1:])
    for node in nodes:
        if node is not None:
            node.left = next(children, None)
            node.right = next(children, None)
    return nodes[0] if nodes else None


def build_linked(values: list):
    """LeetCode's ListNode from the list of its values ([] is no list: None)."""
    head = None
    for value in reversed(values):
        head = ListNode(value, head)
    return head


# -- reporting what went wrong ---------------------------------------------------------------------
def format_exception(exc: BaseException, solution_file: str, source_lines: list) -> str:
    """The exception with only the solution's own frames (the last few, for deep recursion).

    Walks the traceback itself rather than through `traceback`: a RecursionError carries 200,000
    frames, and extracting them all would take seconds.
    """
    kept: deque = deque(maxlen=6)
    count = 0
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == solution_file:
            count += 1
            kept.append((code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    lines = []
    if count > len(kept):
        lines.append(f"  ... {count - len(kept)} more frames of your code ...")
    for name, lineno in kept:
        lines.append(f'  File "{solution_file}", line {lineno}, in {name}')
        if lineno and 0 < lineno <= len(source_lines):
            lines.append("    " + source_lines[lineno - 1].strip())
    lines.append(exception_line(exc) + python2_hint(exc))
    text = "\n".join(lines)
    return text if len(text) <= MESSAGE_CHARS else text[:MESSAGE_CHARS] + " ..."


# Errors Python 2 code makes under Python 3 (LeetCode's "Python" is Python 2; the judge runs Python 3).
PYTHON2_HINT = "this looks like Python 2: the judge runs Python 3"
PYTHON2_NAMES = {
    "xrange": "range",
    "raw_input": "input",
    "unicode": "str",
    "long": "int",
    "basestring": "str",
    "unichr": "chr",
    "cmp": None,
    "execfile": None,
}
PYTHON2_METHODS = {"iteritems": "items", "itervalues": "values", "iterkeys": "keys", "has_key": "in"}
PYTHON2_SYNTAX = (
    "Missing parentheses in call to 'print'",
    "Missing parentheses in call to 'exec'",
    "multiple exception types must be parenthesized",
    "leading zeros in decimal integer",
)


def python2_hint(exc: BaseException) -> str:
    """A line to add to the error when it is one Python 2 code makes under Python 3, else ''."""
    try:
        if isinstance(exc, SyntaxError):
            found = type(exc.msg) is str and exc.msg.startswith(PYTHON2_SYNTAX)
            return f"\n{PYTHON2_HINT} (print is a function: print(x))" if found else ""
        name = getattr(exc, "name", None)
        table = (
            PYTHON2_NAMES
            if type(exc) is NameError
            else (PYTHON2_METHODS if type(exc) is AttributeError else {})
        )
        if type(name) is not str or name not in table:
            return ""
        instead = table[name]
        return f"\n{PYTHON2_HINT} ({name} is gone{f'; use {instead}' if instead else ''})"
    except BaseException:
        return ""


def exception_line(exc: BaseException) -> str:
    name = type(exc).__qualname__
    try:
        detail = str(exc)
    except BaseException:
        detail = "<the exception's message could not be printed>"
    if len(detail) > MESSAGE_CHARS:
        detail = detail[:MESSAGE_CHARS] + " ..."
    return f"{name}: {detail}" if detail else name


def describe_invalid(value):
    """None if `value` is plain data (None, bool, int, str, finite float, lists or tuples of them);
    otherwise how to name it ("set", "list containing generator", "list nested over 32 deep")."""
    problem = first_invalid(value, 0)
    kind = type(value)
    if problem is None or not (kind is list or kind is tuple) or problem.startswith("list nested"):
        return problem
    return f"{kind.__name__} containing {problem}"


def first_invalid(value, depth: int):
    """The type name of the first part of `value` that is not plain data, or None."""
    kind = type(value)
    if value is None or kind is bool or kind is int or kind is str:
        return None
    if kind is float:
        return None if isfinite(value) else "non-finite float"
    if kind is list or kind is tuple:
        if depth >= MAX_NESTING:
            return f"list nested over {MAX_NESTING} deep"
        for item in value:
            inner = type(item)
            if inner is int or inner is str or inner is bool or item is None:
                continue
            problem = first_invalid(item, depth + 1)
            if problem is not None:
                return problem
        return None
    return qualified_name(kind)


def qualified_name(kind) -> str:
    try:
        module = kind.__module__
        name = kind.__qualname__
        if type(module) is not str or type(name) is not str:
            raise TypeError
    except BaseException:
        return "object of an unnamed type"
    return name if module == "builtins" else f"{module}.{name}"


def _bounded_repr() -> reprlib.Repr:
    """repr with a depth and a size bound: plain repr of a list nested 100k deep takes minutes."""
    bounded = reprlib.Repr()
    bounded.maxlevel = MAX_NESTING
    bounded.maxlist = bounded.maxtuple = bounded.maxset = bounded.maxfrozenset = 50
    bounded.maxdeque = bounded.maxarray = bounded.maxdict = 50
    bounded.maxstring = bounded.maxlong = bounded.maxother = 200
    return bounded


_repr = _bounded_repr().repr


def safe_repr(value) -> str:
    try:
        kind = type(value)
        text = _repr(value) if kind is list or kind is tuple or kind is dict or kind is set else repr(value)
        if type(text) is not str:
            raise TypeError
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


def near_miss(namespace: dict, names: list, prelude: set) -> str:
    """`; did you mean stoneGame? (the file defines stone_game)` for a name that differs from an entry
    name only in case and underscores (or a class `solution`), else ''."""

    def plain(name: str) -> str:
        return name.replace("_", "").lower()

    try:
        mine = [n for n, v in namespace.items() if n not in prelude and not n.startswith("__")]
        solution_class = namespace.get("Solution")
        if not isinstance(solution_class, type):
            for name in mine:
                if isinstance(namespace[name], type) and plain(name) == "solution":
                    return f"; did you mean class Solution? (the file defines class {name})"
        else:
            mine = [n for n in vars(solution_class) if not n.startswith("__")] + mine
        for name in mine:
            for wanted in names:
                if plain(name) == plain(wanted):
                    return f"; did you mean {wanted}? (the file defines {name})"
    except BaseException:
        pass
    return ""


# -- the solution's own table, for `judge explain` ----------------------------------------------------
class _NotTable(Exception):
    pass


def table_cell(value, depth: int = 0):
    """A copy of one cell if it is small plain data (a number, a short string, a pair), else raise."""
    kind = type(value)
    if value is None or kind is bool or kind is str and len(value) <= 40:
        return value
    if kind is int and -(10**18) < value < 10**18:
        return value
    if kind is float and isfinite(value):
        return value
    if (kind is tuple or kind is list) and depth == 0 and len(value) <= 4:
        return [table_cell(item, 1) for item in value]
    raise _NotTable


def table_of(value, rows: int, cols: int):
    """("grid" | "memo", rows of cells) if `value` is a table of that shape: a list of rows (a flat
    list when rows == 1), or a dict keyed by (row, col) (by col when rows == 1; cells it lacks are
    None). Only exact lists, tuples and dicts are looked into, so no code of the solution runs."""
    kind = type(value)
    if kind is list and rows == 1 and len(value) == cols:
        flat = [table_cell(item) for item in value]
        return "grid", [flat]
    if kind is list and len(value) == rows:
        grid = []
        for row in value:
            if type(row) is not list or len(row) != cols:
                raise _NotTable
            grid.append([table_cell(item) for item in row])
        return "grid", grid
    if kind is dict and 0 < len(value) <= rows * cols:
        grid = [[None] * cols for _ in range(rows)]
        for key, item in value.items():
            if rows == 1 and type(key) is int and 0 <= key < cols:
                grid[0][key] = table_cell(item)
            elif (
                type(key) is tuple
                and len(key) == 2
                and type(key[0]) is int
                and type(key[1]) is int
                and 0 <= key[0] < rows
                and 0 <= key[1] < cols
            ):
                grid[key[0]][key[1]] = table_cell(item)
            else:
                raise _NotTable
        return "memo", grid
    raise _NotTable


def find_table(places: list, shape, inputs: list):
    """The first table of `shape` among the places' variables (TABLE_NAMES first), as
    {"name", "where", "kind", "cells"}, or None. `places` is [(where, dict of names)]; the inputs
    themselves are never taken for a table."""
    if type(shape) is not list or len(shape) != 2 or not all(type(n) is int and n > 0 for n in shape):
        return None
    rows, cols = shape
    if rows * cols > TABLE_CELLS:
        return None
    for where, names in places:
        if type(names) is not dict:
            continue
        chosen = [n for n in TABLE_NAMES if n in names]
        chosen += [n for n in list(names)[:TABLE_SCANNED] if type(n) is str and n not in TABLE_NAMES]
        for name in chosen:
            value = names[name]
            if any(value is given for given in inputs):
                continue
            try:
                kind, cells = table_of(value, rows, cols)
            except (_NotTable, RecursionError):
                continue
            return {"name": name, "where": where, "kind": kind, "cells": cells}
    return None


def watch_locals(function, found: list) -> None:
    """Keep the entry's local variables as they are when it returns (a `dp` local to the method).
    Only the entry's own frame is traced; put_back() removes the trace."""
    func = function.__func__ if type(function) is _MethodType else function
    if type(func) is not _FunctionType:  # a wrapped entry (@cache on the method): no frame to read
        return
    code = func.__code__

    def local(frame, event, arg):
        if event == "return":
            found[:] = [dict(frame.f_locals)]  # the outermost call returns last
        return local

    def calls(frame, event, arg):
        return local if frame.f_code is code else None

    _settrace(calls)


# -- putting the process back between cases --------------------------------------------------------
_all = all
_map = map
_is = __import__("operator").is_  # the prelude imports it anyway


def restore(current: dict, snapshot: dict, drop_new: bool) -> None:
    """Put back entries the solution rebound or deleted; with `drop_new`, remove ones it added.

    Compares by identity and uses no builtins, so it works while builtins are still rebound. Most
    cases change nothing, which is found in C, without a loop of Python code over ~150 builtins,
    ~300 modules and ~100 attributes of sys (~40 us a case): dicts of the same objects are equal
    at once (`==` calls no __eq__ for an object compared with itself). Appended keys (a module
    imported during a case stays) keep the snapshot's keys and values first, in order.
    """
    try:
        size, known = current.__len__(), snapshot.__len__()
        if size == known:
            if current == snapshot:
                return
        elif (
            size > known
            and not drop_new
            and _all(_map(_is, current, snapshot))
            and _all(_map(_is, current.values(), snapshot.values()))
        ):
            return
    except BaseException:  # noqa: BLE001 - changed while compared, or an __eq__ that raised
        pass
    for key, value in snapshot.items():
        if current.get(key, _MISSING) is not value:
            current[key] = value
    if drop_new and current.__len__() != snapshot.__len__():
        for key in current.keys() - snapshot.keys():
            del current[key]


def stream_closed(stream) -> bool:
    try:
        return stream.closed is not False
    except BaseException:
        return True


def flush(stream) -> None:
    try:
        stream.flush()
    except BaseException:
        pass


class Harness:
    def __init__(self, config: dict, case_fd: int) -> None:
        self.config = config
        self.case_fd = case_fd
        self.result_fd = config["result_fd"]
        self.buffer = b""
        self.start = 0  # where the next case's line begins in self.buffer
        self.solution_file = config["display_name"]
        self.source_lines: list = []
        self.make_entry: Callable[[], Callable[..., object]] | None = None
        self.namespace: dict = {}  # the solution module's globals
        self.prelude: dict = {}  # what the prelude put there (never taken for a table)
        self.parachute: bytearray | None = None
        # The solution may close or replace fds 0-2 and sys.stdout; these put them back.
        self.saved_fds = {fd: os.dup(fd) for fd in (0, 1, 2)}
        self.stdout, self.stderr = sys.stdout, sys.stderr
        self.builtins = vars(builtins)
        self.pristine_builtins: dict = {}
        self.solution_builtins: dict = {}
        self.solution_sys: dict = {}
        self.modules: dict = {}
        self.order = [name for name, _ in config["params"]]
        self.trees = list(config.get("tree_params", ()))  # level-order lists, passed as TreeNode
        self.linked = list(config.get("linked_params", ()))  # lists of values, passed as ListNode
        # An interactive problem: LeetCode's API (guess, or a Master passed last) talks to the
        # interactor's child over pipes (sandbox/interaction.py writes its source).
        self.interaction = config.get("interaction")
        self.api_object = None  # the API's class (843's Master), an instance passed to each case
        if self.interaction and self.interaction.get("object"):
            self.order.append(self.interaction["object"])
        self.budget_start = -1  # where the output file stood when RLIMIT_FSIZE was last set
        self.resident_kb = -1  # after a measured case: its resident size (KiB) at the end, at most

    # -- protocol ---------------------------------------------------------------------------------
    def send(self, message: dict) -> None:
        data = (dumps(message) + "\n").encode()
        while data:
            data = data[_write(self.result_fd, data) :]

    def receive(self):
        """The next case; None at the end of the pipe. Lines are found from `self.start` on, not
        split off the front: the judge sends up to 64 KiB of cases at once."""
        buffer, start = self.buffer, self.start
        end = buffer.find(b"\n", start)
        while end < 0:
            chunk = _read(self.case_fd, 1 << 16)
            if not chunk:
                return None
            searched = len(buffer) - start
            buffer, start = buffer[start:] + chunk, 0
            end = buffer.find(b"\n", searched)
        self.buffer, self.start = buffer, end + 1
        return _scan(buffer[start:end].decode(), 0)[0]

    # -- loading -----------------------------------------------------------------------------------
    def load(self) -> dict:
        path = self.config["solution_path"]
        source = self.config.get("solution_source")  # the bytes the judge read and judges, if sent
        try:
            if source is None:
                with open(path, encoding="utf-8-sig") as handle:  # a byte order mark is fine, as in Python
                    source = handle.read()
            code = compile(source, self.solution_file, "exec")
        except SyntaxError as exc:  # also IndentationError and TabError
            where = f"line {exc.lineno}" if exc.lineno else "unknown line"
            text = f": {exc.text.strip()}" if exc.text and exc.text.strip() else ""
            message = f"{type(exc).__name__}: {exc.msg} ({where}){text}{python2_hint(exc)}"
            return {"status": "ce", "message": message}
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            return {"status": "ce", "message": f"cannot read the solution: {exc}"}
        except (MemoryError, RecursionError) as exc:  # the parser's or compiler's stack overflowed
            return {
                "status": "ce",
                "message": f"{type(exc).__name__} while compiling: the code is "
                f"nested too deeply (or is too large) for Python to compile",
            }
        self.source_lines = source.splitlines()
        namespace = prelude_globals()
        if self.interaction:  # before the solution's code: its own class of that name is its own
            game: dict = {"__name__": "judge_game", "__builtins__": builtins}
            exec(self.config["game_source"], game)  # languages/python_game.py
            namespace.update(game["_judge_game"](self.interaction, namespace))
            self.api_object = namespace.get(self.interaction.get("object_class") or "")
        prelude = set(namespace)
        self.prelude = dict(namespace)
        namespace.update(__name__="solution", __file__=self.solution_file, __builtins__=builtins)
        # The judge is no module of the solution's (its files are out of reach under Landlock too).
        sys.modules["judge"] = None  # type: ignore[assignment]
        self.pristine_builtins = dict(self.builtins)
        try:
            exec(code, namespace)
        except BaseException as exc:  # anything at import time means no case can run
            self.put_back()
            return {
                "status": "ce",
                "message": format_exception(exc, self.solution_file, self.source_lines),
            }
        # What the solution set up at import time stays for its cases (as on LeetCode)...
        changed = self.builtins.keys() != self.pristine_builtins.keys() or any(
            value is not self.pristine_builtins[key] for key, value in self.builtins.items()
        )
        self.solution_builtins = dict(self.builtins) if changed else {}
        self.solution_sys = dict(vars(sys))
        self.modules = dict(sys.modules)
        self.put_back()  # ... but the harness itself runs with the builtins it started with.
        names = self.config["entry_names"]
        self.make_entry = find_entry(namespace, names)
        self.namespace = namespace  # live: a module-level dp the case fills is read after it
        if self.make_entry is None:
            wanted = " or ".join(names)
            return {
                "status": "ce",
                "message": f"no entry found: define class Solution with a method "
                f"{wanted}, or a module-level function {wanted}" + near_miss(namespace, names, prelude),
            }
        return {"status": "ready"}

    # -- one case ----------------------------------------------------------------------------------
    def run_case(self, args: dict, shape=None) -> dict:
        """One call; with `shape` ([rows, cols], asked by `judge explain`) the reply also carries
        the solution's own table of that shape (see find_table), or "table": None."""
        if self.parachute is None:
            try:
                self.parachute = bytearray(PARACHUTE_BYTES)
            except MemoryError:
                pass
        if self.solution_builtins:
            restore(self.builtins, self.solution_builtins, drop_new=True)
        self.output_budget()
        value = _MISSING
        failure = None
        function = None
        entry_locals: list = []
        inputs = list(args.values())
        assert self.make_entry is not None, "a case before the solution loaded"
        try:
            for name in self.trees:  # built fresh each case: a solution may change its tree
                args[name] = build_tree(args[name])
            for name in self.linked:
                args[name] = build_linked(args[name])
            if self.api_object is not None:
                args[self.interaction["object"]] = self.api_object()
            function = self.make_entry()
            if shape is not None:
                watch_locals(function, entry_locals)
            resident0 = reset_peak()
            usage0 = _getrusage(_RUSAGE_SELF)
            wall0 = _perf_counter()
            # by position, in the signature's order, as LeetCode calls: `def stoneGame(self, p)` works
            value = function(*[args[name] for name in self.order])
            wall = _perf_counter() - wall0
            usage = _getrusage(_RUSAGE_SELF)
        except BaseException as exc:  # noqa: BLE001 - whatever the solution raised is its verdict
            failure = exc
        finally:
            self.put_back()
        if failure is not None:
            return self.describe_failure(failure)
        # CPU time and page faults from one call: the scheduler's count of all threads, as
        # process_time's. Only a page fault makes the resident size grow: a case without one
        # added nothing, and the costly read of the peak (/proc/self/status, ~20 us) is skipped.
        cpu = usage.ru_utime + usage.ru_stime - usage0.ru_utime - usage0.ru_stime
        cpu = cpu if cpu > 0 else 0.0  # the two sums' rounding differs when no microsecond passed
        faulted = usage.ru_minflt != usage0.ru_minflt or usage.ru_majflt != usage0.ru_majflt
        peak, self.resident_kb = peak_kb(resident0) if faulted else (0, resident0)
        result = {"status": "ok", "wall_ms": wall * 1000, "cpu_ms": cpu * 1000, "peak_kb": peak}
        result.update(self.encode(value))
        if shape is not None:
            result["table"] = self.own_table(function, entry_locals, shape, inputs)
        return result

    def own_table(self, function, entry_locals: list, shape, inputs: list):
        """The solution's table of `shape`: a local of the entry at its return, an attribute of the
        Solution instance, or a module-level variable (in that order); None if there is none."""
        try:
            places = [("local", entry_locals[-1] if entry_locals else None)]
            if type(function) is _MethodType:
                try:  # a class may make __dict__ a property: its code runs under the case's deadline
                    places.append(("self", object.__getattribute__(function.__self__, "__dict__")))
                except BaseException:  # noqa: BLE001 - even SystemExit: the module may still hold one
                    pass
            module = {
                k: v
                for k, v in self.namespace.items()
                if type(k) is str and not k.startswith("__") and self.prelude.get(k, _MISSING) is not v
            }
            places.append(("module", module))
            return find_table(places, shape, inputs)
        except BaseException:  # noqa: BLE001 - a table that cannot be read is no table
            return None
        finally:
            self.put_back()

    def describe_failure(self, exc: BaseException) -> dict:
        if isinstance(exc, MemoryError):
            self.parachute = None
            return {"status": "memory", "message": "MemoryError"}
        if isinstance(exc, SystemExit):
            return {
                "status": "exit",
                "message": f"the solution raised SystemExit({safe_repr(exc.code)}) "
                f"(sys.exit, exit() or raise SystemExit) during the case; "
                f"return the answer instead",
            }
        try:
            return {
                "status": "exception",
                "message": format_exception(exc, self.solution_file, self.source_lines),
            }
        except MemoryError:
            self.parachute = None
            return {"status": "memory", "message": "MemoryError"}

    def encode(self, value) -> dict:
        """The value as {"json": text}, or if not plain data as {"other": type, "repr": text}."""
        limit = self.config["result_bytes"]
        kind = type(value)
        if (kind is list or kind is tuple) and len(value) > limit // 2:  # two bytes an item at least
            return {
                "status": "output",
                "message": f"the returned value has {len(value)} items, over {limit} bytes as JSON",
            }
        problem = describe_invalid(value)
        if problem is not None:
            return {"other": problem, "repr": safe_repr(value)}
        old_digits = _get_int_digits() if _get_int_digits else 0
        try:
            if _set_int_digits:
                _set_int_digits(INT_DIGITS)
            text = dumps(value)
        except ValueError:  # an int too long to print
            return {"other": f"int of over {INT_DIGITS} digits", "repr": "..."}
        finally:
            if _set_int_digits:
                _set_int_digits(old_digits)
        if len(text) > limit:
            return {
                "status": "output",
                "message": f"the returned value is {len(text)} bytes as JSON, over the limit of {limit}",
            }
        return {"json": text}

    def output_budget(self) -> None:
        """The output limit is per case: this case may write `output_bytes` past where it starts. The
        file is opened for appending (a seek cannot rewind it): where it starts is its size."""
        try:
            start = _fstat(1).st_size
            if start == self.budget_start:  # nothing printed since: the limit set stands
                return
            total = self.config["output_total_bytes"]
            _setrlimit(resource.RLIMIT_FSIZE, (min(start + self.config["output_bytes"], total), total))
            self.budget_start = start
        except (OSError, ValueError):
            self.budget_start = -1

    def put_back(self) -> None:
        """Undo what a case may have changed in the process, so the next case starts the same."""
        _settrace(None)
        _setprofile(None)
        _setrecursionlimit(RECURSION_LIMIT)
        restore(self.builtins, self.pristine_builtins, drop_new=True)
        for fd, saved in self.saved_fds.items():
            try:
                _dup2(saved, fd)
            except OSError:
                pass
        for timer in (signal.ITIMER_REAL, signal.ITIMER_VIRTUAL, signal.ITIMER_PROF):
            _setitimer(timer, 0)
        if self.modules:
            restore(sys.modules, self.modules, drop_new=False)  # modules it imported may stay
        if self.solution_sys:
            restore(vars(sys), self.solution_sys, drop_new=False)
        for name in ("stdout", "stderr"):
            original = getattr(self, name)
            if stream_closed(original):  # closing sys.stdout leaves fd 1 open: wrap it again
                original = open(
                    1 if name == "stdout" else 2,
                    "w",
                    encoding="utf-8",
                    closefd=False,
                    errors="backslashreplace",
                )
                setattr(self, name, original)
                if self.solution_sys.get(name) is not None and stream_closed(self.solution_sys[name]):
                    self.solution_sys[name] = original
                setattr(sys, name, original)
            flush(original)

    def serve(self) -> None:
        # this thread runs every call: the judge reads its CPU time as the kernel counts it
        self.send({"status": "loading", "cpu_start": _process_time(), "thread": this_thread()})
        loaded = self.load()
        loaded["cpu_end"] = _process_time()
        self.send(loaded)
        if self.make_entry is None:
            return
        collect_above = resident_bytes() + GC_AFTER_BYTES
        while True:
            message = self.receive()
            if message is None:
                return
            try:
                result = self.run_case(message["args"], message.get("table"))
            except MemoryError:
                self.parachute = None
                result = {"status": "memory", "message": "MemoryError while reporting the result"}
            except BaseException as exc:  # the solution broke something the harness needs
                result = {
                    "status": "exception",
                    "message": f"the judge's harness failed after the case: {exception_line(exc)}",
                }
            result["n"] = message["n"]
            # A finished case's memo (an @cache closure refers to itself) is garbage only the cycle
            # collector frees; left alone, a few big cases in a row would add up to an MLE. Before
            # the reply: the parent's check of reported against kernel CPU time allows for it then.
            # the resident size the case left (an upper bound), known without a read when it was measured
            resident = self.resident_kb << 10 if self.resident_kb >= 0 else resident_bytes()
            self.resident_kb = -1
            if resident > collect_above:
                _collect()
                # what stays (a module-level memo) is the new floor: no collection after every case
                collect_above = resident_bytes() + GC_AFTER_BYTES
            try:  # where the output file stands after the case (streams flushed): with cases queued
                result["out_end"] = _fstat(1).st_size  # the parent cannot stat for this
            except OSError:
                pass
            if "json" in result:  # already encoded: spliced in as is
                text = result.pop("json")
                self.send_raw(result, text)
            else:
                self.send(result)

    def send_raw(self, result: dict, value_json: str) -> None:
        head = dumps(result)
        data = (head[:-1] + ',"v":' + value_json + "}\n").encode()
        while data:
            data = data[_write(self.result_fd, data) :]


def this_thread() -> str:
    """This thread as the host's /proc names it ("<pid>/task/<tid>")."""
    try:
        return os.readlink("/proc/thread-self")
    except OSError:
        return ""


# The kernel knows a thread by the name its process was started with: a thread the solution starts
# is given its own name there too (a comm of 15 bytes), so the judge can name a busy one.
_bootstrap_inner = threading.Thread._bootstrap_inner  # type: ignore[attr-defined]


def named_bootstrap(thread: threading.Thread) -> None:
    try:
        import ctypes  # only once a solution starts a thread

        ctypes.CDLL(None).prctl(15, thread.name.encode("utf-8", "replace")[:15], 0, 0, 0)  # PR_SET_NAME
    except Exception:  # noqa: BLE001 - a name is a nicety
        pass
    _bootstrap_inner(thread)


_STATM = os.open("/proc/self/statm", os.O_RDONLY)
_getrusage = resource.getrusage
_RUSAGE_SELF = resource.RUSAGE_SELF
_PAGE = os.sysconf("SC_PAGE_SIZE")
_pread = os.pread
_collect = gc.collect
try:  # the peak resident size of each case: reset before it (Linux 4.0+), read after it
    _CLEAR_REFS = os.open("/proc/self/clear_refs", os.O_WRONLY)
    _STATUS = os.open("/proc/self/status", os.O_RDONLY)
except OSError:
    _CLEAR_REFS = _STATUS = -1


def reset_peak() -> int:
    """Reset the peak resident size to the resident size now, and return that (KiB; -1 if the peak
    cannot be reset)."""
    try:
        _write(_CLEAR_REFS, b"5")
        return resident_bytes() >> 10
    except (OSError, ValueError, IndexError):
        return -1


def peak_kb(resident0: int) -> tuple[int, int]:
    """What the case added to the resident size at its highest: the peak since reset_peak less
    `resident0`, what was resident then (0 where the peak cannot be reset or read); and the
    resident size now (KiB, -1 if unknown)."""
    try:
        text = _pread(_STATUS, 8192, 0)
        start = text.index(b"VmHWM:") + 6
        peak = int(text[start : text.index(b"kB", start)])
        start = text.index(b"VmRSS:", start) + 6
        now = int(text[start : text.index(b"kB", start)])
        return (max(0, peak - resident0) if resident0 >= 0 else 0), now
    except (OSError, ValueError):
        return 0, -1


def resident_bytes() -> int:
    """Memory the process holds now (ru_maxrss only tells the peak)."""
    return int(_pread(_STATM, 64, 0).split()[1]) * _PAGE


def kill_descendants() -> None:
    """SIGKILL every process below this one, also those that left its session. The child is a
    subreaper (see landlock.py), so the children of a killed child become its own: killing the
    children it has, level after level, reaches them all through its own /proc/<pid> (the only
    one it may read under Landlock)."""
    for _ in range(100):
        children: set[int] = set()
        try:
            for task in os.listdir("/proc/self/task"):
                with open(f"/proc/self/task/{task}/children") as handle:
                    children.update(int(pid) for pid in handle.read().split())
        except (OSError, ValueError):
            return
        if not children:
            return
        for pid in children:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            while os.waitpid(-1, os.WNOHANG)[0]:  # reap them, so their children come here
                pass
        except ChildProcessError:
            pass
        time.sleep(0.001)


# The solution runs on a worker thread (for its large stack), but CPython lets only the main thread
# install a signal handler. As on LeetCode, where all of a solution runs on the main thread,
# `signal.signal` works from the solution anyway: off the main thread the call is relayed to it.
_MAIN_CALLS: queue.SimpleQueue = queue.SimpleQueue()
_signal_signal = signal.signal


class MainThreadCall:
    def __init__(self, function: Callable, args: tuple) -> None:
        self.function, self.args = function, args
        self.done = threading.Event()
        self.result: object = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self.function(*self.args)
        except BaseException as exc:  # given back to the calling thread
            self.error = exc
        self.done.set()


def signal_from_any_thread(signalnum, handler):
    if threading.current_thread() is threading.main_thread():
        return _signal_signal(signalnum, handler)
    call = MainThreadCall(_signal_signal, (signalnum, handler))
    _MAIN_CALLS.put(call)
    call.done.wait()
    if call.error is not None:
        raise call.error
    return call.result


def set_limits(config: dict) -> None:
    """Memory as an address-space limit above what the interpreter already holds; output by size."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_FSIZE, (config["output_bytes"], config["output_total_bytes"]))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the cap fails with EFBIG instead
    memory = config["memory_bytes"]
    if memory:
        limit = address_space_kb() * 1024 + memory
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def address_space_kb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1])
    return 0


def read_config(case_fd: int, data: bytes) -> tuple[dict, bytes]:
    """The configuration line (after `data`, what the bootstrap read past the harness) and what
    follows it; exits if the judge closes the pipe first (a prestarted child it did not take)."""
    while b"\n" not in data:
        chunk = _read(case_fd, 1 << 16)
        if not chunk:
            os._exit(3)
        data += chunk
    line, _, rest = data.partition(b"\n")
    return json.loads(line), rest


def main(case_fd: int, pending: bytes) -> None:
    sys.setrecursionlimit(RECURSION_LIMIT)
    threading.stack_size(STACK_BYTES)
    # The prelude's modules are imported before the configuration is read, so a prestarted child
    # (launch.prestart) loads them while the judge prepares; and before the limits, as headroom.
    prelude_globals()
    config, pending = read_config(case_fd, pending)
    harness = Harness(config, case_fd)
    harness.buffer = pending
    ready = threading.Event()
    code = [1]

    def serve_after_limits() -> None:
        ready.wait()
        try:
            harness.serve()
            code[0] = 0
        except BaseException:  # the pipe is gone or the harness broke: the parent sees the exit code
            code[0] = 70

    # The thread's large stack is reserved before the limit is set, so it is headroom, not budget.
    worker = threading.Thread(target=serve_after_limits, name="solution", daemon=True)
    worker.start()
    threading.stack_size(0)  # threads the solution starts get the usual stack
    threading.Thread._bootstrap_inner = named_bootstrap  # type: ignore[attr-defined]
    harness.parachute = bytearray(PARACHUTE_BYTES)
    set_limits(config)
    ready.set()
    signal.signal = signal_from_any_thread
    parent = os.getppid()
    while worker.is_alive():
        try:  # also where a handler the solution installed runs, and may raise
            _MAIN_CALLS.get(timeout=0.5).run()
        except BaseException:
            pass
        if os.getppid() != parent:  # the judge was killed: take the solution's processes along
            kill_descendants()
            os.killpg(0, signal.SIGKILL)
    flush(harness.stdout)
    flush(harness.stderr)
    os._exit(code[0])
