// problem: guess-number-higher-or-lower-ii
// Seed 003 (LeetCode 375), as written there.
public class Solution {
    public int getMoneyAmount(int n) {
        // dp[i][j] min cost to guarantee to win from interval [i , j]
        return getMinCost(0, n - 1, new int[n][n]);
    }

    private int getMinCost(int start, int end, int[][] dp){
        if(start >= end) return 0;

        if(dp[start][end] != 0) return dp[start][end];

        int minCost = Integer.MAX_VALUE;
        for(int i = start; i < end; i++){
            minCost = Math.min(minCost,  (i + 1) + Math.max(getMinCost(start, i - 1, dp), 
                                                            getMinCost(i + 1, end, dp)));
        }
        dp[start][end] = minCost;

        return dp[start][end];
    }
}
