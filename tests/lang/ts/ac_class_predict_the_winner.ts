// problem: predict-the-winner
// a class with a typed, memoised helper, `satisfies` (TypeScript 4.9+) and a readonly field
const LIMIT = { games: 1 } satisfies Record<string, number>;

class Solution {
    private readonly memo = new Map<number, number>();

    predictTheWinner(nums: number[]): boolean {
        this.memo.clear();
        return this.lead(nums, 0, nums.length - 1) >= 0 && LIMIT.games === 1;
    }

    private lead(nums: number[], i: number, j: number): number {
        if (i > j) return 0;
        const key = i * 64 + j;
        const known = this.memo.get(key);
        if (known !== undefined) return known;
        const best = Math.max(nums[i] - this.lead(nums, i + 1, j), nums[j] - this.lead(nums, i, j - 1));
        this.memo.set(key, best);
        return best;
    }
}
