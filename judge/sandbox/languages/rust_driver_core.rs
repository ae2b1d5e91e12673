// The core of the judge's Rust driver: the library `judge_rt`, built once per toolchain and flags and
// linked with each solution (rust.py), as the C++ driver's core is. It speaks the runner's protocol
// (see sandbox/child.py): reads JSON by hand (no crates here), times each call, measures its memory,
// keeps its output to the budget, turns a panic into the case's RE with its message and line, and
// runs the calls on a thread with a 1 GiB stack. The part built with each solution (rust_driver.rs)
// converts the arguments and calls the entry.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::FileExt;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicI32, AtomicI64, Ordering::Relaxed};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Mutex;
use std::time::{Duration, Instant};

// -- the C library (std links it already; Linux numbers) ----------------------------------------------
#[repr(C)]
struct Timespec {
    sec: i64,
    nsec: i64,
}
#[repr(C)]
struct Rlimit {
    cur: u64,
    max: u64,
}
#[repr(C)]
struct Rusage {
    times: [i64; 4], // ru_utime, ru_stime
    counts: [i64; 14], // ru_maxrss, ..., ru_minflt (4), ru_majflt (5), ...
}
extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    fn setrlimit(resource: i32, limit: *const Rlimit) -> i32;
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
    fn lseek(fd: i32, offset: i64, whence: i32) -> i64;
    fn write(fd: i32, buf: *const u8, n: usize) -> isize;
    fn read(fd: i32, buf: *mut u8, n: usize) -> isize;
    fn signal(sig: i32, handler: usize) -> usize;
    fn kill(pid: i32, sig: i32) -> i32;
    fn sysconf(name: i32) -> i64;
    fn _exit(code: i32) -> !;
}
const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
const RLIMIT_FSIZE: i32 = 1;
const RLIMIT_CORE: i32 = 4;
const RLIMIT_AS: i32 = 9;
const SIGKILL: i32 = 9;
const SIGXFSZ: i32 = 25;
const SIG_IGN: usize = 1;
const SEEK_CUR: i32 = 1;
const EINTR: i32 = 4;
const SC_PAGESIZE: i32 = 30;

pub const STOP_STATUS: i32 = 86; // a process the interactor stopped (interactive_api.STOP_STATUS)
const MESSAGE_CHARS: usize = 4000;

fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// Leaves at once, without running destructors or flushing: the judge reads what was sent.
pub fn exit_now(code: i32) -> ! {
    unsafe { _exit(code) }
}

fn put_all(fd: i32, mut data: &[u8]) -> bool {
    while !data.is_empty() {
        let put = unsafe { write(fd, data.as_ptr(), data.len()) };
        if put < 0 && errno() == EINTR {
            continue;
        }
        if put <= 0 {
            return false;
        }
        data = &data[put as usize..];
    }
    true
}

