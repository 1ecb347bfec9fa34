package main

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/serbench/serbench/codecs/symphony"
)

// Symphony in user mode: --serbench_opt=symphony=on when protoc-gen-symphony's
// code is in the pb package, else symphony=<why not, query-escaped> (the
// build's reason, which goes in LeftOut for the four Symphony codecs). With
// it on, symphony_gen.go writes each message's Raw view open and visit,
// and the table offers the Symphony codecs.

// setSymphony records the symphony option.
func (s *userSchema) setSymphony(opt string) error {
	on, why, err := onOrWhy("symphony", opt)
	s.Symphony = on
	if !on {
		for _, c := range symphony.Codecs {
			s.LeftOut[c.Name] = why
		}
	}
	return err
}

// onOrWhy reads an option of the build's optional code generators: "on",
// or why the code is not there, query-escaped (it may hold commas).
func onOrWhy(name, opt string) (bool, string, error) {
	if opt == "on" {
		return true, "", nil
	}
	why, err := url.QueryUnescape(opt)
	if err != nil {
		return false, "", fmt.Errorf("%s=%s: %w", name, opt, err)
	}
	return false, why, nil
}

// SymVisit feeds the Raw getter's value x to h as Hash feeds the model's,
// returning the first error: a message's view is nil when absent, strings
// are sub-slices (h.Bytes hashes them as h.String does the same text).
// protoc-gen-symphony carries no optional, oneof, Duration or wrapper, so
// they never reach here.
func (e *elem) SymVisit(x string) string {
	switch e.kind {
	case "scalar":
		if e.scalar == "string" {
			return "h.Bytes(" + x + ")"
		}
		return scalarHash(e.scalar, x)
	case "enum":
		return "h.Int64(int64(" + x + "))"
	case "message":
		if e.value {
			return fmt.Sprintf("if err := symVisit%s(h, %s); err != nil {\nreturn err\n}", e.msg, x)
		}
		return fmt.Sprintf("if err := symVisitOpt%s(h, %s); err != nil {\nreturn err\n}", e.msg, x)
	case "timestamp":
		return fmt.Sprintf("if err := symrt.SymVisitTimestamp(h, %s); err != nil {\nreturn err\n}", x)
	}
	return fmt.Sprintf("return fmt.Errorf(%q)", "symphony: no Raw visit for a "+e.kind)
}

// SymFixed reports whether a list of the value is a fixed-size list
// (At(i)) rather than a List of views (Next()).
func (e *elem) SymFixed() bool {
	return (e.kind == "scalar" && e.scalar != "string" && e.scalar != "[]byte") || e.kind == "enum"
}

// SymOpen is the qualified Open…Raw function protoc-gen-symphony writes
// beside the message's protoc-gen-go type.
func (m *userMessage) SymOpen() string {
	q, name, _ := strings.Cut(m.PB, ".")
	return q + ".Open" + name + "Raw"
}
