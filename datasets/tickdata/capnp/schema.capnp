# Cap'n Proto schema of tickdata.proto, written by protoc-gen-serbench (mode=user).
@0xbcabc99afa85d8ff;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/tickdata/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.tickdata.TickData
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
