// problem: pots-of-gold-play
// expect: you (B) chose R (take 8)
// expect: moves so far: R
// The table's move, except after the opponent took a worse end: then it grabs the bigger end.
// Best play never leads there; the referee's opponents that err do, and the position is shown.
class Strategy {
    vector<int> pots;
    vector<vector<long long>> lead;

    string best(int left, int right) {
        if (left == right) return "L";
        return pots[left] - lead[left + 1][right] >= pots[right] - lead[left][right - 1] ? "L" : "R";
    }

public:
    Strategy(vector<int>& pots) : pots(pots) {
        int n = pots.size();
        lead.assign(n + 1, vector<long long>(n + 1, 0));
        for (int i = n - 1; i >= 0; i--) {
            lead[i][i] = pots[i];
            for (int j = i + 1; j < n; j++)
                lead[i][j] = max(pots[i] - lead[i + 1][j], pots[j] - lead[i][j - 1]);
        }
    }

    string move(int left, int right, optional<string> last) {
        if (last) {
            int i = *last == "L" ? left - 1 : left, j = *last == "L" ? right : right + 1;
            if (best(i, j) != *last) return pots[left] >= pots[right] ? "L" : "R";
        }
        return best(left, right);
    }
};
