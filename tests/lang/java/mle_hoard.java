// problem: tiny-sum
class Solution {
    public int sumList(int[] nums) {
        List<long[]> hoard = new ArrayList<>();
        // 64 MiB a step: the heap limit is reached in a few allocations, before the collector's
        // full collections of a slowly filled heap can spend the CPU limit (TLE first under load)
        while (true) hoard.add(new long[1 << 23]);
    }
}
