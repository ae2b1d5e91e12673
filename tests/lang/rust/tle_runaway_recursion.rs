// problem: predict-the-winner
// Runaway recursion: faulting in the 1 GiB stack takes longer than the time limit, so the limit
// ends it first (as in C++); a recursion that fits the stack is fine (ac_deep_recursion.rs)
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        Self::deeper(&nums, 0) > 0
    }

    fn deeper(nums: &[i32], depth: usize) -> i64 {
        let pad = std::hint::black_box([depth as i64; 8]);
        Self::deeper(nums, depth + 1) + pad[depth % 8]
    }
}
