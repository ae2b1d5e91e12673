// problem: tiny-sum
// The judge moves the compiled JavaScript's lines onto the file's lines (blank lines in, split lines
// joined): strings over several lines, and code after them, must come out unchanged.
interface Shape {
    text: string;
}
const shape: Shape = { text: `first
${"middle"}   ${1 +
    1}
last` };
const joined = "a\
b";
function sumList(nums: number[]): number {
    if (shape.text !== "first\nmiddle   2\nlast" || joined !== "ab") return -1;
    let s = 0;
    for (const x of nums) if (x !== 0) s += x; else s += 0;
    return s;
};
