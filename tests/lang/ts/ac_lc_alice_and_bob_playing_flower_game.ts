// problem: alice-and-bob-playing-flower-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function flowerGame(n: number, m: number): number {
    // Alice wins exactly when x + y is odd: one of them odd, the other even
    const oddN = Math.ceil(n / 2), evenN = Math.floor(n / 2);
    const oddM = Math.ceil(m / 2), evenM = Math.floor(m / 2);
    return oddN * evenM + evenN * oddM;
}
