// Right in every case; its first case starts a std::thread named spinner that spins for good, beside
// and between the cases: AC (or TLE) with a note naming the thread's CPU, never "tampered".
use std::sync::atomic::{AtomicBool, Ordering};

static STARTED: AtomicBool = AtomicBool::new(false);

impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        if !STARTED.swap(true, Ordering::SeqCst) {
            std::thread::Builder::new()
                .name("spinner".into())
                .stack_size(64 << 10)
                .spawn(|| {
                    let mut x = 0u64;
                    loop {
                        x = std::hint::black_box(x.wrapping_add(1));
                    }
                })
                .unwrap();
        }
        let n = nums.len();
        let mut dp = nums.clone();
        for i in (0..n - 1).rev() {
            for j in i + 1..n {
                dp[j] = (nums[i] - dp[j]).max(nums[j] - dp[j - 1]);
            }
        }
        dp[n - 1] >= 0
    }
}
