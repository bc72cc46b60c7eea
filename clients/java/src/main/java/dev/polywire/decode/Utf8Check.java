package dev.polywire.decode;

/**
 * A strict UTF-8 check (no overlong forms, no surrogates, nothing past
 * U+10FFFF), for the readers that would otherwise turn invalid bytes into
 * U+FFFD and so change the data silently. ASCII runs cost one compare a byte.
 */
final class Utf8Check {
  private Utf8Check() {}

  static boolean valid(byte[] b) {
    int i = 0;
    int n = b.length;
    while (i < n) {
      int c = b[i];
      if (c >= 0) {
        i++;
        continue;
      }
      c &= 0xff;
      if (c < 0xc2 || c > 0xf4) {
        return false;
      }
      if (c < 0xe0) {
        if (i + 1 >= n || (b[i + 1] & 0xc0) != 0x80) return false;
        i += 2;
      } else if (c < 0xf0) {
        if (i + 2 >= n || (b[i + 1] & 0xc0) != 0x80 || (b[i + 2] & 0xc0) != 0x80) return false;
        int c1 = b[i + 1] & 0xff;
        if (c == 0xe0 && c1 < 0xa0 || c == 0xed && c1 > 0x9f) return false; // overlong, surrogate
        i += 3;
      } else {
        if (i + 3 >= n || (b[i + 1] & 0xc0) != 0x80 || (b[i + 2] & 0xc0) != 0x80 || (b[i + 3] & 0xc0) != 0x80) return false;
        int c1 = b[i + 1] & 0xff;
        if (c == 0xf0 && c1 < 0x90 || c == 0xf4 && c1 > 0x8f) return false; // overlong, > U+10FFFF
        i += 4;
      }
    }
    return true;
  }
}
