package main

import "fmt"

// A map's struct values (dataset flavor: citm's Events map[int64]Event):
// an entry's value is always there, so the baseline and mus write no
// presence before it, as before a list's struct values; a map's value is
// not addressable, so the code takes the address of the range variable (a
// copy), and a read value is assigned whole. The other codecs' code is
// their single message's through Addr and FromPtr (user_value.go).

// baseValSize, baseValApp and baseValRead are the baseline's size, append
// and read of a map's struct value x, with no presence byte.
func (e *elem) baseValSize(x string) string { return "baseSize" + e.msg + "(" + e.Addr(x) + ")" }

func (e *elem) baseValApp(x string) string {
	return "baseAppend" + e.msg + "(b, " + e.Addr(x) + ")"
}

func (e *elem) baseValRead() string {
	if e.isArray() {
		return e.baseArrayRead() // user_wraparray.go
	}
	return e.FromPtr("baselinert.BaseBody(r, baseRead" + e.msg + ")")
}

// musValSize, musValMarshal and musValUnmarshal are mus's code of a map's
// struct value, with no presence.
func (e *elem) musValSize(x string) string { return "n += musSize" + e.msg + "(" + e.Addr(x) + ")" }

func (e *elem) musValMarshal(x string) string {
	return "n += musMarshal" + e.msg + "(" + e.Addr(x) + ", bs[n:])"
}

func (e *elem) musValUnmarshal(target string) string {
	if e.isArray() {
		return e.musArrayUnmarshal(target) // user_wraparray.go
	}
	return musRead(fmt.Sprintf("musUnmarshal%s(bs[n:], depth+1)", e.msg), target, e.FromPtr("%s"))
}
