// problem: predict-the-winner
import (
	"fmt"
	"os"
)

func predictTheWinner(nums []int) bool {
	fmt.Println("debug: n =", len(nums))
	fmt.Fprintln(os.Stderr, "and stderr")
	n := len(nums)
	dp := make([][]int, n)
	for i := range dp {
		dp[i] = make([]int, n)
		dp[i][i] = nums[i]
	}
	for i := n - 2; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			a, b := nums[i]-dp[i+1][j], nums[j]-dp[i][j-1]
			if a > b {
				dp[i][j] = a
			} else {
				dp[i][j] = b
			}
		}
	}
	return dp[0][n-1] >= 0
}
