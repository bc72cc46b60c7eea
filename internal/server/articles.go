package server

import (
	"context"
	"math/rand/v2"
	"net/http"
	"strconv"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
)

// Articles (seed 002): an article of N subsections drawn from the corpus,
// at random or, given a seed, reproducibly (the same seed and N give the
// same article), for tests and for benchmarks that want identical bodies
// across formats.

// Article sizes: seed 002 asked for 50 to 500 subsections; polywire accepts
// up to twice that.
const (
	defaultSections = 50
	maxSections     = 1000
)

func (s *Server) articleRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/articles", handle: s.getArticle},
	}
}

// article is the operation, one rule for both faces: sections 0 is the
// default (an unset proto3 field, an absent query parameter), otherwise it
// must be from 1 to maxSections; seed 0 draws at random.
func (s *Server) article(sections int64, seed uint64) (*articlesv1.Article, error) {
	n := int(sections)
	if sections == 0 {
		n = defaultSections
	}
	if sections < 0 || sections > maxSections {
		return nil, apierror.New(apierror.CodeInvalidArgument, "check sections: %d is not from 1 to %d", sections, maxSections).
			WithViolations(apierror.Violation{Field: "sections", Description: "must be from 1 to " + strconv.Itoa(maxSections)})
	}
	draw := rand.IntN
	if seed != 0 {
		draw = rand.New(rand.NewPCG(seed, uint64(n))).IntN
	}
	return dataset.Article(s.data.Corpus, n, draw), nil
}

// REST: GET /articles?sections=N&seed=K.

func (s *Server) getArticle(r *http.Request) (proto.Message, error) {
	q := r.URL.Query()
	var sections int64
	if v := q.Get("sections"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n == 0 { // 0 is not a size; only absence means the default
			return nil, apierror.New(apierror.CodeInvalidArgument, "parse sections: %q is not an integer from 1 to %d", v, maxSections).
				WithViolations(apierror.Violation{Field: "sections", Description: "must be from 1 to " + strconv.Itoa(maxSections)})
		}
		sections = n
	}
	var seed uint64
	if v := q.Get("seed"); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			return nil, apierror.New(apierror.CodeInvalidArgument, "parse seed: %q is not an unsigned 64-bit integer", v).
				WithViolations(apierror.Violation{Field: "seed", Description: "must be an unsigned 64-bit integer"})
		}
	}
	return s.article(sections, seed)
}

// RPC (polywire.articles.v1.ArticleService).

func (r *rpcServer) GetArticle(_ context.Context, req *connect.Request[articlesv1.GetArticleRequest]) (*connect.Response[articlesv1.Article], error) {
	a, err := r.s.article(int64(req.Msg.GetSections()), req.Msg.GetSeed())
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(a), nil
}
