package transcode_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec/formats"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/transcode"
)

// apiError decodes a JSON error body.
func apiError(t *testing.T, w *httptest.ResponseRecorder) *apierror.Error {
	t.Helper()
	var pb errorv1.Error
	if err := protojson.Unmarshal(w.Body.Bytes(), &pb); err != nil {
		t.Fatalf("error body %q: %v", w.Body, err)
	}
	return apierror.FromProto(&pb)
}

// TestRouting: which method a request reaches (precedence, verbs, custom
// methods, HEAD) and the 404 and 405 answers.
func TestRouting(t *testing.T) {
	t.Parallel()
	tests := []struct {
		method, target string
		status         int
		rpc            string // the method reached
		req            string // its request, in text format
		allow          string
	}{
		{"GET", "/v1/shelves/1/books/2", 200, "GetBook", `name: "shelves/1/books/2"`, ""},
		{"HEAD", "/v1/shelves/1/books/2", 200, "GetBook", `name: "shelves/1/books/2"`, ""},
		{"GET", "/v1/shelves/1/books/favorite", 200, "GetFavorite", `shelf: "1"`, ""},
		{"GET", "/v1/shelves/1/books/2/3", 200, "GetShelfBooksAny", `name: "shelves/1/books/2/3"`, ""},
		{"GET", "/v1/shelves/1/books/a%2Fb", 200, "GetBook", `name: "shelves/1/books/a%2Fb"`, ""},
		{"GET", "/v1/shelves/a%2Fb%3F/books/favorite", 200, "GetFavorite", `shelf: "a/b?"`, ""},
		{"GET", "/v1/shelves/1/books/a%2Fb/c", 200, "GetShelfBooksAny", `name: "shelves/1/books/a%2Fb/c"`, ""},
		{"GET", "/files/a/b%20c/d%2Fe", 200, "GetFile", `path: "a/b c/d%2Fe"`, ""},
		{"POST", "/v1/shelves/1/books/2:archive", 200, "ArchiveBook", `name: "shelves/1/books/2"`, ""},
		{"DELETE", "/v1/shelves/1/books/2", 200, "DeleteBook", `name: "shelves/1/books/2"`, ""},
		{"PURGE", "/v1/shelves/1", 200, "Purge", `name: "shelves/1"`, ""},
		{"GET", "/v1/shelves/1/books/2?note=hi", 200, "GetBook", `name: "shelves/1/books/2" note: "hi"`, ""},
		{"GET", "/v1/nothing", 404, "", "", ""},
		{"GET", "/v2/shelves/1/books/2", 404, "", "", ""},
		{"GET", "/v1/shelves/1/books/2:unarchive", 200, "GetBook", `name: "shelves/1/books/2:unarchive"`, ""},
		{"POST", "/v1/shelves/1/books/2", 405, "", "", "DELETE, GET, HEAD, PUT"},
		{"GET", "/v1/shelves/1/books/2:archive", 405, "", "", "POST"},
		{"GET", "/v1/shelves/1", 405, "", "", "PURGE"},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.target, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{}
			h := newHandler(t, rec, "Library")
			w := do(h, tt.method, tt.target, "")
			if w.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tt.status, w.Body)
			}
			if got := w.Header().Get("Allow"); got != tt.allow {
				t.Errorf("Allow %q, want %q", got, tt.allow)
			}
			rpc, req := rec.last()
			if tt.rpc == "" {
				if rpc != "" {
					t.Errorf("reached %s", rpc)
				}
				if tt.method != "HEAD" {
					e := apiError(t, w)
					want := map[int]apierror.Code{404: apierror.CodeNotFound, 405: apierror.CodeMethodNotAllowed}[tt.status]
					if e.Code != want || !strings.Contains(e.Message, strings.SplitN(tt.target, "?", 2)[0]) {
						t.Errorf("error %v, want %s naming the path", e, want)
					}
				}
				return
			}
			if string(rpc.Name()) != tt.rpc {
				t.Fatalf("reached %s, want %s", rpc, tt.rpc)
			}
			want := text(t, req.ProtoReflect().Descriptor(), tt.req)
			if !proto.Equal(req, want) {
				t.Errorf("request %s, want %s", prototext.Format(req), prototext.Format(want))
			}
			if tt.method == "HEAD" && w.Body.Len() != 0 {
				t.Errorf("HEAD answered a body")
			}
		})
	}
}

