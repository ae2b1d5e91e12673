// problem: guess-number-higher-or-lower
// LeetCode's public binary search for 374, as pasted (guess is the judge's)
var guessNumber = function(n) {
    let lo = 1, hi = n;
    while (lo <= hi) {
        const mid = lo + Math.floor((hi - lo) / 2);
        const r = guess(mid);
        if (r === 0) return mid;
        if (r < 0) hi = mid - 1; else lo = mid + 1;
    }
    return -1;
};
