package plugin

import "google.golang.org/protobuf/compiler/protogen"

// Skeleton is how the JSON, MessagePack and XML plugins start a file:
// Eligible's check, the file's messages and enums, NewFile's header and the
// plugin's own comment saying where its rules are. What follows (enum name
// tables, then each message's methods) is the plugin's.
type Skeleton struct {
	// Plugin is the plugin's name, "protoc-gen-fastjson".
	Plugin string
	// Header is the comment under NewFile's header, one line a string
	// (each starting with "// "); a blank line follows it.
	Header []string
	// Methods are the methods every message gets; a field with one of
	// these Go names is an error (CheckNames). nil checks nothing.
	Methods []string
	// MessagesOnly writes nothing for a file that declares enums but no
	// message; otherwise such a file gets its enums' name tables.
	MessagesOnly bool
}

// Start begins f's file: it returns the file to write into with f's
// messages (Messages) and enums (Enums), or a nil file when the plugin
// writes nothing for f (the error says why, if it is one).
func (s Skeleton) Start(gen *protogen.Plugin, f *protogen.File) (*File, []*protogen.Message, []*protogen.Enum, error) {
	if ok, err := Eligible(s.Plugin, f); !ok {
		return nil, nil, nil, err
	}
	messages := Messages(f.Messages)
	if s.MessagesOnly && len(messages) == 0 {
		return nil, nil, nil, nil
	}
	if s.Methods != nil {
		if err := CheckNames(f, messages, s.Methods); err != nil {
			return nil, nil, nil, err
		}
	}
	enums := Enums(f, messages)
	if len(messages) == 0 && len(enums) == 0 {
		return nil, nil, nil, nil
	}
	file := NewFile(gen, f, s.Plugin)
	for _, line := range s.Header {
		file.G.P(line)
	}
	file.G.P()
	return file, messages, enums, nil
}
