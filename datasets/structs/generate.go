package structs

// The generated code, made as tickdata's is (datasets/tickdata/generate.go
// says how) from structs.proto, seed 003's schema (with Symphony's
// is_public options). The seed's proto carries Huge's three []*Big in
// BigArray messages: -wrap tells datasetgen so, and the protobuf family's
// code writes them so; the other formats carry plain lists.
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative structs.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/structs/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative structs.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mstructs.proto=github.com/serbench/serbench/datasets/structs/gogopb,Mgoogle/protobuf/timestamp.proto=github.com/gogo/protobuf/types structs.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types Tiny,Medium,Big,Huge,ComplexAndHuge,TinyArray,MediumArray,BigArray,HugeArray,ComplexAndHugeArray -proto structs.proto -wrap Huge/big_slice -wrap Huge/bigger_slice -wrap Huge/the_biggest_slice -codecs protobuf+pulsar+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -offer Tiny -offer Medium -offer Big -offer Huge -offer TinyArray -offer MediumArray -offer BigArray -offer HugeArray model.go
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Tiny -offer Medium -offer Big -offer Huge -offer ComplexAndHuge -offer TinyArray -offer MediumArray -offer BigArray -offer HugeArray -offer ComplexAndHugeArray
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer Tiny -offer Medium -offer Big -offer Huge -offer ComplexAndHuge -offer TinyArray -offer MediumArray -offer BigArray -offer HugeArray -offer ComplexAndHugeArray

import (
	"math/rand/v2"
	"time"
)

// seed fixes the generator: the same values on every run and machine. Every
// variant starts from it, so `tiny` is the first Tiny of `tiny-slice`.
var seed = [32]byte{'s', 'e', 'r', 'b', 'e', 'n', 'c', 'h', '/', 's', 't', 'r', 'u', 'c', 't', 's', '/', '0', '0', '3'}

// The seed filled every struct with the same constants (id 1, "foo bar",
// "Ukraine", time.Now()); these pools give varied but realistic values of
// similar lengths instead.
var (
	firstNames = []string{
		"Olena", "Taras", "Iryna", "Bohdan", "Oksana", "Andriy", "Sofia", "Dmytro", "Maria", "Yaroslav",
		"Emma", "Liam", "Noah", "Olivia", "Lucas", "Mia", "Hugo", "Chloe", "Mateo", "Aiko",
		"Haruto", "Priya", "Arjun", "Fatima", "Omar", "Ingrid", "Lars", "Zofia", "Jakub", "Elena",
	}
	lastNames = []string{
		"Kovalenko", "Shevchenko", "Bondarenko", "Tkachenko", "Melnyk", "Kravchenko", "Oliynyk", "Sheremeta",
		"Smith", "Johnson", "Garcia", "Martin", "Dubois", "Rossi", "Novak", "Nowak", "Schmidt", "Jensen",
		"Tanaka", "Sato", "Kim", "Nguyen", "Patel", "Singh", "Haddad", "Silva", "Santos", "Larsen",
	}
	countries = []string{
		"Ukraine", "Poland", "Germany", "France", "Spain", "Italy", "Portugal", "Netherlands", "Sweden", "Norway",
		"Denmark", "Finland", "Estonia", "Czechia", "Austria", "Ireland", "United Kingdom", "United States",
		"Canada", "Mexico", "Brazil", "Argentina", "Japan", "South Korea", "India", "Australia", "New Zealand",
		"South Africa", "Egypt", "Turkey",
	}
	adjectives = []string{
		"amber", "brisk", "calm", "dusty", "eager", "fuzzy", "gentle", "hollow", "icy", "jolly", "keen", "lucky",
		"mellow", "noble", "odd", "proud", "quiet", "rapid", "silent", "tidy", "urban", "vivid", "wild", "young",
	}
	nouns = []string{
		"falcon", "harbor", "meadow", "lantern", "river", "canyon", "maple", "comet", "island", "garden",
		"beacon", "forest", "glacier", "orchard", "pebble", "summit", "thistle", "valley", "willow", "ember",
	}
)

// epoch and span bound every generated time: 2015 to the end of 2024.
var (
	epoch = time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC)
	span  = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).Sub(epoch)
)

// generator makes the values of every variant from one seeded stream.
type generator struct{ rng *rand.Rand }

func newGenerator() *generator { return &generator{rng: rand.New(rand.NewChaCha8(seed))} }

