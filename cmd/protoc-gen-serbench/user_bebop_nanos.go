package main

import "fmt"

// In the dataset flavor a time field of a Bebop message is an optional
// int64 of Unix nanoseconds, the form structs' hand-written schema had
// (Bebop's date counts 100 ns ticks; one int64 is smaller than a struct of
// seconds and nanoseconds); lists and maps of times keep SbTime. A time
// outside int64 nanoseconds' years (1678 to 2262) does not come back,
// which the round-trip validation reports.

// bopNanos is the conversions and visit of a time field: the model's
// value x, bebopc-go's optional field v (a *int64).
func bopNanos(x, v string) (to, from, visit string) {
	return fmt.Sprintf("%s = rt.UnixNanos(%s)", v, x), fmt.Sprintf("%s = rt.TimeOfNanos(%s)", x, v),
		fmt.Sprintf("rt.HashNanos(h, %s)", v)
}
