//go:build !serbench_lean || serbench_baseline

package structs

import (
	"maps"
	"slices"
	"time"

	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/suite"
)

var (
	_ = suite.Offer(&offers, "tiny", baselineTiny)
	_ = suite.Offer(&offers, "medium", baselineMedium)
	_ = suite.Offer(&offers, "big", baselineBig)
	_ = suite.Offer(&offers, "huge", baselineHuge)
	_ = suite.Offer(&offers, "complexmap", baselineComplex)
	_ = suite.Offer(&offers, "tiny-slice", baselineTinyArray)
	_ = suite.Offer(&offers, "medium-slice", baselineMediumArray)
	_ = suite.Offer(&offers, "big-slice", baselineBigArray)
	_ = suite.Offer(&offers, "huge-slice", baselineHugeArray)
	_ = suite.Offer(&offers, "complexmap-slice", baselineComplexArray)
)

// The hand-written floor: every field in declaration order, each pointer
// (the message itself included) behind a presence byte, times as Unix
// seconds and nanoseconds (read back in UTC), the map as a count and its
// entries in key order.

func sizeTime(t *time.Time) int {
	return baseline.SizePtr(t, func(*time.Time) int { return baseline.SizeTime })
}

func appendTime(b []byte, t *time.Time) []byte {
	return baseline.AppendPtr(b, t, func(b []byte, t *time.Time) []byte { return baseline.AppendTime(b, *t) })
}

func readTime(r *baseline.Reader) *time.Time {
	return baseline.ReadPtr(r, func(r *baseline.Reader, t *time.Time) { *t = r.Time() })
}

func sizeTiny(t *Tiny) int { return 8 + baseline.SizeString(len(t.SomeStr)) }

func appendTiny(b []byte, t *Tiny) []byte {
	b = baseline.AppendInt64(b, t.TinyID)
	return baseline.AppendString(b, t.SomeStr)
}

func readTiny(r *baseline.Reader, t *Tiny) {
	t.TinyID = r.Int64()
	t.SomeStr = r.String()
}

func sizeMedium(m *Medium) int {
	return 8 + baseline.SizeString(len(m.FirstName)) + baseline.SizeString(len(m.LastName)) + 8 +
		sizeTime(m.CreatedAt) + baseline.SizePtr(m.TinyField, sizeTiny)
}

func appendMedium(b []byte, m *Medium) []byte {
	b = baseline.AppendInt64(b, m.MediumID)
	b = baseline.AppendString(b, m.FirstName)
	b = baseline.AppendString(b, m.LastName)
	b = baseline.AppendFloat64(b, m.MediumMoneyBalance)
	b = appendTime(b, m.CreatedAt)
	return baseline.AppendPtr(b, m.TinyField, appendTiny)
}

func readMedium(r *baseline.Reader, m *Medium) {
	m.MediumID = r.Int64()
	m.FirstName = r.String()
	m.LastName = r.String()
	m.MediumMoneyBalance = r.Float64()
	m.CreatedAt = readTime(r)
	m.TinyField = baseline.ReadPtr(r, readTiny)
}

func sizeBig(g *Big) int {
	return 8 + 8 + baseline.SizeString(len(g.Country)) + baseline.SizeString(len(g.CountryBytes)) +
		sizeTime(g.CreatedAt) + sizeTime(g.UpdatedAt) + sizeTime(g.DeletedAt) +
		baseline.SizePtr(g.TinyField, sizeTiny) + baseline.SizePtr(g.MediumField, sizeMedium)
}

func appendBig(b []byte, g *Big) []byte {
	b = baseline.AppendInt64(b, g.BigID)
	b = baseline.AppendUint64(b, g.Age)
	b = baseline.AppendString(b, g.Country)
	b = baseline.AppendBytes(b, g.CountryBytes)
	b = appendTime(b, g.CreatedAt)
	b = appendTime(b, g.UpdatedAt)
	b = appendTime(b, g.DeletedAt)
	b = baseline.AppendPtr(b, g.TinyField, appendTiny)
	return baseline.AppendPtr(b, g.MediumField, appendMedium)
}

func readBig(r *baseline.Reader, g *Big) {
	g.BigID = r.Int64()
	g.Age = r.Uint64()
	g.Country = r.String()
	g.CountryBytes = r.Bytes()
	g.CreatedAt = readTime(r)
	g.UpdatedAt = readTime(r)
	g.DeletedAt = readTime(r)
	g.TinyField = baseline.ReadPtr(r, readTiny)
	g.MediumField = baseline.ReadPtr(r, readMedium)
}

// Lists of pointers: a presence byte per element.

func sizeBigPtr(g *Big) int                  { return baseline.SizePtr(g, sizeBig) }
func appendBigPtr(b []byte, g *Big) []byte   { return baseline.AppendPtr(b, g, appendBig) }
func readBigPtr(r *baseline.Reader) *Big     { return baseline.ReadPtr(r, readBig) }
func sizeHugePtr(u *Huge) int                { return baseline.SizePtr(u, sizeHuge) }
func appendHugePtr(b []byte, u *Huge) []byte { return baseline.AppendPtr(b, u, appendHuge) }
func readHugePtr(r *baseline.Reader) *Huge   { return baseline.ReadPtr(r, readHuge) }
func sizeTinyPtr(t *Tiny) int                { return baseline.SizePtr(t, sizeTiny) }
func appendTinyPtr(b []byte, t *Tiny) []byte { return baseline.AppendPtr(b, t, appendTiny) }
func readTinyPtr(r *baseline.Reader) *Tiny   { return baseline.ReadPtr(r, readTiny) }
func sizeMediumPtr(m *Medium) int            { return baseline.SizePtr(m, sizeMedium) }
func appendMediumPtr(b []byte, m *Medium) []byte {
	return baseline.AppendPtr(b, m, appendMedium)
}
func readMediumPtr(r *baseline.Reader) *Medium { return baseline.ReadPtr(r, readMedium) }

