// Command msgpackgenrun runs msgpackgen (github.com/shamaton/msgpackgen,
// pinned in go.mod as a tool) on a dataset's model file and makes its
// output a lean dataset file: codec msgpackgen's build constraint first,
// and after msgpackgen's code the offers of the model types to
// codecs/msgpackgen, each with the four resolver functions msgpackgen
// generated for the package (encode and decode, as a map and as an array).
//
// Usage (from a go:generate line in the dataset's package):
//
//	go run github.com/serbench/serbench/tools/msgpackgenrun -o FILE -offer KEY=Type... MODEL.go
//	go run github.com/serbench/serbench/tools/msgpackgenrun -o FILE -each MODEL.go
//
// -each offers every type msgpackgen generated code for under its own name
// (a dataset whose message types are keyed by name, as boutique's).
//
// msgpackgen runs in strict mode: the generated resolvers fail on a type
// they have no code for, where they would hand it to shamaton/msgpack's
// reflection, and each offered type must be one msgpackgen generated code
// for, or no file is written.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"regexp"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

const (
	codecPath = "github.com/serbench/serbench/codecs/msgpackgen"
	suitePath = "github.com/serbench/serbench/suite"
)

// offers are the -offer flags: KEY=Type, or Type alone for the key Type
// (as mirrorgen's -offer), in order.
type offers []struct{ key, typ string }

func (o *offers) String() string { return fmt.Sprint(*o) }

func (o *offers) Set(s string) error {
	key, typ, ok := strings.Cut(s, "=")
	if !ok {
		key, typ = s, s
	}
	if typ == "" {
		return fmt.Errorf("want KEY=Type or Type, got %q", s)
	}
	*o = append(*o, struct{ key, typ string }{key, typ})
	return nil
}

func main() {
	out := flag.String("o", "", "output file, in the working directory")
	var offered offers
	flag.Var(&offered, "offer", "KEY=Type or Type: offer model type *Type under the key (Type alone: under its name; repeatable)")
	each := flag.Bool("each", false, "offer every type msgpackgen generated code for, under its own name")
	flag.Parse()
	if *out == "" || (len(offered) == 0) == !*each || flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: msgpackgenrun -o FILE (-offer KEY=Type... | -each) MODEL.go")
		os.Exit(2)
	}
	if err := run(*out, flag.Arg(0), offered, *each); err != nil {
		fmt.Fprintln(os.Stderr, "msgpackgenrun:", err)
		os.Exit(1)
	}
}

func run(out, model string, offered offers, each bool) error {
	cmd := exec.Command("go", "tool", "msgpackgen", "-strict", "-input-file", model, "-output-file", out)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("msgpackgen: %w\n%s", err, log.Bytes())
	}
	src, err := os.ReadFile(out)
	if err != nil {
		return err
	}
	if each {
		offered = resolved(src)
	}
	dst, err := leanFile(src, offered)
	if err != nil {
		os.Remove(out) // never leave msgpackgen's file without its constraint
		return fmt.Errorf("%s: %w", out, err)
	}
	return os.WriteFile(out, dst, 0o644)
}

// resolvers are msgpackgen's functions for the whole package, in
// codecs/msgpackgen.Offer's order.
var resolvers = []string{"___encodeAsMap", "___encodeAsArray", "___decodeAsMap", "___decodeAsArray"}

// resolved lists the types whose pointers the map decoder resolves, in
// its order, each keyed by its name.
func resolved(src []byte) offers {
	var o offers
	_, body, _ := bytes.Cut(src, []byte("\nfunc ___decodeAsMap("))
	body, _, _ = bytes.Cut(body, []byte("\n}\n"))
	for _, m := range caseLine.FindAllSubmatch(body, -1) {
		o = append(o, struct{ key, typ string }{string(m[1]), string(m[1])})
	}
	return o
}

var caseLine = regexp.MustCompile(`(?m)^\tcase \*([A-Za-z_]\w*):$`)

// leanFile adds the constraint, the imports and the offers to msgpackgen's
// output src.
func leanFile(src []byte, offered offers) ([]byte, error) {
	if len(offered) == 0 {
		return nil, fmt.Errorf("msgpackgen generated code for no type")
	}
	for _, f := range resolvers {
		if !bytes.Contains(src, []byte("\nfunc "+f+"(")) {
			return nil, fmt.Errorf("msgpackgen wrote no %s", f)
		}
	}
	for _, o := range offered {
		// The decoders' case of a pointer to the type: its code exists.
		if !bytes.Contains(src, []byte("\tcase *"+o.typ+":\n")) {
			return nil, fmt.Errorf("msgpackgen generated no code for %s", o.typ)
		}
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("msgpackgen's code does not parse: %w", err)
	}
	astutil.AddImport(fset, f, codecPath)
	astutil.AddImport(fset, f, suitePath)
	var b bytes.Buffer
	b.WriteString("//go:build !serbench_lean || serbench_msgpackgen\n\n")
	if err := format.Node(&b, fset, f); err != nil {
		return nil, err
	}
	b.WriteString("\n// The offers to codecs/msgpackgen (written by tools/msgpackgenrun): each model type with the\n" +
		"// resolver functions above, which the codec calls directly, never through msgpackgen's global resolver.\n")
	for _, o := range offered {
		fmt.Fprintf(&b, "\nvar _ = suite.Offer(&offers, %q, func() msgpackgen.Conv[%s] {\n\treturn msgpackgen.Offer[%s](%s)\n})\n",
			o.key, o.typ, o.typ, strings.Join(resolvers, ", "))
	}
	return format.Source(b.Bytes())
}
