// The core of the judge's C++ driver, built once per toolchain and linked with each solution's
// unit (cpp.py): the runner's protocol (see sandbox/child.py), the case's time, memory and output
// accounting, and `main`. The part built with the solution defines run_case and configure.
using namespace std;
@@SHARED@@

namespace judge_drv {
J parse(const string& text) {
    Parser parser{text.data(), text.data() + text.size()};
    return parser.value();
}

string type_name(const std::type_info& info) {
    int status = 0;
    char* name = abi::__cxa_demangle(info.name(), nullptr, nullptr, &status);
    string out = status == 0 && name ? name : info.name();
    free(name);
    return out;
}

void escape(string& out, const string& s) {
    static const char* hex = "0123456789abcdef";
    out += '"';
    size_t n = s.size();
    for (size_t k = 0; k < n;) {
        unsigned char c = s[k];
        if (c == '"' || c == '\\') { out += '\\'; out += char(c); ++k; continue; }
        if (c < 0x20) {
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 15];
            ++k;
            continue;
        }
        if (c < 0x80) { out += char(c); ++k; continue; }
        // copy a valid UTF-8 sequence as is; a stray byte becomes U+FFFD
        int len = c >= 0xF0 && c < 0xF5 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
        bool ok = len > 0 && k + len <= n;
        for (int m = 1; ok && m < len; ++m) ok = ((unsigned char)s[k + m] & 0xC0) == 0x80;
        if (ok && len == 3) {
            unsigned cp = ((c & 0x0F) << 12) | (((unsigned char)s[k + 1] & 0x3F) << 6);
            ok = cp >= 0x800 && (cp < 0xD800 || cp >= 0xE000);
        }
        if (ok && len == 4) {
            unsigned cp = ((c & 0x07) << 18) | (((unsigned char)s[k + 1] & 0x3F) << 12);
            ok = cp >= 0x10000 && cp <= 0x10FFFF;
        }
        if (ok) { out.append(s, k, len); k += len; }
        else { out += "\\ufffd"; ++k; }
    }
    out += '"';
}

// -- the process -----------------------------------------------------------------------------------
static int case_fd = -1;
static int result_fd = -1;
static long long memory_bytes = 0, output_bytes = 0, output_total_bytes = 0, result_bytes = 0;
static string inbuf;

double process_cpu() {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}
double wall() {
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}
// A case's own peak memory: writing "5" to /proc/self/clear_refs sets the kernel's peak resident
// size (VmHWM) to the resident size now; after the call VmHWM less the resident size at the start is
// what the case added at its highest. The files stay open. Only a page fault makes the resident size
// grow, so a case without one (getrusage's count, all threads) added nothing and /proc/self/status,
// the costly read (~20 us), is not read.
static int clear_fd = -1, status_fd = -1, statm_fd = -1;
static long long case_rss_kb = 0;
static long case_faults = 0;

static long page_faults() {
    rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) return -1;
    return usage.ru_minflt + usage.ru_majflt;
}

static long long field_kb(int fd, const char* key, int index) {
    char text[4096];
    ssize_t got = pread(fd, text, sizeof text - 1, 0);
    if (got <= 0) return -1;
    text[got] = 0;
    const char* p = text;
    if (key) {
        p = strstr(text, key);
        return p ? atoll(p + strlen(key)) : -1;
    }
    for (int i = 0; i < index; i++) {  // statm: the index-th number, in pages
        p = strchr(p, ' ');
        if (!p) return -1;
        p++;
    }
    return atoll(p) * (sysconf(_SC_PAGESIZE) / 1024);
}

static void open_memory_files() {
    clear_fd = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC);
    status_fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
    statm_fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
}

void case_memory_start() {
    if (clear_fd >= 0 && write(clear_fd, "5", 1) == 1) case_rss_kb = field_kb(statm_fd, nullptr, 1);
    else case_rss_kb = -1;  // no reset: report nothing rather than the process's peak
    case_faults = page_faults();
}

long case_peak_kb() {
    if (case_rss_kb < 0) return 0;
    long faults = page_faults();
    if (faults >= 0 && faults == case_faults) return 0;  // nothing was faulted in: nothing added
    long long peak = field_kb(status_fd, "VmHWM:", 0);
    return peak > case_rss_kb ? (long)(peak - case_rss_kb) : 0;
}

static bool read_line(string& line) {
    while (true) {
        size_t nl = inbuf.find('\n');
        if (nl != string::npos) {
            line.assign(inbuf, 0, nl);
            inbuf.erase(0, nl + 1);
            return true;
        }
        char chunk[65536];
        ssize_t got = read(case_fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        inbuf.append(chunk, got);
    }
}

static void send(const string& text) {
    string data = text + "\n";
    const char* p = data.data();
    size_t left = data.size();
    while (left) {
        ssize_t put = write(result_fd, p, left);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) _exit(70);
        p += put;
        left -= put;
    }
}

static string num(double x) {
    char buffer[40];
    snprintf(buffer, sizeof buffer, "%.6f", x);
    return buffer;
}

static void flush_output() {
    std::cout.flush();
    std::cerr.flush();
    fflush(stdout);
    fflush(stderr);
}

static off_t budget_start = -1;  // where the output file stood when RLIMIT_FSIZE was last set

