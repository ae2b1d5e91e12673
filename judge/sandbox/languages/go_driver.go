// The judge's Go driver: built beside the user's file (see go.py) as one package main, speaking the
// runner's protocol (see protocol.py); go_driver_game.go is its side of interactive and strategy
// problems. go.py fills in the @@ marks: the entry's name and the parameters (protocol.fill).
// Its names start with judge so the user's names cannot collide with them.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"reflect"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"
)

var judgeEntry interface{} = @@ENTRY@@

var judgeParams = []string{@@PARAMS@@}

// the parameters given as level-order lists and passed as *TreeNode
var judgeTrees = map[string]bool{@@TREES@@}

// the parameters given as lists of values and passed as *ListNode
var judgeLinked = map[string]bool{@@LINKED@@}

// An interactive problem's API object (843's *Master), passed as the last argument: set by the
// generated judge_api.go of such a problem, invalid for any other.
var judgeAPIObject reflect.Value

type judgeConfig struct {
	ResultFd         int    `json:"result_fd"`
	MemoryBytes      int64  `json:"memory_bytes"`
	OutputBytes      int64  `json:"output_bytes"`
	OutputTotalBytes int64  `json:"output_total_bytes"`
	ResultBytes      int64  `json:"result_bytes"`
	DisplayName      string `json:"display_name"`
	Interaction      struct {
		Fds      []int `json:"fds"` // the pipes to the judge: calls out, answers in
		Strategy struct {
			Class  string `json:"class"`
			Method string `json:"method"`
		} `json:"strategy"` // a strategy problem's class and move method (Method "": none)
	} `json:"interaction"`
}

var (
	judgeCfg     judgeConfig
	judgeSendMu  sync.Mutex
	judgeCurrent int64 = -1 // the case running now (-1: none), under judgeSendMu
	judgePeak    int64      // the largest RSS seen during the current case, under judgeSendMu
	judgeHeapTop int64      // the most heap objects seen during the current case, under judgeSendMu
	judgeLimit   int64      // RSS above this is over the memory limit
	judgePage    = int64(os.Getpagesize())
	judgeStatm   *os.File
)

func judgeCPU() float64 {
	var ts syscall.Timespec
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, 2 /* CLOCK_PROCESS_CPUTIME_ID */, uintptr(unsafe.Pointer(&ts)), 0)
	return float64(ts.Sec) + float64(ts.Nsec)/1e9
}

// A case's own peak memory, what it added above what the process held when it began: the kernel's
// peak resident size (VmHWM, reset to the resident size now by writing "5" to clear_refs) less the
// resident size at the start; or the growth of the heap's objects (at the end of the call, or as
// the memory watch saw it) if more, since a case may reuse pages the runtime kept from an earlier
// one without raising the resident size. VmHWM costs a read of all of /proc/self/status, so it is
// read only when the case may have gone above where it ended: the resident size moved, or a GC
// cycle ran during it.
var (
	judgeClearRefs, judgeStatus *os.File
	judgeCaseRSS, judgeCaseHeap int64 = -1, 0
	judgeCaseCycles             uint64
)

func judgeCaseStart() {
	judgeCaseRSS = -1
	if judgeClearRefs != nil && judgeStatus != nil {
		if _, err := judgeClearRefs.Write([]byte("5")); err == nil {
			judgeCaseRSS = judgeRSS()
		}
	}
	judgeCaseHeap, judgeCaseCycles = judgeHeap()
	judgeSendMu.Lock()
	judgeHeapTop = 0 // what the watch saw from here on
	judgeSendMu.Unlock()
}

func judgeCasePeakKB() int64 {
	grown, cycles := judgeHeap()
	judgeSendMu.Lock()
	if judgeHeapTop > grown {
		grown = judgeHeapTop
	}
	judgeSendMu.Unlock()
	grown -= judgeCaseHeap
	rss := judgeRSS()
	if judgeCaseRSS >= 0 && rss-judgeCaseRSS > grown {
		grown = rss - judgeCaseRSS
	}
	if judgeCaseRSS >= 0 && (rss != judgeCaseRSS || cycles != judgeCaseCycles) {
		buf := make([]byte, 4096)
		n, _ := judgeStatus.ReadAt(buf, 0)
		if at := bytes.Index(buf[:n], []byte("VmHWM:")); at >= 0 {
			fields := strings.Fields(string(buf[at+6 : n]))
			if len(fields) > 0 {
				if kb, err := strconv.ParseInt(fields[0], 10, 64); err == nil && kb*1024-judgeCaseRSS > grown {
					grown = kb*1024 - judgeCaseRSS
				}
			}
		}
	}
	if grown < 0 {
		return 0
	}
	return grown >> 10
}

