# Top-down memo whose "not computed yet" marker is 0, so every state worth 0 is searched again. With
# coins worth at least 1 (LintCode's inputs) no two states within two coins of each other are worth 0,
# so each repeat costs a step and this is accepted: a learner's memo that LintCode accepts too.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        memo = [0] * (n + 1)

        def most(k: int) -> int:
            if k <= 0:
                return 0
            if memo[k] != 0:
                return memo[k]
            first = values[n - k]
            best = first + min(most(k - 2), most(k - 3))
            if k >= 2:
                best = max(best, first + values[n - k + 1] + min(most(k - 3), most(k - 4)))
            memo[k] = best
            return best

        return 2 * most(n) > sum(values)
