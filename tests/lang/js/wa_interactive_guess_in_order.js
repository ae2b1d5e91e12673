// problem: guess-the-word
// expect: Either you took too many guesses, or you did not find the secret word.
// guesses the words in list order: past the budget
var findSecretWord = function(words, master) {
    for (const w of words) if (master.guess(w) === 6) return;
};
