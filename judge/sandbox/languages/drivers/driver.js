'use strict';
// The judge's driver for JavaScript solutions, speaking the runner's protocol (see
// judge/sandbox/child.py): the main thread reads the case pipe and hands the lines on in batches;
// a Worker loads the user's file with the vm module, runs the cases and writes their replies.
// The Worker gives the solution a big stack (resourceLimits.stackSizeMb) and a heap limit whose
// breach ends only the Worker (ERR_WORKER_OUT_OF_MEMORY): the main thread reports an MLE and starts
// a fresh Worker for the next case, as a solution's process.exit() ends only the Worker too.
const fs = require('fs');
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');

const STACK_MB = 64; // ~10^6 simple frames; a runaway recursion still ends in well under a second
const MAX_NESTING = 32;
const MESSAGE_CHARS = 4000;

if (isMainThread) main(); else worker();

function main() {
  const caseFd = Number(process.argv[3]);
  const parent = process.ppid;
  // The judge was killed: end with it (and the solution's processes, in our process group).
  setInterval(() => { if (process.ppid !== parent) { try { process.kill(0, 'SIGKILL'); } finally { process.exit(70); } } }, 500).unref();
  // the header, a byte at a time so nothing of the cases that follow is read here
  const one = Buffer.alloc(1);
  const bytes = [];
  while (true) {
    const got = fs.readSync(caseFd, one, 0, 1, null);
    if (got === 0) process.exit(3);
    if (one[0] === 10) break;
    bytes.push(one[0]);
  }
  const config = JSON.parse(Buffer.from(bytes).toString('utf8')).config;
  const resultFd = config.result_fd;
  const send = (text) => {
    const data = Buffer.from(text + '\n', 'utf8');
    let done = 0;
    while (done < data.length) done += fs.writeSync(resultFd, data, done);
  };
  const cpuEnd = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
  send('{"status":"loading"}');

  // The worker runs the cases it is given in order and writes each reply to the result pipe itself
  // (a reply through this thread would cost two messages a case). It counts in `progress`, shared
  // memory, the cases it began and the cases it answered: if it dies, this thread knows which case
  // was running (it gets the reply) and which were never begun (a fresh worker takes them).
  let current = null; // the worker, once it has loaded the solution
  // The case lines given to `current` that it may not have answered yet (it had answered the
  // `current.judgeDropped` before them), or that wait for a worker; oldest first.
  let given = [];
  let ended = false;
  let broken = null; // why no case can run any more

  function start(first) {
    const progress = new Int32Array(new SharedArrayBuffer(8)); // [begun, answered]
    const w = new Worker(__filename, {
      workerData: { config, progress },
      resourceLimits: { maxOldGenerationSizeMb: config.memory_bytes ? Math.max(16, Math.floor(config.memory_bytes / 1048576)) : undefined, stackSizeMb: STACK_MB },
      stdout: false, stderr: false,
    });
    w.judgeFirst = first;
    w.judgeLoaded = false;
    w.judgeProgress = progress;
    w.judgeDropped = 0;
    w.on('message', (m) => {
      w.judgeLoaded = true;
      if (m.status === 'ready') {
        current = w;
        if (first) send(JSON.stringify({ status: 'ready', cpu_end: cpuEnd(), thread: m.thread }));
        if (given.length) w.postMessage(given);
      } else {
        const reply = { status: 'ce', message: m.message, cpu_end: cpuEnd() };
        if (first) { send(JSON.stringify(reply)); process.exit(0); }
        failAll('after the previous case ended the solution\'s worker, it did not load again: ' + m.message);
      }
    });
    w.on('error', (e) => {
      if (e && e.code === 'ERR_WORKER_OUT_OF_MEMORY') lost(w, { status: 'memory', message: 'JavaScript heap out of memory' });
      else lost(w, { status: 'exception', message: 'an error outside the call ended the solution\'s worker: ' + String(e && e.stack || e) });
    });
    w.on('exit', (code) => {
      lost(w, { status: 'exit', message: `the solution called process.exit(${code}) during the case; return the answer instead` });
    });
  }

  function lost(w, reply) {
    if (w.judgeLost) return;
    w.judgeLost = true;
    if (current === w) current = null;
    try { w.terminate(); } catch (e) { /* already gone */ }
    if (!w.judgeLoaded) { // it ended while loading the solution: no case can run
      const message = 'the solution could not be loaded: ' + reply.message;
      if (w.judgeFirst) { send(JSON.stringify({ status: 'ce', message, cpu_end: cpuEnd() })); process.exit(0); }
      failAll('after the previous case ended the solution\'s worker, ' + message);
      return;
    }
    // its thread has stopped: what it counted is final
    const begun = Atomics.load(w.judgeProgress, 0) - w.judgeDropped;
    const answered = Atomics.load(w.judgeProgress, 1) - w.judgeDropped;
    if (begun > answered) send(JSON.stringify({ n: caseNumber(given[answered]), ...reply, cpu_end: cpuEnd(), out_end: outEnd() }));
    given = given.slice(begun);
    if (!ended) start(false);
  }

  function failAll(message) {
    broken = message;
    for (const line of given) send(JSON.stringify({ n: caseNumber(line), status: 'exception', message }));
    given = [];
  }

  function caseNumber(line) {
    const head = /^\{"n":(\d+),/.exec(line); // how the runner writes a case: its number first
    return head ? Number(head[1]) : JSON.parse(line).n;
  }

  function outEnd() { try { return fs.fstatSync(1).size; } catch (e) { return 0; } }

  start(true);
  const net = require('net');
  const input = new net.Socket({ fd: caseFd, readable: true, writable: false });
  let pending = '';
  input.setEncoding('utf8');
  input.on('data', (chunk) => {
    pending += chunk;
    const end = pending.lastIndexOf('\n');
    if (end < 0) return;
    const lines = pending.slice(0, end).split('\n');
    pending = pending.slice(end + 1);
    if (broken !== null) {
      for (const line of lines) send(JSON.stringify({ n: caseNumber(line), status: 'exception', message: broken }));
      return;
    }
    if (current !== null) {
      const answered = Atomics.load(current.judgeProgress, 1); // done with: no longer kept
      given = given.slice(answered - current.judgeDropped);
      current.judgeDropped = answered;
      current.postMessage(lines);
    }
    for (const line of lines) given.push(line);
  });
  input.on('end', () => { ended = true; process.exit(0); });
  input.on('error', () => { process.exit(0); });
}

// A case's own peak memory, what it added above what the process held when it began: the kernel's
// peak resident size (VmHWM, which writing "5" to clear_refs resets to the resident size now) less
// the resident size at the start; or the growth of this Worker's V8 heap and external memory at the
// end of the call if more (V8 may reuse pages it kept from an earlier case). Reading VmHWM costs
// ~20 us (the whole of /proc/self/status), so it is read only when the case may have gone higher
// than where it ended: the resident size moved, a collection ran (the heap shrank), or external
// memory (typed arrays) changed; else the peak is the growth seen. Files kept open.
// After a case that held TIDY_KB or more, a full collection frees its garbage before the next case
// (as the Python harness collects once memory grows), so the next case that allocates as much
// grows the resident size again instead of filling what the collector freed in the middle of it.
const TIDY_KB = 16 * 1024;
function ownPeak() {
  const v8 = require('v8');
  const text = Buffer.alloc(4096), five = Buffer.from('5');
  let clear = -1, status = -1, statm = -1, pageKb = 4, last = 0, collect = null;
  let rss = -1, heap = 0, external = 0;
  const digits = (at, end) => {
    let n = 0;
    while (at < end && (text[at] < 48 || text[at] > 57)) at++;
    while (at < end && text[at] >= 48 && text[at] <= 57) n = n * 10 + text[at++] - 48;
    return n;
  };
  const field = (name) => { const n = fs.readSync(status, text, 0, text.length, 0); const at = text.indexOf(name); return at >= 0 && at < n ? digits(at + name.length, n) : -1; };
  const residentKb = () => { const n = fs.readSync(statm, text, 0, 64, 0); return digits(text.indexOf(32) + 1, n) * pageKb; };
  try {
    clear = fs.openSync('/proc/self/clear_refs', fs.constants.O_WRONLY); // no O_TRUNC: Landlock allows writing only
    status = fs.openSync('/proc/self/status', 'r');
    statm = fs.openSync('/proc/self/statm', 'r');
    const kb = field('VmRSS:'); // the page size, which node does not tell
    pageKb = 1;
    const pages = residentKb();
    pageKb = kb > 0 && pages > 0 ? Math.max(1, Math.round(kb / pages / 4) * 4) : 4;
  } catch (e) {
    clear = -1;
  }
  return {
    start() {
      rss = -1; last = 0;
      if (clear >= 0) {
        try { fs.writeSync(clear, five); rss = residentKb(); } catch (e) { rss = -1; }
      }
      const stats = v8.getHeapStatistics();
      heap = stats.used_heap_size; external = stats.external_memory || 0;
    },
    peakKb() {
      const stats = v8.getHeapStatistics();
      const used = stats.used_heap_size, outside = stats.external_memory || 0;
      let grown = Math.floor((used + outside - heap - external) / 1024);
      if (rss >= 0) {
        try {
          const now = residentKb();
          grown = Math.max(grown, now - rss);
          if (now !== rss || used < heap || outside !== external) grown = Math.max(grown, field('VmHWM:') - rss);
        } catch (e) { }
      }
      last = Math.max(0, grown);
      return last;
    },
    tidy() {
      if (last < TIDY_KB) return;
      last = 0;
      if (collect === null) { // asked for once the solution's own context exists: it gets no gc()
        v8.setFlagsFromString('--expose-gc');
        collect = require('vm').runInNewContext('gc');
      }
      collect();
    },
  };
}

// The two pipes to the judge of an interactive or strategy problem (see protocol.py): one line
// out, one line back. A stop (the game is lost or over, or the judge gone) ends the whole process,
// its message on stderr.
function channel([callFd, answerFd]) {
  const buffer = Buffer.alloc(1 << 16);
  let pending = '';
  const stop = (message) => {
    try { fs.writeSync(2, '\njudge: ' + message + '\n'); } catch (e) { /* the judge says it too */ }
    process.kill(process.pid, 'SIGKILL'); // a Worker's process.exit would end the Worker only
  };
  const line = () => {
    while (!pending.includes('\n')) {
      let n;
      try { n = fs.readSync(answerFd, buffer, 0, buffer.length, null); } catch (e) { if (e.code === 'EAGAIN') continue; throw e; }
      if (n === 0) stop('the judge ended the game');
      pending += buffer.toString('utf8', 0, n);
    }
    const at = pending.indexOf('\n');
    const got = pending.slice(0, at);
    pending = pending.slice(at + 1);
    return got;
  };
  const put = (text) => {
    const data = Buffer.from(text, 'utf8');
    let done = 0;
    while (done < data.length) done += fs.writeSync(callFd, data, done);
  };
  return { line, put, stop };
}

// An interactive problem's API as LeetCode's JavaScript has it (a global `guess`, or a `Master`
// passed last): each call is one line to the interactor's pipe and one line back (`x MESSAGE`:
// the game is lost or over).
function interactive(interaction) {
  if (!interaction) return null;
  const pipes = channel(interaction.fds);
  if (interaction.strategy) { strategyDriver(interaction.strategy, pipes); return null; }
  const ask = (name, value) => {
    let text;
    try { text = JSON.stringify(value); } catch (e) { text = undefined; }
    if (text === undefined) text = JSON.stringify({ unsendable: typeof value });
    pipes.put(name + ' ' + text + '\n');
    const got = pipes.line();
    if (got[0] === 'x') pipes.stop(got.slice(2));
    return parseInt(got, 10);
  };
  if (!interaction.object) {
    for (const [name] of interaction.calls) globalThis[name] = (value) => ask(name, value);
    return null;
  }
  const Api = function () {};
  for (const [name] of interaction.calls) Api.prototype[name] = function (value) { return ask(name, value); };
  globalThis[interaction.object_class] = Api;
  return Api;
}

// A strategy problem (protocol.py): the case's entry reads the referee's lines, builds the class
// on `b`, calls its method on `m` and answers `a JSON`, and returns on `e`. A move is one round
// trip over the two pipes.
function strategyDriver(api, { line: receive, put: send }) {
  const vm = require('vm');
  globalThis._judge_strategy = function (...start) {
    let player = null;
    for (;;) {
      const line = receive();
      if (line[0] === 'm') {
        const move = player[api.method](...JSON.parse(line.slice(2)));
        let text;
        try { text = JSON.stringify(move); } catch (e) { text = undefined; }
        if (text === undefined) text = JSON.stringify({ unsendable: typeof move });
        send('a ' + text + '\n');
      } else if (line[0] === 'b') {
        const Cls = vm.runInThisContext(`typeof ${api.class} === 'function' ? ${api.class} : undefined`);
        if (!Cls) throw new ReferenceError(`define class ${api.class}: the judge builds it with the starting position`);
        player = null;
        player = new Cls(...start);
        send('r\n');
      } else {
        return JSON.parse(line.slice(2));
      }
    }
  };
}

function worker() {
  const vm = require('vm');
  const config = workerData.config;
  const progress = workerData.progress; // [cases begun, cases answered]: see main()
  const resultFd = config.result_fd;
  const display = config.display_name;
  const params = config.params.map((p) => p[0]);
  const trees = new Set(config.tree_params || []); // level-order lists, passed as LeetCode's TreeNode
  // LeetCode's definition, global as there, only for a problem that takes a tree
  function TreeNode(val, left, right) {
    this.val = (val === undefined ? 0 : val);
    this.left = (left === undefined ? null : left);
    this.right = (right === undefined ? null : right);
  }
  if (trees.size) globalThis.TreeNode = TreeNode;
  // each node, in order, takes the next two entries as its left and right child (null: none)
  function buildTree(values) {
    const nodes = values.map((v) => (v === null ? null : new TreeNode(v)));
    let next = 1;
    for (const node of nodes) {
      if (node === null) continue;
      node.left = next < nodes.length ? nodes[next] : null;
      node.right = next + 1 < nodes.length ? nodes[next + 1] : null;
      next += 2;
    }
    return nodes.length ? nodes[0] : null;
  }
  const linked = new Set(config.linked_params || []); // lists of values, passed as LeetCode's ListNode
  function ListNode(val, next) { // LeetCode's definition, global as there when a problem takes one
    this.val = (val === undefined ? 0 : val);
    this.next = (next === undefined ? null : next);
  }
  if (linked.size) globalThis.ListNode = ListNode;
  function buildList(values) {
    let head = null;
    for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
    return head;
  }
  const build = (p, value) => (trees.has(p) ? buildTree(value) : linked.has(p) ? buildList(value) : value);
  const writeSync = fs.writeSync, parse = JSON.parse, stringify = JSON.stringify;
  const cpuUsage = process.cpuUsage, now = () => performance.now();
  const caseMemory = ownPeak();
  let budget = config.output_bytes, written = 0, exceeded = false;
  function out(chunk) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
    written += data.length;
    if (written > budget) { exceeded = true; throw new Error('output limit exceeded'); }
    let done = 0;
    while (done < data.length) done += writeSync(1, data, done);
  }
  const sink = { write(chunk, encoding, callback) { out(chunk); if (typeof callback === 'function') callback(); else if (typeof encoding === 'function') encoding(); return true; } };
  const format = require('util').format;
  const line = (...args) => out(format(...args) + '\n');
  const mine = { log: line, info: line, debug: line, error: line, warn: line, trace: line,
    dir: (v) => out(require('util').inspect(v) + '\n'), table: line, assert: (ok, ...args) => { if (!ok) line('Assertion failed', ...args); },
    time() {}, timeEnd() {}, timeLog() {}, count() {}, countReset() {}, group() {}, groupEnd() {} };
  globalThis.console = mine;
  process.stdout.write = sink.write;
  process.stderr.write = sink.write;
  globalThis.require = require;

  const apiObject = interactive(config.interaction);
  let sourceLines = [];
  let makeCall = null;
  // this thread runs every call: the judge reads its CPU time as the kernel counts it (read before
  // the solution's file runs)
  let thread = '';
  try { thread = fs.readlinkSync('/proc/thread-self'); } catch (e) { /* an older kernel: unknown */ }
  const loaded = load();
  parentPort.postMessage({ ...loaded, thread });
  if (loaded.status !== 'ready') return;
  const fstatSync = fs.fstatSync;
  parentPort.on('message', (lines) => {
    for (const line of lines) {
      Atomics.add(progress, 0, 1);
      const message = parse(line);
      const fields = runCase(message.args);
      let end = 0;
      try { end = fstatSync(1).size; } catch (e) { /* the judge looks itself */ }
      const data = Buffer.from('{"n":' + message.n + ',' + fields + ',"out_end":' + end + '}\n', 'utf8');
      let done = 0;
      while (done < data.length) done += writeSync(resultFd, data, done);
      Atomics.add(progress, 1, 1);
      caseMemory.tidy();
    }
  });

  function load() {
    let source;
    try {
      source = fs.readFileSync(config.solution_path, 'utf8');
    } catch (e) {
      return { status: 'ce', message: 'cannot read the solution: ' + e.message };
    }
    sourceLines = source.split('\n');
    let script;
    try {
      script = new vm.Script(source, { filename: display });
    } catch (e) {
      const where = /^[^\n]*:(\d+)\n/.exec(String(e.stack));
      const lineNo = where ? Number(where[1]) : 0;
      const text = lineNo && sourceLines[lineNo - 1] ? ': ' + sourceLines[lineNo - 1].trim() : '';
      return { status: 'ce', message: `${e.name}: ${e.message} (${display}, line ${lineNo || '?'})${text}` };
    }
    try {
      script.runInThisContext();
    } catch (e) {
      return { status: 'ce', message: describe(e) };
    }
    const names = config.entry_names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
    const find = (name) => vm.runInThisContext(`typeof ${name} === 'function' ? ${name} : undefined`);
    const Solution = find('Solution');
    if (Solution) {
      for (const name of names) {
        if (Solution.prototype && typeof Solution.prototype[name] === 'function') {
          makeCall = () => { const s = new Solution(); return (args) => s[name](...args); };
          break;
        }
        if (typeof Solution[name] === 'function') { makeCall = () => (args) => Solution[name](...args); break; }
      }
    }
    if (!makeCall) {
      for (const name of names) {
        const f = find(name);
        if (f) { makeCall = () => (args) => f(...args); break; }
      }
    }
    if (!makeCall) {
      const wanted = config.entry_names.join(' or ');
      return { status: 'ce', message: `no entry found: define a function ${wanted} (var ${config.entry_names[0]} = function(...) {...}), or class Solution with a method ${wanted}` };
    }
    return { status: 'ready' };
  }

  function runCase(args) {
    budget = config.output_bytes; written = 0; exceeded = false;
    const values = params.map((p) => build(p, args[p]));
    if (apiObject) values.push(new apiObject());
    let value, failure = null, failed = false, cpu = 0, wall = 0, peak = 0;
    try {
      const call = makeCall();
      caseMemory.start();
      const c0 = cpuUsage(); const w0 = now();
      value = call(values);
      wall = now() - w0; const c1 = cpuUsage(c0); cpu = (c1.user + c1.system) / 1000;
      peak = caseMemory.peakKb();
    } catch (e) {
      failed = true; failure = e;
    }
    if (exceeded) return '"status":"output","message":' + stringify(`output passed ${Math.floor(config.output_bytes / 1024)} KiB`);
    if (failed) return '"status":"exception","message":' + stringify(describe(failure));
    const timing = `"status":"ok","cpu_ms":${cpu},"wall_ms":${wall},"peak_kb":${peak}`;
    const parts = [];
    const problem = encode(value, parts, 0);
    if (problem !== null) return timing + ',"other":' + stringify(problem) + ',"repr":' + stringify(shown(value));
    const text = parts.join('');
    if (text.length > config.result_bytes) return '"status":"output","message":' + stringify(`the returned value is ${text.length} bytes as JSON, over the limit of ${config.result_bytes}`);
    return timing + ',"v":' + text;
  }

  // null, or what is not plain data; appends the JSON of `value` to `parts`. Numbers keep their
  // JS form: a non-integer where an int is declared arrives as a float and fails the type check.
  function encode(value, parts, depth) {
    if (value === null) { parts.push('null'); return null; }
    const kind = typeof value;
    if (kind === 'boolean' || kind === 'string') { parts.push(stringify(value)); return null; }
    if (kind === 'number') {
      if (!Number.isFinite(value)) return 'non-finite number';
      parts.push(Number.isInteger(value) && Math.abs(value) >= 1e21 ? value.toFixed(1) : String(value));
      return null;
    }
    if (kind === 'bigint') { parts.push(value.toString()); return null; }
    if (kind === 'undefined') return 'undefined';
    if (Array.isArray(value) || ArrayBuffer.isView(value)) {
      if (depth >= MAX_NESTING) return `list nested over ${MAX_NESTING} deep`;
      parts.push('[');
      for (let i = 0; i < value.length; i++) {
        if (i) parts.push(',');
        const problem = encode(value[i], parts, depth + 1);
        if (problem !== null) return 'array containing ' + problem;
      }
      parts.push(']');
      return null;
    }
    if (kind === 'function') return 'function';
    const name = value.constructor && value.constructor.name;
    return typeof name === 'string' && name ? name : 'object';
  }

  function shown(value) {
    let text;
    try { text = require('util').inspect(value, { depth: 3, breakLength: Infinity }); } catch (e) { text = '<unprintable>'; }
    return text.length <= 200 ? text : text.slice(0, 200) + '...';
  }

  function describe(e) {
    let text;
    if (e instanceof Error || (e && typeof e === 'object' && 'stack' in e)) {
      let stack = '';
      try { stack = String(e.stack); } catch (x) { /* unprintable */ }
      const frames = stack.split('\n').filter((l) => /^\s+at /.test(l) && l.includes(display + ':'));
      const lines = [];
      for (const frame of frames.slice(0, 6).reverse()) {
        lines.push('  ' + frame.trim());
        const m = /:(\d+):\d+\)?$/.exec(frame);
        if (m && sourceLines[Number(m[1]) - 1] !== undefined) lines.push('    ' + sourceLines[Number(m[1]) - 1].trim());
      }
      if (frames.length > 6) lines.unshift(`  ... ${frames.length - 6} more frames of your code ...`);
      let head;
      try { head = `${e.name}: ${e.message}`; } catch (x) { head = 'Error'; }
      lines.push(head);
      text = lines.join('\n');
    } else {
      let shownValue;
      try { shownValue = require('util').inspect(e); } catch (x) { shownValue = '<unprintable>'; }
      text = 'Uncaught ' + shownValue;
    }
    return text.length <= MESSAGE_CHARS ? text : text.slice(0, MESSAGE_CHARS) + ' ...';
  }
}
