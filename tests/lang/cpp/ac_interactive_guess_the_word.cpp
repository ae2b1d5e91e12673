// problem: guess-the-word
// minimax elimination for 843 (master.guess is the judge's)
/**
 * // This is the Master's API interface.
 * // You should not implement it, or speculate about its implementation
 * class Master {
 *   public:
 *     int guess(string word);
 * };
 */
class Solution {
public:
    int match(const string& a, const string& b) { int m = 0; for (int i = 0; i < 6; i++) m += a[i] == b[i]; return m; }
    void findSecretWord(vector<string>& words, Master& master) {
        vector<string> cands = words;
        while (!cands.empty()) {
            string best = cands[0]; int bestWorst = INT_MAX;
            for (auto& w : cands) {
                int groups[7] = {0};
                for (auto& o : cands) groups[match(w, o)]++;
                int worst = *max_element(groups, groups + 7);
                if (worst < bestWorst) { bestWorst = worst; best = w; }
            }
            int m = master.guess(best);
            if (m == 6) return;
            vector<string> next;
            for (auto& w : cands) if (w != best && match(w, best) == m) next.push_back(w);
            cands = next;
        }
    }
};
