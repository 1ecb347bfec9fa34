# Cap'n Proto schema of transaction.proto, written by protoc-gen-serbench (mode=user).
@0xdfd5fe43af1381df;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/transaction/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.transaction.Transaction
struct WireTransaction {
  data @0 :Data;
  from @1 :Data;
  signature @2 :Data;
  nonce @3 :UInt64;
}

# serbench.transaction.Transactions
struct WireTransactions {
  txx @0 :List(WireTransaction);
}
