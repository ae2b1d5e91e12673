// problem: predict-the-winner
// expect: this function takes 2 arguments but 1 argument was supplied
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>, k: i32) -> bool {
        nums.len() as i32 > k
    }
}
