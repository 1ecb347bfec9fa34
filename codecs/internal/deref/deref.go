// Package deref lets a reflection codec that encodes what a pointer points
// to decode into a model that is a pointer. kelindar/binary, gotiny and
// alecthomas/binary write a *T as T, and so read it back into a *T, the way
// their callers use them; the suite's Unmarshal gets a *M, which for a
// pointer model M = *T is a **T that they would read as a pointer (with a
// nil flag, or not at all).
package deref

import "reflect"

// Decode calls dec on where the decoded model goes: ptr itself when the
// model (what ptr points to) is not a pointer, else a new T that *ptr is set
// to once dec succeeds.
func Decode(ptr any, dec func(into any) error) error {
	target := reflect.ValueOf(ptr).Elem()
	if target.Kind() != reflect.Pointer {
		return dec(ptr)
	}
	fresh := reflect.New(target.Type().Elem())
	if err := dec(fresh.Interface()); err != nil {
		return err
	}
	target.Set(fresh)
	return nil
}
