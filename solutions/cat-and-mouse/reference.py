# Retrograde analysis over the states (mouse, cat, mover). The decided states are known first: the
# mouse in the hole is a mouse win, the cat on the mouse a cat win. From each decided state we walk
# back to the states that lead into it. A state whose mover can step into a win for the mover is a
# win; a state all of whose moves lose is a loss, which a counter of moves not yet known to lose
# tells. States never decided are draws: neither player can force an end. O(n^3) time, O(n^2) memory.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)
        mouse_turn, cat_turn = 0, 1
        draw, mouse_wins, cat_wins = 0, 1, 2
        result = [[[draw, draw] for _ in range(n)] for _ in range(n)]
        # moves left that are not yet known to lose, per state; the cat never steps onto 0
        left = [[[len(graph[m]), len(graph[c]) - (0 in graph[c])] for c in range(n)] for m in range(n)]
        queue = deque()
        for c in range(1, n):
            for turn in (mouse_turn, cat_turn):
                result[0][c][turn] = mouse_wins
                result[c][c][turn] = cat_wins
                queue.append((0, c, turn))
                queue.append((c, c, turn))
        while queue:
            m, c, turn = queue.popleft()
            outcome = result[m][c][turn]
            if turn == mouse_turn:  # the cat moved into this state, from (m, prev, cat_turn)
                for prev in graph[c]:
                    if prev == 0 or result[m][prev][cat_turn] != draw:
                        continue
                    if outcome == cat_wins:
                        result[m][prev][cat_turn] = cat_wins
                        queue.append((m, prev, cat_turn))
                    else:
                        left[m][prev][cat_turn] -= 1
                        if left[m][prev][cat_turn] == 0:
                            result[m][prev][cat_turn] = mouse_wins
                            queue.append((m, prev, cat_turn))
            else:  # the mouse moved into this state, from (prev, c, mouse_turn)
                for prev in graph[m]:
                    if result[prev][c][mouse_turn] != draw:
                        continue
                    if outcome == mouse_wins:
                        result[prev][c][mouse_turn] = mouse_wins
                        queue.append((prev, c, mouse_turn))
                    else:
                        left[prev][c][mouse_turn] -= 1
                        if left[prev][c][mouse_turn] == 0:
                            result[prev][c][mouse_turn] = cat_wins
                            queue.append((prev, c, mouse_turn))
        return result[1][2][mouse_turn]
