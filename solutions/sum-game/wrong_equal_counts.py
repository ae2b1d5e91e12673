# Wrong: "Bob wins iff the known sums are already equal and both halves have as many '?'". It
# misses that two '?' in one half are worth exactly 9 to Bob: "09??" is Bob's (he answers Alice's
# x with 9 - x on the right), but this says Alice.
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        left, right = num[:half], num[half:]
        sl = sum(int(c) for c in left if c != "?")
        sr = sum(int(c) for c in right if c != "?")
        return not (sl == sr and left.count("?") == right.count("?"))
