/**
 * Incremental readers of polywire's REST streams (docs/STREAMING.md) over
 * any {@link java.io.InputStream} — java.net.http's
 * {@code BodyHandlers.ofInputStream()} body, say: 5-byte envelopes
 * (Protobuf, MessagePack), NDJSON lines, server-sent events and the streamed
 * JSON array. Each {@link RowReader#next()} returns one row as soon as its
 * bytes have arrived, decoded by a {@link RowDecoder} of the caller's
 * choosing, and {@code null} at the stream's clean end.
 *
 * <p>An error frame (an envelope end frame with a payload, an
 * {@code @error} line or element, an SSE {@code error} event) is a
 * {@link StreamErrorException} carrying the apierror's code and message; a
 * stream cut short — no end frame, no {@code end} event, a partial frame or
 * line — or malformed is a {@link StreamException} naming where. A reader
 * never returns a row it could not decode whole.
 */
package dev.polywire.stream;
