# Wrong: "Alice wins iff the number of '?' is odd" (she fills the last one). With an even number Bob
# can still lose: on "00??" whatever he does Alice's first digit, say 5, leaves him needing -5.
class Solution:
    def sumGame(self, num: str) -> bool:
        return num.count("?") % 2 == 1
