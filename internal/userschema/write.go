package userschema

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/jsoncodec"
)

// SampleFormat is the format a sample file's name asks for, as
// ReadSamples reads it back: .jsonl and .ndjson JSON Lines, .json a JSON
// array, .binpb, .pb, .bin and .protobuf length-delimited Protobuf; "-"
// (standard output) is JSON Lines.
func SampleFormat(path string) (string, error) {
	if path == "-" {
		return FormatJSONLines, nil
	}
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".jsonl", ".ndjson":
		return FormatJSONLines, nil
	case ".json":
		return FormatJSONArray, nil
	case ".binpb", ".pb", ".bin", ".protobuf":
		return FormatDelimited, nil
	default:
		return "", &Error{Msg: fmt.Sprintf("sample file %s: unknown extension %q (want .jsonl, .json or .binpb)", path, ext),
			Try: strings.TrimSuffix(path, ext) + ".jsonl (proto3 JSON Lines), .json (a JSON array) or .binpb (length-delimited Protobuf)"}
	}
}

// WriteSamples writes msgs to w in format (FormatJSONLines,
// FormatJSONArray or FormatDelimited), byte for byte the same for the same
// messages: JSON through polywire's JSON codec (compact and stable;
// protojson alone varies its whitespace between builds), one message a
// line, in a JSON array or not; Protobuf deterministically encoded, each
// message after its varint length (what protodelim and Java's
// writeDelimitedTo write).
func WriteSamples(w io.Writer, format string, msgs []proto.Message) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	var buf []byte
	var err error
	for i, m := range msgs {
		buf = buf[:0]
		switch format {
		case FormatJSONLines, FormatJSONArray:
			lead := ""
			if format == FormatJSONArray {
				lead = ",\n"
				if i == 0 {
					lead = "[\n"
				}
			}
			buf = append(buf, lead...)
			buf, err = jsoncodec.Codec{Reference: true}.Marshal(buf, m)
			if format == FormatJSONLines {
				buf = append(buf, '\n')
			}
		case FormatDelimited:
			n := proto.MarshalOptions{Deterministic: true}.Size(m)
			buf = protowire.AppendVarint(buf, uint64(n))
			buf, err = proto.MarshalOptions{Deterministic: true}.MarshalAppend(buf, m)
		default:
			return fmt.Errorf("write samples: unknown format %q", format)
		}
		if err != nil {
			return fmt.Errorf("write sample %d of %s: %w", i+1, m.ProtoReflect().Descriptor().FullName(), err)
		}
		if _, err := bw.Write(buf); err != nil {
			return fmt.Errorf("write samples: %w", err)
		}
	}
	if format == FormatJSONArray {
		end := "\n]\n"
		if len(msgs) == 0 {
			end = "[]\n"
		}
		if _, err := bw.WriteString(end); err != nil {
			return fmt.Errorf("write samples: %w", err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write samples: %w", err)
	}
	return nil
}
