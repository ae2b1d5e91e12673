// problem: predict-the-winner
// expect: ce_undefined_package_line.go:6: undefined: undefinedHelper
// sort is imported for it on the package clause's line: the error left is the file's own, its line kept.
func predictTheWinner(nums []int) bool {
	sort.Ints(nums)
	return undefinedHelper(nums)
}
