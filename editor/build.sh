#!/bin/sh
# Build judge/serve/static/editor.js from the locked packages (package-lock.json): `npm ci` installs
# exactly them, esbuild bundles and minifies. The output is committed, so users and CI need no Node;
# run this after changing src/ or the lock, and commit both. The same lock gives the same bytes.
set -eu
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --ignore-scripts
node_modules/.bin/esbuild src/editor.js --bundle --minify --format=iife --target=es2020 \
  --legal-comments=none --charset=utf8 --outfile=../judge/serve/static/editor.js
# The licences of what the bundle holds (CodeMirror, Lezer: MIT; the Vim mode: MIT).
node -e '
const fs = require("fs"), path = require("path");
const seen = [];
(function walk(dir) {
  for (const name of fs.readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (fs.existsSync(path.join(full, "package.json")) && !name.startsWith(".bin") && name !== "esbuild" && !dir.endsWith("@esbuild")) {
      const pkg = JSON.parse(fs.readFileSync(path.join(full, "package.json")));
      seen.push(`${pkg.name} ${pkg.version}: ${pkg.license}`);
    } else if (name.startsWith("@")) walk(full);
  }
})("node_modules");
fs.writeFileSync("../judge/serve/static/editor.LICENSES.txt",
  "The packages bundled in editor.js (built by editor/build.sh from editor/package-lock.json):\n" + seen.join("\n") + "\n");
'
ls -l ../judge/serve/static/editor.js
