"""Where the TypeScript compiler is: the npm package typescript@5.1.6 (LeetCode's version), installed
once with npm into `toolchains/typescript-5.1.6` of the judge's home (or of the default home).

Not Debian's node-typescript (4.8, which lacks syntax public 5.x solutions use) and not a global npm
install (it would change `tsc` for every user of the machine): one exact version in a folder of its
own, which the judge finds without PATH and which a newer typescript elsewhere never replaces.
"""

from __future__ import annotations

import os
import shlex
from functools import cache
from pathlib import Path

from judge.model.settings import toolchain_folders
from judge.sandbox.languages.base import ToolchainMissingError

VERSION = "5.1.6"
FOLDER = f"typescript-{VERSION}"
TSC = Path("node_modules") / "typescript" / "lib" / "tsc.js"


def install_command(folder: Path) -> str:
    """The one command that installs the compiler where the judge looks for it."""
    return f"npm install --prefix {shlex.quote(str(folder))} --no-audit --no-fund typescript@{VERSION}"


@cache
def find_tsc() -> Path:
    """tsc.js of typescript 5.1.6 (ToolchainMissingError naming the command that installs it)."""
    folders = [home / FOLDER for home in toolchain_folders(os.environ)]
    for folder in folders:
        if (folder / TSC).is_file():
            return (folder / TSC).resolve()
    raise ToolchainMissingError(
        f"no TypeScript {VERSION} found (LeetCode's compiler) to judge .ts files: install it with "
        f"`{install_command(folders[-1])}`"
    )


def toolchain_folder(tsc: Path) -> Path:
    """The folder npm installed the compiler into (`typescript-5.1.6`), from tsc.js's path: all that
    tsc reads of the home."""
    return tsc.parents[len(TSC.parts) - 1]
