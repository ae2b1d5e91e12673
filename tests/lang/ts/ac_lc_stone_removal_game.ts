// problem: stone-removal-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function canAliceWin(n: number): boolean {
    let take = 10;
    let aliceTurn = true;
    while (n >= take) {
        n -= take;
        take--;
        aliceTurn = !aliceTurn;
    }
    // the player to move cannot: Alice wins if it is Bob
    return !aliceTurn;
}
