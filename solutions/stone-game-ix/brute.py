# A game search straight from the rules: the position is the multiset of stones left (kept as a
# sorted tuple), the sum removed so far and whose turn it is. The mover tries every distinct stone;
# a removal that makes the removed sum divisible by 3 loses on the spot, and when the stones run out
# Bob wins whoever is to move.
class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        seen: dict[tuple, bool] = {}

        def alice_wins(left: tuple, removed: int, alice: bool) -> bool:
            key = (left, removed, alice)
            if key in seen:
                return seen[key]
            if not left:
                result = False  # no stones left: Bob wins
            else:
                outcomes = []
                for i, stone in enumerate(left):
                    if i and left[i - 1] == stone:
                        continue
                    total = removed + stone
                    if total % 3 == 0:
                        outcomes.append(not alice)  # the mover loses
                    else:
                        outcomes.append(alice_wins(left[:i] + left[i + 1:], total, not alice))
                result = any(outcomes) if alice else all(outcomes)
            seen[key] = result
            return result

        return alice_wins(tuple(sorted(stones)), 0, True)