// -- JSON in ------------------------------------------------------------------------------------------
#[derive(Clone, Debug)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl Json {
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    pub fn is_null(&self) -> bool {
        matches!(self, Json::Null)
    }
    /// An integer argument (a float is cut toward zero, as the C++ driver does).
    pub fn int(&self) -> i64 {
        match self {
            Json::Int(i) => *i,
            Json::Float(f) => *f as i64,
            Json::Bool(b) => *b as i64,
            other => panic!("the judge sent {} where a number was expected", other.kind()),
        }
    }
    pub fn float(&self) -> f64 {
        match self {
            Json::Int(i) => *i as f64,
            Json::Float(f) => *f,
            other => panic!("the judge sent {} where a number was expected", other.kind()),
        }
    }
    pub fn boolean(&self) -> bool {
        match self {
            Json::Bool(b) => *b,
            other => panic!("the judge sent {} where a bool was expected", other.kind()),
        }
    }
    pub fn text(&self) -> &str {
        match self {
            Json::Str(s) => s,
            other => panic!("the judge sent {} where a string was expected", other.kind()),
        }
    }
    pub fn items(&self) -> &[Json] {
        match self {
            Json::Arr(items) => items,
            other => panic!("the judge sent {} where a list was expected", other.kind()),
        }
    }
    fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "a bool",
            Json::Int(_) | Json::Float(_) => "a number",
            Json::Str(_) => "a string",
            Json::Arr(_) => "a list",
            Json::Obj(_) => "an object",
        }
    }
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> Parser<'a> {
    fn ws(&mut self) {
        while self.at < self.text.len() && matches!(self.text[self.at], b' ' | b'\n' | b'\r' | b'\t') {
            self.at += 1;
        }
    }
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }
    fn eat(&mut self, c: u8) -> Result<(), String> {
        self.ws();
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!("expected '{}' at byte {}", c as char, self.at))
        }
    }
    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self.text.get(self.at..self.at + 4).ok_or("a short \\u escape")?;
        let text = std::str::from_utf8(digits).map_err(|_| "a bad \\u escape")?;
        self.at += 4;
        u32::from_str_radix(text, 16).map_err(|_| "a bad \\u escape".to_string())
    }
    fn string(&mut self) -> Result<String, String> {
        self.eat(b'"')?;
        let mut out: Vec<u8> = Vec::new();
        loop {
            let c = self.peek().ok_or("an unterminated string")?;
            self.at += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let e = self.peek().ok_or("an unterminated escape")?;
                    self.at += 1;
                    let simple = match e {
                        b'"' => Some('"'),
                        b'\\' => Some('\\'),
                        b'/' => Some('/'),
                        b'b' => Some('\u{8}'),
                        b'f' => Some('\u{c}'),
                        b'n' => Some('\n'),
                        b'r' => Some('\r'),
                        b't' => Some('\t'),
                        b'u' => None,
                        _ => return Err(format!("a bad escape at byte {}", self.at)),
                    };
                    let ch = match simple {
                        Some(ch) => ch,
                        None => {
                            let mut cp = self.hex4()?;
                            if (0xD800..0xDC00).contains(&cp) && self.text[self.at..].starts_with(b"\\u") {
                                let save = self.at;
                                self.at += 2;
                                let low = self.hex4()?;
                                if (0xDC00..0xE000).contains(&low) {
                                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                                } else {
                                    self.at = save;
                                }
                            }
                            char::from_u32(cp).unwrap_or('\u{FFFD}')
                        }
                    };
                    let mut buffer = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buffer).as_bytes());
                }
                _ => out.push(c),
            }
        }
        Ok(String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
    }
    fn value(&mut self) -> Result<Json, String> {
        self.ws();
        match self.peek().ok_or("an early end")? {
            b'{' => {
                self.at += 1;
                let mut fields = Vec::new();
                self.ws();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(Json::Obj(fields));
                }
                loop {
                    self.ws();
                    let key = self.string()?;
                    self.eat(b':')?;
                    fields.push((key, self.value()?));
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b'}') => {
                            self.at += 1;
                            return Ok(Json::Obj(fields));
                        }
                        _ => return Err(format!("expected ',' or '}}' at byte {}", self.at)),
                    }
                }
            }
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                self.ws();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(Json::Arr(items));
                }
                loop {
                    items.push(self.value()?);
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Ok(Json::Arr(items));
                        }
                        _ => return Err(format!("expected ',' or ']' at byte {}", self.at)),
                    }
                }
            }
            b'"' => Ok(Json::Str(self.string()?)),
            b't' if self.text[self.at..].starts_with(b"true") => {
                self.at += 4;
                Ok(Json::Bool(true))
            }
            b'f' if self.text[self.at..].starts_with(b"false") => {
                self.at += 5;
                Ok(Json::Bool(false))
            }
            b'n' if self.text[self.at..].starts_with(b"null") => {
                self.at += 4;
                Ok(Json::Null)
            }
            _ => {
                let start = self.at;
                let mut real = false;
                while let Some(c) = self.peek() {
                    match c {
                        b'0'..=b'9' | b'-' | b'+' => {}
                        b'.' | b'e' | b'E' => real = true,
                        _ => break,
                    }
                    self.at += 1;
                }
                let text = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                if text.is_empty() {
                    return Err(format!("an unexpected byte at {}", start));
                }
                if !real {
                    if let Ok(i) = text.parse::<i64>() {
                        return Ok(Json::Int(i));
                    }
                }
                text.parse::<f64>().map(Json::Float).map_err(|_| format!("a bad number at byte {}", start))
            }
        }
    }
}

pub fn parse(text: &[u8]) -> Result<Json, String> {
    let mut parser = Parser { text, at: 0 };
    let value = parser.value()?;
    parser.ws();
    if parser.at != text.len() {
        return Err(format!("trailing bytes at {}", parser.at));
    }
    Ok(value)
}