func judgeRSS() int64 {
	buf := make([]byte, 64)
	n, err := judgeStatm.ReadAt(buf, 0)
	if n <= 0 && err != nil {
		return 0
	}
	fields := strings.Fields(string(buf[:n]))
	if len(fields) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(fields[1], 10, 64)
	return pages * judgePage
}

// The memory the solution holds now: resident memory, or the heap's objects if more (a make() of
// memory not yet touched counts in full, as an address-space limit would count it).
func judgeUsed() (int64, int64) {
	used, heap := judgeRSS(), judgeHeapObjects()
	if heap+judgeBase > used {
		used = heap + judgeBase
	}
	return used, heap
}

// The bytes in the heap's objects and the GC cycles so far (a slice of its own for each call: the
// watch reads them at the same time as the case's goroutine).
func judgeHeap() (int64, uint64) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(sample)
	var objects int64
	var cycles uint64
	if sample[0].Value.Kind() == metrics.KindUint64 {
		objects = int64(sample[0].Value.Uint64())
	}
	if sample[1].Value.Kind() == metrics.KindUint64 {
		cycles = sample[1].Value.Uint64()
	}
	return objects, cycles
}

func judgeHeapObjects() int64 {
	objects, _ := judgeHeap()
	return objects
}

var judgeBase int64 // resident memory when the solution was loaded

func judgeSend(data []byte) {
	data = append(data, '\n')
	for len(data) > 0 {
		n, err := syscall.Write(judgeCfg.ResultFd, data)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			os.Exit(70)
		}
		data = data[n:]
	}
}

func judgeFloat(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }

func judgeQuote(s string) string {
	b, _ := json.Marshal(s) // escapes as JSON; bytes that are not UTF-8 become U+FFFD
	return string(b)
}

// -- the returned value as JSON, or the name of what is not plain data ------------------------------
type judgeInvalid struct{ kind string }

func judgeEncode(b *bytes.Buffer, v reflect.Value, depth int) *judgeInvalid {
	if depth > 32 {
		return &judgeInvalid{"list nested over 32 deep"}
	}
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		b.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		f := v.Float()
		if f != f || f > 1.7976931348623157e308 || f < -1.7976931348623157e308 {
			return &judgeInvalid{"non-finite float"}
		}
		b.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
	case reflect.String:
		b.WriteString(judgeQuote(v.String()))
	case reflect.Slice, reflect.Array:
		b.WriteByte('[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			if bad := judgeEncode(b, v.Index(i), depth+1); bad != nil {
				return bad
			}
		}
		b.WriteByte(']')
	case reflect.Interface:
		if v.IsNil() {
			return &judgeInvalid{"nil"}
		}
		return judgeEncode(b, v.Elem(), depth)
	default:
		if !v.IsValid() {
			return &judgeInvalid{"nil"}
		}
		return &judgeInvalid{v.Type().String()}
	}
	return nil
}

// -- one case --------------------------------------------------------------------------------------
type judgeResult struct {
	status, message, other string
	value                  []byte
	cpu, wall              float64
	peakKB                 int64
}

func judgePanicMessage(value interface{}, stack []byte) string {
	var lines []string
	all := strings.Split(string(stack), "\n")
	for i := 0; i+1 < len(all); i++ { // pairs: "pkg.func(args)" then "\tfile:line +0x.."
		file := strings.TrimSpace(all[i+1])
		if strings.HasPrefix(file, judgeCfg.DisplayName+":") || strings.Contains(file, "/"+judgeCfg.DisplayName+":") {
			where := file
			if cut := strings.LastIndex(where, " +0x"); cut >= 0 {
				where = where[:cut]
			}
			name := strings.TrimPrefix(all[i], "main.")
			if cut := strings.LastIndex(name, "("); cut > 0 {
				name = name[:cut]
			}
			lines = append(lines, "  "+where+" in "+name)
			i++
		}
	}
	if len(lines) > 6 {
		lines = append([]string{fmt.Sprintf("  ... %d more frames of your code ...", len(lines)-6)}, lines[len(lines)-6:]...)
	}
	text := fmt.Sprintf("panic: %v", value)
	if err, ok := value.(error); ok {
		text = "panic: " + err.Error()
	}
	if len(lines) > 0 {
		text = strings.Join(lines, "\n") + "\n" + text
	}
	if len(text) > 4000 {
		text = text[:4000] + " ..."
	}
	return text
}

