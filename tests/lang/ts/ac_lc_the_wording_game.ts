// problem: the-wording-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function canAliceWin(a: string[], b: string[]): boolean {
    const beats = (next: string, last: string): boolean => {
        const d = next.charCodeAt(0) - last.charCodeAt(0);
        return d === 1 || (d === 0 && next > last);
    };
    const hands = [a, b];
    const pos = [1, 0];
    let last = a[0];
    let player = 1; // Bob answers Alice's first word
    for (;;) {
        const hand = hands[player];
        while (pos[player] < hand.length && !beats(hand[pos[player]], last)) pos[player]++;
        if (pos[player] === hand.length) return player === 1;
        last = hand[pos[player]++];
        player ^= 1;
    }
}
