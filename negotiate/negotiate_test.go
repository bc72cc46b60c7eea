package negotiate

import (
	"slices"
	"strings"
	"testing"
)

// offers as the server registers them: JSON first, then Protobuf and its
// aliases, then the other formats.
var offers = []string{
	"application/json",
	"application/x-protobuf",
	"application/protobuf",
	"application/vnd.google.protobuf",
	"application/x-google-protobuf",
	"application/octet-stream",
	"application/x-flatbuffers",
	"application/msgpack",
	"application/x-msgpack",
	"application/vnd.msgpack",
	"application/xml",
	"text/xml",
}

func TestSelect(t *testing.T) {
	t.Parallel()
	n, err := New(offers...)
	if err != nil {
		t.Fatal(err)
	}
	const (
		chrome  = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7"
		firefox = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
		safari  = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
		javaURL = "text/html, image/gif, image/jpeg, *; q=.2, */*; q=.2"
	)
	tests := []struct {
		name   string
		accept string
		want   string // "" means 406
	}{
		{"missing_header", "", "application/json"},
		{"only_spaces", "   ", "application/json"},
		{"star_star", "*/*", "application/json"},
		{"application_star", "application/*", "application/json"},
		{"json", "application/json", "application/json"},
		{"x_protobuf", "application/x-protobuf", "application/x-protobuf"},
		{"protobuf", "application/protobuf", "application/protobuf"},
		{"vnd_google_protobuf", "application/vnd.google.protobuf", "application/vnd.google.protobuf"},
		{"x_google_protobuf", "application/x-google-protobuf", "application/x-google-protobuf"},
		{"octet_stream_as_seed_000", "application/octet-stream", "application/octet-stream"},
		{"case_insensitive", "Application/X-Protobuf", "application/x-protobuf"},
		{"params_ignored_for_match", "application/json; charset=utf-8", "application/json"},
		{"spring_proto_param", "application/x-protobuf;proto=polywire.bank.v1.Account", "application/x-protobuf"},
		{"q_prefers_proto", "application/json;q=0.5, application/x-protobuf", "application/x-protobuf"},
		{"q_prefers_json", "application/json, application/x-protobuf;q=0.9", "application/json"},
		{"equal_q_header_order_json_first", "application/json, application/x-protobuf", "application/json"},
		{"equal_q_header_order_proto_first", "application/x-protobuf, application/json", "application/x-protobuf"},
		{"specific_beats_wildcard_at_equal_q", "*/*, application/x-protobuf", "application/x-protobuf"},
		{"wildcard_with_higher_q_wins", "application/x-protobuf;q=0.5, */*", "application/json"},
		{"specific_range_sets_weight", "application/*;q=0.9, application/json;q=0.1", "application/x-protobuf"},
		{"q0_excludes_json", "application/json;q=0, */*", "application/x-protobuf"},
		{"q0_excludes_everything_json", "application/json;q=0", ""},
		{"q0_star_excludes_all", "*/*;q=0", ""},
		{"q0_star_but_proto_allowed", "*/*;q=0, application/protobuf", "application/protobuf"},
		{"q_zero_point_zero", "application/json;q=0.000, application/x-protobuf;q=0.001", "application/x-protobuf"},
		{"q_one_point", "application/x-protobuf;q=1.000", "application/x-protobuf"},
		{"accept_ext_after_q", "application/x-protobuf;q=0.8;level=1, application/json;q=0.7", "application/x-protobuf"},
		{"unsupported_only", "text/plain", ""},
		{"unsupported_yaml", "application/yaml", ""},
		{"unsupported_list", "text/plain, image/png;q=0.5", ""},
		{"text_star", "text/*", "text/xml"},
		{"xml", "application/xml", "application/xml"},
		{"text_xml", "text/xml", "text/xml"},
		{"xml_over_json_by_q", "application/json;q=0.5, application/xml", "application/xml"},
		{"flatbuffers", "application/x-flatbuffers", "application/x-flatbuffers"},
		{"msgpack", "application/msgpack", "application/msgpack"},
		{"x_msgpack", "application/x-msgpack", "application/x-msgpack"},
		{"vnd_msgpack", "application/vnd.msgpack", "application/vnd.msgpack"},
		{"browser_explicit_msgpack", "text/html, application/msgpack;q=0.5", "application/msgpack"},
		{"browser_xml_only_is_json", "text/html, application/xml", "application/json"},
		{"browser_chrome", chrome, "application/json"},
		{"browser_firefox", firefox, "application/json"},
		{"browser_safari", safari, "application/json"},
		{"browser_explicit_proto", "text/html, application/x-protobuf", "application/x-protobuf"},
		{"java_urlconnection_default", javaURL, "application/json"},
		{"fetch_default", "*/*", "application/json"},
		{"malformed_q_skipped", "application/x-protobuf;q=abc, application/json;q=0.5", "application/json"},
		{"malformed_q_over_one", "application/x-protobuf;q=1.5, application/json;q=0.5", "application/json"},
		{"malformed_q_too_precise", "application/x-protobuf;q=0.0001", "application/json"},
		{"malformed_no_slash_only", "protobuf", "application/json"},
		{"malformed_all_garbage", ";;;,,,", "application/json"},
		{"malformed_param", "application/x-protobuf;charset", "application/json"},
		{"malformed_star_subtype", "*/json", "application/json"},
		{"empty_elements", ",,application/x-protobuf,,", "application/x-protobuf"},
		{"whitespace", "  application/json ; q=0.2 ,\tapplication/x-protobuf ; q=0.4 ", "application/x-protobuf"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, ok := n.Select(tt.accept)
			if tt.want == "" {
				if ok {
					t.Fatalf("Select(%q) = %q, want not acceptable", tt.accept, got)
				}
				return
			}
			if !ok || got != tt.want {
				t.Fatalf("Select(%q) = %q, %v; want %q", tt.accept, got, ok, tt.want)
			}
		})
	}
}

