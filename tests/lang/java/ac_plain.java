// problem: tiny-sum
class Solution {
    public int sumList(int[] nums) {
        int s = 0;
        for (int x : nums) s += x;
        return s;
    }
}
