// problem: predict-the-winner
// expect: exited with code 3
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        std::process::exit(3 + nums.len() as i32 * 0);
    }
}
