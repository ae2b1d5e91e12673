# A plain memoised search over the positions as unsorted tuples (up to 8^7 of them), the most naive
# memo a learner writes for these small limits: about 1.6 s on the worst 7-pile inputs here. LeetCode
# accepts this kind of solution, so the limit must let it pass. Must get AC.
class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        memo = {}

        def win(state: tuple) -> bool:
            if state in memo:
                return memo[state]
            res = False
            for i, p in enumerate(state):
                for take in range(1, p + 1):
                    if not win(state[:i] + (p - take,) + state[i + 1:]):
                        res = True
                        break
                if res:
                    break
            memo[state] = res
            return res

        return win(tuple(piles))
