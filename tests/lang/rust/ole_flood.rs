// problem: predict-the-winner
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        for _ in 0..10_000_000 {
            println!("spam spam spam spam {}", nums.len());
        }
        true
    }
}
