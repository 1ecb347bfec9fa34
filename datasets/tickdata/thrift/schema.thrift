// Thrift schema of tickdata.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.tickdata.TickData
struct TickData {
  1: i32 ComputorIndex
  2: i32 Epoch
  3: i32 TickNumber
  4: i64 Timestamp
  5: binary VarStruct
  6: binary TimeLock
  7: list<string> TransactionIDs
  8: list<i64> ContractFees
  9: string SignatureHex
}
