package measure

import (
	"time"
)

//go:generate go run ../tools/probepath -lines 524288 -steps 4096 -o probepath_gen.go

// Probe is a fixed piece of work timed beside a cell's runs, so that a
// run's figure can be read against the state of the host at that moment:
// a shared machine's speed drifts over minutes, and a fixed loop slows
// with it. Its memory lives outside the Go heap (probeMemory), so that it
// moves neither the collector's pacing nor what each cycle marks.
type Probe struct {
	mem  []uint64 // a buffer larger than the caches, read in a fixed random order
	buf  []byte   // a buffer the size of a typical message, encoded and hashed
	next []uint32 // the random order through mem's lines, the links Time follows
	sink uint64
}

// Probe sizes: about 0.2 and 0.05 ms on a 2020s server core, a few percent
// of a 10 ms run.
const (
	probeMemBytes = 32 << 20
	probeBufBytes = 16 << 10
	probeLoads    = 1 << 12
	probeBufLoops = 1
)

// NewProbe maps the probe's memory; nil where it cannot (no probe).
func NewProbe() *Probe {
	raw, err := probeMemory(probeMemBytes + probeBufBytes + 4*(probeMemBytes/64))
	if err != nil {
		return nil
	}
	p := &Probe{}
	p.mem = bytesAs[uint64](raw[:probeMemBytes])
	p.buf = raw[probeMemBytes : probeMemBytes+probeBufBytes]
	p.next = bytesAs[uint32](raw[probeMemBytes+probeBufBytes:])
	// The loads follow one cycle through every cache line in a fixed
	// pseudo-random order (internal/probeorder), so that each misses the
	// caches and the prefetcher, whatever the machine. Time reads only the
	// first probeLoads links of it, from line 0: those are written, from
	// a generated table, where shuffling every line took milliseconds of
	// each timing worker's start.
	for k := range probeLoads {
		p.next[probePath[k]] = probePath[k+1]
	}
	for i := range p.buf {
		p.buf[i] = byte(i * 131)
	}
	return p
}

// ProbeRun is the probe's figures, timed just before a run.
type ProbeRun struct {
	// CPUNs is the time of a fixed varint encoding and hashing of a
	// buffer that stays in the caches; MemNs the time of a fixed chain of
	// loads that each miss them.
	CPUNs float64 `json:"cpu_ns"`
	MemNs float64 `json:"mem_ns"`
}

// Time runs the probe once; the zero ProbeRun for a nil probe.
func (p *Probe) Time() ProbeRun {
	if p == nil {
		return ProbeRun{}
	}
	start := time.Now()
	var h uint64 = 14695981039346656037
	for range probeBufLoops {
		for _, b := range p.buf {
			v := uint64(b) | h<<8
			for v >= 0x80 {
				h = (h ^ (v & 0x7f)) * 1099511628211
				v >>= 7
			}
			h = (h ^ v) * 1099511628211
		}
	}
	cpu := time.Since(start)
	start = time.Now()
	i := uint32(0)
	var s uint64
	for range probeLoads {
		i = p.next[i]
		s += p.mem[uint64(i)*8]
	}
	mem := time.Since(start)
	p.sink += h + s
	return ProbeRun{CPUNs: float64(cpu.Nanoseconds()), MemNs: float64(mem.Nanoseconds())}
}
