# TickData of seed 004: a one-to-one copy of tickdata.proto.
@0xf727387ba8dd0f23;

using Go = import "/go.capnp";
$Go.package("capnpb");
$Go.import("github.com/serbench/serbench/datasets/tickdata/capnpb");

struct TickData {
  computorIndex @0 :UInt32;
  epoch @1 :UInt32;
  tickNumber @2 :UInt32;
  timestamp @3 :UInt64;
  varStruct @4 :Data;
  timeLock @5 :Data;
  transactionIds @6 :List(Text);
  contractFees @7 :List(Int64);
  signatureHex @8 :Text;
}
