package boutique

// errMark is fed to a digest where a codec's accessor failed, so that the
// read digest cannot match the model's.
const errMark = 0xbad0bad0bad0bad0

// mapList converts a list element by element; nil stays nil.
func mapList[A, B any](in []A, f func(A) B) []B {
	if in == nil {
		return nil
	}
	out := make([]B, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}
