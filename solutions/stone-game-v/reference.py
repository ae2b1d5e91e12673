# Interval DP in O(n^2). best[i][j] is Alice's score on stoneValue[i..j]. For a row, let mid be the last
# cut that keeps the left part no heavier than the right: cuts up to mid keep a left part, cuts after it
# keep a right part (the cut at mid keeps either if the sums are equal). So best[i][j] is a maximum of
# two running maxima, left[i][k] = max over k' <= k of S(i, k') + best[i][k'] and right[k][j] likewise,
# and mid only moves right as j grows with i fixed.
class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        n = len(stoneValue)
        prefix = [0]
        for value in stoneValue:
            prefix.append(prefix[-1] + value)
        best = [[0] * n for _ in range(n)]
        left = [[0] * n for _ in range(n)]  # left[i][k]: best keep-the-left gain with the cut <= k
        right = [[0] * n for _ in range(n)]  # right[k][j]: best keep-the-right gain starting >= k
        for i in range(n - 1, -1, -1):
            left[i][i] = right[i][i] = stoneValue[i]
            mid = i - 1  # the last k in [i, j - 1] with 2 * S(i, k) <= S(i, j); i - 1 if none
            best_i, left_i = best[i], left[i]
            for j in range(i + 1, n):
                total = prefix[j + 1] - prefix[i]
                while mid + 1 < j and 2 * (prefix[mid + 2] - prefix[i]) <= total:
                    mid += 1
                score = 0
                if mid >= i:
                    score = left_i[mid]
                    if 2 * (prefix[mid + 1] - prefix[i]) == total:
                        score = max(score, right[mid + 1][j])
                if mid + 2 <= j:
                    score = max(score, right[mid + 2][j])
                best_i[j] = score
                left_i[j] = max(left_i[j - 1], total + score)
                right[i][j] = max(right[i + 1][j], total + score)
        return best[0][n - 1]
