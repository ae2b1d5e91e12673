// problem: predict-the-winner
// expect: the argument nums cannot be passed as alloc::vec::Vec<alloc::string::String>
// A parameter of another type than the problem's: each case says which argument did not fit
impl Solution {
    pub fn predict_the_winner(nums: Vec<String>) -> bool {
        nums.is_empty()
    }
}
