# No class: a module-level function under the spec's alias (sum_list) is found too.
def sum_list(nums):
    return sum(nums)
