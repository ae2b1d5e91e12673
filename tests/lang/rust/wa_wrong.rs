// problem: predict-the-winner
// Greedy on the ends: wrong on [1, 5, 2]
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        nums[0] >= nums[nums.len() - 1]
    }
}