func sizeHuge(u *Huge) int {
	return baseline.SizeList(u.BigSlice, sizeBigPtr) + baseline.SizeList(u.BiggerSlice, sizeBigPtr) +
		baseline.SizeList(u.TheBiggestSlice, sizeBigPtr)
}

func appendHuge(b []byte, u *Huge) []byte {
	b = baseline.AppendList(b, u.BigSlice, appendBigPtr)
	b = baseline.AppendList(b, u.BiggerSlice, appendBigPtr)
	return baseline.AppendList(b, u.TheBiggestSlice, appendBigPtr)
}

func readHuge(r *baseline.Reader, u *Huge) {
	u.BigSlice = baseline.ReadList(r, 1, readBigPtr)
	u.BiggerSlice = baseline.ReadList(r, 1, readBigPtr)
	u.TheBiggestSlice = baseline.ReadList(r, 1, readBigPtr)
}

func sizeComplex(c *ComplexAndHuge) int {
	n := baseline.SizeLen
	for k, u := range c.ComplexMap {
		n += baseline.SizeString(len(k)) + sizeHugePtr(u)
	}
	return n
}

// appendComplex writes the entries in key order, so that a message always
// has the same bytes.
func appendComplex(b []byte, c *ComplexAndHuge) []byte {
	b = baseline.AppendLen(b, len(c.ComplexMap))
	for _, k := range slices.Sorted(maps.Keys(c.ComplexMap)) {
		b = baseline.AppendString(b, k)
		b = appendHugePtr(b, c.ComplexMap[k])
	}
	return b
}

func readComplex(r *baseline.Reader, c *ComplexAndHuge) {
	n := r.Count(baseline.SizeLen + 1)
	if n == 0 {
		return
	}
	c.ComplexMap = make(ComplexMap, n)
	for range n {
		k := r.String()
		c.ComplexMap[k] = readHugePtr(r)
	}
}

func sizeComplexPtr(c *ComplexAndHuge) int { return baseline.SizePtr(c, sizeComplex) }
func appendComplexPtr(b []byte, c *ComplexAndHuge) []byte {
	return baseline.AppendPtr(b, c, appendComplex)
}
func readComplexPtr(r *baseline.Reader) *ComplexAndHuge { return baseline.ReadPtr(r, readComplex) }

// The Convs of each variant's message type.

func baselineTiny() baseline.Conv[*Tiny] { return baseline.Message(sizeTiny, appendTiny, readTiny) }
func baselineMedium() baseline.Conv[*Medium] {
	return baseline.Message(sizeMedium, appendMedium, readMedium)
}
func baselineBig() baseline.Conv[*Big]   { return baseline.Message(sizeBig, appendBig, readBig) }
func baselineHuge() baseline.Conv[*Huge] { return baseline.Message(sizeHuge, appendHuge, readHuge) }
func baselineComplex() baseline.Conv[*ComplexAndHuge] {
	return baseline.Message(sizeComplex, appendComplex, readComplex)
}

func baselineTinyArray() baseline.Conv[*TinyArray] {
	return baseline.Message(
		func(a *TinyArray) int { return baseline.SizeList(a.TinyArr, sizeTinyPtr) },
		func(b []byte, a *TinyArray) []byte { return baseline.AppendList(b, a.TinyArr, appendTinyPtr) },
		func(r *baseline.Reader, a *TinyArray) { a.TinyArr = baseline.ReadList(r, 1, readTinyPtr) })
}

func baselineMediumArray() baseline.Conv[*MediumArray] {
	return baseline.Message(
		func(a *MediumArray) int { return baseline.SizeList(a.MediumArr, sizeMediumPtr) },
		func(b []byte, a *MediumArray) []byte { return baseline.AppendList(b, a.MediumArr, appendMediumPtr) },
		func(r *baseline.Reader, a *MediumArray) { a.MediumArr = baseline.ReadList(r, 1, readMediumPtr) })
}

func baselineBigArray() baseline.Conv[*BigArray] {
	return baseline.Message(
		func(a *BigArray) int { return baseline.SizeList(a.BigArr, sizeBigPtr) },
		func(b []byte, a *BigArray) []byte { return baseline.AppendList(b, a.BigArr, appendBigPtr) },
		func(r *baseline.Reader, a *BigArray) { a.BigArr = baseline.ReadList(r, 1, readBigPtr) })
}

func baselineHugeArray() baseline.Conv[*HugeArray] {
	return baseline.Message(
		func(a *HugeArray) int { return baseline.SizeList(a.HugeArr, sizeHugePtr) },
		func(b []byte, a *HugeArray) []byte { return baseline.AppendList(b, a.HugeArr, appendHugePtr) },
		func(r *baseline.Reader, a *HugeArray) { a.HugeArr = baseline.ReadList(r, 1, readHugePtr) })
}

func baselineComplexArray() baseline.Conv[*ComplexAndHugeArray] {
	return baseline.Message(
		func(a *ComplexAndHugeArray) int { return baseline.SizeList(a.ComplexAndHugeArr, sizeComplexPtr) },
		func(b []byte, a *ComplexAndHugeArray) []byte {
			return baseline.AppendList(b, a.ComplexAndHugeArr, appendComplexPtr)
		},
		func(r *baseline.Reader, a *ComplexAndHugeArray) {
			a.ComplexAndHugeArr = baseline.ReadList(r, 1, readComplexPtr)
		})
}
