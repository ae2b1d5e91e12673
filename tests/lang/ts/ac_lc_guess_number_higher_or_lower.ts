// problem: guess-number-higher-or-lower
// source: written for this corpus in the style of public LeetCode TypeScript solutions
/**
 * Forward declaration of guess API.
 * @param {number} num   your guess
 * @return          -1 if num is higher than the picked number
 *                   1 if num is lower than the picked number
 *                   otherwise return 0
 * var guess = function(num) {}
 */

function guessNumber(n: number): number {
    let lo = 1, hi = n;
    while (true) {
        const mid = lo + Math.floor((hi - lo) / 2);
        const answer = guess(mid);
        if (answer === 0) return mid;
        if (answer < 0) hi = mid - 1;
        else lo = mid + 1;
    }
}
