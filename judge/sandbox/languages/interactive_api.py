"""LeetCode's interactive APIs (374's `guess`, 843's `Master`) in the compiled languages' drivers.

Each call writes one line to the interactor's pipe (`NAME JSON-ARGUMENT`) and reads one back (an
integer, or `x MESSAGE`: the game is lost or over, and the process ends with the message on
stderr). The pipes' numbers come in the configuration (`interaction.fds`, sandbox/interaction.py).
"""

from __future__ import annotations

import re

from judge.model.problem import Interaction

STOP_STATUS = 86  # the exit code of a process the interactor stopped (its verdict stands first)

# -- C++ ----------------------------------------------------------------------------------------------
CPP_SUPPORT = r"""
namespace judge_api {
inline int call_fd = -1, answer_fd = -1;
[[noreturn]] inline void stop(const std::string& message) {
    std::string text = "\njudge: " + message + "\n";
    (void)!::write(2, text.data(), text.size());
    ::_exit(%(status)d);
}
inline std::string quote(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') { out += '\\'; out += (char)c; }
        else if (c < 0x20) { char buf[8]; snprintf(buf, sizeof buf, "\\u%%04x", c); out += buf; }
        else out += (char)c;
    }
    return out + "\"";
}
inline int ask(const char* name, const std::string& json) {
    std::string line = std::string(name) + " " + json + "\n";
    for (size_t done = 0; done < line.size();) {
        ssize_t put = ::write(call_fd, line.data() + done, line.size() - done);
        if (put <= 0) stop("the judge ended the game");
        done += (size_t)put;
    }
    std::string got;
    char buf[4096];
    while (got.empty() || got.back() != '\n') {
        ssize_t n = ::read(answer_fd, buf, sizeof buf);
        if (n <= 0) stop("the judge ended the game");
        got.append(buf, (size_t)n);
    }
    if (got[0] == 'x') stop(got.substr(2, got.size() - 3));
    return std::atoi(got.c_str());
}
}  // namespace judge_api
"""

CPP_TYPES = {"int": "int", "str": "string"}


def cpp_prelude(api: Interaction) -> str:
    """Before the user's file: the API, defined (LeetCode only declares it; the user's file may
    declare it again)."""
    source = "#include <unistd.h>\n" + CPP_SUPPORT % {"status": STOP_STATUS}
    encode = {"int": "std::to_string({})", "str": "judge_api::quote({})"}
    methods = [
        f"int {c.name}({CPP_TYPES[c.type]} {c.param}) {{ return judge_api::ask({c.name!r}, "
        f"{encode[c.type].format(c.param)}); }}".replace("'", '"')
        for c in api.calls
    ]
    if api.object_class:
        return source + f"class {api.object_class} {{\npublic:\n    " + "\n    ".join(methods) + "\n};\n"
    return source + "\n".join(methods) + "\n"


def cpp_channel(source: str) -> str:
    """The generated driver, reading the pipes' numbers from the configuration."""
    return source.replace(
        "(void)config;  // @@CONFIGURE@@",
        'if (const J* api = config.get("interaction"))\n'
        '        if (const J* fds = api->get("fds"); fds && fds->a.size() == 2) {\n'
        "            judge_api::call_fd = (int)fds->a[0].i;\n"
        "            judge_api::answer_fd = (int)fds->a[1].i;\n"
        "        }",
    )


def cpp_driver(source: str, api: Interaction) -> str:
    """The generated driver with the pipes, passing the API object (843's Master) as the last
    argument."""
    source = cpp_channel(source)
    call = re.search(r"invoke<::Solution>\(r([^;]*)\);", source)
    if api.object_class and call is not None:
        source = (
            source[: call.start()]
            + f"{api.object_class} judge_api_object;\n"
            + f"        invoke<::Solution>(r{call.group(1)}, judge_api_object);"
            + source[call.end() :]
        )
    return source


# -- Go -------------------------------------------------------------------------------------------------
GO_SUPPORT = """package main

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"syscall"
)

func judgeStop(message string) {
	syscall.Write(2, []byte("\\njudge: "+message+"\\n"))
	os.Exit(%(status)d)
}

var judgeAnswer = make([]byte, 4096)

func judgeAsk(name string, value interface{}) int {
	text, err := json.Marshal(value)
	if err != nil {
		text = []byte(`{"unsendable":"value"}`)
	}
	line := append(append([]byte(name+" "), text...), '\\n')
	fds := judgeCfg.Interaction.Fds
	if len(fds) != 2 {
		judgeStop("the judge gave no channel to its interactor")
	}
	for len(line) > 0 {
		n, err := syscall.Write(fds[0], line)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			judgeStop("the judge ended the game")
		}
		line = line[n:]
	}
	got := []byte{}
	for len(got) == 0 || got[len(got)-1] != '\\n' {
		n, err := syscall.Read(fds[1], judgeAnswer)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			judgeStop("the judge ended the game")
		}
		got = append(got, judgeAnswer[:n]...)
	}
	if got[0] == 'x' {
		judgeStop(string(got[2 : len(got)-1]))
	}
	v, _ := strconv.Atoi(strings.TrimSpace(string(got)))
	return v
}
"""

