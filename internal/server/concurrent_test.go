package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// smallData is the built-in datasets cut to a size the race detector reads
// quickly: both accounts with 30 transactions, 1,000 people, 200
// subsections. Every route and code path is the same as on the full data.
func smallData() *dataset.Data {
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	for _, a := range bank.Accounts {
		a.Transactions = a.Transactions[:30]
	}
	return dataset.New(bank, dataset.GeneratePeople(1000), dataset.GenerateCorpus(dataset.DefaultSeed, 200))
}

// TestConcurrentRequests is what make test's race half runs of this
// package, with its two siblings below: one server — its body cache, ETag
// map, encoder pools, metrics, HTTP/2 front, store and group commit —
// serving goroutines that at once read every dataset route in every
// format and coding over HTTP/1.1 and h2c, revalidate what they read,
// save and validate documents, post people, and call the RPCs over
// Connect and gRPC. Each answer is the goroutine's own; afterwards every
// acknowledged write is stored exactly once.
func TestConcurrentRequests(t *testing.T) {
	t.Parallel()
	data := smallData()
	base := startServer(t, Config{MinCompressSize: 1}, data)
	formats := canonicalTypes()
	codings := []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}
	type check func(m proto.Message) error
	equal := func(want proto.Message) check {
		return func(m proto.Message) error {
			if !proto.Equal(m, want) {
				return errors.New("another message than the dataset's")
			}
			return nil
		}
	}
	reads := []struct {
		path  string
		new   func() proto.Message
		check check
	}{
		{"/accountList", func() proto.Message { return &bankv1.AccountList{} }, equal(data.Bank)},
		{"/account/2", func() proto.Message { return &bankv1.Account{} }, equal(data.Bank.Accounts[1])},
		{"/people", func() proto.Message { return &peoplev1.People{} }, equal(data.People)},
		{"/articles?sections=7", func() proto.Message { return &articlesv1.Article{} }, func(m proto.Message) error {
			if n := len(m.(*articlesv1.Article).GetSubsections()); n != 7 {
				return fmt.Errorf("%d subsections, want 7", n)
			}
			return nil
		}},
	}
	const workers, rounds = 8, 6
	var saved, posted sync.Map // id -> struct{}; worker/round -> persons
	var wg sync.WaitGroup
	for w := range workers {
		client := newClient(t, protocols[w%len(protocols)])
		rpcOpts := []connect.ClientOption{connect.WithGRPC()}
		rpcClient := h2cClient(t)
		if w%2 == 0 {
			rpcOpts, rpcClient = nil, client // Connect over this worker's transport
		}
		bank := bankv1connect.NewBankServiceClient(rpcClient, base, rpcOpts...)
		docs := docsv1connect.NewDocumentServiceClient(rpcClient, base, rpcOpts...)
		wg.Go(func() {
			fail := func(format string, args ...any) {
				t.Errorf("worker %d: "+format, append([]any{w}, args...)...)
			}
			ctx := context.Background()
			for i := range rounds {
				mt := formats[(w+i)%len(formats)]
				coding := codings[(w*rounds+i)%len(codings)]
				rd := reads[(w+i)%len(reads)]
				h := http.Header{"Accept": {mt}, "Accept-Encoding": {string(coding)}}
				r, err := fetch(client, http.MethodGet, base+rd.path, h, nil)
				if err != nil || r.StatusCode != http.StatusOK {
					fail("GET %s as %s, %s: %v %v", rd.path, mt, coding, err, r.status())
					return
				}
				m := rd.new()
				if err := r.decode(m); err != nil {
					fail("GET %s as %s, %s: %v", rd.path, mt, coding, err)
					return
				}
				if err := rd.check(m); err != nil {
					fail("GET %s as %s, %s: %v", rd.path, mt, coding, err)
				}
				if tag := r.Header.Get("ETag"); tag != "" {
					h.Set("If-None-Match", tag)
					if nm, err := fetch(client, http.MethodGet, base+rd.path, h, nil); err != nil || nm.StatusCode != http.StatusNotModified {
						fail("revalidate GET %s (%s): %v %v", rd.path, tag, err, nm.status())
					}
				}

				doc := dataset.GenerateDocuments(uint64(100+w*rounds+i), 1)[0]
				body, err := registryMarshal(mt, doc)
				if err != nil {
					fail("encode a document as %s: %v", mt, err)
					return
				}
				ct := http.Header{"Content-Type": {mt}, "Accept": {mt}}
				if v, err := fetch(client, http.MethodPost, base+"/report/validate", ct, body); err != nil || v.StatusCode != http.StatusOK {
					fail("POST /report/validate as %s: %v %v", mt, err, v.status())
				}
				s, err := fetch(client, http.MethodPost, base+"/report", ct, body)
				resp := &docsv1.SaveResponse{}
				if err != nil || s.StatusCode != http.StatusCreated || s.decode(resp) != nil || !uuidRE.MatchString(resp.Message) {
					fail("POST /report as %s: %v %v", mt, err, s.status())
					return
				}
				saved.Store(resp.Message, struct{}{})

				persons := data.People.Person[(w*rounds+i)%250:][:1+i]
				body, err = registryMarshal(mt, &peoplev1.People{Person: persons})
				if err != nil {
					fail("encode people as %s: %v", mt, err)
					return
				}
				if p, err := fetch(client, http.MethodPost, base+"/people", http.Header{"Content-Type": {mt}}, body); err != nil || p.StatusCode != http.StatusOK {
					fail("POST /people as %s: %v %v", mt, err, p.status())
					return
				}
				posted.Store(fmt.Sprint(w, "/", i), len(persons))

				acc, err := bank.GetAccount(ctx, connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 1}))
				if err != nil || !proto.Equal(acc.Msg, data.Bank.Accounts[0]) {
					fail("GetAccount(1): %v", err)
				}
				rpcSaved, err := docs.Save(ctx, connect.NewRequest(&docsv1.SaveRequest{Document: doc}))
				if err != nil || !uuidRE.MatchString(rpcSaved.Msg.Message) {
					fail("Save: %v", err)
					return
				}
				saved.Store(rpcSaved.Msg.Message, struct{}{})
				if m, err := fetch(client, http.MethodGet, base+"/metrics", nil, nil); err != nil || m.StatusCode != http.StatusOK {
					fail("GET /metrics: %v %v", err, m.status())
				}
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}

	// Every acknowledged write, stored once.
	client := newClient(t, protocols[0])
	wantDocs := 0
	saved.Range(func(_, _ any) bool { wantDocs++; return true })
	list := &docsv1.GetAllByLimitAndOffsetResponse{}
	decode(t, do(t, client, http.MethodGet, base+"/reports?limit=1000", http.Header{"Accept": {"application/x-protobuf"}}, nil), list)
	if len(list.Documents) != wantDocs || wantDocs != 2*workers*rounds {
		t.Errorf("%d documents stored, %d saves acknowledged (%d made)", len(list.Documents), wantDocs, 2*workers*rounds)
	}
	wantPeople := 0
	posted.Range(func(_, n any) bool { wantPeople += n.(int); return true })
	people := &peoplev1.People{}
	decode(t, do(t, client, http.MethodGet, base+"/people/posted?limit=50000", http.Header{"Accept": {"application/x-protobuf"}}, nil), people)
	if len(people.Person) != wantPeople {
		t.Errorf("%d persons stored, %d acknowledged", len(people.Person), wantPeople)
	}
}

