// problem: coins-in-a-line
// Top-down memo recursion 10^5 deep: the call runs on a thread with a 1 GiB stack
impl Solution {
    pub fn first_will_win(n: i32) -> bool {
        let mut memo = vec![0u8; n as usize + 1];
        Self::win(n as usize, &mut memo)
    }

    fn win(k: usize, memo: &mut Vec<u8>) -> bool {
        if k == 0 {
            return false;
        }
        if memo[k] != 0 {
            return memo[k] == 1;
        }
        let w = !Self::win(k - 1, memo) || (k >= 2 && !Self::win(k - 2, memo));
        memo[k] = if w { 1 } else { 2 };
        w
    }
}
