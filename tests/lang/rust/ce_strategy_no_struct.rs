// problem: coins-in-a-line-play
// expect: no struct Strategy found: define struct Strategy and impl Strategy { fn new(n: i32) -> Self
struct Player;

impl Player {
    fn new(_n: i32) -> Self {
        Player
    }
}
