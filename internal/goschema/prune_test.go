package goschema

import (
	"strings"
	"testing"
)

// A standard package the generator noted but the code never names is not
// imported: Go refuses the file otherwise (a *time.Time field alone, or a
// list's error path that is never written).
func TestPruneImports(t *testing.T) {
	src := "package conv\n\nimport (\n\t\"fmt\"\n\t\"strconv\"\n\t\"time\"\n\n\tpb \"serbench.proto/schema/pb\"\n)\n\nvar _ = fmt.Sprint(pb.X)\n"
	got, err := pruneImports([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s := string(got)
	if strings.Contains(s, `"strconv"`) || strings.Contains(s, `"time"`) || !strings.Contains(s, `"fmt"`) || !strings.Contains(s, `pb "serbench.proto/schema/pb"`) {
		t.Errorf("pruned imports:\n%s", s)
	}
}