func judgeCall(fn reflect.Value, args []reflect.Value, r *judgeResult) {
	var out []reflect.Value
	func() {
		defer func() {
			if value := recover(); value != nil {
				r.status = "exception"
				r.message = judgePanicMessage(value, debug.Stack())
			}
		}()
		judgeCaseStart()
		c0, w0 := judgeCPU(), time.Now()
		out = fn.Call(args)
		r.wall = time.Since(w0).Seconds()
		r.cpu = judgeCPU() - c0
		r.peakKB = judgeCasePeakKB()
	}()
	if r.status != "ok" {
		return
	}
	if len(out) != 1 {
		r.other = fmt.Sprintf("%d return values", len(out))
		return
	}
	var b bytes.Buffer
	if bad := judgeEncode(&b, out[0], 0); bad != nil {
		r.other = bad.kind
		return
	}
	r.value = b.Bytes()
}

// LeetCode's TreeNode from its level-order list: each node, in order, takes the next two entries as
// its Left and Right (null: none). By reflection, so the driver builds without a TreeNode type.
func judgeTree(t reflect.Type, raw json.RawMessage) (reflect.Value, error) {
	if t.Kind() != reflect.Ptr || t.Elem().Kind() != reflect.Struct {
		return reflect.Value{}, fmt.Errorf("a tree is passed as *TreeNode, not %s", t)
	}
	val, okVal := t.Elem().FieldByName("Val")
	left, okLeft := t.Elem().FieldByName("Left")
	right, okRight := t.Elem().FieldByName("Right")
	if !okVal || val.Type.Kind() != reflect.Int || !okLeft || left.Type != t || !okRight || right.Type != t {
		return reflect.Value{}, fmt.Errorf("%s is not LeetCode's TreeNode{Val int; Left, Right *TreeNode}", t)
	}
	var values []*int
	if err := json.Unmarshal(raw, &values); err != nil {
		return reflect.Value{}, err
	}
	nodes := make([]reflect.Value, len(values))
	for i, v := range values {
		nodes[i] = reflect.Zero(t)
		if v != nil {
			nodes[i] = reflect.New(t.Elem())
			nodes[i].Elem().FieldByIndex(val.Index).SetInt(int64(*v))
		}
	}
	next := 1
	for _, node := range nodes {
		if node.IsNil() {
			continue
		}
		for _, side := range [][]int{left.Index, right.Index} {
			if next < len(nodes) {
				node.Elem().FieldByIndex(side).Set(nodes[next])
			}
			next++
		}
	}
	if len(nodes) == 0 {
		return reflect.Zero(t), nil
	}
	return nodes[0], nil
}

// LeetCode's ListNode from the list of its values, linked in order (empty: nil). By reflection, as
// judgeTree.
func judgeList(t reflect.Type, raw json.RawMessage) (reflect.Value, error) {
	if t.Kind() != reflect.Ptr || t.Elem().Kind() != reflect.Struct {
		return reflect.Value{}, fmt.Errorf("a linked list is passed as *ListNode, not %s", t)
	}
	val, okVal := t.Elem().FieldByName("Val")
	next, okNext := t.Elem().FieldByName("Next")
	if !okVal || val.Type.Kind() != reflect.Int || !okNext || next.Type != t {
		return reflect.Value{}, fmt.Errorf("%s is not LeetCode's ListNode{Val int; Next *ListNode}", t)
	}
	var values []int
	if err := json.Unmarshal(raw, &values); err != nil {
		return reflect.Value{}, err
	}
	head := reflect.Zero(t)
	for i := len(values) - 1; i >= 0; i-- {
		node := reflect.New(t.Elem())
		node.Elem().FieldByIndex(val.Index).SetInt(int64(values[i]))
		node.Elem().FieldByIndex(next.Index).Set(head)
		head = node
	}
	return head, nil
}

