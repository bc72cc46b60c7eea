package jvm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
)

// FindJavaDir is the lab's Maven project: flagDir (-java-dir) when given,
// else clients/java in the working directory or the nearest directory
// above it that has one — the polywire checkout bench jvm runs in.
func FindJavaDir(flagDir string) (string, error) {
	if flagDir != "" {
		if _, err := os.Stat(filepath.Join(flagDir, "pom.xml")); err != nil {
			return "", &bench.UsageError{Msg: fmt.Sprintf("bench jvm: -java-dir %s: no pom.xml there: %v", flagDir, err), Try: "-java-dir PATH/TO/polywire/clients/java"}
		}
		return filepath.Abs(flagDir)
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("bench jvm: %w", err)
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "clients", "java", "pom.xml")); err == nil {
			return filepath.Join(d, "clients", "java"), nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return "", &bench.UsageError{
		Msg: fmt.Sprintf("bench jvm: no clients/java/pom.xml in %s or any directory above it: the JVM lab comes with a polywire checkout", wd),
		Try: "run it from a polywire checkout, or -java-dir PATH/TO/polywire/clients/java",
	}
}

// FindMaven is the mvn to build the lab with: flagPath (-mvn) when given,
// else mvn on PATH. Like bench browser with Chromium, it never downloads
// one.
func FindMaven(flagPath string, lookPath func(string) (string, error)) (string, error) {
	p, err := harness.FindBinary(lookPath, harness.Candidate{Given: "-mvn", Path: flagPath}, harness.Candidate{Path: "mvn"})
	var nf *harness.NotFoundError
	if errors.As(err, &nf) {
		return "", &bench.UsageError{Msg: fmt.Sprintf("bench jvm: Maven (%s) not found: %v", nf.Path, nf.Err),
			Try: "install Maven: apt-get install -y maven   (or -mvn PATH, or -no-build to run a lab built before)"}
	}
	return p, err
}

// FindJava is the java to run the lab with: flagPath (-java) when given,
// else $JAVA_HOME/bin/java (the one Maven builds with), else java on PATH.
func FindJava(flagPath string, getenv func(string) string, lookPath func(string) (string, error)) (string, error) {
	const try = "install a JDK 17 or later: apt-get install -y openjdk-17-jdk-headless   (or -java PATH)"
	candidates := []harness.Candidate{{Given: "-java", Path: flagPath}}
	if home := getenv("JAVA_HOME"); home != "" {
		candidates = append(candidates, harness.Candidate{Path: filepath.Join(home, "bin", "java")})
	}
	p, err := harness.FindBinary(lookPath, append(candidates, harness.Candidate{Path: "java"})...)
	var nf *harness.NotFoundError
	switch {
	case err == nil:
		return p, nil
	case errors.As(err, &nf) && nf.Given != "":
		return "", &bench.UsageError{Msg: fmt.Sprintf("bench jvm: %s %s: %v", nf.Given, nf.Path, nf.Err), Try: try}
	}
	return "", &bench.UsageError{Msg: "bench jvm: no java found ($JAVA_HOME/bin/java, or java on PATH)", Try: try}
}

// buildStamp, in target/, is written after a successful build: the lab is
// up to date while it is newer than pom.xml and everything under src/.
const buildStamp = ".polywire-build-stamp"

// UpToDate says whether dir's target/ was built by Build after the last
// change to pom.xml or src/ — then Maven, whose own up-to-date check
// costs a JVM start and ten seconds, need not run. Any doubt (a file that
// cannot be read, no class path) says no.
func UpToDate(dir string) bool {
	target := filepath.Join(dir, "target")
	st, err := os.Stat(filepath.Join(target, buildStamp))
	if err != nil {
		return false
	}
	if _, err := os.Stat(filepath.Join(target, "classpath.txt")); err != nil {
		return false
	}
	built := st.ModTime()
	newer := errors.New("newer")
	walk := func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.ModTime().After(built) {
			return newer
		}
		return nil
	}
	if pom, err := os.Stat(filepath.Join(dir, "pom.xml")); err != nil || pom.ModTime().After(built) {
		return false
	}
	return filepath.WalkDir(filepath.Join(dir, "src"), walk) == nil
}

// Build runs mvn package in dir, and stamps target/ when it succeeds;
// Maven's output goes to stderr.
func Build(ctx context.Context, mvn, dir string, stderr io.Writer) error {
	argv := []string{mvn, "-B", "-q", "-Dstyle.color=never", "-f", filepath.Join(dir, "pom.xml"), "-DskipTests", "package"}
	fmt.Fprintf(stderr, "bench jvm: building the lab: %s\n", strings.Join(argv, " "))
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = stderr, stderr
	cmd.WaitDelay = 10 * time.Second
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("bench jvm: build the lab: %w", ctx.Err())
		}
		return &bench.UsageError{Msg: fmt.Sprintf("bench jvm: build the lab (%s): %v", strings.Join(argv, " "), err),
			Try: fmt.Sprintf("cd %s && mvn -B package   (its errors are above; -no-build runs target/ as it is)", dir)}
	}
	if err := os.WriteFile(filepath.Join(dir, "target", buildStamp), nil, 0o644); err != nil {
		return fmt.Errorf("bench jvm: stamp the build: %w", err)
	}
	return nil
}

// Classpath is the lab's class path: target/classes and the dependencies
// maven-dependency-plugin wrote to target/classpath.txt. noBuild says
// the lab was not built by this run (-no-build), for the hint.
func Classpath(dir string, noBuild bool) (string, error) {
	try := fmt.Sprintf("cd %s && mvn -B -DskipTests package", dir)
	if noBuild {
		try = "drop -no-build, so bench jvm builds the lab first"
	}
	classes := filepath.Join(dir, "target", "classes")
	if _, err := os.Stat(classes); err != nil {
		return "", &bench.UsageError{Msg: fmt.Sprintf("bench jvm: the lab is not built: %v", err), Try: try}
	}
	deps, err := os.ReadFile(filepath.Join(dir, "target", "classpath.txt"))
	if err != nil {
		return "", &bench.UsageError{Msg: fmt.Sprintf("bench jvm: the lab's dependency class path: %v", err), Try: try}
	}
	cp := classes
	if d := strings.TrimSpace(string(deps)); d != "" {
		cp += string(os.PathListSeparator) + d
	}
	return cp, nil
}
