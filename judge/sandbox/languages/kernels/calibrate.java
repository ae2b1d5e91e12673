class Solution {
    // The same steps as calibrate.py: an interval table, a memoised recursion over a hash map.
    private int n;
    private int[] nums;
    private HashMap<Integer, Integer> memo = new HashMap<>();

    public int calibrate(int n) {
        this.n = n;
        nums = new int[n];
        long x = 12345;
        for (int i = 0; i < n; i++) {
            x = x * 48271 % 2147483647L;
            nums[i] = (int) (x % 1000);
        }
        int[][] dp = new int[n][n];
        for (int i = 0; i < n; i++) dp[i][i] = nums[i];
        for (int length = 2; length <= n; length++) {
            for (int i = 0; i + length - 1 < n; i++) {
                int j = i + length - 1;
                dp[i][j] = Math.max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1]);
            }
        }
        int total = 0;
        for (int start = 0; start < n; start += 50) {
            memo.clear();
            total += best(start, 40);
        }
        return dp[0][n - 1] + total;
    }

    private int best(int i, int left) {
        if (i >= n || left == 0) return 0;
        int key = i * 64 + left;
        Integer known = memo.get(key);
        if (known != null) return known;
        int value = Math.max(nums[i] - best(i + 1, left - 1), -best(i + 1, left));
        memo.put(key, value);
        return value;
    }
}
