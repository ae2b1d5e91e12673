// problem: predict-the-winner
// expect: HashMap
// A map is no answer: judged as a value of its type, as in the other languages
use std::collections::HashMap;

impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> HashMap<String, bool> {
        HashMap::from([("win".to_string(), nums.len() % 2 == 1)])
    }
}
