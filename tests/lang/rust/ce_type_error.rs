// problem: predict-the-winner
// expect: ce_type_error.rs:7:
// expect: mismatched types
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        let total: i32 = nums.iter().sum();
        total
    }
}
