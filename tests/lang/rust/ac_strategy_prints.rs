// problem: coins-in-a-line-play
// printing each move is shown, not judged: the moves travel on the judge's own pipes; the method is
// spelled out (make_a_move) and takes &self
struct Strategy {
    win: Vec<bool>, // win[k]: the player to move with k coins left wins
}

impl Strategy {
    fn new(n: i32) -> Self {
        let n = n as usize;
        let mut win = vec![false; n + 1];
        for k in 1..=n {
            win[k] = !win[k - 1] || (k >= 2 && !win[k - 2]);
        }
        Strategy { win }
    }

    fn make_a_move(&self, coins: i32, last: Option<i32>) -> i32 {
        let take = if coins >= 2 && !self.win[coins as usize - 2] { 2 } else { 1 };
        println!("coins {} they took {:?} I take {}", coins, last, take);
        take
    }
}
