package server

import (
	"context"
	"net/http"
	"strconv"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
)

// The bank (seed 000/001): the account list and one account by id, from the
// loaded dataset. Both answers are immutable (the same message for the same
// resource), so REST gives them an ETag and 304s.

func (s *Server) bankRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/accountList", handle: s.getAccountList, immutable: true},
		{method: http.MethodGet, path: "/account/{accountId}", handle: s.getAccount, immutable: true},
	}
}

// account is the operation: the account with the id, or 404.
func (s *Server) account(id uint64) (*bankv1.Account, error) {
	a, ok := s.data.Account(id)
	if !ok {
		return nil, apierror.New(apierror.CodeNotFound, "get account: no account with id %d", id)
	}
	return a, nil
}

// REST.

func (s *Server) getAccountList(*http.Request) (proto.Message, error) {
	return s.data.Bank, nil
}

func (s *Server) getAccount(r *http.Request) (proto.Message, error) {
	raw := r.PathValue("accountId")
	id, err := strconv.ParseUint(raw, 10, 64)
	if err != nil {
		return nil, apierror.New(apierror.CodeInvalidArgument, "parse account id: %q is not an unsigned 64-bit integer", raw).
			WithViolations(apierror.Violation{Field: "accountId", Description: "must be an unsigned 64-bit integer"})
	}
	return s.account(id)
}

// RPC (polywire.bank.v1.BankService).

func (r *rpcServer) GetAccountList(context.Context, *connect.Request[bankv1.GetAccountListRequest]) (*connect.Response[bankv1.AccountList], error) {
	return connect.NewResponse(r.s.data.Bank), nil
}

func (r *rpcServer) GetAccount(_ context.Context, req *connect.Request[bankv1.GetAccountRequest]) (*connect.Response[bankv1.Account], error) {
	a, err := r.s.account(req.Msg.GetAccountId())
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(a), nil
}
