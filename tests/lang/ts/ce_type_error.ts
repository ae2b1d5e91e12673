// problem: tiny-sum
// expect: ce_type_error.ts(6,11): error TS2322: Type 'string' is not assignable to type 'number'.
// a type error: LeetCode's tsc refuses it, as the judge does (CE, the compiler's message and line)
function sumList(nums: number[]): number {
    let s = 0;
    const label: number = "total";
    for (const x of nums) s += x;
    return s + label;
};