// TestQueryKinds binds a query parameter of every kind.
func TestQueryKinds(t *testing.T) {
	t.Parallel()
	tests := []struct{ query, want string }{
		{"b=true", `b: true`},
		{"b=false&i32=-7", `i32: -7`},
		{"i32=2147483647", `i32: 2147483647`},
		{"i64=-9223372036854775808", `i64: -9223372036854775808`},
		{"u32=4294967295&u64=18446744073709551615", `u32: 4294967295 u64: 18446744073709551615`},
		{"s32=-1&s64=-2&f32=3&f64=4&sf32=-5&sf64=-6", `s32: -1 s64: -2 f32: 3 f64: 4 sf32: -5 sf64: -6`},
		{"fl=1.5&db=-2.25e3", `fl: 1.5 db: -2250`},
		{"db=NaN", `db: nan`},
		{"db=Infinity&fl=-Infinity", `db: inf fl: -inf`},
		{"str=a+b%26c", `str: "a b&c"`},
		{"by=aGk%2B", `by: "hi>"`},
		{"by=aGk-", `by: "hi>"`},
		{"by=aGk_", `by: "hi?"`},
		{"by=aGk%2F", `by: "hi?"`},
		{"by=aA%3D%3D", `by: "h"`},
		{"by=aA", `by: "h"`},
		{"color=COLOR_BLUE", `color: COLOR_BLUE`},
		{"color=1", `color: COLOR_RED`},
		{"color=7", `color: 7`},
		{"tags=a&tags=b&tags=c", `tags: ["a", "b", "c"]`},
		{"colors=COLOR_RED&colors=2", `colors: [COLOR_RED, COLOR_BLUE]`},
		{"inner.s=x&inner.deeper.deeper.s=y&inner.ns=1&inner.ns=2", `inner { s: "x" deeper { deeper { s: "y" } } ns: [1, 2] }`},
		{"ts=2024-01-02T03:04:05.5Z", `ts { seconds: 1704164645 nanos: 500000000 }`},
		{"ts=2024-01-02T05:04:05%2B02:00", `ts { seconds: 1704164645 }`},
		{"dur=1.5s", `dur { seconds: 1 nanos: 500000000 }`},
		{"dur=-3s", `dur { seconds: -3 }`},
		{"mask=a.b,cD", `mask { paths: ["a.b", "c_d"] }`},
		{"w_i64=-5&w_str=&w_bool=false", `w_i64 { value: -5 } w_str {} w_bool {}`},
		{"w_bytes=aGk&w_db=0.5", `w_bytes { value: "hi" } w_db { value: 0.5 }`},
		{"opt=0", `opt: 0`},
		{"camelCaseName=j&id=ignored-path-wins", ""}, // see below: id is bound by the path
		{"camel_case_name=p", `camel_case_name: "p"`},
		{"camelCaseName=j", `camel_case_name: "j"`},
		{"format=json&encoding=identity", ``},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{}
			h := newHandler(t, rec, "Kinds")
			w := do(h, "GET", "/v1/kinds/k1?"+tt.query, "")
			if strings.Contains(tt.query, "id=") {
				if w.Code != 400 || !strings.Contains(w.Body.String(), "bound by the path") {
					t.Fatalf("status %d %s, want 400: bound by the path", w.Code, w.Body)
				}
				return
			}
			if w.Code != 200 {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			_, req := rec.last()
			want := text(t, message(t, "AllKinds"), `id: "k1" `+tt.want)
			if !proto.Equal(req, want) {
				t.Errorf("request %s, want %s", prototext.Format(req), prototext.Format(want))
			}
		})
	}
}