func TestParseAccept(t *testing.T) {
	t.Parallel()
	got := ParseAccept("text/html;level=1;q=0.5;ext=1, */*;q=.2, bad, application/json")
	want := []Range{
		{Type: "text", Subtype: "html", Params: 1, Q: 500, Index: 0},
		{Type: "*", Subtype: "*", Q: 200, Index: 1},
		{Type: "application", Subtype: "json", Q: 1000, Index: 2},
	}
	if len(got) != len(want) {
		t.Fatalf("ParseAccept = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("range %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestParseQ(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want int
		ok   bool
	}{
		{"0", 0, true}, {"1", 1000, true}, {"0.5", 500, true}, {".5", 500, true},
		{"0.123", 123, true}, {"1.0", 1000, true}, {"1.000", 1000, true}, {"0.", 0, true},
		{"1.001", 0, false}, {"2", 0, false}, {"0.1234", 0, false}, {"", 0, false},
		{"abc", 0, false}, {"-1", 0, false}, {"0.5x", 0, false}, {".", 0, false},
	}
	for _, tt := range tests {
		got, ok := ParseQ(tt.in)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("ParseQ(%q) = %d, %v; want %d, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestNewRejectsBadOffers(t *testing.T) {
	t.Parallel()
	for _, bad := range [][]string{nil, {"json"}, {"application/*"}, {"*/*"}, {"a b/c"}} {
		if _, err := New(bad...); err == nil {
			t.Errorf("New(%q) succeeded, want error", bad)
		}
	}
}

func TestContentType(t *testing.T) {
	t.Parallel()
	mt, params, err := ContentType("Application/JSON; charset=UTF-8")
	if err != nil || mt != "application/json" || params["charset"] != "UTF-8" {
		t.Fatalf("ContentType = %q, %v, %v", mt, params, err)
	}
	if _, _, err := ContentType("application/json; charset"); err == nil {
		t.Fatal("ContentType of a malformed header succeeded")
	}
}

// FuzzSelect checks that no header makes Select panic or pick something that
// is not an offer, and that an offer named alone is always chosen.
// TestRank: the acceptable offers in order, for a server that must fall
// back when it cannot write its first choice.
func TestRank(t *testing.T) {
	t.Parallel()
	n, err := New("application/json", "application/x-protobuf", "application/x-flatbuffers", "application/msgpack")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		accept string
		want   []string
	}{
		{"", []string{"application/json", "application/x-protobuf", "application/x-flatbuffers", "application/msgpack"}},
		{"application/x-flatbuffers", []string{"application/x-flatbuffers"}},
		{"application/x-flatbuffers, application/json;q=0.5", []string{"application/x-flatbuffers", "application/json"}},
		{"application/x-flatbuffers, */*;q=0.1", []string{"application/x-flatbuffers", "application/json", "application/x-protobuf", "application/msgpack"}},
		{"application/msgpack;q=0.2, application/x-flatbuffers;q=0.9, application/json;q=0", []string{"application/x-flatbuffers", "application/msgpack"}},
		{"text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", []string{"application/json", "application/x-protobuf", "application/x-flatbuffers", "application/msgpack"}},
		{"text/html,application/x-flatbuffers,*/*;q=0.8", []string{"application/x-flatbuffers", "application/json", "application/x-protobuf", "application/msgpack"}},
		{"text/plain", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, i := range n.Rank(tt.accept) {
			got = append(got, n.Offers()[i])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Rank(%q) = %q, want %q", tt.accept, got, tt.want)
		}
	}
}

func FuzzSelect(f *testing.F) {
	for _, s := range []string{"", "*/*", "application/json;q=0.5, application/x-protobuf", "text/html,application/xml;q=0.9,*/*;q=0.8", "*; q=.2", ";;q=,", "a/b;q=1.0000"} {
		f.Add(s)
	}
	n, err := New(offers...)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, accept string) {
		got, ok := n.Select(accept)
		if ok && !slices.Contains(offers, got) {
			t.Fatalf("Select(%q) = %q, not an offer", accept, got)
		}
		for _, r := range ParseAccept(accept) {
			if r.Q < 0 || r.Q > 1000 || r.Type == "" || r.Subtype == "" {
				t.Fatalf("ParseAccept(%q) gave bad range %+v", accept, r)
			}
		}
		// Rank starts with Select's choice, lists each offer once, and is
		// empty exactly when Select finds nothing.
		rank := n.Rank(accept)
		if i := n.SelectIndex(accept); (i < 0) != (len(rank) == 0) || (i >= 0 && rank[0] != i) {
			t.Fatalf("Rank(%q) = %v, SelectIndex = %d", accept, rank, i)
		}
		seen := map[int]bool{}
		for _, i := range rank {
			if seen[i] || i < 0 || i >= len(offers) {
				t.Fatalf("Rank(%q) = %v: %d repeated or out of range", accept, rank, i)
			}
			seen[i] = true
		}
		// Appending an explicit offer with q=1 never leads to 406.
		if _, ok := n.Select(accept + ",application/x-protobuf"); !ok && !strings.Contains(strings.ToLower(accept), "q=") {
			t.Fatalf("Select(%q + proto) = not acceptable", accept)
		}
	})
}
