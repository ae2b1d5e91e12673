// problem: tiny-sum
// expect: TypeError
// expect: re_exception.ts:13
// the line is the TypeScript file's: tsc drops the interface and the type above, the judge keeps
// each line where the file has it
interface Box {
    value: number;
}
type Boxes = Box[];
function sumList(nums: number[]): number {
    const boxes: Boxes = nums.map((value) => ({ value }));
    let s = 0;
    for (let i = 0; i <= boxes.length; i++) s += boxes[i].value;
    return s;
};
