// problem: stone-game
// both ends tried at every step with no memo: 2^n calls for n up to 500
function stoneGame(piles: number[]): boolean {
    const lead = (i: number, j: number): number =>
        i > j ? 0 : Math.max(piles[i] - lead(i + 1, j), piles[j] - lead(i, j - 1));
    return lead(0, piles.length - 1) > 0;
};