// TestBadValues: a value that does not fit its field is a 400 naming the
// field (JSON name) and the value.
func TestBadValues(t *testing.T) {
	t.Parallel()
	tests := []struct {
		service, target, field, says string
	}{
		{"Kinds", "/v1/kinds/k?b=yes", "b", `"yes"`},
		{"Kinds", "/v1/kinds/k?i32=2147483648", "i32", "32-bit"},
		{"Kinds", "/v1/kinds/k?i64=1.5", "i64", "64-bit"},
		{"Kinds", "/v1/kinds/k?u32=-1", "u32", "unsigned"},
		{"Kinds", "/v1/kinds/k?fl=1e39", "fl", "number"},
		{"Kinds", "/v1/kinds/k?db=x", "db", `"x"`},
		{"Kinds", "/v1/kinds/k?by=%21%21", "by", "base64"},
		{"Kinds", "/v1/kinds/k?color=GREEN", "color", "transcode.test.v1.Color"},
		{"Kinds", "/v1/kinds/k?ts=yesterday", "ts", "Timestamp"},
		{"Kinds", "/v1/kinds/k?dur=5m", "dur", "Duration"},
		{"Kinds", "/v1/kinds/k?w_i64=x", "wI64", `"x"`},
		{"Kinds", "/v1/kinds/k?i32=1&i32=2", "i32", "2 times"},
		{"Kinds", "/v1/kinds/k?wI64=6&w_i64=5", "wI64", `"wI64" and "w_i64" name the same singular field`},
		{"Kinds", "/v1/kinds/k?camelCaseName=a&camel_case_name=b", "camelCaseName", "the same singular field"},
		{"Kinds", "/v1/kinds/k?inner=x", "inner", "inner.<field>"},
		{"Kinds", "/v1/kinds/k?labels=x", "labels", "map"},
		{"Kinds", "/v1/kinds/k?inners.s=x", "inners.s", "repeated"},
		{"Kinds", "/v1/kinds/k?nope=1", "nope", "unknown query parameter"},
		{"Kinds", "/v1/kinds/k?inner.nope=1", "inner.nope", "unknown query parameter"},
		{"Example4", "/v1/messages/1?text=x", "text", "body carries every field"},
		{"Example3", "/v1/messages/1?message.text=x", "message.text", "bound by the body"},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{}
			h := newHandler(t, rec, tt.service)
			method := "GET"
			if tt.service != "Kinds" {
				method = "PATCH"
			}
			w := do(h, method, tt.target, "")
			if w.Code != 400 {
				t.Fatalf("status %d, want 400: %s", w.Code, w.Body)
			}
			if rpc, _ := rec.last(); rpc != "" {
				t.Errorf("reached %s", rpc)
			}
			e := apiError(t, w)
			if e.Code != apierror.CodeInvalidArgument || len(e.Violations) != 1 {
				t.Fatalf("error %+v, want invalid_argument with one violation", e)
			}
			if v := e.Violations[0]; v.Field != tt.field || !strings.Contains(v.Description, tt.says) {
				t.Errorf("violation %+v, want field %s saying %s", v, tt.field, tt.says)
			}
		})
	}
}

// TestViolationsInKeyOrder: a query with several bad parameters answers
// the same violations in the same order every time (they followed Go's
// map order).
func TestViolationsInKeyOrder(t *testing.T) {
	t.Parallel()
	h := newHandler(t, &recorder{}, "Kinds")
	want := ""
	for range 30 {
		w := do(h, "GET", "/v1/kinds/k?u32=-1&b=yes&i64=1.5&db=x&fl=1e39&nope=1", "")
		e := apiError(t, w)
		var fields []string
		for _, v := range e.Violations {
			fields = append(fields, v.Field)
		}
		got := strings.Join(fields, ",")
		if want == "" {
			want = got
		}
		if got != want || got != "b,db,fl,i64,nope,u32" {
			t.Fatalf("violations for %s, want b,db,fl,i64,nope,u32 every time (first %s)", got, want)
		}
	}
}

