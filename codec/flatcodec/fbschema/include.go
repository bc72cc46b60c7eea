package fbschema

import (
	"fmt"
	"regexp"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// File is a .fbs file of a schema: its path, as include lines name it,
// and its text.
type File struct {
	Path string
	Text []byte
}

var includeLine = regexp.MustCompile(`(?m)^include "([^"]+)";$`)

// Includes returns the mirrors (Write) of every file that fbs includes,
// transitively, fbs being the mirror of fd as Write returned it (or an
// edit of it): each at the Path its include line names, in the order a
// breadth-first walk of the include lines meets them. Written beside fbs
// at those paths, they are what flatc needs to compile it as written.
func Includes(fd protoreflect.FileDescriptor, fbs []byte) ([]File, error) {
	byPath := map[string]protoreflect.FileDescriptor{}
	var walk func(f protoreflect.FileDescriptor)
	walk = func(f protoreflect.FileDescriptor) {
		if _, ok := byPath[Path(f)]; ok {
			return
		}
		byPath[Path(f)] = f
		for i := range f.Imports().Len() {
			walk(f.Imports().Get(i).FileDescriptor)
		}
	}
	walk(fd)
	var files []File
	done := map[string]bool{Path(fd): true}
	queue := [][]byte{fbs}
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		for _, m := range includeLine.FindAllSubmatch(b, -1) {
			p := string(m[1])
			if done[p] {
				continue
			}
			done[p] = true
			dep, ok := byPath[p]
			if !ok {
				return nil, fmt.Errorf("include %s: no such file in the schema", p)
			}
			out, err := Write(dep)
			if err != nil {
				return nil, err
			}
			files = append(files, File{Path: p, Text: out})
			queue = append(queue, out)
		}
	}
	return files, nil
}
