/**
 * The JMH benchmarks of the JVM lab, annotation-processed into
 * META-INF/BenchmarkList so that both {@code dev.polywire.lab.Main
 * --experiments jmh} and JMH's own {@code org.openjdk.jmh.Main} run them.
 */
package dev.polywire.jmh;
