// problem: predict-the-winner
// expect: ce_unused_import.go:3
import "strings"

func predictTheWinner(nums []int) bool {
	return true
}
