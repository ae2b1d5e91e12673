// problem: stone-game-vii
class Solution {
    public int stoneGameVII(int[] stones) {
        int n = stones.length;
        int[] prefix = new int[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + stones[i];
        int[][] dp = new int[n][n];
        for (int i = n - 2; i >= 0; i--) {
            for (int j = i + 1; j < n; j++) {
                int removeLeft = prefix[j + 1] - prefix[i + 1] - dp[i + 1][j];
                int removeRight = prefix[j] - prefix[i] - dp[i][j - 1];
                dp[i][j] = Math.max(removeLeft, removeRight);
            }
        }
        return dp[0][n - 1];
    }
}
