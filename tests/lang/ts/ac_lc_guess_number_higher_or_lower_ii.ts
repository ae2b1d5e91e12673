// problem: guess-number-higher-or-lower-ii
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function getMoneyAmount(n: number): number {
    // cost[i][j]: the least money that guarantees a win on [i, j]
    const cost: number[][] = [];
    for (let i = 0; i <= n + 1; i++) cost.push(new Array(n + 2).fill(0));
    for (let len = 2; len <= n; len++) {
        for (let i = 1; i + len - 1 <= n; i++) {
            const j = i + len - 1;
            let best = Number.MAX_SAFE_INTEGER;
            for (let k = i; k <= j; k++) {
                const worst = k + Math.max(k > i ? cost[i][k - 1] : 0, k < j ? cost[k + 1][j] : 0);
                if (worst < best) best = worst;
            }
            cost[i][j] = best;
        }
    }
    return cost[1][n];
}