// fetched is a response read whole, or nil when the request failed.
type fetched struct {
	*http.Response
	body []byte
}

func (r *fetched) status() string {
	if r == nil || r.Response == nil {
		return "no response"
	}
	return fmt.Sprintf("status %d: %.200s", r.StatusCode, r.body)
}

// decode reads the body in its Content-Type's format, undoing its
// Content-Encoding first (the test's transports do not).
func (r *fetched) decode(m proto.Message) error {
	c, ok := registry.ByMediaType(strings.TrimSpace(strings.Split(r.Header.Get("Content-Type"), ";")[0]))
	if !ok {
		return fmt.Errorf("Content-Type %q is not a registered format", r.Header.Get("Content-Type"))
	}
	coding, err := contentcoding.ParseContentEncoding(r.Header.Get("Content-Encoding"))
	if err != nil {
		return err
	}
	body, err := contentcoding.ReadAll(nil, bytes.NewReader(r.body), coding, 64<<20)
	if err != nil {
		return fmt.Errorf("%s body: %w", coding, err)
	}
	return c.Unmarshal(body, m)
}

// fetch is do for goroutines other than the test's: it returns errors
// instead of failing the test.
func fetch(c *http.Client, method, url string, header http.Header, body []byte) (*fetched, error) {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	return &fetched{resp, b}, nil
}

func registryMarshal(mediaType string, m proto.Message) ([]byte, error) {
	c, ok := registry.ByMediaType(mediaType)
	if !ok {
		return nil, fmt.Errorf("no codec for %s", mediaType)
	}
	return c.Marshal(nil, m)
}
