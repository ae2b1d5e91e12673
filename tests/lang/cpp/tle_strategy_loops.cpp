// problem: coins-in-a-line-play
// expect: (1 move asked)
// a move that never returns: its own CPU time runs out
class Strategy {
public:
    Strategy(int n) {}
    int move(int coins, int last) {
        volatile unsigned long long spin = 0;
        while (true) spin = spin + 1;
        return 1;
    }
};
