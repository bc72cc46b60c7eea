package dev.polywire.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.InvalidProtocolBufferException;
import dev.polywire.decode.DecodeException;
import java.io.IOException;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * An error frame's apierror body: {@code {"code":"unavailable","message":"…"}}
 * in JSON, {@code polywire.error.v1.Error} in Protobuf and MessagePack. The
 * decoders read the code and message and ignore violations.
 *
 * @param code the apierror code
 * @param message its message
 */
public record ApiError(String code, String message) {
  private static final ObjectMapper JSON_MAPPER = new ObjectMapper();
  private static final ObjectMapper MSGPACK_MAPPER = new ObjectMapper(new MessagePackFactory());

  /** Reads an apierror body in JSON. */
  public static final RowDecoder<ApiError> JSON = b -> tree("json", JSON_MAPPER, b);

  /** Reads an apierror body in MessagePack (a map with code and message). */
  public static final RowDecoder<ApiError> MSGPACK = b -> tree("msgpack", MSGPACK_MAPPER, b);

  /** Reads a polywire.error.v1.Error in Protobuf. */
  public static final RowDecoder<ApiError> PROTO = b -> {
    try {
      dev.polywire.gen.pb.error.v1.Error e = dev.polywire.gen.pb.error.v1.Error.parseFrom(b);
      return new ApiError(e.getCode(), e.getMessage());
    } catch (InvalidProtocolBufferException e) {
      throw new DecodeException("proto", "protobuf-java", "error frame: " + e.getMessage(), e);
    }
  };

  static ApiError tree(String format, ObjectMapper m, byte[] b) throws DecodeException {
    try {
      return of(format, m.readTree(b));
    } catch (IOException e) {
      throw new DecodeException(format, "Jackson", "error frame: " + e.getMessage(), e);
    }
  }

  static ApiError of(String format, JsonNode n) throws DecodeException {
    if (n == null || !n.isObject() || !n.path("code").isTextual()) {
      throw new DecodeException(format, "Jackson", "error frame is not an apierror body (an object with a code): " + n);
    }
    return new ApiError(n.get("code").asText(), n.path("message").asText(""));
  }
}
