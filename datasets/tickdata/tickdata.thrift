// TickData of seed 004: tickdata.proto's message, field for field. Thrift
// has no unsigned integers: the uint32 and uint64 fields travel as i32 and
// i64 of the same bits.
namespace go thriftgen

struct TickData {
  1: i32 computor_index
  2: i32 epoch
  3: i32 tick_number
  4: i64 timestamp
  5: binary var_struct
  6: binary time_lock
  7: list<string> transaction_ids
  8: list<i64> contract_fees
  9: string signature_hex
}
