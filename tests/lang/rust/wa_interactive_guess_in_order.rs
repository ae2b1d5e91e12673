// problem: guess-the-word
// expect: Either you took too many guesses, or you did not find the secret word.
// guesses the words in list order: past the budget
impl Solution {
    pub fn find_secret_word(words: Vec<String>, master: &Master) {
        for w in words {
            if master.guess(w) == 6 {
                return;
            }
        }
    }
}
