package dev.polywire.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Stat must agree with Go's results.Summarize to the last digit a report prints. */
class ResultsTest {
  @Test
  void summarize_matches_results_Summarize() {
    Results.Stat s = Results.Stat.summarize(new double[] {4, 1, 3, 2});
    assertEquals(4, s.n());
    assertEquals(2.5, s.median(), 1e-12);
    assertEquals(2.5, s.mean(), 1e-12);
    assertEquals(Math.sqrt(5.0 / 3.0), s.stddev(), 1e-12); // sample stddev
    assertEquals(1, s.min());
    assertEquals(4, s.max());
    assertEquals(3.85, s.p95(), 1e-12); // 2.85 ranks in: 3 + 0.85 × (4 - 3)
    Results.Stat one = Results.Stat.summarize(new double[] {7});
    assertEquals(new Results.Stat(1, 7, 7, 0, 7, 7, 7), one);
    assertEquals(Results.Stat.ZERO, Results.Stat.summarize(new double[0]));
  }
}
