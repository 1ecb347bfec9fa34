package main

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// initialisms are the words modelName writes in capitals, as Go names do
// (the list of golint and staticcheck), with the currency and card words of
// the datasets. A word that is an initialism with a plural s keeps the s
// lower-case: ids → IDs.
var initialisms = map[string]bool{
	"acl": true, "api": true, "ascii": true, "cpu": true, "css": true, "dns": true,
	"eof": true, "guid": true, "html": true, "http": true, "https": true, "id": true,
	"ip": true, "json": true, "lhs": true, "qps": true, "ram": true, "rhs": true,
	"rpc": true, "sla": true, "smtp": true, "sql": true, "ssh": true, "tcp": true,
	"tls": true, "ttl": true, "udp": true, "ui": true, "uid": true, "uuid": true,
	"uri": true, "url": true, "utf8": true, "vm": true, "xml": true, "xmpp": true,
	"xsrf": true, "xss": true,
	"usd": true, "cvv": true,
}

// modelName is the model's Go name of a snake_case .proto field: each word
// capitalized, initialisms in capitals (product_ids → ProductIDs, price_usd
// → PriceUSD, redirect_url → RedirectURL). It is the only rule: a name it
// cannot produce is changed in the code that uses the model, not here.
func modelName(proto string) string {
	var b strings.Builder
	for _, w := range strings.Split(proto, "_") {
		switch lw := strings.ToLower(w); {
		case w == "":
		case initialisms[lw]:
			b.WriteString(strings.ToUpper(w))
		case strings.HasSuffix(lw, "s") && initialisms[strings.TrimSuffix(lw, "s")]:
			b.WriteString(strings.ToUpper(w[:len(w)-1]) + "s")
		default:
			b.WriteString(upperFirst(w))
		}
	}
	return b.String()
}

// schemaCamel is the Go name that flatc and capnpc-go give a .proto field
// name: flatc turns the snake_case name of the .fbs into UpperCamelCase by
// dropping each underscore and capitalizing the letter after it; the
// .capnp spells the same name in lowerCamelCase and capnpc-go capitalizes
// its first letter, which comes to the same (product_id → ProductId).
func schemaCamel(proto string) string {
	var b strings.Builder
	up := true
	for _, r := range proto {
		switch {
		case r == '_':
			up = true
		case up:
			b.WriteRune(unicode.ToUpper(r))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