// -- JSON out -----------------------------------------------------------------------------------------
pub fn quote(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    quote(&mut out, text);
    out
}

/// A value the judge can compare: numbers, bools, strings and lists of them, as JSON.
pub trait JsonValue {
    fn write_json(&self, out: &mut String, depth: u32) -> Result<(), String>;
}

macro_rules! json_integers {
    ($($t:ty),*) => {$(
        impl JsonValue for $t {
            fn write_json(&self, out: &mut String, _depth: u32) -> Result<(), String> {
                let _ = write!(out, "{}", self);
                Ok(())
            }
        }
    )*};
}
json_integers!(i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);

impl JsonValue for bool {
    fn write_json(&self, out: &mut String, _depth: u32) -> Result<(), String> {
        out.push_str(if *self { "true" } else { "false" });
        Ok(())
    }
}
impl JsonValue for f64 {
    fn write_json(&self, out: &mut String, _depth: u32) -> Result<(), String> {
        if !self.is_finite() {
            return Err("non-finite float".into());
        }
        let _ = write!(out, "{:?}", self); // Debug keeps a float a float: 2.0, not 2
        Ok(())
    }
}
impl JsonValue for f32 {
    fn write_json(&self, out: &mut String, depth: u32) -> Result<(), String> {
        (*self as f64).write_json(out, depth)
    }
}
impl JsonValue for String {
    fn write_json(&self, out: &mut String, _depth: u32) -> Result<(), String> {
        quote(out, self);
        Ok(())
    }
}
impl JsonValue for &str {
    fn write_json(&self, out: &mut String, _depth: u32) -> Result<(), String> {
        quote(out, self);
        Ok(())
    }
}
impl JsonValue for char {
    fn write_json(&self, out: &mut String, _depth: u32) -> Result<(), String> {
        let mut buffer = [0u8; 4];
        quote(out, self.encode_utf8(&mut buffer));
        Ok(())
    }
}
fn write_items<'a, T: JsonValue + 'a>(
    items: impl Iterator<Item = &'a T>,
    out: &mut String,
    depth: u32,
) -> Result<(), String> {
    if depth > 32 {
        return Err("list nested over 32 deep".into());
    }
    out.push('[');
    for (k, item) in items.enumerate() {
        if k > 0 {
            out.push(',');
        }
        item.write_json(out, depth + 1)?;
    }
    out.push(']');
    Ok(())
}
impl<T: JsonValue> JsonValue for Vec<T> {
    fn write_json(&self, out: &mut String, depth: u32) -> Result<(), String> {
        write_items(self.iter(), out, depth)
    }
}
impl<T: JsonValue> JsonValue for std::collections::VecDeque<T> {
    fn write_json(&self, out: &mut String, depth: u32) -> Result<(), String> {
        write_items(self.iter(), out, depth)
    }
}
impl<T: JsonValue, const N: usize> JsonValue for [T; N] {
    fn write_json(&self, out: &mut String, depth: u32) -> Result<(), String> {
        write_items(self.iter(), out, depth)
    }
}
impl<T: JsonValue> JsonValue for Box<T> {
    fn write_json(&self, out: &mut String, depth: u32) -> Result<(), String> {
        (**self).write_json(out, depth)
    }
}

/// What the entry returned, encoded by the first of two traits that applies (chosen where the type
/// is known, in the part built with the solution): `Plain` for what `JsonValue` covers, `NotPlain`
/// for anything else, which is judged as a value of its type (WA), as the other drivers do.
pub struct Returned<T>(pub T);

pub trait Plain {
    fn encode(&self, r: &mut Outcome);
}
impl<T: JsonValue> Plain for Returned<T> {
    fn encode(&self, r: &mut Outcome) {
        let mut out = String::new();
        match self.0.write_json(&mut out, 0) {
            Ok(()) => r.value = out,
            Err(kind) => r.other = kind,
        }
    }
}
pub trait NotPlain {
    fn encode(&self, r: &mut Outcome);
}
impl<T> NotPlain for &Returned<T> {
    fn encode(&self, r: &mut Outcome) {
        let name = std::any::type_name::<T>();
        r.other = if name == "()" { "void".to_string() } else { name.to_string() };
    }
}

