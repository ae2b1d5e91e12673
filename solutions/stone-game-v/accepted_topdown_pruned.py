"""Top-down @cache over rows, skipping cuts whose kept side is too small to beat the best found so far."""


class Solution:
    def stoneGameV(self, stoneValue: List[int]) -> int:
        pre = [0, *accumulate(stoneValue)]

        @cache
        def best(i: int, j: int) -> int:
            res = 0
            for k in range(i, j):
                left, right = pre[k + 1] - pre[i], pre[j + 1] - pre[k + 1]
                keep = min(left, right)
                if 2 * keep <= res:
                    continue
                if left < right:
                    res = max(res, left + best(i, k))
                elif right < left:
                    res = max(res, right + best(k + 1, j))
                else:
                    res = max(res, left + max(best(i, k), best(k + 1, j)))
            return res

        return best(0, len(stoneValue) - 1)
