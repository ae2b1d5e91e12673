// problem: grid-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function gridGame(grid: number[][]): number {
    const n = grid[0].length;
    let top = 0;
    for (const v of grid[0]) top += v;
    let bottom = 0;
    let best = Infinity;
    for (let turn = 0; turn < n; turn++) {
        top -= grid[0][turn];
        best = Math.min(best, Math.max(top, bottom));
        bottom += grid[1][turn];
    }
    return best;
}
