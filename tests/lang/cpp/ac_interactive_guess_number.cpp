// problem: guess-number-higher-or-lower
// LeetCode's public binary search for 374, as pasted (guess is the judge's)
/**
 * Forward declaration of guess API.
 * @param  num   your guess
 * @return 	     -1 if num is higher than the picked number
 *			      1 if num is lower than the picked number
 *               otherwise return 0
 * int guess(int num);
 */

class Solution {
public:
    int guessNumber(int n) {
        int lo = 1, hi = n;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int r = guess(mid);
            if (r == 0) return mid;
            if (r < 0) hi = mid - 1; else lo = mid + 1;
        }
        return -1;
    }
};
