"""Strategy problems in the compiled drivers (C++ and Go): the judge calls the solution turn by turn.

The solution writes a class in LeetCode's design-problem style: built with the starting position,
asked for a move on each of its turns. The case's entry becomes a loop over the referee's pipe
(sandbox/strategy_child.py says the protocol): `b` builds the class afresh, `m JSON-LIST` calls the
move method with the view's values converted to the method's own parameter types (a `null`, the
last move before the opponent's first, becomes -1, "" or an empty list; `std::optional` or a Go
pointer takes it as empty), and `e JSON` ends the case. One line each way per move, no process
per move. The pipes' numbers arrive in the configuration (`interaction.fds`), as for the
interactive problems (interactive_api.py).
"""

from __future__ import annotations

from judge.model.problem import Signature, StrategyApi
from judge.model.values import ValueType
from judge.sandbox.languages.interactive_api import CPP_SUPPORT, STOP_STATUS, cpp_channel, go_channel

NONE = {"int": "-1", "str": '""'}  # what a move's optional value is before the opponent's first move


def _before_first(api: StrategyApi, empty_list: str) -> str:
    """The template's comment on what an optional parameter holds before any opponent move."""
    said = [
        f"{p.name} is {NONE.get(p.type.name, empty_list)} before the opponent's first move"
        for p in api.params
        if p.optional
    ]
    return "; ".join(said)


# -- C++ ----------------------------------------------------------------------------------------------
def cpp_view_type(value_type: ValueType) -> str:
    if value_type.item is not None:
        return f"vector<{cpp_view_type(value_type.item)}>"
    return {"int": "int", "bool": "bool", "float": "double", "str": "string"}[value_type.name]


def cpp_moves(api: StrategyApi) -> str:
    """The move method's parameters as the template declares them (lists by reference, as LeetCode)."""
    return ", ".join(
        f"{cpp_view_type(p.type)}{'&' if p.type.item is not None else ''} {p.name}" for p in api.params
    )


def cpp_template(signature: Signature, start: str) -> str:
    """`judge new`'s class: it compiles and plays (its empty move is refused: WA)."""
    api = signature.strategy
    assert api is not None
    name, note = signature.entry, _before_first(api, "empty")
    return (
        f"class {name} {{\npublic:\n    {name}({start}) {{\n        \n    }}\n\n"
        + (f"    // {note}\n" if note else "")
        + f"    {cpp_view_type(api.returns)} {api.method}({cpp_moves(api)}) {{\n        \n"
        "        return {};  // a placeholder, so the untouched template compiles and plays\n"
        "    }\n};\n"
    )


CPP_PLAY = r"""
namespace strategy {
static string pending;
static string line() {
    while (true) {
        size_t nl = pending.find('\n');
        if (nl != string::npos) {
            string got = pending.substr(0, nl);
            pending.erase(0, nl + 1);
            return got;
        }
        char chunk[65536];
        ssize_t n = ::read(judge_api::answer_fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) judge_api::stop("the judge ended the game");
        pending.append(chunk, (size_t)n);
    }
}
static void put(const string& data) {
    for (size_t done = 0; done < data.size();) {
        ssize_t n = ::write(judge_api::call_fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) judge_api::stop("the judge ended the game");
        done += (size_t)n;
    }
}
// the move method's parameters, decayed: the view's values are converted into them
template <class T> struct method;
template <class C, class R, class... P> struct method<R (C::*)(P...)> { using args = std::tuple<std::decay_t<P>...>; };
template <class C, class R, class... P> struct method<R (C::*)(P...) const> { using args = std::tuple<std::decay_t<P>...>; };
template <class C, class R, class... P> struct method<R (C::*)(P...) noexcept> { using args = std::tuple<std::decay_t<P>...>; };
template <class C, class R, class... P> struct method<R (C::*)(P...) const noexcept> { using args = std::tuple<std::decay_t<P>...>; };
// no last move yet (null): -1 for a number, "" for a string, an empty list, an empty optional
template <class T> static void none(T& out) {
    if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) out = T(-1);
    else out = T{};
}
template <class T> static void conv(const J& j, std::optional<T>& out) {
    if (j.t == 'n') { out.reset(); return; }
    T value{};
    conv(j, value);
    out = std::move(value);
}
template <class T> static void view_value(const J& j, T& out) {
    if (j.t == 'n') none(out);
    else conv(j, out);
}
template <class S, class... A>
static long long play(A&... start) {
    static_assert(std::is_constructible_v<S, A&...>, @@NO_CONSTRUCTOR@@);
    static_assert(requires { &S::@@METHOD@@; }, @@NO_METHOD@@);
    using Args = typename method<decltype(&S::@@METHOD@@)>::args;
    std::unique_ptr<S> player;
    string reply;
    while (true) {
        string got = line();
        if (got[0] == 'm') {
            Parser parser{got.data() + 2, got.data() + got.size()};
            J view = parser.value();
            Args args;
            std::apply([&](auto&... x) {
                size_t k = 0;
                ((k < view.a.size() ? view_value(view.a[k], x) : none(x), ++k), ...);
            }, args);
            auto&& move = std::apply([&](auto&... x) -> decltype(auto) { return player->@@METHOD@@(x...); }, args);
            reply.assign("a ");
            try {
                enc(reply, move);
            } catch (Invalid& bad) {
                reply.assign("a {\"unsendable\":");
                escape(reply, bad.type);
                reply += '}';
            }
            reply += '\n';
            put(reply);
        } else if (got[0] == 'b') {
            player.reset();
            player = std::make_unique<S>(start...);
            put("r\n");
        } else {
            return got.size() > 2 && got[2] != 'n' ? atoll(got.c_str() + 2) : 0;
        }
    }
}
}  // namespace strategy

template <class S, class... A>
static void invoke(Result& r, A&... a) {
    if constexpr (complete<S>) {
        run_call(r, [&]() { return strategy::play<S>(a...); });
    } else {
        static_assert(no_entry<S>, @@NO_CLASS@@);
    }
}
"""


