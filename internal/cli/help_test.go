package cli

import (
	"bytes"
	"flag"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

var (
	// flagMention is a flag named anywhere in a help text.
	flagMention = regexp.MustCompile(`--([a-z][a-z0-9-]*)`)
	// flagDefinition is a help line that describes a flag: it starts with it.
	flagDefinition = regexp.MustCompile(`(?m)^ {2}--([a-z][a-z0-9-]*)(.*)$`)
	// helpDefault is a default a flag's description states.
	helpDefault = regexp.MustCompile(`\(default ([^,;)]+)`)
)

// helpOf runs serbench with args, which ask for help, and returns what it
// printed and the flags of the flag sets the command made.
func helpOf(t *testing.T, args ...string) (string, map[string]*flag.Flag) {
	t.Helper()
	// The flags are registered after newFlags returns: keep the sets and
	// read them once the command is done.
	var sets []*flag.FlagSet
	onNewFlags = func(fs *flag.FlagSet) { sets = append(sets, fs) }
	defer func() { onNewFlags = nil }()
	var stdout, stderr bytes.Buffer
	if code := Main(args, &stdout, &stderr); code != 0 {
		t.Fatalf("serbench %s: exit %d\n%s", strings.Join(args, " "), code, stderr.String())
	}
	registered := map[string]*flag.Flag{}
	for _, fs := range sets {
		fs.VisitAll(func(f *flag.Flag) { registered[f.Name] = f })
	}
	return stdout.String(), registered
}

// checkHelp compares a help text with the flags a command registers: every
// flag the text names is registered, every registered flag has a line of its
// own, and the defaults the text states are the registered ones.
func checkHelp(t *testing.T, name, help string, registered map[string]*flag.Flag) {
	t.Helper()
	for _, m := range flagMention.FindAllStringSubmatch(help, -1) {
		// --help is the flag package's own, on every flag set.
		if registered[m[1]] == nil && m[1] != "help" {
			t.Errorf("%s: the help names --%s, which is not a flag (flags: %s)", name, m[1], names(registered))
		}
	}
	described := map[string]bool{}
	for _, m := range flagDefinition.FindAllStringSubmatch(help, -1) {
		described[m[1]] = true
		f := registered[m[1]]
		d := helpDefault.FindStringSubmatch(m[2])
		if f == nil || d == nil || isZeroDefault(f.DefValue) {
			continue
		}
		if d[1] != f.DefValue {
			t.Errorf("%s: the help gives --%s the default %q, the flag %q", name, m[1], d[1], f.DefValue)
		}
	}
	for n := range registered {
		if !described[n] {
			t.Errorf("%s: flag --%s has no line in the help:\n%s", name, n, help)
		}
	}
}

// isZeroDefault reports whether a flag's registered default is its type's
// zero value, which the command replaces (an empty --out is a folder named
// after the time): the help's stated default is then not the flag's.
func isZeroDefault(v string) bool {
	return v == "" || v == "0" || v == "false" || v == "NaN"
}

func names(fs map[string]*flag.Flag) string {
	return strings.Join(slices.Sorted(maps.Keys(fs)), ", ")
}

// TestHelpListsEveryFlag holds every command's help, and the top-level help,
// to the flags the commands register. The hidden worker commands
// (time-worker, fidelity-worker, hostile-worker, conformance-worker) are serbench talking to
// itself and have no help.
func TestHelpListsEveryFlag(t *testing.T) {
	if got := slices.Sorted(maps.Keys(commandHelp)); !slices.Equal(got, slices.Sorted(slices.Values(commandNames()))) {
		t.Fatalf("commands with help %v, commandNames %v", got, commandNames())
	}
	all := map[string]*flag.Flag{}
	for _, cmd := range commandNames() {
		for _, args := range [][]string{{cmd, "--help"}, {cmd, "-h"}} {
			help, registered := helpOf(t, args...)
			if help != commandHelp[cmd] {
				t.Errorf("serbench %s printed\n%s\nwant the command's help\n%s", strings.Join(args, " "), help, commandHelp[cmd])
			}
			checkHelp(t, cmd, help, registered)
			maps.Copy(all, registered)
		}
		if help, _ := helpOf(t, "help", cmd); help != commandHelp[cmd] {
			t.Errorf("serbench help %s printed\n%s", cmd, help)
		}
	}
	// The default suite takes run's flags, and its help is the top-level one.
	help, registered := helpOf(t, "--count", "3", "--help")
	if help != usage {
		t.Errorf("serbench --count 3 --help printed\n%s", help)
	}
	if len(registered) == 0 {
		t.Error("the default suite registered no flags")
	}
	maps.Copy(all, registered)
	for _, args := range [][]string{{"--help"}, {"-h"}, {"--h"}, {"-help"}, {"help"}} {
		if help, _ := helpOf(t, args...); help != usage {
			t.Errorf("serbench %s printed\n%s", strings.Join(args, " "), help)
		}
	}
	checkHelp(t, "top level", usage, all)
	// Each command's flag lines stand in the top-level help as they are.
	for _, cmd := range commandNames() {
		for _, line := range flagDefinition.FindAllString(commandHelp[cmd], -1) {
			if !strings.Contains(usage, line+"\n") {
				t.Errorf("the top-level help lacks %s's line %q", cmd, line)
			}
		}
	}
}

// TestHelpListsEveryOp: the helps of the commands that take --op name every
// op (update was once left out).
func TestHelpListsEveryOp(t *testing.T) {
	for name, help := range map[string]string{"top level": usage, "run": commandHelp["run"], "verify": commandHelp["verify"]} {
		line := regexp.MustCompile(`--op .*`).FindString(help)
		for _, op := range suite.Ops {
			if !strings.Contains(line, string(op)) {
				t.Errorf("%s: --op's line %q lacks %s", name, line, op)
			}
		}
	}
}

func TestHelpOfUnknownCommand(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := Main([]string{"help", "frobnicate"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "valid: run,") {
		t.Errorf("help frobnicate: exit %d\n%s", code, stderr.String())
	}
}
