// problem: predict-the-winner
// expect: over 256 MiB
var hog [][]int64

func predictTheWinner(nums []int) bool {
	for i := 0; i < 100000; i++ {
		row := make([]int64, 1<<20) // 8 MiB a row, kept
		row[0] = int64(i)
		hog = append(hog, row)
	}
	return len(hog) > 0
}
