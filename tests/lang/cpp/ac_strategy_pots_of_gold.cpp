// problem: pots-of-gold-play
// The value problem's interval table, built once; a move looks the row up (a strategy problem:
// the judge builds the class and asks for a move on each turn)
class Strategy {
    vector<int> pots;
    vector<vector<long long>> lead;  // how far the mover finishes ahead on pots[i..j]

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

    string move(int left, int right, string last) {
        if (left == right) return "L";
        return pots[left] - lead[left + 1][right] >= pots[right] - lead[left][right - 1] ? "L" : "R";
    }
};