func TestBadPathValue(t *testing.T) {
	t.Parallel()
	const search = "transcode.test.v1.Kinds.Search"
	rec := &recorder{}
	h, err := transcode.New([]protoreflect.ServiceDescriptor{service(t, "Kinds")}, rec.invoke,
		transcode.WithRule(search, &annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/v2/{i32}/{inner.deeper.s}/{ts}"}}))
	if err != nil {
		t.Fatal(err)
	}
	w := do(h, "GET", "/v2/12/x/2024-01-02T03:04:05Z", "")
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	_, req := rec.last()
	if want := text(t, message(t, "AllKinds"), `i32: 12 inner { deeper { s: "x" } } ts { seconds: 1704164645 }`); !proto.Equal(req, want) {
		t.Errorf("request %s, want %s", prototext.Format(req), prototext.Format(want))
	}
	// The rule given in code replaced the annotation.
	if w := do(h, "GET", "/v1/kinds/k", ""); w.Code != 404 {
		t.Errorf("annotated path: status %d, want 404", w.Code)
	}
	w = do(h, "GET", "/v2/twelve/x/2024-01-02T03:04:05Z", "")
	if w.Code != 400 {
		t.Fatalf("status %d, want 400", w.Code)
	}
	if e := apiError(t, w); len(e.Violations) != 1 || e.Violations[0].Field != "i32" || !strings.Contains(e.Message, `"twelve"`) ||
		!strings.Contains(e.Message, "not a 32-bit integer") {
		t.Errorf("error %+v, want one naming i32, twelve and why", e)
	}
}

func TestIgnoreUnknownQuery(t *testing.T) {
	t.Parallel()
	rec := &recorder{}
	h, err := transcode.New([]protoreflect.ServiceDescriptor{service(t, "Kinds")}, rec.invoke, transcode.IgnoreUnknownQuery())
	if err != nil {
		t.Fatal(err)
	}
	if w := do(h, "GET", "/v1/kinds/k?_=12345&str=s", ""); w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	_, req := rec.last()
	if want := text(t, message(t, "AllKinds"), `id: "k" str: "s"`); !proto.Equal(req, want) {
		t.Errorf("request %s", prototext.Format(req))
	}
	// A known field with a bad value is still an error.
	if w := do(h, "GET", "/v1/kinds/k?i32=x", ""); w.Code != 400 {
		t.Errorf("status %d, want 400", w.Code)
	}
}

// TestBodies: body field with a nested path variable, body "*" where the
// path wins, an empty body, and the exchange's 413 and 415.
func TestBodies(t *testing.T) {
	t.Parallel()
	x, err := rest.New(rest.WithMaxBody(64))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, method, target, body, ctype string
		status                            int
		want                              string
	}{
		{"body field and a nested path variable", "PUT", "/v1/shelves/1/books/2?update_mask=title", `{"name": "ignored", "title": "T", "pages": 3}`, "application/json", 200,
			`book { name: "shelves/1/books/2" title: "T" pages: 3 } update_mask { paths: "title" }`},
		{"body * and the path wins", "PATCH", "/v1/messages/7", `{"messageId": "8", "text": "Hi!"}`, "application/json", 200, `message_id: "7" text: "Hi!"`},
		{"no body", "PATCH", "/v1/messages/7", "", "", 200, `message_id: "7"`},
		{"protobuf body", "PATCH", "/v1/messages/7", "\x12\x03Hi!", "application/x-protobuf", 200, `message_id: "7" text: "Hi!"`},
		{"too large", "PATCH", "/v1/messages/7", `{"text": "` + strings.Repeat("x", 100) + `"}`, "application/json", 413, ""},
		{"unsupported type", "PATCH", "/v1/messages/7", `text=x`, "application/x-www-form-urlencoded", 415, ""},
		{"does not decode", "PATCH", "/v1/messages/7", `{"text": 5}`, "application/json", 400, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// A recorder per case, as the other tables have: with one for
			// all, rec.last() could be another parallel case's request.
			rec := &recorder{}
			h, err := transcode.New([]protoreflect.ServiceDescriptor{service(t, "Library"), service(t, "Example4")}, rec.invoke, transcode.WithExchange(x))
			if err != nil {
				t.Fatal(err)
			}
			r := httptest.NewRequest(tt.method, tt.target, strings.NewReader(tt.body))
			if tt.ctype != "" {
				r.Header.Set("Content-Type", tt.ctype)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tt.status, w.Body)
			}
			if tt.status != 200 {
				return
			}
			rpc, req := rec.last()
			_ = rpc
			if want := text(t, req.ProtoReflect().Descriptor(), tt.want); !proto.Equal(req, want) {
				t.Errorf("request %s, want %s", prototext.Format(req), prototext.Format(want))
			}
		})
	}
}

