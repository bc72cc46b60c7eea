package mockapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"sync"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/store"
)

// The REST face. A GET route has two exchange handlers: an immutable one
// for the answers that are always the same message (a data file's items,
// a cached page: strong ETags, 304s, cached bodies) and a plain one for
// the rest (stored messages, pages past the cache). The route's own
// handler finds the answer first and hands it to one of them in the
// request's context.

// answerKey carries a GET route's answer from its handler to the
// exchange's.
type answerKey struct{}

func answer(r *http.Request) (proto.Message, error) {
	return r.Context().Value(answerKey{}).(proto.Message), nil
}

func withAnswer(r *http.Request, m proto.Message) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), answerKey{}, m))
}

// refuseFormat answers a message the negotiated format cannot carry
// (FlatBuffers and a map field): 406, naming the field.
func refuseFormat(format string, err error) error {
	return apierror.New(apierror.CodeNotAcceptable,
		"encode response as %s: %v; ask for another format (Accept: application/json, application/x-protobuf, application/msgpack or application/xml)", format, err)
}

func (a *API) listHandler(rt *route, env server.APIEnv) http.Handler {
	x := env.Exchange
	enc := rest.WithEncodeError(refuseFormat)
	cached := x.Handler(answer, rest.WithImmutable(), enc)
	fresh := x.Handler(answer, enc)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit, offset, err := a.paging.Query(r)
		if err != nil {
			x.WriteError(w, r, err)
			return
		}
		m, ok := rt.page(limit, offset)
		if ok {
			cached.ServeHTTP(w, withAnswer(r, m))
			return
		}
		fresh.ServeHTTP(w, withAnswer(r, m))
	})
}

// page is items [offset, offset+limit) in the route's list message, and
// whether it is the cached one (the same message each time).
func (rt *route) page(limit, offset int) (proto.Message, bool) {
	n := len(rt.data.items)
	offset = min(offset, n)
	limit = min(limit, n-offset)
	return rt.pages.get([2]int{limit, offset}, func() proto.Message {
		m := dynamicpb.NewMessage(rt.list)
		l := m.Mutable(rt.listField).List()
		for _, it := range rt.data.items[offset : offset+limit] {
			l.Append(protoreflect.ValueOfMessage(it.ProtoReflect()))
		}
		return m
	})
}

// pageCache keeps up to max pages, each built once.
type pageCache struct {
	mu    sync.Mutex
	pages map[[2]int]proto.Message
	max   int
}

func newPageCache(maxPages int) *pageCache {
	return &pageCache{pages: map[[2]int]proto.Message{}, max: maxPages}
}

func (c *pageCache) get(k [2]int, build func() proto.Message) (proto.Message, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if m, ok := c.pages[k]; ok {
		return m, true
	}
	m := build()
	if len(c.pages) >= c.max {
		return m, false
	}
	c.pages[k] = m
	return m, true
}

func (a *API) itemHandler(rt *route, env server.APIEnv) http.Handler {
	x := env.Exchange
	enc := rest.WithEncodeError(refuseFormat)
	immutable := x.Handler(answer, rest.WithImmutable(), enc)
	stored := x.Handler(func(r *http.Request) (proto.Message, error) {
		return a.lookupStored(r.Context(), rt, env.Store, r.PathValue(rt.spec.param()))
	}, enc)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m, err := rt.lookupData(r.PathValue(rt.spec.param()))
		switch {
		case err != nil:
			x.WriteError(w, r, err)
		case m != nil:
			immutable.ServeHTTP(w, withAnswer(r, m))
		default:
			stored.ServeHTTP(w, r)
		}
	})
}

// lookupData finds id in the data file: the message, or nil when it is not
// there, or a 400 for an id that cannot be one (a bad index, a key that
// is not a number of the key field's type). An id the data file does not
// have is looked for in the store when a POST route stores there.
func (rt *route) lookupData(id string) (proto.Message, error) {
	name := rt.spec.param()
	if rt.key != nil {
		v, err := parseKey(rt.key, id)
		if err != nil {
			return nil, apierror.New(apierror.CodeInvalidArgument, "get %s/%s: {%s} is field %s of %s, a %s: %q is not one",
				rt.spec.prefix(), id, name, rt.key.Name(), rt.elem.FullName(), rt.key.Kind(), id).
				WithViolations(apierror.Violation{Field: name, Description: "must be a " + rt.key.Kind().String()})
		}
		return rt.byKey[keyText(rt.key, v)], nil
	}
	i, err := strconv.Atoi(id)
	if err != nil && rt.collection != "" {
		return nil, nil //nolint:nilerr // not an index: maybe a stored message's id
	}
	if err != nil || i < 0 {
		return nil, apierror.New(apierror.CodeInvalidArgument, "get %s/%s: {%s} is an index into %d %s, 0 to %d: %q is not one",
			rt.spec.prefix(), id, name, len(rt.data.items), rt.elem.FullName(), len(rt.data.items)-1, id).
			WithViolations(apierror.Violation{Field: name, Description: "must be an index from 0"})
	}
	if i < len(rt.data.items) {
		return rt.data.items[i], nil
	}
	return nil, nil
}

