// problem: stone-game
// expect: Error: no piles today
// expect: re_stone_game_throws.ts:6
function stoneGame(piles: number[]): boolean {
    const n: number = piles.length;
    if (n > 0) throw new Error("no piles today");
    return true;
};
