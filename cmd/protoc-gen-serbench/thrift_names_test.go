package main

import "testing"

// The names Thrift's Go generator (0.17) gave these fields, read from its
// output: a conversion that names another field does not compile.
func TestThGoName(t *testing.T) {
	for in, want := range map[string]string{
		"Url": "URL", "Id": "ID", "Json": "JSON", "Utf8": "UTF8", "UserId": "UserId", "Sql": "Sql",
		"A_id": "AID", "name": "Name", "Db": "Db", "Uuid": "UUID", "X": "X", "A_1": "A_1", "Id_url": "IDURL",
	} {
		if got := thGoName(in); got != want {
			t.Errorf("thGoName(%q) = %q, want %q", in, got, want)
		}
	}
}
