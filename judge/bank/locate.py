"""Where the problem bank is (the user's data folder is the CLI's Settings.home)."""

from __future__ import annotations

from pathlib import Path

from judge.bank.spec import Bank
from judge.model.errors import JudgeError

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # judge/


def find_bank(
    problems: str | Path | None = None, cache: Path | None = None, origin: str = "--problems"
) -> Bank:
    """The bank named by `problems` (`--problems`, or JUDGE_PROBLEMS as click reads it), else the one
    shipped with judge.

    A problems folder's solutions are in the `solutions` folder beside it. An installed wheel carries
    the bank under `judge/_bank/`; a source checkout has it at the repository's top. With `cache`,
    loaded problems are kept there (see spec.Bank). `origin` names where `problems` came from in
    errors (`--problems`, `JUDGE_PROBLEMS`); a folder without specs is an error too.
    """
    if problems:
        folder = Path(problems).expanduser().resolve()
        named = f"{origin} {problems}" if origin.startswith("-") else f"{origin}={problems}"
        if not folder.exists():
            raise JudgeError(f"{named}: no such folder ({folder})")
        if not folder.is_dir():
            raise JudgeError(f"{named}: not a folder ({folder})")
        if not any(folder.glob("*.yaml")):
            inner = folder / "problems"
            hint = f"; did you mean {inner}?" if any(inner.glob("*.yaml")) else ""
            raise JudgeError(f"{named}: the problem bank is empty: no <slug>.yaml specs in {folder}{hint}")
        return Bank(folder, folder.parent / "solutions", cache)
    for root in (PACKAGE_DIR / "_bank", PACKAGE_DIR.parent):
        if (root / "problems").is_dir():
            return Bank(root / "problems", root / "solutions", cache)
    raise JudgeError("the shipped problem bank is missing; pass --problems DIR")
