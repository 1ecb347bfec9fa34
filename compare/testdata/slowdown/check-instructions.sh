#!/bin/bash
# Checks that serbench compare catches a rise in instructions per op too
# small for any time on a shared machine to show: tickdata/seed is counted
# (run --measure instructions, nothing timed) on this tree, on a scratch
# worktree with protobuf-instructions.patch applied (every 20th protobuf
# call does its work twice, about 5% more instructions), and on this tree
# again. compare --fail-above 2 must exit 1 on the tree against the patch,
# with protobuf's cells alone above the threshold, and exit 0 on the tree's
# two runs, reflective codecs (msgpack, toml) among them. The patch is a
# test fixture, never in the product.
#
# Usage: compare/testdata/slowdown/check-instructions.sh [DIR]   (from the
# repo's root, with its changes committed: the scratch worktree is HEAD;
# results in DIR, default a temporary folder). Needs valgrind; about ten
# minutes on two shared cores (30 cells counted three times).
set -euo pipefail

root=$(git rev-parse --show-toplevel)
out=${1:-$(mktemp -d)}
codecs=gob,json,protobuf,msgp,cbor,easyjson,msgpack,toml
sel=(--dataset tickdata --variant seed --codec "$codecs" --measure instructions)

more="$out/tree"
git -C "$root" worktree add --quiet --detach "$more" HEAD
trap 'git -C "$root" worktree remove --force "$more"' EXIT
git -C "$more" apply "$root/compare/testdata/slowdown/protobuf-instructions.patch"

(cd "$root" && go run ./cmd/serbench run "${sel[@]}" --out "$out/base")
(cd "$more" && go run ./cmd/serbench run "${sel[@]}" --out "$out/more")
(cd "$root" && go run ./cmd/serbench run "${sel[@]}" --out "$out/again")

# gate NAME OLD NEW: compare --fail-above 2, its exit status in rc and the
# cells its last line names ("... threshold of 2%: d/v/c/op +x% instructions/op, ...") in flagged.
gate() {
	set +e
	(cd "$root" && go run ./cmd/serbench compare --fail-above 2 --html - "$2" "$3") >"$out/$1.md" 2>"$out/$1.err"
	rc=$?
	set -e
	flagged=$(grep -o 'threshold of [0-9.]*%: .*' "$out/$1.err" | cut -d: -f2- | tr ',' '\n' | awk '{print $1, $2}' || true)
}

status=0
gate more "$out/base" "$out/more"
echo "tree against the patch: compare --fail-above 2 exited $rc; cells above the threshold:"
echo "${flagged:-none}"
grep -E '^\| [^ ]+/protobuf/[a-z]+ \| [0-9,]+ \| [0-9,]+ \|' "$out/more.md" || true
if [ "$rc" -ne 1 ] || [ -z "$flagged" ]; then
	echo "FAIL: want exit 1 for protobuf's 5% more instructions" >&2
	status=1
fi
if echo "$flagged" | grep -v '/protobuf/' | grep -q .; then
	echo "FAIL: a codec other than protobuf is above the threshold" >&2
	status=1
fi

gate again "$out/base" "$out/again"
echo "the tree twice: compare --fail-above 2 exited $rc; cells above the threshold: ${flagged:-none}"
grep -A8 '^### Instructions per op' "$out/again.md" | grep -E 'counted in both|^\|' || true
grep -E 'counted in both runs:' "$out/again.md" || true
if [ "$rc" -ne 0 ]; then
	echo "FAIL: want exit 0 for two runs of one tree" >&2
	status=1
fi
[ "$status" -eq 0 ] && echo "ok: protobuf alone above the threshold (exit 1), the tree twice within it (exit 0) ($out)"
exit "$status"
