// problem: coins-in-a-line-play
// expect: no move for 4 coins
// expect: re_strategy_panics.rs:13:
struct Strategy;

impl Strategy {
    fn new(_n: i32) -> Self {
        Strategy
    }

    fn r#move(&mut self, coins: i32, _last: Option<i32>) -> i32 {
        if coins % 3 == 1 {
            panic!("no move for {} coins", coins);
        }
        1
    }
}