func judgeRunCase(fn reflect.Value, raw map[string]json.RawMessage, r *judgeResult) {
	kind := fn.Type()
	args := make([]reflect.Value, len(judgeParams))
	for i, name := range judgeParams {
		if judgeTrees[name] || judgeLinked[name] {
			build := judgeTree
			if judgeLinked[name] {
				build = judgeList
			}
			tree, err := build(kind.In(i), raw[name])
			if err != nil {
				r.status = "exception"
				r.message = fmt.Sprintf("the argument %s cannot be passed: %v", name, err)
				return
			}
			args[i] = tree
			continue
		}
		target := reflect.New(kind.In(i))
		if err := json.Unmarshal(raw[name], target.Interface()); err != nil {
			r.status = "exception"
			r.message = fmt.Sprintf("the argument %s does not fit the parameter's type %s: %v", name, kind.In(i), err)
			return
		}
		args[i] = target.Elem()
	}
	if judgeCfg.Interaction.Strategy.Method != "" { // the case is a game: its value, the moves made
		play := func() int { return judgeStrategyPlay(fn, args) }
		judgeCall(reflect.ValueOf(play), nil, r)
		return
	}
	if judgeAPIObject.IsValid() {
		args = append(args, judgeAPIObject)
	}
	judgeCall(fn, args, r)
}

var judgeBudgetStart int64 = -1 // where the output file stood when RLIMIT_FSIZE was last set

func judgeOutputBudget() {
	start, err := syscall.Seek(1, 0, 1)
	if err != nil || start == judgeBudgetStart { // nothing printed since: the limit set stands
		return
	}
	judgeBudgetStart = start
	soft := start + judgeCfg.OutputBytes
	if soft > judgeCfg.OutputTotalBytes {
		soft = judgeCfg.OutputTotalBytes
	}
	syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: uint64(soft), Max: uint64(judgeCfg.OutputTotalBytes)})
}

// Watches the resident memory while a case runs: past the limit, the case is answered "memory" and
// the process ends (a goroutine cannot be stopped from outside), asking the runner for a fresh one.
func judgeWatch() {
	for {
		time.Sleep(5 * time.Millisecond)
		rss, heap := judgeUsed()
		judgeSendMu.Lock()
		if judgeCurrent >= 0 {
			if rss > judgePeak {
				judgePeak = rss
			}
			if heap > judgeHeapTop {
				judgeHeapTop = heap
			}
			if judgeLimit > 0 && rss > judgeLimit {
				judgeSend([]byte(fmt.Sprintf(`{"n":%d,"status":"memory","message":"over the memory limit (%d MiB in use)","restart":true,"cpu_end":%s}`,
					judgeCurrent, rss>>20, judgeFloat(judgeCPU()))))
				os.Exit(0)
			}
		}
		judgeSendMu.Unlock()
	}
}

