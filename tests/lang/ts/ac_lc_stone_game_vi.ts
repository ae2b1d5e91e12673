// problem: stone-game-vi
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGameVI(aliceValues: number[], bobValues: number[]): number {
    const order = aliceValues.map((_, i) => i);
    order.sort((i, j) => aliceValues[j] + bobValues[j] - (aliceValues[i] + bobValues[i]));
    let difference = 0;
    order.forEach((stone, turn) => {
        difference += turn % 2 === 0 ? aliceValues[stone] : -bobValues[stone];
    });
    return Math.sign(difference);
}
