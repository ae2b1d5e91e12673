// The judge's Go driver's side of an interactive or strategy problem (see protocol.py): the two
// pipes to the judge (judgeCfg.Interaction.Fds), LeetCode's API's calls (judge_api.go, generated
// from the signature by interactive_api.py, calls judgeAsk) and a strategy problem's loop. Built
// with every Go solution; nothing here runs unless the configuration names the pipes.
package main

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strconv"
	"strings"
	"syscall"
)

// The game is over (lost, or the judge gone): the message on stderr, and the exit status the
// judge knows as stopped by its interactor (protocol.py), whose verdict stands first.
func judgeStop(message string) {
	syscall.Write(2, []byte("\njudge: "+message+"\n"))
	os.Exit(86)
}

var (
	judgePending []byte // read from the answer pipe past the last line taken
	judgeChunk   = make([]byte, 1<<16)
)

func judgeFds() []int {
	fds := judgeCfg.Interaction.Fds
	if len(fds) != 2 {
		judgeStop("the judge gave no channel to its interactor")
	}
	return fds
}

// The judge's next line, without its end.
func judgeLine() []byte {
	for {
		if i := bytes.IndexByte(judgePending, '\n'); i >= 0 {
			line := judgePending[:i:i]
			judgePending = judgePending[i+1:]
			return line
		}
		n, err := syscall.Read(judgeFds()[1], judgeChunk)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			judgeStop("the judge ended the game")
		}
		judgePending = append(judgePending, judgeChunk[:n]...)
	}
}

func judgePut(data []byte) {
	for len(data) > 0 {
		n, err := syscall.Write(judgeFds()[0], data)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			judgeStop("the judge ended the game")
		}
		data = data[n:]
	}
}

// One call of an interactive problem's API: `NAME JSON` out, an integer back (or `x MESSAGE`: stop).
func judgeAsk(name string, value interface{}) int {
	text, err := json.Marshal(value)
	if err != nil {
		text = []byte(`{"unsendable":"value"}`)
	}
	judgePut(append(append([]byte(name+" "), text...), '\n'))
	got := judgeLine()
	if len(got) > 0 && got[0] == 'x' {
		message := ""
		if len(got) > 2 {
			message = string(got[2:])
		}
		judgeStop(message)
	}
	v, _ := strconv.Atoi(strings.TrimSpace(string(got)))
	return v
}

// -- a strategy problem: the judge asks the solution -------------------------------------------------

// The move method's name as Go exports it (`pickMove` is asked as PickMove).
func judgeStrategyMethodName() string {
	name := judgeCfg.Interaction.Strategy.Method
	return strings.ToUpper(name[:1]) + name[1:]
}

// The method the judge asks on each turn, of the value Constructor returned (a pointer to it, so
// that methods on *T are found), or why there is none.
func judgeStrategyMethod(made reflect.Type) (reflect.Method, string) {
	holder := made
	if holder.Kind() != reflect.Ptr {
		holder = reflect.PtrTo(made)
	}
	name := judgeStrategyMethodName()
	m, ok := holder.MethodByName(name)
	if !ok {
		return m, "Constructor returns " + made.String() + ", which has no method " + name
	}
	return m, ""
}

// Why the entry (Constructor) cannot play, said at load as a compile error; "" when it can.
func judgeStrategyCheck(constructor reflect.Type) string {
	class := judgeCfg.Interaction.Strategy.Class
	if constructor.NumOut() != 1 {
		return "Constructor must return the " + class + ", as LeetCode's design problems do"
	}
	if _, why := judgeStrategyMethod(constructor.Out(0)); why != "" {
		return why + ": write func (this *" + class + ") " + judgeStrategyMethodName() + "(...)"
	}
	return ""
}

// A value of the view as the method's parameter: null (no last move yet) is -1 for a number,
// "" for a string, an empty slice, a nil pointer.
func judgeStrategyValue(t reflect.Type, raw json.RawMessage) (reflect.Value, error) {
	target := reflect.New(t)
	if string(raw) == "null" {
		switch t.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Float32, reflect.Float64:
			target.Elem().Set(reflect.ValueOf(-1).Convert(t))
		}
		return target.Elem(), nil
	}
	err := json.Unmarshal(raw, target.Interface())
	return target.Elem(), err
}

// A case of a strategy problem: Constructor called with the starting position on each "b", the
// move method on each "m"; a panic of the solution's goes up as the case's own.
func judgeStrategyPlay(constructor reflect.Value, start []reflect.Value) int {
	m, _ := judgeStrategyMethod(constructor.Type().Out(0))
	var player reflect.Value
	for {
		line := judgeLine()
		switch {
		case len(line) > 0 && line[0] == 'm':
			var view []json.RawMessage
			if json.Unmarshal(line[2:], &view) != nil {
				judgeStop("the judge sent a view that is not a list")
			}
			kind := m.Type
			args := make([]reflect.Value, kind.NumIn())
			args[0] = player
			for i := 1; i < kind.NumIn(); i++ {
				raw := json.RawMessage("null")
				if i-1 < len(view) {
					raw = view[i-1]
				}
				value, err := judgeStrategyValue(kind.In(i), raw)
				if err != nil {
					panic("the judge's view does not fit " + kind.In(i).String() + ": " + err.Error())
				}
				args[i] = value
			}
			out := m.Func.Call(args)
			reply := []byte("a ")
			var b bytes.Buffer
			if len(out) != 1 {
				reply = append(reply, `{"unsendable":"`+strconv.Itoa(len(out))+` return values"}`...)
			} else if bad := judgeEncode(&b, out[0], 0); bad != nil {
				reply = append(reply, `{"unsendable":`+judgeQuote(bad.kind)+"}"...)
			} else {
				reply = append(reply, b.Bytes()...)
			}
			judgePut(append(reply, '\n'))
		case len(line) > 0 && line[0] == 'b':
			player = reflect.Value{}
			made := constructor.Call(start)[0]
			if made.Kind() == reflect.Ptr {
				player = made
			} else {
				player = reflect.New(made.Type())
				player.Elem().Set(made)
			}
			judgePut([]byte("r\n"))
		default:
			moves := 0
			if len(line) > 2 {
				moves, _ = strconv.Atoi(string(line[2:]))
			}
			return moves
		}
	}
}
