// The judge's C++ driver's side of an interactive or strategy problem (see protocol.py): the two
// pipes to the judge, put before the user's file (LeetCode's `guess` or `Master`, generated from
// the signature by interactive_api.py, calls `ask`; the strategy loop, cpp_driver_strategy.h, reads
// and writes lines). configure() (cpp_driver.cpp) reads the pipes' numbers when this is defined.
#include <unistd.h>
#define JUDGE_GAME 1

namespace judge_api {
inline int call_fd = -1, answer_fd = -1;

// The game is over (lost, or the judge gone): the message on stderr, and the exit status the
// judge knows as stopped by its interactor (protocol.py), whose verdict stands first.
[[noreturn]] inline void stop(const std::string& message) {
    std::string text = "\njudge: " + message + "\n";
    (void)!::write(2, text.data(), text.size());
    ::_exit(86);
}

inline std::string quote(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') { out += '\\'; out += (char)c; }
        else if (c < 0x20) { char buf[8]; snprintf(buf, sizeof buf, "\\u%04x", c); out += buf; }
        else out += (char)c;
    }
    return out + "\"";
}

inline std::string pending;  // read from the answer pipe past the last line taken

// The judge's next line, without its end.
inline std::string line() {
    while (true) {
        size_t nl = pending.find('\n');
        if (nl != std::string::npos) {
            std::string got = pending.substr(0, nl);
            pending.erase(0, nl + 1);
            return got;
        }
        char chunk[65536];
        ssize_t n = ::read(answer_fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) stop("the judge ended the game");
        pending.append(chunk, (size_t)n);
    }
}

inline void put(const std::string& data) {
    for (size_t done = 0; done < data.size();) {
        ssize_t n = ::write(call_fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) stop("the judge ended the game");
        done += (size_t)n;
    }
}

// One call of the API: `NAME JSON` out, an integer back (or `x MESSAGE`: stop).
inline int ask(const char* name, const std::string& json) {
    put(std::string(name) + " " + json + "\n");
    std::string got = line();
    if (!got.empty() && got[0] == 'x') stop(got.size() > 2 ? got.substr(2) : std::string());
    return std::atoi(got.c_str());
}
}  // namespace judge_api
