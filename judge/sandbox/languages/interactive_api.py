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


def cpp_driver(source: str, api: Interaction) -> str:
    """The generated driver, reading the pipes' numbers from the configuration and passing the API
    object (843's Master) as the last argument."""
    source = source.replace(
        'result_fd = (int)number("result_fd");',
        'result_fd = (int)number("result_fd");\n'
        '    if (const J* api = config->get("interaction"))\n'
        '        if (const J* fds = api->get("fds"); fds && fds->a.size() == 2) {\n'
        "            judge_api::call_fd = (int)fds->a[0].i;\n"
        "            judge_api::answer_fd = (int)fds->a[1].i;\n"
        "        }",
    )
    call = re.search(r"invoke<::Solution>\(r([^;]*)\);", source)
    if api.object_class and call is not None:
        source = (
            source[: call.start()]
            + f"{api.object_class} judge_api_object;\n"
            + f"        invoke<::Solution>(r{call.group(1)}, judge_api_object);"
            + source[call.end() :]
        )
    return source
