// problem: coins-in-a-line-play
// expect: exit
// ends its own process in the middle of a game
struct Strategy;

impl Strategy {
    fn new(_n: i32) -> Self {
        Strategy
    }

    fn r#move(&mut self, _coins: i32, last: Option<i32>) -> i32 {
        if last.is_some() {
            std::process::exit(0);
        }
        1
    }
}
