// problem: guess-number-higher-or-lower
// LeetCode's public binary search for 374, as pasted (guess is the judge's)
/**
 * Forward declaration of guess API.
 * @param  num   your guess
 * @return 	     -1 if num is higher than the picked number
 *			      1 if num is lower than the picked number
 *               otherwise return 0
 * func guess(num int) int;
 */

import "sort"

func guessNumber(n int) int {
	return sort.Search(n, func(i int) bool { return guess(i+1) <= 0 }) + 1
}
