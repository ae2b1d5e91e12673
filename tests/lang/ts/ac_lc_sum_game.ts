// problem: sum-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function sumGame(num: string): boolean {
    const half = num.length / 2;
    let balance = 0; // 2 * (left sum - right sum)
    let questions = 0; // left '?' minus right '?'
    let totalQuestions = 0;
    for (let i = 0; i < num.length; i++) {
        const side = i < half ? 1 : -1;
        if (num[i] === '?') {
            questions += side;
            totalQuestions++;
        } else {
            balance += 2 * side * Number(num[i]);
        }
    }
    if (totalQuestions % 2 === 1) return true;
    // Bob wins only when each '?' pair can be balanced by 9s: balance == -9 * questions
    return balance !== -9 * questions;
}