def _cpp_literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def cpp_prelude(signature: Signature) -> str:
    """Before the user's file: the pipes' support and the class declared (so a missing one is the
    driver's own message, not the compiler's)."""
    return "#include <unistd.h>\n" + CPP_SUPPORT % {"status": STOP_STATUS} + f"class {signature.entry};\n"


def cpp_entry(signature: Signature, start: str, moves: str) -> str:
    """The driver's entry for a strategy problem (`start`, `moves`: the constructor's and the
    method's parameters as the template declares them, for the messages)."""
    api = signature.strategy
    assert api is not None
    name = signature.entry
    filled = {
        "@@METHOD@@": api.method,
        "@@NO_CONSTRUCTOR@@": _cpp_literal(f"class {name} needs a public constructor {name}({start})"),
        "@@NO_METHOD@@": _cpp_literal(f"class {name} needs a public method {api.method}({moves})"),
        "@@NO_CLASS@@": _cpp_literal(
            f"define class {name}: the judge builds it with the starting position ({start}) and calls "
            f"its method {api.method}({moves}) on each of your turns"
        ),
    }
    source = CPP_PLAY
    for mark, text in filled.items():
        source = source.replace(mark, text)
    return source


def cpp_driver(source: str, signature: Signature) -> str:
    """The generated driver, its entry the class (not Solution) and the pipes read from the
    configuration."""
    return cpp_channel(source).replace("invoke<::Solution>(r", f"invoke<::{signature.entry}>(r")


# -- Go -------------------------------------------------------------------------------------------------
def go_view_type(value_type: ValueType) -> str:
    if value_type.item is not None:
        return "[]" + go_view_type(value_type.item)
    return {"int": "int", "bool": "bool", "float": "float64", "str": "string"}[value_type.name]


def go_template(signature: Signature, start: str) -> str:
    """`judge new`'s struct, Constructor and method, as LeetCode's Go design problems have them."""
    api = signature.strategy
    assert api is not None
    name, note = signature.entry, _before_first(api, "nil")
    method = api.method[:1].upper() + api.method[1:]
    moves = ", ".join(f"{p.name} {go_view_type(p.type)}" for p in api.params)
    returns = go_view_type(api.returns)
    placeholder = "nil" if returns.startswith("[]") else {"bool": "false", "string": '""'}.get(returns, "0")
    return (
        f"type {name} struct {{\n}}\n\nfunc Constructor({start}) {name} {{\n    return {name}{{}}\n}}\n\n"
        + (f"// {note}\n" if note else "")
        + f"func (this *{name}) {method}({moves}) {returns} {{\n    \n"
        f"    return {placeholder} // a placeholder, so the untouched template compiles and plays\n}}\n"
    )


