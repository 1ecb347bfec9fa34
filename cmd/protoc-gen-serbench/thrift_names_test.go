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

// The names Thrift's Go generator (0.17) gave these structs, read from its
// output: a conversion that names another struct does not compile (a
// user's OrderResult left Thrift out of Online Boutique's schema).
func TestThStructName(t *testing.T) {
	for in, want := range map[string]string{
		"OrderResult": "OrderResult_", "GetArgs": "GetArgs_", "NewThing": "NewThing_", "NewsItem": "NewsItem_",
		"news": "News_", "NewResult": "NewResult__", "new_args": "NewArgs__", "Url_info": "URLInfo", "a_b": "AB",
		"Id": "ID", "Renewal": "Renewal", "ArgsX": "ArgsX", "Args": "Args_", "Result": "Result_", "Plain": "Plain",
	} {
		if got := thStructName(in); got != want {
			t.Errorf("thStructName(%q) = %q, want %q", in, got, want)
		}
	}
}
