// problem: alice-and-bob-playing-flower-game
// expect: expected 1073741824
// The product in i32 wraps without a panic (no overflow checks, as on LeetCode): a wrong count
impl Solution {
    pub fn flower_game(n: i32, m: i32) -> i64 {
        (n * m / 2) as i64
    }
}