GO_TYPES = {"int": "int", "str": "string"}


def go_api(api: Interaction) -> str:
    """judge_api.go: LeetCode's `func guess(num int) int`, or `type Master struct{}` with its
    capitalised methods (`master.Guess(word)`)."""
    source = GO_SUPPORT % {"status": STOP_STATUS}
    if api.object_class:
        source += f"\ntype {api.object_class} struct{{}}\n"
        for c in api.calls:
            source += (
                f"\nfunc (this *{api.object_class}) {c.name[:1].upper() + c.name[1:]}({c.param} {GO_TYPES[c.type]}) int "
                f"{{\n\treturn judgeAsk({c.name!r}, {c.param})\n}}\n"
            ).replace("'", '"')
    else:
        for c in api.calls:
            source += (
                f"\nfunc {c.name}({c.param} {GO_TYPES[c.type]}) int {{\n\treturn judgeAsk({c.name!r}, {c.param})\n}}\n"
            ).replace("'", '"')
    return source


def go_channel(source: str) -> str:
    """The driver with the configuration's pipes (`judgeCfg.Interaction.Fds`)."""
    return source.replace(
        '\tDisplayName      string `json:"display_name"`',
        '\tDisplayName      string `json:"display_name"`\n'
        '\tInteraction      struct {\n\t\tFds []int `json:"fds"`\n\t} `json:"interaction"`',
    )


def go_driver(source: str, api: Interaction) -> str:
    """The driver with the configuration's pipes and, for an API object, that object passed last."""
    source = go_channel(source)
    if api.object_class:
        source = source.replace(
            "fn.Type().NumIn() != len(judgeParams)", "fn.Type().NumIn() != len(judgeParams)+1"
        )
        source = source.replace(
            "\tjudgeCall(fn, args, r)",
            f"\tjudgeCall(fn, append(args, reflect.ValueOf(&{api.object_class}{{}})), r)",
        )
    return source


# -- Java -----------------------------------------------------------------------------------------------
JAVA_SUPPORT = """package judgedriver;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** The interactor's channel: one line out per call, one line back. */
public final class Api {
    private static FileOutputStream calls;
    private static FileInputStream answers;
    private static final byte[] buffer = new byte[4096];

    private static void stop(String message) {
        try {
            new FileOutputStream(FileDescriptor.err).write(("\\njudge: " + message + "\\n").getBytes(StandardCharsets.UTF_8));
        } catch (Exception e) { }
        Runtime.getRuntime().halt(%(status)d);
    }

    @SuppressWarnings("unchecked")
    public static synchronized int ask(String name, String json) {
        try {
            if (calls == null) {
                List<Object> fds = (List<Object>) ((Map<String, Object>) Driver.config.get("interaction")).get("fds");
                calls = new FileOutputStream("/proc/self/fd/" + ((Number) fds.get(0)).intValue());
                answers = new FileInputStream("/proc/self/fd/" + ((Number) fds.get(1)).intValue());
            }
            calls.write((name + " " + json + "\\n").getBytes(StandardCharsets.UTF_8));
            StringBuilder got = new StringBuilder();
            while (got.length() == 0 || got.charAt(got.length() - 1) != '\\n') {
                int n = answers.read(buffer);
                if (n <= 0) stop("the judge ended the game");
                got.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
            }
            if (got.charAt(0) == 'x') stop(got.substring(2, got.length() - 1));
            return Integer.parseInt(got.toString().trim());
        } catch (java.io.IOException e) {
            stop("the judge ended the game");
            return 0;
        }
    }

    public static String quote(String text) {
        return text == null ? "null" : Driver.Json.quote(text);
    }
}
"""

JAVA_TYPES = {"int": "int", "str": "String"}


def java_api(api: Interaction) -> dict[str, str]:
    """The API's source files: judgedriver/Api.java, and LeetCode's `GuessGame` (374: the solution
    extends it) or `interface Master` with the object the driver passes (JudgeApiObject)."""
    encode = {"int": "String.valueOf({})", "str": "judgedriver.Api.quote({})"}
    methods = [
        f"    public int {c.name}({JAVA_TYPES[c.type]} {c.param}) {{\n"
        f'        return judgedriver.Api.ask("{c.name}", {encode[c.type].format(c.param)});\n    }}\n'
        for c in api.calls
    ]
    files = {"judgedriver/Api.java": JAVA_SUPPORT % {"status": STOP_STATUS}}
    if api.object_class:
        declared = "".join(f"    int {c.name}({JAVA_TYPES[c.type]} {c.param});\n" for c in api.calls)
        files[f"{api.object_class}.java"] = f"interface {api.object_class} {{\n{declared}}}\n"
        files["JudgeApiObject.java"] = (
            f"final class JudgeApiObject implements {api.object_class} {{\n{''.join(methods)}}}\n"
        )
    else:
        files["GuessGame.java"] = "public class GuessGame {\n" + "".join(methods) + "}\n"
    return files
