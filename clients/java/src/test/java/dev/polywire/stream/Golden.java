package dev.polywire.stream;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.UnknownFieldSet;
import dev.polywire.decode.DecodeException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * The golden streams of transcode/testdata/streams (three Books of
 * transcode/testdata/stream_test.proto, or two and an unavailable error), and
 * readers of a Book's name in each format: the test schema has no Java
 * classes, so the rows are read with each format's generic reader.
 */
final class Golden {
  private Golden() {}

  static final ObjectMapper JSON = new ObjectMapper();
  static final ObjectMapper MSGPACK = new ObjectMapper(new MessagePackFactory());

  static Path dir() {
    String root = System.getenv("POLYWIRE_ROOT");
    return root != null ? Paths.get(root, "transcode", "testdata", "streams") : Paths.get("..", "..", "transcode", "testdata", "streams");
  }

  static byte[] read(String name) throws IOException {
    return Files.readAllBytes(dir().resolve(name));
  }

  /** A Book's name (field 1) from its Protobuf bytes, strictly parsed. */
  static final RowDecoder<String> PROTO_NAME = b -> {
    try {
      UnknownFieldSet f = UnknownFieldSet.parseFrom(b);
      return f.getField(1).getLengthDelimitedList().get(0).toStringUtf8();
    } catch (IOException | RuntimeException e) {
      throw new DecodeException("proto", "protobuf-java", e.toString(), e);
    }
  };

  static final RowDecoder<String> JSON_NAME = b -> name("json", JSON, b);
  static final RowDecoder<String> MSGPACK_NAME = b -> name("msgpack", MSGPACK, b);

  private static String name(String format, ObjectMapper m, byte[] b) throws DecodeException {
    try {
      String n = m.readTree(b).path("name").asText(null);
      if (n == null) {
        throw new DecodeException(format, "Jackson", "no name in " + new String(b, StandardCharsets.UTF_8));
      }
      return n;
    } catch (IOException e) {
      throw new DecodeException(format, "Jackson", e.getMessage(), e);
    }
  }

  /** A reader of the golden stream ext ("proto", "msgpack", "ndjson", "sse") over in. */
  static RowReader<String> reader(String ext, InputStream in) {
    return switch (ext) {
      case "proto" -> RowReader.envelopes(in, PROTO_NAME, ApiError.PROTO);
      case "msgpack" -> RowReader.envelopes(in, MSGPACK_NAME, ApiError.MSGPACK);
      case "ndjson", "jsonl" -> RowReader.ndjson(in, JSON_NAME);
      case "sse" -> RowReader.sse(in, JSON_NAME);
      default -> throw new IllegalArgumentException(ext);
    };
  }

  static RowReader<String> reader(String ext, byte[] b) {
    return reader(ext, new ByteArrayInputStream(b));
  }

  /** Every row until the clean end (or the exception). */
  static List<String> all(RowReader<String> r, List<String> into) throws IOException {
    for (String s; (s = r.next()) != null; ) {
      into.add(s);
    }
    return into;
  }

  static List<String> all(RowReader<String> r) throws IOException {
    return all(r, new ArrayList<>());
  }
}
