package dev.polywire.decode;

/**
 * A walk over a MessagePack body's headers, before msgpack-java reads it:
 * msgpack-java allocates a str, bin or ext payload at the length its header
 * declares before it finds the body too short, so a 4-byte patch can ask it
 * for 2 GiB. polywire's Go decoder refuses such lengths before allocating;
 * this gives the JVM reader the same guarantee — every payload fits in the
 * bytes left, arrays and maps declare no more entries than bytes left, and
 * nothing follows the one top-level value — at the cost of one pass over
 * the headers (payloads are skipped, not read).
 */
final class MsgpackBounds {
  private MsgpackBounds() {}

  /** Throws IllegalArgumentException, naming the offset, when body is not one bounded value. */
  static void check(byte[] b) {
    int pos = 0;
    long pending = 1; // values still to read; each takes at least one byte
    while (pending > 0) {
      if (pos >= b.length) {
        throw new IllegalArgumentException("msgpack body ends inside a value");
      }
      int t = b[pos++] & 0xff;
      pending--;
      long skip = 0;
      if (t <= 0x7f || t >= 0xe0 || t == 0xc0 || t == 0xc2 || t == 0xc3) {
        // fixint, nil, bool
      } else if (t <= 0x8f) {
        pending += 2L * (t & 0x0f);
      } else if (t <= 0x9f) {
        pending += t & 0x0f;
      } else if (t <= 0xbf) {
        skip = t & 0x1f;
      } else {
        switch (t) {
          case 0xc4: case 0xd9: skip = uint(b, pos, 1); pos += 1; break;
          case 0xc5: case 0xda: skip = uint(b, pos, 2); pos += 2; break;
          case 0xc6: case 0xdb: skip = uint(b, pos, 4); pos += 4; break;
          case 0xc7: skip = 1 + uint(b, pos, 1); pos += 1; break;
          case 0xc8: skip = 1 + uint(b, pos, 2); pos += 2; break;
          case 0xc9: skip = 1 + uint(b, pos, 4); pos += 4; break;
          case 0xca: skip = 4; break;
          case 0xcb: skip = 8; break;
          case 0xcc: case 0xd0: skip = 1; break;
          case 0xcd: case 0xd1: skip = 2; break;
          case 0xce: case 0xd2: skip = 4; break;
          case 0xcf: case 0xd3: skip = 8; break;
          case 0xd4: skip = 2; break;
          case 0xd5: skip = 3; break;
          case 0xd6: skip = 5; break;
          case 0xd7: skip = 9; break;
          case 0xd8: skip = 17; break;
          case 0xdc: pending += uint(b, pos, 2); pos += 2; break;
          case 0xdd: pending += uint(b, pos, 4); pos += 4; break;
          case 0xde: pending += 2 * uint(b, pos, 2); pos += 2; break;
          case 0xdf: pending += 2 * uint(b, pos, 4); pos += 4; break;
          default: throw new IllegalArgumentException("msgpack type byte 0x" + Integer.toHexString(t) + " at " + (pos - 1));
        }
      }
      if (skip > b.length - pos || pending > b.length - pos) {
        throw new IllegalArgumentException("msgpack header at " + (pos - 1) + " declares more than the " + (b.length - pos) + " bytes left");
      }
      pos += (int) skip;
    }
    if (pos != b.length) {
      throw new IllegalArgumentException((b.length - pos) + " bytes after the msgpack value");
    }
  }

  private static long uint(byte[] b, int pos, int n) {
    if (pos + n > b.length) {
      throw new IllegalArgumentException("msgpack header truncated at " + pos);
    }
    long v = 0;
    for (int i = 0; i < n; i++) {
      v = (v << 8) | (b[pos + i] & 0xff);
    }
    return v;
  }
}
