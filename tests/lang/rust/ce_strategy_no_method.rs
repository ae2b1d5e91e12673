// problem: coins-in-a-line-play
// expect: no method r#move found
struct Strategy;

impl Strategy {
    fn new(_n: i32) -> Self {
        Strategy
    }

    fn take(&mut self, _coins: i32) -> i32 {
        1
    }
}
