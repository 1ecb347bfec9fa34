package boutique

// The generated code of every schema; `go generate ./datasets/boutique/...`
// reproduces the committed files exactly. protoc-gen-go and capnpc-go are
// built from this module's go.mod tool directives and protoc-gen-serbench
// and protoc-gen-symphony from its cmd/, so only Debian's protoc, flatc and
// capnp are needed.
//
// The update op (update_gen.go) changes a scalar and a string of the
// message types named by protoc-gen-serbench's update parameters: a cart
// item's quantity and product, a price's units and currency, an address's
// zip code and street, a card's expiry year and number.
//
// protoc-gen-serbench writes the model, the easyjson and msgp mirrors
// (ej/types_gen.go, mp/types_gen.go), the benc, Colfer, Bebop and Thrift
// schemas and all the per-message code (*_gen.go) from boutique.proto;
// easyjson, msgp, bencgen and the Colfer, Bebop and Thrift compilers then
// run on what it wrote, so their lines come after. gogofastervisit
// writes the read visits over gogofaster's types (gogopb) from
// protobuf_gen.go's, which gogofaster_gen.go names, so it too runs before
// easyjson builds the package; buildtag then gives its file gogofaster's
// build constraint (protoc-gen-serbench writes its own files' constraints).
// pulsar's types (pulsarpb) come from a copy of boutique.proto under
// package serbench.boutique.pulsar (protorepackage: protobuf-go's registry takes
// one file per path and one message per name), dropunreachable removes the line
// of pulsar's code go vet reports, and pulsarconv copies protobuf_gen.go's
// conversions onto pulsarpb (pulsar_gen.go), before easyjson too.
// msgpackgenrun writes msgpackgen's code for the model (model_gen.go) and
// offers each type under its name.

//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative boutique.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/boutique/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative boutique.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mboutique.proto=github.com/serbench/serbench/datasets/boutique/gogopb boutique.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --serbench_out=. --serbench_opt=update=CartItem/quantity/product_id,update=Money/units/currency_code,update=Address/zip_code/street_address,update=CreditCardInfo/credit_card_expiration_year/credit_card_number boutique.proto
//go:generate go run github.com/serbench/serbench/tools/gogofastervisit -o gogo_visit_gen.go -funcs ^visit.*PB$ protobuf_gen.go
//go:generate go run github.com/serbench/serbench/tools/protorepackage -suffix pulsar -go_package github.com/serbench/serbench/datasets/boutique/pulsarpb -o pulsarpb/boutique.proto boutique.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-pulsar_out=. --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsarpb/boutique.proto
//go:generate go run github.com/serbench/serbench/tools/dropunreachable pulsarpb/boutique.pulsar.go
//go:generate go run github.com/serbench/serbench/tools/pulsarconv -codec pulsar -pkg pulsarpb -o pulsar_gen.go protobuf_gen.go
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -each model_gen.go
//go:generate go run github.com/serbench/serbench/tools/buildtag -codec gogofaster gogo_visit_gen.go
//go:generate go tool easyjson -all -no_std_marshalers ej/types_gen.go
//go:generate go tool msgp -file mp/types_gen.go -o mp/types_gen_msgp.go -tests=false -io=false

// bencgen compiles the boutique.benc that protoc-gen-serbench wrote, and
// appends its breaking-change metadata to it; its output is not
// gofmt-formatted, and a new file of its is executable.
//go:generate go tool bencgen --in boutique.benc --lang go --out bencpb --file ...
//go:generate go run cmd/gofmt -w bencpb/boutique.go
//go:generate chmod 644 bencpb/boutique.go
//go:generate flatc --go -o . boutique.fbs
//go:generate go run github.com/serbench/serbench/tools/capnpgen boutique.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer_gen.colf
//go:generate go tool bebopc-go -i bebop_gen.bop -o bop/bebop_gen.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/boutique/ -out . thrift_gen.thrift
//go:generate gofmt -w bop thriftgen
