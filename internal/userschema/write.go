package userschema

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

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
			Try: fmt.Sprintf("-o %[1]s.jsonl (proto3 JSON Lines), %[1]s.json (a JSON array) or %[1]s.binpb (length-delimited Protobuf)", strings.TrimSuffix(path, ext))}
	}
}

// WriteSamples writes msgs to w in format with a SampleWriter.
func WriteSamples(w io.Writer, format string, msgs []proto.Message) error {
	sw, err := NewSampleWriter(w, format)
	if err != nil {
		return err
	}
	for _, m := range msgs {
		if err := sw.Write(m); err != nil {
			return err
		}
	}
	return sw.Close()
}

// SampleWriter writes samples one at a time in a format ReadSamples
// reads (FormatJSONLines, FormatJSONArray or FormatDelimited), byte for
// byte the same for the same messages: JSON through polywire's JSON codec
// (compact and stable; protojson alone varies its whitespace between
// builds), one message a line, in a JSON array or not; Protobuf
// deterministically encoded, each message after its varint length (what
// protodelim and Java's writeDelimitedTo write).
type SampleWriter struct {
	bw     *bufio.Writer
	format string
	n      int
	buf    []byte
}

// NewSampleWriter starts writing samples to w in format.
func NewSampleWriter(w io.Writer, format string) (*SampleWriter, error) {
	switch format {
	case FormatJSONLines, FormatJSONArray, FormatDelimited:
	default:
		return nil, fmt.Errorf("write samples: unknown format %q", format)
	}
	return &SampleWriter{bw: bufio.NewWriterSize(w, 1<<16), format: format}, nil
}

// Write writes one sample.
func (sw *SampleWriter) Write(m proto.Message) error {
	b := sw.buf[:0]
	var err error
	switch sw.format {
	case FormatDelimited:
		opt := proto.MarshalOptions{Deterministic: true}
		b = protowire.AppendVarint(b, uint64(opt.Size(m)))
		b, err = opt.MarshalAppend(b, m)
	case FormatJSONArray:
		if sw.n == 0 {
			b = append(b, "[\n"...)
		} else {
			b = append(b, ",\n"...)
		}
		b, err = jsoncodec.Codec{Reference: true}.Marshal(b, m)
	default:
		b, err = jsoncodec.Codec{Reference: true}.Marshal(b, m)
		b = append(b, '\n')
	}
	sw.n++
	if err != nil {
		return fmt.Errorf("write sample %d of %s: %w", sw.n, m.ProtoReflect().Descriptor().FullName(), err)
	}
	sw.buf = b
	if _, err := sw.bw.Write(b); err != nil {
		return fmt.Errorf("write samples: %w", err)
	}
	return nil
}

// Close ends the samples (a JSON array's closing bracket) and flushes
// them; it does not close the underlying writer.
func (sw *SampleWriter) Close() error {
	if sw.format == FormatJSONArray {
		end := "\n]\n"
		if sw.n == 0 {
			end = "[]\n"
		}
		if _, err := sw.bw.WriteString(end); err != nil {
			return fmt.Errorf("write samples: %w", err)
		}
	}
	if err := sw.bw.Flush(); err != nil {
		return fmt.Errorf("write samples: %w", err)
	}
	return nil
}

// WriteMade writes n messages of md that fill makes, one at a time (a
// million of them need not fit in memory), in format, stopping when ctx is
// cancelled or a message lacks a required field. command names the
// command in its errors.
func WriteMade(ctx context.Context, w io.Writer, format string, n int, md protoreflect.MessageDescriptor, fill func() proto.Message, command string) error {
	sw, err := NewSampleWriter(w, format)
	if err != nil {
		return err
	}
	for i := range n {
		if i%1024 == 0 && ctx.Err() != nil {
			return fmt.Errorf("%s: %w", command, ctx.Err())
		}
		m := fill()
		if err := proto.CheckInitialized(m); err != nil {
			return &Error{Msg: fmt.Sprintf("%s: cannot fill %s: %v (a required field that needs its own message again has no finite value)", command, md.FullName(), err),
				Try: "make that field optional, or pick another -message"}
		}
		if err := sw.Write(m); err != nil {
			return fmt.Errorf("%s: %w", command, err)
		}
	}
	return sw.Close()
}
