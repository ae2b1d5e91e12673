// problem: guess-the-word
// minimax elimination for 843 (master.guess is the judge's)
/**
 * // This is the Master's API interface.
 * // You should not implement it, or speculate about its implementation
 * interface Master {
 *     public int guess(String word) {}
 * }
 */
class Solution {
    private int match(String a, String b) { int m = 0; for (int i = 0; i < 6; i++) if (a.charAt(i) == b.charAt(i)) m++; return m; }
    public void findSecretWord(String[] words, Master master) {
        List<String> cands = new ArrayList<>(Arrays.asList(words));
        while (!cands.isEmpty()) {
            String best = cands.get(0); int bestWorst = Integer.MAX_VALUE;
            for (String w : cands) {
                int[] groups = new int[7];
                for (String o : cands) groups[match(w, o)]++;
                int worst = Arrays.stream(groups).max().getAsInt();
                if (worst < bestWorst) { bestWorst = worst; best = w; }
            }
            int m = master.guess(best);
            if (m == 6) return;
            List<String> next = new ArrayList<>();
            for (String w : cands) if (!w.equals(best) && match(w, best) == m) next.add(w);
            cands = next;
        }
    }
}
