// judge serve's page: the problem list, a statement, the solution file in an editor, and a
// submission's verdicts as they stream in. Every request goes to this server only (the CSP says
// so too); a POST carries the token the page was served with, in a header.
"use strict";
(() => {
  const token = document.querySelector('meta[name="judge-token"]').content;
  const $ = (id) => document.getElementById(id);
  const state = { problems: [], slug: null, lang: "python", saved: "", mtime: null, job: null, source: null };

  async function api(path, body) {
    const init = body === undefined ? {} : {
      method: "POST", body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", "X-Judge-Token": token },
    };
    const response = await fetch(path, init);
    const data = await response.json().catch(() => ({ error: response.statusText }));
    if (!response.ok) throw new Error(data.error || response.statusText);
    return data;
  }

  function el(tag, props, ...children) {
    const node = document.createElement(tag);
    Object.assign(node, props || {});
    for (const child of children) node.append(child);
    return node;
  }

  // -- the editor: CodeMirror (editor.js) when its bundle loaded, else the plain textarea ----------
  // The textarea always holds the text (hidden under CodeMirror): one value for every reader.
  const area = $("editor");
  let code = null, quiet = false;
  const editor = {
    get: () => area.value,
    set(text) {
      area.value = text;
      if (code) { quiet = true; code.setText(text); quiet = false; }
    },
    focus: () => (code || area).focus(),
    language: (name) => code && code.setLanguage(name),
  };
  if (window.JudgeEditor) {
    const vimKeys = localStorage.getItem("judge-vim") === "on";
    $("vim").checked = vimKeys;
    code = window.JudgeEditor.create($("editor-host"), {
      text: area.value, lang: state.lang, vimKeys,
      nonce: document.querySelector('meta[name="judge-style-nonce"]').content,
      onChange: (text) => { area.value = text; if (!quiet) edited(); },
    });
    area.hidden = true;
    $("vim").addEventListener("change", () => {
      localStorage.setItem("judge-vim", $("vim").checked ? "on" : "off");
      code.setVim($("vim").checked);
      code.focus();
    });
  } else {
    $("vim-box").hidden = true;
  }

  function edited() {
    localStorage.setItem(draftKey(), editor.get());
    fileState(dirty() ? "edited (Ctrl+S saves)" : "");
  }

  // -- the list --------------------------------------------------------------------------------
  async function loadList() {
    const [data, review] = await Promise.all([api("/api/problems"), api("/api/review")]);
    state.problems = data.problems;
    state.due = new Set(review.due.map((r) => r.slug));
    const titles = new Map(data.problems.map((p) => [p.slug, p.title]));
    $("review").hidden = !review.due.length;
    $("review-count").textContent = `(${review.due.length})`;
    $("review-due").replaceChildren(...review.due.map((r) => {
      const late = r.overdue_days > 0 ? `, ${r.overdue_days} d late` : "";
      const link = el("a", { href: `#/p/${r.slug}`, textContent: `${titles.get(r.slug) || r.slug} (due ${r.due}${late})` });
      link.dataset.slug = r.slug;
      return el("li", {}, link);
    }));
    drawList();
  }

  function drawList() {
    const find = $("find").value.trim().toLowerCase();
    const status = $("status").value, difficulty = $("difficulty").value;
    const rows = state.problems.filter((p) =>
      (!status || p.status === status) && (!difficulty || p.difficulty === difficulty) &&
      (!find || [p.slug, p.title, p.source, ...p.tags].some((word) => word.toLowerCase().includes(find))));
    $("problems").replaceChildren(...rows.map((p) => {
      const title = el("span", { textContent: p.title });
      if (state.due && state.due.has(p.slug)) title.append(el("span", { className: "due-badge", textContent: "review due" }));
      const link = el("a", { href: `#/p/${p.slug}` }, title,
        el("span", { className: `status-${p.status}`, textContent: p.status }));
      link.dataset.slug = p.slug;
      if (p.slug === state.slug) link.setAttribute("aria-current", "page");
      return el("li", {}, link);
    }));
  }

  // -- one problem -----------------------------------------------------------------------------
  const draftKey = () => `judge-draft:${state.slug}:${state.lang}`;

  // On a phone the list and the problem do not fit side by side: opening one folds the list away
  // (the Problems button brings it back).
  const narrow = window.matchMedia("(max-width: 760px)");
  function showList(open) {
    $("list").classList.toggle("collapsed", !open);
    $("toggle-list").setAttribute("aria-expanded", String(open));
  }

  async function openProblem(slug) {
    state.slug = slug;
    if (narrow.matches) showList(false);
    const data = await api(`/api/problems/${encodeURIComponent(slug)}`);
    $("problem").hidden = false;
    $("title").textContent = data.title;
    $("where").textContent = data.slug;
    $("statement").textContent = data.show;
    drawList();
    $("explain-input").value = data.examples.length ? JSON.stringify(data.examples[0]) : "{}";
    $("run-input").value = $("explain-input").value;
    $("play-input").value = $("explain-input").value;
    $("game").hidden = true;
    game.id = null;
    $("explanation").hidden = true;
    await loadFile();
  }

  async function loadFile() {
    const data = await api(`/api/problems/${encodeURIComponent(state.slug)}/file?lang=${state.lang}`);
    state.saved = data.exists ? data.text : "";
    state.mtime = data.mtime_ns;
    $("file-name").textContent = data.file + (data.exists ? "" : " (not written yet)");
    const draft = localStorage.getItem(draftKey());
    const text = draft !== null ? draft : (data.exists ? data.text : data.template);
    editor.set(text);
    fileState(draft !== null && draft !== state.saved ? "draft restored (not saved)" : "");
  }

  function fileState(text) { $("file-state").textContent = text; }
  const dirty = () => editor.get() !== state.saved;

  async function save() {
    const text = editor.get();
    const data = await api(`/api/problems/${encodeURIComponent(state.slug)}/file`, { lang: state.lang, text });
    state.saved = text;
    state.mtime = data.mtime_ns;
    localStorage.removeItem(draftKey());
    $("file-name").textContent = data.file;
    fileState("saved");
  }

  // A save made elsewhere (another editor) shows here, unless there are edits here it would lose.
  async function follow() {
    if (!state.slug || document.hidden) return;
    const data = await api(`/api/problems/${encodeURIComponent(state.slug)}/file?lang=${state.lang}`).catch(() => null);
    if (!data || !data.exists || data.mtime_ns === state.mtime) return;
    state.mtime = data.mtime_ns;
    if (dirty() && editor.get() !== data.text) { fileState("changed on disk; your edits here are kept"); return; }
    state.saved = data.text;
    editor.set(data.text);
    fileState("reloaded: saved elsewhere");
  }

  // -- judging ---------------------------------------------------------------------------------
  async function submit() {
    if (!state.slug) return;
    await save();
    const data = await api(`/api/problems/${encodeURIComponent(state.slug)}/submit`, { lang: state.lang });
    watch(data.job);
  }

  async function runInput() {
    if (!state.slug) return;
    let input;
    try { input = JSON.parse($("run-input").value); } catch (error) { throw new Error(`the input is not JSON: ${error.message}`); }
    await save();
    const data = await api(`/api/problems/${encodeURIComponent(state.slug)}/run`, { lang: state.lang, input });
    watch(data.job);
  }

  async function stressIt() {
    if (!state.slug) return;
    await save();
    const data = await api(`/api/problems/${encodeURIComponent(state.slug)}/stress`, { lang: state.lang });
    watch(data.job);
  }

  function watch(job) {
    if (state.source) state.source.close();
    state.job = job;
    $("cases").tBodies[0].replaceChildren();
    $("failure").hidden = true;
    $("ran").hidden = true;
    $("verdict").className = "";
    $("verdict").textContent = "judging…";
    $("cancel").disabled = false;
    const source = new EventSource(`/api/jobs/${job}/events`);
    state.source = source;
    source.onmessage = (message) => show(JSON.parse(message.data));
    source.onerror = () => { if (source.readyState === EventSource.CLOSED) finish(); };
  }

  function finish() {
    if (state.source) state.source.close();
    state.source = null;
    $("cancel").disabled = true;
  }

  function show(event) {
    const body = $("cases").tBodies[0];
    if (event.type === "started") {
      $("verdict").textContent = `judging: case ${event.index + 1} of ${event.total}, ${event.name}`;
    } else if (event.type === "case" && event.verdict === "skipped") {
      return;  // after the first failure, as LeetCode stops: counted in the result's line
    } else if (event.type === "case") {
      const row = el("tr", {}, el("td", { textContent: event.index + 1 }), el("td", { textContent: event.name }),
        el("td", { textContent: event.verdict, className: event.verdict === "AC" ? "v-AC" : "v-bad" }),
        el("td", { textContent: event.time_ms.toFixed(1) }));
      row.dataset.verdict = event.verdict;
      body.append(row);
      if (event.verdict !== "AC" && $("failure").hidden) showFailure(event);
    } else if (event.type === "seeded") {
      $("verdict").textContent = `stress: random inputs against the reference (seed ${event.seed})…`;
    } else if (event.type === "stressed") {
      const r = event.stress, found = r.counterexample;
      $("verdict").dataset.verdict = `stress-${r.verdict}`;
      $("verdict").className = r.verdict === "OK" ? "v-AC" : "v-bad";
      $("verdict").textContent = r.verdict === "OK"
        ? `stress OK: ${r.cases_run} random inputs, no difference (seed ${r.seed})`
        : `stress FAIL after ${r.cases_run} inputs (seed ${r.seed}): the smallest failing input, shrunk`;
      if (found) {
        showFailure({ name: "stress", verdict: found.verdict, input: found.input, expected: found.expected, got: found.got,
          message: found.message, output: r.line_of_play ? r.line_of_play.map((t) => `${t.player} ${t.move}`).join("\n") : "" });
        $("failure").querySelector("strong").textContent = `Stress: the smallest failing input (${found.verdict}; first found: ${shown(JSON.stringify(r.unshrunk_input), 120)})`;
      }
    } else if (event.type === "stress-recorded") {
      $("verdict").append(el("span", { className: "keys", textContent: " · recorded" }));
    } else if (event.type === "running") {
      $("verdict").textContent = "running your input, and the reference on it…";
    } else if (event.type === "run") {
      const r = event.run;
      const rows = [["input", r.input], ["yours", r.got], ["reference", r.expected], ["message", r.message],
        ["printed", r.output], ["time", r.time_ms === null ? null : `${r.time_ms.toFixed(1)} ms`],
        ["warnings", r.warnings.length ? r.warnings.join("; ") : null], ["reference error", r.reference_error]];
      $("ran").replaceChildren(...rows.filter(([, v]) => v !== null && v !== undefined && v !== "")
        .flatMap(([label, v]) => [el("dt", { textContent: label }), el("dd", {}, el("pre", { textContent: shown(typeof v === "string" ? v : JSON.stringify(v)) }))]));
      $("ran").hidden = false;
      $("verdict").textContent = r.verdict === null ? "ran (no reference answer to judge by)" : `ran: ${r.verdict}`;
      $("verdict").className = r.verdict === "AC" ? "v-AC" : "v-bad";
      $("verdict").dataset.verdict = r.verdict || "unjudged";
    } else if (event.type === "compiling") {
      $("verdict").textContent = `compiling ${event.name}…`;
    } else if (event.type === "note") {
      body.append(el("tr", {}, el("td", { colSpan: 4, textContent: event.text })));
    } else if (event.type === "result") {
      const r = event.result;
      const limit = r.time_limit ? ` · limit ${r.time_limit.applied_ms} ms here (${r.time_limit.reference_ms} ms × ${r.time_limit.factor.toFixed(2)})` : "";
      const skipped = r.cases.filter((c) => c.verdict === "skipped").length;
      const rest = skipped ? ` · ${skipped} not run after the first failure` : "";
      $("verdict").textContent = `${r.verdict}: ${r.passed}/${r.total} passed${rest} · max ${r.time_ms_max.toFixed(1)} ms${limit}`;
      $("verdict").className = r.verdict === "AC" ? "v-AC" : "v-bad";
      $("verdict").dataset.verdict = r.verdict;
      if (r.compile_error) showFailure({ name: "compile", verdict: "CE", message: r.compile_error });
    } else if (event.type === "recorded") {
      $("verdict").append(el("span", { className: "keys", textContent: ` · recorded (#${event.id})` }));
      const entry = state.problems.find((p) => p.slug === state.slug);
      if (entry && entry.status !== "solved") { entry.status = event.verdict === "AC" ? "solved" : "attempted"; drawList(); }
    } else if (event.type === "cancelled") {
      $("verdict").textContent = "cancelled: nothing recorded";
      $("verdict").className = "";
      $("verdict").dataset.verdict = "cancelled";
    } else if (event.type === "error") {
      $("verdict").textContent = `judge: ${event.message}`;
      $("verdict").className = "v-bad";
      $("verdict").dataset.verdict = "error";
    }
    if (["recorded", "cancelled", "error", "ran", "stress-recorded"].includes(event.type)) finish();
  }

  function showFailure(event) {
    const list = el("dl", {});
    const add = (label, value) => { if (value !== undefined && value !== null && value !== "") list.append(el("dt", { textContent: label }), el("dd", {}, el("pre", { textContent: shown(typeof value === "string" ? value : JSON.stringify(value)) }))); };
    add("input", event.input); add("expected", event.expected); add("got", event.got);
    markFirstDifference(list, event);
    add("message", event.message); add(event.name === "stress" ? "line of play (reference)" : "printed", event.output);
    $("failure").replaceChildren(el("strong", { textContent: `First failure: ${event.name} (${event.verdict})` }), list);
    $("failure").hidden = false;
  }

  // The first token where got leaves expected is marked in both (as a token diff does), so a long
  // list's one wrong number is found at once.
  const TOKENS = /"(?:\\.|[^"\\])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|[\[\]{},:]/g;
  function markFirstDifference(list, event) {
    if (event.expected === undefined || event.got === undefined || event.got === null) return;
    const expected = JSON.stringify(event.expected).match(TOKENS) || [], got = JSON.stringify(event.got).match(TOKENS) || [];
    let at = 0;
    while (at < expected.length && at < got.length && expected[at] === got[at]) at++;
    if (at === expected.length && at === got.length) return;
    for (const [label, tokens] of [["expected", expected], ["got", got]]) {
      const dd = [...list.querySelectorAll("dt")].find((dt) => dt.textContent === label)?.nextElementSibling;
      if (!dd || tokens.join("").length > 4000) continue;  // a huge value stays cut, unmarked
      const pre = dd.querySelector("pre");
      const before = tokens.slice(0, at).join(""), mark = tokens[at] ?? "", after = tokens.slice(at + 1).join("");
      pre.replaceChildren(shown(before, 200), el("mark", { textContent: mark || "(ends here)" }), shown(after, 200));
    }
  }

  // A long value cut in its middle, as the command line shows it: both ends stay readable.
  function shown(text, limit = 400) {
    if (text.length <= limit) return text;
    const head = text.slice(0, limit / 2), tail = text.slice(-limit / 2);
    return `${head} … (${text.length.toLocaleString("en")} characters) … ${tail}`;
  }

  async function cancel() {
    if (state.job && !$("cancel").disabled) await api(`/api/jobs/${state.job}/cancel`, {});
  }

  // -- explain: the reference's table, filled one cell a step ----------------------------------
  const explained = { data: null, step: 0 };

  async function explainInput() {
    let input;
    try { input = JSON.parse($("explain-input").value); } catch (error) { throw new Error(`the input is not JSON: ${error.message}`); }
    if ($("explain-mine").checked && dirty()) await save();
    const data = await api(`/api/problems/${encodeURIComponent(state.slug)}/explain`,
      { input, lang: state.lang, mine: $("explain-mine").checked });
    explained.data = data;
    drawExplanation(data);
  }

  function drawExplanation(data) {
    $("explanation").hidden = false;
    $("explanation").dataset.answer = JSON.stringify(data.answer);
    $("ex-verdict").textContent = `${JSON.stringify(data.answer)}: ${data.verdict}`;
    const table = data.table;
    for (const id of ["ex-meaning", "ex-recurrence", "ex-order", "ex-derivation"]) $(id).textContent = "";
    $("ex-note").textContent = data.note || "";
    $("dp").replaceChildren();
    $("steps").hidden = !table;
    if (table) {
      $("ex-meaning").textContent = table.meaning;
      $("ex-recurrence").textContent = table.recurrence;
      $("ex-order").textContent = `Fill order: ${table.fill_order}`;
      $("ex-derivation").textContent = table.derivation;
      const path = new Set(table.path.map((cell) => cell.join(",")));
      const answer = table.answer_cell ? table.answer_cell.join(",") : null;
      const differs = data.yours && data.yours.first_difference ? data.yours.first_difference.cell.join(",") : null;
      const head = el("tr", {}, el("th", { textContent: "" }), ...table.col_labels.map((label) => el("th", { textContent: label, scope: "col" })));
      const rows = table.cells.map((row, i) => el("tr", {}, el("th", { textContent: table.row_labels[i], scope: "row" }),
        ...row.map((value, j) => {
          const cell = el("td", { textContent: value === null ? "" : (typeof value === "object" ? JSON.stringify(value) : String(value)) });
          const at = `${i},${j}`;
          cell.dataset.cell = at;
          if (path.has(at)) cell.classList.add("path");
          if (at === answer) cell.classList.add("answer");
          if (at === differs) { cell.classList.add("differs"); cell.title = `yours: ${JSON.stringify(data.yours.first_difference.got)}`; }
          return cell;
        })));
      $("dp").append(el("thead", {}, head), el("tbody", {}, ...rows));
      explained.step = 0;
      stepTo(0);
    }
    $("ex-line").replaceChildren(...data.line.map((turn) => {  // a move, or an interactive call
      const value = typeof turn.value === "string" ? turn.value : JSON.stringify(turn.value);
      const scores = Object.entries(turn.scores || {}).map(([who, n]) => `${who} ${n}`).join(", ");
      const who = [turn.player, turn.move].filter(Boolean).join(" ");
      return el("li", { textContent: `${who}: ${turn.state} = ${value}${scores ? `; scores ${scores}` : ""}` });
    }));
    const yours = data.yours;
    $("ex-yours").textContent = !yours ? "" : yours.differs
      ? `Yours: ${JSON.stringify(yours.got)} (${yours.verdict})${yours.first_difference ? `; your table first differs at ${yours.first_difference.row}, ${yours.first_difference.col}: expected ${yours.first_difference.expected}, got ${yours.first_difference.got}` : ""}`
      : `Yours: ${JSON.stringify(yours.got)}, the same answer`;
  }

  function stepTo(step) {
    const table = explained.data && explained.data.table;
    if (!table) return;
    const fill = table.fill;
    explained.step = Math.max(0, Math.min(fill.length, step));
    const order = new Map(fill.map((cell, index) => [cell.join(","), index]));
    for (const cell of $("dp").querySelectorAll("td")) {
      const index = order.get(cell.dataset.cell);
      const pending = index !== undefined && index >= explained.step;
      cell.classList.toggle("pending", pending);
      cell.classList.toggle("current", index !== undefined && index === explained.step - 1);
    }
    $("step-count").textContent = `step ${explained.step} of ${fill.length}`;
    $("dp").dataset.step = String(explained.step);
  }

  // -- play: your clicks against best replies, each move's outcome shown before you choose ------
  const game = { id: null };

  async function newGame() {
    let input;
    try { input = JSON.parse($("play-input").value); } catch (error) { throw new Error(`the input is not JSON: ${error.message}`); }
    drawGame(await api(`/api/problems/${encodeURIComponent(state.slug)}/play`, { input, first: !$("play-second").checked }));
  }

  async function move(key) {
    drawGame(await api(`/api/problems/${encodeURIComponent(state.slug)}/play/${game.id}`, { key }));
  }

  function drawGame(view) {
    game.id = view.play;
    $("game").hidden = false;
    $("game").dataset.over = String(view.over);
    $("game-lines").textContent = view.lines.join("\n");
    $("game-lines").scrollTop = $("game-lines").scrollHeight;
    $("game-illegal").textContent = view.illegal;
    $("game-moves").replaceChildren(...view.moves.map((m) => {
      const button = el("button", { type: "button" }, `${m.key}: ${m.label}`, el("small", { textContent: `then, best play: ${m.leads_to}` }));
      button.dataset.key = m.key;
      button.addEventListener("click", () => move(m.key).catch(gameFailed));
      return button;
    }));
    const first = $("game-moves").querySelector("button");
    if (first) first.focus();
  }
  function gameFailed(error) { $("game").hidden = false; $("game-illegal").textContent = `judge: ${error.message}`; }

  // -- wiring ----------------------------------------------------------------------------------
  function route() {
    const match = location.hash.match(/^#\/p\/([a-z0-9-]+)$/);
    if (match) openProblem(match[1]).catch(report);
  }
  function report(error) { $("verdict").textContent = `judge: ${error.message}`; }

  ["find", "status", "difficulty"].forEach((id) => $(id).addEventListener("input", drawList));
  // Keyboard: Enter in Find opens the first match, the arrows walk the list.
  $("find").addEventListener("keydown", (event) => {
    const first = $("problems").querySelector("a");
    if (event.key === "Enter" && first) { event.preventDefault(); location.hash = first.getAttribute("href"); editor.focus(); }
    else if (event.key === "ArrowDown" && first) { event.preventDefault(); first.focus(); }
  });
  $("problems").addEventListener("keydown", (event) => {
    const links = [...$("problems").querySelectorAll("a")], at = links.indexOf(document.activeElement);
    const next = event.key === "ArrowDown" ? links[at + 1] : event.key === "ArrowUp" ? (links[at - 1] || $("find")) : null;
    if (at >= 0 && next) { event.preventDefault(); next.focus(); }
  });
  $("lang").addEventListener("change", () => { state.lang = $("lang").value; editor.language(state.lang); loadFile().catch(report); });
  area.addEventListener("input", edited);
  area.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && !event.ctrlKey && !event.altKey) {  // indent; Esc then Tab leaves
      event.preventDefault();
      area.setRangeText("    ", area.selectionStart, area.selectionEnd, "end");
      area.dispatchEvent(new Event("input"));
    }
  });
  const explainFailed = (error) => {
    $("explanation").hidden = false;
    $("dp").replaceChildren();
    $("steps").hidden = true;
    for (const id of ["ex-verdict", "ex-meaning", "ex-recurrence", "ex-order", "ex-derivation", "ex-yours"]) $(id).textContent = "";
    $("ex-line").replaceChildren();
    $("ex-note").textContent = `judge: ${error.message}`;
  };
  $("explain").addEventListener("click", () => explainInput().catch(explainFailed));
  $("explain-input").addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); explainInput().catch(explainFailed); } });
  $("step-back").addEventListener("click", () => stepTo(explained.step - 1));
  $("step-next").addEventListener("click", () => stepTo(explained.step + 1));
  $("step-all").addEventListener("click", () => stepTo(Infinity));
  $("dp").addEventListener("keydown", (event) => {
    const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (event.key in moves) { event.preventDefault(); stepTo(explained.step + moves[event.key]); }
    else if (event.key === "Home") { event.preventDefault(); stepTo(0); }
    else if (event.key === "End") { event.preventDefault(); stepTo(Infinity); }
  });
  $("save").addEventListener("click", () => save().catch(report));
  $("toggle-list").addEventListener("click", () => {
    const open = $("list").classList.contains("collapsed");
    showList(open);
    if (open) $("find").focus();
  });
  $("play").addEventListener("click", () => newGame().catch(gameFailed));
  $("play-input").addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); newGame().catch(gameFailed); } });
  $("submit").addEventListener("click", () => submit().catch(report));
  $("run").addEventListener("click", () => runInput().catch(report));
  $("stress").addEventListener("click", () => stressIt().catch(report));
  $("run-input").addEventListener("keydown", (event) => { if (event.key === "Enter" && !event.ctrlKey) { event.preventDefault(); runInput().catch(report); } });
  $("cancel").addEventListener("click", () => cancel().catch(report));
  // The page's keys, in the capture phase: they reach no editor first (CodeMirror's Mod-Enter
  // would insert a line). Escape is taken only while a judging can be cancelled (Vim needs it).
  document.addEventListener("keydown", (event) => {
    const mod = event.ctrlKey || event.metaKey;
    let action = null;
    if (mod && event.key === "s") action = save;
    else if (mod && event.shiftKey && event.key === "Enter") action = submit;
    else if (mod && event.key === "Enter") action = runInput;
    else if (event.key === "Escape" && !$("cancel").disabled) action = cancel;
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action().catch(report);
  }, true);
  window.addEventListener("hashchange", route);
  setInterval(follow, 1000);
  loadList().then(route).then(() => { document.body.dataset.ready = "true"; }).catch(report);
})();
