// problem: guess-the-word
// minimax elimination for 843 (master.guess is the judge's)
impl Solution {
    pub fn find_secret_word(words: Vec<String>, master: &Master) {
        let matches = |a: &str, b: &str| a.bytes().zip(b.bytes()).filter(|(x, y)| x == y).count();
        let mut left = words.clone();
        while !left.is_empty() {
            let mut best = (usize::MAX, 0);
            for (k, w) in left.iter().enumerate() {
                let mut groups = [0usize; 7];
                for o in &left {
                    groups[matches(w, o)] += 1;
                }
                let worst = *groups.iter().max().unwrap();
                if worst < best.0 {
                    best = (worst, k);
                }
            }
            let guess = left[best.1].clone();
            let got = master.guess(guess.clone());
            if got == 6 {
                return;
            }
            left.retain(|w| *w != guess && matches(w, &guess) as i32 == got);
        }
    }
}
