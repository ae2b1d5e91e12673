// problem: guess-the-word
// expect: Either you took too many guesses, or you did not find the secret word.
// guesses the words in list order: past the budget
func findSecretWord(words []string, master *Master) {
	for _, w := range words {
		if master.Guess(w) == 6 {
			return
		}
	}
}
