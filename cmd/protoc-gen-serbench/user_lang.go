package main

// codeNames are the names a schema language's generated Go code uses, for
// the conversions that benc and Bebop write alike: one struct or container
// per message, a Timestamp type of serbench's own, int32 enums and int64
// nanosecond Durations.
type codeNames struct {
	prefix  string            // of serbench's functions: bencVisit<Msg>
	pkg     string            // the compiler's Go package
	time    string            // serbench's Timestamp type in the schema
	scalars map[string]string // the schema's types of the model's scalars
}

// langType is the schema type of a value (a pointer's value, a list's or
// map's element).
func (e *elem) langType(n codeNames) string {
	switch e.kind {
	case "enum":
		return "int32"
	case "message":
		return e.msg
	case "timestamp":
		return n.time
	case "duration":
		return "int64"
	}
	return n.scalars[e.scalar]
}

// langGoType is the compiler's Go type of a value in a list or map.
func (e *elem) langGoType(n codeNames) string {
	switch e.kind {
	case "enum":
		return "int32"
	case "message", "timestamp":
		return n.pkg + "." + e.langType(n)
	case "duration":
		return "int64"
	}
	return e.scalar
}

// langVisit feeds the compiler's value v (addressable; a pointer kind
// present) to h as the model's digest feeds the value it converts to.
func (e *elem) langVisit(n codeNames, v string) string {
	switch e.kind {
	case "enum":
		return "h.Int64(int64(" + v + "))"
	case "message":
		if e.value {
			return n.prefix + "Visit" + e.msg + "(h, &" + v + ")"
		}
		return "h.Len(1)\n" + n.prefix + "Visit" + e.msg + "(h, &" + v + ")"
	case "timestamp":
		return "h.Len(1)\nh.Int64(" + v + ".Seconds)\nh.Int64(int64(" + v + ".Nanos))"
	case "duration":
		return "h.Len(1)\nh.Int64(" + v + ")"
	case "wrapper":
		return "h.Len(1)\n" + scalarHash(e.scalar, v)
	}
	return scalarHash(e.scalar, v)
}
