// problem: tiny-sum
// expect: no entry found
class Solution {
    public int total(int[] nums) {
        return 0;
    }
}
