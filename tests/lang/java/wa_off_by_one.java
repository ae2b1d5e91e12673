// problem: tiny-sum
class Solution {
    public int sumList(int[] nums) {
        int s = 1;
        for (int x : nums) s += x;
        return s;
    }
}
