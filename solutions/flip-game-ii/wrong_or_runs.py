# Wrong: solves each run of '+' alone and says the first player wins if any run is a win. Runs are
# played side by side, so their Grundy values must be XOR-ed: "++-++" is two wins that cancel (the
# second player mirrors), a loss for the first player.
class Solution:
    def canWin(self, currentState: str) -> bool:
        @cache
        def wins(length: int) -> bool:
            return any(not wins(a) and not wins(length - 2 - a) for a in range(length - 1))

        return any(wins(len(run)) for run in currentState.split("-"))
