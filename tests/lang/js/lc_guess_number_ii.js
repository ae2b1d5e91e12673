// problem: guess-number-higher-or-lower-ii
/**
 * @param {number} n
 * @return {number}
 */
var getMoneyAmount = function(n) {
    const memo = new Map();
    const cost = (lo, hi) => {
        if (lo >= hi) return 0;
        const key = lo * 1000 + hi;
        if (memo.has(key)) return memo.get(key);
        let best = Infinity;
        for (let k = lo; k <= hi; k++) best = Math.min(best, k + Math.max(cost(lo, k - 1), cost(k + 1, hi)));
        memo.set(key, best);
        return best;
    };
    return cost(1, n);
};
