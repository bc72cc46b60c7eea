package report

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/polywire/polywire/results"
)

// WriteDir writes the report of files into dir: report.html (HTML) and
// report.md (Markdown).
func WriteDir(dir string, files []*results.File) error {
	h, err := os.Create(filepath.Join(dir, "report.html"))
	if err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	defer h.Close()
	if err := HTML(h, files); err != nil {
		return err
	}
	m, err := os.Create(filepath.Join(dir, "report.md"))
	if err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	defer m.Close()
	return Markdown(m, files)
}

// WriteFile renders into path through a buffer, so a failed render leaves
// no half-written file behind: a regular file is written beside it and
// renamed over it, and then "wrote PATH" is said on w. Anything else that
// exists at path (/dev/null, a named pipe) is written to in place, because
// a rename would replace the device itself.
func WriteFile(path string, render func(io.Writer) error, w io.Writer) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return fmt.Errorf("report: write %s: %w", path, err)
		}
		err = WriteTo(f, render)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("report: write %s: %w", path, err)
		}
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".report-*")
	if err != nil {
		return fmt.Errorf("report: write %s: %w", path, err)
	}
	defer func() { _ = os.Remove(tmp.Name()) }() // after a successful rename this finds nothing
	err = WriteTo(tmp, render)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("report: write %s: %w", path, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("report: write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("report: write %s: %w", path, err)
	}
	fmt.Fprintln(w, "wrote", path)
	return nil
}

// WriteTo renders into w through a buffer.
func WriteTo(w io.Writer, render func(io.Writer) error) error {
	bw := bufio.NewWriter(w)
	if err := render(bw); err != nil {
		return err
	}
	return bw.Flush()
}
