package rt

import "fmt"

// Fixed-length arrays of a dataset's model ([2]float64, canada's positions)
// travel as lists, which a decoder may hand back with any count of items.
// The generated conversions from a codec's types to the model return no
// error, so a wrong count panics with a refusal deep in them (Refuse), and
// the codec's conversion to the model recovers it as its error (Recover):
// the error path the encoding/json and regexp packages take, which never
// lets a panic out.

// LengthError is a list that should hold an array's Want items.
type LengthError struct{ Got, Want int }

func (e *LengthError) Error() string {
	return fmt.Sprintf("a list of %d items where the model's array holds %d", e.Got, e.Want)
}

// refusal carries Refuse's error up to Recover.
type refusal struct{ err error }

// Refuse is v, or a panic that Recover turns into err where err is not
// nil.
func Refuse[T any](v T, err error) T {
	if err != nil {
		panic(refusal{err})
	}
	return v
}

// Recover, deferred, sets *err to a refusal's error (Refuse) and lets any
// other panic go on.
func Recover(err *error) {
	if r := recover(); r != nil {
		ref, ok := r.(refusal)
		if !ok {
			panic(r)
		}
		*err = ref.err
	}
}
