/**
 * A typed polywire client on java.net.http ({@link dev.polywire.client.PolywireClient}),
 * and the instrumented GET the JVM lab measures with ({@link dev.polywire.client.Exchange}):
 * format by {@code Accept}, compression by {@code Accept-Encoding} undone here
 * with a cap, errors read from the server's Error body in whatever format it
 * came.
 */
package dev.polywire.client;
