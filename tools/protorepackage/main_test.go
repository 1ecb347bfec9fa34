package main

import "testing"

func TestRename(t *testing.T) {
	src := "syntax = \"proto3\";\n\npackage a.b;\n\nimport \"x.proto\";\n\noption go_package = \"example.com/m/pb\";\n\nmessage M { int32 package = 1; }\n"
	got, err := rename([]byte(src), "pulsar", "example.com/m/pulsarpb")
	if err != nil {
		t.Fatal(err)
	}
	want := "syntax = \"proto3\";\n\npackage a.b.pulsar;\n\nimport \"x.proto\";\n\noption go_package = \"example.com/m/pulsarpb\";\n\nmessage M { int32 package = 1; }\n"
	if string(got) != want {
		t.Errorf("rename:\n%s\nwant:\n%s", got, want)
	}
	for _, bad := range []string{
		"message M {}\noption go_package = \"x\";\n",           // no package
		"package a;\npackage b;\noption go_package = \"x\";\n", // two
		"package a;\n", // no go_package
		"package a;\noption go_package = \"x\";\noption go_package = \"y\";\n", // two
	} {
		if _, err := rename([]byte(bad), "s", "p"); err == nil {
			t.Errorf("rename(%q): no error", bad)
		}
	}
}
