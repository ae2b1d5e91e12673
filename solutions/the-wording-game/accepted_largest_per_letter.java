// Only each player's largest word per first letter matters: a win/lose recursion over those words,
// memoised on (last word, player), as Java solutions to this problem often write it. 'z' has no
// next letter (a 27th slot that stays empty).
class Solution {
    private final Map<String, Boolean> memo = new HashMap<>();
    private final String[][] best = new String[2][27];

    public boolean canAliceWin(String[] a, String[] b) {
        for (String w : a) best[0][w.charAt(0) - 'a'] = w;
        for (String w : b) best[1][w.charAt(0) - 'a'] = w;
        return !wins(a[0], 1);
    }

    private boolean wins(String last, int player) {
        String key = player + last;
        Boolean known = memo.get(key);
        if (known != null) return known;
        int c = last.charAt(0) - 'a';
        String same = best[player][c];
        String next = best[player][c + 1];
        boolean result = (same != null && same.compareTo(last) > 0 && !wins(same, 1 - player))
                || (next != null && !wins(next, 1 - player));
        memo.put(key, result);
        return result;
    }
}
