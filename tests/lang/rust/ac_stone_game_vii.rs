// problem: stone-game-vii
// The interval table by length, one row kept: lead[i] over stones[i..=j] for the current j
impl Solution {
    pub fn stone_game_vii(stones: Vec<i32>) -> i32 {
        let n = stones.len();
        let mut prefix = vec![0; n + 1];
        for (i, &s) in stones.iter().enumerate() {
            prefix[i + 1] = prefix[i] + s;
        }
        let mut lead = vec![0; n];
        for j in 1..n {
            for i in (0..j).rev() {
                let drop_left = prefix[j + 1] - prefix[i + 1] - lead[i + 1];
                let drop_right = prefix[j] - prefix[i] - lead[i];
                lead[i] = drop_left.max(drop_right);
            }
        }
        lead[0]
    }
}
