package dev.polywire.client;

import java.util.Locale;
import java.util.Optional;

/**
 * The five wire formats polywire serves, with the media type this client asks
 * for in {@code Accept} and sends as {@code Content-Type}, and every media
 * type the server may answer with (the Go codecs' lists), so that a response
 * — an error body above all — is read by what it says it is, not by what was
 * asked for.
 */
public enum Format {
  JSON("json", "application/json"),
  PROTO("proto", "application/x-protobuf", "application/protobuf", "application/octet-stream",
      "application/x-google-protobuf", "application/vnd.google.protobuf"),
  FLATBUFFERS("flatbuffers", "application/x-flatbuffers"),
  MSGPACK("msgpack", "application/msgpack", "application/x-msgpack", "application/vnd.msgpack"),
  XML("xml", "application/xml", "text/xml");

  private final String id;
  private final String[] mediaTypes;

  Format(String id, String... mediaTypes) {
    this.id = id;
    this.mediaTypes = mediaTypes;
  }

  /** The format's name as codecs and results spell it: json, proto, flatbuffers, msgpack, xml. */
  public String id() {
    return id;
  }

  /** The media type requests carry: the first of the server's list for this format. */
  public String mediaType() {
    return mediaTypes[0];
  }

  /** The format named id ("proto"); IllegalArgumentException when unknown. */
  public static Format of(String id) {
    for (Format f : values()) {
      if (f.id.equals(id)) {
        return f;
      }
    }
    throw new IllegalArgumentException("unknown format " + id + "; formats: json, proto, flatbuffers, msgpack, xml");
  }

  /** The format of a Content-Type header, parameters ignored; empty when polywire does not speak it. */
  public static Optional<Format> ofContentType(String contentType) {
    if (contentType == null) {
      return Optional.empty();
    }
    int semi = contentType.indexOf(';');
    String mt = (semi < 0 ? contentType : contentType.substring(0, semi)).trim().toLowerCase(Locale.ROOT);
    for (Format f : values()) {
      for (String m : f.mediaTypes) {
        if (m.equals(mt)) {
          return Optional.of(f);
        }
      }
    }
    return Optional.empty();
  }
}
