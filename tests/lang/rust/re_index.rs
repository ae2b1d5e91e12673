// problem: predict-the-winner
// expect: index out of bounds: the len is
// expect: re_index.rs:11:
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        Self::pick(&nums, nums.len() + 5) > 0
    }

    fn pick(nums: &[i32], i: usize) -> i32 {
        // the panic names this line
        nums[i]
    }
}
