# A game search straight from the rules: Alice and Bob alternately fill one '?' of either half with
# any digit 0-9, and when none is left Bob wins iff the halves sum to the same. Which '?' of a half
# is filled does not matter, so a position is (unfilled left, unfilled right, left sum - right sum,
# whose turn); every digit in every half is tried.
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        left, right = num[:half], num[half:]
        start = (left.count("?"), right.count("?"),
                 sum(int(c) for c in left if c != "?") - sum(int(c) for c in right if c != "?"))
        seen: dict[tuple[int, int, int, bool], bool] = {}

        def alice_wins(open_left: int, open_right: int, diff: int, alice: bool) -> bool:
            key = (open_left, open_right, diff, alice)
            if key in seen:
                return seen[key]
            if open_left == 0 and open_right == 0:
                result = diff != 0
            else:
                results = []
                for digit in range(10):
                    if open_left:
                        results.append(alice_wins(open_left - 1, open_right, diff + digit, not alice))
                    if open_right:
                        results.append(alice_wins(open_left, open_right - 1, diff - digit, not alice))
                result = any(results) if alice else all(results)
            seen[key] = result
            return result

        return alice_wins(*start, True)
