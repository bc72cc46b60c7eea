package dataset

import "math/rand/v2"

// rng is the generator's only source of randomness. It draws from PCG, whose
// output is fixed by its specification, and does its own range reduction, so
// a seed gives the same dataset on every Go version and platform
// (math/rand/v2's helper methods make no such promise).
type rng struct{ src *rand.PCG }

func newRNG(seed uint64, stream uint64) *rng {
	return &rng{src: rand.NewPCG(seed, 0x9e3779b97f4a7c15^stream)}
}

// intn returns a uniform int in [0, n) by rejection sampling.
func (r *rng) intn(n int) int {
	if n <= 0 {
		panic("dataset: intn of non-positive bound")
	}
	bound := uint64(n)
	limit := -bound % bound // 2^64 mod n
	for {
		v := r.src.Uint64()
		if v >= limit {
			return int(v % bound)
		}
	}
}

// between returns a uniform int in [lo, hi].
func (r *rng) between(lo, hi int) int { return lo + r.intn(hi-lo+1) }

// float64 returns a uniform float in [0, 1) with 53 random bits.
func (r *rng) float64() float64 { return float64(r.src.Uint64()>>11) / (1 << 53) }

func pick[T any](r *rng, s []T) T { return s[r.intn(len(s))] }

func (r *rng) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.intn(10))
	}
	return string(b)
}

func (r *rng) letters(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('A' + r.intn(26))
	}
	return string(b)
}
