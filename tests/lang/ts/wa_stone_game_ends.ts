// problem: stone-game
// expect: expected true, got false
// judges by the two end piles alone: wrong wherever the last pile is the bigger
function stoneGame(piles: number[]): boolean {
    return piles[0] >= piles[piles.length - 1];
};
