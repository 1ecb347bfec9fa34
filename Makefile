# Targets people expect of a Go benchmark project.
GO ?= go
RUN ?=
PUBLISH ?=

.PHONY: bench bench-full generate test vet report publish ci

bench:            ## the default suite
	$(GO) run ./cmd/serbench

bench-full:       ## every variant, the largest included
	$(GO) run ./cmd/serbench run --full

generate:         ## regenerate every generated file (needs protoc)
	$(GO) generate ./...

test:
	$(GO) test ./...

vet:
	gofmt -l . && $(GO) vet ./...

report:           ## re-render a results folder: make report RUN=results/<run>
	@test -n "$(RUN)" || { echo "usage: make report RUN=results/<run>"; exit 2; }
	$(GO) run ./cmd/serbench report $(RUN)

publish:          ## run the full matrix and publish it under results/ (PUBLISH="--from DIR" publishes a finished run)
	$(GO) run ./cmd/serbench publish $(PUBLISH)

ci:
	bash .ci/run
