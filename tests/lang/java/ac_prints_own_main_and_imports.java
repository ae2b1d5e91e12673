// problem: tiny-sum
// Debug prints to stdout and stderr, the file's own imports and its own main: all harmless.
import java.util.ArrayList;
import java.util.stream.IntStream;

public class Solution {
    public long sumList(int[] nums) {
        System.out.println("debug: " + Arrays.toString(nums).length() + " ünïcödé ✓");
        System.err.println("to stderr");
        List<Integer> seen = new ArrayList<>();
        for (int x : nums) seen.add(x);
        return IntStream.of(nums).asLongStream().sum();
    }

    public static void main(String[] args) {
        System.out.println(new Solution().sumList(new int[] {1, 2}));
        System.exit(1);
    }
}
