// problem: tiny-sum
// expect: exited with code 3
class Solution {
    public int sumList(int[] nums) {
        System.exit(3);
        return 0;
    }
}
