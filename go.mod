module github.com/serbench/serbench

go 1.26.0

require (
	capnproto.org/go/capnp/v3 v3.1.0-alpha.2
	github.com/200sc/bebop v0.6.2
	github.com/BurntSushi/toml v1.6.0
	github.com/Sereal/Sereal/Go/sereal v0.0.0-20231009093132-b9187f1a92c6
	github.com/alecthomas/binary v0.0.0-20190922233330-fb1b1d9c299c
	github.com/apache/thrift v0.17.0
	github.com/bufbuild/protocompile v0.14.1
	github.com/bytedance/sonic v1.15.5
	github.com/cespare/xxhash/v2 v2.3.0
	github.com/chromedp/chromedp v0.22.1
	github.com/cosmos/cosmos-proto v1.0.0-beta.5
	github.com/davecgh/go-xdr v0.0.0-20161123171359-e6a2ba005892
	github.com/deneonet/benc v1.1.8
	github.com/fxamacker/cbor/v2 v2.10.0
	github.com/go-faster/jx v1.2.0
	github.com/go-json-experiment/json v1.27.2
	github.com/goccy/go-json v0.12.0
	github.com/goccy/go-yaml v1.19.2
	github.com/gogo/protobuf v1.3.2
	github.com/google/flatbuffers v25.12.19+incompatible
	github.com/google/go-cmp v0.7.0
	github.com/hamba/avro/v2 v2.31.0
	github.com/hashicorp/go-msgpack/v2 v2.1.5
	github.com/json-iterator/go v1.1.12
	github.com/kelindar/binary v1.0.19
	github.com/klauspost/compress v1.20.3
	github.com/linkedin/goavro/v2 v2.15.0
	github.com/mailru/easyjson v0.9.2
	github.com/mus-format/mus-go v0.7.2
	github.com/niubaoshu/gotiny v0.0.3
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/planetscale/vtprotobuf v0.6.0
	github.com/segmentio/encoding v0.5.4
	github.com/shamaton/msgpack/v3 v3.1.0
	github.com/shamaton/msgpackgen v0.3.0
	github.com/tinylib/msgp v1.6.5
	github.com/ugorji/go/codec v1.3.2
	github.com/valyala/fastjson v1.6.10
	github.com/vmihailenco/msgpack/v5 v5.4.1
	github.com/zeebo/bencode v1.0.0
	go.dedis.ch/protobuf v1.0.11
	go.mongodb.org/mongo-driver/v2 v2.10.0
	golang.org/x/image v0.46.0
	golang.org/x/mod v0.41.0
	golang.org/x/perf v0.0.0-20260908200009-22c9c6c9d4da
	golang.org/x/sync v0.23.0
	golang.org/x/sys v0.48.0
	golang.org/x/tools v0.49.0
	gonum.org/v1/plot v0.17.0
	google.golang.org/protobuf v1.36.12
	gopkg.in/yaml.v3 v3.0.1
)

require (
	codeberg.org/go-fonts/liberation v0.5.0 // indirect
	codeberg.org/go-latex/latex v0.2.0 // indirect
	codeberg.org/go-pdf/fpdf v0.11.1 // indirect
	git.sr.ht/~sbinet/gg v0.7.0 // indirect
	github.com/DataDog/zstd v1.5.2 // indirect
	github.com/aclements/go-moremath v0.0.0-20210112150236-f10218a38794 // indirect
	github.com/ajstarks/svgo v0.0.0-20211024235047-1546f124cd8b // indirect
	github.com/bytedance/gopkg v0.1.3 // indirect
	github.com/bytedance/sonic/loader v0.5.3 // indirect
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/cloudwego/base64x v0.1.6 // indirect
	github.com/colega/zeropool v0.0.0-20230505084239-6fb4a4f75381 // indirect
	github.com/dave/jennifer v1.4.1 // indirect
	github.com/go-faster/errors v0.7.1 // indirect
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	github.com/golang/snappy v1.0.0 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/klauspost/cpuid/v2 v2.2.9 // indirect
	github.com/modern-go/concurrent v0.0.0-20180306012644-bacd9c7ef1dd // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/mus-format/common-go v0.0.0-20251026152644-9f5ac6728d8a // indirect
	github.com/pascaldekloe/colfer v1.8.1 // indirect
	github.com/pascaldekloe/name v1.0.0 // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	github.com/segmentio/asm v1.2.1 // indirect
	github.com/shamaton/msgpack/v2 v2.1.0 // indirect
	github.com/twitchyliquid64/golang-asm v0.15.1 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	github.com/x448/float16 v0.8.4 // indirect
	golang.org/x/arch v0.0.0-20210923205945-b76863e36670 // indirect
	golang.org/x/exp v0.0.0-20260824195058-e88cd73687aa // indirect
	golang.org/x/text v0.42.0 // indirect
)

tool (
	capnproto.org/go/capnp/v3/capnpc-go
	github.com/200sc/bebop/main/bebopc-go
	github.com/cosmos/cosmos-proto/cmd/protoc-gen-go-pulsar
	github.com/deneonet/benc/cmd/bencgen
	github.com/gogo/protobuf/protoc-gen-gogofaster
	github.com/mailru/easyjson/easyjson
	github.com/pascaldekloe/colfer/cmd/colf
	github.com/planetscale/vtprotobuf/cmd/protoc-gen-go-vtproto
	github.com/shamaton/msgpackgen
	github.com/tinylib/msgp
	google.golang.org/protobuf/cmd/protoc-gen-go
)
