// problem: predict-the-winner
// printing is shown, not judged: stdout and stderr are the solution's own file
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        println!("debug: n = {}", nums.len());
        eprintln!("and stderr");
        print!("no newline");
        let n = nums.len();
        let mut dp = vec![vec![0; n]; n];
        for i in (0..n).rev() {
            dp[i][i] = nums[i];
            for j in i + 1..n {
                dp[i][j] = (nums[i] - dp[i + 1][j]).max(nums[j] - dp[i][j - 1]);
            }
        }
        dp[0][n - 1] >= 0
    }
}