// lookupStored finds id among the messages the route's POST route stored:
// 404 when it is not there (or nothing is stored there).
func (a *API) lookupStored(ctx context.Context, rt *route, st store.Store, id string) (*dynamicpb.Message, error) {
	notFound := func() error {
		what := "field " + rt.spec.param()
		if rt.key == nil {
			what = fmt.Sprintf("index (0 to %d)", len(rt.data.items)-1)
		}
		return apierror.New(apierror.CodeNotFound, "get %s/%s: no %s with that %s", rt.spec.prefix(), id, rt.elem.FullName(), what)
	}
	if rt.collection == "" || st == nil {
		return nil, notFound()
	}
	b, err := st.LoadMessage(ctx, rt.collection, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, notFound()
	}
	if err != nil {
		return nil, store.APIError("load "+string(rt.elem.FullName()), err)
	}
	m := dynamicpb.NewMessage(rt.elem)
	if err := (proto.UnmarshalOptions{Resolver: a.schema.Types}).Unmarshal(b, m); err != nil {
		return nil, apierror.Internal(fmt.Errorf("decode stored %s %q: %w", rt.elem.FullName(), id, err))
	}
	return m, nil
}

// locationKey carries a POST's Location from the route function to
// locationWriter.
type locationKey struct{}

// locationWriter adds Location to a 201.
type locationWriter struct {
	http.ResponseWriter
	location *string
}

func (w *locationWriter) WriteHeader(code int) {
	if code == http.StatusCreated && *w.location != "" {
		w.Header().Set("Location", *w.location)
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *locationWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (a *API) postHandler(rt *route, env server.APIEnv) http.Handler {
	x := env.Exchange
	opts := []rest.HandlerOption{rest.WithStatus(http.StatusCreated), rest.WithEncodeError(refuseFormat)}
	if env.WriteGate != nil {
		opts = append(opts, env.WriteGate)
	}
	h := x.Handler(func(r *http.Request) (proto.Message, error) {
		m := dynamicpb.NewMessage(rt.elem)
		if err := x.Decode(r, m); err != nil {
			return nil, err
		}
		prev := dynamicpb.NewMessage(rt.elem)
		if replay, err := server.Begin(r.Context(), m, prev); err != nil || replay { // Idempotency-Key
			return prev, err
		}
		id, err := a.save(r.Context(), rt, env.Store, m)
		if err != nil {
			return nil, err
		}
		*r.Context().Value(locationKey{}).(*string) = a.location(rt, id)
		return m, nil
	}, opts...)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		loc := new(string)
		h.ServeHTTP(&locationWriter{ResponseWriter: w, location: loc}, r.WithContext(context.WithValue(r.Context(), locationKey{}, loc)))
	})
}

// save checks m and stores it under its id (see the package doc), which
// it returns; m gets the id when its id field is an unset string.
func (a *API) save(ctx context.Context, rt *route, st store.Store, m *dynamicpb.Message) (string, error) {
	what := string(rt.elem.FullName())
	if err := proto.CheckInitialized(m); err != nil {
		return "", apierror.New(apierror.CodeValidationFailed, "validate %s: %v", what, err)
	}
	var id string
	fd := rt.idField
	if fd != nil && m.Has(fd) {
		id = keyOf(m, fd)
		violation := func(desc string) error {
			return apierror.New(apierror.CodeValidationFailed, "validate %s: %s %q %s", what, fd.Name(), id, desc).
				WithViolations(apierror.Violation{Field: string(fd.Name()), Description: desc})
		}
		if _, taken := rt.taken[id]; taken {
			return "", violation("is taken (by the data file); leave it out to get a new one")
		}
		if err := store.CheckKey(rt.collection, id); err != nil {
			return "", violation(err.Error())
		}
	}
	if st == nil {
		return "", apierror.New(apierror.CodeUnavailable, "save %s: no store is configured", what)
	}
	if id == "" {
		id = store.NewID()
		if fd != nil && fd.Kind() == protoreflect.StringKind {
			m.Set(fd, protoreflect.ValueOfString(id))
		}
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
	if err != nil {
		return "", apierror.New(apierror.CodeValidationFailed, "validate %s: %v", what, err)
	}
	// With Idempotency-Key, the answer (m, and the Location of a 201) is
	// kept with the key in the save's transaction.
	wctx, err := server.AnswerWith(ctx, m, map[string]string{"Location": a.location(rt, id)})
	if err != nil {
		return "", err
	}
	if err := st.SaveMessage(wctx, rt.collection, id, b); err != nil {
		if errors.Is(err, store.ErrConflict) {
			field := "id"
			if fd != nil {
				field = string(fd.Name())
			}
			return "", apierror.New(apierror.CodeValidationFailed, "validate %s: %s %q is taken; leave it out to get a new one", what, field, id).
				WithViolations(apierror.Violation{Field: field, Description: "is taken"})
		}
		return "", store.APIError("save "+what, err)
	}
	server.Wrote(ctx)
	return id, nil
}

// location is the Location of the message rt stored under id.
func (a *API) location(rt *route, id string) string {
	return rt.spec.Path + "/" + url.PathEscape(id)
}
