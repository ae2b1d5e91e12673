// The judge's C++ driver's loop for a strategy problem (see protocol.py), pasted into cpp_driver.cpp
// (namespace judge_drv) for such a problem only. The entry cpp.py generates calls
// play<S>(&S::method, start...): `b` builds S afresh from the starting position, `m JSON-LIST`
// calls the method with the view's values converted to its own parameter types, `e` ends the case.
namespace strategy {
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
template <class S, class M, class... A>
static long long play(M move_method, A&... start) {
    using Args = typename method<M>::args;
    std::unique_ptr<S> player;
    string reply;
    while (true) {
        string got = judge_api::line();
        if (got[0] == 'm') {
            Parser parser{got.data() + 2, got.data() + got.size()};
            J view = parser.value();
            Args args;
            std::apply([&](auto&... x) {
                size_t k = 0;
                ((k < view.a.size() ? view_value(view.a[k], x) : none(x), ++k), ...);
            }, args);
            auto&& move = std::apply([&](auto&... x) -> decltype(auto) { return ((*player).*move_method)(x...); }, args);
            reply.assign("a ");
            try {
                enc(reply, move);
            } catch (Invalid& bad) {
                reply.assign("a {\"unsendable\":");
                escape(reply, bad.type);
                reply += '}';
            }
            reply += '\n';
            judge_api::put(reply);
        } else if (got[0] == 'b') {
            player.reset();
            player = std::make_unique<S>(start...);
            judge_api::put("r\n");
        } else {
            return got.size() > 2 && got[2] != 'n' ? atoll(got.c_str() + 2) : 0;
        }
    }
}
}  // namespace strategy