// TestFormats: the answer in each of the five formats, decoded with
// polywire's codecs and compared by value; response_body answers the field.
func TestFormats(t *testing.T) {
	t.Parallel()
	book := func(md protoreflect.MessageDescriptor) proto.Message {
		return text(t, md, `name: "shelves/1/books/2" title: "Dune" pages: 412`)
	}
	rec := &recorder{reply: func(md protoreflect.MethodDescriptor, _ proto.Message) (proto.Message, error) {
		if md.Name() == "GetBookText" {
			env := dynamicpb.NewMessage(md.Output())
			fd := md.Output().Fields().ByName("book")
			env.Set(fd, protoreflect.ValueOfMessage(book(fd.Message()).ProtoReflect()))
			env.Set(md.Output().Fields().ByName("etag"), protoreflect.ValueOfString("x"))
			return env, nil
		}
		return book(md.Output()), nil
	}}
	h := newHandler(t, rec, "Library")
	reg := formats.Registry()
	for _, target := range []string{"/v1/shelves/1/books/2", "/v1/shelves/1/books/2/text"} {
		for _, c := range reg.Codecs() {
			mt := reg.MediaType(c)
			t.Run(target+" "+mt, func(t *testing.T) {
				t.Parallel()
				w := do(h, "GET", target, "", "Accept", mt)
				if w.Code != 200 {
					t.Fatalf("status %d: %s", w.Code, w.Body)
				}
				if got := w.Header().Get("Content-Type"); !strings.HasPrefix(got, mt) {
					t.Errorf("Content-Type %q, want %q", got, mt)
				}
				want := book(message(t, "Book"))
				got := dynamicpb.NewMessage(message(t, "Book"))
				if err := c.Unmarshal(w.Body.Bytes(), got); err != nil {
					t.Fatalf("%s: %v", c.Name(), err)
				}
				if !proto.Equal(got, want) {
					t.Errorf("%s: got %s, want %s", c.Name(), prototext.Format(got), prototext.Format(want))
				}
			})
		}
	}
	// Errors and 405s negotiate too.
	w := do(h, "POST", "/v1/shelves/1/books/2", "", "Accept", "application/x-protobuf")
	var pb errorv1.Error
	if err := proto.Unmarshal(w.Body.Bytes(), &pb); err != nil || w.Code != 405 || pb.GetCode() != apierror.CodeMethodNotAllowed.String() {
		t.Errorf("405 in protobuf: %d %v %v", w.Code, &pb, err)
	}
}

// TestInvokerErrors: how an Invoker's error reaches the client.
func TestInvokerErrors(t *testing.T) {
	t.Parallel()
	badReq, _ := status.New(codes.InvalidArgument, "bad shelf").WithDetails(&errdetails.BadRequest{
		FieldViolations: []*errdetails.BadRequest_FieldViolation{{Field: "shelf", Description: "no such shelf"}},
	})
	tests := []struct {
		name   string
		err    error
		nilRes bool
		status int
		code   apierror.Code
		msg    string
		field  string
	}{
		{"apierror", apierror.New(apierror.CodeAlreadyExists, "book exists"), false, 409, apierror.CodeAlreadyExists, "book exists", ""},
		{"wrapped apierror", errors.Join(errors.New("ctx"), apierror.New(apierror.CodeNotFound, "no book")), false, 404, apierror.CodeNotFound, "no book", ""},
		{"connect", connect.NewError(connect.CodePermissionDenied, errors.New("not yours")), false, 403, apierror.CodePermissionDenied, "not yours", ""},
		{"grpc status", badReq.Err(), false, 400, apierror.CodeInvalidArgument, "bad shelf", "shelf"},
		{"grpc unavailable", status.Error(codes.Unavailable, "down"), false, 503, apierror.CodeUnavailable, "down", ""},
		{"plain", errors.New("db password is hunter2"), false, 500, apierror.CodeInternal, "internal error", ""},
		{"no message", nil, true, 500, apierror.CodeInternal, "internal error", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{reply: func(protoreflect.MethodDescriptor, proto.Message) (proto.Message, error) {
				if tt.nilRes {
					return nil, nil
				}
				return nil, tt.err
			}}
			x, err := rest.New(rest.WithLogger(discard()))
			if err != nil {
				t.Fatal(err)
			}
			h, err := transcode.New([]protoreflect.ServiceDescriptor{service(t, "Library")}, rec.invoke, transcode.WithExchange(x))
			if err != nil {
				t.Fatal(err)
			}
			w := do(h, "GET", "/v1/shelves/1/books/2", "")
			if w.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tt.status, w.Body)
			}
			e := apiError(t, w)
			if e.Code != tt.code || e.Message != tt.msg {
				t.Errorf("error %v, want %s %q", e, tt.code, tt.msg)
			}
			if tt.field != "" && (len(e.Violations) != 1 || e.Violations[0].Field != tt.field) {
				t.Errorf("violations %+v, want one for %s", e.Violations, tt.field)
			}
		})
	}
}

func TestNewNilInvoker(t *testing.T) {
	t.Parallel()
	if _, err := transcode.New(nil, nil); err == nil {
		t.Error("nil invoker accepted")
	}
	var _ context.Context
}
