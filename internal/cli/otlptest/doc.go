// Package otlptest holds the end-to-end test of `serbench run --proto` on
// OpenTelemetry's trace schema (its test only): apart from prototest, whose
// binary passed go test's ten-minute limit on two loaded cores with it.
package otlptest
