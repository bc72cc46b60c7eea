/**
 * The JVM lab ({@link dev.polywire.lab.Main}): seed 002's and seed 004's
 * client experiments and JMH codec benchmarks against a live polywire,
 * written as polywire.bench/v1 results of kind "jvm" for
 * {@code polywire report}.
 */
package dev.polywire.lab;
