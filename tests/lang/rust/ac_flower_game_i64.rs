// problem: alice-and-bob-playing-flower-game
// LeetCode's i64 return: n * m / 2 pairs past 2^31
impl Solution {
    pub fn flower_game(n: i32, m: i32) -> i64 {
        n as i64 * m as i64 / 2
    }
}
