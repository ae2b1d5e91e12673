// problem: vowels-game-in-a-string
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function doesAliceWin(s: string): boolean {
    return /[aeiou]/.test(s);
}
