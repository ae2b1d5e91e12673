// problem: tiny-sum
// A function declaration, a helper, debug prints of every kind (all harmless).
function add(a, b) { return a + b; }

function sum_list(nums) {
    console.log("debug", nums.length, "ünïcödé ✓");
    console.error("to stderr");
    process.stdout.write("raw write\n");
    return nums.reduce(add, 0);
}
