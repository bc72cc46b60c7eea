package dev.polywire.decode;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Message;
import com.google.protobuf.TextFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** The golden vectors of testdata/vectors, as the tests walk them. */
final class Vectors {
  /** One manifest entry. */
  record Entry(String name, MessageType type, String format, String file, boolean bytes) {
    byte[] body() {
      return read(file);
    }

    /** The case's Protobuf file, parsed by protobuf-java: what every decoder must give. */
    Message reference() {
      try {
        return decodeAny(Codecs.reference(type), read(name + ".pb"));
      } catch (DecodeException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public String toString() {
      return file;
    }
  }

  static final Path DIR = dir();
  static final List<Entry> ENTRIES = entries();

  private Vectors() {}

  private static Path dir() {
    String root = System.getenv("POLYWIRE_ROOT");
    Path p = root != null ? Paths.get(root, "testdata", "vectors") : Paths.get("..", "..", "testdata", "vectors");
    if (!Files.isDirectory(p)) {
      throw new IllegalStateException("no golden vectors at " + p.toAbsolutePath());
    }
    return p;
  }

  private static List<Entry> entries() {
    try {
      JsonNode m = new ObjectMapper().readTree(DIR.resolve("manifest.json").toFile());
      List<Entry> out = new ArrayList<>();
      for (JsonNode e : m.get("entries")) {
        out.add(new Entry(e.get("case").asText(), MessageType.ofProtoName(e.get("message").asText()),
            e.get("format").asText(), e.get("file").asText(), e.get("compare").asText().equals("bytes")));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static byte[] read(String file) {
    try {
      return Files.readAllBytes(DIR.resolve(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** codec's decode and toProto, for a codec of any T. */
  static <T> Message decodeAny(Codec<T> codec, byte[] body) throws DecodeException {
    return codec.toProto(codec.decode(body));
  }

  /** codec's encode of its own decode of body. */
  static <T> byte[] reencode(Codec<T> codec, byte[] body) throws DecodeException {
    return codec.encode(codec.decode(body));
  }

  /** codec's encode of its object for reference. */
  static <T> byte[] encodeReference(Codec<T> codec, Message reference) {
    return codec.encode(codec.fromProto(reference));
  }

  /** A message as text, so that a failed assertEquals shows a readable diff. */
  static String text(Message m) {
    return TextFormat.printer().printToString(m);
  }
}
