// problem: tiny-sum
// expect: ArrayIndexOutOfBoundsException
// expect: line 8
class Solution {
    public int sumList(int[] nums) {
        int s = 0;
        for (int i = 0; i <= nums.length; i++)
            s += nums[i];
        return s;
    }
}
