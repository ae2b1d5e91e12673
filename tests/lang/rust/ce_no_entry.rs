// problem: predict-the-winner
// expect: no entry found: define impl Solution { pub fn predict_the_winner(nums: Vec<i32>) -> bool
impl Solution {
    pub fn predict(nums: Vec<i32>) -> bool {
        nums.is_empty()
    }
}
