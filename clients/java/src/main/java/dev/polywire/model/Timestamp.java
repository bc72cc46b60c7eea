package dev.polywire.model;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * google.protobuf.Timestamp. Its proto3 JSON form is an RFC 3339 string
 * ("2023-11-14T22:13:20.123456789Z"); in polywire's MessagePack and XML it
 * is the message ({seconds, nanos}). The binders read and write both
 * ({@link Proto3.TimestampReader}, {@link Proto3.TimestampWriter}, and
 * the Moshi and Jackson Jr adapters), and {@link ProtoMapper} maps the
 * fields like any message's.
 */
@JsonSerialize(using = Proto3.TimestampWriter.class)
@JsonDeserialize(using = Proto3.TimestampReader.class)
public class Timestamp {
  /** The range protojson and JsonFormat accept: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
  static final long MIN_SECONDS = -62135596800L;
  static final long MAX_SECONDS = 253402300799L;
  private static final Pattern RFC3339 = Pattern.compile(
      "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.([0-9]{1,9}))?(Z|[+-][0-9]{2}:[0-9]{2})");

  public long seconds;
  public int nanos;

  /** The Timestamp of an RFC 3339 string; IllegalArgumentException names what is wrong. */
  public static Timestamp parse(String s) {
    Matcher m = RFC3339.matcher(s);
    if (!m.matches()) {
      throw new IllegalArgumentException("not an RFC 3339 date-time: \"" + s + "\"");
    }
    Timestamp t = new Timestamp();
    try {
      t.seconds = OffsetDateTime.parse(s, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toEpochSecond();
    } catch (DateTimeException e) {
      throw new IllegalArgumentException("not an RFC 3339 date-time: \"" + s + "\"", e);
    }
    String frac = m.group(2);
    t.nanos = frac == null ? 0 : Integer.parseInt((frac + "00000000").substring(0, 9));
    t.check();
    return t;
  }

  /** Refuses what has no JSON form: protojson's range, nanos from 0 to 999,999,999. */
  public Timestamp check() {
    if (seconds < MIN_SECONDS || seconds > MAX_SECONDS || nanos < 0 || nanos > 999_999_999) {
      throw new IllegalArgumentException("Timestamp out of range: " + seconds + " s, " + nanos + " ns");
    }
    return this;
  }

  /** The JSON form: UTC, with 0, 3, 6 or 9 fractional digits, as protojson and JsonFormat write it. */
  public String format() {
    check();
    String base = DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(
        Instant.ofEpochSecond(seconds).atOffset(java.time.ZoneOffset.UTC).toLocalDateTime().withNano(0));
    if (nanos == 0) {
      return base + "Z";
    }
    String f = String.format("%09d", nanos);
    if (f.endsWith("000000")) {
      f = f.substring(0, 3);
    } else if (f.endsWith("000")) {
      f = f.substring(0, 6);
    }
    return base + "." + f + "Z";
  }
}
