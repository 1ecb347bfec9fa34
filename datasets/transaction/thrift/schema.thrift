// Thrift schema of transaction.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.transaction.Transaction
struct WireTransaction {
  1: binary Data
  2: binary From
  3: binary Signature
  4: i64 Nonce
}

// serbench.transaction.Transactions
struct WireTransactions {
  1: list<WireTransaction> Txx
}
