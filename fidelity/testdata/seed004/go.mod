module example.com/seed004

go 1.26

require google.golang.org/protobuf v1.36.12
