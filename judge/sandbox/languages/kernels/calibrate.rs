// The same steps as calibrate.py: an interval table, a memoised recursion over a hash map.
use std::collections::HashMap;

impl Solution {
    pub fn calibrate(n: i32) -> i32 {
        let n = n as usize;
        let mut nums = vec![0i32; n];
        let mut x: i64 = 12345;
        for num in nums.iter_mut() {
            x = x * 48271 % 2147483647;
            *num = (x % 1000) as i32;
        }
        let mut dp = vec![vec![0i32; n]; n];
        for i in 0..n {
            dp[i][i] = nums[i];
        }
        for length in 2..=n {
            for i in 0..=n - length {
                let j = i + length - 1;
                dp[i][j] = (nums[i] - dp[i + 1][j]).max(nums[j] - dp[i][j - 1]);
            }
        }
        let mut total = 0;
        let mut memo = HashMap::new();
        for start in (0..n).step_by(50) {
            memo.clear();
            total += Self::best(&nums, &mut memo, start, 40);
        }
        dp[0][n - 1] + total
    }

    fn best(nums: &[i32], memo: &mut HashMap<usize, i32>, i: usize, left: usize) -> i32 {
        if i >= nums.len() || left == 0 {
            return 0;
        }
        let key = i * 64 + left;
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let value = (nums[i] - Self::best(nums, memo, i + 1, left - 1)).max(-Self::best(nums, memo, i + 1, left));
        memo.insert(key, value);
        value
    }
}
