// problem: tiny-sum
// expect: ce_syntax.java:6
// expect: ';' expected
class Solution {
    public int sumList(int[] nums) {
        int s = 0
        return s;
    }
}
