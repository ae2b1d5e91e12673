// What the judge's C++ driver's two halves share (see cpp.py): its core, built once per toolchain
// (the protocol, the process's accounting, `main`), and the part built with each solution (the
// arguments, the call, the returned value), which defines run_case and configure for the core.
#include <cxxabi.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

namespace judge_drv {
using std::string;
using std::vector;

// -- JSON in ---------------------------------------------------------------------------------------
struct J {
    char t = 'n';  // n(ull) b(ool) i(nt) d(ouble) s(tring) a(rray) o(bject)
    bool b = false;
    long long i = 0;
    double d = 0;
    string s;
    vector<J> a;
    // an object's keys and values side by side: a pair<string, J> would need J complete here,
    // which clang with libstdc++ enforces (a vector of J itself may hold an incomplete type)
    vector<string> keys;
    vector<J> values;
    const J* get(const string& key) const {
        for (size_t k = 0; k < keys.size(); ++k)
            if (keys[k] == key) return &values[k];
        return nullptr;
    }
};

struct Parser {
    const char* p;
    const char* end;
    void ws() {
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    }
    [[noreturn]] void fail() { throw std::runtime_error("bad JSON from the judge"); }
    static void put_utf8(string& out, unsigned cp) {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }
    unsigned hex4() {
        if (end - p < 4) fail();
        unsigned v = 0;
        for (int k = 0; k < 4; ++k) {
            char c = *p++;
            v <<= 4;
            if (c >= '0' && c <= '9') v |= c - '0';
            else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
            else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
            else fail();
        }
        return v;
    }
    string str() {
        if (p >= end || *p != '"') fail();
        ++p;
        string out;
        while (true) {
            if (p >= end) fail();
            char c = *p++;
            if (c == '"') break;
            if (c != '\\') { out += c; continue; }
            if (p >= end) fail();
            char e = *p++;
            switch (e) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned cp = hex4();
                    if (cp >= 0xD800 && cp < 0xDC00 && end - p >= 6 && p[0] == '\\' && p[1] == 'u') {
                        const char* save = p;
                        p += 2;
                        unsigned lo = hex4();
                        if (lo >= 0xDC00 && lo < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                        else p = save;
                    }
                    put_utf8(out, cp);
                    break;
                }
                default: fail();
            }
        }
        return out;
    }
    J value() {
        ws();
        if (p >= end) fail();
        J v;
        char c = *p;
        if (c == '{') {
            v.t = 'o';
            ++p;
            ws();
            if (p < end && *p == '}') { ++p; return v; }
            while (true) {
                ws();
                string key = str();
                ws();
                if (p >= end || *p != ':') fail();
                ++p;
                v.values.push_back(value());
                v.keys.push_back(std::move(key));
                ws();
                if (p < end && *p == ',') { ++p; continue; }
                if (p < end && *p == '}') { ++p; return v; }
                fail();
            }
        }
        if (c == '[') {
            v.t = 'a';
            ++p;
            ws();
            if (p < end && *p == ']') { ++p; return v; }
            while (true) {
                v.a.push_back(value());
                ws();
                if (p < end && *p == ',') { ++p; continue; }
                if (p < end && *p == ']') { ++p; return v; }
                fail();
            }
        }
        if (c == '"') { v.t = 's'; v.s = str(); return v; }
        if (end - p >= 4 && !strncmp(p, "true", 4)) { v.t = 'b'; v.b = true; p += 4; return v; }
        if (end - p >= 5 && !strncmp(p, "false", 5)) { v.t = 'b'; p += 5; return v; }
        if (end - p >= 4 && !strncmp(p, "null", 4)) { p += 4; return v; }
        const char* start = p;
        bool real = false;
        while (p < end && (isdigit((unsigned char)*p) || *p == '-' || *p == '+' || *p == '.' || *p == 'e' || *p == 'E')) {
            if (*p == '.' || *p == 'e' || *p == 'E') real = true;
            ++p;
        }
        if (p == start) fail();
        string num(start, p);
        errno = 0;
        if (!real) {
            v.t = 'i';
            v.i = strtoll(num.c_str(), nullptr, 10);
            if (errno == ERANGE) { v.t = 'd'; v.d = strtod(num.c_str(), nullptr); }
        } else {
            v.t = 'd';
            v.d = strtod(num.c_str(), nullptr);
        }
        return v;
    }
};

struct Invalid {
    string type;
};

struct Result {
    string status = "ok";
    string message;
    string value;  // JSON, when status is ok and the value is plain data
    string other;  // the type, when it is not
    double cpu = 0, wall = 0;
    long peak_kb = 0;  // what the call added to the resident size at its highest
};

J parse(const string& text);
string type_name(const std::type_info& info);
void escape(string& out, const string& s);
double process_cpu();
double wall();
void case_memory_start();
long case_peak_kb();
string exception_message(const char* type, const char* what);

// defined by the part built with the solution
void run_case(const J& args, Result& r);
void configure(const J& config);  // the configuration's fields for the solution's side (an API's pipes)
}  // namespace judge_drv
