// problem: coins-in-a-line-play
// printing each move is shown, not judged: the moves travel on the judge's own pipes
class Strategy {
    vector<bool> win;  // win[k]: the player to move with k coins left wins

public:
    Strategy(int n) : win(n + 1, false) {
        for (int k = 1; k <= n; k++) win[k] = !win[k - 1] || (k >= 2 && !win[k - 2]);
    }
    int move(int coins, int last) {
        int take = coins >= 2 && !win[coins - 2] ? 2 : 1;
        cout << "coins " << coins << ", they took " << last << ", I take " << take << endl;
        return take;
    }
};
