package measure

import "unsafe"

// BallastNodeBytes is the size of one object of a Ballast.
const BallastNodeBytes = int(unsafe.Sizeof(ballastNode{}))

// ballastNode is a small object holding pointers, as most of a service's
// heap is (request structs, maps' buckets, caches' entries): the
// collector must visit every one on every cycle.
type ballastNode struct {
	left, right *ballastNode
	payload     [6]uint64
}

// Ballast is a live heap of small pointer-holding objects that a timing
// process keeps while it times, to put a call in the heap of a busy
// service: each collection then marks it all, and with GOGC 100 the
// collections come every time as many bytes have been allocated.
type Ballast struct {
	root  *ballastNode
	Nodes int
}

// NewBallast allocates about bytes of ballast: a binary tree of 64-byte
// nodes, each reachable only through its parent, so that marking follows
// pointers as it does through real data.
func NewBallast(bytes int64) *Ballast {
	n := int(bytes / int64(BallastNodeBytes))
	if n < 1 {
		return &Ballast{}
	}
	nodes := make([]*ballastNode, n)
	for i := range nodes {
		nodes[i] = &ballastNode{payload: [6]uint64{uint64(i)}}
	}
	for i, nd := range nodes {
		if l := 2*i + 1; l < n {
			nd.left = nodes[l]
		}
		if r := 2*i + 2; r < n {
			nd.right = nodes[r]
		}
	}
	return &Ballast{root: nodes[0], Nodes: n}
}

// Count walks the tree and returns its nodes: it keeps the ballast
// reachable up to where it is called, and checks it is whole.
func (b *Ballast) Count() int {
	if b == nil || b.root == nil {
		return 0
	}
	n := 0
	stack := []*ballastNode{b.root}
	for len(stack) > 0 {
		nd := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		if nd.left != nil {
			stack = append(stack, nd.left)
		}
		if nd.right != nil {
			stack = append(stack, nd.right)
		}
	}
	return n
}