// -- the process --------------------------------------------------------------------------------------
/// One case's result, as the runner reads it.
pub struct Outcome {
    pub status: &'static str,
    pub message: String,
    pub value: String, // JSON, when the status is ok and the value is plain data
    pub other: String, // its type, when it is not
    pub cpu: f64,
    pub wall: f64,
    pub peak_kb: i64,
}

impl Outcome {
    pub fn new() -> Outcome {
        Outcome { status: "ok", message: String::new(), value: String::new(), other: String::new(), cpu: 0.0, wall: 0.0, peak_kb: 0 }
    }
}

static RESULT_FD: AtomicI32 = AtomicI32::new(-1);
static CALL_FD: AtomicI32 = AtomicI32::new(-1); // an interactive or strategy problem's pipes
static ANSWER_FD: AtomicI32 = AtomicI32::new(-1);
static CURRENT: AtomicI64 = AtomicI64::new(-1); // the case running now (-1: none)
static PANIC: Mutex<String> = Mutex::new(String::new());

fn process_cpu() -> f64 {
    let mut ts = Timespec { sec: 0, nsec: 0 };
    unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.sec as f64 + ts.nsec as f64 / 1e9
}

fn send(text: &str) {
    let mut data = Vec::with_capacity(text.len() + 1);
    data.extend_from_slice(text.as_bytes());
    data.push(b'\n');
    if !put_all(RESULT_FD.load(Relaxed), &data) {
        exit_now(70);
    }
}

// An allocation the address-space limit refuses is the case's MLE. Rust would abort the process
// (handle_alloc_error) with nothing said; the allocator says it first, on the result pipe, with no
// allocation of its own (a buffer on the stack), and ends the process: the runner starts a new one.
struct JudgeAlloc;

