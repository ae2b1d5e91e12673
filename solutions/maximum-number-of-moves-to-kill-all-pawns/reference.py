# BFS on the empty 50 x 50 board from every pawn (pawns never block the knight), then a minimax DP
# over the pawns still standing (a bitmask) and the square the knight stands on (the pawn captured
# last). Who moves follows from how many pawns are gone: Alice (maximising the total) when an even
# number, Bob (minimising) when odd. Bottom-up by mask, only the states that can occur (the knight
# stands on a pawn already taken): n * 2^(n-1) states, ~1.7 * 10^6 steps at n = 15.
N = 50
JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def _neighbours() -> list[list[int]]:
    """Each square's knight moves, as flat indexes x * 50 + y, built once per process."""
    found = []
    for x in range(N):
        for y in range(N):
            found.append([(x + dx) * N + y + dy for dx, dy in JUMPS if 0 <= x + dx < N and 0 <= y + dy < N])
    return found


NEIGHBOURS = _neighbours()


def knight_distances(x: int, y: int) -> list[int]:
    dist = [-1] * (N * N)
    dist[x * N + y] = 0
    frontier = [x * N + y]
    steps = 0
    while frontier:
        steps += 1
        following = []
        for cell in frontier:
            for near in NEIGHBOURS[cell]:
                if dist[near] < 0:
                    dist[near] = steps
                    following.append(near)
        frontier = following
    return dist


class Solution:
    def maxMoves(self, kx: int, ky: int, positions: List[List[int]]) -> int:
        n = len(positions)
        cells = [x * N + y for x, y in positions]
        dist = []
        for x, y in positions:
            board = knight_distances(x, y)
            dist.append([board[c] for c in cells])
        start = knight_distances(kx, ky)
        full = (1 << n) - 1
        # dp[mask][last]: the moves still to come with the pawns of `mask` standing and the knight
        # on pawn `last`'s square (last not in mask)
        dp = [[0] * n for _ in range(1 << n)]
        for mask in range(1, full):
            standing = [j for j in range(n) if mask >> j & 1]
            alice = (n - len(standing)) % 2 == 0
            row = dp[mask]
            for last in range(n):
                if mask >> last & 1:
                    continue
                here = dist[last]
                options = [here[j] + dp[mask ^ (1 << j)][j] for j in standing]
                row[last] = max(options) if alice else min(options)
        return max(start[cells[j]] + dp[full ^ (1 << j)][j] for j in range(n))
