package rest

import (
	"net/http"
	"time"

	"github.com/polywire/polywire/contentcoding"
)

// An Observer learns what the exchange did with a request: polywire's
// server feeds its Prometheus series and Server-Timing header from one.
// Its methods are called on the request's goroutine and must be fast.
type Observer interface {
	// Responded is called just before the exchange writes a response
	// header (errors and 304s included, when a body was negotiated): the
	// status, the name of the response body's codec and the coding it is
	// sent with.
	Responded(r *http.Request, status int, format string, coding contentcoding.Coding)
	// Measured adds the time one stage of the request took; a stage may
	// be measured more than once (an error body after a failed encode).
	Measured(r *http.Request, stage Stage, d time.Duration)
	// CacheConsulted reports whether the body cache held an immutable
	// answer's body (hit) or it had to be encoded (miss).
	CacheConsulted(r *http.Request, hit bool)
}

// A Stage is one measured part of an exchange.
type Stage uint8

// The stages.
const (
	// StageDecode: the codec's unmarshal of the request body (reading and
	// inflating it is not counted: that waits on the network).
	StageDecode Stage = iota
	// StageEncode: the codec's marshal of the response body, error bodies too.
	StageEncode
	// StageCompress: the content coding of the response body.
	StageCompress
)

// String is the stage's name: "decode", "encode" or "compress".
func (s Stage) String() string {
	switch s {
	case StageDecode:
		return "decode"
	case StageEncode:
		return "encode"
	case StageCompress:
		return "compress"
	}
	return "unknown"
}

// now is the clock when someone observes, the zero time otherwise.
func (x *Exchange) now() time.Time {
	if x.observer == nil {
		return time.Time{}
	}
	return time.Now()
}

func (x *Exchange) since(r *http.Request, s Stage, start time.Time) {
	if x.observer != nil {
		x.observer.Measured(r, s, time.Since(start))
	}
}

func (x *Exchange) consulted(r *http.Request, hit bool) {
	if x.observer != nil {
		x.observer.CacheConsulted(r, hit)
	}
}

func (x *Exchange) responded(r *http.Request, status int, f format, c contentcoding.Coding) {
	if x.observer != nil {
		x.observer.Responded(r, status, f.codec.Name(), c)
	}
}
