// problem: predict-the-winner
// expect: expected bool
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> i32 {
        nums.len() as i32 % 2
    }
}
