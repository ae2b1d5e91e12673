// problem: predict-the-winner
// expect: over 256 MiB
// A table filled row by row past 256 MiB: the allocation that crosses the limit fails
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        let mut table: Vec<Vec<i32>> = Vec::new();
        for i in 0..(1 << 16) {
            let row: Vec<i32> = (0..(1 << 16)).map(|j| i ^ j).collect();
            table.push(row);
        }
        table[1][1] == nums[0]
    }
}
