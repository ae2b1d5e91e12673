"""Same greedy with a heap: pop the stone worth most to both together, alternating turns."""


class Solution:
    def stoneGameVI(self, a, b):
        heap = [(-(x + y), x, y) for x, y in zip(a, b)]
        heapify(heap)
        score = [0, 0]
        turn = 0
        while heap:
            _, x, y = heappop(heap)
            score[turn] += x if turn == 0 else y
            turn ^= 1
        if score[0] == score[1]:
            return 0
        return 1 if score[0] > score[1] else -1
