// The transactions of seed 000: transaction.proto's messages, field for
// field. Thrift has no unsigned integers: the nonce travels as an i64 of
// the same bits.
namespace go thriftgen

struct Transaction {
  1: binary data
  2: binary from_key // "from" is reserved; compressed P-256 public key, 33 bytes
  3: binary signature // R and S, each left-padded to 32 bytes
  4: i64 nonce
}

struct Transactions {
  1: list<Transaction> txx
}
