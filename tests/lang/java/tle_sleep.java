// problem: tiny-sum
class Solution {
    public int sumList(int[] nums) throws InterruptedException {
        Thread.sleep(100_000);
        return 0;
    }
}
