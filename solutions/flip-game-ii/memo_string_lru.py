# Accepted on LeetCode: the memoised search over whole strings as a method under @lru_cache (keyed by
# self and the string), one any() over slices: the slowest accepted shape we timed, so it is the one
# the time limit must leave room for. Must get AC.
class Solution:
    @lru_cache(None)  # noqa: B019 - the LeetCode style being measured; one instance per case here
    def canWin(self, currentState: str) -> bool:
        s = currentState
        return any(s[i:i + 2] == "++" and not self.canWin(s[:i] + "--" + s[i + 2:])
                   for i in range(len(s) - 1))
