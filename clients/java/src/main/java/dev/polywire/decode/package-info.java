/**
 * The JVM decoders of the lab: one {@link dev.polywire.decode.Codec} per
 * library and message (seed 002's Jackson, Jackson Jr, Moshi, protobuf-java,
 * Wire, MessagePack and XML; seed 004's protobuf-java and Jackson; JsonFormat;
 * flatbuffers-java lazy and full), listed by {@link dev.polywire.decode.Codecs}.
 */
package dev.polywire.decode;
