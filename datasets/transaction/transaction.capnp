# The transaction payload of seed 000: a one-to-one copy of
# transaction.proto. The signature is R‖S, each left-padded to 32 bytes, as
# the protobuf binding packs it.
@0x80f1fc744358b1a3;

using Go = import "/go.capnp";
$Go.package("capnpb");
$Go.import("github.com/serbench/serbench/datasets/transaction/capnpb");

struct Transaction {
  data @0 :Data;
  from @1 :Data; # compressed P-256 public key, 33 bytes
  signature @2 :Data; # R and S, each left-padded to 32 bytes
  nonce @3 :UInt64;
}

struct Transactions {
  txx @0 :List(Transaction);
}
