// The part of the judge's C++ driver built with each solution (cpp.py): appended after the user's
// file, it turns the case's JSON into the parameters, calls the entry and encodes what it returns;
// the core (cpp_driver_core.cpp) speaks the runner's protocol. The @@ marks are filled in from the
// problem's signature (protocol.fill). Everything lives in namespace judge_drv so the user's names cannot
// collide with it.
#undef main
#undef int
#pragma pack()  // the core's layout of the shared structs, whatever the user's file packed
@@SHARED@@

namespace judge_drv {
using namespace std;

// JSON values to the parameters' C++ types
static void conv(const J& j, int& out) { out = j.t == 'd' ? (int)j.d : (int)j.i; }
static void conv(const J& j, long long& out) { out = j.t == 'd' ? (long long)j.d : j.i; }
static void conv(const J& j, bool& out) { out = j.b; }
static void conv(const J& j, double& out) { out = j.t == 'i' ? (double)j.i : j.d; }
static void conv(const J& j, string& out) { out = j.s; }
template <class T>
static void conv(const J& j, vector<T>& out) {
    out.clear();
    out.resize(j.a.size());
    for (size_t k = 0; k < j.a.size(); ++k) {
        T item{};
        conv(j.a[k], item);
        out[k] = std::move(item);
    }
}
// LeetCode's TreeNode (defined before the user's file when the signature takes one) from its
// level-order list: each node, in order, takes the next two entries as its children (null: none).
template <class N>
    requires requires(N* n, int v) { N(v); n->left = n; n->right = n; }
static void conv(const J& j, N*& out) {
    vector<N*> nodes;
    nodes.reserve(j.a.size());
    for (const J& item : j.a) nodes.push_back(item.t == 'n' ? nullptr : new N((int)item.i));
    size_t next = 1;
    for (N* node : nodes) {
        if (!node) continue;
        node->left = next < nodes.size() ? nodes[next] : nullptr;
        node->right = next + 1 < nodes.size() ? nodes[next + 1] : nullptr;
        next += 2;
    }
    out = nodes.empty() ? nullptr : nodes[0];
}
// LeetCode's ListNode (defined the same way) from the list of its values, linked in order.
template <class N>
    requires requires(N* n, int v) { N(v); n->next = n; }
static void conv(const J& j, N*& out) {
    out = nullptr;
    for (size_t k = j.a.size(); k-- > 0;) {
        N* node = new N((int)j.a[k].i);
        node->next = out;
        out = node;
    }
}

template <class T>
static void enc(string& out, const T& v, int depth = 0);

template <class T>
static void enc(string& out, const T& v, int depth) {
    using D = std::decay_t<T>;
    if (depth > 32) throw Invalid{"list nested over 32 deep"};
    if constexpr (std::is_same_v<D, bool> || std::is_same_v<D, std::vector<bool>::reference> ||
                  std::is_same_v<D, std::vector<bool>::const_reference>) {
        out += bool(v) ? "true" : "false";
    } else if constexpr (std::is_integral_v<D>) {
        out += std::to_string(v);
    } else if constexpr (std::is_floating_point_v<D>) {
        if (!std::isfinite((double)v)) throw Invalid{"non-finite float"};
        char buffer[40];
        snprintf(buffer, sizeof buffer, "%.17g", (double)v);
        out += buffer;
    } else if constexpr (std::is_convertible_v<const D&, std::string_view>) {
        escape(out, string(std::string_view(v)));
    } else if constexpr (requires { std::begin(v); std::end(v); }) {
        out += '[';
        bool first = true;
        for (auto&& item : v) {
            if (!first) out += ',';
            first = false;
            enc(out, item, depth + 1);
        }
        out += ']';
    } else {
        throw Invalid{type_name(typeid(D))};
    }
}

// Runs `call` (which makes the Solution and calls the entry) and encodes what it returns.
template <class F>
static void run_call(Result& r, F&& call) {
    using R = decltype(call());
    case_memory_start();
    double c0 = process_cpu(), w0 = wall();
    if constexpr (std::is_void_v<R>) {
        call();
        r.wall = wall() - w0;
        r.cpu = process_cpu() - c0;
        r.peak_kb = case_peak_kb();
        r.other = "void";
    } else {
        auto&& v = call();
        r.wall = wall() - w0;
        r.cpu = process_cpu() - c0;
        r.peak_kb = case_peak_kb();
        try {
            enc(r.value, v);
        } catch (Invalid& bad) {
            r.value.clear();
            r.other = bad.type;
        }
    }
}

template <class S> concept complete = requires { sizeof(S); };
template <class> inline constexpr bool no_entry = false;

@@STRATEGY@@
@@ENTRY@@

void run_case(const J& args, Result& r) {
    try {
        @@ARGS@@
        invoke<::@@CLASS@@>(r@@CALLARGS@@);
    } catch (std::bad_alloc&) {
        r = Result{};
        r.status = "memory";
        r.message = "std::bad_alloc";
    } catch (std::exception& e) {
        const std::type_info* info = abi::__cxa_current_exception_type();
        string type = info ? type_name(*info) : "std::exception";
        r = Result{};
        r.status = "exception";
        r.message = exception_message(type.c_str(), e.what());
    } catch (Invalid& bad) {
        r = Result{};
        r.status = "exception";
        r.message = "exception judge_drv::Invalid";
    } catch (...) {
        const std::type_info* info = abi::__cxa_current_exception_type();
        string type = info ? type_name(*info) : "of an unknown type";
        r = Result{};
        r.status = "exception";
        r.message = exception_message(type.c_str(), "");
    }
}

void configure(const J& config) {
#ifdef JUDGE_GAME  // an interactive or strategy problem (cpp_driver_game.h): the pipes to the judge
    if (const J* api = config.get("interaction"))
        if (const J* fds = api->get("fds"); fds && fds->a.size() == 2) {
            judge_api::call_fd = (int)fds->a[0].i;
            judge_api::answer_fd = (int)fds->a[1].i;
        }
#else
    (void)config;
#endif
}
}  // namespace judge_drv
