// problem: tiny-sum
class Solution {
    public int sumList(int[] nums) {
        long x = 0;
        while (x >= 0) x = (x * 31 + 7) & 0xffffff;
        return (int) x;
    }
}
