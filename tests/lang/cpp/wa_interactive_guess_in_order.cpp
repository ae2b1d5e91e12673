// problem: guess-the-word
// expect: Either you took too many guesses, or you did not find the secret word.
// guesses the words in list order: past the budget
class Solution {
public:
    void findSecretWord(vector<string>& words, Master& master) {
        for (auto& w : words) if (master.guess(w) == 6) return;
    }
};
