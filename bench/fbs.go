package bench

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

// NoFBSError says why a message's file has no FlatBuffers schema (a map
// field, say): WriteFBS wrote nothing.
type NoFBSError struct{ Err error }

func (e *NoFBSError) Error() string { return e.Err.Error() }

func (e *NoFBSError) Unwrap() error { return e.Err }

var rootTypeLine = regexp.MustCompile(`(?m)^root_type [A-Za-z0-9_.]+;$`)

// WriteFBS writes the FlatBuffers schema of md's file (fbschema.Write)
// to path, its root_type naming md, and the schemas of the files it
// includes beside it (fbschema.Includes), at the paths its include lines
// name, so flatc compiles it as written. It returns the paths written.
// When md's file has no FlatBuffers form it writes nothing and returns a
// *NoFBSError.
func WriteFBS(path string, md protoreflect.MessageDescriptor) ([]string, error) {
	b, err := fbschema.Write(md.ParentFile())
	if err != nil {
		return nil, &NoFBSError{Err: err}
	}
	if md.Parent() == md.ParentFile() {
		// root_type names the user's message (fbschema picks the file's
		// largest otherwise); a nested one keeps the file's.
		b = rootTypeLine.ReplaceAll(b, []byte("root_type "+string(md.Name())+";"))
		b = []byte(strings.Replace(string(b), "root_type names the file's largest body.", "root_type names the message measured.", 1))
	}
	written := []string{path}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return nil, err
	}
	deps, err := fbschema.Includes(md.ParentFile(), b)
	if err != nil {
		return nil, err
	}
	for _, d := range deps {
		target := filepath.Join(filepath.Dir(path), filepath.FromSlash(d.Path))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(target, d.Text, 0o644); err != nil {
			return nil, err
		}
		written = append(written, target)
	}
	return written, nil
}
