package rt

import (
	"fmt"
	"math"
	"strconv"
)

// The JSON helpers the jx and fastjson code protoc-gen-serbench writes
// share (jxrt, fastjsonrt): a map key as a member name, and the strings of
// the floats JSON has no number for.

// MapKey is a model map's key type: proto's map keys are strings, integers
// and bools.
type MapKey interface {
	string | int32 | int64 | uint32 | uint64 | bool
}

// KeyText is a map key as a JSON object's member name.
func KeyText[K MapKey](k K) string {
	switch k := any(k).(type) {
	case string:
		return k
	case int32:
		return strconv.FormatInt(int64(k), 10)
	case int64:
		return strconv.FormatInt(k, 10)
	case uint32:
		return strconv.FormatUint(uint64(k), 10)
	case uint64:
		return strconv.FormatUint(k, 10)
	case bool:
		return strconv.FormatBool(k)
	}
	return "" // unreachable: MapKey has no other type
}

// ParseKey is KeyText's inverse: a member name as a map key.
func ParseKey[K MapKey](b []byte) (K, error) {
	var k K
	var err error
	switch p := any(&k).(type) {
	case *string:
		*p = string(b)
	case *int32:
		var x int64
		x, err = strconv.ParseInt(string(b), 10, 32)
		*p = int32(x)
	case *int64:
		*p, err = strconv.ParseInt(string(b), 10, 64)
	case *uint32:
		var x uint64
		x, err = strconv.ParseUint(string(b), 10, 32)
		*p = uint32(x)
	case *uint64:
		*p, err = strconv.ParseUint(string(b), 10, 64)
	case *bool:
		*p, err = strconv.ParseBool(string(b))
	}
	if err != nil {
		return k, fmt.Errorf("map key %q: %w", b, err)
	}
	return k, nil
}

// NonFinite is the JSON string of a NaN or infinite float, else "".
func NonFinite(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return ""
}

// ParseNonFinite reads NonFinite's strings back.
func ParseNonFinite(s []byte) (float64, error) {
	switch string(s) {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	return 0, fmt.Errorf("%q is not a number", s)
}
