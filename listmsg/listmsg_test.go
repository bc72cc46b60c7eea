package listmsg_test

import (
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/listmsg"
)

// TestOfGenerated: a list of a generated message goes through every
// codec and back, and its name and field are what a list endpoint serves.
func TestOfGenerated(t *testing.T) {
	t.Parallel()
	people := dataset.GeneratePeople(3).GetPerson()
	md := people[0].ProtoReflect().Descriptor()
	list, err := listmsg.Of(md)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(list.FullName()); got != listmsg.Package+".PersonList" {
		t.Errorf("name %s", got)
	}
	items := make([]proto.Message, len(people))
	for i, p := range people {
		items[i] = p
	}
	m := listmsg.Wrap(list, items)
	for _, c := range formats.Registry().Codecs() {
		b, err := c.Marshal(nil, m)
		if err != nil {
			t.Fatalf("%s: %v", c.Name(), err)
		}
		back := m.ProtoReflect().New().Interface()
		if err := c.Unmarshal(b, back); err != nil || !proto.Equal(m, back) {
			t.Errorf("%s: read back %v (equal %v)", c.Name(), err, proto.Equal(m, back))
		}
	}
}
