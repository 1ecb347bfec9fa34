package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const source = `package ds

import (
	pbcodec "github.com/serbench/serbench/codecs/protobuf"
	pb "example.com/ds/pb"
	digest "github.com/serbench/serbench/digest"
	suite "github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "M", protobufM)

func protobufM() pbcodec.Conv[*M, *pb.M] {
	return pbcodec.Conv[*M, *pb.M]{New: func() *pb.M { return new(pb.M) }, FromModel: func(m *M) (*pb.M, error) { return toMPB(m), nil }, Visit: visitMPB}
}

func toMPB(m *M) *pb.M { return &pb.M{X: m.X} }

func visitMPB(h *digest.Hasher, p *pb.M) { h.String(p.GetX()) }

func protoKindOf() any { return protobufM() }
`

func TestRun(t *testing.T) {
	dir := t.TempDir()
	src, out := filepath.Join(dir, "protobuf_gen.go"), filepath.Join(dir, "pulsar_gen.go")
	if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(out, "pulsar", "pulsarpb", []string{src}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	for _, want := range []string{
		"//go:build !serbench_lean || serbench_pulsar\n",
		`pulsarpb "example.com/ds/pulsarpb"`,
		`pulsar "github.com/serbench/serbench/codecs/pulsar"`,
		`var _ = suite.Offer(&offers, "M", pulsarM)`,
		"func pulsarM() pulsar.Conv[*M, *pulsarpb.M]",
		"return &pulsarpb.M{X: m.X}",
		"func toMPulsar(m *M) *pulsarpb.M",
		"Visit: visitMPulsar",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for _, absent := range []string{"protoKindOf", "pbcodec", `"example.com/ds/pb"`} {
		if strings.Contains(got, absent) {
			t.Errorf("output has %q:\n%s", absent, got)
		}
	}
	// Another function of codecs/protobuf has no counterpart.
	bad := strings.Replace(source, "pbcodec.Conv[*M, *pb.M]{", "pbcodec.Conv[*M, *pb.M](pbcodec.Other{", 1)
	if err := os.WriteFile(src, []byte(strings.Replace(bad, "Visit: visitMPB}", "Visit: visitMPB})", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(out, "pulsar", "pulsarpb", []string{src}); err == nil || !strings.Contains(err.Error(), "codecs/protobuf.Other") {
		t.Errorf("got error %v, want one on codecs/protobuf.Other", err)
	}
}
