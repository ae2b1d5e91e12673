"""Each case's own peak memory, in every language, through the real CLI and the real toolchains:
a case that allocates N MiB reports about N MiB, one that allocates nothing about 0, whatever the
cases before it held. A language whose toolchain is missing is skipped."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, share_builds, tool_found

SPEC = """\
slug: hold
title: Hold
source:
  platform: judge tests
difficulty: easy
statement: Hold `nums[0]` MiB for a moment, then return `nums[0]`.
signature:
  entry: hold
  params:
    - name: nums
      type: list[int]
      length: [1, 3]
      values: [0, 100]
  returns: int
limits:
  time_ms: 3000
  memory_mb: 256
examples:
  - input: {nums: [0]}
    output: 0
tests:
"""
MIB = (40, 0, 40, 0, 20, 0)  # a case's MiB; the same size twice: a runtime may reuse what it kept

SOLUTIONS = {
    "py": """\
def hold(nums):
    block = bytearray(b"\\x01") * (nums[0] << 20)
    return nums[0] + (block[-1] - 1 if block else 0)
""",
    "cpp": """\
class Solution {
public:
    int hold(vector<int>& nums) {
        vector<char> block((size_t)nums[0] << 20, 1);
        return nums[0] + (block.empty() ? 0 : block.back() - 1);
    }
};
""",
    "go": """\
func hold(nums []int) int {
	block := make([]byte, nums[0]<<20)
	for i := range block {
		block[i] = 1
	}
	if len(block) == 0 {
		return nums[0]
	}
	return nums[0] + int(block[len(block)-1]) - 1
}
""",
    "java": """\
class Solution {
    public int hold(int[] nums) {
        byte[] block = new byte[nums[0] << 20];
        java.util.Arrays.fill(block, (byte) 1);
        return nums[0] + (block.length == 0 ? 0 : block[block.length - 1] - 1);
    }
}
""",
    "rs": """\
impl Solution {
    pub fn hold(nums: Vec<i32>) -> i32 {
        let block = vec![1u8; (nums[0] as usize) << 20];
        nums[0] + block.last().map_or(0, |&b| b as i32 - 1)
    }
}
""",
    "js": """\
var hold = function(nums) {
    const block = new Uint8Array(nums[0] << 20).fill(1);
    return nums[0] + (block.length ? block[block.length - 1] - 1 : 0);
};
""",
}
TOOLS = {"py": None, "cpp": "g++", "go": "go", "java": "javac", "js": "node", "rs": "rust"}


@pytest.mark.parametrize("extension", sorted(SOLUTIONS))
def test_each_case_reports_its_own_peak(extension: str, tmp_path: Path, shared_builds: Path) -> None:
    tool = TOOLS[extension]
    if tool is not None and not tool_found(tool):
        pytest.skip(f"{tool} is not installed")
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    cases = "".join(
        f"  - {{name: mib{i}_{mib}, input: {{nums: [{mib}]}}, output: {mib}}}\n" for i, mib in enumerate(MIB)
    )
    (problems / "hold.yaml").write_text(SPEC + cases)
    (tmp_path / "bank" / "solutions" / "hold").mkdir(parents=True)
    (tmp_path / "bank" / "solutions" / "hold" / "reference.py").write_text(
        "def hold(nums):\n    return nums[0]\n"
    )
    solution = tmp_path / f"Hold.{extension}"
    solution.write_text(SOLUTIONS[extension])
    done = run_judge(
        "submit",
        "hold",
        str(solution),
        "--json",
        "--no-record",
        "--all",
        home=share_builds(tmp_path / "home", shared_builds),
        problems=problems,
    )
    report = done.json
    assert report["verdict"] == "AC", (report, done.stderr)
    tests = [case for case in report["cases"] if case["kind"] == "test"]
    assert [case["name"] for case in tests] == [f"mib{i}_{mib}" for i, mib in enumerate(MIB)]
    for case, mib in zip(tests, MIB):
        got_mib = case["memory_kb"] / 1024
        if mib:
            assert 0.85 * mib <= got_mib <= 1.25 * mib + 6, (case["name"], got_mib)
        else:
            assert got_mib < 4, (case["name"], got_mib)