fn push_number(buffer: &mut [u8], at: &mut usize, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut k = digits.len();
    loop {
        k -= 1;
        digits[k] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[k..] {
        buffer[*at] = d;
        *at += 1;
    }
}

fn out_of_memory(size: usize) -> ! {
    let case = CURRENT.load(Relaxed);
    if case < 0 {
        exit_now(70);
    }
    let mut buffer = [0u8; 256];
    let mut at = 0;
    for part in [
        &b"{\"n\":"[..],
        b"",
        b",\"status\":\"memory\",\"message\":\"memory allocation of ",
        b"",
        b" bytes failed: over the memory limit\",\"restart\":true}\n",
    ]
    .iter()
    .enumerate()
    {
        match part.0 {
            1 => push_number(&mut buffer, &mut at, case as u64),
            3 => push_number(&mut buffer, &mut at, size as u64),
            _ => {
                buffer[at..at + part.1.len()].copy_from_slice(part.1);
                at += part.1.len();
            }
        }
    }
    put_all(RESULT_FD.load(Relaxed), &buffer[..at]);
    exit_now(0)
}

unsafe impl GlobalAlloc for JudgeAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if p.is_null() {
            out_of_memory(layout.size());
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if p.is_null() {
            out_of_memory(layout.size());
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if p.is_null() {
            out_of_memory(new_size);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: JudgeAlloc = JudgeAlloc;

// A case's own peak memory, as the C++ driver measures it: writing "5" to /proc/self/clear_refs sets
// the kernel's peak resident size (VmHWM) to the resident size now, and after the call VmHWM less the
// resident size at the start is what the case added at its highest. Only a page fault makes the
// resident size grow, so a case without one added nothing and /proc/self/status is not read.
struct Memory {
    clear_refs: Option<File>,
    status: Option<File>,
    statm: Option<File>,
    case_rss_kb: i64,
    case_faults: i64,
}

fn page_faults() -> i64 {
    let mut usage = Rusage { times: [0; 4], counts: [0; 14] };
    if unsafe { getrusage(0, &mut usage) } != 0 {
        return -1;
    }
    usage.counts[4] + usage.counts[5]
}

fn read_file(file: &Option<File>) -> String {
    let mut buffer = [0u8; 4096];
    match file {
        Some(f) => match f.read_at(&mut buffer, 0) {
            Ok(n) => String::from_utf8_lossy(&buffer[..n]).into_owned(),
            Err(_) => String::new(),
        },
        None => String::new(),
    }
}

fn status_kb(text: &str, key: &str) -> i64 {
    text.find(key)
        .and_then(|at| text[at + key.len()..].split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(-1)
}

impl Memory {
    fn open() -> Memory {
        Memory {
            clear_refs: OpenOptions::new().write(true).open("/proc/self/clear_refs").ok(),
            status: File::open("/proc/self/status").ok(),
            statm: File::open("/proc/self/statm").ok(),
            case_rss_kb: -1,
            case_faults: 0,
        }
    }
    fn rss_kb(&self) -> i64 {
        let text = read_file(&self.statm);
        let pages: i64 = text.split_whitespace().nth(1).and_then(|n| n.parse().ok()).unwrap_or(-1);
        if pages < 0 { -1 } else { pages * (unsafe { sysconf(SC_PAGESIZE) } / 1024) }
    }
    fn start(&mut self) {
        let reset = self.clear_refs.as_mut().map(|f| f.write(b"5").is_ok()).unwrap_or(false);
        self.case_rss_kb = if reset { self.rss_kb() } else { -1 }; // no reset: report nothing
        self.case_faults = page_faults();
    }
    fn peak_kb(&self) -> i64 {
        if self.case_rss_kb < 0 {
            return 0;
        }
        let faults = page_faults();
        if faults >= 0 && faults == self.case_faults {
            return 0; // nothing was faulted in: nothing added
        }
        let peak = status_kb(&read_file(&self.status), "VmHWM:");
        (peak - self.case_rss_kb).max(0)
    }
}

static mut MEMORY: Option<Memory> = None;

fn memory() -> &'static mut Option<Memory> {
    // only the call thread touches it, between and around calls
    unsafe { &mut *std::ptr::addr_of_mut!(MEMORY) }
}

/// Runs the entry's call `f`: its CPU time, wall time and peak memory go into `r`.
pub fn call<R>(r: &mut Outcome, f: impl FnOnce() -> R) -> R {
    if let Some(m) = memory() {
        m.start();
    }
    let (c0, w0) = (process_cpu(), Instant::now());
    let value = f();
    r.wall = w0.elapsed().as_secs_f64();
    r.cpu = process_cpu() - c0;
    r.peak_kb = memory().as_ref().map(|m| m.peak_kb()).unwrap_or(0);
    value
}

// -- the calls of an interactive problem (374's guess, 843's Master) ---------------------------------
/// Ends the process for the interactor, which already judged the game.
pub fn stop(message: &str) -> ! {
    let text = format!("\njudge: {}\n", message);
    put_all(2, text.as_bytes());
    exit_now(STOP_STATUS)
}

struct Answers {
    pending: Vec<u8>,
}
static ANSWERS: Mutex<Answers> = Mutex::new(Answers { pending: Vec::new() });

/// The next line from the judge's side of the game (without its newline).
pub fn line_from_judge() -> String {
    let mut answers = ANSWERS.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        if let Some(nl) = answers.pending.iter().position(|&c| c == b'\n') {
            let line: Vec<u8> = answers.pending.drain(..=nl).collect();
            return String::from_utf8_lossy(&line[..nl]).into_owned();
        }
        let mut chunk = [0u8; 65536];
        let got = unsafe { read(ANSWER_FD.load(Relaxed), chunk.as_mut_ptr(), chunk.len()) };
        if got < 0 && errno() == EINTR {
            continue;
        }
        if got <= 0 {
            stop("the judge ended the game");
        }
        answers.pending.extend_from_slice(&chunk[..got as usize]);
    }
}

/// Sends one line to the judge's side of the game.
pub fn line_to_judge(line: &str) {
    let mut data = line.as_bytes().to_vec();
    data.push(b'\n');
    if CALL_FD.load(Relaxed) < 0 || !put_all(CALL_FD.load(Relaxed), &data) {
        stop("the judge ended the game");
    }
}

/// One call of the API: `name JSON` out, an integer back (or `x MESSAGE`: the game is over).
pub fn ask(name: &str, json: &str) -> i32 {
    line_to_judge(&format!("{} {}", name, json));
    let got = line_from_judge();
    if got.starts_with('x') {
        stop(got.get(2..).unwrap_or(""));
    }
    got.trim().parse().unwrap_or(0)
}

// -- a strategy problem's game (sandbox/strategy_child.py says the protocol) --------------------------
/// One case of a strategy problem: `turn(None)` builds the class afresh with the starting position
/// on each `b`, `turn(Some(view))` asks it for a move (the move as JSON) on each `m`, until `e` ends
/// the case with the number of moves asked, which the case returns.
pub fn play(turn: &mut dyn FnMut(Option<&[Json]>) -> String) -> i64 {
    loop {
        let line = line_from_judge();
        match line.as_bytes().first() {
            Some(b'm') => {
                let view = match parse(line.get(2..).unwrap_or("").as_bytes()) {
                    Ok(Json::Arr(items)) => items,
                    _ => stop("the judge sent a view that is not a list"),
                };
                let reply = turn(Some(&view));
                line_to_judge(&format!("a {}", reply));
            }
            Some(b'b') => {
                turn(None);
                line_to_judge("r");
            }
            _ => return line.get(2..).and_then(|n| n.trim().parse().ok()).unwrap_or(0),
        }
    }
}

/// A move as the referee reads it: its JSON, or what it is if it is not plain data.
pub fn move_reply(encoded: Outcome) -> String {
    if encoded.other.is_empty() {
        encoded.value
    } else {
        format!("{{\"unsendable\":{}}}", quoted(&encoded.other))
    }
}

// -- serving the runner -------------------------------------------------------------------------------
struct Lines {
    fd: i32,
    pending: Vec<u8>,
}

impl Lines {
    fn next(&mut self) -> Option<Vec<u8>> {
        loop {
            if let Some(nl) = self.pending.iter().position(|&c| c == b'\n') {
                let mut line: Vec<u8> = self.pending.drain(..=nl).collect();
                line.pop();
                return Some(line);
            }
            let mut chunk = vec![0u8; 1 << 16];
            let got = unsafe { read(self.fd, chunk.as_mut_ptr(), chunk.len()) };
            if got < 0 && errno() == EINTR {
                continue;
            }
            if got <= 0 {
                return None;
            }
            self.pending.extend_from_slice(&chunk[..got as usize]);
        }
    }
}

fn vm_size_bytes() -> u64 {
    let text = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status_kb(&text, "VmSize:").max(0) as u64 * 1024
}

fn output_budget(start_seen: &mut i64, output_bytes: i64, total: i64) {
    let start = unsafe { lseek(1, 0, SEEK_CUR) };
    if start < 0 || start == *start_seen {
        return; // nothing printed since: the limit set stands
    }
    *start_seen = start;
    let limit = Rlimit { cur: (start + output_bytes).min(total) as u64, max: total as u64 };
    unsafe { setrlimit(RLIMIT_FSIZE, &limit) };
}

fn number(config: &Json, key: &str) -> i64 {
    config.get(key).map(|v| if let Json::Float(f) = v { *f as i64 } else { v.int() }).unwrap_or(0)
}

/// What the last panic said, without where: for a message that wraps it.
pub fn last_panic_payload() -> String {
    let text = panic_message();
    match text.split_once('\n') {
        Some((_, said)) => said.to_string(),
        None => text,
    }
}

fn panic_message() -> String {
    let mut text = std::mem::take(&mut *PANIC.lock().unwrap_or_else(|e| e.into_inner()));
    if text.is_empty() {
        text = "panicked".to_string();
    }
    if text.len() > MESSAGE_CHARS {
        let mut cut = MESSAGE_CHARS;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        text.truncate(cut);
        text.push_str(" ...");
    }
    text
}

fn serve(case_fd: i32, run_case: fn(&Json, &mut Outcome)) {
    let mut input = Lines { fd: case_fd, pending: Vec::new() };
    let Some(line) = input.next() else { exit_now(3) };
    let Ok(header) = parse(&line) else { exit_now(70) };
    let Some(config) = header.get("config") else { exit_now(70) };
    RESULT_FD.store(number(config, "result_fd") as i32, Relaxed);
    let memory_bytes = number(config, "memory_bytes");
    let output_bytes = number(config, "output_bytes");
    let output_total = number(config, "output_total_bytes");
    let result_bytes = number(config, "result_bytes");
    if let Some(fds) = config.get("interaction").and_then(|i| i.get("fds")) {
        if let [calls, answers] = fds.items() {
            CALL_FD.store(calls.int() as i32, Relaxed);
            ANSWER_FD.store(answers.int() as i32, Relaxed);
        }
    }
    // this thread runs every call: the judge reads its CPU time as the kernel counts it
    let thread = std::fs::read_link("/proc/thread-self").map(|p| p.display().to_string()).unwrap_or_default();
    send(&format!("{{\"status\":\"loading\",\"thread\":{}}}", quoted(&thread)));
    *memory() = Some(Memory::open());
    unsafe {
        setrlimit(RLIMIT_CORE, &Rlimit { cur: 0, max: 0 });
        signal(SIGXFSZ, SIG_IGN); // a write past the cap fails with EFBIG instead
    }
    drop(vec![0u8; 1 << 20]); // the allocator's first arena before the limit: headroom, not budget
    // a panic's message and line (the user's file:line:column) become the case's RE
    panic::set_hook(Box::new(|info| {
        *PANIC.lock().unwrap_or_else(|e| e.into_inner()) = format!("{}", info);
    }));
    if memory_bytes > 0 {
        let limit = vm_size_bytes() + memory_bytes as u64;
        unsafe { setrlimit(RLIMIT_AS, &Rlimit { cur: limit, max: limit }) };
    }
    send(&format!("{{\"status\":\"ready\",\"cpu_end\":{:.6}}}", process_cpu()));
    let mut budget_start = -1i64;
    let mut out = String::new();
    while let Some(line) = input.next() {
        let Ok(message) = parse(&line) else { exit_now(70) };
        let (Some(n), Some(args)) = (message.get("n"), message.get("args")) else { exit_now(70) };
        let n = n.int();
        output_budget(&mut budget_start, output_bytes, output_total);
        CURRENT.store(n, Relaxed);
        let mut r = Outcome::new();
        if panic::catch_unwind(AssertUnwindSafe(|| run_case(args, &mut r))).is_err() {
            r = Outcome::new();
            r.status = "exception";
            r.message = panic_message();
        }
        CURRENT.store(-1, Relaxed);
        let _ = std::io::stdout().flush();
        if r.status == "ok" && r.other.is_empty() && r.value.len() as i64 > result_bytes {
            r.status = "output";
            r.message = format!(
                "the returned value is {} bytes as JSON, over the limit of {}",
                r.value.len(),
                result_bytes
            );
        }
        out.clear();
        let _ = write!(out, "{{\"n\":{},\"status\":\"{}\"", n, r.status);
        if r.status == "ok" {
            let _ = write!(out, ",\"cpu_ms\":{:.6},\"wall_ms\":{:.6},\"peak_kb\":{}", r.cpu * 1000.0, r.wall * 1000.0, r.peak_kb);
        } else {
            out.push_str(",\"message\":");
            quote(&mut out, &r.message);
        }
        let end = unsafe { lseek(1, 0, SEEK_CUR) };
        if end >= 0 {
            let _ = write!(out, ",\"out_end\":{}", end);
        }
        if r.status == "ok" {
            if !r.other.is_empty() {
                out.push_str(",\"other\":");
                quote(&mut out, &r.other);
                out.push_str(",\"repr\":");
                quote(&mut out, &format!("<a value of type {}>", r.other));
            } else {
                out.push_str(",\"v\":");
                out.push_str(&r.value);
            }
        }
        out.push('}');
        send(&out);
    }
}

/// The program's `main`: serves the runner on a thread with a 1 GiB stack (deep recursion, as on
/// LeetCode) while this one watches for the judge's end.
pub fn main(run_case: fn(&Json, &mut Outcome)) {
    let args: Vec<String> = std::env::args().collect();
    let Some(case_fd) = args.get(2).and_then(|a| a.parse::<i32>().ok()) else { exit_now(2) };
    let (done, finished) = mpsc::channel::<()>();
    let start = |stack: usize| {
        let done = done.clone();
        std::thread::Builder::new().stack_size(stack).spawn(move || {
            serve(case_fd, run_case);
            let _ = done.send(());
        })
    };
    if start(1 << 30).is_err() && start(256 << 20).is_err() {
        exit_now(70);
    }
    drop(done);
    let parent = std::os::unix::process::parent_id();
    while let Err(RecvTimeoutError::Timeout) = finished.recv_timeout(Duration::from_millis(300)) {
        if std::os::unix::process::parent_id() != parent {
            unsafe { kill(0, SIGKILL) }; // the judge is gone: take everything along
        }
    }
    let _ = std::io::stdout().flush();
    exit_now(0)
}
