// problem: maximum-number-of-moves-to-kill-all-pawns
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func maxMoves(kx int, ky int, positions [][]int) int {
	n := len(positions)
	points := append(slices.Clone(positions), []int{kx, ky})
	// dist[a][b]: knight moves from point a to point b, by one BFS per point
	dist := make([][]int, n+1)
	for a, p := range points {
		var board [50][50]int
		for i := range board {
			for j := range board[i] {
				board[i][j] = -1
			}
		}
		board[p[0]][p[1]] = 0
		queue := [][2]int{{p[0], p[1]}}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			for _, d := range [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}} {
				x, y := cur[0]+d[0], cur[1]+d[1]
				if x >= 0 && x < 50 && y >= 0 && y < 50 && board[x][y] < 0 {
					board[x][y] = board[cur[0]][cur[1]] + 1
					queue = append(queue, [2]int{x, y})
				}
			}
		}
		dist[a] = make([]int, n+1)
		for b, q := range points {
			dist[a][b] = board[q[0]][q[1]]
		}
	}
	full := 1<<n - 1
	memo := make([][]int, n+1)
	for i := range memo {
		memo[i] = make([]int, 1<<n)
		for j := range memo[i] {
			memo[i][j] = -1
		}
	}
	var play func(at, left int) int
	play = func(at, left int) int {
		if left == 0 {
			return 0
		}
		if memo[at][left] >= 0 {
			return memo[at][left]
		}
		aliceTurn := bits.OnesCount(uint(full^left))%2 == 0
		best := math.MaxInt
		if aliceTurn {
			best = 0
		}
		for i := 0; i < n; i++ {
			if left>>i&1 == 1 {
				total := dist[at][i] + play(i, left^1<<i)
				if aliceTurn {
					best = max(best, total)
				} else {
					best = min(best, total)
				}
			}
		}
		memo[at][left] = best
		return best
	}
	return play(n, full)
}
