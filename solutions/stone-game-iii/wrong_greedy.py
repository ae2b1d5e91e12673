# Wrong: each player greedily takes the 1, 2 or 3 stones with the largest sum right now (the fewest on
# equal sums), without looking at what is left for the other player.
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        scores = [0, 0]
        i, mover = 0, 0
        n = len(stoneValue)
        while i < n:
            best_k, best_sum, taken = 1, None, 0
            for k in range(1, 4):
                if i + k > n:
                    break
                taken += stoneValue[i + k - 1]
                if best_sum is None or taken > best_sum:
                    best_k, best_sum = k, taken
            scores[mover] += best_sum
            i += best_k
            mover = 1 - mover
        if scores[0] == scores[1]:
            return "Tie"
        return "Alice" if scores[0] > scores[1] else "Bob"
