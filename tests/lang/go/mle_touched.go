// problem: predict-the-winner
// expect: over 256 MiB
// A table filled cell by cell: resident memory grows past the limit.
func predictTheWinner(nums []int) bool {
	var table [][]int32
	for i := 0; i < 1<<16; i++ {
		row := make([]int32, 1<<16)
		for j := range row {
			row[j] = int32(i ^ j)
		}
		table = append(table, row)
	}
	return table[1][1] == 0
}
