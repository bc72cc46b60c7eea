module github.com/polywire/polywire

go 1.26.0

require (
	github.com/bufbuild/protocompile v0.14.1
	golang.org/x/net v0.62.0
	google.golang.org/protobuf v1.36.12
)

require (
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
