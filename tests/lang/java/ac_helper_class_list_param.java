// problem: tiny-sum
// A helper class beside Solution, a List<Integer> parameter instead of int[], the alias name.
class Pair {
    long fir, sec;
    Pair(long fir, long sec) { this.fir = fir; this.sec = sec; }
}

class Solution {
    static int calls = 0;

    public Long sum_list(List<Integer> nums) {
        calls++;
        Pair p = new Pair(0, 0);
        for (int x : nums) p.fir += x;
        return p.fir;
    }
}