GO_PLAY = """package main

import (
	"encoding/json"
	"os"
	"reflect"
	"strconv"
	"syscall"
)

func judgeStrategyStop(message string) {
	syscall.Write(2, []byte("\\njudge: "+message+"\\n"))
	os.Exit(%(status)d)
}

var judgeStrategyPending []byte
var judgeStrategyChunk = make([]byte, 1<<16)

func judgeStrategyLine() []byte {
	for {
		for i, c := range judgeStrategyPending {
			if c == '\\n' {
				line := judgeStrategyPending[:i:i]
				judgeStrategyPending = judgeStrategyPending[i+1:]
				return line
			}
		}
		n, err := syscall.Read(judgeCfg.Interaction.Fds[1], judgeStrategyChunk)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			judgeStrategyStop("the judge ended the game")
		}
		judgeStrategyPending = append(judgeStrategyPending, judgeStrategyChunk[:n]...)
	}
}

func judgeStrategyPut(data []byte) {
	for len(data) > 0 {
		n, err := syscall.Write(judgeCfg.Interaction.Fds[0], data)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			judgeStrategyStop("the judge ended the game")
		}
		data = data[n:]
	}
}

// The method the judge asks on each turn, of the value Constructor returned (a pointer to it, so
// that methods on *T are found), or why there is none.
func judgeStrategyMethod(made reflect.Type) (reflect.Method, string) {
	holder := made
	if holder.Kind() != reflect.Ptr {
		holder = reflect.PtrTo(made)
	}
	m, ok := holder.MethodByName("%(method)s")
	if !ok {
		return m, "Constructor returns " + made.String() + ", which has no method " + "%(method)s"
	}
	return m, ""
}

// A value of the view as the method's parameter: null (no last move yet) is -1 for a number,
// "" for a string, an empty slice, a nil pointer.
func judgeStrategyValue(t reflect.Type, raw json.RawMessage) (reflect.Value, error) {
	target := reflect.New(t)
	if string(raw) == "null" {
		switch t.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Float32, reflect.Float64:
			target.Elem().Set(reflect.ValueOf(-1).Convert(t))
		}
		return target.Elem(), nil
	}
	err := json.Unmarshal(raw, target.Interface())
	return target.Elem(), err
}

// A case of a strategy problem: Constructor called with the starting position on each "b", the
// move method on each "m"; a panic of the solution's goes up as the case's own.
func judgeStrategyPlay(constructor reflect.Value, start []reflect.Value) int {
	m, _ := judgeStrategyMethod(constructor.Type().Out(0))
	var player reflect.Value
	for {
		line := judgeStrategyLine()
		switch {
		case len(line) > 0 && line[0] == 'm':
			var view []json.RawMessage
			if json.Unmarshal(line[2:], &view) != nil {
				judgeStrategyStop("the judge sent a view that is not a list")
			}
			kind := m.Type
			args := make([]reflect.Value, kind.NumIn())
			args[0] = player
			for i := 1; i < kind.NumIn(); i++ {
				raw := json.RawMessage("null")
				if i-1 < len(view) {
					raw = view[i-1]
				}
				value, err := judgeStrategyValue(kind.In(i), raw)
				if err != nil {
					panic("the judge's view does not fit " + kind.In(i).String() + ": " + err.Error())
				}
				args[i] = value
			}
			out := m.Func.Call(args)
			reply := []byte("a ")
			var b bytes.Buffer
			if len(out) != 1 {
				reply = append(reply, `{"unsendable":"`+strconv.Itoa(len(out))+` return values"}`...)
			} else if bad := judgeEncode(&b, out[0], 0); bad != nil {
				reply = append(reply, `{"unsendable":`+judgeQuote(bad.kind)+"}"...)
			} else {
				reply = append(reply, b.Bytes()...)
			}
			judgeStrategyPut(append(reply, '\\n'))
		case len(line) > 0 && line[0] == 'b':
			player = reflect.Value{}
			made := constructor.Call(start)[0]
			if made.Kind() == reflect.Ptr {
				player = made
			} else {
				player = reflect.New(made.Type())
				player.Elem().Set(made)
			}
			judgeStrategyPut([]byte("r\\n"))
		default:
			moves := 0
			if len(line) > 2 {
				moves, _ = strconv.Atoi(string(line[2:]))
			}
			return moves
		}
	}
}
"""


def go_support(api: StrategyApi) -> str:
    """judge_strategy.go: the loop over the referee's pipe."""
    method = api.method[:1].upper() + api.method[1:]
    return (GO_PLAY % {"status": STOP_STATUS, "method": method}).replace(
        '"encoding/json"', '"bytes"\n\t"encoding/json"'
    )


def go_driver(source: str, signature: Signature) -> str:
    """The driver with the pipes in its configuration, the entry Constructor, its case the game's
    loop, and a missing method said at load (as a compile error)."""
    api = signature.strategy
    assert api is not None
    method = api.method[:1].upper() + api.method[1:]
    source = go_channel(source)
    source = source.replace(
        "\tif judgeCfg.MemoryBytes > 0 {",
        "\tif fn.Type().NumOut() != 1 {\n"
        '\t\tjudgeSend([]byte(`{"status":"ce","message":` + judgeQuote("Constructor must return the '
        f'{signature.entry}, as LeetCode\'s design problems do") + "}}"))\n'
        "\t\treturn\n\t}\n"
        '\tif _, why := judgeStrategyMethod(fn.Type().Out(0)); why != "" {\n'
        f'\t\tjudgeSend([]byte(`{{"status":"ce","message":` + judgeQuote(why+": write func (this *{signature.entry}) {method}(...)") + "}}"))\n'
        "\t\treturn\n\t}\n"
        "\tif judgeCfg.MemoryBytes > 0 {",
        1,
    )
    return source.replace(
        "\tjudgeCall(fn, args, r)",
        "\tplay := func() int { return judgeStrategyPlay(fn, args) }\n\tjudgeCall(reflect.ValueOf(play), nil, r)",
    )
