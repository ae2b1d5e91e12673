// BFS from every pawn and the knight, then dp[mask][i] over the pawns taken (mask) and the square the
// knight stands on, filled from the full mask down; the parity of the pawns taken says who moves.
class Solution {
public:
    int maxMoves(int kx, int ky, vector<vector<int>>& positions) {
        int n = positions.size();
        vector<pair<int, int>> pts;
        for (auto& p : positions) pts.push_back({p[0], p[1]});
        pts.push_back({kx, ky});
        int dx[8] = {1, 2, 2, 1, -1, -2, -2, -1}, dy[8] = {2, 1, -1, -2, -2, -1, 1, 2};
        vector<vector<int>> dist(n + 1, vector<int>(n + 1));
        for (int s = 0; s <= n; s++) {
            vector<vector<int>> d(50, vector<int>(50, -1));
            queue<pair<int, int>> q;
            d[pts[s].first][pts[s].second] = 0;
            q.push(pts[s]);
            while (!q.empty()) {
                auto [x, y] = q.front();
                q.pop();
                for (int k = 0; k < 8; k++) {
                    int a = x + dx[k], b = y + dy[k];
                    if (a >= 0 && a < 50 && b >= 0 && b < 50 && d[a][b] < 0) {
                        d[a][b] = d[x][y] + 1;
                        q.push({a, b});
                    }
                }
            }
            for (int t = 0; t <= n; t++) dist[s][t] = d[pts[t].first][pts[t].second];
        }
        int full = (1 << n) - 1;
        // dp[mask][i]: moves still to come when the pawns in mask are taken and the knight is on i
        vector<vector<int>> dp(1 << n, vector<int>(n + 1, 0));
        for (int mask = full - 1; mask >= 0; mask--) {
            bool alice = __builtin_popcount(mask) % 2 == 0;
            for (int i = 0; i <= n; i++) {
                if (i < n && !(mask >> i & 1)) continue;
                if (i == n && mask != 0) continue;
                int best = alice ? INT_MIN : INT_MAX;
                for (int j = 0; j < n; j++) {
                    if (mask >> j & 1) continue;
                    int got = dist[i][j] + dp[mask | 1 << j][j];
                    best = alice ? max(best, got) : min(best, got);
                }
                dp[mask][i] = best;
            }
        }
        return dp[0][n];
    }
};
