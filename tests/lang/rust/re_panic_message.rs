// problem: predict-the-winner
// expect: no winner for 1 piles
// expect: re_panic_message.rs:7:
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        if nums.len() < 1000 {
            panic!("no winner for {} piles", nums.len().min(1));
        }
        true
    }
}
