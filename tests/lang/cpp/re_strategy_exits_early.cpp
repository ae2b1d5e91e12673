// problem: coins-in-a-line-play
// expect: exit
// ends its own process in the middle of a game
class Strategy {
public:
    Strategy(int n) {}
    int move(int coins, int last) {
        if (last != -1) exit(0);
        return 1;
    }
};
