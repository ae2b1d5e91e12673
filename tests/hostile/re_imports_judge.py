# Imports the judge to find the problem bank and its answers: the judge is no module of the
# solution's (and under Landlock its files are out of reach wherever it is installed): RE.
# expect: judge


class Solution:
    def sumList(self, nums: list[int]) -> int:
        from judge.bank.locate import find_bank  # noqa: F401

        return sum(nums)
