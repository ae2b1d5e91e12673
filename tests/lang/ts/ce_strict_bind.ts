// problem: stone-game
// expect: ce_strict_bind.ts(7,
// expect: error TS2345
// --strictBindCallApply (LeetCode's flag): call() with an argument of the wrong type is refused
function stoneGame(piles: number[]): boolean {
    const first = (xs: number[]): number => xs[0];
    return first.call(null, "not a list") > 0;
};
