// The losing orders repeat with period 6 (1, 7, 13, ...): the pattern the colon principle's values
// show, as most C++ solutions write it.
class Solution {
public:
    bool findGameWinner(int n) {
        return n % 6 != 1;
    }
};
