// problem: pots-of-gold-play
// The value problem's interval table, built once; a move looks the row up (a strategy problem, in
// LeetCode's design style: a struct, `new`, then the method on each turn)
struct Strategy {
    pots: Vec<i32>,
    lead: Vec<Vec<i32>>, // how far the mover finishes ahead on pots[i..=j]
}

impl Strategy {
    fn new(pots: Vec<i32>) -> Self {
        let n = pots.len();
        let mut lead = vec![vec![0; n + 1]; n + 1];
        for i in (0..n).rev() {
            lead[i][i] = pots[i];
            for j in i + 1..n {
                lead[i][j] = (pots[i] - lead[i + 1][j]).max(pots[j] - lead[i][j - 1]);
            }
        }
        Strategy { pots, lead }
    }

    fn r#move(&mut self, left: i32, right: i32, _last: Option<String>) -> String {
        let (l, r) = (left as usize, right as usize);
        if l == r || self.pots[l] - self.lead[l + 1][r] >= self.pots[r] - self.lead[l][r - 1] {
            "L".to_string()
        } else {
            "R".to_string()
        }
    }
}
