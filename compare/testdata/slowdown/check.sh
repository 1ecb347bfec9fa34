#!/bin/bash
# Checks that serbench compare catches a real slowdown on this machine as it
# is: structs/big is run on this tree, then on a scratch worktree with
# gob.patch applied (every fifth gob call does its work twice, about 20%
# more), back to back; compare --fail-above 10 must exit 1 with gob's cells
# alone above the threshold. The patch is a test fixture, never in the
# product.
#
# Usage: compare/testdata/slowdown/check.sh [DIR]   (from the repo's root;
# results in DIR, default a temporary folder). A few minutes.
set -euo pipefail

root=$(git rev-parse --show-toplevel)
out=${1:-$(mktemp -d)}
codecs=gob,json,protobuf,msgp,cbor,easyjson
sel=(--dataset structs --variant big --codec "$codecs")

slow="$out/tree"
git -C "$root" worktree add --detach "$slow" HEAD >/dev/null
trap 'git -C "$root" worktree remove --force "$slow"' EXIT
git -C "$slow" apply "$root/compare/testdata/slowdown/gob.patch"

(cd "$root" && go run ./cmd/serbench run "${sel[@]}" --out "$out/base")
(cd "$slow" && go run ./cmd/serbench run "${sel[@]}" --out "$out/slow")

set +e
(cd "$root" && go run ./cmd/serbench compare --fail-above 10 "$out/base" "$out/slow") >"$out/compare.md" 2>"$out/compare.err"
rc=$?
set -e
# compare's last line names each cell above the threshold: "... threshold
# of 10%: d/v/c/op +x% (interval from +y%), ...".
flagged=$(grep -o 'threshold of [0-9.]*%: .*' "$out/compare.err" | cut -d: -f2- | tr ',' '\n' | awk '{print $1}' || true)
echo "compare --fail-above 10 exited $rc; cells above the threshold:"
echo "${flagged:-none}"
if [ "$rc" -ne 1 ]; then
	echo "FAIL: want exit 1 for gob's slowdown" >&2
	exit 1
fi
if echo "$flagged" | grep -v '/gob/' | grep -q .; then
	echo "FAIL: a codec other than gob is above the threshold" >&2
	exit 1
fi
echo "ok: gob alone above the threshold, exit 1 ($out/compare.md)"
