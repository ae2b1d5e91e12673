// problem: coins-in-a-line-play
// expect: (1 move asked)
// a move that never returns: its own CPU time runs out
struct Strategy;

impl Strategy {
    fn new(_n: i32) -> Self {
        Strategy
    }

    fn r#move(&mut self, coins: i32, _last: Option<i32>) -> i32 {
        let mut x = coins as u64;
        loop {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
            if x == 0 {
                return 1;
            }
        }
    }
}
