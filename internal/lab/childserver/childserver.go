// Package childserver starts `polywire serve` in a child process on a
// loopback port, for a load run that was given no server to load: the
// load generator then shares neither a process nor a garbage collector
// with the server it measures and, on two or more CPUs, no cores either —
// the server runs on the first half of them and this process is pinned
// to the rest. bench load and bench suite start it; internal/lab/harness's
// in-process server is the drivers' (a browser or a JVM is the client
// there, not this process).
package childserver

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"

	"github.com/polywire/polywire/internal/cpuset"
)

// Config says which server to start, and where.
type Config struct {
	// Exe is the polywire binary (default: this process's own).
	Exe string
	// Dir holds the server's data (Dir/data) and store (Dir/polywire.db).
	Dir string
	// Pin, on two or more CPUs, runs the server on the first half of them
	// and pins this process to the rest.
	Pin bool
	// Args are more serve flags ("-cache=false").
	Args []string
	// Stderr gets what Start says and the server's output (nil: os.Stderr).
	Stderr io.Writer
}

// Server is a polywire serve in a child process.
type Server struct {
	// URL is the server's base URL (http://127.0.0.1:PORT).
	URL string
	// ServerCPUs and GeneratorCPUs are the CPUs of the server and of this
	// process when they were pinned apart; empty when they share them.
	ServerCPUs, GeneratorCPUs string

	cmd *exec.Cmd
}

// Start starts the server, saying so first, and returns once it answers
// /readyz (at most two minutes).
func Start(ctx context.Context, cfg Config) (*Server, error) {
	stderr := cfg.Stderr
	if stderr == nil {
		stderr = os.Stderr
	}
	exe := cfg.Exe
	if exe == "" {
		var err error
		if exe, err = os.Executable(); err != nil {
			return nil, fmt.Errorf("start server: %w", err)
		}
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	s := &Server{URL: "http://" + addr}
	args := []string{"serve", "-addr", addr, "-data", filepath.Join(cfg.Dir, "data"),
		"-db", filepath.Join(cfg.Dir, "polywire.db"), "-access-log-rate", "0", "-log-level", "warn"}
	args = append(args, cfg.Args...)
	where := ""
	server, gen, ok := cpuset.Split()
	pinned := cfg.Pin && ok
	if pinned {
		args = append(args, "-cpus", server.String())
		where = fmt.Sprintf("; server on CPUs %s, load generator on %s", server, gen)
	}
	fmt.Fprintf(stderr, "no -target: starting polywire serve on %s (data and store in %s%s); to load a server you run, give -target http://HOST:PORT\n",
		addr, cfg.Dir, where)
	if pinned {
		if err := cpuset.Pin(gen); err != nil {
			fmt.Fprintf(stderr, "warning: %v; generator and server share the CPUs\n", err)
			pinned = false
			args = args[:len(args)-2]
		}
	}
	if pinned {
		s.ServerCPUs, s.GeneratorCPUs = server.String(), gen.String()
	}
	if err := os.MkdirAll(cfg.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	s.cmd = exec.Command(exe, args...) //nolint:noctx // stopped by Stop with SIGTERM, so it can drain
	s.cmd.Stdout, s.cmd.Stderr = stderr, stderr
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.URL+"/readyz", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			_ = resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				fmt.Fprintf(stderr, "started polywire serve (pid %d) on %s\n", s.cmd.Process.Pid, s.URL)
				return s, nil
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			s.Stop()
			return nil, errors.New("start server: not ready within 2 minutes")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Stop asks the server to shut down (SIGTERM: in-flight requests finish)
// and waits for it, killing it after 30 seconds.
func (s *Server) Stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
}
