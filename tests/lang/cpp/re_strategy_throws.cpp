// problem: coins-in-a-line-play
// expect: std::runtime_error: no move for this
class Strategy {
public:
    Strategy(int n) {}
    int move(int coins, int last) {
        if (coins > 2) throw std::runtime_error("no move for " + string("this"));
        return coins;
    }
};
