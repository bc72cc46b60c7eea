package fastflat

import (
	"slices"
	"testing"

	"google.golang.org/protobuf/types/known/sourcecontextpb"
	"google.golang.org/protobuf/types/known/timestamppb"
)

// TestSortedStringKeys: nested maps' keys share the stack without
// disturbing each other, come out in Go's string order, and are cleared
// when popped, so the pooled encoder holds no caller's string.
func TestSortedStringKeys(t *testing.T) {
	t.Parallel()
	e := GetEncoder()
	defer PutEncoder(e)
	outer, mark := SortedStringKeys(e, map[string]int{"b": 1, "": 2, "é": 3, "B": 4, "ab": 5})
	for range 100 { // the stack grows under outer
		inner, m2 := SortedStringKeys(e, map[string]bool{"z": true, "y": false})
		if !slices.Equal(inner, []string{"y", "z"}) {
			t.Fatalf("inner keys %q", inner)
		}
		e.PopStringKeys(m2)
	}
	if want := []string{"", "B", "ab", "b", "é"}; !slices.Equal(outer, want) {
		t.Fatalf("outer keys %q, want %q", outer, want)
	}
	e.PopStringKeys(mark)
	if len(e.keys) != 0 || slices.ContainsFunc(e.keys[:cap(e.keys)], func(s string) bool { return s != "" }) {
		t.Fatalf("keys left on the stack: %q", e.keys[:cap(e.keys)])
	}
	if got := SortedKeys(map[int32]string{3: "", -1: "", 0: "", -7: ""}); !slices.Equal(got, []int32{-7, -1, 0, 3}) {
		t.Fatalf("signed keys %v", got)
	}
}

// TestVtableID: equal vtables have one number, whichever file asks; others
// get new ones.
func TestVtableID(t *testing.T) {
	t.Parallel()
	a := VtableID(0x4000800000008, "")
	if b := VtableID(0x4000800000008, ""); a != b {
		t.Errorf("one vtable, two numbers: %d, %d", a, b)
	}
	if c := VtableID(0x4000800000008, "\x04\x00"); c == a {
		t.Errorf("two vtables, one number: %d", c)
	}
}

// TestMessageDeclines: a message of a type without generated code, and
// not a well-known type the runtime has, makes the encoder and the
// decoder decline; a well-known type, nil included, does not.
func TestMessageDeclines(t *testing.T) {
	t.Parallel()
	e := GetEncoder()
	defer PutEncoder(e)
	e.Message((*timestamppb.Timestamp)(nil), 1)
	if e.Declined() {
		t.Fatal("declined a nil Timestamp")
	}
	b := e.Finished(e.Message(&timestamppb.Timestamp{Seconds: 1, Nanos: 2}, 1))
	d := NewDecoder(b, DecodeOptions{MaxDepth: 1, MaxTables: 10})
	tab, ok := d.Root()
	if !ok || !d.Message(tab, new(timestamppb.Timestamp), 1) || d.Declined() {
		t.Fatalf("Timestamp: ok %v, declined %v", ok, d.Declined())
	}
	if d.Message(tab, new(sourcecontextpb.SourceContext), 1) || !d.Declined() {
		t.Error("the decoder took a SourceContext")
	}
	e.Message(&sourcecontextpb.SourceContext{}, 1)
	if !e.Declined() {
		t.Error("the encoder took a SourceContext")
	}
}
