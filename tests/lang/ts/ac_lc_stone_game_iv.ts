// problem: stone-game-iv
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function winnerSquareGame(n: number): boolean {
    const wins = new Uint8Array(n + 1);
    for (let i = 1; i <= n; i++) {
        for (let k = 1; k * k <= i; k++) {
            if (!wins[i - k * k]) {
                wins[i] = 1;
                break;
            }
        }
    }
    return wins[n] === 1;
}
