// problem: find-the-winning-player-in-coin-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function losingPlayer(x: number, y: number): string {
    // every turn takes one 75 coin and four 10 coins
    const turns = Math.min(x, Math.floor(y / 4));
    return turns % 2 === 1 ? "Alice" : "Bob";
}
