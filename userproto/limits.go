package userproto

// limits says which reflection codecs cannot carry a schema feature
// exactly over the plain Go structs of the model, and why: codec →
// feature → reason. Each entry is a limit of the library or its format,
// found by validating every codec on the test schemas (testdata); a codec
// without an entry that still fails a cell is reported as a failed cell.
var limits = map[string]map[string]string{}