func (g *generator) pick(pool []string) string { return pool[g.rng.IntN(len(pool))] }

func (g *generator) id() int64 { return 1 + g.rng.Int64N(10_000_000) }

// time returns a time in UTC with nanoseconds and no monotonic reading:
// the form every codec keeps exactly (gob also keeps the zone, protobuf and
// JSON keep nanoseconds).
func (g *generator) time(from time.Time, within time.Duration) *time.Time {
	t := from.Add(time.Duration(g.rng.Int64N(int64(within)))).UTC().Round(0)
	return &t
}

func (g *generator) tiny() *Tiny {
	return &Tiny{TinyID: g.id(), SomeStr: g.pick(adjectives) + " " + g.pick(nouns)}
}

func (g *generator) medium() *Medium {
	return &Medium{
		MediumID:  g.id(),
		FirstName: g.pick(firstNames),
		LastName:  g.pick(lastNames),
		// Whole cents up to a million, which a float64 holds as the
		// nearest double to the decimal, as a real balance would be.
		MediumMoneyBalance: float64(g.rng.Int64N(100_000_000)) / 100,
		CreatedAt:          g.time(epoch, span),
		TinyField:          g.tiny(),
	}
}

// big returns a Big that is deleted (DeletedAt set) one time in four, or
// always when deleted is true.
func (g *generator) big(deleted bool) *Big {
	country := g.pick(countries)
	b := &Big{
		BigID:        g.id(),
		Age:          18 + g.rng.Uint64N(73),
		Country:      country,
		CountryBytes: []byte(country),
		CreatedAt:    g.time(epoch, span),
	}
	b.UpdatedAt = g.time(*b.CreatedAt, 2*365*24*time.Hour)
	if deleted || g.rng.IntN(4) == 0 {
		b.DeletedAt = g.time(*b.UpdatedAt, 365*24*time.Hour)
	}
	b.TinyField = g.tiny()
	b.MediumField = g.medium()
	return b
}

func (g *generator) bigs(n int) []*Big {
	out := make([]*Big, n)
	for i := range out {
		out[i] = g.big(false)
	}
	return out
}

func (g *generator) huge() *Huge {
	return &Huge{
		BigSlice:        g.bigs(HugeBigs),
		BiggerSlice:     g.bigs(HugeBiggerBigs),
		TheBiggestSlice: g.bigs(HugeBiggestBigs),
	}
}

func (g *generator) complexAndHuge() *ComplexAndHuge {
	m := make(ComplexMap, MapKeys)
	for i := range MapKeys {
		m[mapKey(i)] = g.huge()
	}
	return &ComplexAndHuge{ComplexMap: m}
}

// list returns n values made by f.
func list[T any](n int, f func() T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = f()
	}
	return out
}

// The generators of each variant's message.

// NewTiny returns the tiny message.
func NewTiny() *Tiny { return newGenerator().tiny() }

// NewMedium returns the medium message.
func NewMedium() *Medium { return newGenerator().medium() }

// NewBig returns the big message, with every field set as the seed's was.
func NewBig() *Big { return newGenerator().big(true) }

// NewHuge returns the huge message: 1,330 Bigs.
func NewHuge() *Huge { return newGenerator().huge() }

// NewComplexAndHuge returns the complexmap message: 50 Huges, 66,500 Bigs.
func NewComplexAndHuge() *ComplexAndHuge { return newGenerator().complexAndHuge() }

// NewTinyArray returns the tiny-slice message.
func NewTinyArray() *TinyArray {
	return &TinyArray{TinyArr: list(TinySliceLen, newGenerator().tiny)}
}

// NewMediumArray returns the medium-slice message.
func NewMediumArray() *MediumArray {
	return &MediumArray{MediumArr: list(MediumSliceLen, newGenerator().medium)}
}

// NewBigArray returns the big-slice message.
func NewBigArray() *BigArray { return &BigArray{BigArr: newGenerator().bigs(BigSliceLen)} }

// NewHugeArray returns the huge-slice message: 66,500 Bigs.
func NewHugeArray() *HugeArray {
	return &HugeArray{HugeArr: list(HugeSliceLen, newGenerator().huge)}
}

// NewComplexAndHugeArray returns the complexmap-slice message: 665,000 Bigs.
func NewComplexAndHugeArray() *ComplexAndHugeArray {
	return &ComplexAndHugeArray{ComplexAndHugeArr: list(ComplexMapListLen, newGenerator().complexAndHuge)}
}