func judgeServe(caseFd int) {
	in := bufio.NewReaderSize(os.NewFile(uintptr(caseFd), "cases"), 1<<16)
	line, err := in.ReadBytes('\n')
	if err != nil {
		os.Exit(3)
	}
	var header struct {
		Config judgeConfig `json:"config"`
	}
	if json.Unmarshal(line, &header) != nil {
		os.Exit(70)
	}
	judgeCfg = header.Config
	// This goroutine runs every call, on this thread alone: the judge reads the thread's CPU time as
	// the kernel counts it, and the solution's goroutines run on the runtime's other threads.
	runtime.LockOSThread()
	thread, _ := os.Readlink("/proc/thread-self")
	judgeSend([]byte(`{"status":"loading","thread":"` + thread + `"}`))
	syscall.Setrlimit(syscall.RLIMIT_CORE, &syscall.Rlimit{})
	signal.Ignore(syscall.SIGXFSZ) // a write past the cap fails with EFBIG instead
	debug.SetMaxStack(1 << 30)     // deep recursion, as on LeetCode
	judgeStatm, _ = os.Open("/proc/self/statm")
	judgeStatus, _ = os.Open("/proc/self/status")
	judgeClearRefs, _ = os.OpenFile("/proc/self/clear_refs", os.O_WRONLY, 0)
	fn := reflect.ValueOf(judgeEntry)
	given := len(judgeParams)
	if judgeAPIObject.IsValid() {
		given++
	}
	if fn.Type().NumIn() != given {
		judgeSend([]byte(`{"status":"ce","message":` + judgeQuote(fmt.Sprintf(
			"the entry %s takes %d parameters, the problem gives %d (%s)", @@NAME@@,
			fn.Type().NumIn(), len(judgeParams), strings.Join(judgeParams, ", "))) + "}"))
		return
	}
	if judgeCfg.Interaction.Strategy.Method != "" {
		if why := judgeStrategyCheck(fn.Type()); why != "" {
			judgeSend([]byte(`{"status":"ce","message":` + judgeQuote(why) + "}"))
			return
		}
	}
	if judgeCfg.MemoryBytes > 0 {
		debug.SetMemoryLimit(judgeCfg.MemoryBytes)
		judgeBase = judgeRSS()
		judgeLimit = judgeBase + judgeCfg.MemoryBytes
	}
	go judgeWatch()
	judgeSend([]byte(`{"status":"ready","cpu_end":` + judgeFloat(judgeCPU()) + "}"))
	var out bytes.Buffer
	for {
		line, err := in.ReadBytes('\n')
		if err != nil {
			return
		}
		var message struct {
			N    int64                      `json:"n"`
			Args map[string]json.RawMessage `json:"args"`
		}
		if json.Unmarshal(line, &message) != nil {
			os.Exit(70)
		}
		judgeOutputBudget()
		judgeSendMu.Lock()
		judgeCurrent, judgePeak, judgeHeapTop = message.N, 0, 0
		judgeSendMu.Unlock()
		r := judgeResult{status: "ok"}
		judgeRunCase(fn, message.Args, &r)
		rss, _ := judgeUsed()
		judgeSendMu.Lock()
		judgeCurrent = -1
		if rss < judgePeak {
			rss = judgePeak
		}
		judgeSendMu.Unlock()
		restart := false
		if judgeLimit > 0 && rss > judgeLimit {
			r = judgeResult{status: "memory", message: fmt.Sprintf("over the memory limit (%d MiB in use)", rss>>20)}
			restart = true
		}
		if r.status == "ok" && r.other == "" && int64(len(r.value)) > judgeCfg.ResultBytes {
			r.status = "output"
			r.message = fmt.Sprintf("the returned value is %d bytes as JSON, over the limit of %d", len(r.value), judgeCfg.ResultBytes)
		}
		out.Reset()
		fmt.Fprintf(&out, `{"n":%d,"status":"%s"`, message.N, r.status)
		if r.status == "ok" {
			fmt.Fprintf(&out, `,"cpu_ms":%s,"wall_ms":%s,"peak_kb":%d`, judgeFloat(r.cpu*1000), judgeFloat(r.wall*1000), r.peakKB)
		} else {
			out.WriteString(`,"message":` + judgeQuote(r.message))
		}
		if restart {
			out.WriteString(`,"restart":true`)
		}
		if end, err := syscall.Seek(1, 0, 1); err == nil {
			fmt.Fprintf(&out, `,"out_end":%d`, end)
		}
		if r.status == "ok" {
			if r.other != "" {
				out.WriteString(`,"other":` + judgeQuote(r.other) + `,"repr":` + judgeQuote("<a value of type "+r.other+">"))
			} else {
				out.WriteString(`,"v":`)
				out.Write(r.value)
			}
		}
		out.WriteByte('}')
		judgeSend(out.Bytes())
		if restart {
			os.Exit(0)
		}
		r.value = nil
	}
}

func main() {
	if len(os.Args) < 3 {
		os.Exit(2)
	}
	caseFd, err := strconv.Atoi(os.Args[2])
	if err != nil {
		os.Exit(2)
	}
	parent := os.Getppid()
	go func() {
		for {
			time.Sleep(300 * time.Millisecond)
			if os.Getppid() != parent { // the judge is gone: take everything along
				syscall.Kill(0, syscall.SIGKILL)
			}
		}
	}()
	judgeServe(caseFd) // os.Stdout is unbuffered: nothing to flush (Sync would be an fsync)
	os.Exit(0)
}
