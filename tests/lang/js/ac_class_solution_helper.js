// problem: tiny-sum
// class Solution with the method, and a helper class beside it.
class Pair {
    constructor(fir, sec) { this.fir = fir; this.sec = sec; }
}

class Solution {
    sumList(nums) {
        const p = new Pair(0, 0);
        for (const x of nums) p.fir += x;
        return p.fir;
    }
}
