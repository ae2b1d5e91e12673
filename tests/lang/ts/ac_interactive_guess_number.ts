// problem: guess-number-higher-or-lower
// LeetCode's TypeScript template for 374, filled in (guess is the judge's)
function guessNumber(n: number): number {
    let lo = 1, hi = n;
    while (lo <= hi) {
        const mid = lo + Math.floor((hi - lo) / 2);
        const r: number = guess(mid);
        if (r === 0) return mid;
        if (r < 0) hi = mid - 1; else lo = mid + 1;
    }
    return -1;
};
