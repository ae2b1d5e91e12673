// problem: guess-number-higher-or-lower
// LeetCode's 374 template: unsafe fn guessNumber, guess supplied by the judge
/**
 * Forward declaration of guess API.
 * unsafe fn guess(num: i32) -> i32 {}
 */
impl Solution {
    #[allow(non_snake_case)]
    unsafe fn guessNumber(n: i32) -> i32 {
        let (mut lo, mut hi) = (1i64, n as i64);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if unsafe { guess(mid as i32) } <= 0 {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        lo as i32
    }
}
