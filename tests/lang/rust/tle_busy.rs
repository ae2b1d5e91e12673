// problem: predict-the-winner
// a loop the optimiser cannot remove: it never ends
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        let mut x: u64 = 1;
        loop {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(nums[0] as u64);
            if x == 0 {
                return std::hint::black_box(x) == 0;
            }
        }
    }
}
