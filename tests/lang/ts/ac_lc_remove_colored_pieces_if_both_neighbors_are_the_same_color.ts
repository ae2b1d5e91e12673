// problem: remove-colored-pieces-if-both-neighbors-are-the-same-color
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function winnerOfGame(colors: string): boolean {
    const moves = { A: 0, B: 0 };
    for (let i = 1; i + 1 < colors.length; i++) {
        const c = colors[i];
        if (colors[i - 1] === c && colors[i + 1] === c) moves[c as 'A' | 'B']++;
    }
    return moves.A > moves.B;
}
