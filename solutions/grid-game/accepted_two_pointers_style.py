"""The usual one-loop answer: a running sum of the top row that robot 2 could still take and of the
bottom row behind robot 1's turn, with an infinite start."""


class Solution:
    def gridGame(self, grid: list[list[int]]) -> int:
        upper = sum(grid[0])
        lower = 0
        answer = float("inf")
        for i, value in enumerate(grid[0]):
            upper -= value
            answer = min(answer, max(upper, lower))
            lower += grid[1][i]
        return int(answer)