static void output_budget() {
    off_t start = lseek(1, 0, SEEK_CUR);
    if (start < 0 || start == budget_start) return;  // nothing printed since: the limit stands
    budget_start = start;
    rlimit lim;
    lim.rlim_cur = std::min<long long>(start + output_bytes, output_total_bytes);
    lim.rlim_max = output_total_bytes;
    setrlimit(RLIMIT_FSIZE, &lim);
}

static long long vm_size() {
    FILE* f = fopen("/proc/self/status", "r");
    if (!f) return 0;
    char line[256];
    long long kb = 0;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "VmSize:", 7)) kb = atoll(line + 7);
    fclose(f);
    return kb * 1024;
}

string exception_message(const char* type, const char* what) {
    string m = string("exception ") + type;
    if (what && *what) m += string(": ") + what;
    if (m.size() > 4000) m = m.substr(0, 4000) + " ...";
    return m;
}

static void serve() {
    string line;
    if (!read_line(line)) _exit(3);
    J header = parse(line);
    const J* config = header.get("config");
    if (!config) _exit(70);
    auto number = [&](const char* key) -> long long {
        const J* v = config->get(key);
        return v ? (v->t == 'd' ? (long long)v->d : v->i) : 0;
    };
    result_fd = (int)number("result_fd");
    configure(*config);
    memory_bytes = number("memory_bytes");
    output_bytes = number("output_bytes");
    output_total_bytes = number("output_total_bytes");
    result_bytes = number("result_bytes");
    {   // this thread runs every call: the judge reads its CPU time as the kernel counts it
        char self[64] = {0};
        ssize_t n = readlink("/proc/thread-self", self, sizeof self - 1);
        send(string("{\"status\":\"loading\",\"thread\":\"") + (n > 0 ? self : "") + "\"}");
    }
    open_memory_files();
    {   // warm up this thread's malloc arena before the limit, so it is headroom, not budget
        void* warm = malloc(1 << 20);
        free(warm);
    }
    rlimit lim{0, 0};
    setrlimit(RLIMIT_CORE, &lim);
    signal(SIGXFSZ, SIG_IGN);  // a write past the cap fails with EFBIG instead
    if (memory_bytes > 0) {
        long long limit = vm_size() + memory_bytes;
        lim.rlim_cur = lim.rlim_max = limit;
        setrlimit(RLIMIT_AS, &lim);
    }
    send("{\"status\":\"ready\",\"cpu_end\":" + num(process_cpu()) + "}");
    string out;
    while (read_line(line)) {
        J message;
        try {
            message = parse(line);
        } catch (...) {
            _exit(70);
        }
        const J* n = message.get("n");
        const J* args = message.get("args");
        if (!n || !args) _exit(70);
        output_budget();
        Result r;
        run_case(*args, r);
        flush_output();
        if (r.status == "ok" && r.other.empty() && (long long)r.value.size() > result_bytes) {
            r.status = "output";
            r.message = "the returned value is " + std::to_string(r.value.size()) +
                        " bytes as JSON, over the limit of " + std::to_string(result_bytes);
        }
        out.clear();
        out += "{\"n\":" + std::to_string(n->i) + ",\"status\":\"" + r.status + "\"";
        if (r.status == "ok") {
            out += ",\"cpu_ms\":" + num(r.cpu * 1000) + ",\"wall_ms\":" + num(r.wall * 1000) +
                   ",\"peak_kb\":" + std::to_string(r.peak_kb);
        } else {
            out += ",\"message\":";
            escape(out, r.message);
        }
        off_t end = lseek(1, 0, SEEK_CUR);
        if (end >= 0) out += ",\"out_end\":" + std::to_string((long long)end);
        if (r.status == "ok") {
            if (!r.other.empty()) {
                out += ",\"other\":";
                escape(out, r.other);
                out += ",\"repr\":";
                escape(out, "<a value of type " + r.other + ">");
            } else {
                out += ",\"v\":";
                out += r.value;
            }
        }
        out += "}";
        send(out);
        string().swap(r.value);
    }
}

static volatile bool finished = false;

static void* worker(void*) {
    try {
        serve();
    } catch (...) {
        _exit(70);
    }
    finished = true;
    return nullptr;
}

}  // namespace judge_drv

int main(int argc, char** argv) {
    if (argc < 3) return 2;
    judge_drv::case_fd = atoi(argv[2]);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)1 << 30);  // deep recursion, as on LeetCode
    pthread_t thread;
    if (pthread_create(&thread, &attr, judge_drv::worker, nullptr) != 0) {
        pthread_attr_setstacksize(&attr, (size_t)256 << 20);
        if (pthread_create(&thread, &attr, judge_drv::worker, nullptr) != 0) return 70;
    }
    pid_t parent = getppid();
    while (true) {
        timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_nsec += 300 * 1000000L;
        if (ts.tv_nsec >= 1000000000L) { ts.tv_sec += 1; ts.tv_nsec -= 1000000000L; }
        if (pthread_timedjoin_np(thread, nullptr, &ts) == 0) break;
        if (getppid() != parent) kill(0, SIGKILL);  // the judge is gone: take everything along
    }
    judge_drv::flush_output();
    _exit(0);
}
